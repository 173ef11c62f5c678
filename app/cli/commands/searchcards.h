#pragma once
// What `search` does with cards: `--document cards` and `all` search them (cardsearch.h); the CR's search of a question that names cards reads
// their text and lists them after the rules (search/cardquestion.h).

#include "search/cardquestion.h"
#include "search/search.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QTextStream>
#include <vector>

namespace cli {

class Context;

namespace commands {

// A card hit as JSON: the keys of every hit ("document": "cards", `number` and `title` its
// name) and `name`, `type_line`, `snapshot`.
QJsonObject cardHitJson(const rulesdb::SearchHit &hit);
// A card hit as a line of text and its snippet.
void printCardHit(QTextStream &out, const rulesdb::SearchHit &hit);

// The CR's search as `search` runs it: a question naming cards answered with them, else as
// before (an empty `mentions` when the database has no cards).
rulesdb::CardQuestionAnswer searchRules(Context &context, const QString &question,
                                        const rulesdb::SearchOptions &options);

// The cards a question named, after the rules: JSON hits with `typed` (as the question
// has it) and `rules` (the CR rules of its keywords), or lines of text.
void appendNamedCards(QJsonArray &list, const rulesdb::CardQuestionAnswer &answer);
void printNamedCards(QTextStream &out, const rulesdb::CardQuestionAnswer &answer);

} // namespace commands
} // namespace cli
