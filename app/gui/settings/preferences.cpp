#include "settings/preferences.h"

#include <QSettings>

namespace gui {

namespace {
const QString kTextSize = QStringLiteral("preferences/textSize");
const QString kLanguage = QStringLiteral("preferences/language");
} // namespace

QStringList interfaceLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"),
            QStringLiteral("ja")};
}

QLocale interfaceLocale(const Preferences &preferences)
{
    return preferences.language.isEmpty() ? QLocale() : QLocale(preferences.language);
}

Preferences loadPreferences(const QSettings &settings)
{
    Preferences p;
    bool ok = false;
    const int size = settings.value(kTextSize).toInt(&ok);
    if (ok && size >= kMinTextSize && size <= kMaxTextSize)
        p.textSize = size;
    const QString language = settings.value(kLanguage).toString();
    if (interfaceLanguages().contains(language))
        p.language = language;
    return p;
}

void savePreferences(QSettings &settings, const Preferences &preferences)
{
    if (preferences.textSize > 0)
        settings.setValue(kTextSize, preferences.textSize);
    else
        settings.remove(kTextSize);
    if (!preferences.language.isEmpty())
        settings.setValue(kLanguage, preferences.language);
    else
        settings.remove(kLanguage);
    settings.sync();
}

} // namespace gui
