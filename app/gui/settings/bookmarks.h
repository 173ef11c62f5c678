#pragma once
// Bookmarks: rules (or glossary entries) a judge keeps at hand, each with the edition it
// was read in and a note ("the Trample/Deathtouch question from round 3"). Kept in the
// user's settings under typed keys, written at each change so that a crash loses none; an
// entry with a missing or malformed field reads as absent, never as garbage.

#include "window/lookup.h"

#include <QDateTime>
#include <QString>
#include <vector>

class QSettings;

namespace gui {

struct Bookmark {
    Target target;
    QString editionDate; // the edition it was read in
    QString editionLanguage;
    QString note;
    QDateTime added;

    // Same place in the same edition: bookmarking it again edits its note.
    bool samePlace(const Bookmark &other) const
    {
        return target == other.target && editionDate == other.editionDate
               && editionLanguage == other.editionLanguage;
    }
};

std::vector<Bookmark> loadBookmarks(QSettings &settings); // reading an array needs a mutable QSettings
void saveBookmarks(QSettings &settings, const std::vector<Bookmark> &bookmarks);

} // namespace gui
