// The JSON parse every JSON shape goes through, and the line its error names.
#include "fuzzsupport.h"
#include "jsonfile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    try {
        (void)importers::parseJsonFile(bytes, QStringLiteral("fuzz.json"), QStringLiteral("anything"));
    } catch (const importers::ImportError &e) {
        const qsizetype lines = bytes.count('\n') + 1;
        if (e.line() < 1 || e.line() > lines)
            fuzz::fail("a JSON error on a line the file does not have", e.toString());
    }
    return 0;
}
