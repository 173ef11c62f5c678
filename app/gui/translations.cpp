#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace gui {

void installTranslations(QCoreApplication &app, const QLocale &locale)
{
    // Parented to the application: translators live as long as it does.
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("rulekeeper"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral("rulekeeper_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace gui
