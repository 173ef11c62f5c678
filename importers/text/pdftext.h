#pragma once
// The text of a PDF, as the official policy documents (MTR, IPG, JAR) are published: read
// with Poppler and laid out as its pages set it, one printed line per line, so that the
// reader of the PDFs' text dumps (policy/pdftextdump.h) reads it as it reads those.
// Poppler lives in a module of its own (pdfmodule.h), loaded the first time a PDF is read,
// so that nothing else pays for loading it.

#include <QByteArray>
#include <QString>

namespace importers {

// Whether the bytes are a PDF file: "%PDF-" at the start.
bool isPdf(const QByteArray &bytes);

// The text of every page in order, each line as the page prints it (Poppler's physical
// layout: runs of spaces between columns are left for the readers to collapse),
// typographic ligatures ("ﬀ", "ﬁ") spelled out, line ends '\n'. Throws ImportError naming
// fileName for a PDF Poppler cannot open, one locked with a password, or one without text
// (a scan), and when the PDF reader's module cannot be loaded (saying so and what to do).
QString pdfText(const QByteArray &bytes, const QString &fileName);

} // namespace importers
