// The decoder sees a file's raw bytes first: any bytes at all.
#include "fuzzsupport.h"
#include "text/textdecoder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    fuzz::refusedOnlyByImportError([&] {
        const importers::DecodedText decoded = importers::decodeText(bytes, QStringLiteral("fuzz.txt"));
        // Importers split on '\n' only; a carriage return left behind would end up in rule text.
        if (decoded.text.contains(u'\r'))
            fuzz::fail("a carriage return after decoding", decoded.encoding);
        if (decoded.encoding.isEmpty())
            fuzz::fail("text decoded without naming its encoding", {});
    });
    return 0;
}
