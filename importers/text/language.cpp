#include "text/language.h"

namespace importers {

QString detectLanguage(const rulesdb::EditionData &edition)
{
    // The first rules are plenty: a translation translates them all.
    constexpr size_t kRulesRead = 300;
    qsizetype latin = 0, han = 0, kana = 0, hangul = 0;
    for (size_t i = 0; i < edition.rules.size() && i < kRulesRead; ++i) {
        for (const QChar c : edition.rules[i].text) {
            const char16_t u = c.unicode();
            if ((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z'))
                ++latin;
            else if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF))
                ++han;
            else if (u >= 0x3040 && u <= 0x30FF)
                ++kana;
            else if (u >= 0xAC00 && u <= 0xD7AF)
                ++hangul;
        }
    }
    // An ideograph or a syllable says about as much as three Latin letters: English words
    // (card names, web addresses) in a translation do not outweigh it. Japanese writes kana
    // between its ideographs; Chinese none.
    constexpr qsizetype kLettersPerSign = 3;
    if ((kana + han) * kLettersPerSign > latin)
        return kana * 10 > han ? QStringLiteral("ja") : QStringLiteral("zh");
    if (hangul * kLettersPerSign > latin)
        return QStringLiteral("ko");
    return QStringLiteral("en");
}

} // namespace importers
