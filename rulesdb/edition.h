#pragma once
// An edition of the Comprehensive Rules, or of a tournament-policy document (MTR, IPG,
// JAR), as an importer hands it to the database: plain values, no database handles, so
// importers can be tested without SQLite.

#include "document.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace rulesdb {

// Edition flags, stored as a bit set. Names are the ones the CLI and the app show.
enum EditionFlag : int {
    FlagPartial = 1,    // an excerpt: rules it lacks are unknown, not removed
    FlagLossy = 2,      // punctuation was lost on the way (apostrophes, quotes, dashes)
    FlagIncomplete = 4, // the source broke off; the warning says where
    // Set beside FlagLossy when the loss was judged from the neighbouring editions (quotes
    // and dashes folded throughout: lineage/transliteration.h); another import may clear it.
    FlagTransliterated = 8,
};
QStringList flagNames(int flags);
int flagsFromNames(const QStringList &names); // unknown names are ignored

// Where a text sits in an edition: a rule's own words, one of its examples, or a glossary
// entry. Search hits and citations say which.
enum class TextPlace { RuleText, Example, Glossary };
// "text", "example", "glossary": the names the command line and JSON use.
QString textPlaceName(TextPlace place);

// One numbered line of the rules: a section ("1."), heading ("100."), rule ("100.1")
// or subrule ("100.1a"). `number` is normalised (see RuleNumber).
struct RuleEntry {
    QString number;
    QString text;         // as published; continuation paragraphs joined with '\n'
    QStringList examples; // "Example:" paragraphs in order, without the prefix
    int sourceLine = 0;   // 1-based line in the decoded source, for messages
    bool truncated = false; // the source cut its text or examples off (e.g. a dataset viewer)
    // When the source says this text took effect (dated rulings), YYYY-MM-DD; else empty.
    QString since;
    // The same for each example, in order, when the source dates them; else empty.
    QStringList exampleSince;
};

struct GlossaryEntry {
    QString term;
    QString definition; // paragraphs joined with '\n'
};

// A labelled block of a policy section after its text: an IPG infraction's "Definition",
// "Examples", "Philosophy", "Additional Remedy", "Upgrade", "Downgrade", an MTR
// section's "Example".
struct SectionPart {
    QString label;
    QString text; // paragraphs joined with '\n'
};

// One section of a policy document, in document order. Its number follows the document
// ("2.12", "Appendix A", the old Floor Rules' "101"); the JAR numbers nothing, so its
// sections are found by their titles.
struct SectionEntry {
    QString number;   // empty for an unnumbered section (an introduction, the JAR's)
    QString title;
    int level = 1;    // 1: section or appendix; 2: subsection
    QString category; // an IPG infraction's: "Game Play Error"
    QString penalty;  // an IPG infraction's: "Warning", "No Penalty", "Game Loss" …
    QString text;     // paragraphs joined with '\n'
    std::vector<SectionPart> parts;
    int sourceLine = 0;
};

struct EditionMeta {
    Document document = Document::CR;
    QString date;     // effective date, YYYY-MM-DD
    QString language = QStringLiteral("en");
    QString name;     // e.g. "Magic: The Gathering Comprehensive Rules"
    QString sourceFile; // file name only, never a full path
    QString format;   // importer that read it, e.g. "txt"
    QString encoding; // what the decoder found, e.g. "UTF-16BE"
    QByteArray sha256; // of the source bytes (hex)
    int flags = 0;
    // A tournament-policy file whose content names no document (no title): `document` is
    // only a placeholder, and the import takes the one --document names or refuses it.
    bool documentUnstated = false;
};

struct EditionData {
    EditionMeta meta;
    std::vector<RuleEntry> rules; // in source order (the CR's)
    std::vector<SectionEntry> sections; // a policy document's, in order (the CR has none)
    std::vector<GlossaryEntry> glossary;
    QString credits;
    QStringList warnings; // "file:line: message", shown to the user after import
};

// Whether the rules are a whole CR rather than an excerpt: a thousand numbered rules or
// more, in every section from 1 to 8. Excerpts are flagged partial, so that what they
// lack is unknown rather than removed.
bool coversWholeRules(const std::vector<RuleEntry> &rules);

// The rules and subrules among the entries (sections and headings are not counted): the
// count an edition reports, before and after it is stored.
int numberedRuleCount(const std::vector<RuleEntry> &rules);

} // namespace rulesdb
