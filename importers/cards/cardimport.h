#pragma once
// The card files import takes beside the rules: each recognised from its content (packed
// or not), read whole into one snapshot of the cards, and stored by the card store in the
// import's transaction. The front door (importer.h) sends card files here.

#include "cards/carddata.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>

namespace importers::cards {

enum class CardFormat { Mtgjson, Scryfall, Cockatrice };

// "mtgjson", "scryfall", "cockatrice": what --format takes and a snapshot records.
QString cardFormatName(CardFormat format);
std::optional<CardFormat> cardFormatNamed(QStringView name);
// Every card format's name, in the order above.
QStringList cardFormatNames();

// The shape of a card file from its first bytes (those of the first file inside when it
// is packed); nullopt for any other file.
std::optional<CardFormat> recogniseCardFile(const QString &path);

// Reads a card file (an archive of many: every file in it) into one snapshot, dated by
// what the file states (MTGJSON's meta.date; Cockatrice's createdAt; the newest its files
// state) or else by `givenDate`. `format`: the shape every file is read as; nullopt
// recognises each. Throws ImportError for a damaged, truncated or unknown file, naming it,
// the place and what was expected, and for a file that states no date when none is given.
rulesdb::CardSnapshot readCardSnapshot(const QString &path, std::optional<CardFormat> format, const QString &givenDate);

} // namespace importers::cards
