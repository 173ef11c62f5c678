#pragma once
// The full-text tokenizer: ICU word boundaries, so that Chinese and Japanese, written
// without spaces, are searched word by word like English; each word folded by foldWord()
// (case, accents, full-width forms, apostrophes: "can't", "can’t" and the lossy "cant" are
// one word), "{Tap}" read as "{T}", and "(TM)" dropped. Dashes and other punctuation only
// separate words, so "state-based" and "state—based" are the same two words.
//
// FTS5 tokenizers belong to a connection: Database registers this one on every connection
// it opens, before anything can touch the index. (The sqlite3 shell does not know it and
// cannot read the index; that is expected.)

#include <QString>
#include <QStringView>
#include <vector>

struct sqlite3;

namespace rulesdb {

inline constexpr char kTokenizerName[] = "rulekeeper";

// Registers the tokenizer with the connection's FTS5; an SQLite result code.
int registerSearchTokenizer(sqlite3 *db);

// One token: where its word is in the text (UTF-16 offsets) and what the index holds.
struct SearchToken {
    qsizetype start = 0;
    qsizetype end = 0;
    QString folded;
};
// The tokens of a text, exactly as the index sees them.
std::vector<SearchToken> searchTokens(QStringView text);

} // namespace rulesdb
