#include "importjob.h"

#include "importerror.h"
#include "rulesstore.h"
#include "sqlite.h"

#include <QThread>

namespace gui {

ImportJob::ImportJob(QString databasePath, QStringList files, importers::ImportOptions options, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_files(std::move(files)),
      m_options(std::move(options))
{
}

ImportJob::~ImportJob()
{
    if (m_thread) {
        cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void ImportJob::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] { run(); });
    // QThread::finished is emitted on the import's thread; this object lives on the
    // caller's, so the connection is queued and finished() arrives there.
    connect(m_thread, &QThread::finished, this, &ImportJob::finished);
    m_thread->start();
}

bool ImportJob::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ImportJob::run()
{
    try {
        rulesdb::RulesStore store(m_databasePath);
        m_outcomes = importers::importFiles(store, m_files, m_options, [this](const importers::ImportStep &step) {
            emit progressed(step.done, step.total, step.file);
            return !m_cancel.load();
        });
        // Stored. Linking the new editions to their neighbours now, on this thread, makes
        // a rule's history and the edition switch instant later; it can no longer be
        // cancelled, as the import is committed.
        QStringList languages;
        for (const importers::ImportOutcome &o : m_outcomes)
            if (!o.rulings && o.result.status == rulesdb::AddStatus::Added && !languages.contains(o.result.edition.language))
                languages << o.result.edition.language;
        try {
            for (const QString &language : languages)
                store.updateLineage(language);
        } catch (const rulesdb::DbError &) {
            // Not stored now, computed on first use instead: the import itself stands.
        }
    } catch (const importers::ImportCancelled &) {
        m_cancelled = true;
    } catch (const importers::ImportError &e) {
        m_error = e.toString();
    } catch (const rulesdb::DbError &e) {
        m_error = e.message();
    } catch (const std::exception &e) {
        m_error = QString::fromUtf8(e.what());
    }
}

FilePreviewer::FilePreviewer(QStringList files, importers::ImportOptions options, Callback onPreview, QObject *parent)
    : QObject(parent), m_files(std::move(files)), m_options(std::move(options)), m_onPreview(std::move(onPreview))
{
}

FilePreviewer::~FilePreviewer()
{
    if (m_thread) {
        m_stop = true;
        m_thread->wait();
        delete m_thread;
    }
}

void FilePreviewer::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] {
        for (int i = 0; i < m_files.size() && !m_stop; ++i) {
            const importers::FilePreview preview = importers::previewFile(m_files[i], m_options);
            // Queued to this object's thread: the callback may touch widgets there.
            QMetaObject::invokeMethod(this, [this, i, preview] { m_onPreview(i, preview); }, Qt::QueuedConnection);
        }
    });
    connect(m_thread, &QThread::finished, this, &FilePreviewer::finished);
    m_thread->start();
}

} // namespace gui
