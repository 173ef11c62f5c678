#include "importerror.h"

namespace importers {

QString ImportError::describe(const QString &file, int line, const QString &message)
{
    if (line > 0)
        return QStringLiteral("%1:%2: %3").arg(file, QString::number(line), message);
    return QStringLiteral("%1: %2").arg(file, message);
}

ImportError::ImportError(QString file, int line, QString message)
    : std::runtime_error(describe(file, line, message).toStdString()),
      m_file(std::move(file)), m_line(line), m_message(std::move(message))
{
}

QString ImportError::toString() const
{
    return describe(m_file, m_line, m_message);
}

} // namespace importers
