#pragma once
// The ways a diff of two editions is written out: plain text for the terminal, the JSON
// of the command-line contract, and a self-contained HTML report.

#include "lineage/editiondiff.h"
#include "rulesstore.h"

#include <QJsonObject>
#include <QString>

namespace cli {

// {from, to, summary: {added, removed, modified, moved, split, merged, typography,
// unchanged, references, moved_modified}, changes: [{kind, old, new, similarity, diff}]}
QJsonObject diffJson(const rulesdb::EditionDiff &diff);
QString diffText(const rulesdb::EditionChanges &changes);
// One HTML file with its styles inside; every rule text escaped.
QString diffHtml(const rulesdb::EditionDiff &diff);
// The same report for a policy document (MTR, IPG, JAR): its sections' changes, each with
// its number, title and word diff.
QString sectionDiffHtml(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to,
                        const std::vector<rulesdb::SectionChange> &changes);

} // namespace cli
