#pragma once
// Editions that are transliterations of their neighbours (RulesStore::flagTransliterations,
// transliteration.cpp): a copy of the rules whose curly quotes, apostrophes and dashes were
// folded to ASCII throughout on its way to us (2019-01-25 sits between two typographic
// editions with the same words in straight quotes). Its text is not what was published:
// it is flagged lossy, judged from what the texts show, not from a date.

#include "edition.h"

#include <QString>

namespace rulesdb {

// One edition whose flags the judgement changed.
struct TransliterationNote {
    QString date;
    QString language;
    bool flagged = true;  // false: no longer judged a transliteration
    QString neighbours;   // the editions it was compared with ("2018-08-10 and 2019-05-03")
};

} // namespace rulesdb
