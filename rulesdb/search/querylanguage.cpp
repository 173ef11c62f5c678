#include "search/querylanguage.h"

namespace rulesdb {

QString languageOfLetters(QStringView query)
{
    // Kana or Hangul anywhere tell Japanese or Korean, which also write Han characters.
    bool han = false;
    for (const char32_t c : query.toUcs4()) {
        switch (QChar::script(c)) {
        case QChar::Script_Hiragana:
        case QChar::Script_Katakana:
            return QStringLiteral("ja");
        case QChar::Script_Hangul:
            return QStringLiteral("ko");
        case QChar::Script_Han:
            han = true;
            break;
        default:
            break;
        }
    }
    return han ? QStringLiteral("zh") : QString();
}

std::optional<EditionInfo> editionForLettersOf(RulesStore &store, QStringView query, const EditionInfo &reading)
{
    const QString language = languageOfLetters(query);
    if (language.isEmpty() || language == reading.language)
        return std::nullopt;
    if (auto sameDate = store.edition(reading.date, language))
        return sameDate;
    std::optional<EditionInfo> newest;
    for (const EditionInfo &e : store.editions())
        if (e.language == language && (!newest || e.date > newest->date))
            newest = e;
    return newest;
}

} // namespace rulesdb
