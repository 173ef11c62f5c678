// An MTGJSON v5 file (a set file, AllPrintings, AtomicCards) read on demand into cards.
#include "cards/mtgjsonreader.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    importers::cards::CardFileEntry entry{QStringLiteral("fuzz"), std::string(reinterpret_cast<const char *>(data), size)};
    (void)importers::cards::looksLikeMtgjson(entry.bytes);
    importers::cards::CardCollector collector;
    fuzz::refusedOnlyByImportError([&] {
        (void)importers::cards::readMtgjson(entry, QStringLiteral("fuzz.json"), collector);
        fuzz::checkCards(collector.takeCards());
    });
    return 0;
}
