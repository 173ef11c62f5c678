#include "settings/bookmarks.h"

#include "settings/session.h"

#include <QDate>
#include <QSettings>

namespace gui {

namespace {
const QString kArray = QStringLiteral("bookmarks");
}

std::vector<Bookmark> loadBookmarks(QSettings &settings)
{
    std::vector<Bookmark> out;
    const int size = settings.beginReadArray(kArray);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        const auto place = placeFrom(settings.value(QStringLiteral("place")).toString());
        const QString date = settings.value(QStringLiteral("edition")).toString();
        const QString language = settings.value(QStringLiteral("language")).toString();
        if (!place || !QDate::fromString(date, QStringLiteral("yyyy-MM-dd")).isValid() || language.isEmpty())
            continue;
        out.push_back({*place, date, language, settings.value(QStringLiteral("note")).toString(),
                       QDateTime::fromString(settings.value(QStringLiteral("added")).toString(), Qt::ISODate)});
    }
    settings.endArray();
    return out;
}

void saveBookmarks(QSettings &settings, const std::vector<Bookmark> &bookmarks)
{
    settings.remove(kArray);
    settings.beginWriteArray(kArray, int(bookmarks.size()));
    for (int i = 0; i < int(bookmarks.size()); ++i) {
        const Bookmark &b = bookmarks[size_t(i)];
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("place"), placeKey(b.target));
        settings.setValue(QStringLiteral("edition"), b.editionDate);
        settings.setValue(QStringLiteral("language"), b.editionLanguage);
        settings.setValue(QStringLiteral("note"), b.note);
        settings.setValue(QStringLiteral("added"), b.added.toString(Qt::ISODate));
    }
    settings.endArray();
    settings.sync();
}

} // namespace gui
