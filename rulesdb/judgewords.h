#pragma once
// What judges and players type for what the rules spell out: "ETB" for "enters", "SBA" for
// "state-based actions", "CMC" for "mana value", "fizzle" for "doesn't resolve". The rules
// never use these words, so a search for them alone would find nothing.

#include <QStringList>
#include <QStringView>

namespace rulesdb {

// The rules' wordings of a shorthand, the current one first (older editions may use the
// others: "converted mana cost"); empty when `word` is none. `word` folded.
QStringList spelledOut(QStringView word);

} // namespace rulesdb
