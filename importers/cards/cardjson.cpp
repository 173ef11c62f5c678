#include "cardjson.h"

namespace importers::cards {

void readJsonEntry(CardFileEntry &entry, const QString &file, const QString &expected,
                   const std::function<void(od::document &)> &read)
{
    std::string &bytes = entry.bytes;
    bytes.reserve(bytes.size() + simdjson::SIMDJSON_PADDING);
    od::parser parser;
    const simdjson::padded_string_view view(bytes.data(), bytes.size(), bytes.capacity());
    auto iterated = parser.iterate(view);
    if (iterated.error())
        throw errorAt(file, entry.name, bytes, bytes.size(), QString::fromUtf8(simdjson::error_message(iterated.error())),
                      expected);
    od::document doc = std::move(iterated.value_unsafe());
    try {
        read(doc);
    } catch (const simdjson::simdjson_error &error) {
        // A file cut short is damaged where it ends, whatever the parser was looking at.
        auto location = doc.current_location();
        const bool cut = error.error() == simdjson::INCOMPLETE_ARRAY_OR_OBJECT || error.error() == simdjson::UNCLOSED_STRING;
        const size_t offset = location.error() || cut ? bytes.size() : size_t(location.value_unsafe() - bytes.data());
        throw errorAt(file, entry.name, bytes, offset, QString::fromUtf8(simdjson::error_message(error.error())),
                      expected);
    }
}

QString jsonText(od::value value)
{
    const od::json_type type = value.type();
    if (type == od::json_type::string) {
        const std::string_view s = value.get_string();
        return QString::fromUtf8(s.data(), qsizetype(s.size()));
    }
    if (type == od::json_type::number) {
        const std::string_view raw = value.raw_json_token();
        return QString::fromUtf8(raw.data(), qsizetype(raw.size())).trimmed();
    }
    return {};
}

QStringList jsonTexts(od::value value)
{
    QStringList out;
    if (value.type() != od::json_type::array)
        return out;
    for (od::value item : value.get_array())
        out << jsonText(item);
    return out;
}

bool readFaceField(const FaceKeys &keys, std::string_view key, od::value value, rulesdb::CardFace &face)
{
    QString rulesdb::CardFace::*field = nullptr;
    if (key == keys.name)
        field = &rulesdb::CardFace::name;
    else if (key == keys.manaCost)
        field = &rulesdb::CardFace::manaCost;
    else if (key == keys.typeLine)
        field = &rulesdb::CardFace::typeLine;
    else if (key == keys.text)
        field = &rulesdb::CardFace::text;
    else if (key == keys.power)
        field = &rulesdb::CardFace::power;
    else if (key == keys.toughness)
        field = &rulesdb::CardFace::toughness;
    else if (key == keys.loyalty)
        field = &rulesdb::CardFace::loyalty;
    else if (key == keys.defense)
        field = &rulesdb::CardFace::defense;
    else
        return false;
    face.*field = jsonText(value);
    return true;
}

} // namespace importers::cards
