#pragma once
// The edition a query's own letters ask for: Chinese typed while the English rules are read
// is a question for the Chinese translation, whose words an English edition never has.

#include "rulesstore.h"

#include <QString>
#include <optional>

namespace rulesdb {

// The language the letters of a query are written in when they tell it apart from the
// Latin alphabet: "zh" for Han characters, "ja" for kana, "ko" for Hangul; empty otherwise
// (digits, punctuation and Latin letters tell nothing).
QString languageOfLetters(QStringView query);

// The edition to search for a query in another script than `reading`'s language: that
// language's edition of the same date, else its newest; nullopt when the query's letters
// are `reading`'s own or tell nothing, or no edition in their language is held.
std::optional<EditionInfo> editionForLettersOf(RulesStore &store, QStringView query, const EditionInfo &reading);

} // namespace rulesdb
