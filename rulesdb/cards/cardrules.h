#pragma once
// The rules a card invokes: each keyword ability (702.x) and keyword action (701.x) its
// words use, read from the CR edition's own titles of those rules, never from a list of
// our own, so that a keyword the CR adds next year is found in next year's edition.

#include "cards/cardstore.h"
#include "ruleindex.h"
#include "rulesstore.h"

#include <QRegularExpression>
#include <vector>

namespace rulesdb {

// The keyword rules of one CR edition with the pattern each is found by, and its sections on
// kinds of cards ("709. Split Cards", "712. Double-Faced Cards"), made once: what
// rulesInvokedBy() does for one card, for the many cards a search reads (reading the
// titles and making the patterns is most of its cost).
class KeywordRules {
public:
    KeywordRules(RulesStore &store, const EditionInfo &crEdition);
    std::vector<RuleHeadline> invokedBy(const StoredCard &card) const;

private:
    struct Keyword {
        RuleHeadline headline;
        QString title;
        QRegularExpression pattern;
    };
    // A section of the additional rules on one kind of card, by the word that names the kind
    // ("split", "double-faced", "adventurer").
    struct KindOfCard {
        RuleHeadline headline;
        QString kind;
    };
    std::vector<Keyword> m_keywords; // in rule order
    std::vector<KindOfCard> m_kinds; // in rule order, after the keywords
};

// In rule order; empty when the edition has no 701 or 702. An ability is found by its
// name anywhere in the text outside reminder text, or in the keywords the source listed;
// an action only where it is a verb beginning a clause ("Sacrifice this artifact", "then
// exile it"), so that a "+1/+1 counter" is not 701 Counter. Then the section on the card's
// kind, by its layout ("split": 709. Split Cards; "transform": 712. Double-Faced Cards), when
// the edition has one.
std::vector<RuleHeadline> rulesInvokedBy(RulesStore &store, const EditionInfo &crEdition, const StoredCard &card);

} // namespace rulesdb
