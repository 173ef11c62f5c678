#include "workers/backgroundtask.h"

#include <QThread>
#include <exception>

namespace gui {

BackgroundTask::BackgroundTask(std::function<void()> work, QObject *parent)
    : QObject(parent), m_work(std::move(work))
{
}

BackgroundTask::~BackgroundTask()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void BackgroundTask::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] {
        try {
            m_work();
        } catch (const std::exception &e) {
            // DbError and ImportError say what went wrong in what(), in UTF-8.
            m_error = QString::fromUtf8(e.what());
        }
    });
    // Emitted on the task's thread, delivered (queued) on the owner's.
    connect(m_thread, &QThread::finished, this, &BackgroundTask::finished);
    m_thread->start();
}

bool BackgroundTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

} // namespace gui
