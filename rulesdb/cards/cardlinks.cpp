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

std::vector<CitingRuling> rulingsForRulePage(CardStore &cards, const EditionInfo &crEdition, const QString &number)
{
    return cards.rulingsCiting(number, cards.nextEditionDate(crEdition));
}

} // namespace rulesdb
