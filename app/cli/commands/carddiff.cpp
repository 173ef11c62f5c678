// `diff OLD NEW --document cards`: the cards whose Oracle wording on one date differs from
// that on another (each date read as the newest snapshot up to it has the card).

#include "cards.h"
#include "context.h"

#include "lineage/lineage.h"
#include "text/worddiff.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

namespace {

// "latest" or a date as typed; a UsageError for anything else.
QString snapshotDate(rulesdb::CardStore &cards, const QString &typed)
{
    if (typed == u"latest")
        return cards.snapshots().back().date;
    if (!QDate::fromString(typed, QStringLiteral("yyyy-MM-dd")).isValid())
        throw UsageError{QStringLiteral("diff: %1 is no date (YYYY-MM-DD) or \"latest\"").arg(typed)};
    return typed;
}

} // namespace

int cardDiff(Context &context, const QString &older, const QString &newer)
{
    rulesdb::CardStore cards(context.store());
    requireCards(cards, QStringLiteral("diff"));
    const QString from = snapshotDate(cards, older);
    const QString to = snapshotDate(cards, newer);
    if (to <= from)
        throw UsageError{QStringLiteral("diff: %1 is not after %2: give the older date first").arg(to, from)};
    const std::vector<rulesdb::CardChange> changes = cards.changes(from, to);

    QJsonArray list;
    QString text = QStringLiteral("Cards %1 -> %2: %3 card%4 with a new wording\n")
                       .arg(from, to)
                       .arg(changes.size())
                       .arg(changes.size() == 1 ? QString() : QStringLiteral("s"));
    for (const rulesdb::CardChange &c : changes) {
        const bool added = c.before.empty();
        const QString oldText = rulesdb::cardOracleText(c.before);
        const QString newText = rulesdb::cardOracleText(c.after);
        const QString kind = rulesdb::changeKindName(added ? rulesdb::ChangeKind::Added : rulesdb::ChangeKind::Modified);
        QJsonObject o{{QStringLiteral("kind"), kind},
                      {QStringLiteral("name"), c.name},
                      {QStringLiteral("card_kind"), rulesdb::cardKindName(c.kind)},
                      {QStringLiteral("new"), newText}};
        if (!added) {
            const QString diff = rulesdb::renderPlainDiff(rulesdb::wordDiff(oldText, newText));
            o.insert(QStringLiteral("old"), oldText);
            o.insert(QStringLiteral("diff"), diff);
            text += QStringLiteral("\n%1  %2\n").arg(kind, c.name) + indent(diff, QStringLiteral("    "));
        } else {
            text += QStringLiteral("\n%1  %2\n").arg(kind, c.name) + indent(newText, QStringLiteral("    "));
        }
        list.append(o);
    }
    if (context.json)
        writeJson(context.out, QJsonObject{{QStringLiteral("document"), QStringLiteral("cards")},
                                           {QStringLiteral("from"), from},
                                           {QStringLiteral("to"), to},
                                           {QStringLiteral("language"), QStringLiteral("en")},
                                           {QStringLiteral("changes"), list}});
    else
        context.out << text;
    return 0;
}

} // namespace cli::commands
