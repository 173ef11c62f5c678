#pragma once
// Everything the rule view shows about one rule, read from the store in one place so the
// view only lays it out.

#include "cards/cardmentions.h"
#include "cards/cardstore.h"
#include "rulesstore.h"

#include <memory>

#include <QHash>
#include <vector>

namespace gui {

struct RulePage {
    rulesdb::RuleDetail detail;
    std::vector<rulesdb::RuleHeadline> trail;    // enclosing numbers, outermost first
    std::vector<rulesdb::RuleHeadline> contents; // a section's or heading's direct children
    std::optional<rulesdb::TextSince> since;
    std::vector<rulesdb::Citation> citedBy;
    std::vector<rulesdb::RuleRuling> rulings;
    // The other documents the rule's own text names (100.6: the Tournament Rules), each
    // resolved in its edition in force on the rules' date: links into the judge's library.
    std::vector<rulesdb::DocumentLinkTo> documentLinks;
    // With cards in the database (CardsDocument::linkRulePage()): the cards its examples
    // name, found as the page is laid out, and the Oracle rulings citing it, newest first.
    // Without, the page reads as it did before there were cards.
    std::shared_ptr<const rulesdb::CardMentionFinder> cardNames;
    std::vector<rulesdb::CitingRuling> oracleRulings;
};

// The titles of an edition's sections and headings by number ("7." → "Additional
// Rules"), from the edition's outline read once per edition: breadcrumbs need them on
// every page.
QHash<QString, QString> headingTitles(const std::vector<rulesdb::RuleHeadline> &headlines);

// nullopt when the edition has no such rule.
std::optional<RulePage> loadRulePage(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                     const rulesdb::RuleNumber &number,
                                     const QHash<QString, QString> &titles);

} // namespace gui
