#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace gui {

void installTranslations(QCoreApplication &app, const QLocale &locale)
{
    // Installing again replaces the language: the translators installed before go first,
    // or their strings would still win over those of a language without them (English).
    const auto installed = app.findChildren<QTranslator *>(QStringLiteral("rulekeeperTranslator"),
                                                           Qt::FindDirectChildrenOnly);
    for (QTranslator *old : installed) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    auto translator = [&app] {
        auto *t = new QTranslator(&app); // parented to the application: lives as long as it does
        t->setObjectName(QStringLiteral("rulekeeperTranslator"));
        return t;
    };
    // Numbers and dates in the interface language's format (3.254 in German, not 3,254),
    // whatever the system's locale: QLocale() and %L read the default.
    QLocale::setDefault(locale);
    QTranslator *own = translator();
    if (own->load(locale, QStringLiteral("rulekeeper"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral("rulekeeper_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    QTranslator *qt = translator();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace gui
