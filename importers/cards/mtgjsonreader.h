#pragma once
// MTGJSON v5 files: a set file ({"meta", "data": set}), AllPrintings.json ("data": sets by
// code) and AtomicCards.json ("data": each card name's faces). Read with simdjson's
// On-Demand parser, field by field as they come: no document tree is ever built, so a
// half-gigabyte AllPrintings.json costs its bytes and the cards, nothing more.

#include "cards/cardcollector.h"
#include "cards/cardfiles.h"

#include <QString>

namespace importers::cards {

// Whether the first bytes of a file are MTGJSON v5's: an object whose "meta" states a date.
// (MTGJSON's older files without one are card rulings, readers/cardrulings.h.)
bool looksLikeMtgjson(std::string_view head);

// Reads every card and token of the entry into the collector; returns meta.date, or empty
// when the file states none. Throws ImportError naming `file`, the entry, the line and
// byte where the JSON is damaged, cut short or not MTGJSON's shape.
QString readMtgjson(CardFileEntry &entry, const QString &file, CardCollector &into);

} // namespace importers::cards
