#pragma once
// The links between the cards and the rules of one CR edition, as the card page, the rule
// page and the command line all make them: the rule numbers a ruling cites, the cards a
// rules example names (against the card snapshot in force on the edition's date), and the
// rulings that belong on a rule's page (those written while the edition was in force or
// before, so that a ruling never cites a later edition's numbers on an earlier one's page).

#include "cards/cardmentions.h"
#include "cards/cardstore.h"
#include "rulesstore.h"

#include <QStringList>
#include <vector>

namespace rulesdb {

// The rule numbers a ruling's text cites, in order, without repeats ("See rule 702.19b").
QStringList rulesCitedBy(const QString &rulingText);

// A recogniser of the cards the edition's examples can name: the paper cards of the card
// snapshot in force on the edition's date, the edition's own terms left to the rules.
// Empty when the database holds no cards.
CardMentionFinder cardMentionFinderFor(RulesStore &store, CardStore &cards, const EditionInfo &crEdition);

// The rulings on a rule's page of `crEdition`: those citing it or a rule below it, written
// before the next edition of its language took effect; newest first.
std::vector<CitingRuling> rulingsForRulePage(CardStore &cards, const EditionInfo &crEdition, const QString &number);

} // namespace rulesdb
