#pragma once
// A tournament-policy document (MTR, IPG, JAR) as its readers hand it on: numbered
// sections in order, each with its title and paragraphs, an IPG infraction with its
// penalty and its parts. Every shape of these documents (text dumps of the PDFs, HTML of
// several sites, the old plain-text rules, one-JSON-file-per-section datasets) is read
// into this one model, so that two shapes of one version give the same structure and
// the rest of the program never sees the shape.

#include "document.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace importers::policy {

// A labelled block of an IPG infraction after its opening text, in the order the
// document gives them: "Definition", "Examples", "Philosophy", "Additional Remedy",
// "Upgrade", "Downgrade" (labels normalised to these spellings; any may be missing).
struct PolicyPart {
    QString label;
    QStringList paragraphs; // for "Examples": one entry per lettered example, "A. …" kept
};

struct PolicySection {
    // Normalised number: "1", "2.12", "Appendix A" (no trailing period, no "IPG"/"MTR"
    // prefix, appendix letter upper-case); the old Floor Rules' "100", "101"; the 1994
    // rules' own lists as "Deck Construction 3" / "Floor 10". Empty for a section the
    // document does not number: the introduction, and every heading of the JAR.
    QString number;
    QString title;    // as written, without number, category or penalty: "Missed Trigger"
    int level = 1;    // 1: section or appendix ("2.", "Appendix A"); 2: subsection ("2.12")
    // An IPG infraction's category and penalty as written ("Game Play Error", "Warning",
    // "No Penalty", "Game Loss"); empty for every other section.
    QString category;
    QString penalty;
    // The section's own text in reading order: one entry per paragraph, list item or
    // step ("• " bullets dropped, "1." step numbers kept), words mended where the source
    // hyphenated them across lines, page furniture gone, whitespace collapsed.
    QStringList paragraphs;
    QStringList examples;          // "Example:" paragraphs of an MTR section, without the prefix
    std::vector<PolicyPart> parts; // an IPG infraction's blocks (empty elsewhere)
    int sourceLine = 0;            // 1-based line in the decoded source where the heading is
};

struct PolicyDocument {
    rulesdb::Document document = rulesdb::Document::MTR;
    // False when the text names no document (no title): `document` is then a placeholder,
    // and the import takes the one --document names, or refuses the file. Never guessed.
    bool documentStated = true;
    QString date;  // effective date (YYYY-MM-DD) as the text states it; empty when it states none
    QString title; // as the document names itself: "Magic: The Gathering Tournament Rules"
    QString language = QStringLiteral("en");
    std::vector<PolicySection> sections; // in document order, appendices last
    QStringList warnings;                // "file:line: message"
};

} // namespace importers::policy
