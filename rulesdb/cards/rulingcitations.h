#pragma once
// The rules a card's ruling cites ("see rule 704.5j"), kept in ruling_citations when the
// ruling is stored, so that a rule's page finds the rulings citing it without reading all
// 45,000 rulings' words (a quarter of a second on the first page the app showed).

#include <QStringList>
#include <QStringView>

namespace rulesdb {

class Database;

// The rule numbers the text refers to, each once; none for a text with no rule number.
QStringList rulesCitedIn(QStringView rulingText);

// Records the rules a stored ruling cites, with the ruling's key (card, date, text): a rule's
// page reads its citing rulings by the rule's number alone, not by scanning every ruling.
void storeRulingCitations(Database &db, qint64 cardId, const QString &date, qint64 textId, QStringView rulingText);

// Fills ruling_citations anew from every stored ruling (the derived data's rebuild).
void rebuildRulingCitations(Database &db);

} // namespace rulesdb
