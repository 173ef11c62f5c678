#pragma once
// Whether a policy file that names no document can be the one --document says it is. Its
// own sections tell, when they tell anything: only the IPG's infractions carry a penalty,
// JAR numbers none of its sections, the MTR and the IPG number theirs; and each number is
// titled as in the editions of its document already imported ("2.1 Match Structure" is
// the MTR's, the IPG's 2.1 is "Missed Trigger"). A file whose sections tell nothing (a
// few untitled paragraphs) is taken as --document says.

#include "edition.h"

#include <QString>

namespace rulesdb {
class RulesStore;
}

namespace importers::policy {

// Why `file`'s sections contradict `named`, in words that quote them; empty when they do
// not. Without a store only the sections' shape is weighed.
QString documentContradiction(const rulesdb::EditionData &file, rulesdb::Document named, rulesdb::RulesStore *store);

} // namespace importers::policy
