// The policy documents as published: PDFs, their text read with Poppler as their pages
// print it, then read as the PDFs' text dumps are. Poppler parses the bytes; what is
// fuzzed here is that a damaged or hostile PDF is refused only with an ImportError, and
// that whatever text comes out of one holds up in the reader after it.
#include "fuzzsupport.h"
#include "policy/pdftextdump.h"
#include "policy/policyedition.h"
#include "text/pdftext.h"

#include <QByteArray>

using namespace importers;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (!isPdf(bytes))
        return 0; // the importer reads anything else as text, as other targets fuzz
    fuzz::refusedOnlyByImportError([&] {
        const QString text = pdfText(bytes, QStringLiteral("fuzz.pdf"));
        if (policy::recognisesPdfTextDump(text))
            fuzz::checkPolicyEdition(policy::editionFromPolicy(policy::readPdfTextDump(text, QStringLiteral("fuzz.pdf"))));
    });
    return 0;
}
