#pragma once
// The source's italics. The plain-text editions of 2008 to 2014 mark titles as mail does,
// between underscores: "a _Magic_ color word", "_Magic: The Gathering_", "_Eighth
// Edition_", a few "__Magic: The Gathering__". The database keeps the text as published;
// what a reader sees shows those words in italics (the app) or plain (text output), never
// with the underscores. Only underscores at the edges of words mark italics: "UTR_Intro"
// in an address and the lone "Oracle_(TM)" stay as they are.

#include "text/worddiff.h"

#include <QString>
#include <QStringView>
#include <vector>

namespace rulesdb {

struct ItalicSpan {
    qsizetype open = 0;  // index of the first underscore before the words
    qsizetype close = 0; // index of the first underscore after them
    qsizetype marks = 1; // underscores on each side: 1 or 2
    // The italic words are [open + marks, close).
};

// The italic spans of a text, in order; none overlap. Empty for nearly every text.
std::vector<ItalicSpan> italicSpans(QStringView text);

// A stretch of text, italic or not, between the marks.
struct TextRun {
    qsizetype start = 0;
    qsizetype end = 0; // one past the last character
    bool italic = false;
};
// The runs of [from, to) of a text whose spans are `spans`, in order, the marks left out.
std::vector<TextRun> italicRuns(const std::vector<ItalicSpan> &spans, qsizetype from, qsizetype to);

// "a _Magic_ color word" → "a Magic color word": the text as text output prints it.
QString withoutItalicMarks(QStringView text);
// The text as HTML, everything escaped, the italic words between <i> and </i>.
QString italicHtml(QStringView text);

// A word diff's spans with the italics of each side, the marks left out: deleted words as
// the older text reads them, inserted and shared words as the newer text does. Pieces of one
// kind and style are joined.
struct DiffPiece {
    DiffSpan::Kind kind = DiffSpan::Same;
    QString text;
    bool italic = false;
};
std::vector<DiffPiece> italicDiffPieces(const std::vector<DiffSpan> &spans, QStringView oldText,
                                        QStringView newText);
// The same spans with the marks left out and no styles: for text output ("[-old-]{+new+}").
std::vector<DiffSpan> diffWithoutItalicMarks(const std::vector<DiffSpan> &spans, QStringView oldText,
                                             QStringView newText);

// What text output prints, appended to `out` with nothing built on the way (a report of
// thousands of changes): withoutItalicMarks(text), and for spans given by their lengths
// renderPlainDiff(diffWithoutItalicMarks(spans, oldText, newText)).
void appendWithoutItalicMarks(QString &out, QStringView text);
void appendPlainDiff(QString &out, const std::vector<SpanLength> &spans, QStringView oldText, QStringView newText);

} // namespace rulesdb
