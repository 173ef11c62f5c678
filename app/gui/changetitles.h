#pragma once
// What a kind of change is called on screen. The names the CLI and JSON use
// ("moved-modified") are a contract; these are for people, and translated.

#include <QString>

namespace gui {

// The title of a change kind (rulesdb::changeKindName) or a history step ("first seen",
// "added", "removed"); the name itself when unknown.
QString changeTitle(const QString &kindName);

} // namespace gui
