#pragma once
// The item roles the app's models add to Qt's, in one place so that views, delegates and
// tests agree on them.

#include <Qt>

namespace gui {

enum ItemRole : int {
    NumberRole = Qt::UserRole + 1, // normalised rule number, or glossary term
    EditionRole,                   // edition date a search hit opens in
    KindRole,                      // "text", "example" or "glossary"
    HtmlRole,                      // escaped rich text a delegate paints
    ChangeRole,                    // index of an edition diff's change (DiffModel)
    DocumentRole,                  // the rulesdb::Document (as int) a search hit is in
    CardNameRole,                  // a card's name, on the lookup box's card choices
    LanguageRole,                  // language of the edition a search hit opens in
    CompletionKeyRole,             // what the lookup box's completion matches the text typed against
};

} // namespace gui
