// A folder of JSON sections, as the reader finds it on disk. The input is the index file
// and the section file it names, split at the first NUL byte; without one, the input is the
// section file of a fixed index. Both are written to a folder of this process's own.
#include "fuzzsupport.h"
#include "policy/frenchvanilla.h"
#include "policy/policyedition.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace importers::policy;

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        fuzz::fail("cannot write the fuzz folder", path);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype split = bytes.indexOf('\0');
    const QByteArray index = split >= 0 ? bytes.left(split)
                                        : QByteArrayLiteral("{\"title\": \"Magic Infraction Procedure Guide\", "
                                                            "\"metadata\": {\"effective_date\": \"September 23, 2024\"}, "
                                                            "\"sections\": [{\"section_number\": 1, \"title\": \"1. General "
                                                            "Philosophy\", \"section_key\": \"ipg_section_1\"}]}");
    const QByteArray section = split >= 0 ? bytes.mid(split + 1) : bytes;
    const QString indexPath = dir.filePath(QStringLiteral("ipg_index.json"));
    write(indexPath, index);
    write(dir.filePath(QStringLiteral("ipg_section_1.json")), section);
    (void)recognisesFrenchVanillaIndex(QString::fromUtf8(index));
    fuzz::refusedOnlyByImportError([&] { fuzz::checkPolicyEdition(editionFromPolicy(readFrenchVanillaFolder(indexPath))); });
    return 0;
}
