#include "dialogs/rulesupdate.h"

#include "importer.h"
#include "workers/importjob.h"
#include "rulespagelink.h"
#include "rulesstore.h"
#include "workers/storetask.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <memory>
#include <optional>

namespace gui {

namespace {
// A rules page is tens of kilobytes: anything far bigger is not what we came for, and is
// not kept in memory. The text may be as large as the importers accept.
constexpr qint64 kMaxPageBytes = 8 << 20;
constexpr qint64 kMaxTextBytes = importers::MaxFileBytes;
// A card file with every printing is far larger: Scryfall's all-cards is over 2 GB. It is
// written to disk as it arrives and the card importers read it as a stream.
constexpr qint64 kMaxCardFileBytes = qint64(8) << 30;
constexpr int kTimeoutMs = 30000;


// The day a card file was published: the date its name carries, else the server's
// Last-Modified, else today (UTC).
QString publishedOn(const QString &name, QNetworkReply *reply)
{
    static const QRegularExpression dated(QStringLiteral("(?<!\\d)((?:19|20)\\d{2})(\\d{2})(\\d{2})"));
    if (const auto m = dated.match(name); m.hasMatch()) {
        const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        if (d.isValid())
            return d.toString(Qt::ISODate);
    }
    if (const QDateTime modified = reply->header(QNetworkRequest::LastModifiedHeader).toDateTime(); modified.isValid())
        return modified.toUTC().date().toString(Qt::ISODate);
    return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
}

} // namespace

QUrl defaultRulesPage()
{
    return QUrl(QStringLiteral("https://magic.wizards.com/en/rules"));
}

RulesUpdate::RulesUpdate(QString databasePath, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)),
      m_network(std::make_unique<QNetworkAccessManager>())
{
}

RulesUpdate::~RulesUpdate()
{
    if (m_reply)
        m_reply->abort();
}

void RulesUpdate::start(const QUrl &rulesPage)
{
    Q_ASSERT(!isRunning());
    m_outcome = Outcome::Running;
    m_message.clear();
    m_edition.clear();
    m_page = rulesPage;
    m_tooBig = false;
    m_queue.clear();
    m_files.clear();
    m_cardFiles.clear();
    m_cardDate.clear();
    m_upToDate.clear();
    // The address of a card file itself (a set file, AllPrintings.json.xz): no page to read.
    if (importers::namesCardFile(rulesPage.fileName(QUrl::FullyDecoded))) {
        m_queue << rulesPage;
        m_cardFiles << rulesPage;
        m_downloads = std::make_unique<QTemporaryDir>();
        return downloadNext();
    }
    emit progressed(tr("Reading the rules page %1…").arg(rulesPage.toDisplayString()), 0, -1);
    get(rulesPage, &RulesUpdate::pageArrived);
}

void RulesUpdate::cancel()
{
    if (!isRunning())
        return;
    if (m_check)
        m_check->disconnect(this); // its answer no longer matters; it ends on its own
    if (m_import) {
        m_import->cancel(); // importFinished() reports it
        return;
    }
    if (m_reply) {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    m_file.reset();
    finish(Outcome::Cancelled, tr("Cancelled; nothing was imported."));
}

void RulesUpdate::get(const QUrl &url, void (RulesUpdate::*arrived)())
{
    QNetworkRequest request(url);
    request.setTransferTimeout(kTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Rulekeeper/%1").arg(QCoreApplication::applicationVersion()));
    m_reply = m_network->get(request);
    const bool isPage = arrived == &RulesUpdate::pageArrived;
    const qint64 limit = isPage ? kMaxPageBytes : m_cardFiles.contains(url) ? kMaxCardFileBytes : kMaxTextBytes;
    const QString name = url.fileName(QUrl::FullyDecoded);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this, isPage, limit, name](qint64 received, qint64 total) {
        if (received > limit || total > limit) {
            m_tooBig = true;
            m_reply->abort(); // the reply finishes with an error, reported as too big
            return;
        }
        if (!isPage)
            emit progressed(tr("Downloading %1…").arg(name), received, total > 0 ? total : -1);
    });
    // A file is written as it arrives: a card file may be larger than memory allows.
    if (!isPage)
        connect(m_reply, &QNetworkReply::readyRead, this, [this] {
            if (m_file && m_file->write(m_reply->readAll()) < 0)
                m_reply->abort(); // fileArrived() reports the file's error
        });
    connect(m_reply, &QNetworkReply::finished, this, arrived);
}

QString RulesUpdate::whyFailed(QNetworkReply *reply) const
{
    if (m_tooBig)
        return tr("it is far larger than any rules text or card file, so it was not downloaded");
    return reply->errorString();
}

void RulesUpdate::pageArrived()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (reply->error() != QNetworkReply::NoError)
        return finish(Outcome::Failed, tr("Cannot read the rules page %1: %2")
                                           .arg(m_page.toDisplayString(), whyFailed(reply)));
    const QByteArray page = reply->readAll();
    m_queue.clear();
    m_files.clear();
    m_upToDate.clear();
    if (const QUrl text = importers::newestRulesTextLink(page, reply->url()); !text.isEmpty())
        m_queue << text;
    for (const importers::PolicyDocumentLink &link : importers::policyDocumentLinks(page, reply->url()))
        m_queue << link.url;
    if (const QUrl cards = importers::cardFileLink(page, reply->url()); !cards.isEmpty()) {
        m_queue << cards;
        m_cardFiles << cards;
    }
    if (m_queue.isEmpty())
        return finish(Outcome::Failed, tr("The page %1 links no rules text (.txt) file and no card file "
                                          "(MTGJSON's AllPrintings, Scryfall's bulk files). Is its address "
                                          "right?").arg(m_page.toDisplayString()));
    m_downloads = std::make_unique<QTemporaryDir>();
    downloadNext();
}

void RulesUpdate::downloadNext()
{
    if (m_queue.isEmpty())
        return checkDownloads();
    const QUrl link = m_queue.takeFirst();
    // Each download in a folder of its own: two documents may be published under one name.
    const QString folder = QString::number(m_files.size() + 1);
    if (!QDir(m_downloads->path()).mkpath(folder))
        return finish(Outcome::Failed, tr("Cannot save the download in %1").arg(m_downloads->path()));
    m_file = std::make_unique<QFile>(m_downloads->filePath(folder + QStringLiteral("/download.part")));
    if (!m_file->open(QIODevice::WriteOnly))
        return finish(Outcome::Failed, tr("Cannot save the download: %1").arg(m_file->errorString()));
    emit progressed(tr("Downloading %1…").arg(link.fileName(QUrl::FullyDecoded)), 0, -1);
    get(link, &RulesUpdate::fileArrived);
}

void RulesUpdate::fileArrived()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const std::unique_ptr<QFile> file = std::move(m_file);
    if (file && file->error() != QFileDevice::NoError)
        return finish(Outcome::Failed, tr("Cannot save the download: %1").arg(file->errorString()));
    if (reply->error() != QNetworkReply::NoError)
        return finish(Outcome::Failed, tr("Cannot download %1: %2").arg(reply->url().toDisplayString(), whyFailed(reply)));
    if (!file || file->write(reply->readAll()) < 0 || !file->flush())
        return finish(Outcome::Failed, tr("Cannot save the download: %1").arg(file ? file->errorString() : QString()));
    file->close();
    // Saved under the name it is published as (after any redirect): the name the messages
    // and the edition's source give. The importers read what the file is from its bytes.
    const QString name = reply->url().fileName(QUrl::FullyDecoded).isEmpty()
                             ? QStringLiteral("rules.txt")
                             : reply->url().fileName(QUrl::FullyDecoded);
    const QString path = QFileInfo(file->fileName()).dir().filePath(name);
    if (!QFile::rename(file->fileName(), path))
        return finish(Outcome::Failed, tr("Cannot save the download in %1").arg(path));
    m_files << path;
    if (m_cardFiles.contains(reply->request().url()))
        m_cardDate = publishedOn(name, reply);
    downloadNext();
}

void RulesUpdate::checkDownloads()
{
    // Reading the files (a few milliseconds each) and opening the database are off this
    // thread too. Each file is read as it is: the rules' text, or a policy document's PDF.
    struct Checked {
        QString name;
        importers::FilePreview preview;
        std::optional<rulesdb::EditionInfo> have;
    };
    auto results = std::make_shared<std::vector<Checked>>();
    // A card file is not read twice (AllPrintings is half a gigabyte): the import reads it,
    // refuses it when damaged, and adds nothing when the database has its cards already.
    const qsizetype rulesFiles = m_files.size() - m_cardFiles.size();
    m_check = std::make_unique<StoreTask>(m_databasePath, StoreTask::Lane::Read, [files = m_files.first(rulesFiles), results](rulesdb::RulesStore &store) {
        for (const QString &path : files) {
            Checked c{QFileInfo(path).fileName(), importers::previewFile(path, {}), std::nullopt};
            // An excerpt of that date is no reason to skip the whole text: it supersedes it.
            if (c.preview.error.isEmpty() && !c.preview.date.isEmpty())
                if (auto e = store.edition(c.preview.date, c.preview.language, c.preview.document); e && !rulesdb::isExcerpt(*e))
                    c.have = e;
            results->push_back(std::move(c));
        }
    });
    connect(m_check.get(), &StoreTask::finished, this, [this, results] {
        // This runs inside the task's own signal: it is deleted once that returns.
        StoreTask *task = m_check.release();
        task->deleteLater();
        if (!task->error().isEmpty())
            return finish(Outcome::Failed, task->error());
        QStringList toImport;
        QString edition;
        for (size_t i = 0; i < results->size(); ++i) {
            const Checked &c = (*results)[i];
            if (!c.preview.error.isEmpty())
                return finish(Outcome::Failed,
                              tr("%1 is not a rules text Rulekeeper can read: %2").arg(c.name, c.preview.error));
            if (!c.have) {
                toImport << m_files[qsizetype(i)];
                continue;
            }
            if (c.preview.document == rulesdb::Document::CR)
                edition = c.have->date;
            m_upToDate << (c.preview.document == rulesdb::Document::CR
                               ? tr("You have the newest rules: the edition of %1 (%2).").arg(c.have->date, c.name)
                               : tr("You have the newest %1: the edition of %2 (%3).")
                                     .arg(rulesdb::documentTitle(c.preview.document), c.have->date, c.name));
        }
        toImport << m_files.sliced(qsizetype(results->size())); // the card files, last
        if (toImport.isEmpty())
            return finish(Outcome::UpToDate, m_upToDate.join(u'\n'), edition);
        checked(toImport);
    });
    m_check->start();
}

void RulesUpdate::checked(const QStringList &paths)
{
    importers::ImportOptions options;
    options.date = m_cardDate; // for a card file that states no date of its own
    options.dateOnlyWhereNoneStated = true;
    m_import = std::make_unique<ImportJob>(m_databasePath, paths, options);
    QStringList names;
    for (const QString &path : paths)
        names << QFileInfo(path).fileName();
    connect(m_import.get(), &ImportJob::progressed, this, [this, names](int done, int total, const QString &) {
        emit progressed(tr("Importing %1…").arg(names.join(QStringLiteral(", "))), done, total);
    });
    connect(m_import.get(), &ImportJob::finished, this, &RulesUpdate::importFinished);
    m_import->start();
}

void RulesUpdate::importFinished()
{
    // This runs inside the job's own signal: it is deleted once that returns.
    ImportJob *job = m_import.release();
    job->deleteLater();
    if (job->wasCancelled())
        return finish(Outcome::Cancelled, tr("Cancelled; nothing was imported."));
    if (!job->error().isEmpty() || job->outcomes().empty())
        return finish(Outcome::Failed, tr("The import failed: %1").arg(job->error()));
    QStringList said;
    QString edition;
    bool imported = false;
    for (const importers::ImportOutcome &o : job->outcomes()) {
        const rulesdb::EditionInfo &e = o.result.edition;
        const bool rules = e.document == rulesdb::Document::CR;
        if (rules)
            edition = e.date; // what the window shows next
        if (e.document == rulesdb::Document::Cards) {
            const QString file = QFileInfo(o.file).fileName();
            if (o.result.status == rulesdb::AddStatus::AlreadyImported) {
                said << tr("You have the cards of %1 already: the snapshot of %2.").arg(file, e.date);
                continue;
            }
            imported = true;
            said << tr("Imported the cards of %1 as of %2: %n card(s).", nullptr, e.rules).arg(file, e.date);
            continue;
        }
        if (o.result.status == rulesdb::AddStatus::AlreadyImported) {
            said << (rules ? tr("You have the newest rules: the edition of %1.").arg(e.date)
                           : tr("You have the newest %1: the edition of %2.").arg(rulesdb::documentTitle(e.document), e.date));
            continue;
        }
        imported = true;
        said << (rules ? tr("Imported the rules of %1: %n rule(s).", nullptr, e.rules).arg(e.date)
                       : tr("Imported the %1 of %2: %n section(s).", nullptr, e.rules)
                             .arg(rulesdb::documentTitle(e.document), e.date));
    }
    finish(imported ? Outcome::Imported : Outcome::UpToDate, (said + m_upToDate).join(u'\n'), edition);
}

void RulesUpdate::finish(Outcome outcome, const QString &message, const QString &edition)
{
    m_outcome = outcome;
    m_message = message;
    m_edition = edition;
    emit finished();
}

} // namespace gui
