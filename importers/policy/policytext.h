#pragma once
// What every reader of the tournament-policy documents shares, whatever the shape: the
// date a version states, which document a title names, a heading split into its number,
// category, title and penalty, and paragraphs rebuilt from wrapped lines.

#include "document.h"

#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>

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

// Joins a paragraph's wrapped lines with one space. A word broken with a hyphen at the
// end of a line ("infrac-" / "tion") is mended; a hyphen that belongs to the word
// ("out-of-" / "order", "pre-" / "game" when "pre-game" is in the vocabulary) is kept.
// `vocabulary` holds the document's words (lower case, see wordsOf) so that the choice
// follows how the document spells the word elsewhere.
QString joinWrappedLines(const QStringList &lines, const QSet<QString> &vocabulary = {});

// The document's words in lower case, hyphenated compounds whole: for joinWrappedLines.
QSet<QString> wordsOf(QStringView text);

// A penalty as the IPG names it ("No Penalty", "Warning", …) whatever the shape's case,
// and the web pages' "None" as "No Penalty", a footnote mark ("Warning*") dropped; nullopt
// for any other text.
std::optional<QString> penaltyOf(QStringView text);

// The label of an IPG infraction's block ("Definition", "Examples", "Philosophy",
// "Additional Remedy", "Upgrade", "Downgrade") when the text is that label alone, in any
// case, with or without a colon; nullopt for any other text.
std::optional<QString> partLabelOf(QStringView text);

} // namespace importers::policy
