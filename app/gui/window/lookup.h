#pragma once
// What the lookup box accepts and where it leads: rule numbers as people type them
// ("702.33a", "702.33 a", "70233a", "702,33a", "702.33"), a reference copied from the rules
// or a ruling ("rule 702.33a", "rules 601.2f–h": its first rule), a keyword ("kicker") or a
// glossary term.

#include "rulesstore.h"

#include <QString>
#include <optional>

namespace gui {

// A place the rule view can show: a rule (with its subrules), a glossary entry, a section
// of a policy document (the MTR, IPG or JAR edition that goes with the rules read), or a
// card (as the newest snapshot of the cards has it, unless one was chosen).
struct Target {
    enum Kind { Rule, Glossary, Section, Card };
    Kind kind = Rule;
    QString key; // normalised number, the glossary term as the edition spells it, a
                 // section's number (its title when it has none), or a card's name
    rulesdb::Document document = rulesdb::Document::CR; // a section's document; Cards for a card
    // A section's edition (date) when a link fixed it: a citation means the edition in force
    // when it was written, whose numbers it uses. Empty: the one that goes with the rules read.
    // A card's: the snapshot chosen; empty: the newest.
    QString edition;

    friend bool operator==(const Target &, const Target &) = default;
};

// The number a typed text means, if any: what RuleNumber accepts, plus the digits-only
// form judges type on a phone keypad ("70233a" → 702.33a, "7023" → 702.3) and a decimal
// comma ("702,33a").
std::optional<rulesdb::RuleNumber> parseTypedNumber(const QString &typed);

// A reference typed that cites several rules at once ("rules 601.2f–h", "601.2f-h"): the
// words that cite them and the rules cited, in order. The lookup shows the first; the
// window says the range was cut to it.
struct CitedRange {
    QString written;
    QStringList rules;
};
std::optional<CitedRange> citedRange(const QString &typed);

// How many results the search panel lists; the lookup box asks the search the same way.
inline constexpr int kSearchResults = 50;
// The search the panel runs over one edition: the lookup box's shorthand opens its first
// answer, so that the two agree.
rulesdb::SearchOptions lookupSearchOptions(const rulesdb::EditionInfo &edition);

// Where the typed text leads in this edition: a number it has, else the first search hit
// when that hit is the keyword's own rule or the glossary entry of that very term; a layer
// ("layer 7", "L7b"); judges' shorthand ("SBA", "CMC", "ETB"): what the search panel lists
// first for it, or for the tournament policy's ("GRV") the section of the newest MTR, IPG
// or JAR that spells it out; a misspelt name ("deathtuch"): what its correction names.
// nullopt when the text names nothing; the caller may then offer a full-text search.
std::optional<Target> resolveLookup(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                    const QString &typed);

} // namespace gui
