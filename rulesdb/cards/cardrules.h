#pragma once
// The rules a card invokes: each keyword ability (702.x) and keyword action (701.x) its
// words use, read from the CR edition's own titles of those rules, never from a list of
// our own, so that a keyword the CR adds next year is found in next year's edition.

#include "cards/cardstore.h"
#include "ruleindex.h"
#include "rulesstore.h"

#include <vector>

namespace rulesdb {

// In rule order; empty when the edition has no 701 or 702. An ability is found by its
// name anywhere in the text outside reminder text, or in the keywords the source listed;
// an action only where it is a verb beginning a clause ("Sacrifice this artifact", "then
// exile it"), so that a "+1/+1 counter" is not 701 Counter.
std::vector<RuleHeadline> rulesInvokedBy(RulesStore &store, const EditionInfo &crEdition, const StoredCard &card);

} // namespace rulesdb
