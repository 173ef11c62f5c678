#pragma once
// A thin RAII layer over the SQLite C API. sqlite3.h stays out of this header.
//
// Conventions (as in SQLite itself): bind() indexes are 1-based, column indexes 0-based.
// Every failure throws DbError (dberror.h) carrying SQLite's result code and message.
// Private to rulesdb: the rest of the project sees RulesStore, DbError and Transaction.

#include "store/dberror.h"
#include "store/transaction.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QSet>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace rulesdb {

class Database {
public:
    enum class Mode { ReadWrite, ReadOnly };

    // Opens (ReadWrite creates) the file; ":memory:" gives a private in-memory database.
    // Every connection gets trusted_schema=OFF, defensive mode, foreign keys and a busy
    // timeout, so a crafted file cannot run code through triggers or views; and the
    // full-text tokenizer (icutokenizer.h) and in_set() (see bindIdSet) search needs.
    explicit Database(const QString &path, Mode mode = Mode::ReadWrite);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Runs one or more statements that take no parameters.
    void exec(const char *sql);
    void exec(const QString &sql);
    // Single integer result of a query such as "PRAGMA user_version".
    qint64 queryInt(const char *sql);

    qint64 lastInsertRowId() const;
    // Rows this connection has changed since it opened (sqlite3_total_changes64).
    qint64 totalChanges() const;
    bool inTransaction() const;
    // From now on this connection only reads: a transaction begun on it throws at once
    // instead of waiting for the write lock (see RulesStore::refuseWrites()).
    void refuseWrites();
    bool refusesWrites() const { return m_refusesWrites; }
    const QString &path() const { return m_path; }
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
    QString m_path;
    bool m_refusesWrites = false;
};

class Statement {
public:
    Statement(Database &db, const char *sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    Statement &bind(int index, qint64 value);
    Statement &bind(int index, int value) { return bind(index, qint64(value)); }
    Statement &bind(int index, double value);
    Statement &bind(int index, const QString &text);   // NULL when text.isNull()
    Statement &bindUtf8(int index, const QByteArray &utf8); // text already in UTF-8
    Statement &bindBlob(int index, const QByteArray &blob);
    Statement &bindNull(int index);
    // For in_set(?N, value), an SQL function every connection has: true when the value is one
    // of these ids. Lets a query skip rows before costly columns are computed for them. The
    // set is read, not copied: it must outlive the statement's run.
    Statement &bindIdSet(int index, const QSet<qint64> &ids);

    // Advances to the next row; false when done.
    bool step();
    // Runs a statement that returns no rows, then resets it for reuse.
    void run();
    // Ready to run again with new bindings.
    void reset();

    bool isNull(int column) const;
    qint64 int64(int column) const;
    int integer(int column) const { return int(int64(column)); }
    double real(int column) const;
    QString text(int column) const;
    QByteArray blob(int column) const;
    // The column's UTF-8 bytes (a blob's bytes), valid until the next step() or reset(): for
    // a value compared or decoded at once rather than kept.
    QByteArrayView bytes(int column) const;

private:
    void check(int rc) const;
    Database &m_db;
    sqlite3_stmt *m_stmt = nullptr;
};

// The query with each optional condition "(?N IS NULL OR column = ?N)" made "column = ?N",
// for when ?N is bound to a value. SQLite plans a statement once, for any value of its
// parameters: the optional form can never seek an index by that column.
QByteArray withConditionsSet(const char *sql);

} // namespace rulesdb
