#pragma once
// A rule through time (RulesStore::textSince and ruleAsOf, timeline.cpp): when a wording
// took effect, and what a rule said on a date.

#include <QString>

namespace rulesdb {

// When the wording a rule has in an edition took effect.
struct TextSince {
    enum Source {
        Stamp,         // a dated ruling says so
        FirstEdition,  // the first edition in the database with this wording at this number
        EarliestKnown, // that edition is the oldest one here: the wording may be older still
    };
    QString date; // YYYY-MM-DD
    Source source = FirstEdition;
};

} // namespace rulesdb
