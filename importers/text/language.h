#pragma once
// The language an edition is written in, told from its letters: the official rules are in
// English, and translations come in scripts of their own.

#include "edition.h"

#include <QString>

namespace importers {

// "zh" for Han ideographs without kana, "ja" with kana, "ko" for Hangul, else "en".
QString detectLanguage(const rulesdb::EditionData &edition);

} // namespace importers
