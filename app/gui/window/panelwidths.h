#pragma once
// The rule is what the judge reads: the panels beside it (contents, search, history,
// bookmarks) take a share of the window's width, never so much that the reading pane — or,
// side by side with another language, each of its two panes — is the narrowest column. A
// fixed 380 px for an empty search panel left a 1366 px window 250 px per language.

#include <QList>

class QDockWidget;
class QMainWindow;

namespace gui {

// Gives the docks shown on the window's left and right a share of its width each, so that
// each of `readingPanes` panes in the middle is at least as wide as a dock.
void sharePanelWidths(QMainWindow *window, const QList<QDockWidget *> &docks, int readingPanes);

} // namespace gui
