#pragma once
// Scryfall's card data: bulk files (JSON arrays of card objects: oracle-cards,
// default-cards, all-cards; or of rulings), API list objects ({"object": "list",
// "data": […]}) and single card objects. Read with simdjson's On-Demand parser, one object
// at a time, like MTGJSON's files.

#include "cards/cardcollector.h"
#include "cards/cardfiles.h"

#include <string_view>

namespace importers::cards {

// Whether the first bytes are Scryfall objects: a card, a list, a ruling, or an array of them.
bool looksLikeScryfall(std::string_view head);

// Reads every card and ruling of the entry into the collector. Scryfall's files state no
// date of their own. Throws ImportError naming `file`, the entry, the line and the byte.
void readScryfall(CardFileEntry &entry, const QString &file, CardCollector &into);

} // namespace importers::cards
