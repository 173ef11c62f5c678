#include "cardimport.h"

#include "cards/cardcollector.h"
#include "cards/cardfiles.h"
#include "cards/cockatricereader.h"
#include "cards/mtgjsonreader.h"
#include "cards/scryfallreader.h"
#include "importerror.h"
#include "text/sha256.h"

#include <QFile>
#include <QFileInfo>

namespace importers::cards {

namespace {

std::optional<CardFormat> recognise(std::string_view head)
{
    if (looksLikeMtgjson(head))
        return CardFormat::Mtgjson;
    if (looksLikeScryfall(head))
        return CardFormat::Scryfall;
    if (looksLikeCockatrice(head))
        return CardFormat::Cockatrice;
    return std::nullopt;
}

// The file's identity, read in pieces: card downloads run to hundreds of megabytes.
QByteArray sha256Of(const QString &path, const QString &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(name, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    const QByteArray hex = sha256Hex(file);
    if (hex.isEmpty())
        throw ImportError(name, 0, QStringLiteral("cannot read: %1").arg(file.errorString()));
    return hex;
}

bool isBlank(const std::string &bytes)
{
    return bytes.find_first_not_of(" \t\r\n") == std::string::npos;
}

} // namespace

QString cardFormatName(CardFormat format)
{
    switch (format) {
    case CardFormat::Mtgjson: return QStringLiteral("mtgjson");
    case CardFormat::Scryfall: return QStringLiteral("scryfall");
    case CardFormat::Cockatrice: return QStringLiteral("cockatrice");
    }
    return {};
}

std::optional<CardFormat> cardFormatNamed(QStringView name)
{
    for (const CardFormat f : {CardFormat::Mtgjson, CardFormat::Scryfall, CardFormat::Cockatrice})
        if (name.compare(cardFormatName(f), Qt::CaseInsensitive) == 0)
            return f;
    return std::nullopt;
}

QStringList cardFormatNames()
{
    return {cardFormatName(CardFormat::Mtgjson), cardFormatName(CardFormat::Scryfall),
            cardFormatName(CardFormat::Cockatrice)};
}

std::optional<CardFormat> recogniseCardFile(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return std::nullopt;
    return recognise(headOf(path));
}

rulesdb::CardSnapshot readCardSnapshot(const QString &path, std::optional<CardFormat> format, const QString &givenDate)
{
    const QString name = QFileInfo(path).fileName();
    rulesdb::CardSnapshot snapshot;
    snapshot.sourceFile = name;
    snapshot.sha256 = sha256Of(path, name);
    CardCollector collector;
    QString stated;
    QSet<CardFormat> formats;
    int files = 0;
    forEachEntry(path, name, [&](CardFileEntry &entry) {
        // A placeholder in an archive (MTGJSON's repository keeps a one-byte allSets.json).
        if (isBlank(entry.bytes)) {
            snapshot.warnings << ImportError::describe(name, 0, QStringLiteral("%1 is empty: skipped").arg(entry.name));
            return;
        }
        const std::optional<CardFormat> shape =
            format ? format : recognise(std::string_view(entry.bytes).substr(0, 8192));
        if (!shape) {
            const bool cardLike = entry.name.endsWith(QLatin1StringView(".json"), Qt::CaseInsensitive)
                                  || entry.name.endsWith(QLatin1StringView(".xml"), Qt::CaseInsensitive);
            if (entry.name != name && !cardLike) {
                snapshot.warnings << ImportError::describe(name, 0, QStringLiteral("%1 is no card file: skipped").arg(entry.name));
                return;
            }
            throw ImportError(name, 0, QStringLiteral("%1not a card file of a known shape: expected MTGJSON v5 JSON "
                                                      "(\"meta\" with a date, \"data\"), Scryfall JSON (card, list or "
                                                      "ruling objects) or a Cockatrice card database")
                                           .arg(entry.name == name ? QString() : QStringLiteral("in %1, ").arg(entry.name)));
        }
        formats.insert(*shape);
        ++files;
        QString date;
        switch (*shape) {
        case CardFormat::Mtgjson: date = readMtgjson(entry, name, collector); break;
        case CardFormat::Scryfall: readScryfall(entry, name, collector); break;
        case CardFormat::Cockatrice: date = readCockatrice(entry, name, collector); break;
        }
        // The snapshot is as new as the newest file in it.
        if (date > stated)
            stated = date;
        entry.bytes = std::string(); // one entry in memory at a time
    });
    if (collector.empty())
        throw ImportError(name, 0, QStringLiteral("holds no card: expected a card file (MTGJSON, Scryfall or Cockatrice)"));
    snapshot.date = !stated.isEmpty() ? stated : givenDate;
    if (snapshot.date.isEmpty())
        throw ImportError(name, 0, QStringLiteral("the file states no date for its cards: give the date of the "
                                                  "download with --date YYYY-MM-DD"));
    QStringList formatNames;
    for (const CardFormat f : {CardFormat::Mtgjson, CardFormat::Scryfall, CardFormat::Cockatrice})
        if (formats.contains(f))
            formatNames << cardFormatName(f);
    snapshot.format = formatNames.join(u'+');
    snapshot.name = QStringLiteral("Oracle cards (%1, %2 files, %3 printings)")
                        .arg(formatNames.join(QStringLiteral(", ")))
                        .arg(files)
                        .arg(collector.printings());
    snapshot.cards = collector.takeCards();
    snapshot.sets = collector.takeSets();
    return snapshot;
}

} // namespace importers::cards
