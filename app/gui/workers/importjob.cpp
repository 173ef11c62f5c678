#include "workers/importjob.h"

#include "workers/storetask.h"

#include <QThread>
#include <algorithm>
#include <iterator>

namespace gui {

ImportJob::ImportJob(QString databasePath, QStringList files, importers::ImportOptions options, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_files(std::move(files)), m_options(std::move(options))
{
}

ImportJob::~ImportJob()
{
    cancel(); // then m_task waits for the thread
}

void ImportJob::start()
{
    Q_ASSERT(!m_task);
    m_task = std::make_unique<StoreTask>(m_databasePath, [this](rulesdb::RulesStore &store) {
        try {
            m_outcomes = importers::importFiles(store, m_files, m_options, [this](const importers::ImportStep &step) {
                emit progressed(step.done, step.total, step.file);
                return !m_cancel.load();
            });
        } catch (const importers::ImportCancelled &) {
            m_cancelled = true;
        }
        // Any other failure is the task's error: an ImportError says file, line and why.
    });
    connect(m_task.get(), &StoreTask::finished, this, &ImportJob::finished);
    m_task->start();
}

bool ImportJob::isRunning() const
{
    return m_task && m_task->isRunning();
}

QString ImportJob::error() const
{
    return m_task ? m_task->error() : QString();
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
