#include "workers/storeservice.h"

#include <QFileInfo>
#include <QHash>
#include <QThread>
#include <exception>

namespace gui {

struct StoreService::LaneThread {
    QThread thread;
    QObject context; // lives on `thread`: jobs are queued to it
    std::unique_ptr<rulesdb::RulesStore> store; // opened and closed on `thread` only
};

std::shared_ptr<StoreService> StoreService::of(const QString &databasePath)
{
    // Only the UI thread asks; the map holds no service alive by itself.
    static QHash<QString, std::weak_ptr<StoreService>> services;
    const QString key = QFileInfo(databasePath).absoluteFilePath();
    if (auto held = services.value(key).lock())
        return held;
    std::shared_ptr<StoreService> made(new StoreService(databasePath));
    services.insert(key, made);
    return made;
}

StoreService::StoreService(QString databasePath) : m_path(std::move(databasePath)) {}

StoreService::~StoreService()
{
    for (LaneThread *lane : {m_write.get(), m_read.get()}) {
        if (!lane)
            continue;
        // After the jobs queued before it: the connection closes where it was opened.
        QMetaObject::invokeMethod(&lane->context, [lane] { lane->store.reset(); }, Qt::BlockingQueuedConnection);
        lane->thread.quit();
        lane->thread.wait();
    }
}

StoreService::LaneThread &StoreService::lane(Lane which)
{
    std::unique_ptr<LaneThread> &slot = which == Lane::Write ? m_write : m_read;
    if (!slot) {
        slot = std::make_unique<LaneThread>();
        slot->thread.setObjectName(which == Lane::Write ? QStringLiteral("store writes") : QStringLiteral("store reads"));
        slot->context.moveToThread(&slot->thread);
        slot->thread.start();
    }
    return *slot;
}

void StoreService::submit(Lane which, const std::shared_ptr<Job> &job, std::function<void()> announce)
{
    LaneThread &onLane = lane(which);
    // The service outlives the jobs queued on it: its destructor waits for each lane's
    // queue to drain. (Holding it here instead could make a lane destroy its own thread.)
    QMetaObject::invokeMethod(
        &onLane.context,
        [self = this, lane = &onLane, job, announce = std::move(announce)] {
            if (!job->begin())
                return;
            QString error;
            try {
                if (!lane->store) {
                    lane->store = std::make_unique<rulesdb::RulesStore>(self->m_path);
                    ++self->m_opened;
                }
                job->m_work(*lane->store);
            } catch (const std::exception &e) {
                // DbError and ImportError say what went wrong in what(), in UTF-8.
                error = QString::fromUtf8(e.what());
            }
            job->end(error, announce);
        },
        Qt::QueuedConnection);
}

bool StoreService::Job::begin()
{
    const std::lock_guard lock(m_mutex);
    if (m_state != State::Queued)
        return false;
    m_state = State::Running;
    return true;
}

void StoreService::Job::end(const QString &error, const std::function<void()> &announce)
{
    {
        const std::lock_guard lock(m_mutex);
        m_error = error;
        m_state = State::Done;
        // Under the lock: whoever waits for the job (its owner, being destroyed) is still
        // there to be told.
        if (announce)
            announce();
    }
    m_ended.notify_all();
}

bool StoreService::Job::cancel()
{
    const std::lock_guard lock(m_mutex);
    if (m_state != State::Queued)
        return m_state == State::Cancelled;
    m_state = State::Cancelled;
    return true;
}

void StoreService::Job::cancelOrWait()
{
    std::unique_lock lock(m_mutex);
    if (m_state == State::Queued)
        m_state = State::Cancelled;
    m_ended.wait(lock, [this] { return m_state != State::Running; });
}

bool StoreService::Job::isOver() const
{
    const std::lock_guard lock(m_mutex);
    return m_state == State::Done || m_state == State::Cancelled;
}

QString StoreService::Job::error() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace gui
