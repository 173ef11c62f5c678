#pragma once
// Plain-text dumps of the policy PDFs (one PDF line per line, no blank lines between
// paragraphs, page numbers alone on a line, a table of contents with dotted leaders, IPG
// infraction headings with the penalty glued on, the JAR's unnumbered headings).

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

// A policy document's title and its "Effective …"/"Updated …" line among the first lines,
// as plain text: no markup, no JSON, no TAB-separated contents (the old plain-text rules).
// A copy that lost its title opens with that line alone, and is read as naming no document.
bool recognisesPdfTextDump(QStringView text);

// Throws ImportError naming fileName and the line for a text with neither a title naming a
// policy document nor a date line where it would be, a stated date that names no real
// day, or a text without any section. Without a title the document is unstated
// (PolicyDocument::documentStated).
PolicyDocument readPdfTextDump(const QString &text, const QString &fileName);

} // namespace importers::policy
