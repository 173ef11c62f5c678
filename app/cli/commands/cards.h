#pragma once
// What the commands that read cards share: the card a typed name means, and the card
// forms of `history` and `diff` (--document cards).

#include "cards/cardstore.h"

#include <QString>

namespace cli {

class Context;

namespace commands {

// The store's cards, or a UsageError telling how to import some when it holds none.
void requireCards(rulesdb::CardStore &cards, const QString &command);
// The card a typed name means, or a UsageError naming the closest names.
qint64 findCard(rulesdb::CardStore &cards, const QString &typed, const QString &command);

// `history NAME --document cards`: every wording the card has had, with what each changed.
int cardHistory(Context &context, const QString &typed);
// `diff OLD NEW --document cards`: the cards whose wording differs between two dates.
int cardDiff(Context &context, const QString &older, const QString &newer);

} // namespace commands
} // namespace cli
