#pragma once
// The diff of two consecutive whole editions read from the lineage stored for them
// (RulesStore::updateLineage()), instead of aligning both editions again: the stored links
// are that alignment's changes, and each link names the text of its rules, so only the
// links, those texts and the rules' examples are read.

#include "lineage/editiondiff.h"

#include <optional>

namespace rulesdb {

// The changes editionChanges() would align, from the stored links and the word diffs and
// texts stored with them; nullopt when the store has no links for this pair (not
// consecutive whole editions, not linked yet, links of another alignment version) or a text
// they name is missing, so that the caller aligns the editions instead. The rules read are
// only those the links name, in the order the changes name them.
std::optional<EditionChanges> storedChanges(RulesStore &store, const EditionInfo &from, const EditionInfo &to);

// The same as a diff (diffOfChanges()).
std::optional<EditionDiff> storedDiff(RulesStore &store, const EditionInfo &from, const EditionInfo &to);

} // namespace rulesdb
