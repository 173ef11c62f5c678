#pragma once
// The app's strings and Qt's own in the user's language. English has a translation too:
// it holds only the plural forms ("1 rule", "2 rules"), which the source strings write
// as "%n rule(s)".

#include <QLocale>

class QCoreApplication;

namespace gui {

// Installs the translators for the locale, replacing those installed before; English when
// the app has no translation for it (the "C" locale of a bare session included).
void installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace gui
