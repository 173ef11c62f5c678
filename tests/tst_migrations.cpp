// Schema versions: each migration step from the version before, newer files refused
// untouched, foreign SQLite files refused, the full-text index rebuilt when its version moves.

#include "schema.h"
#include "sqlite.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestMigrations : public QObject {
    Q_OBJECT
private slots:
    void stepsAreOrdered();
    void eachStepFromTheOneBefore_data();
    void eachStepFromTheOneBefore();
    void newerSchemaIsRefusedUntouched();
    void foreignDatabaseIsRefused();
    void referencesSurviveTheirRebuildAndPassTheIntegrityCheck();
    void fullTextIndexIsRebuiltWhenItsVersionChanges();
};

void TestMigrations::stepsAreOrdered()
{
    int count = 0;
    const Migration *steps = migrationSteps(&count);
    QCOMPARE(count, kSchemaVersion);
    for (int i = 0; i < count; ++i)
        QCOMPARE(steps[i].to, i + 1);
}

void TestMigrations::eachStepFromTheOneBefore_data()
{
    QTest::addColumn<int>("to");
    // Tables, indexes and "table.column"s that must exist after the step.
    QTest::addColumn<QStringList>("tables");
    QTest::newRow("1: editions, texts, rules, examples, glossary, refs")
        << 1
        << QStringList{QStringLiteral("meta"), QStringLiteral("texts"),
                       QStringLiteral("editions"), QStringLiteral("rules"),
                       QStringLiteral("examples"), QStringLiteral("glossary"),
                       QStringLiteral("refs")};
    QTest::newRow("2: glossary terms found by name") << 2 << QStringList{QStringLiteral("glossary_by_term")};
    QTest::newRow("3: rules cut off in their source") << 3 << QStringList{QStringLiteral("rules.truncated")};
    QTest::newRow("4: dated texts, card rulings")
        << 4 << QStringList{QStringLiteral("rules.since"), QStringLiteral("examples.since"),
                            QStringLiteral("ruling_sets"), QStringLiteral("card_rulings"),
                            QStringLiteral("card_rulings_by_text"), QStringLiteral("card_rulings_by_card")};
    QTest::newRow("5: lineage of consecutive editions")
        << 5 << QStringList{QStringLiteral("lineage_pairs"), QStringLiteral("lineage"), QStringLiteral("lineage_by_old"),
                            QStringLiteral("lineage_by_new")};
    QTest::newRow("6: references keyed first") << 6 << QStringList{QStringLiteral("refs.length"), QStringLiteral("refs_by_target")};
}

void TestMigrations::eachStepFromTheOneBefore()
{
    QFETCH(int, to);
    QFETCH(QStringList, tables);
    Database db(QStringLiteral(":memory:"));
    migrateTo(db, to - 1);
    QCOMPARE(db.queryInt("PRAGMA user_version"), to - 1);
    if (to > 1) // what the step before wrote survives the step
        db.exec("INSERT INTO meta(key, value) VALUES('kept', 'yes')");
    migrateTo(db, to);
    if (to > 1)
        QCOMPARE(db.queryInt("SELECT count(*) FROM meta WHERE key = 'kept'"), 1);
    QCOMPARE(db.queryInt("PRAGMA user_version"), to);
    for (const QString &table : tables) {
        const bool column = table.contains(u'.');
        Statement st(db, column ? "SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2"
                                : "SELECT count(*) FROM sqlite_schema WHERE type IN ('table', 'index') AND name = ?1");
        st.bind(1, table.section(u'.', 0, 0));
        if (column)
            st.bind(2, table.section(u'.', 1));
        QVERIFY(st.step());
        QVERIFY2(st.integer(0) == 1, qPrintable(table));
    }
    {
        Statement check(db, "PRAGMA integrity_check");
        QVERIFY(check.step());
        QCOMPARE(check.text(0), QStringLiteral("ok"));
    }
    // The remaining steps apply on top; at the newest version it is a no-op.
    migrate(db);
    QCOMPARE(db.queryInt("PRAGMA user_version"), kSchemaVersion);
}

void TestMigrations::newerSchemaIsRefusedUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        Database db(path);
        db.exec("CREATE TABLE future(x); INSERT INTO future VALUES(42);");
        db.exec(QStringLiteral("PRAGMA user_version=%1").arg(kSchemaVersion + 1));
    }
    auto digest = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    };
    const QByteArray before = digest();
    Database db(path);
    try {
        migrate(db);
        QFAIL("a newer schema must be refused");
    } catch (const DbError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("newer")), qPrintable(e.message()));
    }
    QCOMPARE(digest(), before);
}

void TestMigrations::foreignDatabaseIsRefused()
{
    Database db(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE someone_elses(x)");
    QVERIFY_THROWS_EXCEPTION(DbError, migrate(db));
    QCOMPARE(db.queryInt("PRAGMA user_version"), 0);
}

void TestMigrations::fullTextIndexIsRebuiltWhenItsVersionChanges()
{
    Database db(QStringLiteral(":memory:"));
    migrate(db);
    db.exec("INSERT INTO texts(id, hash, body) VALUES(1, 1, 'Trample can’t be blocked by walls')");
    // Pretend the index was built by an older tokenizer: it must be rebuilt from texts.
    db.exec("UPDATE meta SET value = '0' WHERE key = 'fts_version'");
    ensureFullTextIndex(db);
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts_fts WHERE texts_fts MATCH 'trample'"), 1);
    // With the project's tokenizer, which folds the apostrophe away.
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts_fts WHERE texts_fts MATCH 'cant'"), 1);
    QCOMPARE(db.queryInt("SELECT value FROM meta WHERE key = 'fts_version'"), kFtsVersion);
}

void TestMigrations::referencesSurviveTheirRebuildAndPassTheIntegrityCheck()
{
    Database db(QStringLiteral(":memory:"));
    migrateTo(db, 5);
    db.exec("INSERT INTO texts(id, hash, body) VALUES(1, 7, 'See rule 601.2b.')");
    db.exec("INSERT INTO refs(text_id, start, length, target) VALUES(1, 4, 11, '601.2b')");
    migrateTo(db, 6);
    Statement row(db, "SELECT text_id, start, length, target FROM refs");
    QVERIFY(row.step());
    QCOMPARE(row.integer(0), 1);
    QCOMPARE(row.integer(1), 4);
    QCOMPARE(row.integer(2), 11);
    QCOMPARE(row.text(3), QStringLiteral("601.2b"));
    QVERIFY(!row.step());
    Statement check(db, "PRAGMA integrity_check");
    QVERIFY(check.step());
    QCOMPARE(check.text(0), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
