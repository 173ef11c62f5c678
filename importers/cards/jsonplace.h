#pragma once
// Where a JSON reader stopped in a card file, said as a person finds it: the entry of an
// archive, the line and the byte offset, and what was expected there.

#include "importerror.h"

#include <QString>
#include <string>

namespace importers::cards {

// An ImportError naming the file imported (`file`), the entry inside it when it is an
// archive (`entry` differs from `file`), the line and byte `offset` in that entry's bytes.
ImportError errorAt(const QString &file, const QString &entry, const std::string &bytes, size_t offset,
                    const QString &problem, const QString &expected);

} // namespace importers::cards
