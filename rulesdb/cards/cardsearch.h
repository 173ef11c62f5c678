#pragma once
// Search of the cards: names, type lines, Oracle text (the wording of the newest snapshot
// that holds each card) and rulings, for `search --document cards|all` and the app's
// search scopes. A card's own name first, then the cards with the words in their name,
// type line, text and rulings, in that order of weight.

#include "rulesstore.h"
#include "search/search.h"

#include <QString>
#include <vector>

namespace rulesdb {

struct StoredCard;

// Best first (SearchHit::score, lower is better). Each hit: document Cards, `number` and
// `title` the card's name, `typeLine`, `edition` its snapshot, `part` where the words were
// found ("name", "type line", "text", "rulings"), the snippet from there. Every word typed
// (but function words) must be somewhere on the card or its rulings, none typed with a
// minus. Found by the cards' own full-text index (cardsearchindex.h), which holds each card
// as the newest snapshot has it. Empty without cards.
std::vector<SearchHit> searchCards(RulesStore &store, const QString &query, int limit);

// The whole library's hits (RulesStore::searchLibrary) and the cards': a card asked for by
// its name first, then the library's, then the other cards, `limit` in all, of which the
// cards keep a quarter when they have that many, so that words the rules answer at length
// still show the cards that hold them.
std::vector<SearchHit> libraryWithCards(std::vector<SearchHit> library, std::vector<SearchHit> cards, int limit);

// A card as a hit of its own (a card a question names): its Oracle text as the snippet.
SearchHit cardHit(const StoredCard &card);

} // namespace rulesdb
