#include "window/keyrouting.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace gui {

namespace {

// Sees each ShortcutOverride before the focused widget: a widget that accepts one keeps
// the key as typing, and no shortcut fires.
class ActionKeysFirst : public QObject {
public:
    explicit ActionKeysFirst(QWidget *window) : QObject(window), m_window(window) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ShortcutOverride)
            return false;
        auto *widget = qobject_cast<QWidget *>(watched);
        if (!widget || widget->window() != m_window)
            return false;
        auto *key = static_cast<QKeyEvent *>(event);
        // Shift+Tab arrives as Backtab; the actions name it Shift+Tab.
        const QKeyCombination pressed = key->key() == Qt::Key_Backtab
                                            ? QKeyCombination(key->modifiers() | Qt::ShiftModifier, Qt::Key_Tab)
                                            : key->keyCombination();
        if (!heldByAnAction(QKeySequence(pressed)))
            return false;
        // Left ignored, the event tells the shortcut map that no widget wants the key;
        // filtered, it never reaches the widget that would have.
        event->ignore();
        return true;
    }

private:
    bool heldByAnAction(const QKeySequence &pressed) const
    {
        for (const QAction *action : m_window->findChildren<QAction *>())
            if (action->isEnabled() && action->shortcutContext() != Qt::WidgetShortcut
                && action->shortcuts().contains(pressed))
                return true;
        return false;
    }

    QWidget *m_window;
};

} // namespace

void letWindowActionsWin(QWidget *window)
{
    qApp->installEventFilter(new ActionKeysFirst(window));
}

} // namespace gui
