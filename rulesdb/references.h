#pragma once
// Finds the rule references written in rule, example and glossary text:
//   "rule 601.2b", "rules 601.2b and 601.2f–h", "603.7d–f", "rule 605, “Mana Abilities”",
//   "section 8", "Rule 601", "rules 702.30a-b" (hyphen or en dash), "(see rule 106.3)".

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace rulesdb {

struct Reference {
    int start = 0;  // offset of the cited text in the source string (UTF-16 units)
    int length = 0; // length of the cited span, e.g. "rule 601.2b" or "601.2f–h"
    QStringList targets; // normalised numbers it points at; a range is expanded ("601.2f", "601.2g", "601.2h")
};

std::vector<Reference> extractReferences(QStringView text);

} // namespace rulesdb
