#pragma once
// Reads rules files of any supported shape into editions and stores them: the one entry
// point the command line and the app use.

#include "edition.h"
#include "formats.h"
#include "rulesstore.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

namespace importers {

struct ImportOptions {
    // A name from supportedFormats(), as typed (--format, the import dialog); "auto"
    // recognises the shape from the content.
    QString format = QStringLiteral("auto");
    QString date;     // YYYY-MM-DD; overrides the date the file states (see below)
    // The date above only for files that state none: what the import dialog asks for, so
    // that a date typed for a dataset's rows never replaces one a rulings page states.
    bool dateOnlyWhereNoneStated = false;
    // …except these files (paths as given), whose own date it replaces: the rows a user
    // chose in the import dialog. One import, one transaction, whatever dates its files get.
    QStringList dateOverStatedFor;
    QString language; // empty: as the text is written (see detectLanguage)
    int extraFlags = 0; // e.g. rulesdb::FlagPartial for an excerpt
    bool replace = false; // replace an edition with the same date and language
    // …even a whole edition by a copy read as partial, incomplete or lossy, which is
    // refused otherwise (replacement.h): the user was told what goes and confirmed it.
    bool acceptLoss = false;
    // The document every file must be (--document): a file that reads as another is refused.
    std::optional<rulesdb::Document> document;
};

// The largest file an import reads. The biggest real input is under 2 MB (a whole edition
// in UTF-16; a set's card rulings are under 1 MB): 64 MB, over thirty times that, leaves
// room for decades of growth and for rulings files holding several sets, while a file
// past it (the wrong download, a log, a disk image) is refused before it is read, so that
// memory stays bounded.
constexpr qint64 MaxFileBytes = qint64(64) << 20;

// The names of the shapes this build can read, "auto" first, then in the order of Format:
// for --format and messages.
QStringList supportedFormats();

// Recognises the shape of a decoded file from its content (not its name), by the table of
// formats.h. Throws ImportError naming the file when no shape recognises it.
Format detectFormat(const QString &text, const QString &fileName);

// Reads one file into an edition without touching any database. Throws ImportError.
rulesdb::EditionData readEdition(const QString &path, const ImportOptions &options);

// What a file holds, read without storing it: what the app's import dialog shows before
// the user confirms, and where it asks for a date the file does not state.
struct FilePreview {
    std::optional<Format> format; // as recognised from the content, or as given
    QString date;   // as stated by the file (or given in the options); empty when unknown
    QString language;
    int rules = 0;
    int examples = 0;
    int glossary = 0;
    int cardRulings = 0; // set instead of the counts above for a card rulings file, and
                         // beside `cards` for a card file
    // A card file (MTGJSON, Scryfall, Cockatrice): a snapshot of the cards, `document` Cards,
    // `format` unset; its shape ("mtgjson", "scryfall", "cockatrice") and cards.
    QString cardFormat;
    int cards = 0;
    rulesdb::Document document = rulesdb::Document::CR;
    int sections = 0;    // a policy document's sections (the rules, examples above stay 0)
    int flags = 0;       // rulesdb::EditionFlag
    QStringList warnings;
    QString error; // why it cannot be imported as it is; everything else is then unset
    // A policy file whose text names no document (no title at its top): it is imported as
    // the document ImportOptions::document names, and refused (`error`) while none is named.
    bool documentUnstated = false;
};

// Reads one file as importFiles would, without a database; never throws.
FilePreview previewFile(const QString &path, const ImportOptions &options);

// Where a long import is, reported between its steps (reading, parsing, storing each
// file): `done` of `total` steps, and the file at hand.
struct ImportStep {
    int done = 0;
    int total = 0;
    QString file;
};
// Returns false to cancel the import, which then stores nothing.
using ImportProgress = std::function<bool(const ImportStep &)>;

// Thrown by importFiles when its progress callback asked to stop.
class ImportCancelled : public std::runtime_error {
public:
    ImportCancelled() : std::runtime_error("import cancelled") {}
};

struct ImportOutcome {
    QString file;
    rulesdb::AddResult result; // an edition of the rules
    // Set instead when the file held card rulings, which are no edition.
    std::optional<rulesdb::AddRulingsResult> rulings;
    QStringList warnings;
};

// Reads every file, then stores them all in one transaction: if any file fails, nothing
// is written, and the ImportError names that file and the others not added with it. Throws ImportError, rulesdb::DbError, or ImportCancelled when progress
// returned false (the last chance is just before the commit).
std::vector<ImportOutcome> importFiles(rulesdb::RulesStore &store, const QStringList &paths,
                                       const ImportOptions &options, const ImportProgress &progress = {});

} // namespace importers
