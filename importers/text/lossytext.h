#pragma once
// Text that lost punctuation on its way to us: a web page that dropped its apostrophes
// ("cant", "thats"), or a file converted through a code page that had no curly quotes or
// dashes, which came out as "?" ("don?t", "cards?even"). Such an edition is still worth
// importing, flagged lossy, so that lineage compares it by what survived.

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

// Contractions written without apostrophes and no apostrophe anywhere.
bool lostApostrophes(QStringView text);

// How many words carry a "?" where punctuation was (between two letters or digits),
// outside web addresses, where "?" is real.
int questionMarksForPunctuation(QStringView text);

// Flags the edition lossy, with a warning naming the first rule where the loss shows,
// when its rules and examples lost apostrophes, quotes or dashes.
void flagLossyText(rulesdb::EditionData &edition, const QString &fileName);

} // namespace importers
