#include "readers/cardrulings.h"

#include "importerror.h"
#include "jsonfile.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace importers {

namespace {

// The card lists of the file with the name of the set each belongs to.
struct CardList {
    QString setName;
    QJsonArray cards;
};

QString setTitle(const QJsonObject &set)
{
    const QString name = set.value(QStringLiteral("name")).toString();
    const QString code = set.value(QStringLiteral("code")).toString();
    if (name.isEmpty())
        return code;
    return code.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, code);
}

bool isSet(const QJsonObject &o)
{
    return o.value(QStringLiteral("cards")).isArray();
}

std::vector<CardList> cardLists(const QJsonDocument &doc)
{
    std::vector<CardList> out;
    if (doc.isArray()) {
        out.push_back({QString(), doc.array()});
        return out;
    }
    const QJsonObject root = doc.object();
    if (isSet(root)) {
        out.push_back({setTitle(root), root.value(QStringLiteral("cards")).toArray()});
        return out;
    }
    const QJsonValue data = root.value(QStringLiteral("data"));
    if (data.isObject() && isSet(data.toObject())) {
        out.push_back({setTitle(data.toObject()), data.toObject().value(QStringLiteral("cards")).toArray()});
        return out;
    }
    // A map of sets by code, as in the files that hold every set.
    const QJsonObject sets = data.isObject() ? data.toObject() : root;
    for (auto it = sets.begin(); it != sets.end(); ++it)
        if (it->isObject() && isSet(it->toObject()))
            out.push_back({setTitle(it->toObject()), it->toObject().value(QStringLiteral("cards")).toArray()});
    return out;
}

} // namespace

bool looksLikeCardRulings(QStringView text)
{
    const QStringView head = text.trimmed().left(1 << 20);
    return (head.startsWith(u'{') || head.startsWith(u'['))
           && head.contains(u"\"rulings\"") && head.contains(u"\"cards\"");
}

rulesdb::RulingSet readCardRulings(const QString &text, const QString &fileName)
{
    const QJsonDocument doc = parseJsonFile(text.toUtf8(), fileName,
                                            QStringLiteral("a set of cards with rulings [{date, text}]"));
    rulesdb::RulingSet set;
    set.sourceFile = fileName;
    QStringList setNames;
    // Cards printed several times in a set (basic lands, variants) repeat their rulings.
    QSet<QString> seen;
    int skipped = 0;
    for (const CardList &list : cardLists(doc)) {
        if (!list.setName.isEmpty())
            setNames << list.setName;
        for (const QJsonValue &cardValue : list.cards) {
            const QJsonObject card = cardValue.toObject();
            const QString name = card.value(QStringLiteral("name")).toString();
            for (const QJsonValue &rulingValue : card.value(QStringLiteral("rulings")).toArray()) {
                const QJsonObject ruling = rulingValue.toObject();
                const QString date = ruling.value(QStringLiteral("date")).toString();
                const QString body = ruling.value(QStringLiteral("text")).toString().trimmed();
                if (name.isEmpty() || body.isEmpty() || !QDate::fromString(date, QStringLiteral("yyyy-MM-dd")).isValid()) {
                    ++skipped;
                    continue;
                }
                const QString key = name + u'\x1f' + date + u'\x1f' + body;
                if (seen.contains(key))
                    continue;
                seen.insert(key);
                set.rulings.push_back({name, date, body});
            }
        }
    }
    if (set.rulings.empty())
        throw ImportError(fileName, 0, QStringLiteral("no card rulings found: expected cards with "
                                                      "\"rulings\": [{\"date\": \"YYYY-MM-DD\", \"text\": …}]"));
    if (skipped > 0)
        set.warnings << ImportError::describe(fileName, 0, QStringLiteral("%1 rulings without a card name, a text or a "
                                                                "YYYY-MM-DD date were skipped")
                                                     .arg(skipped));
    set.name = setNames.isEmpty() ? fileName : setNames.join(QStringLiteral(", "));
    return set;
}

} // namespace importers
