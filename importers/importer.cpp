#include "importer.h"

#include "importerror.h"
#include "crjson.h"
#include "datasetrows.h"
#include "officialtext.h"
#include "rulenumber.h"
#include "sqlite.h"
#include "textdecoder.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <algorithm>
#include <openssl/evp.h>

namespace importers {

namespace {

// The identity of a source file. OpenSSL's SHA-256 is several times faster than Qt's
// portable one, and hashing the bytes is a good part of an import.
QByteArray sha256Hex(const QByteArray &bytes)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_Digest(bytes.constData(), size_t(bytes.size()), digest, &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 is not available from OpenSSL");
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

// Reads dataset rows, then makes them an edition with the reader's warnings.
template <typename Reader>
rulesdb::EditionData rowsFrom(Reader read, const QString &text, const QString &name)
{
    QStringList warnings;
    std::vector<DatasetRow> rows = read(text, name, warnings);
    return rowsToEdition(std::move(rows), name, std::move(warnings));
}

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
            into.warnings << ImportError(more.meta.sourceFile, r.sourceLine,
                                         QStringLiteral("%1 differs from the same number in %2; both are kept")
                                             .arg(r.number, into.meta.sourceFile))
                                 .toString();
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
    return {QStringLiteral("auto"), QStringLiteral("txt"), QStringLiteral("csv"), QStringLiteral("json"),
            QStringLiteral("jsonl"), QStringLiteral("hf-rows"), QStringLiteral("cr-json")};
}

QString detectFormat(const QString &text, const QString &fileName)
{
    if (looksLikeOfficialText(text))
        return QStringLiteral("txt");
    if (looksLikeCrJson(text))
        return QStringLiteral("cr-json");
    const QStringView start = QStringView(text).trimmed();
    if (start.startsWith(u'[') || start.startsWith(u'{')) {
        // One object per line is JSONL; anything else starting like JSON is JSON rows.
        const QStringView firstLine = start.left(start.indexOf(u'\n')).trimmed();
        const bool oneObjectPerLine = start.startsWith(u'{') && firstLine.endsWith(u'}')
                                      && start.indexOf(u'\n') > 0
                                      && QJsonDocument::fromJson(firstLine.toUtf8()).isObject();
        return oneObjectPerLine ? QStringLiteral("jsonl") : QStringLiteral("json");
    }
    if (looksLikeViewerRows(text))
        return QStringLiteral("hf-rows");
    if (looksLikeCsvRows(text))
        return QStringLiteral("csv");
    throw ImportError(fileName, 1,
                      QStringLiteral("not a recognised rules file: expected the official "
                                     "Comprehensive Rules text or dataset rows with columns "
                                     "number, text, examples (formats: %1)")
                          .arg(supportedFormats().mid(1).join(QStringLiteral(", "))));
}

rulesdb::EditionData readEdition(const QString &path, const ImportOptions &options)
{
    const QString name = QFileInfo(path).fileName();
    if (!options.date.isEmpty()
        && !QDate::fromString(options.date, QStringLiteral("yyyy-MM-dd")).isValid())
        throw ImportError(name, 0, QStringLiteral("--date %1 is not a date of the form "
                                                  "YYYY-MM-DD")
                                       .arg(options.date));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(name, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    const DecodedText decoded = decodeText(bytes, name);

    QString format = options.format;
    if (format.isEmpty() || format == QStringLiteral("auto"))
        format = detectFormat(decoded.text, name);
    rulesdb::EditionData edition;
    if (format == QStringLiteral("txt"))
        edition = parseOfficialText(decoded.text, name);
    else if (format == QStringLiteral("cr-json"))
        edition = readCrJson(decoded.text, name);
    else if (format == QStringLiteral("csv"))
        edition = rowsFrom(readCsvRows, decoded.text, name);
    else if (format == QStringLiteral("json"))
        edition = rowsFrom(readJsonRows, decoded.text, name);
    else if (format == QStringLiteral("jsonl"))
        edition = rowsFrom(readJsonlRows, decoded.text, name);
    else if (format == QStringLiteral("hf-rows"))
        edition = rowsFrom(readViewerRows, decoded.text, name);
    else
        throw ImportError(name, 0, QStringLiteral("unknown format \"%1\": expected one of %2")
                                       .arg(format, supportedFormats().join(QStringLiteral(", "))));

    edition.meta.format = format;
    edition.meta.sourceFile = name;
    edition.meta.encoding = decoded.encoding;
    edition.meta.sha256 = sha256Hex(bytes);
    edition.meta.language = options.language.isEmpty() ? QStringLiteral("en") : options.language;
    edition.meta.flags |= options.extraFlags;
    if (!options.date.isEmpty())
        edition.meta.date = options.date;
    if (edition.meta.date.isEmpty())
        throw ImportError(name, 0, format == QStringLiteral("txt")
                                       ? QStringLiteral("the file states no effective date: expected "
                                                        "\"These rules are effective as of …\"; "
                                                        "give one with --date YYYY-MM-DD")
                                       : QStringLiteral("%1 rows do not say which edition they are: "
                                                        "give its date with --date YYYY-MM-DD")
                                             .arg(format));
    return edition;
}

std::vector<ImportOutcome> importFiles(rulesdb::RulesStore &store, const QStringList &paths,
                                       const ImportOptions &options)
{
    // Read and parse everything first: a bad file fails before any write.
    std::vector<rulesdb::EditionData> editions;
    QStringList files;
    editions.reserve(paths.size());
    for (const QString &path : paths) {
        rulesdb::EditionData e = readEdition(path, options);
        // Excerpts of one edition given together (pages of rows, of a book) become one.
        auto same = std::find_if(editions.begin(), editions.end(), [&](const rulesdb::EditionData &o) {
            return (o.meta.flags & rulesdb::FlagPartial) && (e.meta.flags & rulesdb::FlagPartial)
                   && o.meta.date == e.meta.date && o.meta.language == e.meta.language;
        });
        if (same != editions.end()) {
            mergeExcerpt(*same, std::move(e));
            files[int(same - editions.begin())] += QStringLiteral(" + ") + path;
            continue;
        }
        editions.push_back(std::move(e));
        files << path;
    }

    std::vector<ImportOutcome> outcomes;
    rulesdb::Transaction tx(store.database());
    for (size_t i = 0; i < editions.size(); ++i) {
        ImportOutcome o{files[int(i)], store.addEdition(editions[i], options.replace),
                        editions[i].warnings};
        outcomes.push_back(std::move(o));
    }
    tx.commit();
    return outcomes;
}

} // namespace importers
