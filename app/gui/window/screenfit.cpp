#include "window/screenfit.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QScreen>
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
    const int title = QFontMetrics(font).horizontalAdvance(dialog->windowTitle());
    constexpr int kBarButtons = 160; // close, maximise, minimise, the icon, margins
    dialog->setMinimumWidth(std::max(dialog->minimumWidth(), title + kBarButtons));
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
