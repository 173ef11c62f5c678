#pragma once
// What an importer writes into a section's text where the copy it read lost part of the
// document's layout (a table's rows and columns), so that a reader does not take the words
// after it for a sentence or for rows. It is no word of the document: typography folding
// drops it (textfold.h), so a history, "in force since" and a diff never count it as a
// change, and one version read from two shapes, one of which lost the table, still agree.

#include <QStringView>

namespace rulesdb {

inline constexpr QStringView kLostTableLayoutNote =
    u"[A table whose rows and columns this copy of the document lost: its words follow in the copy's order.]";

} // namespace rulesdb
