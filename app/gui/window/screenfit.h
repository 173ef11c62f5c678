#pragma once
// Windows open inside the screen they are on. A judge's laptop may have 1366×768 pixels,
// or a display scaled by 2 that leaves 683×384 for the app: a window sized for a desk
// monitor would put its status bar and buttons off the screen.

#include <QRect>
#include <QString>
#include <QSize>

class QWidget;

namespace gui {

// The size a window wanting `wanted` gets on a screen with `available` room: what it
// wants where that fits, else nine tenths of the room, never less than `minimum`.
QSize fittedSize(QSize wanted, const QRect &available, QSize minimum = {});

// Sizes a top-level window to `wanted` within its screen's available geometry and centres
// it there.
void fitToScreen(QWidget *window, QSize wanted);

// A small dialog wide enough for its whole title in the title bar (the window manager
// cuts a long title of a narrow dialog short): at least the title's width, plus room for
// the bar's buttons.
void fitTitle(QWidget *dialog);

// The title the window manager shows: the window's, and the application's name after it.
QString titleAsShown(const QWidget *window);

// keepOnScreen() now, and again once the window is shown, when its frame counts too: a
// geometry kept on a 1366×768 screen and restored before the first show would otherwise
// open a title bar's height past the bottom of a 1280×720 one.
void keepOnScreenWhenShown(QWidget *window);

// After a saved geometry was restored (perhaps from a larger screen): the window is moved
// and shrunk back inside its screen's available geometry.
void keepOnScreen(QWidget *window);

} // namespace gui
