#pragma once
// The cards' own full-text index, cards_fts: one row a card (its rowid the card's id) with
// what `search --document cards` looks in: the card's whole name, its type lines and Oracle
// text as the newest snapshot that holds it has them, and the words of all its rulings.
// Reading every card's newest wording and every ruling for each search took a quarter of a
// second over 24,000 cards. Derived data, like the rules' texts_fts: rebuilt with the
// full-text index (schema.h's kFtsVersion) and brought up to date as each snapshot is stored.
// It keeps its words (not an external-content index): the SQLite this builds on cannot
// delete a row from an index that does not, and a card's row is written anew whenever a
// snapshot changes it.

#include "cards/carddata.h"

#include <QByteArray>
#include <QSet>
#include <QString>
#include <vector>

namespace rulesdb {

class Database;

// The index's columns, in order, as FTS5 queries name them ("{text} : …").
inline constexpr const char *kCardSearchColumns[] = {"name", "type_line", "text", "rulings"};

// Drops cards_fts and makes it anew from every stored card (the derived data's rebuild).
// Before the cards' schema step it is made empty.
void rebuildCardSearchIndex(Database &db);

// Writes these cards' rows anew from what is stored now: after a snapshot gave them a
// wording or rulings. A card no snapshot gives a wording is left out, as from search.
void reindexCards(Database &db, const QSet<qint64> &cardIds);

// The faces of a stored card body (card_texts' JSON).
std::vector<CardFace> cardFacesOf(const QByteArray &body);
// The faces' type lines, each once, joined by " // ".
QString cardTypeLine(const std::vector<CardFace> &faces);
// The faces' Oracle texts, each of a card of several faces after its face's name, joined
// by " // ": what the index holds and a hit's snippet is cut from.
QString cardSearchText(const std::vector<CardFace> &faces);

} // namespace rulesdb
