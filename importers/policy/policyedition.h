#pragma once
// A policy document as the database stores it: an edition of its document whose sections
// keep their order, titles, penalties and labelled parts.

#include "edition.h"
#include "policy/policydocument.h"

namespace importers::policy {

// Paragraphs are joined with '\n' (as the CR's continuation paragraphs are); an MTR
// section's examples become parts labelled "Example", after its other parts.
rulesdb::EditionData editionFromPolicy(const PolicyDocument &document);

} // namespace importers::policy
