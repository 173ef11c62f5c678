#pragma once
// Reading files and storing them take from milliseconds to seconds (a whole corpus): the
// app does both on threads of their own so that the window never waits. An import is a
// StoreTask on the write lane of the database's StoreService (the window keeps reading,
// WAL), and Cancel stops it before the commit, so the database stays exactly as it was.

#include "importer.h"

#include <QObject>
#include <QStringList>
#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace gui {

class StoreTask;

class ImportJob : public QObject {
    Q_OBJECT
public:
    // One import, one transaction: all of the files are stored or none.
    ImportJob(QString databasePath, QStringList files, importers::ImportOptions options,
              QObject *parent = nullptr);
    ~ImportJob() override; // cancels and waits: a job never outlives what it writes to

    void start();
    // Safe from any thread; takes effect at the import's next step.
    void cancel() { m_cancel = true; }
    bool isRunning() const;

    // Valid after finished().
    const std::vector<importers::ImportOutcome> &outcomes() const { return m_outcomes; }
    QString error() const; // why it failed; empty on success or cancel
    bool wasCancelled() const { return m_cancelled; }

signals:
    // Emitted on the import's thread between steps; connections to widgets are queued.
    void progressed(int done, int total, const QString &file);
    // Emitted on the thread that owns the job once the import is over, whatever its end.
    void finished();

private:
    const QString m_databasePath;
    const QStringList m_files;
    const importers::ImportOptions m_options;
    std::atomic<bool> m_cancel{false};
    std::vector<importers::ImportOutcome> m_outcomes;
    bool m_cancelled = false;
    std::unique_ptr<StoreTask> m_task; // last: destroyed (and waited for) first
};

// Previews files one after the other on a thread of its own; each preview is handed to
// the callback on the receiver's thread, in order.
class FilePreviewer : public QObject {
    Q_OBJECT
public:
    using Callback = std::function<void(int index, const importers::FilePreview &)>;
    FilePreviewer(QStringList files, importers::ImportOptions options, Callback onPreview,
                  QObject *parent = nullptr);
    ~FilePreviewer() override; // stops after the file at hand and waits

    void start();

signals:
    void finished();

private:
    const QStringList m_files;
    const importers::ImportOptions m_options;
    const Callback m_onPreview;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_stop{false};
};

} // namespace gui
