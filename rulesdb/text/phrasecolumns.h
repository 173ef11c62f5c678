#pragma once
// phrase_columns(table, groups): an FTS5 auxiliary function that tells, for the row a
// full-text query found, in which columns each group of the query's phrases is. `groups`
// is a blob of one byte a phrase, in the query's order: the group it belongs to, or 255 for
// none. The result is a blob of one byte a group: bit c set when one of its phrases is in
// column c (columns 0 to 7). One query then tells what a query per column and group told
// (the cards' search asked 1 + 3 × words queries of the same index, each reading the same
// lists of rows).
//
// Registered with the tokenizer on every connection (icutokenizer.cpp).

struct fts5_api;

namespace rulesdb {

inline constexpr char kPhraseColumnsName[] = "phrase_columns";
inline constexpr unsigned char kNoGroup = 255;

// An SQLite result code.
int registerPhraseColumns(fts5_api *api);

} // namespace rulesdb
