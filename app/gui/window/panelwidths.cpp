#include "window/panelwidths.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>
#include <algorithm>

namespace gui {

namespace {

// The width of the tab bar under a dock and the docks tabified with it, each tab showing
// its whole title: a larger font (qt6ct's, German's longer words) left "Sea…", "Hist…",
// "Bookma…" under a 250 px search panel on a 1280×720 screen. Measured on a bar of the
// window's style and font, as the window's own tab bar, made only once laid out, would be.
int tabsWidth(QMainWindow *window, QDockWidget *dock)
{
    const QList<QDockWidget *> together = window->tabifiedDockWidgets(dock);
    if (together.isEmpty())
        return 0;
    QTabBar bar;
    bar.setStyle(window->style());
    bar.setFont(window->font());
    bar.setDrawBase(false);
    bar.addTab(dock->windowTitle());
    for (const QDockWidget *other : together)
        if (!other->isHidden())
            bar.addTab(other->windowTitle());
    return bar.sizeHint().width();
}

} // namespace

void sharePanelWidths(QMainWindow *window, const QList<QDockWidget *> &docks, int readingPanes)
{
    // One dock per side counts: docks tabified together share one column.
    QDockWidget *left = nullptr, *right = nullptr;
    for (QDockWidget *dock : docks) {
        if (dock->isHidden() || dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = window->dockWidgetArea(dock);
        if (area == Qt::LeftDockWidgetArea && !left)
            left = dock;
        else if (area == Qt::RightDockWidgetArea && !right)
            right = dock;
    }
    const int columns = int(left != nullptr) + int(right != nullptr);
    if (columns == 0)
        return;
    // The middle gets two and a half docks' width, and each pane there a little more than
    // a dock: a rule's lines are long. At 1366 px: docks of about 300 px, 760 px to read.
    const double middle = std::max(2.5, 1.3 * readingPanes);
    const int dockWidth = std::clamp(int(window->width() / (columns + middle)), 180, 360);
    // A dock widens to show its tabs' whole titles, as long as the reading pane stays the
    // widest column; beyond that the tabs are elided.
    const int most = int(window->width() / (columns + middle) * 1.3);
    QList<QDockWidget *> sized;
    QList<int> widths;
    for (QDockWidget *dock : {left, right})
        if (dock) {
            sized << dock;
            widths << std::max(dockWidth, std::min(tabsWidth(window, dock), most));
        }
    window->resizeDocks(sized, widths, Qt::Horizontal);
}

} // namespace gui
