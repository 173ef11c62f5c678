#include "scryfallreader.h"

#include "cards/jsonplace.h"

#include <QRegularExpression>
#include <simdjson.h>

namespace importers::cards {

namespace od = simdjson::ondemand;

namespace {

const QString kExpected = QStringLiteral("Scryfall JSON (a card object, a list object with \"data\", or an array of "
                                         "cards or rulings)");

QString text(od::value value)
{
    if (value.type() != od::json_type::string)
        return {};
    const std::string_view s = value.get_string();
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QStringList texts(od::value value)
{
    QStringList out;
    if (value.type() != od::json_type::array)
        return out;
    for (od::value item : value.get_array())
        out << text(item);
    return out;
}

// The face fields a card object and each of its card_faces share.
bool readFaceField(std::string_view key, od::value value, rulesdb::CardFace &face)
{
    if (key == "name")
        face.name = text(value);
    else if (key == "mana_cost")
        face.manaCost = text(value);
    else if (key == "type_line")
        face.typeLine = text(value);
    else if (key == "oracle_text")
        face.text = text(value);
    else if (key == "power")
        face.power = text(value);
    else if (key == "toughness")
        face.toughness = text(value);
    else if (key == "loyalty")
        face.loyalty = text(value);
    else if (key == "defense")
        face.defense = text(value);
    else
        return false;
    return true;
}

// One Scryfall object, whatever it is: a card, a ruling, or a list of either.
struct ScryfallObject {
    QString object;
    QString oracleId;
    QString layout;
    rulesdb::CardFace top;
    std::vector<rulesdb::CardFace> faces;
    QStringList faceOracleIds;
    QStringList keywords;
    QStringList promoTypes;
    rulesdb::CardSet set;
    QString setType;
    rulesdb::OracleRuling ruling;
};

void readValue(od::value value, CardCollector &into);

void addCard(ScryfallObject &o, CardCollector &into)
{
    if (o.top.name.isEmpty() || o.layout == u"art_series")
        return;
    rulesdb::CardKind kind = rulesdb::CardKind::Paper;
    if (o.layout == u"token" || o.layout == u"double_faced_token" || o.layout == u"emblem")
        kind = rulesdb::CardKind::Token;
    else if (o.promoTypes.contains(QStringLiteral("rebalanced")) || o.top.name.startsWith(QLatin1StringView("A-")))
        kind = rulesdb::CardKind::Alchemy;
    else if (o.setType == u"funny")
        kind = rulesdb::CardKind::Funny;
    o.set.code = o.set.code.toUpper(); // MTGJSON's and Cockatrice's spelling
    into.addSet(o.set);
    if (o.faces.empty())
        o.faces.push_back(o.top);
    for (size_t i = 0; i < o.faces.size(); ++i) {
        Printing p;
        // A reversible card has its oracle id only on its faces.
        p.oracleId = !o.oracleId.isEmpty() ? o.oracleId : o.faceOracleIds.value(qsizetype(i));
        p.name = o.top.name;
        p.side = o.faces.size() > 1 ? QString(QChar(u'a' + char16_t(i))) : QString();
        p.layout = o.layout;
        p.kind = kind;
        p.face = o.faces[i];
        if (p.face.name.isEmpty())
            p.face.name = o.top.name;
        p.keywords = o.keywords;
        p.sets = QStringList{o.set.code};
        into.add(std::move(p));
    }
}

void readObject(od::object object, CardCollector &into)
{
    ScryfallObject o;
    for (auto field : object) {
        const std::string_view key = field.unescaped_key();
        od::value value = field.value();
        if (readFaceField(key, value, o.top))
            continue;
        if (key == "object")
            o.object = text(value);
        else if (key == "oracle_id")
            o.oracleId = text(value);
        else if (key == "layout")
            o.layout = text(value);
        else if (key == "keywords")
            o.keywords = texts(value);
        else if (key == "promo_types")
            o.promoTypes = texts(value);
        else if (key == "set")
            o.set.code = text(value);
        else if (key == "set_name")
            o.set.name = text(value);
        else if (key == "released_at")
            o.set.released = text(value);
        else if (key == "set_type")
            o.setType = text(value);
        else if (key == "source")
            o.ruling.source = text(value);
        else if (key == "published_at")
            o.ruling.date = text(value);
        else if (key == "comment")
            o.ruling.text = text(value);
        else if (key == "data")
            readValue(value, into);
        else if (key == "card_faces" && value.type() == od::json_type::array) {
            for (od::value faceValue : value.get_array()) {
                rulesdb::CardFace face;
                QString faceOracle;
                for (auto f : faceValue.get_object()) {
                    const std::string_view k = f.unescaped_key();
                    od::value v = f.value();
                    if (!readFaceField(k, v, face) && k == "oracle_id")
                        faceOracle = text(v);
                }
                o.faces.push_back(std::move(face));
                o.faceOracleIds << faceOracle;
            }
        }
    }
    if (o.object == u"card")
        addCard(o, into);
    else if (o.object == u"ruling" && !o.oracleId.isEmpty())
        into.addRulings(o.oracleId, {o.ruling});
}

void readValue(od::value value, CardCollector &into)
{
    if (value.type() == od::json_type::array) {
        for (od::value item : value.get_array())
            readObject(item.get_object(), into);
    } else if (value.type() == od::json_type::object) {
        readObject(value.get_object(), into);
    }
}

} // namespace

bool looksLikeScryfall(std::string_view head)
{
    static const QRegularExpression object(
        QStringLiteral("^\\x{FEFF}?\\s*\\[?\\s*\\{\\s*\"object\"\\s*:\\s*\"(card|list|ruling)\""));
    return object.match(QString::fromUtf8(head.data(), qsizetype(std::min<size_t>(head.size(), 4096)))).hasMatch();
}

void readScryfall(CardFileEntry &entry, const QString &file, CardCollector &into)
{
    std::string &bytes = entry.bytes;
    bytes.reserve(bytes.size() + simdjson::SIMDJSON_PADDING);
    od::parser parser;
    const simdjson::padded_string_view view(bytes.data(), bytes.size(), bytes.capacity());
    auto iterated = parser.iterate(view);
    if (iterated.error())
        throw errorAt(file, entry.name, bytes, bytes.size(), QString::fromUtf8(simdjson::error_message(iterated.error())),
                      kExpected);
    od::document doc = std::move(iterated.value_unsafe());
    try {
        const od::json_type type = doc.type();
        if (type == od::json_type::array) {
            for (od::value item : doc.get_array())
                readObject(item.get_object(), into);
        } else if (type == od::json_type::object) {
            readObject(doc.get_object(), into);
        } else {
            throw errorAt(file, entry.name, bytes, 0, QStringLiteral("the file is no JSON object or array"), kExpected);
        }
    } catch (const simdjson::simdjson_error &error) {
        // A file cut short is damaged where it ends, whatever the parser was looking at.
        auto location = doc.current_location();
        const bool cut = error.error() == simdjson::INCOMPLETE_ARRAY_OR_OBJECT || error.error() == simdjson::UNCLOSED_STRING;
        const size_t offset = location.error() || cut ? bytes.size() : size_t(location.value_unsafe() - bytes.data());
        throw errorAt(file, entry.name, bytes, offset, QString::fromUtf8(simdjson::error_message(error.error())),
                      kExpected);
    }
}

} // namespace importers::cards
