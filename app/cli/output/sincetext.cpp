#include "sincetext.h"

#include <QLocale>

namespace {

QString languageName(const QString &code)
{
    return QLocale::languageToString(QLocale(code).language());
}

// "since 2015-01-23 (first edition with this wording)", or "at least since" the earliest
// edition of the language when no older one says otherwise: a date the data supports.
QString sincePhrase(const QString &date, rulesdb::TextSince::Source source, const QString &language,
                    bool nameLanguage)
{
    const QString lang = nameLanguage ? languageName(language) + u' ' : QString();
    switch (source) {
    case rulesdb::TextSince::Stamp:
        return QStringLiteral("since %1 (dated ruling)").arg(date);
    case rulesdb::TextSince::FirstEdition:
        return QStringLiteral("since %1 (first %2edition with this wording)").arg(date, lang);
    case rulesdb::TextSince::EarliestKnown:
        break;
    }
    return QStringLiteral("at least since %1 (the earliest %2 edition here)").arg(date, languageName(language));
}

} // namespace

QString sinceLines(const rulesdb::TextSince &since, const QString &editionLanguage)
{
    const bool translation = !since.translationDate.isEmpty();
    QString line = QStringLiteral("  Text in force ")
                   + sincePhrase(since.date, since.source, since.language, translation && since.language != editionLanguage);
    if (!since.previousNumber.isEmpty())
        line.insert(line.size() - 1, QStringLiteral("; renumbered from %1 on %2").arg(since.previousNumber, since.numberedSince));
    line += u'\n';
    if (translation)
        line += QStringLiteral("  This translation's wording ")
                + sincePhrase(since.translationDate, since.translationSource, editionLanguage, true) + u'\n';
    return line;
}
