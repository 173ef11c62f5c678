#pragma once
// Writes an edition back out in the layout of the official plain-text releases, so that
// an export reads like the original and re-imports to the same rules.

#include "edition.h"

#include <QString>

namespace importers {

QString writeOfficialText(const rulesdb::EditionData &edition);

} // namespace importers
