#pragma once
// What survives a restart: the window's size and docks, the edition and the place shown,
// Back/Forward, the zoom, how the diff view lays out words. Kept in the user's settings
// under typed keys; a value of the wrong type or out of range reads as unset, never as
// garbage.

#include "window/lookup.h"

#include <QByteArray>
#include <QString>
#include <vector>

class QSettings;

namespace gui {

struct Session {
    QByteArray geometry; // QWidget::saveGeometry()
    QByteArray state;    // QMainWindow::saveState()
    QString editionDate; // the edition chosen, by date and language
    QString editionLanguage;
    std::vector<Target> places; // Back/Forward, oldest first
    int current = -1;           // index of the place shown; -1 for none
    int zoom = 0;
    bool diffSideBySide = true; // the diff view's words side by side, or inline
    bool historyShowsTypography = false; // the history's steps that changed only quotes and dashes
};

// A place as the settings keep it: "rule:702.33a", "glossary:Kicker"; nullopt for anything else.
QString placeKey(const Target &target);
std::optional<Target> placeFrom(const QString &key);

Session loadSession(const QSettings &settings);
void saveSession(QSettings &settings, const Session &session);

} // namespace gui
