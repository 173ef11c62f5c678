#pragma once
// ICU word boundaries (UAX #29, with ICU's dictionaries for Chinese and Japanese, which
// write no spaces), shared by word diffs and the full-text search tokenizer.

#include <QStringView>
#include <vector>

namespace rulesdb {

// Splits text into tokens: bounds[0] = 0 < bounds[1] < … < bounds[n] = text.size() for n
// tokens, words and the spaces and punctuation between them alike. When `isWord` is given,
// (*isWord)[i] says whether token i is a word (letters, digits, kana or ideographs).
// Thread-safe: each thread has its own iterator.
void wordBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord = nullptr);

// Whether text always breaks between i - 1 and i, whatever comes before or after: a run
// of ASCII spaces meeting another ASCII character. A text cut there splits into the same
// tokens as the whole (a diff need not read the words two wordings share).
bool isWordCut(QStringView text, qsizetype i);

// The same, asking ICU of every character: the reference wordBoundaries is held equal to
// (it takes plain ASCII words and spaces without ICU).
void icuWordBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord = nullptr);

} // namespace rulesdb
