// Scryfall card, list and ruling objects read on demand into cards.
#include "cards/scryfallreader.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    importers::cards::CardFileEntry entry{QStringLiteral("fuzz"), std::string(reinterpret_cast<const char *>(data), size)};
    (void)importers::cards::looksLikeScryfall(entry.bytes);
    importers::cards::CardCollector collector;
    fuzz::refusedOnlyByImportError([&] {
        importers::cards::readScryfall(entry, QStringLiteral("fuzz.json"), collector);
        fuzz::checkCards(collector.takeCards());
    });
    return 0;
}
