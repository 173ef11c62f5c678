#pragma once
// Set files taken out of MTGJSON's 2022 archive in the corpus at test time: real slices of
// it, for tests that need a few sets rather than all 579 (the whole archive takes seconds to
// import, minutes under a sanitizer).

#include "cards/cardfiles.h"
#include "importer.h"
#include "rulesstore.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
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

// Lotus Bloom reworded: a database at `path` with the CR of 2025-09-19 and two snapshots of
// Time Spiral, the 2022 archive's set file and MTGJSON's file of 2025-08-18. What went wrong,
// or nothing. hasTimeSpiralSnapshots() says first whether ../shared has the files.
inline bool hasTimeSpiralSnapshots()
{
    for (const QString &file : {corpusFile(QStringLiteral("cards/mtgjson5/TSP-2025-08-18.json")), cardArchive2022(),
                                corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"))})
        if (file.isEmpty() || !QFileInfo::exists(file))
            return false;
    return true;
}

inline QString writeTimeSpiralSnapshots(const QString &path)
{
    const QStringList tsp2022 = setFilesFrom2022Archive(QFileInfo(path).dir(), {QStringLiteral("TSP.json")});
    if (tsp2022.size() != 1)
        return QStringLiteral("TSP.json could not be taken out of the 2022 archive");
    rulesdb::RulesStore store(path);
    const auto outcomes = importers::importFiles(store, {corpusFile(QStringLiteral("cr-txt/2025-09-19.txt")), tsp2022.front(),
                                                         corpusFile(QStringLiteral("cards/mtgjson5/TSP-2025-08-18.json"))},
                                                 {});
    if (outcomes.size() != 3 || store.editions(rulesdb::Document::Cards).size() != 2)
        return QStringLiteral("the CR and the two Time Spiral snapshots did not all import");
    return {};
}

} // namespace testsupport
