#pragma once
// What a person types into the search box, turned into a safe FTS5 MATCH expression.
//
//   trample deathtouch     both words (AND)
//   "first strike"         a phrase
//   kick*                  a prefix
//   -token                 without the word (but -1/-1 is a word: a dash before a digit is a minus)
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
#include <vector>

namespace rulesdb {

// One thing that must be found: a word, a phrase, a prefix, or alternatives joined by OR.
struct QueryPart {
    QString typed;      // as typed, to say it is missing ("empty", "flying OR reach")
    QString match;      // its FTS5 expression: as typed, or a shorthand as the rules spell it
                        // out ("SBA" OR "state-based actions"; judgewords.h)
    QString loose;      // the same, its other number ("card" OR "cards"), a number in digits
                        // or words ("7" OR "seven") or any word of its family ("remov"*): for
                        // the search that goes on when too few texts have every part
    QStringList forms;  // the other numbers and number words `loose` adds (for highlighting)
    QStringList stems;  // the word starts `loose` adds (for highlighting)
    bool functionWord = false; // "from", "the", or "work" in "how does ward work": not
                               // required, and left out of the search with some of the words
    bool alternatives = false; // `match` is an OR: "flying OR reach", or shorthand and
                               // its rules wordings
};

struct SearchQuery {
    QString match;      // FTS5 MATCH expression; empty when nothing is searchable
    QStringList terms;  // the words and phrases looked for (for highlighting), with the
                        // rules' wordings of shorthand typed ("SBA": "state-based actions")
    QStringList asked;  // what the query is about, to be told a title or a term: its words
                        // and phrases but the function words, shorthand spelled out
    QStringList prefixes; // those of them typed with a * (their last word is a prefix)
    QString inRange;    // normalised rule number from in:, or empty
    bool examplesOnly = false;
    std::vector<QueryPart> parts; // what was typed to be found, in order
    QString excluded;   // " NOT …" that `match` ends with, or empty

    // Whether `match` requires the part: every part but the function words, unless the
    // query has nothing else (a question's words tell no rule apart).
    bool isRequired(const QueryPart &part) const;
    // The function words typed among other words, which `match` does not require.
    QStringList notRequired() const;
    // "what is the": nothing but function words, all required.
    bool onlyFunctionWords() const;
};

// `match` requires every part, as typed or in its other number ("mill a card" finds "mill
// a number of cards"), but the function words, unless they are all there is: "what is the
// stack" is a question about the stack, and "a creature with lethal damage" is about
// 704.5g, which says "lethal damage" without "with".
SearchQuery parseSearchQuery(QStringView text);

// Texts with some of the parts: any part, in any form of its words, none of the excluded.
// Function words are left out (they are in most texts and tell none apart) unless the
// query is made of nothing else.
struct LooseQuery {
    QString match;             // FTS5 MATCH expression
    std::vector<size_t> parts; // the query's parts it looks for
};
LooseQuery looseQuery(const SearchQuery &query);

// The required words, phrases and prefixes of the query near one another, in any order
// (FTS5's NEAR, `gap` tokens apart at most): "left the battlefield" as the rules say it, not
// "left" in one sentence and "battlefield" in the next. Empty unless two or more parts are
// required, alternatives ("flying OR reach", shorthand) left out.
QString nearMatch(const SearchQuery &query, int gap);

// Text as an FTS5 string: a term or phrase it matches word by word, never syntax.
QString ftsString(QStringView text);

} // namespace rulesdb
