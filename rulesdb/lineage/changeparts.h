#pragma once
// A merge or a split read part by part: each rule of the side that holds several against
// the words of the other side it became (a merge) or came from (a split). One word diff
// over the whole of both sides interleaves several rules' words, and a rule's example
// moved past another's reads as deleted here and inserted there; paired part by part, each
// rule reads against its own counterpart.

#include "lineage/editiondiff.h"

#include <vector>

namespace rulesdb {

struct ChangePart {
    QStringList oldNumbers; // the rules each side of this part comes from, in order
    QStringList newNumbers;
    QString oldText;
    QString newText;
    std::vector<DiffSpan> spans; // word diff of oldText → newText; empty when equal
};

// The parts of a change whose old or new side holds several rules (paragraphs counted by
// DiffEntry::oldParagraphs / newParagraphs), in the order of that side: each rule's
// paragraphs against the sentences of the other side that read most like them, in their
// own order (a sentence like none goes with the one before it). Empty for a change of one
// rule to one rule, a rule only added or removed, or paragraphs that were not counted.
// A rule none of whose words the other side kept has an empty counterpart.
std::vector<ChangePart> changeParts(const DiffEntry &entry);

} // namespace rulesdb
