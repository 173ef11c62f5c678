// Concurrency: the app keeps its connection open and reads (the edition list, rules, the
// contents, search, history) while the command-line program imports into the same file,
// both one long run of many editions in one transaction and short runs one after another.
// In WAL mode the reader must never wait for the writer or see "database is locked", and
// every edition it sees must be whole. The app also links editions (a write) meanwhile;
// the two writers take turns within the busy timeout.

#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <deque>

using namespace rulesdb;

class TestConcurrency : public QObject {
    Q_OBJECT
private slots:
    void appReadsWhileTheCommandLineImports();
    void readsDoNotWaitForAWriteInProgress();
};

namespace {

// The edition as a reader sees it, compared with what its row says it holds.
QString wholenessProblem(RulesStore &store, const EditionInfo &e)
{
    int rules = 0;
    for (const RuleHeadline &h : store.headlines(e)) {
        const auto n = RuleNumber::parse(h.number);
        rules += n && n->isRuleOrSubrule() ? 1 : 0;
    }
    const int glossary = int(store.glossaryTerms(e).size());
    if (rules != e.rules || glossary != e.glossary)
        return QStringLiteral("%1 seen with %2 rules and %3 glossary terms; its row says %4 and %5")
            .arg(e.date)
            .arg(rules)
            .arg(glossary)
            .arg(e.rules)
            .arg(e.glossary);
    return {};
}

} // namespace

void TestConcurrency::appReadsWhileTheCommandLineImports()
{
    QStringList files = testsupport::corpusEditions();
    if (files.isEmpty())
        QSKIP("../shared/corpus is not beside this clone: the concurrency test imports the real corpus");
    files = files.mid(files.size() - 40); // the newest 40: the app's most common neighbours

    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("rules.sqlite"));
    // Runs of the command line: the first 25 editions in one transaction, then one by one.
    std::deque<QStringList> runs{files.mid(0, 25)};
    for (const QString &f : files.mid(25))
        runs.push_back({f});

    RulesStore store(db); // the app's connection, open throughout
    QProcess cli;
    cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    int runsDone = 0;
    auto startNext = [&] {
        cli.start(QStringLiteral(RULEKEEPER_CLI_PATH),
                  QStringList{QStringLiteral("--db"), db, QStringLiteral("import")} + runs.front());
        runs.pop_front();
    };
    startNext();

    int reads = 0, linkings = 0;
    qint64 slowestReadMs = 0;
    size_t seenMost = 0;
    while (true) {
        if (cli.state() == QProcess::NotRunning) {
            QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
                     qPrintable(QStringLiteral("an import run failed: exit %1").arg(cli.exitCode())));
            ++runsDone;
            if (runs.empty())
                break;
            startNext();
        }
        QElapsedTimer clock;
        clock.start();
        try {
            const std::vector<EditionInfo> editions = store.editions();
            // Editions only arrive: the list never shrinks.
            QVERIFY(editions.size() >= seenMost);
            seenMost = editions.size();
            if (!editions.empty()) {
                const EditionInfo &newest = editions.back();
                const QString problem = wholenessProblem(store, newest);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
                QVERIFY(store.rule(newest, *RuleNumber::parse(QStringLiteral("100.1"))));
                store.search(QStringLiteral("trample"), SearchOptions{});
                store.history(newest, *RuleNumber::parse(QStringLiteral("702.19")));
            }
            // Now and then the app links the new editions, as it does after noticing them.
            if (reads % 25 == 24) {
                store.updateLineage(QStringLiteral("en"));
                ++linkings;
            }
        } catch (const DbError &e) {
            QFAIL(qPrintable(QStringLiteral("the app's connection failed while the command line "
                                            "imported: %1").arg(e.message())));
        }
        slowestReadMs = std::max(slowestReadMs, clock.elapsed());
        ++reads;
        cli.waitForFinished(5); // let the writer go on; drives the process's state
    }

    qInfo("%d rounds of reading and %d linkings during %d import runs; slowest round %lld ms", reads,
          linkings, runsDone, slowestReadMs);
    QVERIFY(reads >= runsDone); // the reader really ran alongside every run
    const std::vector<EditionInfo> editions = store.editions();
    QCOMPARE(int(editions.size()), int(files.size()));
    for (const EditionInfo &e : editions)
        QVERIFY2(wholenessProblem(store, e).isEmpty(), qPrintable(wholenessProblem(store, e)));
}

// Deterministic where the test above depends on timing: another connection holds an
// exclusive write transaction (as the command line does while it commits), and the app's
// reads go on, seeing the database as it was before that transaction.
void TestConcurrency::readsDoNotWaitForAWriteInProgress()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("rules.sqlite"));
    RulesStore store(db);
    store.addEdition(testsupport::madeEdition("2024-07-30", {{"100.1", "These Magic rules apply to any Magic game."}}));
    {
        Statement mode(store.database(), "PRAGMA journal_mode");
        QVERIFY(mode.step());
        QCOMPARE(mode.text(0), QStringLiteral("wal"));
    }

    Database writer(db);
    // EXCLUSIVE: under a rollback journal it would shut every reader out until the commit
    // (they would fail with "database is locked" after the busy timeout).
    writer.exec("BEGIN EXCLUSIVE");
    writer.exec("INSERT INTO meta(key, value) VALUES('uncommitted', 'yes')");
    try {
        QCOMPARE(store.editions().size(), size_t(1));
        QVERIFY(store.rule(store.editions().front(), *RuleNumber::parse(QStringLiteral("100.1"))));
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM meta WHERE key = 'uncommitted'"), 0);
    } catch (const DbError &e) {
        QFAIL(qPrintable(e.message()));
    }
    writer.exec("COMMIT");
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM meta WHERE key = 'uncommitted'"), 1);
}

QTEST_GUILESS_MAIN(TestConcurrency)
#include "tst_concurrency.moc"
