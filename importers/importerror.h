#pragma once
// The one error type importers throw: it names the file, the line and what was expected.

#include <QString>
#include <stdexcept>

namespace importers {

class ImportError : public std::runtime_error {
public:
    // line is 1-based; 0 when the problem is the file as a whole.
    ImportError(QString file, int line, QString message);

    const QString &file() const { return m_file; }
    int line() const { return m_line; }
    const QString &message() const { return m_message; }
    // "file:line: message" (or "file: message" when line is 0).
    QString toString() const;
    // The same for a warning, which is reported rather than thrown.
    static QString describe(const QString &file, int line, const QString &message);

private:
    QString m_file;
    int m_line;
    QString m_message;
};

} // namespace importers
