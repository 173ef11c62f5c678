// Real HTML pages of the rules, read through gumbo.
#include "fuzzsupport.h"
#include "readers/htmlpage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeHtml(text);
    fuzz::refusedOnlyByImportError([&] {
        fuzz::checkEdition(importers::readHtmlPage(text, QStringLiteral("fuzz.html")));
    });
    return 0;
}
