#pragma once
// Work on the database that may take longer than a frame (linking editions, diffing two
// of them) runs here, on a thread of its own with its own connection, so that the window
// keeps answering. The result is handed back on the owner's thread.

#include "rulesstore.h"

#include <QObject>
#include <functional>

class QThread;

namespace gui {

class StoreTask : public QObject {
    Q_OBJECT
public:
    // `work` runs on the task's thread with a store opened on databasePath.
    StoreTask(QString databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent = nullptr);
    ~StoreTask() override; // waits for the work: it never outlives what it writes to

    void start();
    bool isRunning() const;
    QString error() const { return m_error; } // valid after finished(); empty on success

signals:
    void finished();

private:
    const QString m_databasePath;
    const std::function<void(rulesdb::RulesStore &)> m_work;
    QThread *m_thread = nullptr;
    QString m_error;
};

} // namespace gui
