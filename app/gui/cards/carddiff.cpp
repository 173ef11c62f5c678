#include "cards/carddiff.h"

#include "cards/cardstore.h"

namespace gui {

rulesdb::EditionDiff diffCards(rulesdb::RulesStore &store, const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to)
{
    rulesdb::EditionDiff diff;
    diff.from = from;
    diff.to = to;
    // Every kind counted, none found yet: the view lists each with its count.
    for (int k = int(rulesdb::ChangeKind::Unchanged); k <= int(rulesdb::ChangeKind::Removed); ++k)
        diff.summary[rulesdb::ChangeKind(k)] = 0;
    rulesdb::CardStore cards(store);
    for (const rulesdb::CardChange &change : cards.changes(from.date, to.date)) {
        rulesdb::DiffEntry entry;
        entry.kind = change.before.empty() ? rulesdb::ChangeKind::Added : rulesdb::ChangeKind::Modified;
        if (!change.before.empty()) {
            entry.oldNumbers = QStringList{change.name};
            entry.oldText = rulesdb::cardOracleText(change.before);
            entry.oldParagraphs.push_back(int(entry.oldText.count(u'\n')) + 1);
        }
        entry.newNumbers = QStringList{change.name};
        entry.newText = rulesdb::cardOracleText(change.after);
        entry.newParagraphs.push_back(int(entry.newText.count(u'\n')) + 1);
        // Faces stored again with words a face does not show (its layout, keywords) are no
        // change of wording, as in the card's history.
        if (entry.kind == rulesdb::ChangeKind::Modified && entry.oldText == entry.newText)
            continue;
        if (entry.kind == rulesdb::ChangeKind::Modified) {
            entry.similarity = rulesdb::wordSimilarity(entry.oldText, entry.newText);
            entry.spans = rulesdb::wordDiff(entry.oldText, entry.newText);
        }
        ++diff.summary[entry.kind];
        diff.changes.push_back(std::move(entry));
    }
    // The cards known by the newer date (one query over the names) less those changed.
    const int known = int(cards.listing(to.date).size());
    diff.summary[rulesdb::ChangeKind::Unchanged] = std::max(0, known - int(diff.changes.size()));
    return diff;
}

} // namespace gui
