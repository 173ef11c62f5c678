// A rules search site's page of dated rulings.
#include "fuzzsupport.h"
#include "readers/datedrulings.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeDatedRulings(text);
    fuzz::refusedOnlyByImportError([&] {
        const rulesdb::EditionData edition = importers::readDatedRulings(text, QStringLiteral("fuzz.txt"));
        fuzz::checkEdition(edition);
        for (const rulesdb::RuleEntry &r : edition.rules) {
            if (!r.since.isEmpty() && !QDate::fromString(r.since, QStringLiteral("yyyy-MM-dd")).isValid())
                fuzz::fail("a rule stamp that is not YYYY-MM-DD", r.since);
        }
    });
    return 0;
}
