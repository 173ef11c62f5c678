// CSV (RFC 4180) dataset rows, then the edition made of them.
#include "fuzzsupport.h"
#include "readers/datasetrows.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    (void)importers::looksLikeCsvRows(text);
    fuzz::refusedOnlyByImportError([&] {
        QStringList warnings;
        std::vector<importers::DatasetRow> rows = importers::readCsvRows(text, QStringLiteral("fuzz"), warnings);
        fuzz::checkEdition(importers::rowsToEdition(std::move(rows), QStringLiteral("fuzz"), warnings));
    });
    return 0;
}
