#pragma once
// The app's long-lived connections to one database, for the work that must not run on the
// UI thread. Opening a RulesStore checks the schema (and migrates an older file): done for
// every import, every linking and every diff, that cost grew with each task and left as
// many connections as tasks under way. Here each lane opens its connection once, on its own
// thread, and keeps it while the service lives:
// - Write: imports, linking the editions, a rules update; one after the other, as SQLite
//   writes anyway, so the app never waits on its own write lock.
// - Read: diffs and checks that only read, never queued behind a long import.
// A job runs after the jobs queued before it on its lane. StoreTask is how widgets use it.

#include "rulesstore.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>

class QThread;

namespace gui {

class StoreService {
public:
    enum class Lane { Write, Read };

    // The service of this database, shared by whoever asks while one of them holds it: the
    // main window holds it for its life, so that its connections stay open between tasks.
    static std::shared_ptr<StoreService> of(const QString &databasePath);
    ~StoreService(); // closes each lane's connection on its thread, after its last job

    StoreService(const StoreService &) = delete;
    StoreService &operator=(const StoreService &) = delete;

    const QString &databasePath() const { return m_path; }
    // Connections opened so far, all lanes together: one per lane used, however many jobs.
    int connectionsOpened() const { return m_opened; }

    // One piece of work on a lane. Cancelled before it starts, it never runs.
    class Job {
    public:
        explicit Job(std::function<void(rulesdb::RulesStore &)> work) : m_work(std::move(work)) {}
        // False when it had started already (it then runs to its end).
        bool cancel();
        // Waits for the job's end if it is running; returns at once if it is queued (it is
        // then cancelled) or over.
        void cancelOrWait();
        bool isOver() const;
        QString error() const; // valid once over: the exception's words, empty on success

    private:
        friend class StoreService;
        enum class State { Queued, Running, Done, Cancelled };
        bool begin();                  // on the lane: false when cancelled
        void end(const QString &error, const std::function<void()> &announce);
        const std::function<void(rulesdb::RulesStore &)> m_work;
        mutable std::mutex m_mutex;
        std::condition_variable m_ended;
        State m_state = State::Queued;
        QString m_error;
    };

    // Queues the work; `announce` is called on the lane's thread once it has run (not when
    // cancelled first), while the job is still held, before anyone waiting is woken.
    void submit(Lane lane, const std::shared_ptr<Job> &job, std::function<void()> announce);

private:
    explicit StoreService(QString databasePath);
    struct LaneThread;
    LaneThread &lane(Lane lane);

    const QString m_path;
    std::atomic<int> m_opened{0};
    std::unique_ptr<LaneThread> m_write, m_read;
};

} // namespace gui
