#pragma once
// What judges and players type for what the rules spell out: "ETB" for "enters", "SBA" for
// "state-based actions", "CMC" for "mana value", "fizzle" for "doesn't resolve". The rules
// never use these words, so a search for them alone would find nothing. The words are data,
// each with its source: resources/judgewords.tsv, built into the library.

#include <QStringList>
#include <QStringView>

namespace rulesdb {

// The rules' wordings of a shorthand, the current one first (older editions may use the
// others: "converted mana cost"); empty when `word` is none. `word` folded, a phrase's
// words one space apart.
QStringList spelledOut(QStringView word);

// Words the rules use where judges often say another that the rules also use: "extra land"
// is what 305.2 calls "additional lands", and "tapped creatures can't block" is said by
// 509.1a as "must be untapped". Not the same word, so only for the search that goes on when
// too few texts have every word; empty when there is none. `word` folded.
QStringList alsoSaidAs(QStringView word);

// Words judges say together for one thing the rules word otherwise ("instant speed": "any
// time they could cast an instant"): whether `words` (folded, one space apart) are one such
// entry, and the most words an entry has.
bool isJudgesPhrase(QStringView words);
qsizetype longestJudgesPhrase();

} // namespace rulesdb
