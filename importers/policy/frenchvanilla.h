#pragma once
// The French-Vanilla dataset of the policy documents: one folder per version, an index file
// (mtr_index.json / ipg_index.json: title, metadata.effective_date, the sections) and one
// JSON file per section or appendix beside it, named by the index's section_key.

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

// The index file's text: a JSON object with "document_type", "sections" and "section_key".
bool recognisesFrenchVanillaIndex(QStringView text);

// Reads the index at indexPath and the section files beside it. Throws ImportError naming
// the file that is wrong (the index, or the section file it names) and what was expected.
PolicyDocument readFrenchVanillaFolder(const QString &indexPath);

} // namespace importers::policy
