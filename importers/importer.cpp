#include "importer.h"

#include "importerror.h"
#include "officialtext.h"
#include "sqlite.h"
#include "textdecoder.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
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

} // namespace

QStringList supportedFormats()
{
    return {QStringLiteral("auto"), QStringLiteral("txt")};
}

QString detectFormat(const QString &text, const QString &fileName)
{
    if (looksLikeOfficialText(text))
        return QStringLiteral("txt");
    throw ImportError(fileName, 0,
                      QStringLiteral("not a recognised rules file: expected the official "
                                     "Comprehensive Rules text (formats: %1)")
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
        throw ImportError(name, 0, QStringLiteral("the file states no effective date: expected "
                                                  "\"These rules are effective as of …\"; "
                                                  "give one with --date YYYY-MM-DD"));
    return edition;
}

std::vector<ImportOutcome> importFiles(rulesdb::RulesStore &store, const QStringList &paths,
                                       const ImportOptions &options)
{
    // Read and parse everything first: a bad file fails before any write.
    std::vector<rulesdb::EditionData> editions;
    editions.reserve(paths.size());
    for (const QString &path : paths)
        editions.push_back(readEdition(path, options));

    std::vector<ImportOutcome> outcomes;
    rulesdb::Transaction tx(store.database());
    for (size_t i = 0; i < editions.size(); ++i) {
        ImportOutcome o{paths[int(i)], store.addEdition(editions[i], options.replace),
                        editions[i].warnings};
        outcomes.push_back(std::move(o));
    }
    tx.commit();
    return outcomes;
}

} // namespace importers
