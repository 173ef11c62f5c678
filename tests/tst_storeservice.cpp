// The app's worker connections: every task on a lane shares the one connection the lane
// opened, in the order asked; a read is not queued behind a long write; a task destroyed
// before it ran never runs, one running is waited for; an exception is the task's error.
// Without a window: a QCoreApplication delivers the tasks' signals.

#include "testsupport.h"
#include "workers/storeservice.h"
#include "workers/storetask.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <semaphore>

using namespace gui;
using rulesdb::RulesStore;

class TestStoreService : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("rules.sqlite"));
        RulesStore store(m_db); // created, so that every lane opens an existing database
    }

    void tasksShareTheLanesConnectionsInOrder()
    {
        const auto service = StoreService::of(m_db);
        QCOMPARE(StoreService::of(m_db).get(), service.get()); // one per database
        QStringList order;
        std::vector<std::unique_ptr<StoreTask>> tasks;
        for (int i = 0; i < 10; ++i) {
            const QString date = QStringLiteral("2030-01-%1").arg(i + 1, 2, 10, QLatin1Char('0'));
            tasks.push_back(std::make_unique<StoreTask>(m_db, [date, &order](RulesStore &store) {
                store.addEdition(testsupport::madeEdition(qPrintable(date), {{"100.1", "Text."}}));
                order << date; // the lane runs one task at a time: no lock needed
            }));
        }
        auto read = std::make_unique<StoreTask>(m_db, StoreTask::Lane::Read, [](RulesStore &store) {
            (void)store.editions();
        });
        int finished = 0;
        for (auto &t : tasks) {
            connect(t.get(), &StoreTask::finished, this, [&finished] { ++finished; });
            t->start();
        }
        QSignalSpy readDone(read.get(), &StoreTask::finished);
        read->start();
        QTRY_COMPARE(finished, 10);
        QTRY_COMPARE(readDone.size(), 1);
        for (const auto &t : tasks) {
            QVERIFY(!t->isRunning());
            QVERIFY(t->error().isEmpty());
        }
        QCOMPARE(order.size(), 10);
        QCOMPARE(order.front(), QStringLiteral("2030-01-01"));
        QCOMPARE(order.back(), QStringLiteral("2030-01-10"));
        // Eleven tasks, two connections: one per lane, opened once.
        QCOMPARE(service->connectionsOpened(), 2);
        RulesStore check(m_db);
        QCOMPARE(int(check.editions().size()), 10);
    }

    void aReadIsNotQueuedBehindALongWrite()
    {
        const auto service = StoreService::of(m_db);
        std::binary_semaphore release(0);
        std::atomic<bool> writing{false};
        StoreTask write(m_db, [&](RulesStore &) {
            writing = true;
            release.acquire(); // a long import
        });
        StoreTask read(m_db, StoreTask::Lane::Read, [](RulesStore &store) { (void)store.editions(); });
        QSignalSpy readDone(&read, &StoreTask::finished), writeDone(&write, &StoreTask::finished);
        write.start();
        QTRY_VERIFY(writing.load());
        read.start();
        QVERIFY(readDone.wait(5000));
        QVERIFY(write.isRunning());
        release.release();
        QVERIFY(writeDone.wait(5000));
    }

    void aTaskDestroyedBeforeItRanNeverRunsOneRunningIsWaitedFor()
    {
        const auto service = StoreService::of(m_db);
        std::binary_semaphore release(0);
        std::atomic<bool> blockerRunning{false}, ran{false};
        auto blocker = std::make_unique<StoreTask>(m_db, [&](RulesStore &) {
            blockerRunning = true;
            release.acquire();
        });
        blocker->start();
        QTRY_VERIFY(blockerRunning.load());
        auto queued = std::make_unique<StoreTask>(m_db, [&ran](RulesStore &) { ran = true; });
        queued->start();
        QVERIFY(queued->isRunning()); // asked for, not over
        queued.reset();                // still queued behind the blocker: dropped at once
        release.release();
        blocker.reset(); // running: waited for
        // A task after them runs, and the dropped one never did.
        StoreTask after(m_db, [](RulesStore &) {});
        QSignalSpy done(&after, &StoreTask::finished);
        after.start();
        QVERIFY(done.wait(5000));
        QVERIFY(!ran.load());
    }

    void anExceptionIsTheTasksError()
    {
        StoreTask failing(m_db, [](RulesStore &) { throw rulesdb::DbError(0, QStringLiteral("the disk is full")); });
        QSignalSpy done(&failing, &StoreTask::finished);
        failing.start();
        QVERIFY(done.wait(5000));
        QCOMPARE(failing.error(), QStringLiteral("the disk is full"));
        // The lane goes on.
        StoreTask next(m_db, [](RulesStore &store) { (void)store.editions(); });
        QSignalSpy nextDone(&next, &StoreTask::finished);
        next.start();
        QVERIFY(nextDone.wait(5000));
        QVERIFY(next.error().isEmpty());
    }

    void theConnectionsCloseWithTheLastHolder()
    {
        std::weak_ptr<StoreService> gone;
        {
            StoreTask task(m_db, [](RulesStore &) {});
            QSignalSpy done(&task, &StoreTask::finished);
            task.start();
            QVERIFY(done.wait(5000));
            gone = StoreService::of(m_db);
        }
        QVERIFY(gone.expired());
        // A new holder opens its own again.
        const auto again = StoreService::of(m_db);
        QCOMPARE(again->connectionsOpened(), 0);
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

QTEST_GUILESS_MAIN(TestStoreService)
#include "tst_storeservice.moc"
