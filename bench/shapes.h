#pragma once
// Reading speed of every shape the importers know, in rows per second: the newest
// official edition is written out in each shape, then read back (parse only, median of 5).

#include <QJsonObject>
#include <QString>

QJsonObject measureShapes(const QString &officialEditionFile);
