// The official plain-text releases, after decoding.
#include "fuzzsupport.h"
#include "readers/officialtext.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeOfficialText(text);
    fuzz::refusedOnlyByImportError([&] {
        fuzz::checkEdition(importers::parseOfficialText(text, QStringLiteral("fuzz.txt")));
    });
    return 0;
}
