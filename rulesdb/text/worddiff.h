#pragma once
// Word-level differences between two wordings of a rule, for lineage and edition diffs:
// tokens by ICU word boundaries, a minimal edit script over the tokens (dtl), a similarity
// score from the same longest common subsequence, and a plain-text rendering for the CLI.
// All functions are thread-safe.

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace rulesdb {

// Splits text at ICU word boundaries. Words, runs of spaces and punctuation marks are all
// tokens, so joining the tokens gives the text back; CJK text is split by ICU's dictionary.
QStringList wordTokens(QStringView text);

struct DiffSpan {
    enum Kind { Same, Deleted, Inserted };
    Kind kind = Same;
    QString text;
    friend bool operator==(const DiffSpan &, const DiffSpan &) = default;
};

// A span by its length alone, for a caller that has both wordings: Same and Deleted spans
// cut the older wording in order, Same and Inserted ones the newer (as wordDiff()'s spans
// do), so the words need not be copied out.
struct SpanLength {
    DiffSpan::Kind kind = DiffSpan::Same;
    qsizetype length = 0;
    friend bool operator==(const SpanLength &, const SpanLength &) = default;
};

// Minimal word-level edit script. Adjacent spans of one kind are merged; Same + Deleted
// spans give oldText exactly and Same + Inserted give newText. A changed word is replaced
// whole, and spaces between two changes are folded into the change, so a replaced phrase
// reads Deleted "a b" then Inserted "c d". Empty when both texts are empty.
std::vector<DiffSpan> wordDiff(QStringView oldText, QStringView newText);

// 2 × common tokens / (tokens of a + tokens of b), counting every token but whitespace, the
// common ones from a longest common subsequence found as in wordDiff (dtl). 1 for equal
// texts (and for two empty or whitespace-only ones), 0 when nothing is shared.
double wordSimilarity(QStringView a, QStringView b);

// The spans with every change that is only whitespace (a paragraph break where the other
// wording has a space, as two shapes of a document set them) made Same, with the newer
// whitespace: it is no change of words, and a history or diff that shows it marks nothing.
std::vector<DiffSpan> withoutSpaceChanges(const std::vector<DiffSpan> &spans);

// "[-deleted-]" and "{+inserted+}" around changes, like git diff --word-diff=plain.
QString renderPlainDiff(const std::vector<DiffSpan> &spans);

} // namespace rulesdb
