#pragma once
// Reads rules files of any supported shape into editions and stores them: the one entry
// point the command line and the app use.

#include "edition.h"
#include "rulesstore.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace importers {

struct ImportOptions {
    QString format = QStringLiteral("auto"); // "auto" recognises the shape from the content
    QString date;     // YYYY-MM-DD; overrides the date the file states
    QString language = QStringLiteral("en");
    int extraFlags = 0; // e.g. rulesdb::FlagPartial for an excerpt
    bool replace = false; // replace an edition with the same date and language
};

// The shapes this build can read, for --format and messages.
QStringList supportedFormats();

// Recognises the shape of a decoded file from its content (not its name). Throws
// ImportError naming the file when no importer recognises it.
QString detectFormat(const QString &text, const QString &fileName);

// Reads one file into an edition without touching any database. Throws ImportError.
rulesdb::EditionData readEdition(const QString &path, const ImportOptions &options);

struct ImportOutcome {
    QString file;
    rulesdb::AddResult result; // an edition of the rules
    // Set instead when the file held card rulings, which are no edition.
    std::optional<rulesdb::AddRulingsResult> rulings;
    QStringList warnings;
};

// Reads every file, then stores them all in one transaction: if any file fails, nothing
// is written. Throws ImportError or rulesdb::DbError.
std::vector<ImportOutcome> importFiles(rulesdb::RulesStore &store, const QStringList &paths,
                                       const ImportOptions &options);

} // namespace importers
