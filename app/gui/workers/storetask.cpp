#include "workers/storetask.h"

namespace gui {

StoreTask::StoreTask(const QString &databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent)
    : StoreTask(databasePath, Lane::Write, std::move(work), parent)
{
}

StoreTask::StoreTask(const QString &databasePath, Lane lane, std::function<void(rulesdb::RulesStore &)> work,
                     QObject *parent)
    : QObject(parent), m_service(StoreService::of(databasePath)), m_lane(lane),
      m_job(std::make_shared<StoreService::Job>(std::move(work)))
{
}

StoreTask::~StoreTask()
{
    m_job->cancelOrWait();
}

void StoreTask::start()
{
    Q_ASSERT(!m_started);
    m_started = true;
    // Called on the lane's thread while this task is sure to exist (its destructor waits
    // for a running job): the signal is delivered on the owner's thread.
    m_service->submit(m_lane, m_job, [this] {
        QMetaObject::invokeMethod(this, [this] { emit finished(); }, Qt::QueuedConnection);
    });
}

bool StoreTask::isRunning() const
{
    return m_started && !m_job->isOver();
}

QString StoreTask::error() const
{
    return m_job->error();
}

} // namespace gui
