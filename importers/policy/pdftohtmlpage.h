#pragma once
// The judge documents as poppler's pdftohtml turned the PDFs into HTML: one complete HTML
// document per PDF page, the pages concatenated, each a background image and absolutely
// positioned fragments of text. Lines are rebuilt from the fragments' positions (a line
// is the fragments at one height, left to right; small capitals, a big letter and its
// smaller rest, share the line's foot), paragraphs from the gaps between lines, and page
// numbers, the contents list with its dotted leaders and the page images are dropped.

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

bool recognisesPdftohtmlPages(QStringView text);
PolicyDocument readPdftohtmlPages(const QString &text, const QString &fileName);

} // namespace importers::policy
