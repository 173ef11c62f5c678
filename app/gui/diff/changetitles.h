#pragma once
// What a kind of change is called on screen. The names the CLI and JSON use
// ("moved-modified") are a contract; these are for people, and translated.

#include "lineage/lineage.h"

#include <QString>
#include <vector>

namespace gui {

// The title of a change kind (rulesdb::changeKindName) or a history step ("first seen",
// "added", "removed"); the name itself when unknown.
QString changeTitle(const QString &kindName);
QString changeTitle(rulesdb::ChangeKind kind);

// Every kind of change in the order a reader weighs them: new and gone rules and new
// words first, renumbering and typography after, unchanged last.
const std::vector<rulesdb::ChangeKind> &changeKindsByWeight();

} // namespace gui
