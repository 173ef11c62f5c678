// The rules marked up as reStructuredText.
#include "fuzzsupport.h"
#include "readers/rstpage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeRst(text);
    fuzz::refusedOnlyByImportError([&] {
        fuzz::checkEdition(importers::readRstRules(text, QStringLiteral("fuzz.rst")));
    });
    return 0;
}
