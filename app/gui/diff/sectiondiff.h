#pragma once
// Two editions of a policy document (MTR, IPG, JAR) compared as the diff view compares the
// CR's: RulesStore::sectionDiff's changes as entries of an edition diff, a section's key
// for its number and its wording (sectionWording()) for its text.

#include "lineage/editiondiff.h"

namespace gui {

// Throws DbError when an edition is gone.
rulesdb::EditionDiff diffSections(rulesdb::RulesStore &store, const rulesdb::EditionInfo &from,
                                  const rulesdb::EditionInfo &to);

} // namespace gui
