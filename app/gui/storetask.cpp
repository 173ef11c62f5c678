#include "storetask.h"

#include "sqlite.h"

#include <QThread>

namespace gui {

StoreTask::StoreTask(QString databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent)
    : QObject(parent), m_databasePath(std::move(databasePath)), m_work(std::move(work))
{
}

StoreTask::~StoreTask()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void StoreTask::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] {
        try {
            rulesdb::RulesStore store(m_databasePath);
            m_work(store);
        } catch (const rulesdb::DbError &e) {
            m_error = e.message();
        } catch (const std::exception &e) {
            m_error = QString::fromUtf8(e.what());
        }
    });
    // Emitted on the task's thread, delivered (queued) on the owner's.
    connect(m_thread, &QThread::finished, this, &StoreTask::finished);
    m_thread->start();
}

bool StoreTask::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

} // namespace gui
