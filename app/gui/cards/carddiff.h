#pragma once
// Two snapshots of the cards compared as the diff view compares the CR's editions: each
// card whose Oracle wording as of the newer date differs from its wording as of the older
// one (CardStore::changes) is an entry of an edition diff, its name for its number and its
// Oracle text (cardOracleText(): name and cost, type line, text, P/T …) for its text, the
// words changed as the History panel marks a card's.

#include "lineage/editiondiff.h"

namespace gui {

// `from` and `to` are snapshots (editions of the cards); each is read as of its date, so a
// snapshot of one set compares against every card known then. A card no snapshot up to
// `from` held is added; the cards known by `to` that read the same are counted unchanged.
// Throws DbError.
rulesdb::EditionDiff diffCards(rulesdb::RulesStore &store, const rulesdb::EditionInfo &from,
                               const rulesdb::EditionInfo &to);

} // namespace gui
