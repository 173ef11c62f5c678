#pragma once
// The interface between the importers and Rulekeeper's PDF reader, a module of its own
// (librulekeeper-pdf.so): Poppler, and the Qt GUI and image libraries it brings, are loaded
// only when a PDF is imported, not by every command and every start of the app.
// pdftext.cpp loads the module and names what went wrong; the module only reads.

#include <QByteArray>
#include <QString>

namespace importers::pdfmodule {

// The module's file, without the "lib" prefix and the ".so" suffix QLibrary adds.
inline constexpr char kName[] = "rulekeeper-pdf";
// The one function it exports; a change of its signature or meaning is a new name.
inline constexpr char kEntry[] = "rulekeeper_pdf_text_v1";

enum Result : int {
    Read = 0,      // *text holds every page's text in order, *pages the page count
    Unreadable = 1, // Poppler cannot open it: damaged or cut short
    Locked = 2,     // it needs a password
};

// The text of every page as the page prints it (Poppler's physical layout), each page's
// line ends '\n' and the page ending in one.
using Entry = int (*)(const QByteArray *bytes, QString *text, int *pages);

} // namespace importers::pdfmodule
