#pragma once
// The window's keys win over what the focused widget would make of them. A line edit
// takes Ctrl+E as End, Ctrl+F and Ctrl+B as a step right and left, Ctrl+D as Delete and
// Ctrl+U as "delete to the start" on X11 and GNOME keyboard schemes: with the lookup box
// focused (as it is after every lookup) the menus' keys would do nothing. The keys of the
// window's own actions are taken before the widget can claim them; the keys no action
// holds (Ctrl+C, Ctrl+V, Home …) stay the widget's.

class QWidget;

namespace gui {

// From now on, a key that one of `window`'s enabled actions holds triggers that action
// whichever widget of the window has the focus. Lives as long as the window.
void letWindowActionsWin(QWidget *window);

} // namespace gui
