#include "dialogs/rulesupdate.h"

#include "importer.h"
#include "workers/importjob.h"
#include "rulespagelink.h"
#include "rulesstore.h"
#include "workers/storetask.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <memory>
#include <optional>

namespace gui {

namespace {
// A rules page is tens of kilobytes: anything far bigger is not what we came for, and is
// not kept in memory. The text may be as large as the importers accept.
constexpr qint64 kMaxPageBytes = 8 << 20;
constexpr qint64 kMaxTextBytes = importers::MaxFileBytes;
constexpr int kTimeoutMs = 30000;
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
    const qint64 limit = isPage ? kMaxPageBytes : kMaxTextBytes;
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
    connect(m_reply, &QNetworkReply::finished, this, arrived);
}

QString RulesUpdate::whyFailed(QNetworkReply *reply) const
{
    if (m_tooBig)
        return tr("it is far larger than any rules text, so it was not downloaded");
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
    const QUrl link = importers::newestRulesTextLink(reply->readAll(), reply->url());
    if (link.isEmpty())
        return finish(Outcome::Failed, tr("The page %1 links no rules text (.txt) file. Is its address "
                                          "right?").arg(m_page.toDisplayString()));
    emit progressed(tr("Downloading %1…").arg(link.fileName(QUrl::FullyDecoded)), 0, -1);
    get(link, &RulesUpdate::textArrived);
}

void RulesUpdate::textArrived()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const QString name = reply->url().fileName(QUrl::FullyDecoded).isEmpty()
                             ? QStringLiteral("rules.txt")
                             : reply->url().fileName(QUrl::FullyDecoded);
    if (reply->error() != QNetworkReply::NoError)
        return finish(Outcome::Failed, tr("Cannot download %1: %2").arg(reply->url().toDisplayString(), whyFailed(reply)));

    m_downloads = std::make_unique<QTemporaryDir>();
    const QString path = m_downloads->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(reply->readAll()) < 0 || !file.flush())
        return finish(Outcome::Failed, tr("Cannot save the download: %1").arg(file.errorString()));
    file.close();

    // Reading the file (a few milliseconds) and opening the database are off this thread too.
    auto preview = std::make_shared<importers::FilePreview>();
    auto have = std::make_shared<std::optional<rulesdb::EditionInfo>>();
    m_check = std::make_unique<StoreTask>(m_databasePath, StoreTask::Lane::Read, [path, preview, have](rulesdb::RulesStore &store) {
        *preview = importers::previewFile(path, {});
        // An excerpt of that date is no reason to skip the whole rules: they supersede it.
        if (preview->error.isEmpty() && !preview->date.isEmpty())
            if (auto e = store.edition(preview->date, preview->language); e && !rulesdb::isExcerpt(*e))
                *have = e;
    });
    connect(m_check.get(), &StoreTask::finished, this, [this, path, name, preview, have] {
        // This runs inside the task's own signal: it is deleted once that returns.
        StoreTask *task = m_check.release();
        task->deleteLater();
        if (!task->error().isEmpty())
            return finish(Outcome::Failed, task->error());
        if (!preview->error.isEmpty())
            return finish(Outcome::Failed,
                          tr("%1 is not a rules text Rulekeeper can read: %2").arg(name, preview->error));
        if (*have)
            return finish(Outcome::UpToDate,
                          tr("You have the newest rules: the edition of %1 (%2).").arg((*have)->date, name),
                          (*have)->date);
        checked(path, name);
    });
    m_check->start();
}

void RulesUpdate::checked(const QString &path, const QString &name)
{
    m_import = std::make_unique<ImportJob>(m_databasePath, QStringList{path}, importers::ImportOptions{});
    connect(m_import.get(), &ImportJob::progressed, this, [this, name](int done, int total, const QString &) {
        emit progressed(tr("Importing %1…").arg(name), done, total);
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
    const importers::ImportOutcome &o = job->outcomes().front();
    const rulesdb::EditionInfo &e = o.result.edition;
    if (o.result.status == rulesdb::AddStatus::AlreadyImported)
        return finish(Outcome::UpToDate, tr("You have the newest rules: the edition of %1.").arg(e.date), e.date);
    finish(Outcome::Imported, tr("Imported the rules of %1: %n rule(s).", nullptr, e.rules).arg(e.date), e.date);
}

void RulesUpdate::finish(Outcome outcome, const QString &message, const QString &edition)
{
    m_outcome = outcome;
    m_message = message;
    m_edition = edition;
    emit finished();
}

} // namespace gui
