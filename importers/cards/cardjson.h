#pragma once
// What the JSON card readers (MTGJSON's, Scryfall's) share: a file parsed on demand with
// its errors said as a place (errorAt), simdjson's values as Qt strings, and a face's
// fields under each format's own key names.

#include "cards/carddata.h"
#include "cards/cardfiles.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <simdjson.h>
#include <string>
#include <string_view>

namespace importers::cards {

namespace od = simdjson::ondemand;

// Parses the entry's bytes on demand and hands the document to `read`. A parse error, or
// one met while `read` walks the document (a file cut short, a damaged value), is thrown
// as an ImportError at its place, with `expected` saying what the file should have been.
void readJsonEntry(CardFileEntry &entry, const QString &file, const QString &expected,
                   const std::function<void(od::document &)> &read);

// A string value; a number where a string is expected (an old file's power) as its JSON
// is written; empty for null and anything else.
QString jsonText(od::value value);
// An array of strings; empty when the value is no array.
QStringList jsonTexts(od::value value);

// The keys under which a format names a face's fields.
struct FaceKeys {
    std::string_view name, manaCost, typeLine, text, power, toughness, loyalty, defense;
};
inline constexpr FaceKeys kMtgjsonFaceKeys{"faceName", "manaCost", "type", "text",
                                           "power", "toughness", "loyalty", "defense"};
inline constexpr FaceKeys kScryfallFaceKeys{"name", "mana_cost", "type_line", "oracle_text",
                                            "power", "toughness", "loyalty", "defense"};

// Sets the face's field that `key` names in `keys`; false when it names none.
bool readFaceField(const FaceKeys &keys, std::string_view key, od::value value, rulesdb::CardFace &face);

} // namespace importers::cards
