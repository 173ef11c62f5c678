#pragma once
// Work on the database that may take longer than a frame (an import, linking editions,
// diffing two of them) runs on a lane of the database's StoreService, with the connection
// the lane keeps open, so that the window keeps answering. The end is announced on the
// owner's thread. A task is waited for when destroyed (one still queued is dropped): it
// never outlives what it works on.

#include "workers/storeservice.h"

#include <QObject>
#include <functional>
#include <memory>

namespace gui {

class StoreTask : public QObject {
    Q_OBJECT
public:
    using Lane = StoreService::Lane;
    // `work` runs on the write lane, after the writes queued before it.
    StoreTask(const QString &databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent = nullptr);
    StoreTask(const QString &databasePath, Lane lane, std::function<void(rulesdb::RulesStore &)> work,
              QObject *parent = nullptr);
    ~StoreTask() override;

    void start();
    bool isRunning() const;
    QString error() const; // valid after finished(); empty on success (an exception's words)

signals:
    void finished();

private:
    const std::shared_ptr<StoreService> m_service;
    const Lane m_lane;
    const std::shared_ptr<StoreService::Job> m_job;
    bool m_started = false;
};

} // namespace gui
