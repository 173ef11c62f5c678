// The RAII layer over SQLite: statements, bindings, transactions that roll back.

#include "sqlite.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestDatabase : public QObject {
    Q_OBJECT
private slots:
    void bindAndReadBack();
    void transactionRollsBackUnlessCommitted();
    void nestedTransactionIsASavepoint();
    void errorsCarryTheSqliteMessage();
    void trustedSchemaIsOff();
    void readOnlyRefusesWrites();
};

void TestDatabase::bindAndReadBack()
{
    Database db(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE t(i INTEGER, r REAL, s TEXT, b BLOB)");
    Statement ins(db, "INSERT INTO t VALUES(?1, ?2, ?3, ?4)");
    ins.bind(1, qint64(1) << 40).bind(2, 2.5).bind(3, QStringLiteral("Dandân “702.19b”"))
        .bindBlob(4, QByteArray("\x00\xff", 2)).run();
    ins.bind(1, 7).bindNull(2).bind(3, QString()).bindNull(4).run();

    Statement sel(db, "SELECT i, r, s, b FROM t ORDER BY rowid");
    QVERIFY(sel.step());
    QCOMPARE(sel.int64(0), qint64(1) << 40);
    QCOMPARE(sel.real(1), 2.5);
    QCOMPARE(sel.text(2), QStringLiteral("Dandân “702.19b”"));
    QCOMPARE(sel.blob(3), QByteArray("\x00\xff", 2));
    QVERIFY(sel.step());
    QCOMPARE(sel.integer(0), 7);
    QVERIFY(sel.isNull(1));
    QVERIFY(sel.isNull(2)); // a null QString binds NULL
    QVERIFY(!sel.step());
}

void TestDatabase::transactionRollsBackUnlessCommitted()
{
    Database db(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE t(x)");
    try {
        Transaction tx(db);
        db.exec("INSERT INTO t VALUES(1)");
        throw std::runtime_error("import failed half-way");
    } catch (const std::runtime_error &) {
    }
    QCOMPARE(db.queryInt("SELECT count(*) FROM t"), 0);
    QVERIFY(!db.inTransaction());
    {
        Transaction tx(db);
        db.exec("INSERT INTO t VALUES(1)");
        tx.commit();
    }
    QCOMPARE(db.queryInt("SELECT count(*) FROM t"), 1);
}

void TestDatabase::nestedTransactionIsASavepoint()
{
    Database db(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE t(x)");
    Transaction outer(db);
    db.exec("INSERT INTO t VALUES(1)");
    {
        Transaction inner(db); // not committed: only its own work is undone
        db.exec("INSERT INTO t VALUES(2)");
    }
    QCOMPARE(db.queryInt("SELECT count(*) FROM t"), 1);
    outer.commit();
    QCOMPARE(db.queryInt("SELECT count(*) FROM t"), 1);
}

void TestDatabase::errorsCarryTheSqliteMessage()
{
    Database db(QStringLiteral(":memory:"));
    try {
        Statement st(db, "SELECT * FROM no_such_table");
        QFAIL("preparing a bad statement must throw");
    } catch (const DbError &e) {
        QVERIFY(e.message().contains(QStringLiteral("no_such_table")));
    }
}

void TestDatabase::trustedSchemaIsOff()
{
    Database db(QStringLiteral(":memory:"));
    QCOMPARE(db.queryInt("PRAGMA trusted_schema"), 0);
    QCOMPARE(db.queryInt("PRAGMA foreign_keys"), 1);
}

void TestDatabase::readOnlyRefusesWrites()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ro.sqlite"));
    {
        Database db(path);
        db.exec("CREATE TABLE t(x)");
    }
    Database ro(path, Database::Mode::ReadOnly);
    QVERIFY_THROWS_EXCEPTION(DbError, ro.exec("INSERT INTO t VALUES(1)"));
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
