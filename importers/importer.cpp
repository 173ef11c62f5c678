#include "importer.h"

#include "importerror.h"
#include "officialtext.h"
#include "sqlite.h"
#include "textdecoder.h"

#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QFileInfo>

namespace importers {

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
    edition.meta.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
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
