// `history NAME --document cards`: a card's Oracle wording over the snapshots held, each
// step with its word diff against the one before.

#include "cards.h"
#include "context.h"

#include "lineage/lineage.h"
#include "text/worddiff.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

int cardHistory(Context &context, const QString &typed)
{
    rulesdb::CardStore cards(context.store());
    requireCards(cards, QStringLiteral("history"));
    const qint64 id = findCard(cards, typed, QStringLiteral("history"));
    const std::vector<rulesdb::CardStep> steps = cards.history(id);
    const std::optional<rulesdb::StoredCard> card = cards.card(id);
    const QString name = card ? card->name : typed;

    QJsonArray list;
    QString text = QStringLiteral("History of %1 (cards, %2 snapshot%3 with its wording)\n")
                       .arg(name)
                       .arg(steps.size())
                       .arg(steps.size() == 1 ? QString() : QStringLiteral("s"));
    QString previous;
    for (size_t i = 0; i < steps.size(); ++i) {
        const rulesdb::CardStep &step = steps[i];
        const QString wording = rulesdb::cardOracleText(step.faces);
        const rulesdb::ChangeKind change = i == 0 ? rulesdb::ChangeKind::FirstSeen : rulesdb::ChangeKind::Modified;
        const QString diff = i == 0 ? QString() : rulesdb::renderPlainDiff(rulesdb::wordDiff(previous, wording));
        QJsonArray faces;
        for (const auto &face : step.faces)
            faces.append(rulesdb::cardFaceJson(face));
        QJsonObject o{{QStringLiteral("edition"), step.snapshot},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("change"), rulesdb::changeKindName(change)},
                      {QStringLiteral("text"), wording},
                      {QStringLiteral("faces"), faces}};
        if (!diff.isEmpty())
            o.insert(QStringLiteral("diff"), diff);
        list.append(o);
        text += QStringLiteral("\n%1  %2\n").arg(step.snapshot, rulesdb::changeKindName(change));
        text += indent(diff.isEmpty() ? wording : diff, QStringLiteral("    "));
        previous = wording;
    }
    if (context.json)
        writeJson(context.out, list);
    else
        context.out << text;
    return 0;
}

} // namespace cli::commands
