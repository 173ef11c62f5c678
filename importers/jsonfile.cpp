#include "jsonfile.h"

#include "importerror.h"

#include <QJsonParseError>
#include <algorithm>

namespace importers {

QJsonDocument parseJsonFile(const QByteArray &utf8, const QString &fileName, const QString &expected)
{
    QJsonParseError error{};
    QJsonDocument doc = QJsonDocument::fromJson(utf8, &error);
    if (error.error == QJsonParseError::NoError)
        return doc;
    const qsizetype at = std::clamp<qsizetype>(error.offset, 0, utf8.size());
    const int line = 1 + int(std::count(utf8.constBegin(), utf8.constBegin() + at, '\n'));
    throw ImportError(fileName, line,
                      QStringLiteral("not valid JSON (%1): expected %2").arg(error.errorString(), expected));
}

} // namespace importers
