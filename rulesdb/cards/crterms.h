#pragma once
// The words a CR edition uses as its own terms: the one-word glossary terms, the card types,
// supertypes and subtypes of rule 205 ("Mountain", "Equipment"), and the names of the keyword
// abilities and actions of 701 and 702 ("Flash", "Fear"). Capitalised in the rules, they are
// also the names of real cards; where the rules write one, it is the term, not the card
// (see cards/cardmentions.h). Read from the edition itself, so a type or keyword the rules
// add later is known in that edition.

#include "rulesstore.h"

#include <QSet>
#include <QString>

namespace rulesdb {

QSet<QString> crTermsOf(RulesStore &store, const EditionInfo &edition);

} // namespace rulesdb
