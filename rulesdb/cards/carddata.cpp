#include "carddata.h"

#include <QRegularExpression>

namespace rulesdb {

QString cardKindName(CardKind kind)
{
    switch (kind) {
    case CardKind::Paper: return QStringLiteral("paper");
    case CardKind::Alchemy: return QStringLiteral("alchemy");
    case CardKind::Funny: return QStringLiteral("funny");
    case CardKind::Token: return QStringLiteral("token");
    }
    return QStringLiteral("paper");
}

CardKind cardKindNamed(const QString &name)
{
    for (const CardKind kind : {CardKind::Alchemy, CardKind::Funny, CardKind::Token})
        if (name == cardKindName(kind))
            return kind;
    return CardKind::Paper;
}

QJsonObject cardFaceJson(const CardFace &face)
{
    QJsonObject o;
    const auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1StringView(key), value);
    };
    put("name", face.name); // every reader names each face; stored bodies never held an empty one
    put("mana_cost", face.manaCost);
    put("type_line", face.typeLine);
    put("text", face.text);
    put("power", face.power);
    put("toughness", face.toughness);
    put("loyalty", face.loyalty);
    put("defense", face.defense);
    return o;
}

CardFace cardFaceFromJson(const QJsonObject &json)
{
    const auto get = [&json](const char *key) { return json.value(QLatin1StringView(key)).toString(); };
    return {get("name"), get("mana_cost"), get("type_line"), get("text"), get("power"),
            get("toughness"), get("loyalty"), get("defense")};
}

namespace {

const QRegularExpression &reminderText()
{
    static const QRegularExpression reminder(QStringLiteral("\\([^)]*\\)"));
    return reminder;
}

} // namespace

std::vector<std::pair<qsizetype, qsizetype>> reminderSpans(const QString &text)
{
    std::vector<std::pair<qsizetype, qsizetype>> spans;
    for (auto it = reminderText().globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        spans.emplace_back(m.capturedStart(), m.capturedEnd());
    }
    return spans;
}

QString withoutReminderText(const QString &text)
{
    return QString(text).remove(reminderText());
}

QString cardOracleText(const std::vector<CardFace> &faces)
{
    QStringList parts;
    for (const CardFace &face : faces) {
        QStringList lines{face.manaCost.isEmpty() ? face.name : face.name + QStringLiteral("  ") + face.manaCost};
        if (!face.typeLine.isEmpty())
            lines << face.typeLine;
        if (!face.text.isEmpty())
            lines << face.text;
        if (!face.power.isEmpty() || !face.toughness.isEmpty())
            lines << face.power + u'/' + face.toughness;
        if (!face.loyalty.isEmpty())
            lines << QStringLiteral("Loyalty: %1").arg(face.loyalty);
        if (!face.defense.isEmpty())
            lines << QStringLiteral("Defense: %1").arg(face.defense);
        parts << lines.join(u'\n');
    }
    return parts.join(QStringLiteral("\n//\n"));
}

} // namespace rulesdb
