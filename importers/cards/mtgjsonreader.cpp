#include "mtgjsonreader.h"

#include "cards/cardjson.h"

#include <QRegularExpression>

namespace importers::cards {

namespace {

const QString kExpected = QStringLiteral("MTGJSON v5 JSON ({\"meta\": {\"date\": …}, \"data\": a set, sets by code, or "
                                         "cards by name})");

bool flag(od::value value)
{
    return value.type() == od::json_type::boolean && bool(value.get_bool());
}

// One printing (a face of one) of a set's cards or tokens, or a face of AtomicCards.
void readCard(od::object card, bool token, CardCollector &into)
{
    Printing p;
    bool funny = false, rebalanced = false;
    for (auto field : card) {
        const std::string_view key = field.unescaped_key();
        od::value value = field.value();
        if (readFaceField(kMtgjsonFaceKeys, key, value, p.face))
            continue;
        if (key == "name")
            p.name = jsonText(value);
        else if (key == "side")
            p.side = jsonText(value);
        else if (key == "layout")
            p.layout = jsonText(value);
        else if (key == "keywords")
            p.keywords = jsonTexts(value);
        else if (key == "isFunny")
            funny = flag(value);
        else if (key == "isRebalanced")
            rebalanced = flag(value);
        else if (key == "setCode")
            p.sets = QStringList{jsonText(value)};
        else if (key == "printings" && p.sets.isEmpty())
            p.sets = jsonTexts(value); // AtomicCards: no set of its own, the sets printing it
        else if (key == "identifiers" && value.type() == od::json_type::object) {
            for (auto id : value.get_object())
                if (std::string_view(id.unescaped_key()) == "scryfallOracleId")
                    p.oracleId = jsonText(id.value());
        } else if (key == "rulings" && value.type() == od::json_type::array) {
            for (od::value item : value.get_array()) {
                rulesdb::OracleRuling ruling;
                for (auto r : item.get_object()) {
                    const std::string_view k = r.unescaped_key();
                    if (k == "date")
                        ruling.date = jsonText(r.value());
                    else if (k == "text")
                        ruling.text = jsonText(r.value());
                }
                p.rulings.push_back(std::move(ruling));
            }
        }
    }
    if (p.name.isEmpty() || p.layout == u"art_series")
        return; // art cards are no game pieces
    if (p.face.name.isEmpty()) // a face's own name is "faceName"; one face is the card
        p.face.name = p.name;
    p.kind = cardKind(p.layout, p.name, token, rebalanced, funny);
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
        set.code = jsonText(value);
    else if (key == "name")
        set.name = jsonText(value);
    else if (key == "releaseDate")
        set.released = jsonText(value);
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
    QString date;
    bool sawData = false;
    readJsonEntry(entry, file, kExpected, [&](od::document &doc) {
        if (doc.type() != od::json_type::object)
            throw errorAt(file, entry.name, entry.bytes, 0, QStringLiteral("the file is no JSON object"), kExpected);
        for (auto field : doc.get_object()) {
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == "meta" && value.type() == od::json_type::object) {
                for (auto m : value.get_object())
                    if (std::string_view(m.unescaped_key()) == "date")
                        date = jsonText(m.value());
            } else if (key == "data" && value.type() == od::json_type::object) {
                sawData = true;
                readData(value.get_object(), into);
            }
        }
    });
    if (!sawData)
        throw errorAt(file, entry.name, entry.bytes, 0, QStringLiteral("no \"data\" object"), kExpected);
    return date;
}

} // namespace importers::cards
