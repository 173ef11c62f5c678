#pragma once
// The files a card download holds, read by libarchive as MTGJSON and Cockatrice serve
// them: a plain file, one compressed file (.gz, .xz, .bz2, .zst), or an archive of many
// (.zip, .tar, .tar.xz …). Entries are read one at a time, so that only one is in memory.

#include "importerror.h"

#include <QString>
#include <functional>
#include <string>

namespace importers::cards {

struct CardFileEntry {
    QString name;      // the file's own name, or the entry's inside the archive
    std::string bytes; // with spare capacity for the JSON reader's padding
};

// Whether the bytes begin as a compressed file or an archive does.
bool isPacked(std::string_view head);

// Calls `each` with every regular file the path holds, in archive order. Throws
// ImportError naming `displayName`, the entry and the byte offset in the file where a
// damaged or truncated archive stops.
void forEachEntry(const QString &path, const QString &displayName, const std::function<void(CardFileEntry &)> &each);

// Up to `bytes` first bytes of the first file the path holds (unpacked): what its shape is
// recognised by. Empty when it cannot be read.
std::string headOf(const QString &path, size_t bytes = 8192);

// An ImportError naming the file imported (`file`), the entry inside it when it is an
// archive (`entry` differs from `file`), the line and byte `offset` in that entry's bytes,
// the problem met there and what was expected: where a reader stopped, said as a person
// finds it.
ImportError errorAt(const QString &file, const QString &entry, const std::string &bytes, size_t offset,
                    const QString &problem, const QString &expected);

// The padding the JSON reader needs after a file's last byte.
size_t jsonPadding();

} // namespace importers::cards
