#pragma once
// What the user sets once: the size of the rule text (read at arm's length across a table)
// and the language of the interface. Typed settings: a value of the wrong type or out of
// range reads as the default, never as garbage.

#include <QLocale>
#include <QString>
#include <QStringList>

class QSettings;

namespace gui {

struct Preferences {
    int textSize = 0;  // points for the rule text; 0: the default
    QString language;  // a code of interfaceLanguages(); empty: the system's

    friend bool operator==(const Preferences &, const Preferences &) = default;
};
inline constexpr int kMinTextSize = 8;
inline constexpr int kMaxTextSize = 40;

// The languages the app is translated into, English first.
QStringList interfaceLanguages();
// The locale the interface is shown in: the chosen language, else the system's.
QLocale interfaceLocale(const Preferences &preferences);

Preferences loadPreferences(const QSettings &settings);
void savePreferences(QSettings &settings, const Preferences &preferences);

} // namespace gui
