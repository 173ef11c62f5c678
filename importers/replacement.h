#pragma once
// What replacing an edition would lose: a whole edition replaced by a copy read as an
// excerpt, a copy that broke off or a lossy copy loses rules (or punctuation) without a
// word, since the replaced edition is gone. The command line refuses such a replacement
// unless told again, and the import dialog asks, both naming what goes.

#include "edition.h"
#include "rulesstore.h"

#include <QString>
#include <algorithm>
#include <optional>

namespace importers {

// What an edition about to be imported holds (as counted by previewFile and the store).
struct EditionHoldings {
    int rules = 0;    // a policy document's sections
    int examples = 0;
    int glossary = 0;
    int flags = 0;    // rulesdb::EditionFlag
};

struct ReplacementLoss {
    rulesdb::EditionInfo replaced; // the whole edition here
    EditionHoldings incoming;
    int lesserFlags = 0; // what the incoming copy is read as and the edition here is not
    // How many of each the edition here has beyond the incoming copy (0 when not fewer).
    int rulesLost() const { return std::max(0, replaced.rules - incoming.rules); }
    int examplesLost() const { return std::max(0, replaced.examples - incoming.examples); }
    int glossaryLost() const { return std::max(0, replaced.glossary - incoming.glossary); }
};

// What an edition read from a file holds, counted as the store counts it when it is added.
EditionHoldings holdingsOf(const rulesdb::EditionData &edition);

// nullopt unless `replaced` is a whole edition (neither partial nor incomplete) and the
// incoming copy is read as partial, incomplete or lossy where it is not.
std::optional<ReplacementLoss> replacementLoss(const rulesdb::EditionInfo &replaced, const EditionHoldings &incoming);

// "the CR of 2026-01-16 (en), 3114 rules, 276 examples, 725 glossary terms, would be
// replaced by a copy read as incomplete that holds 1294 rules, …: 1820 rules, … would be
// lost": the command line's words (the app says it in its own, translated).
QString describeLoss(const ReplacementLoss &loss);

} // namespace importers
