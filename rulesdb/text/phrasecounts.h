#pragma once
// Two FTS5 auxiliary functions that give search what bm25() reads, so that it can score a
// text for a long OR of words without asking FTS5 to run that OR over the whole index
// (search/phrasehits.h):
//
//   phrase_counts(table)  for the row a full-text query found, how many times each of the
//                         query's phrases is in it, counted as bm25() counts them: a blob
//                         of one 32-bit count a phrase, in the query's order;
//   index_size(table)     the rows the index holds and their tokens in all, as bm25()
//                         reads them for its averages: a blob of two 64-bit integers.
//
// Registered with the tokenizer on every connection (icutokenizer.cpp).

struct fts5_api;

namespace rulesdb {

inline constexpr char kPhraseCountsName[] = "phrase_counts";
inline constexpr char kIndexSizeName[] = "index_size";

// An SQLite result code.
int registerPhraseCounts(fts5_api *api);

} // namespace rulesdb
