#pragma once
// What every reader of the tournament-policy documents shares, whatever the shape: the
// date a version states, which document a title names, a heading split into its number,
// category, title and penalty, and paragraphs rebuilt from wrapped lines.

#include "document.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>
#include <vector>

namespace importers::policy {

struct StatedDate {
    QString date;  // YYYY-MM-DD; empty when the words name no real day ("February 30")
    QString words; // as written, for messages
};

// The first "Effective September 23, 2024" / "Effective Jan 21st, 2019" / "Effective
// Sep 25, 2020" / "Updated August 5, 2024" (the JAR's) in the text, spaces possibly
// no-break; nullopt when there is none.
std::optional<StatedDate> findStatedDate(QStringView text);

// The document a title names: "Magic: The Gathering Tournament Rules", "Magic Tournament
// Rules", "DCI Floor Rules", "Tournament rules" → MTR; "Infraction Procedure Guide" →
// IPG; "Judging at Regular Rules Enforcement Level", "Judging at Regular REL" → JAR. A
// title that names none, or the CR's, gives nullopt: never a guess.
std::optional<rulesdb::Document> documentOfTitle(QStringView title);

// The penalties an infraction carries, as the IPG spells them.
const QStringList &penaltyNames();

struct Heading {
    QString number;   // "1", "2.12", "Appendix A" (normalised as PolicySection::number)
    QString category; // "Game Play Error" when the title is "Category — Name"
    QString title;    // the rest: "Missed Trigger"
    QString penalty;  // a penalty glued after the title ("… Missed Trigger No Penalty")
    int level = 1;
};

// Reads a section heading in any of the shapes' spellings: "2.1. Game Play Error —
// Missed Trigger", "2.1 Game Play Error - Missed Trigger", "IPG 2.1 …", "MTR 4.4 Loops",
// "1 GENERAL PHILOSOPHY", "1. Tournament Fundamentals", "Appendix B — Changes from
// Previous Versions", "Appendix B-Time Limits", "MTR Appendix A - Changes …". Dashes
// between category and name may be —, –, " - " or "-" with spaces. nullopt when the text
// is no numbered heading. A category is split off only for the infraction categories
// (Game Play Error, Tournament Error, Unsporting Conduct), so "1.2 Applying Penalties" or
// "4.4 Loops" keep their whole title.
std::optional<Heading> parseHeading(QStringView text);

// "Appendix a", "APPENDIX A", "appendix-a" → "Appendix A"; "2.1." → "2.1"; anything else
// trimmed as it is.
QString normalisedNumber(QStringView number);

// No-break and other spaces become one space, runs collapse, the ends are trimmed.
QString collapsedSpaces(QStringView text);

// Whether a text file opens as a policy document does: within its first `lines` lines that
// hold words (those `skip` says are furniture, such as page numbers, not counted), a short
// title naming a document, then a stated date.
bool opensWithTitleAndDate(QStringView head, int lines, bool (*skip)(QStringView line) = nullptr);

// Whether a line is a stated date and nothing else ("Effective June 1, 2031"), as a policy
// document sets it under its title: a copy that lost its title opens with it.
bool isStatedDateLine(QStringView line);

// Whether the text starts with these words, in any case, a word boundary after them: a
// heading whose title starts as its contents entry does.
bool startsWithWords(QStringView text, QStringView prefix);

// Joins a paragraph's wrapped lines with one space. A word broken with a hyphen at the
// end of a line ("infrac-" / "tion") is mended; a hyphen that belongs to the word
// ("out-of-" / "order", "pre-" / "game" when "pre-game" is in the vocabulary) is kept.
// `vocabulary` holds the document's words (lower case, see wordsOf) so that the choice
// follows how the document spells the word elsewhere.
QString joinWrappedLines(const QStringList &lines, const QSet<QString> &vocabulary = {});

// The document's words in lower case, hyphenated compounds whole: for joinWrappedLines.
QSet<QString> wordsOf(QStringView text);

// True when the text has letters and none of them is lower case ("1. GENERAL PHILOSOPHY").
bool isAllCapitals(QStringView text);

// An all-capitals title in title case, for a shape that gives no mixed-case spelling:
// "MAGIC INFRACTION PROCEDURE GUIDE" → "Magic Infraction Procedure Guide"; small words
// (a, and, at, for, from, in, of, on, or, the, to) lower case except first or after a
// colon, the documents' abbreviations (DCI, REL, …) kept.
// A title with lower-case letters is returned as it is.
QString titleCased(QStringView text);

// A title reduced for comparing two spellings of it (a heading and its contents entry, two
// shapes of one version): case folded, every dash one "-", spaces and "®"/"™" dropped.
QString comparableTitle(QStringView text);

// The IPG's penalty quick reference where a shape flattened the table into lines of words
// ("Missed Trigger None", "Looking at Extra Cards Warning", a dataset's "Mulligan Procedure
// Error Warning Game Rule Violation Warning"): when most of the paragraphs end with a
// penalty ("None" and the header's "Penalty" included), each row becomes one paragraph with
// its cells apart, "Missed Trigger | None"; the paragraphs are returned as they are
// otherwise. Rows without a penalty (the categories' headings) stay as they are, and a
// category's heading run into the row after it ("Game Play Errors Missed Trigger None") is
// set apart again.
QStringList penaltyTableRows(const QStringList &paragraphs);

// A document's table of contents, for finding its headings in the body: a body line is the
// heading of an entry when it has the entry's number and title (capitals, dashes and
// spaces aside) and comes after the entry found last, so that a step "1. Players shuffle"
// or a mention of a title in the text is never taken for a heading.
class ContentsList {
public:
    struct Entry {
        QString number;   // normalised; empty for "Introduction", "Booster Draft Timing"
        QString category; // an IPG infraction's, split off as parseHeading does
        QString title;    // as the contents write it (mixed case)
        int line = 0;
    };

    void add(Entry entry);
    bool isEmpty() const { return m_entries.empty(); }
    const Entry &at(size_t index) const { return m_entries.at(index); }

    // The first entry after the last one found that has this heading, now found itself.
    std::optional<size_t> match(const QString &number, const QString &category, const QString &title);

    // The entries no heading was found for, in order.
    std::vector<size_t> unmatched() const;

private:
    static QString keyOf(const QString &number, const QString &category, const QString &title);
    std::vector<Entry> m_entries;
    std::vector<bool> m_found;
    QHash<QString, std::vector<size_t>> m_byKey; // each list ascending
    size_t m_next = 0;
};

// A penalty as the IPG names it ("No Penalty", "Warning", …) whatever the shape's case,
// and the web pages' "None" as "No Penalty", a footnote mark ("Warning*") dropped; nullopt
// for any other text.
std::optional<QString> penaltyOf(QStringView text);

// The label of an IPG infraction's block ("Definition", "Examples", "Philosophy",
// "Additional Remedy", "Upgrade", "Downgrade") when the text is that label alone, in any
// case, with or without a colon; nullopt for any other text.
std::optional<QString> partLabelOf(QStringView text);

} // namespace importers::policy
