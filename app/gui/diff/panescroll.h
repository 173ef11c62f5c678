#pragma once
// Where a change's words are read: a long section (an MTR section of forty lines) changed
// near its end opened at its top, the change out of sight; and the two sides scrolled apart,
// one read against the wrong lines of the other.

#include "diff/diffdocument.h"

#include <QObject>
#include <functional>

class QScrollBar;
class QTextBrowser;

namespace gui {

// Where the first changed word of a pane's text starts (tinted as inserted or deleted);
// -1 when nothing is marked changed.
int firstChangeIn(const QTextBrowser *pane, const DiffFormats &formats);

// Scrolls the pane so that its first change is in view, a few lines below the top; the
// top when nothing is marked or all of it fits.
void scrollToFirstChange(QTextBrowser *pane, const DiffFormats &formats);

// The words under each pane's heading start level with the other's: the new side's heading
// also names the change ("reworded · 98% of the words the same") and wraps to a second line
// where the old side's does not, which set every line of one side a line below its
// counterpart. The words under the shorter heading get the difference above them.
void levelHeadings(QTextBrowser *a, QTextBrowser *b);

// Scrolling one pane scrolls the other by as much, so that lines read against each other
// stay side by side, while each keeps where it was put (on its own first change).
class ScrollLink : public QObject {
public:
    ScrollLink(QTextBrowser *a, QTextBrowser *b); // lives as long as `a`
    // Puts each pane somewhere of its own (new text, its first change), the other not
    // following; the link counts its steps from there. Until the reader scrolls, `place`
    // runs again whenever the panes are laid out anew (a window shown or resized wraps
    // the lines again, and the change would slip out of view).
    void place(std::function<void()> place);
    // Until place(): the panes' text is being replaced, which no pane follows either.
    void hold() { m_held = true; }

private:
    void follow(QScrollBar *moved, int &movedWas, QScrollBar *other, int &otherWas);
    void laidOut();
    void record();

    QScrollBar *m_a, *m_b;
    int m_aWas = 0, m_bWas = 0; // each bar's value, to move the other by the same step
    bool m_held = false;
    bool m_scrolled = false; // by the reader, since the last place()
    bool m_placeAgain = false; // a new layout is waiting to be placed again
    std::function<void()> m_place;
};

} // namespace gui
