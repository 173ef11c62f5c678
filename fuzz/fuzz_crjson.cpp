// A third-party JSON parse of a whole CR edition.
#include "fuzzsupport.h"
#include "readers/crjson.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeCrJson(text);
    fuzz::refusedOnlyByImportError([&] {
        fuzz::checkEdition(importers::readCrJson(text, QStringLiteral("fuzz.json")));
    });
    return 0;
}
