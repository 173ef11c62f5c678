#pragma once
// The same rule in another edition: a judge reading 702.33a in one edition and switching
// to an older one wants that rule there, under whatever number it had, or to be told it
// did not exist yet or had been removed. Follows the stored lineage through renumbering.

#include "rulenumber.h"
#include "rulesstore.h"

#include <QString>

namespace rulesdb {

struct Counterpart {
    enum Status {
        SameNumber, // the rule has this number there too
        Renumbered, // it is there under `number`
        NotYet,     // it first appears later, in edition `when`
        Removed,    // it was removed in edition `when`, before or at that edition
        Unknown,    // no lineage links the two (other languages, no such rule): try the number
    };
    Status status = Unknown;
    QString number; // in the other edition, for SameNumber and Renumbered
    QString when;   // the edition date NotYet and Removed refer to
};

// Where `number` of edition `from` is in edition `to` (same language).
Counterpart counterpartIn(RulesStore &store, const EditionInfo &from, const RuleNumber &number, const EditionInfo &to);

} // namespace rulesdb
