#include "window/screenfit.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace gui {

namespace {

QRect availableFor(const QWidget *window)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

} // namespace

QString titleAsShown(const QWidget *window)
{
    // Qt adds the application's display name to each window's title for the window manager
    // ("Bookmark — Rulekeeper"): sized for "Bookmark" alone, the bar cut it to "Bookm…eeper".
    const QString title = window->windowTitle();
    const QString app = QGuiApplication::applicationDisplayName();
    if (app.isEmpty() || title.isEmpty() || title == app || title.endsWith(app))
        return title;
    return title + QStringLiteral(" \u2014 ") + app;
}

QSize fittedSize(QSize wanted, const QRect &available, QSize minimum)
{
    if (available.isEmpty())
        return wanted;
    // A little of the screen stays free around it, where a window manager puts its frame.
    const QSize room = available.size() * 0.9;
    const auto fit = [](int want, int have, int least) { return want <= have ? want : std::max(have, std::min(least, want)); };
    return {fit(wanted.width(), room.width(), minimum.width()), fit(wanted.height(), room.height(), minimum.height())};
}

void fitToScreen(QWidget *window, QSize wanted)
{
    const QRect available = availableFor(window);
    window->resize(fittedSize(wanted, available, window->minimumSizeHint().boundedTo(available.size())));
    if (!available.isEmpty())
        window->move(available.center() - window->rect().center());
}

void fitTitle(QWidget *dialog)
{
    // The title bar's font is the window manager's; the app's, a little larger, is near it.
    QFont font = dialog->font();
    font.setBold(true);
    const int title = QFontMetrics(font).horizontalAdvance(titleAsShown(dialog));
    constexpr int kBarButtons = 160; // close, maximise, minimise, the icon, margins
    dialog->setMinimumWidth(std::max(dialog->minimumWidth(), title + kBarButtons));
}

namespace {

// Fits the window once it is shown: only then does the window manager's frame (a title bar
// some 30–40 px high) count in its geometry.
class FitWhenShown : public QObject {
public:
    explicit FitWhenShown(QWidget *window) : QObject(window), m_window(window) { window->installEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::Show) {
            m_window->removeEventFilter(this);
            // After the show is handled: the frame is known when the window is mapped.
            QTimer::singleShot(0, m_window, [window = m_window] { keepOnScreen(window); });
            deleteLater();
        }
        return false;
    }

private:
    QWidget *m_window;
};

} // namespace

void keepOnScreenWhenShown(QWidget *window)
{
    keepOnScreen(window);
    if (!window->isVisible())
        new FitWhenShown(window);
}

void keepOnScreen(QWidget *window)
{
    const QRect available = availableFor(window);
    if (available.isEmpty())
        return;
    QRect frame = window->frameGeometry();
    if (available.contains(frame))
        return;
    const QSize border = frame.size() - window->size(); // the window manager's frame
    const QSize inner = window->size().boundedTo(available.size() - border);
    window->resize(inner);
    frame.setSize(inner + border);
    frame.moveLeft(std::clamp(frame.left(), available.left(), available.right() + 1 - frame.width()));
    frame.moveTop(std::clamp(frame.top(), available.top(), available.bottom() + 1 - frame.height()));
    window->move(frame.topLeft());
}

} // namespace gui
