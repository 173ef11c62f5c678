// A Cockatrice card database (cards.xml, a spoiler file, tokens.xml) read into cards.
#include "cards/cockatricereader.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    importers::cards::CardFileEntry entry{QStringLiteral("fuzz"), std::string(reinterpret_cast<const char *>(data), size)};
    (void)importers::cards::looksLikeCockatrice(entry.bytes);
    importers::cards::CardCollector collector;
    fuzz::refusedOnlyByImportError([&] {
        (void)importers::cards::readCockatrice(entry, QStringLiteral("fuzz.xml"), collector);
        fuzz::checkCards(collector.takeCards());
    });
    return 0;
}
