#include "scryfallreader.h"

#include "cards/cardjson.h"

#include <QRegularExpression>

namespace importers::cards {

namespace {

const QString kExpected = QStringLiteral("Scryfall JSON (a card object, a list object with \"data\", or an array of "
                                         "cards or rulings)");

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
    const rulesdb::CardKind kind = cardKind(o.layout, o.top.name, false, o.promoTypes.contains(QStringLiteral("rebalanced")),
                                            o.setType == u"funny");
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
        if (readFaceField(kScryfallFaceKeys, key, value, o.top))
            continue;
        if (key == "object")
            o.object = jsonText(value);
        else if (key == "oracle_id")
            o.oracleId = jsonText(value);
        else if (key == "layout")
            o.layout = jsonText(value);
        else if (key == "keywords")
            o.keywords = jsonTexts(value);
        else if (key == "promo_types")
            o.promoTypes = jsonTexts(value);
        else if (key == "set")
            o.set.code = jsonText(value);
        else if (key == "set_name")
            o.set.name = jsonText(value);
        else if (key == "released_at")
            o.set.released = jsonText(value);
        else if (key == "set_type")
            o.setType = jsonText(value);
        else if (key == "source")
            o.ruling.source = jsonText(value);
        else if (key == "published_at")
            o.ruling.date = jsonText(value);
        else if (key == "comment")
            o.ruling.text = jsonText(value);
        else if (key == "data")
            readValue(value, into);
        else if (key == "card_faces" && value.type() == od::json_type::array) {
            for (od::value faceValue : value.get_array()) {
                rulesdb::CardFace face;
                QString faceOracle;
                for (auto f : faceValue.get_object()) {
                    const std::string_view k = f.unescaped_key();
                    od::value v = f.value();
                    if (!readFaceField(kScryfallFaceKeys, k, v, face) && k == "oracle_id")
                        faceOracle = jsonText(v);
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
    readJsonEntry(entry, file, kExpected, [&](od::document &doc) {
        const od::json_type type = doc.type();
        if (type == od::json_type::array) {
            for (od::value item : doc.get_array())
                readObject(item.get_object(), into);
        } else if (type == od::json_type::object) {
            readObject(doc.get_object(), into);
        } else {
            throw errorAt(file, entry.name, entry.bytes, 0, QStringLiteral("the file is no JSON object or array"),
                          kExpected);
        }
    });
}

} // namespace importers::cards
