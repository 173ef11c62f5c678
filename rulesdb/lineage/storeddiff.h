#pragma once
// The diff of two consecutive whole editions read from the lineage stored for them
// (RulesStore::updateLineage()), instead of aligning both editions again: the stored links
// are that alignment's changes, so only the rules they name are read.

#include "lineage/editiondiff.h"

#include <optional>

namespace rulesdb {

// The diff diffEditions() would compute, from the stored links and the word diffs stored with
// them; nullopt when the store has no links for this pair (not consecutive whole editions,
// not linked yet, links of another alignment version) or when a rule they name (a number,
// and which copy of it where a file repeats it) is not in its edition, so that the caller
// aligns the editions instead. Only the rules the links name are read.
std::optional<EditionDiff> storedDiff(RulesStore &store, const EditionInfo &from, const EditionInfo &to);

} // namespace rulesdb
