// The main window's places kept: the session (saved as it changes) and the bookmarks.

#include "window/mainwindow.h"

#include "diff/diffview.h"
#include "panels/bookmarkspanel.h"
#include "panels/historypanel.h"
#include "reading/ruleview.h"
#include "window/screenfit.h"

#include <QDate>
#include <QSettings>
#include <QStatusBar>

namespace gui {

void MainWindow::placeChanged()
{
    if (m_settings)
        m_saveSoon->start();
}

Session MainWindow::session() const
{
    Session s;
    s.geometry = saveGeometry();
    s.state = saveState();
    if (const auto e = currentEdition()) {
        s.editionDate = e->date;
        s.editionLanguage = e->language;
    }
    s.places = m_navigation.entries();
    s.current = s.places.empty() ? -1 : int(m_navigation.currentIndex());
    s.zoom = m_view->zoom();
    s.diffSideBySide = m_diffView ? m_diffView->isSideBySide() : m_diffSideBySide;
    s.historyShowsTypography = m_historyPanel->showsTypography();
    return s;
}

void MainWindow::restoreSession(const Session &s)
{
    if (!s.geometry.isEmpty()) {
        restoreGeometry(s.geometry);
        keepOnScreenWhenShown(this); // kept on a larger screen, perhaps
    }
    if (!s.state.isEmpty())
        restoreState(s.state);
    m_view->setZoom(s.zoom);
    m_historyPanel->setShowsTypography(s.historyShowsTypography);
    m_diffSideBySide = s.diffSideBySide;
    if (m_diffView)
        m_diffView->setSideBySide(s.diffSideBySide);
    for (const auto &e : m_editions)
        if (e.date == s.editionDate && e.language == s.editionLanguage)
            chooseCrEdition(e.id);
    if (s.current < 0 || s.places.empty())
        return;
    m_navigation.restore(s.places, size_t(s.current));
    display(*m_navigation.current());
    updateNavigation();
}

void MainWindow::rememberSessionIn(QSettings *settings)
{
    m_settings = settings;
    if (m_settings) {
        restoreSession(loadSession(*m_settings));
        m_bookmarks = loadBookmarks(*m_settings);
        m_preferences = loadPreferences(*m_settings);
        m_view->setBaseSize(m_preferences.textSize > 0 ? m_preferences.textSize : m_defaultTextSize);
        m_bookmarksPanel->setBookmarks(m_bookmarks);
    }
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    m_preferences = preferences;
    m_view->setBaseSize(preferences.textSize > 0 ? preferences.textSize : m_defaultTextSize);
    if (m_settings)
        savePreferences(*m_settings, preferences);
}

bool MainWindow::bookmarkCurrent(const QString &note)
{
    const auto edition = currentEdition();
    if (!m_navigation.current() || !edition)
        return false;
    const Bookmark mark{*m_navigation.current(), edition->date, edition->language, note, QDateTime::currentDateTimeUtc()};
    const auto same = std::find_if(m_bookmarks.begin(), m_bookmarks.end(), [&](const Bookmark &b) { return b.samePlace(mark); });
    if (same != m_bookmarks.end())
        same->note = note;
    else
        m_bookmarks.push_back(mark);
    bookmarksChanged();
    statusBar()->showMessage(tr("Bookmarked %1 (%2).").arg(placeName(mark.target), mark.editionDate), 5000);
    return true;
}

bool MainWindow::openBookmark(int index)
{
    if (index < 0 || index >= int(m_bookmarks.size()))
        return false;
    const Bookmark &b = m_bookmarks[size_t(index)];
    std::optional<rulesdb::EditionInfo> edition;
    guarded([&] {
        if (m_store)
            edition = m_store->edition(b.editionDate, b.editionLanguage);
    });
    if (!edition || std::none_of(m_editions.begin(), m_editions.end(), [&](const auto &e) { return e.id == edition->id; })) {
        statusBar()->showMessage(tr("The edition of %1 is no longer in this database.").arg(b.editionDate), 5000);
        return false;
    }
    chooseCrEdition(edition->id);
    return navigate(b.target);
}

void MainWindow::bookmarksChanged()
{
    m_bookmarksPanel->setBookmarks(m_bookmarks);
    if (m_settings)
        saveBookmarks(*m_settings, m_bookmarks); // now, not on close: a crash keeps them
}

} // namespace gui
