#pragma once
// JSON files of every shape (rows, the third-party CR JSON, card rulings) are parsed the
// same way: Qt's parser, and an error that names the line where the JSON breaks.

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

namespace importers {

// Throws ImportError "file:line: not valid JSON (reason): expected <expected>".
QJsonDocument parseJsonFile(const QByteArray &utf8, const QString &fileName, const QString &expected);

} // namespace importers
