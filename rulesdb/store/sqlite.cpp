#include "sqlite.h"

#include "text/icutokenizer.h"

#include <QRegularExpression>

#include <sqlite3.h>

namespace rulesdb {

DbError::DbError(int code, const QString &message)
    : std::runtime_error(message.toStdString()), m_code(code)
{
}

static constexpr char kIdSetType[] = "rulekeeper_id_set";

// in_set(ids, value): see Statement::bindIdSet.
static void inSet(sqlite3_context *context, int, sqlite3_value **args)
{
    const auto *ids = static_cast<const QSet<qint64> *>(sqlite3_value_pointer(args[0], kIdSetType));
    sqlite3_result_int(context, ids && ids->contains(sqlite3_value_int64(args[1])) ? 1 : 0);
}

static QString errorText(sqlite3 *db, int rc)
{
    if (db)
        return QString::fromUtf8(sqlite3_errmsg(db));
    return QString::fromUtf8(sqlite3_errstr(rc));
}

Database::Database(const QString &path, Mode mode) : m_path(path)
{
    const int flags = (mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY
                                              : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                      | SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(path.toUtf8().constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        const QString why = errorText(m_db, rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DbError(rc, QStringLiteral("cannot open database %1: %2").arg(path, why));
    }
    sqlite3_extended_result_codes(m_db, 1);
    // Never let a database file run code through triggers, views or virtual tables it
    // defines, and refuse writes that could corrupt the file from SQL.
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_busy_timeout(m_db, 5000);
    exec("PRAGMA trusted_schema=OFF; PRAGMA foreign_keys=ON;");
    // The full-text index cannot be read or written without its tokenizer. in_set() is
    // for queries only (DIRECTONLY): no schema, view or trigger can call it.
    int setup = registerSearchTokenizer(m_db);
    if (setup == SQLITE_OK)
        setup = sqlite3_create_function_v2(m_db, "in_set", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY,
                                           nullptr, inSet, nullptr, nullptr, nullptr);
    if (setup != SQLITE_OK) {
        const QString why = errorText(m_db, setup);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DbError(setup, QStringLiteral("cannot set up the search functions on %1: %2").arg(path, why));
    }
}

Database::~Database()
{
    sqlite3_close_v2(m_db);
}

void Database::exec(const char *sql)
{
    char *err = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &err);
    if (rc != SQLITE_OK) {
        const QString why = err ? QString::fromUtf8(err) : errorText(m_db, rc);
        sqlite3_free(err);
        throw DbError(rc, why);
    }
}

void Database::exec(const QString &sql)
{
    exec(sql.toUtf8().constData());
}

qint64 Database::queryInt(const char *sql)
{
    Statement st(*this, sql);
    return st.step() ? st.int64(0) : 0;
}

qint64 Database::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

qint64 Database::totalChanges() const
{
    return sqlite3_total_changes64(m_db);
}

bool Database::inTransaction() const
{
    return sqlite3_get_autocommit(m_db) == 0;
}

Statement::Statement(Database &db, const char *sql) : m_db(db)
{
    const int rc = sqlite3_prepare_v3(db.handle(), sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt,
                                      nullptr);
    if (rc != SQLITE_OK)
        throw DbError(rc, errorText(db.handle(), rc) + QStringLiteral(" in: ")
                              + QString::fromUtf8(sql));
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

void Statement::check(int rc) const
{
    if (rc != SQLITE_OK)
        throw DbError(rc, errorText(m_db.handle(), rc));
}

Statement &Statement::bind(int index, qint64 value)
{
    check(sqlite3_bind_int64(m_stmt, index, value));
    return *this;
}

Statement &Statement::bind(int index, double value)
{
    check(sqlite3_bind_double(m_stmt, index, value));
    return *this;
}

Statement &Statement::bind(int index, const QString &text)
{
    if (text.isNull())
        return bindNull(index);
    const QByteArray utf8 = text.toUtf8();
    check(sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement &Statement::bindUtf8(int index, const QByteArray &utf8)
{
    check(sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement &Statement::bindBlob(int index, const QByteArray &blob)
{
    check(sqlite3_bind_blob(m_stmt, index, blob.constData(), int(blob.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement &Statement::bindIdSet(int index, const QSet<qint64> &ids)
{
    check(sqlite3_bind_pointer(m_stmt, index, const_cast<QSet<qint64> *>(&ids), kIdSetType, nullptr));
    return *this;
}

Statement &Statement::bindNull(int index)
{
    check(sqlite3_bind_null(m_stmt, index));
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    const QString why = errorText(m_db.handle(), rc);
    sqlite3_reset(m_stmt);
    throw DbError(rc, why);
}

void Statement::run()
{
    while (step()) {
    }
    reset();
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

qint64 Statement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double Statement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

QString Statement::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QString::fromUtf8(data, sqlite3_column_bytes(m_stmt, column));
}

QByteArrayView Statement::bytes(int column) const
{
    // Asked for the bytes first, then their length, as SQLite's documentation says.
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArrayView(data, sqlite3_column_bytes(m_stmt, column));
}

QByteArray Statement::blob(int column) const
{
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArray(data, sqlite3_column_bytes(m_stmt, column));
}

void Database::refuseWrites()
{
    // query_only also stops a write that comes without a Transaction.
    exec("PRAGMA query_only=ON;");
    m_refusesWrites = true;
}

Transaction::Transaction(Database &db) : m_db(db), m_nested(db.inTransaction())
{
    if (m_db.refusesWrites())
        throw DbError(SQLITE_READONLY, QStringLiteral("%1: this connection only reads").arg(m_db.path()));
    // IMMEDIATE takes the write lock up front, so a reader in another process never
    // makes this writer fail half-way with "database is locked".
    m_db.exec(m_nested ? "SAVEPOINT rulekeeper_tx" : "BEGIN IMMEDIATE");
}

Transaction::~Transaction()
{
    if (m_done)
        return;
    try {
        m_db.exec(m_nested ? "ROLLBACK TO rulekeeper_tx; RELEASE rulekeeper_tx" : "ROLLBACK");
    } catch (const DbError &) {
        // Nothing sensible left to do in a destructor; SQLite already rolled back.
    }
}

void Transaction::commit()
{
    m_db.exec(m_nested ? "RELEASE rulekeeper_tx" : "COMMIT");
    m_done = true;
}

QByteArray withConditionsSet(const char *sql)
{
    static const QRegularExpression optional(QStringLiteral("\\(\\?(\\d+) IS NULL OR ([\\w.]+) = \\?\\1\\)"));
    return QString::fromUtf8(sql).replace(optional, QStringLiteral("\\2 = ?\\1")).toUtf8();
}

} // namespace rulesdb
