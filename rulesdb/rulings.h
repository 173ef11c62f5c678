#pragma once
// Card rulings as an importer hands them to the database: the dated rulings published
// per card (Gatherer's, as set files carry them). Plain values, like edition.h.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace rulesdb {

struct CardRuling {
    QString card;
    QString date; // YYYY-MM-DD
    QString text;
};

struct RulingSet {
    QString name;       // e.g. "Magic 2010 (M10)"
    QString sourceFile; // file name only
    QByteArray sha256;  // of the source bytes (hex)
    std::vector<CardRuling> rulings;
    QStringList warnings; // "file:line: message"
};

} // namespace rulesdb
