#include "cards.h"

#include "context.h"

namespace cli::commands {

void requireCards(rulesdb::CardStore &cards, const QString &command)
{
    if (cards.snapshots().empty())
        throw UsageError{QStringLiteral("%1: no cards yet: import a card file (MTGJSON, Scryfall or Cockatrice) "
                                        "with rulekeeper-cli import FILE")
                             .arg(command)};
}

qint64 findCard(rulesdb::CardStore &cards, const QString &typed, const QString &command)
{
    const rulesdb::CardLookup found = cards.find(typed);
    if (found.card)
        return *found.card;
    throw UsageError{found.closest.isEmpty()
                         ? QStringLiteral("%1: no card named \"%2\"").arg(command, typed)
                         : QStringLiteral("%1: no card named \"%2\"; closest: %3")
                               .arg(command, typed, found.closest.join(QStringLiteral("; ")))};
}

} // namespace cli::commands
