// The text copy of an HTML page of the rules: bullet lines ("• 107.1. …").
#include "fuzzsupport.h"
#include "readers/htmlpage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeBulletedRules(text);
    fuzz::refusedOnlyByImportError([&] {
        fuzz::checkEdition(importers::readBulletedRules(text, QStringLiteral("fuzz.txt")));
    });
    return 0;
}
