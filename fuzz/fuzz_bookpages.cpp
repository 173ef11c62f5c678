// Pages of an online book reader. A form feed in the input starts the next page, so that
// the mending of words and sentences split across pages is fuzzed too.
#include "fuzzsupport.h"
#include "readers/bookpages.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeBookPage(text);
    std::vector<importers::BookPage> pages;
    for (const QString &page : text.split(u'\f'))
        pages.push_back({QStringLiteral("page-%1.txt").arg(pages.size() + 1), page});
    fuzz::refusedOnlyByImportError([&] { fuzz::checkEdition(importers::readBookPages(std::move(pages))); });
    return 0;
}
