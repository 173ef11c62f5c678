#pragma once
// The date an edition states in words, as every shape of the rules writes it: "These rules
// are effective as of July 30, 2024." (2009 on), "current as of" before, and the
// "Oct 23, 2009" of a dated-rulings page, and the Chinese translation's date.

#include <QString>
#include <QStringView>
#include <optional>

namespace importers {

// "July", "Jul", "jul." with a day and a year → "2024-07-30"; empty when that is no date.
QString isoDateFromWords(QStringView month, QStringView day, QStringView year);

struct EffectiveSentence {
    QString date;  // YYYY-MM-DD, empty when the words name no real date ("February 30")
    QString words; // the sentence as written, for messages
    qsizetype end = 0; // where it ends in the text searched
};

// The first "effective as of <Month D, YYYY>" or "current as of …" in the text (the
// spaces may be no-break spaces: web pages), or the Chinese translation's
// "此规则于YYYY年M月D日起生效".
std::optional<EffectiveSentence> findEffectiveSentence(QStringView text);

} // namespace importers
