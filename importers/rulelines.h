#pragma once
// The rules as a sequence of text lines, whatever page they came from (an HTML page's
// blocks, the bullets of its text copy): numbered lines start rules, "Example:" lines
// are examples, other lines continue what precedes them or, before the first rule, are
// the page's title and furniture.

#include "edition.h"

#include <QString>
#include <vector>

namespace importers {

struct SourceLine {
    QString text;
    int line = 0; // 1-based, in the source file
};

// Reads the rules from the lines; throws ImportError when there are none. Flags the
// edition partial unless it covers a whole CR.
rulesdb::EditionData readRuleLines(const std::vector<SourceLine> &lines, const QString &fileName);

} // namespace importers
