#pragma once
// One transaction over several changes of the store (an import of several files), without
// the SQLite layer: a RulesStore's database() is all it needs.

namespace rulesdb {

class Database;

// BEGIN IMMEDIATE at the outermost level, a SAVEPOINT when nested; rolls back in the
// destructor unless commit() was called, so an exception leaves the database as it was.
class Transaction {
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Database &m_db;
    bool m_nested = false;
    bool m_done = false;
};

} // namespace rulesdb
