#pragma once
// Card rulings as an importer hands them to the database: the dated rulings published
// per card (Gatherer's, as set files carry them). Plain values, like edition.h. Stored and
// found by RulesStore::addRulings, rulingSets and cardRulings (rulings/cardrulings.cpp).

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

struct RulingSetInfo {
    qint64 id = 0;
    QString name;
    QString source;
    QString sha256;
    int rulings = 0;
};

// A card ruling shown with a rule: why it belongs there.
struct RuleRuling {
    QString card;
    QString date;
    QString text;
    QString set;  // the set it came from
    QString link; // "cites 702.19b" or "names Trample"
};

} // namespace rulesdb
