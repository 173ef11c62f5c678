#pragma once
// Card rulings from set files in MTGJSON's shape: a set object {name, code, cards: [{name,
// rulings: [{date, text}]}]}, the same wrapped as {"data": set}, a map of sets
// ({"data": {"M10": set, …}}), or a bare list of cards.

#include "rulings/rulings.h"

#include <QString>
#include <QStringView>

namespace importers {

bool looksLikeCardRulings(QStringView text);

// Throws ImportError naming the file (and the line, for malformed JSON) when the file holds
// no card with rulings.
rulesdb::RulingSet readCardRulings(const QString &text, const QString &fileName);

} // namespace importers
