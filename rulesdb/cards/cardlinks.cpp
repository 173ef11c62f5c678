#include "cardlinks.h"

#include "cards/crterms.h"
#include "references.h"

namespace rulesdb {

QStringList rulesCitedBy(const QString &rulingText)
{
    QStringList numbers;
    for (const Reference &ref : extractReferences(rulingText))
        numbers << ref.targets;
    numbers.removeDuplicates();
    return numbers;
}

CardMentionFinder cardMentionFinderFor(RulesStore &store, CardStore &cards, const EditionInfo &crEdition)
{
    const QString snapshot = cards.snapshotInForce(crEdition.date);
    if (snapshot.isEmpty())
        return {};
    return CardMentionFinder(cards.paperNamesUpTo(snapshot), crTermsOf(store, crEdition));
}

std::vector<CitingRuling> rulingsForRulePage(RulesStore &store, CardStore &cards, const EditionInfo &crEdition,
                                             const QString &number)
{
    QString next;
    for (const EditionInfo &e : store.editions(Document::CR))
        if (e.language == crEdition.language && e.date > crEdition.date && (next.isEmpty() || e.date < next))
            next = e.date;
    return cards.rulingsCiting(number, next);
}

} // namespace rulesdb
