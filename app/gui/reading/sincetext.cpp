#include "reading/sincetext.h"

#include <QCoreApplication>
#include <QLocale>

namespace gui {

namespace {

// Qt names a language in English only (QLocale::languageToString): the German window read
// "die früheste Ausgabe hier in der Sprache English". The languages the rules are published
// in are named here in the interface's language; another keeps Qt's English name.
QString languageName(const QString &code)
{
    static const struct {
        const char *code;
        const char *name;
    } names[] = {
        {"en", QT_TRANSLATE_NOOP("gui::Languages", "English")},
        {"zh", QT_TRANSLATE_NOOP("gui::Languages", "Chinese")},
        {"de", QT_TRANSLATE_NOOP("gui::Languages", "German")},
        {"fr", QT_TRANSLATE_NOOP("gui::Languages", "French")},
        {"es", QT_TRANSLATE_NOOP("gui::Languages", "Spanish")},
        {"it", QT_TRANSLATE_NOOP("gui::Languages", "Italian")},
        {"pt", QT_TRANSLATE_NOOP("gui::Languages", "Portuguese")},
        {"ja", QT_TRANSLATE_NOOP("gui::Languages", "Japanese")},
        {"ko", QT_TRANSLATE_NOOP("gui::Languages", "Korean")},
        {"ru", QT_TRANSLATE_NOOP("gui::Languages", "Russian")},
    };
    const QString language = QLocale::languageToCode(QLocale(code).language());
    for (const auto &n : names)
        if (language == QLatin1String(n.code))
            return QCoreApplication::translate("gui::Languages", n.name);
    return QLocale::languageToString(QLocale(code).language());
}

} // namespace

// "since 2015-01-23", or "at least since" the earliest edition of the language when no
// older one says otherwise: never a date the data cannot support.
namespace {

QString sincePhrase(const QString &date, rulesdb::TextSince::Source source, const QString &language)
{
    switch (source) {
    case rulesdb::TextSince::Stamp:
        return QCoreApplication::translate("gui::RuleView", "since %1 (dated by its source)").arg(date);
    case rulesdb::TextSince::FirstEdition:
        return QCoreApplication::translate("gui::RuleView", "since %1").arg(date);
    case rulesdb::TextSince::EarliestKnown:
        break;
    }
    return QCoreApplication::translate("gui::RuleView", "at least since %1 (the earliest %2 edition here)")
        .arg(date, languageName(language));
}
} // namespace

QString sinceText(const rulesdb::TextSince &since, const QString &editionLanguage)
{
    QString text = QCoreApplication::translate("gui::RuleView", "Text in force %1").arg(sincePhrase(since.date, since.source, since.language));
    if (!since.previousNumber.isEmpty())
        text += QCoreApplication::translate("gui::RuleView", "; renumbered from %1 on %2").arg(since.previousNumber, since.numberedSince);
    if (!since.translationDate.isEmpty())
        text += u'\n' + QCoreApplication::translate("gui::RuleView", "By the English edition of the same date; this translation's wording %1")
                            .arg(sincePhrase(since.translationDate, since.translationSource, editionLanguage));
    return text;
}

} // namespace gui
