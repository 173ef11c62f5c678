#pragma once
// What a person types into the search box, turned into a safe FTS5 MATCH expression.
//
//   trample deathtouch     both words (AND)
//   "first strike"         a phrase
//   kick*                  a prefix
//   -token                 without the word
//   flying OR reach        either (upper-case OR only; "or" is a word)
//   in:702                 only within 702 and below (a section, heading, rule or subrule)
//   examples:              only in examples
//
// Every term reaches FTS5 quoted, so quotes, dashes, `*`, `NEAR(`, `AND` and a lone `"kick`
// are words to look for, never syntax errors.

#include <QString>
#include <QStringList>
#include <QStringView>

namespace rulesdb {

struct SearchQuery {
    QString match;      // FTS5 MATCH expression; empty when nothing is searchable
    QStringList terms;  // the words and phrases looked for (for highlighting)
    QString inRange;    // normalised rule number from in:, or empty
    bool examplesOnly = false;
};

SearchQuery parseSearchQuery(QStringView text);

} // namespace rulesdb
