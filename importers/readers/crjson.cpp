#include "readers/crjson.h"

#include "importerror.h"
#include "jsonfile.h"
#include "rulenumber.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace importers {
namespace {

QString paragraphs(const QJsonValue &v, const QString &separator)
{
    if (v.isString())
        return v.toString().trimmed();
    QStringList out;
    for (const QJsonValue &p : v.toArray())
        if (!p.toString().trimmed().isEmpty())
            out << p.toString().trimmed();
    return out.join(separator);
}

} // namespace

bool looksLikeCrJson(QStringView text)
{
    const QStringView head = text.trimmed().left(4096);
    return head.startsWith(u'{') && head.contains(u"\"EffectiveDate\"") && text.contains(u"\"Rules\"");
}

rulesdb::EditionData readCrJson(const QString &text, const QString &fileName)
{
    const QByteArray utf8 = text.toUtf8();
    const QJsonDocument doc = parseJsonFile(utf8, fileName, QStringLiteral("an object with EffectiveDate and Rules"));
    const QJsonObject root = doc.object();
    rulesdb::EditionData edition;
    edition.meta.name = QStringLiteral("Magic: The Gathering Comprehensive Rules");
    const QString when = root.value(QStringLiteral("EffectiveDate")).toString().left(10);
    if (QDate::fromString(when, QStringLiteral("yyyy-MM-dd")).isValid())
        edition.meta.date = when;
    else
        edition.warnings << ImportError::describe(fileName, 0, QStringLiteral("EffectiveDate \"%1\" is not a date; give --date")
                                                       .arg(when));

    const QJsonArray rules = root.value(QStringLiteral("Rules")).toArray();
    if (rules.isEmpty())
        throw ImportError(fileName, 0, QStringLiteral("expected a \"Rules\" array of {Number, Body, Examples}"));
    int index = 0;
    for (const QJsonValue &v : rules) {
        ++index;
        const QJsonObject r = v.toObject();
        const QString written = r.value(QStringLiteral("Number")).toString();
        const auto n = rulesdb::RuleNumber::parse(written);
        if (!n) {
            edition.warnings << ImportError(fileName, 0, QStringLiteral("rule %1 of %2: \"%3\" is not a rule number; skipped")
                                                           .arg(QString::number(index), QString::number(rules.size()),
                                                                written.left(40)))
                                    .toString();
            continue;
        }
        QStringList examples;
        for (const QJsonValue &e : r.value(QStringLiteral("Examples")).toArray())
            if (!e.toString().trimmed().isEmpty())
                examples << e.toString().trimmed();
        edition.rules.push_back({n->toString(), paragraphs(r.value(QStringLiteral("Body")), QStringLiteral("\n")),
                                 examples, 0});
    }
    for (const QJsonValue &v : root.value(QStringLiteral("Glossary")).toArray()) {
        const QJsonObject g = v.toObject();
        const QString term = g.value(QStringLiteral("KeyText")).toString().trimmed();
        if (!term.isEmpty())
            edition.glossary.push_back({term, paragraphs(g.value(QStringLiteral("Body")), QStringLiteral("\n"))});
    }
    edition.credits = paragraphs(root.value(QStringLiteral("Credits")), QStringLiteral("\n\n"));
    return edition;
}

} // namespace importers
