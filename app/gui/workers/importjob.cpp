#include "workers/importjob.h"

#include "workers/storetask.h"

#include <QThread>
#include <algorithm>
#include <iterator>

namespace gui {

ImportJob::ImportJob(QString databasePath, QStringList files, importers::ImportOptions options, QObject *parent)
    : ImportJob(std::move(databasePath), std::vector<ImportBatch>{{std::move(files), std::move(options)}}, parent)
{
}

ImportJob::ImportJob(QString databasePath, std::vector<ImportBatch> batches, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_batches(std::move(batches))
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
            // Each batch counts its own steps; the bar shows them as equal shares.
            constexpr int share = 1000;
            const int batches = int(m_batches.size());
            for (int b = 0; b < batches; ++b) {
                const ImportBatch &batch = m_batches[size_t(b)];
                auto outcomes = importers::importFiles(
                    store, batch.files, batch.options, [this, b, batches](const importers::ImportStep &step) {
                        if (batches == 1)
                            emit progressed(step.done, step.total, step.file);
                        else
                            emit progressed(b * share + step.done * share / std::max(step.total, 1), batches * share,
                                            step.file);
                        return !m_cancel.load();
                    });
                m_outcomes.insert(m_outcomes.end(), std::make_move_iterator(outcomes.begin()),
                                  std::make_move_iterator(outcomes.end()));
            }
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
