#include "window/panelwidths.h"

#include <QDockWidget>
#include <QMainWindow>
#include <algorithm>

namespace gui {

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
    QList<QDockWidget *> sized;
    QList<int> widths;
    for (QDockWidget *dock : {left, right})
        if (dock) {
            sized << dock;
            widths << dockWidth;
        }
    window->resizeDocks(sized, widths, Qt::Horizontal);
}

} // namespace gui
