// Crash safety: the command-line program importing the real corpus, one edition per run,
// is killed with SIGKILL at many points of its work (reading, parsing, writing, committing).
// After every kill the database must pass PRAGMA integrity_check, and every edition in it
// must be whole (every rule, example and glossary entry its file holds) or absent. At the
// a killed run is repeated uncut, as a user would after a crash, and must complete.
// Card files the same way: after every kill the card tables hold the snapshot whole or
// not at all.

#include "importer.h"
#include "rulesstore.h"
#include "rulenumber.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <map>

using namespace rulesdb;

class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void killedImportsLeaveWholeEditionsOrNone();
    void killedCardImportsLeaveWholeSnapshotsOrNone();
};

namespace {

struct Counts {
    int rules = 0, examples = 0, glossary = 0;
    bool operator==(const Counts &) const = default;
};

QString describe(const Counts &c)
{
    return QStringLiteral("%1 rules, %2 examples, %3 glossary entries").arg(c.rules).arg(c.examples).arg(c.glossary);
}

// Runs the command-line import of `files`; kills it after `killAfterMs` unless it is done
// by then (a negative delay lets it finish). Returns true when the kill landed mid-run.
bool runImport(const QString &db, const QStringList &files, int killAfterMs, const QStringList &options = {})
{
    QProcess cli;
    cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    cli.start(QStringLiteral(RULEKEEPER_CLI_PATH),
              QStringList{QStringLiteral("--db"), db, QStringLiteral("import")} + options + files);
    if (!cli.waitForStarted(30000))
        qFatal("the command-line program did not start");
    if (killAfterMs >= 0 && !cli.waitForFinished(killAfterMs)) {
        cli.kill(); // SIGKILL: no handler, no cleanup, as a power cut or the OOM killer
        cli.waitForFinished(30000);
        return true;
    }
    cli.waitForFinished(600000);
    if (cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0)
        qFatal("an import run that was not killed failed (exit %d)", cli.exitCode());
    return false;
}

// What the database holds per source file, counted from its rows.
std::map<QString, Counts> editionsIn(const QString &path)
{
    Database db(path, Database::Mode::ReadOnly);
    std::map<QString, Counts> out;
    Statement editions(db, "SELECT id, source, rule_count, example_count, glossary_count FROM editions");
    while (editions.step()) {
        const qint64 id = editions.int64(0);
        Counts rows;
        Statement rules(db, "SELECT number FROM rules WHERE edition_id = ?1");
        rules.bind(1, id);
        while (rules.step()) {
            const auto n = RuleNumber::parse(rules.text(0));
            rows.rules += n && n->isRuleOrSubrule() ? 1 : 0;
        }
        Statement examples(db, "SELECT count(*) FROM examples WHERE edition_id = ?1");
        examples.bind(1, id);
        examples.step();
        rows.examples = examples.integer(0);
        Statement glossary(db, "SELECT count(*) FROM glossary WHERE edition_id = ?1");
        glossary.bind(1, id);
        glossary.step();
        rows.glossary = glossary.integer(0);
        // The counts written with the edition row must agree with the rows themselves.
        const Counts stated{editions.integer(2), editions.integer(3), editions.integer(4)};
        if (!(stated == rows))
            qFatal("%s: the edition row says %s but the tables hold %s", qPrintable(editions.text(1)),
                   qPrintable(describe(stated)), qPrintable(describe(rows)));
        out[editions.text(1)] = rows;
    }
    return out;
}

// Every card table's row count and the card snapshots' rows: what a killed card import
// must leave either as it was or as a whole run leaves it.
QString cardTables(const QString &path)
{
    Database db(path, Database::Mode::ReadOnly);
    QStringList counts;
    for (const char *table : {"cards", "card_texts", "card_versions", "oracle_rulings", "card_sets", "card_printings",
                              "card_names"})
        counts << QStringLiteral("%1 %2").arg(QLatin1StringView(table)).arg(
            db.queryInt(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1StringView(table)).toUtf8().constData()));
    Statement snapshots(db, "SELECT date, source, rule_count, example_count FROM editions WHERE document = 'cards' "
                            "ORDER BY id");
    while (snapshots.step())
        counts << QStringLiteral("snapshot %1 %2 (%3 cards, %4 rulings)")
                      .arg(snapshots.text(0), snapshots.text(1))
                      .arg(snapshots.integer(2))
                      .arg(snapshots.integer(3));
    return counts.join(QStringLiteral(", "));
}

QString integrityOf(const QString &path)
{
    Database db(path, Database::Mode::ReadOnly);
    Statement check(db, "PRAGMA integrity_check");
    QStringList problems;
    while (check.step())
        problems << check.text(0);
    return problems.join(u'\n');
}

} // namespace

void TestCrashSafety::killedImportsLeaveWholeEditionsOrNone()
{
    QStringList files = testsupport::corpusEditions();
    if (files.isEmpty())
        QSKIP("../shared/corpus is not beside this clone: the crash test imports the real corpus");
    QVERIFY(files.size() >= 50);

    // What each file holds, read without a database.
    std::map<QString, Counts> whole;
    for (const QString &f : files) {
        const importers::FilePreview p = importers::previewFile(f, {});
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        whole[QFileInfo(f).fileName()] = {p.rules, p.examples, p.glossary};
    }

    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("rules.sqlite"));
    auto checkDatabase = [&](const QString &when) {
        const QString integrity = integrityOf(db);
        if (integrity != QStringLiteral("ok"))
            return QStringLiteral("%1: %2").arg(when, integrity);
        for (const auto &[source, counts] : editionsIn(db)) {
            if (!whole.count(source) || !(counts == whole.at(source)))
                return QStringLiteral("%1: %2 holds %3 instead of %4")
                    .arg(when, source, describe(counts), describe(whole[source]));
        }
        return QString();
    };
    // How long a whole run takes here (slower under a sanitizer or a busy machine): the
    // median of the uncut runs so far.
    std::vector<int> uncutMs;
    auto uncutRun = [&](const QString &file) {
        QElapsedTimer clock;
        clock.start();
        runImport(db, {file}, -1);
        uncutMs.push_back(int(clock.elapsed()));
    };
    auto medianRunMs = [&] {
        std::vector<int> sorted = uncutMs;
        std::sort(sorted.begin(), sorted.end());
        return std::max(20, sorted[sorted.size() / 2]);
    };
    uncutRun(files.front());

    // The kill falls from the start of the program to past the end of its commit: 5 % to
    // 105 % of a run, in steps of 5 %, the order shuffled by file so that every phase meets
    // databases of every size. A killed run is followed by the same import uncut, as a
    // user would run it again, so the database grows edition by edition.
    int landed = 0;
    for (int i = 1; i < files.size(); ++i) {
        const int step = 1 + (i * 7) % 21;
        const bool killed = runImport(db, {files[i]}, medianRunMs() * step / 20);
        landed += killed ? 1 : 0;
        const QString problem = checkDatabase(QStringLiteral("after the kill during %1").arg(files[i]));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        if (killed)
            uncutRun(files[i]);
    }
    qInfo("%d of %d runs killed mid-run (a whole run takes %d ms here)", landed, int(files.size()) - 1,
          medianRunMs());
    QVERIFY2(landed >= 50, qPrintable(QStringLiteral("only %1 kills landed mid-run").arg(landed)));

    // Every edition is there once the runs were repeated, and whole.
    QCOMPARE(checkDatabase(QStringLiteral("at the end")), QString());
    QCOMPARE(editionsIn(db).size(), whole.size());
}

QTEST_GUILESS_MAIN(TestCrashSafety)
void TestCrashSafety::killedCardImportsLeaveWholeSnapshotsOrNone()
{
    // Real card files of each reader: an MTGJSON set file, a Cockatrice tokens file and a
    // Scryfall list (dated by the import). (Archives are read before the transaction opens,
    // as one file is: the kills would only take longer.)
    struct CardFile {
        QString path;
        QStringList options;
    };
    const std::vector<CardFile> files{
        {testsupport::corpusFile(QStringLiteral("cards/mtgjson5/TSP-2025-08-18.json")), {}},
        {testsupport::corpusFile(QStringLiteral("cards/cockatrice/tokens-20260805b.xml")), {}},
        {testsupport::corpusFile(QStringLiteral("cards/scryfall/api-2025-11/api.scryfall.com/"
                                                "02_cards_search_include_extras_true_include_variations_true_order_set_"
                                                "page_1_q_e_3AMID_unique_prints.json")),
         {QStringLiteral("--date"), QStringLiteral("2025-11-01")}},
    };
    if (!QFileInfo::exists(files.front().path))
        QSKIP("../shared/corpus is not beside this clone: the crash test imports real card files");

    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cards.sqlite"));
    const QString whole = dir.filePath(QStringLiteral("whole.sqlite"));
    RulesStore{db}; // made first, so that a kill before the program makes it finds it as it was
    int landed = 0;
    for (const CardFile &file : files) {
        // What the database holds before this file, and after a whole run of it (made on a
        // copy, timed: the kills fall from 5 % to 105 % of that run).
        const QString before = cardTables(db);
        QFile::remove(whole);
        QVERIFY(QFile::copy(db, whole));
        QElapsedTimer clock;
        clock.start();
        runImport(whole, {file.path}, -1, file.options);
        const int runMs = std::max(20, int(clock.elapsed()));
        const QString after = cardTables(whole);
        QVERIFY(after != before);
        for (int step = 1; step <= 22; step += 3) {
            const bool killed = runImport(db, {file.path}, runMs * step / 20, file.options);
            QCOMPARE(integrityOf(db), QStringLiteral("ok"));
            const QString now = cardTables(db);
            if (now == after)
                break; // the run completed (or the kill fell after its commit)
            QVERIFY2(killed && now == before,
                     qPrintable(QStringLiteral("after a kill at %1 % of importing %2 the card tables hold\n%3\n"
                                               "instead of as before\n%4\nor as after\n%5")
                                    .arg(step * 5)
                                    .arg(QFileInfo(file.path).fileName(), now, before, after)));
            ++landed;
        }
        // Repeated uncut, as a user would: the snapshot as a whole run makes it.
        runImport(db, {file.path}, -1, file.options);
        QCOMPARE(cardTables(db), after);
    }
    qInfo("%d card imports killed mid-run", landed);
    QVERIFY2(landed >= 6, qPrintable(QStringLiteral("only %1 kills landed mid-run").arg(landed)));
}

#include "tst_crashsafety.moc"
