#include "jsonplace.h"

#include <algorithm>

namespace importers::cards {

ImportError errorAt(const QString &file, const QString &entry, const std::string &bytes, size_t offset,
                    const QString &problem, const QString &expected)
{
    offset = std::min(offset, bytes.size());
    const int line = 1 + int(std::count(bytes.begin(), bytes.begin() + qsizetype(offset), '\n'));
    const QString in = entry == file ? QString() : QStringLiteral("in %1, line %2, ").arg(entry).arg(line);
    return ImportError(file, entry == file ? line : 0,
                       QStringLiteral("%1at byte %2: %3: expected %4").arg(in).arg(offset).arg(problem, expected));
}

} // namespace importers::cards
