#pragma once
// Work that may take longer than a frame runs on a thread of its own, so that the window
// keeps answering; its end is announced on the owner's thread. A task is waited for when
// destroyed: it never outlives what it works on. PrintJob (laying out and printing a
// report) is one; database work goes through StoreTask and the database's StoreService.

#include <QObject>
#include <QString>
#include <functional>

class QThread;

namespace gui {

class BackgroundTask : public QObject {
    Q_OBJECT
public:
    // `work` runs on the task's thread; an exception it throws is the task's error.
    explicit BackgroundTask(std::function<void()> work, QObject *parent = nullptr);
    ~BackgroundTask() override;

    void start();
    bool isRunning() const;
    QString error() const { return m_error; } // valid after finished(); empty on success

signals:
    void finished();

private:
    const std::function<void()> m_work;
    QThread *m_thread = nullptr;
    QString m_error;
};

} // namespace gui
