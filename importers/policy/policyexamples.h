#pragma once
// An MTR section's examples, found the same way whatever the shape wrote them as: each
// paragraph "Example: …" (or "Example 1: …", "Example B: …"), and an "Examples" or
// "Examples:" heading followed by numbered or lettered items ("1. …", "A. …"). Shapes
// differ in which of these they keep (one labels each example "Example:", another gives
// one "Examples" heading over them, a dataset runs them into the paragraph before), so
// every reader hands its sections' paragraphs to this one place: two shapes of a version
// then have the same examples, and a diff of two versions sees no change where there is
// none.

#include "policy/policydocument.h"

#include <QStringList>

namespace importers::policy {

// Moves the examples out of the paragraphs of every section that is no IPG infraction
// (an infraction's examples are its "Examples" part): "Example: text" gives "text", a
// heading's items are kept as written ("1. A player …"), a heading no item follows stays a
// paragraph (its words are not lost). A shape that ran an example into the paragraph before
// it ("… 7 packs. Example: In the finals …") or a heading onto its end ("… percentage.
// Examples:") has them set apart first.
void separateExamples(PolicyDocument &document);

// The same for one section's paragraphs: those that are no example, in order, and the
// examples appended to `examples`.
QStringList withoutExamples(const QStringList &paragraphs, QStringList &examples);

} // namespace importers::policy
