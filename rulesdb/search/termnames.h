#pragma once
// The names a glossary term gives its entry, as judges type them: the whole term, then the
// term without its qualifier and each of the names it lists ("Converted Mana Cost
// (Obsolete)" is also "Converted Mana Cost"; "Control, Controller" is "Control" and
// "Controller"). Search reads a term typed by any of them (search.cpp), and the cards a
// question names are never read inside one (cards/questioncards.cpp).

#include <QStringList>

namespace rulesdb {

// The whole term first, then the others in the term's order, each once.
QStringList glossaryTermNames(const QString &term);

} // namespace rulesdb
