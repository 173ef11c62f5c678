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
//   践踏伤害                 unspaced Chinese or Japanese: each word it holds (ICU's dictionary)
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
    QStringList prefixes; // those of them typed with a * (their last word is a prefix)
    QString inRange;    // normalised rule number from in:, or empty
    bool examplesOnly = false;
};

SearchQuery parseSearchQuery(QStringView text);

// Text as an FTS5 string: a term or phrase it matches word by word, never syntax.
QString ftsString(QStringView text);

} // namespace rulesdb
