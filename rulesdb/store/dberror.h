#pragma once
// The one error type of the database: every failure of the store (SQLite's, or a database
// Rulekeeper will not open) throws it, carrying SQLite's result code and its message.

#include <QString>
#include <stdexcept>

namespace rulesdb {

class DbError : public std::runtime_error {
public:
    DbError(int code, const QString &message);
    int code() const { return m_code; }
    QString message() const { return QString::fromUtf8(what()); }

private:
    int m_code;
};

} // namespace rulesdb
