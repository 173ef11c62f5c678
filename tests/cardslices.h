#pragma once
// Set files taken out of MTGJSON's 2022 archive in the corpus at test time: real slices of
// it, for tests that need a few sets rather than all 579 (the whole archive takes seconds to
// import, minutes under a sanitizer).

#include "cards/cardfiles.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QStringList>

namespace testsupport {

inline QString cardArchive2022()
{
    return corpusFile(QStringLiteral("cards/mtgjson5/AllSetFiles-2022-04-25.tar.xz"));
}

// Writes the named set files ("TSP.json") of the 2022 archive into `dir` in one pass over
// it and returns their paths, in the archive's order. A file that could not be written is
// left out: a caller compares the count with the names it asked for.
inline QStringList setFilesFrom2022Archive(const QDir &dir, const QStringList &names)
{
    QStringList written;
    importers::cards::forEachEntry(cardArchive2022(), QStringLiteral("archive"), [&](importers::cards::CardFileEntry &entry) {
        if (!names.contains(entry.name))
            return;
        QFile out(dir.filePath(entry.name));
        const qint64 size = qint64(entry.bytes.size());
        if (out.open(QIODevice::WriteOnly) && out.write(entry.bytes.data(), size) == size)
            written << out.fileName();
    });
    return written;
}

} // namespace testsupport
