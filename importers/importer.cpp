#include "importer.h"

#include "cards/cardimport.h"
#include "cards/cardstore.h"
#include "importerror.h"
#include "policy/documentevidence.h"
#include "replacement.h"
#include "readers/bookpages.h"
#include "readers/cardrulings.h"
#include "rulenumber.h"
#include "store/dberror.h"
#include "store/transaction.h"
#include "text/effectivedate.h"
#include "text/language.h"
#include "text/lossytext.h"
#include "text/pdftext.h"
#include "text/sha256.h"
#include "text/textdecoder.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <algorithm>

namespace importers {

namespace {

// Adds the rules of another excerpt of the same edition, in rule order. A number both
// have with the same text is kept once; with different texts both are kept, with a warning.
void mergeExcerpt(rulesdb::EditionData &into, rulesdb::EditionData &&more)
{
    QHash<QString, QString> have;
    for (const auto &r : into.rules)
        have.insert(r.number, r.text);
    for (auto &r : more.rules) {
        const auto it = have.constFind(r.number);
        if (it != have.constEnd() && *it == r.text)
            continue;
        if (it != have.constEnd())
            into.warnings << ImportError::describe(more.meta.sourceFile, r.sourceLine,
                                         QStringLiteral("%1 differs from the same number in %2; both are kept")
                                             .arg(r.number, into.meta.sourceFile));
        into.rules.push_back(std::move(r));
    }
    std::stable_sort(into.rules.begin(), into.rules.end(), [](const rulesdb::RuleEntry &a, const rulesdb::RuleEntry &b) {
        return rulesdb::naturalLess(a.number, b.number);
    });
    for (auto &g : more.glossary)
        into.glossary.push_back(std::move(g));
    into.warnings += more.warnings;
    into.meta.sourceFile += QStringLiteral(" + ") + more.meta.sourceFile;
    into.meta.flags |= more.meta.flags;
    // The identity of the set: importing the same files again adds nothing.
    into.meta.sha256 = sha256Hex(into.meta.sha256 + more.meta.sha256);
}

} // namespace

QStringList supportedFormats()
{
    QStringList names{QStringLiteral("auto")};
    for (int f = int(Format::OfficialText); f <= int(Format::PolicyFrenchVanilla); ++f)
        names << formatName(Format(f));
    return names;
}

namespace {

// The 1-based line of the last character that is not white space.
int lastTextLine(QStringView text)
{
    qsizetype end = text.size();
    while (end > 0 && text[end - 1].isSpace())
        --end;
    return 1 + int(text.left(end).count(u'\n'));
}

// The title and effective date of an official text with no rule after them: a download
// that broke off in the introduction or the contents. Named as such, rather than as a file
// of no known shape.
void refuseHeaderOnly(QStringView text, const QString &fileName)
{
    const auto sentence = findEffectiveSentence(text.left(20000));
    if (!sentence)
        return;
    throw ImportError(fileName, lastTextLine(text),
                      QStringLiteral("the file breaks off here, before its first numbered rule: it begins "
                                     "like the Comprehensive Rules (\"%1\") but holds no rules; expected "
                                     "the whole file as published (a download cut short?)")
                          .arg(sentence->words));
}

} // namespace

Format detectFormat(const QString &text, const QString &fileName)
{
    for (const FormatInfo &format : importFormats())
        if (format.recognises(text))
            return format.id;
    refuseHeaderOnly(text, fileName);
    throw ImportError(fileName, 1,
                      QStringLiteral("not a recognised rules file: expected the official "
                                     "Comprehensive Rules text, dataset rows with columns "
                                     "number, text, examples, or a tournament-policy document "
                                     "(MTR, IPG, JAR) (formats: %1)")
                          .arg(supportedFormats().mid(1).join(QStringLiteral(", "))));
}

namespace {

// A file read and decoded, its shape recognised, not yet parsed.
struct LoadedFile {
    QString path;     // as given: a file, or a folder of a shape spread over files
    QString readFrom; // the file read: the path, or the folder's index file
    QString name; // file name only: what messages and the database show
    QByteArray sha256;
    DecodedText decoded;
    Format format = Format::OfficialText;
};

QString megabytes(qint64 bytes)
{
    if (bytes % (1 << 20) == 0)
        return QStringLiteral("%1 MB").arg(bytes >> 20);
    return QStringLiteral("%1 MB").arg(double(bytes) / (1 << 20), 0, 'f', 1);
}

// size is -1 when the file has no size to tell (a pipe).
ImportError tooLarge(const QString &name, qint64 size)
{
    const QString is = size < 0 ? QStringLiteral("holds more than %1").arg(megabytes(MaxFileBytes))
                                : QStringLiteral("is %1").arg(megabytes(size));
    return ImportError(name, 0, QStringLiteral("the file %1, and a rules file is at most %2 (a whole "
                                               "edition is about 1 MB): expected a Comprehensive "
                                               "Rules file; it was not read")
                                    .arg(is, megabytes(MaxFileBytes)));
}

// The file's bytes, refused before they are read when there are more than MaxFileBytes.
// A pipe, or a file that grows while it is read, has no size to trust: what follows the
// size it stated is read in pieces, up to the limit.
QByteArray readBounded(const QString &path, const QString &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(name, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    QByteArray bytes;
    if (!file.isSequential()) {
        if (file.size() > MaxFileBytes)
            throw tooLarge(name, file.size());
        bytes = file.readAll();
    }
    while (bytes.size() <= MaxFileBytes) {
        const QByteArray more = file.read(1 << 20);
        if (more.isEmpty())
            break;
        bytes += more;
    }
    if (bytes.size() > MaxFileBytes)
        throw tooLarge(name, -1);
    if (file.error() != QFileDevice::NoError)
        throw ImportError(name, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    return bytes;
}

// A folder given to import is a shape spread over files (a JSON file per section): its
// index file is what is recognised, and every JSON file in it is what was imported.
QString indexFileOf(const QString &folder)
{
    const QDir dir(folder);
    const QStringList index = dir.entryList({QStringLiteral("*_index.json"), QStringLiteral("index.json")}, QDir::Files, QDir::Name);
    if (index.size() != 1)
        throw ImportError(QFileInfo(folder).fileName(), 0,
                          index.isEmpty() ? QStringLiteral("is a folder with no index file: expected a folder of JSON "
                                                           "sections with one *_index.json, or a file")
                                          : QStringLiteral("is a folder with %1 index files (%2): expected one")
                                                .arg(index.size())
                                                .arg(index.join(QStringLiteral(", "))));
    return dir.filePath(index.front());
}

// The identity of a folder's import: its JSON files, in name order, each with its name.
QByteArray folderSha256(const QString &folder)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        hash.addData(name.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
        hash.addData(readBounded(dir.filePath(name), name));
    }
    return hash.result().toHex();
}

LoadedFile loadFile(const QString &path, const ImportOptions &options)
{
    LoadedFile f;
    const bool folder = QFileInfo(path).isDir();
    f.path = path;
    f.readFrom = folder ? indexFileOf(path) : path;
    f.name = QFileInfo(path).fileName();
    if (!options.date.isEmpty()
        && !QDate::fromString(options.date, QStringLiteral("yyyy-MM-dd")).isValid())
        throw ImportError(f.name, 0, QStringLiteral("--date %1 is not a date of the form "
                                                    "YYYY-MM-DD")
                                         .arg(options.date));
    const QByteArray bytes = readBounded(f.readFrom, f.name);
    // A PDF (the policy documents as published) is read as the text its pages print.
    if (!folder && isPdf(bytes))
        f.decoded = {pdfText(bytes, f.name), QStringLiteral("PDF")};
    else
        f.decoded = decodeText(bytes, f.name);
    f.sha256 = folder ? folderSha256(path) : sha256Hex(bytes);
    if (options.format.isEmpty() || options.format == QStringLiteral("auto"))
        f.format = detectFormat(f.decoded.text, f.name);
    else if (const std::optional<Format> named = formatNamed(options.format))
        f.format = *named;
    else
        throw ImportError(f.name, 0, QStringLiteral("unknown format \"%1\": expected one of %2")
                                         .arg(options.format, supportedFormats().join(QStringLiteral(", "))));
    return f;
}

rulesdb::EditionData parseLoaded(const LoadedFile &f)
{
    const FormatInfo &format = formatInfo(f.format);
    if (format.readPath)
        return format.readPath(f.readFrom);
    if (!format.read)
        throw ImportError(f.name, 0, QStringLiteral("holds card rulings, not an edition of the rules: "
                                                    "import it into a database"));
    return format.read(f.decoded.text, f.name);
}

// What every edition gets whatever its shape: where it came from, and the options.
// Whether the date given replaces the date the file at `path` states (see ImportOptions).
bool givenDateApplies(const ImportOptions &options, const QStringList &paths, const QString &stated)
{
    if (options.date.isEmpty())
        return false;
    if (!options.dateOnlyWhereNoneStated || stated.isEmpty())
        return true;
    return std::any_of(paths.begin(), paths.end(), [&](const QString &p) { return options.dateOverStatedFor.contains(p); });
}

ImportError contradicted(const QString &source, rulesdb::Document named, const QString &why)
{
    return ImportError(source, 0, QStringLiteral("names no document, and cannot be the %1 that --document %2 names: %3")
                                      .arg(rulesdb::documentTitle(named), rulesdb::documentName(named), why));
}

// A policy file that names no document is the one --document names, or none at all:
// never a guess; a file that names another document than --document is refused.
void settleDocument(rulesdb::EditionData &edition, const QString &source, const ImportOptions &options)
{
    if (edition.meta.documentUnstated) {
        if (!options.document || *options.document == rulesdb::Document::CR)
            throw ImportError(source, 1, QStringLiteral("the text names no document (no title such as \"Magic: The "
                                                        "Gathering Tournament Rules\" at its top): expected the "
                                                        "title of the Magic Tournament Rules, the Infraction "
                                                        "Procedure Guide or Judging at Regular REL; if you know "
                                                        "which it is, give --document mtr, ipg or jar"));
        // Taken as --document says unless its own sections say otherwise.
        if (const QString why = policy::documentContradiction(edition, *options.document, nullptr); !why.isEmpty())
            throw contradicted(source, *options.document, why);
        edition.meta.document = *options.document;
        edition.meta.documentUnstated = false;
        edition.meta.name = rulesdb::documentTitle(*options.document);
    }
    if (options.document && *options.document != edition.meta.document)
        throw ImportError(source, 0, QStringLiteral("reads as the %1, not the %2 that --document names: "
                                                    "expected a file of the %2")
                                         .arg(rulesdb::documentTitle(edition.meta.document),
                                              rulesdb::documentTitle(*options.document)));
}

void finish(rulesdb::EditionData &edition, Format format, const QString &source, const QStringList &paths,
            const QString &encoding, const QByteArray &sha256, const ImportOptions &options)
{
    edition.meta.format = formatName(format);
    edition.meta.sourceFile = source;
    edition.meta.encoding = encoding;
    edition.meta.sha256 = sha256;
    const bool policy = edition.meta.document != rulesdb::Document::CR;
    // A policy document's reader knows its language; the CR's is told from its rules.
    if (!options.language.isEmpty())
        edition.meta.language = options.language;
    else if (!policy)
        edition.meta.language = detectLanguage(edition);
    edition.meta.flags |= options.extraFlags;
    settleDocument(edition, source, options);
    // Every edition has a name: its own title where the file states one ("Magic: The
    // Gathering Comprehensive Rules"); a page or copy without one is named by its file.
    if (edition.meta.name.trimmed().isEmpty())
        edition.meta.name = QStringLiteral("Comprehensive Rules (%1)").arg(source);
    flagLossyText(edition, source);
    if (givenDateApplies(options, paths, edition.meta.date))
        edition.meta.date = options.date;
    if (edition.meta.date.isEmpty())
        throw ImportError(source, 0, format == Format::OfficialText
                                         ? QStringLiteral("the file states no effective date: expected "
                                                          "\"These rules are effective as of …\"; "
                                                          "give one with --date YYYY-MM-DD")
                                         : QStringLiteral("%1 files do not say which edition they are: "
                                                          "give its date with --date YYYY-MM-DD")
                                               .arg(formatName(format)));
}

} // namespace

rulesdb::EditionData readEdition(const QString &path, const ImportOptions &options)
{
    const LoadedFile f = loadFile(path, options);
    rulesdb::EditionData edition = parseLoaded(f);
    finish(edition, f.format, f.name, {f.path}, f.decoded.encoding, f.sha256, options);
    return edition;
}

namespace {

// Counts the steps of an import and asks the caller, at each, whether to go on. Reading
// and parsing a file are a step each; storing the editions and rulings shares a third
// step per file, so the bar moves evenly whatever the files hold.
class StepCounter {
public:
    StepCounter(const ImportProgress &progress, int files) : m_progress(progress), m_total(3 * files + 1) {}

    void step(const QString &file, int steps = 1)
    {
        m_done = std::min(m_total, m_done + steps);
        if (m_progress && !m_progress(ImportStep{m_done, m_total, file}))
            throw ImportCancelled();
    }
    void storeStep(const QString &file, size_t index, size_t count, int files)
    {
        // The store steps of `files` files spread over `count` items.
        const int target = 2 * files + int((index + 1) * size_t(files) / std::max<size_t>(count, 1));
        step(file, target - m_done);
    }
    void finished(const QString &file) { step(file, m_total - m_done); }

private:
    const ImportProgress &m_progress;
    int m_total;
    int m_done = 0;
};

} // namespace

FilePreview previewFile(const QString &path, const ImportOptions &options)
{
    FilePreview preview;
    bool unstated = false; // kept through a refusal: the dialog then asks for the document
    try {
        // A card file is read as import reads it: whole, by the card readers, before any
        // rules reader could take its rulings for a card rulings page.
        const std::optional<cards::CardFormat> namedCardFormat = cards::cardFormatNamed(options.format);
        const bool recognise = options.format.isEmpty() || options.format == QStringLiteral("auto");
        if (const auto cardFormat = namedCardFormat ? namedCardFormat
                                    : recognise     ? cards::recogniseCardFile(path)
                                                    : std::nullopt) {
            const rulesdb::CardSnapshot snapshot = cards::readCardSnapshot(path, namedCardFormat, options.date);
            preview.document = rulesdb::Document::Cards;
            preview.cardFormat = cards::cardFormatName(*cardFormat);
            preview.date = snapshot.date;
            preview.language = QStringLiteral("en");
            preview.cards = int(snapshot.cards.size());
            for (const rulesdb::OracleCard &card : snapshot.cards)
                preview.cardRulings += int(card.rulings.size());
            preview.warnings = snapshot.warnings;
            return preview;
        }
        const LoadedFile f = loadFile(path, options);
        preview.format = f.format;
        if (f.format == Format::CardRulings) {
            const rulesdb::RulingSet set = readCardRulings(f.decoded.text, f.name);
            preview.cardRulings = int(set.rulings.size());
            preview.warnings = set.warnings;
            return preview;
        }
        rulesdb::EditionData e = parseLoaded(f);
        unstated = e.meta.documentUnstated;
        settleDocument(e, f.name, options);
        flagLossyText(e, f.name);
        preview.documentUnstated = unstated;
        preview.date = givenDateApplies(options, {path}, e.meta.date) ? options.date : e.meta.date;
        preview.document = e.meta.document;
        preview.sections = int(e.sections.size());
        preview.language = !options.language.isEmpty() ? options.language
                           : preview.document == rulesdb::Document::CR ? detectLanguage(e)
                                                                        : e.meta.language;
        preview.flags = e.meta.flags | options.extraFlags;
        preview.rules = rulesdb::numberedRuleCount(e.rules);
        for (const auto &r : e.rules)
            preview.examples += int(r.examples.size());
        preview.glossary = int(e.glossary.size());
        preview.warnings = e.warnings;
    } catch (const ImportError &error) {
        preview = FilePreview{};
        preview.error = error.toString();
    } catch (const std::exception &error) {
        preview = FilePreview{};
        preview.error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), QString::fromUtf8(error.what()));
    }
    preview.documentUnstated = unstated;
    return preview;
}

namespace {

// An edition whose quotes and dashes are its neighbours' folded to ASCII is flagged lossy
// (rulesdb/lineage/transliteration.h), the new one or one already here beside it: said
// as a warning of the file that brought the news.
void noteTransliterations(rulesdb::RulesStore &store, std::vector<ImportOutcome> &outcomes)
{
    for (ImportOutcome &o : outcomes) {
        if (o.result.status != rulesdb::AddStatus::Added)
            continue;
        for (const rulesdb::TransliterationNote &n : store.flagTransliterations(o.result.edition)) {
            // Said of the file that brought the edition when it came in this import.
            auto own = std::find_if(outcomes.begin(), outcomes.end(), [&](const ImportOutcome &x) {
                return x.result.status == rulesdb::AddStatus::Added && x.result.edition.date == n.date
                       && x.result.edition.language == n.language && x.result.edition.document == rulesdb::Document::CR;
            });
            ImportOutcome &to = own != outcomes.end() ? *own : o;
            const int flags = rulesdb::FlagLossy | rulesdb::FlagTransliterated;
            if (own != outcomes.end())
                own->result.edition.flags = n.flagged ? own->result.edition.flags | flags : own->result.edition.flags & ~flags;
            const QString which = own != outcomes.end() ? QStringLiteral("its text")
                                                        : QStringLiteral("edition %1 (%2), already here,").arg(n.date, n.language);
            to.warnings << (n.flagged ? QStringLiteral("%1: %2 has the words of %3 with every quote and dash folded "
                                                       "to ASCII (a transliteration): flagged lossy")
                                            .arg(to.file, which, n.neighbours)
                                      : QStringLiteral("%1: %2 no longer reads as a transliteration of its "
                                                       "neighbours (%3): lossy flag cleared")
                                            .arg(to.file, which, n.neighbours));
        }
    }
}

// Two files of one import read as the same edition (document, date, language) that are not
// excerpts to merge: the second would clash with, or replace, the first, which the store
// then calls "already in the database" though the import stores neither.
void refuseClashInBatch(const std::vector<rulesdb::EditionData> &editions, size_t at)
{
    const rulesdb::EditionMeta &e = editions[at].meta;
    const int lesser = rulesdb::FlagPartial | rulesdb::FlagIncomplete;
    for (size_t i = 0; i < at; ++i) {
        const rulesdb::EditionMeta &o = editions[i].meta;
        if (o.document != e.document || o.date != e.date || o.language != e.language || o.sha256 == e.sha256)
            continue;
        if ((o.flags & lesser) && !(e.flags & lesser))
            continue; // a whole edition supersedes an excerpt of its date, as in the store
        throw ImportError(e.sourceFile, 0, QStringLiteral("is the %1 of %2 (%3), as %4 given in the same import is: "
                                                          "one import stores one edition of a date and language; "
                                                          "import them one at a time")
                                               .arg(rulesdb::documentName(e.document).toUpper(), e.date, e.language,
                                                    o.sourceFile));
    }
}

// A whole edition here replaced by a copy read as partial, incomplete or lossy: refused,
// saying what would go, unless the user confirmed it (acceptLoss).
void refuseLossyReplacement(rulesdb::RulesStore &store, const rulesdb::EditionData &e)
{
    const auto here = store.edition(e.meta.date, e.meta.language, e.meta.document);
    if (!here || here->sha256 == QString::fromLatin1(e.meta.sha256))
        return; // nothing to replace, or these very bytes: nothing changes
    if (const auto loss = replacementLoss(*here, holdingsOf(e)))
        throw ImportError(e.meta.sourceFile, 0, describeLoss(*loss)
                                                    + QStringLiteral("; give --accept-loss beside --replace to "
                                                                     "replace it all the same"));
}

// "; the other files of this import (a.txt, b.txt) were not added either".
QString othersNotAdded(const QStringList &paths, const QString &failed)
{
    QStringList others;
    for (const QString &p : paths)
        if (const QString name = QFileInfo(p).fileName(); name != failed && !failed.split(QStringLiteral(" + ")).contains(name))
            others << name;
    if (others.isEmpty())
        return {};
    return QStringLiteral("; the other %1 of this import (%2) %3 not added either")
        .arg(others.size() == 1 ? QStringLiteral("file") : QStringLiteral("files"), others.join(QStringLiteral(", ")),
             others.size() == 1 ? QStringLiteral("was") : QStringLiteral("were"));
}

std::vector<ImportOutcome> importFilesOnce(rulesdb::RulesStore &store, const QStringList &paths,
                                           const ImportOptions &options, const ImportProgress &progress)
{
    StepCounter steps(progress, int(paths.size()));
    // Card files (recognised from their content, or named by --format) are snapshots of the
    // cards, read by readers of their own (cards/cardimport.h): no size limit of a rules
    // file, no decoding of the whole as text. Read before any write too.
    const std::optional<cards::CardFormat> namedCardFormat = cards::cardFormatNamed(options.format);
    const bool recognise = options.format.isEmpty() || options.format == QStringLiteral("auto");
    std::vector<std::pair<QString, rulesdb::CardSnapshot>> cardSnapshots;
    QStringList rulesPaths;
    for (const QString &path : paths) {
        if (namedCardFormat || (recognise && cards::recogniseCardFile(path))) {
            cardSnapshots.emplace_back(path, cards::readCardSnapshot(path, namedCardFormat, options.date));
            steps.step(QFileInfo(path).fileName(), 2);
        } else {
            rulesPaths << path;
        }
    }
    // Read and parse everything first: a bad file fails before any write.
    std::vector<LoadedFile> loaded;
    for (const QString &path : rulesPaths) {
        loaded.push_back(loadFile(path, options));
        steps.step(loaded.back().name);
    }

    std::vector<rulesdb::EditionData> editions;
    QStringList files;
    // The pages of a book given together are one edition, read in page order.
    std::vector<BookPage> pages;
    QStringList pageFiles, pageNames, pageShas;
    for (const LoadedFile &f : loaded) {
        if (f.format != Format::BookPage)
            continue;
        pages.push_back({f.name, f.decoded.text});
        pageFiles << f.path;
        pageNames << f.name;
        pageShas << QString::fromLatin1(f.sha256);
        steps.step(f.name);
    }
    if (!pages.empty()) {
        rulesdb::EditionData book = readBookPages(std::move(pages));
        pageShas.sort(); // the same pages in any order are the same book
        finish(book, Format::BookPage, pageNames.join(QStringLiteral(" + ")), pageFiles,
               loaded.front().decoded.encoding, sha256Hex(pageShas.join(QString()).toLatin1()), options);
        editions.push_back(std::move(book));
        files << pageFiles.join(QStringLiteral(" + "));
    }

    std::vector<rulesdb::RulingSet> rulingSets;
    QStringList rulingFiles;
    for (const LoadedFile &f : loaded) {
        if (f.format != Format::CardRulings)
            continue;
        rulesdb::RulingSet set = readCardRulings(f.decoded.text, f.name);
        set.sha256 = f.sha256;
        rulingSets.push_back(std::move(set));
        rulingFiles << f.path;
        steps.step(f.name);
    }

    for (const LoadedFile &f : loaded) {
        if (f.format == Format::BookPage || f.format == Format::CardRulings)
            continue;
        rulesdb::EditionData e = parseLoaded(f);
        const bool untitled = e.meta.documentUnstated;
        finish(e, f.format, f.name, {f.path}, f.decoded.encoding, f.sha256, options);
        // The titles its numbers have in the editions here tell what finish() could not.
        if (untitled)
            if (const QString why = policy::documentContradiction(e, e.meta.document, &store); !why.isEmpty())
                throw contradicted(f.name, e.meta.document, why);
        steps.step(f.name);
        // Excerpts of one edition given together (pages of rows) become one.
        auto same = std::find_if(editions.begin(), editions.end(), [&](const rulesdb::EditionData &o) {
            return (o.meta.flags & rulesdb::FlagPartial) && (e.meta.flags & rulesdb::FlagPartial)
                   && o.meta.document == rulesdb::Document::CR && e.meta.document == rulesdb::Document::CR
                   && o.meta.date == e.meta.date && o.meta.language == e.meta.language;
        });
        if (same != editions.end()) {
            mergeExcerpt(*same, std::move(e));
            files[int(same - editions.begin())] += QStringLiteral(" + ") + f.path;
            continue;
        }
        editions.push_back(std::move(e));
        files << f.path;
    }

    std::vector<ImportOutcome> outcomes;
    const size_t items = editions.size() + rulingSets.size();
    const qint64 bytesBefore = store.fileBytes();
    rulesdb::Transaction tx(store.database());
    for (size_t i = 0; i < editions.size(); ++i) {
        const rulesdb::EditionData &e = editions[i];
        refuseClashInBatch(editions, i);
        if (options.replace && !options.acceptLoss)
            refuseLossyReplacement(store, e);
        try {
            ImportOutcome o{files[int(i)], store.addEdition(e, options.replace), std::nullopt, e.warnings};
            outcomes.push_back(std::move(o));
        } catch (const rulesdb::DbError &error) {
            // The transaction is rolled back: what the store says of this file is not all.
            throw ImportError(e.meta.sourceFile, 0, error.message());
        }
        steps.storeStep(e.meta.sourceFile, i, items, int(paths.size()));
    }
    noteTransliterations(store, outcomes);
    for (size_t i = 0; i < rulingSets.size(); ++i) {
        ImportOutcome o{rulingFiles[int(i)], {}, store.addRulings(rulingSets[i]), rulingSets[i].warnings};
        outcomes.push_back(std::move(o));
        steps.storeStep(rulingSets[i].name, editions.size() + i, items, int(paths.size()));
    }
    if (!cardSnapshots.empty()) {
        rulesdb::CardStore cardStore(store);
        for (const auto &[path, snapshot] : cardSnapshots) {
            try {
                outcomes.push_back({path, cardStore.addSnapshot(snapshot), std::nullopt, snapshot.warnings});
            } catch (const rulesdb::DbError &error) {
                throw ImportError(snapshot.sourceFile, 0, error.message());
            }
        }
    }
    // The lineage of the languages that gained a whole CR edition, in the same transaction:
    // a diff or history right after the import reads the links instead of aligning both
    // editions again, and only the pairs the new editions made are aligned (an edition
    // between two others replaces their pair by two).
    QSet<QString> linked;
    for (const ImportOutcome &o : outcomes) {
        const rulesdb::EditionInfo &e = o.result.edition;
        if (o.rulings || o.result.status != rulesdb::AddStatus::Added || e.document != rulesdb::Document::CR
            || rulesdb::isExcerpt(e) || linked.contains(e.language))
            continue;
        linked.insert(e.language);
        try {
            store.updateLineage(e.language);
        } catch (const rulesdb::DbError &error) {
            throw ImportError(e.source, 0, error.message());
        }
    }
    // The last chance to cancel: until the commit, the database is as it was.
    steps.finished(QString());
    tx.commit();
    // An import that grew the file by a quarter (the corpus, a card archive) leaves it packed.
    store.packIfGrown(bytesBefore);
    return outcomes;
}

} // namespace

std::vector<ImportOutcome> importFiles(rulesdb::RulesStore &store, const QStringList &paths,
                                       const ImportOptions &options, const ImportProgress &progress)
{
    try {
        return importFilesOnce(store, paths, options, progress);
    } catch (const ImportError &error) {
        // One transaction: the files read well were not stored either, and are named.
        if (paths.size() < 2)
            throw;
        throw ImportError(error.file(), error.line(), error.message() + othersNotAdded(paths, error.file()));
    }
}

} // namespace importers
