// A database file is opened only when its schema is exactly what Rulekeeper wrote. A file
// crafted to run its own SQL (a trigger fired by an import, a view read in place of a
// table, a redefined table or index) is refused with a message saying why, and its bytes
// stay as they were; what SQLite itself adds (planner statistics) is accepted.

#include "importer.h"
#include "rulesstore.h"
#include "schema.h"
#include "schemacheck.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTemporaryDir>
#include <sqlite3.h>

using namespace rulesdb;

class TestSchemaCheck : public QObject {
    Q_OBJECT
private slots:
    void init();
    void craftedFileIsRefusedUntouched_data();
    void craftedFileIsRefusedUntouched();
    void triggerNamedAsATableIsRefused();
    void commandLineSaysWhyAndExitsWithAnError();
    void plannerStatisticsAreAccepted();
    void olderFullTextIndexIsRebuiltNotRefused();
    void theSchemaDigestIsWhatTheStepsBuild();

private:
    // A real database: one edition imported by the importer, then closed.
    QString madeDatabase();
    std::unique_ptr<QTemporaryDir> m_dir;
};

static QByteArray digestOf(const QString &path)
{
    return QCryptographicHash::hash(testsupport::readAll(path), QCryptographicHash::Sha256);
}

void TestSchemaCheck::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

QString TestSchemaCheck::madeDatabase()
{
    const QString path = m_dir->filePath(QStringLiteral("rules.sqlite"));
    RulesStore store(path);
    importers::importFiles(store, {testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"))}, {});
    return path;
}

void TestSchemaCheck::craftedFileIsRefusedUntouched_data()
{
    QTest::addColumn<QString>("crafting");
    QTest::addColumn<QString>("said"); // what the refusal must name

    QTest::newRow("trigger fired by an import")
        << QStringLiteral("CREATE TRIGGER wipe AFTER INSERT ON editions BEGIN DELETE FROM rules; END")
        << QStringLiteral("trigger \"wipe\"");
    QTest::newRow("trigger fired by linking editions")
        << QStringLiteral("CREATE TRIGGER spy BEFORE INSERT ON lineage_pairs BEGIN "
                          "INSERT INTO meta(key, value) VALUES('seen', 'yes'); END")
        << QStringLiteral("trigger \"spy\"");
    QTest::newRow("a view of its own")
        << QStringLiteral("CREATE VIEW everything AS SELECT * FROM rules")
        << QStringLiteral("view \"everything\"");
    QTest::newRow("a table replaced by a view")
        << QStringLiteral("ALTER TABLE glossary RENAME TO glossary_kept; "
                          "CREATE VIEW glossary AS SELECT * FROM glossary_kept")
        << QStringLiteral("view \"glossary\"");
    QTest::newRow("a table of its own")
        << QStringLiteral("CREATE TABLE payload(x)") << QStringLiteral("table \"payload\"");
    QTest::newRow("a column added to a table")
        << QStringLiteral("ALTER TABLE editions ADD COLUMN note TEXT DEFAULT 'x'")
        << QStringLiteral("table \"editions\" is defined differently");
    QTest::newRow("an index on an expression")
        << QStringLiteral("CREATE INDEX by_upper ON texts(upper(body))")
        << QStringLiteral("index \"by_upper\"");
    QTest::newRow("an index dropped")
        << QStringLiteral("DROP INDEX texts_by_hash") << QStringLiteral("\"texts_by_hash\" of schema version");
    QTest::newRow("full-text index swapped for a plain table")
        << QStringLiteral("UPDATE meta SET value = '0' WHERE key = 'fts_version'; DROP TABLE texts_fts; "
                          "CREATE TABLE texts_fts(body)")
        << QStringLiteral("full-text index \"texts_fts\"");
}

void TestSchemaCheck::craftedFileIsRefusedUntouched()
{
    QFETCH(QString, crafting);
    QFETCH(QString, said);
    const QString path = madeDatabase();
    {
        Database db(path);
        db.exec(crafting);
    }
    const QByteArray before = digestOf(path);
    try {
        RulesStore store(path);
        QFAIL("a crafted database must be refused");
    } catch (const DbError &e) {
        QVERIFY2(e.message().contains(said), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("not modified")), qPrintable(e.message()));
    }
    QCOMPARE(digestOf(path), before);
}

// SQLite keeps triggers' names apart from tables': a trigger may take a table's name. Listed
// before that table in the file (a row SQLite's own schema editing can move), it was once
// hidden from the check behind the table, and an import then ran it: every rule deleted.
void TestSchemaCheck::triggerNamedAsATableIsRefused()
{
    const QString path = madeDatabase();
    {
        Database db(path);
        // What a crafted file can hold; Rulekeeper's own connections never edit the schema.
        sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, 0, nullptr);
        db.exec("CREATE TRIGGER card_names AFTER INSERT ON editions BEGIN DELETE FROM rules; END;"
                "PRAGMA writable_schema=ON;"
                "UPDATE sqlite_schema SET rowid = (SELECT max(rowid) + 1 FROM sqlite_schema) "
                "WHERE type = 'table' AND name = 'card_names';"
                "PRAGMA writable_schema=OFF;");
        QCOMPARE(db.queryInt("SELECT count(*) FROM sqlite_schema WHERE name = 'card_names'"), 2);
    }
    const QByteArray before = digestOf(path);
    try {
        RulesStore store(path);
        QFAIL("a trigger named as a table must be refused");
    } catch (const DbError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("\"card_names\"")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("not modified")), qPrintable(e.message()));
    }
    QCOMPARE(digestOf(path), before);
}

void TestSchemaCheck::commandLineSaysWhyAndExitsWithAnError()
{
    const QString path = madeDatabase();
    {
        Database db(path);
        db.exec("CREATE TRIGGER wipe AFTER INSERT ON editions BEGIN DELETE FROM rules; END");
    }
    const QByteArray before = digestOf(path);
    QProcess cli;
    cli.start(QStringLiteral(RULEKEEPER_CLI_PATH),
              {QStringLiteral("--db"), path, QStringLiteral("import"),
               testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("trigger \"wipe\"")), qPrintable(err));
    QCOMPARE(digestOf(path), before);
}

void TestSchemaCheck::plannerStatisticsAreAccepted()
{
    const QString path = madeDatabase();
    {
        Database db(path);
        db.exec("ANALYZE");
        QVERIFY(db.queryInt("SELECT count(*) FROM sqlite_schema WHERE name = 'sqlite_stat1'") == 1);
    }
    RulesStore store(path);
    const auto editions = store.editions();
    QCOMPARE(editions.size(), size_t(1));
    QVERIFY(store.rule(editions.front(), *RuleNumber::parse(QStringLiteral("100.1"))));
}

void TestSchemaCheck::olderFullTextIndexIsRebuiltNotRefused()
{
    const QString path = madeDatabase();
    {
        Database db(path);
        db.exec("UPDATE meta SET value = '0' WHERE key = 'fts_version'");
    }
    RulesStore store(path);
    QVERIFY(!store.search(QStringLiteral("multiplayer"), SearchOptions{}).empty());
}

// A current file is accepted by the digest of its schema (schema.h's kSchemaDigest), not by
// building every step's schema to compare with: the digest must be that of what the steps
// build, and of what a real import leaves.
void TestSchemaCheck::theSchemaDigestIsWhatTheStepsBuild()
{
    QVERIFY2(builtSchemaDigest() == QByteArrayView(kSchemaDigest),
             qPrintable(QStringLiteral("kSchemaDigest in schema.h must be %1")
                            .arg(QString::fromLatin1(builtSchemaDigest()))));
    const QString path = madeDatabase();
    Database db(path);
    QCOMPARE(schemaDigest(db), builtSchemaDigest());
    db.exec("ANALYZE");
    QCOMPARE(schemaDigest(db), builtSchemaDigest());
    db.exec("CREATE INDEX by_upper ON texts(upper(body))");
    QVERIFY(schemaDigest(db) != builtSchemaDigest());
}

QTEST_GUILESS_MAIN(TestSchemaCheck)
#include "tst_schemacheck.moc"
