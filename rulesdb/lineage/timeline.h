#pragma once
// A rule through time (RulesStore::textSince and ruleAsOf, timeline.cpp): when a wording
// took effect, and what a rule said on a date.

#include <QString>

namespace rulesdb {

// When the words a rule has in an edition took effect. Words, not typography: an edition
// that only swapped its quotes and dashes (2019-01-25 is an ASCII copy of its neighbours)
// never dates a rule.
struct TextSince {
    enum Source {
        Stamp,         // a dated ruling says so
        FirstEdition,  // the first edition in the database with these words
        EarliestKnown, // that edition is the oldest of its language here: the words may be older
    };
    QString date; // YYYY-MM-DD
    Source source = FirstEdition;
    QString language; // whose editions date it: "en" for a translation read beside its English edition

    // The words kept through a renumbering: since when the rule has the number it has now,
    // and the number it had before. Empty when it kept its number all along.
    QString numberedSince;
    QString previousNumber;

    // A translation is dated by the English edition of the same date (the rules' own words:
    // a translator rewording a sentence did not change the rule). Its own wording's date
    // is kept here; empty when the edition is English or has no English edition beside it.
    QString translationDate;
    Source translationSource = FirstEdition;
};

} // namespace rulesdb
