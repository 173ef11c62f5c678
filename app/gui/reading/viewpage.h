#pragma once
// A page another kind of document lays out in the one rule view (a card, so far): the view
// keeps zoom, print, palette, link hover and Tab the same for every kind, and the kind only
// writes its page. What the window needs to show one (its title, its citation, the edition
// the pickers show) comes with it, so that the window knows documents, not their insides.

#include "rulesstore.h"

#include <QPalette>
#include <QString>
#include <QTextCursor>
#include <QWidget>
#include <memory>
#include <vector>

namespace gui {

class ViewPage {
public:
    virtual ~ViewPage() = default;
    // Writes the page at the cursor in a palette's colours (the screen's or paper's). Text
    // from the data is inserted as text, never as markup; links are rule:… and the like,
    // which the view follows. `parts`, when given, gets where each part begins (the view's
    // "next part" key walks them), in order.
    virtual void renderInto(QTextCursor &cursor, const QPalette &palette, std::vector<int> *parts) const = 0;
};

// A page opened for the window, with what the window shows around it.
struct ShownPage {
    std::shared_ptr<const ViewPage> page;
    rulesdb::EditionInfo edition; // the pickers show its document and it
    QString windowTitle;          // "Lotus Bloom — Rulekeeper"
    QString lookupText;           // what the lookup box shows: the name it is found again by
    QString citation;             // what Copy Citation copies
    QString printTitle;           // the printout's title
    QString besideMessage;        // what the pane beside says, which compares rules only
    // The document's own contents panel, its place selected (the cards' list); nullptr:
    // the edition's table of contents.
    QWidget *contents = nullptr;
};

} // namespace gui
