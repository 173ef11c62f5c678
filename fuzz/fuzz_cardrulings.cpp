// Card rulings in MTGJSON's shapes.
#include "fuzzsupport.h"
#include "readers/cardrulings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeCardRulings(text);
    fuzz::refusedOnlyByImportError([&] {
        const rulesdb::RulingSet set = importers::readCardRulings(text, QStringLiteral("fuzz.json"));
        if (set.rulings.empty())
            fuzz::fail("card rulings read without a ruling", set.name);
    });
    return 0;
}
