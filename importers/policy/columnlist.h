#pragma once
// A bulleted list that a converter read across two columns of a PDF page, row by row (the
// MTR's banned and restricted cards, in a dataset that kept no positions): "• All cards with
// the card type “Conspiracy” • Memory Jar (25 cards) • Mental Misstep • …". Each item of the
// first column is followed by the item beside it in the second, and a line that wrapped in
// one column is run into the item beside it in the other ("Memory Jar (25 cards)").

#include <QStringList>

namespace importers::policy {

// The items in reading order, first column down, then the second, each with the words of
// its own wrapped lines. The list is taken for two columns read across only when it shows
// it: a wrapped line of one column run into the other's item ("Mox Jet list."), or items
// out of alphabetical order that are in order when read every other one (a card list). Any
// other list is returned as it is. earlierItems are the items of the document's lists read
// before this one, in order: an item they hold whole with another's wrapped line after it
// shows the wrap ("Throne of Eldraine Airbender …"), and their order is the one a list of
// the same names (the formats' sets, in release order) is checked against.
QStringList columnsApart(const QStringList &items, const QStringList &earlierItems = {});

} // namespace importers::policy
