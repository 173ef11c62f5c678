#pragma once
// The CR's search of a question that names cards ("can I bolt their Slippery Bogle", "is
// Dark Ritual a mana ability"): the rules are asked what the question asks of the cards,
// without their names, which are no words of the rules; the paragraphs of the cards'
// keywords (cards/cardrules.h) weigh more; a question of nothing but cards ("[[Opt]]") is
// asked with their Oracle text; the cards named are answers of their own. A question that
// names no card is searched exactly as before.

#include "cards/questioncards.h"
#include "ruleindex.h"
#include "rulesstore.h"
#include "search/search.h"

#include <vector>

namespace rulesdb {

class CardStore;
class KeywordRules;

struct CardQuestionAnswer {
    std::vector<SearchHit> rules;  // the CR's hits, best first
    std::vector<SearchHit> cards;  // the cards named, in the question's order (cardHit())
    std::vector<QuestionCard> mentions;
    // For each of `cards`: the rules of its keywords in the edition searched (cardrules.h).
    std::vector<std::vector<RuleHeadline>> cardRules;
};

// `options` as RulesStore::search takes them; `keywords` those of the edition searched (its
// 701 and 702), none without one. Without `mentions` (no cards), RulesStore::search alone.
// `mentions` and `keywords` are made once for many questions: they are most of the cost.
CardQuestionAnswer searchNamingCards(RulesStore &store, CardStore *cards, const QuestionCards *mentions,
                                     const KeywordRules *keywords, const QString &question,
                                     const SearchOptions &options);

} // namespace rulesdb
