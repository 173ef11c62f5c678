#include "mtgjsonreader.h"

#include "cards/jsonplace.h"

#include <QRegularExpression>
#include <simdjson.h>

namespace importers::cards {

namespace od = simdjson::ondemand;

namespace {

const QString kExpected = QStringLiteral("MTGJSON v5 JSON ({\"meta\": {\"date\": …}, \"data\": a set, sets by code, or "
                                         "cards by name})");

QString text(od::value value)
{
    if (value.type() == od::json_type::null)
        return {};
    if (value.type() != od::json_type::string) {
        // Numbers where strings are expected (an old file's power): their JSON as written.
        const std::string_view raw = value.raw_json_token();
        return QString::fromUtf8(raw.data(), qsizetype(raw.size())).trimmed();
    }
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

bool flag(od::value value)
{
    return value.type() == od::json_type::boolean && bool(value.get_bool());
}

// One printing (a face of one) of a set's cards or tokens, or a face of AtomicCards.
void readCard(od::object card, bool token, CardCollector &into)
{
    Printing p;
    QString faceName;
    bool funny = false, rebalanced = false;
    for (auto field : card) {
        const std::string_view key = field.unescaped_key();
        od::value value = field.value();
        if (key == "name")
            p.name = text(value);
        else if (key == "faceName")
            faceName = text(value);
        else if (key == "side")
            p.side = text(value);
        else if (key == "layout")
            p.layout = text(value);
        else if (key == "manaCost")
            p.face.manaCost = text(value);
        else if (key == "type")
            p.face.typeLine = text(value);
        else if (key == "text")
            p.face.text = text(value);
        else if (key == "power")
            p.face.power = text(value);
        else if (key == "toughness")
            p.face.toughness = text(value);
        else if (key == "loyalty")
            p.face.loyalty = text(value);
        else if (key == "defense")
            p.face.defense = text(value);
        else if (key == "keywords")
            p.keywords = texts(value);
        else if (key == "isFunny")
            funny = flag(value);
        else if (key == "isRebalanced")
            rebalanced = flag(value);
        else if (key == "setCode")
            p.sets = QStringList{text(value)};
        else if (key == "printings" && p.sets.isEmpty())
            p.sets = texts(value); // AtomicCards: no set of its own, the sets printing it
        else if (key == "identifiers" && value.type() == od::json_type::object) {
            for (auto id : value.get_object())
                if (std::string_view(id.unescaped_key()) == "scryfallOracleId")
                    p.oracleId = text(id.value());
        } else if (key == "rulings" && value.type() == od::json_type::array) {
            for (od::value item : value.get_array()) {
                rulesdb::OracleRuling ruling;
                for (auto r : item.get_object()) {
                    const std::string_view k = r.unescaped_key();
                    if (k == "date")
                        ruling.date = text(r.value());
                    else if (k == "text")
                        ruling.text = text(r.value());
                }
                p.rulings.push_back(std::move(ruling));
            }
        }
    }
    if (p.name.isEmpty() || p.layout == u"art_series")
        return; // art cards are no game pieces
    p.face.name = faceName.isEmpty() ? p.name : faceName;
    if (token || p.layout == u"token" || p.layout == u"double_faced_token" || p.layout == u"emblem")
        p.kind = rulesdb::CardKind::Token;
    else if (rebalanced || p.name.startsWith(QLatin1StringView("A-")))
        p.kind = rulesdb::CardKind::Alchemy;
    else if (funny)
        p.kind = rulesdb::CardKind::Funny;
    into.add(std::move(p));
}

void readCards(od::value list, bool tokens, CardCollector &into)
{
    if (list.type() != od::json_type::array)
        return;
    for (od::value card : list.get_array())
        readCard(card.get_object(), tokens, into);
}

// A set's fields, from a set file's "data" or one value of AllPrintings' "data".
bool readSetField(std::string_view key, od::value value, rulesdb::CardSet &set, CardCollector &into)
{
    if (key == "cards")
        readCards(value, false, into);
    else if (key == "tokens")
        readCards(value, true, into);
    else if (key == "code")
        set.code = text(value);
    else if (key == "name")
        set.name = text(value);
    else if (key == "releaseDate")
        set.released = text(value);
    else
        return false;
    return true;
}

void readSet(od::object object, CardCollector &into)
{
    rulesdb::CardSet set;
    for (auto field : object)
        readSetField(field.unescaped_key(), field.value(), set, into);
    into.addSet(set);
}

// "data": a set file's one set (its fields are lower camel case), AllPrintings' sets by
// code, or AtomicCards' faces by card name.
void readData(od::object data, CardCollector &into)
{
    rulesdb::CardSet own;
    for (auto field : data) {
        const std::string_view key = field.unescaped_key();
        od::value value = field.value();
        if (!key.empty() && key.front() >= 'a' && key.front() <= 'z') {
            readSetField(key, value, own, into);
            continue;
        }
        if (value.type() == od::json_type::object)
            readSet(value.get_object(), into);
        else if (value.type() == od::json_type::array)
            readCards(value, false, into);
    }
    into.addSet(own);
}

} // namespace

bool looksLikeMtgjson(std::string_view head)
{
    static const QRegularExpression meta(QStringLiteral("^\\x{FEFF}?\\s*\\{\\s*\"meta\"\\s*:\\s*\\{[^}]*\"date\"\\s*:\\s*\"\\d{4}-\\d\\d-\\d\\d"));
    return meta.match(QString::fromUtf8(head.data(), qsizetype(std::min<size_t>(head.size(), 4096)))).hasMatch();
}

QString readMtgjson(CardFileEntry &entry, const QString &file, CardCollector &into)
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
    QString date;
    bool sawData = false;
    try {
        if (doc.type() != od::json_type::object)
            throw errorAt(file, entry.name, bytes, 0, QStringLiteral("the file is no JSON object"), kExpected);
        for (auto field : doc.get_object()) {
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == "meta" && value.type() == od::json_type::object) {
                for (auto m : value.get_object())
                    if (std::string_view(m.unescaped_key()) == "date")
                        date = text(m.value());
            } else if (key == "data" && value.type() == od::json_type::object) {
                sawData = true;
                readData(value.get_object(), into);
            }
        }
    } catch (const simdjson::simdjson_error &error) {
        // A file cut short is damaged where it ends, whatever the parser was looking at.
        auto location = doc.current_location();
        const bool cut = error.error() == simdjson::INCOMPLETE_ARRAY_OR_OBJECT || error.error() == simdjson::UNCLOSED_STRING;
        const size_t offset = location.error() || cut ? bytes.size() : size_t(location.value_unsafe() - bytes.data());
        throw errorAt(file, entry.name, bytes, offset, QString::fromUtf8(simdjson::error_message(error.error())),
                      kExpected);
    }
    if (!sawData)
        throw errorAt(file, entry.name, bytes, 0, QStringLiteral("no \"data\" object"), kExpected);
    return date;
}

} // namespace importers::cards
