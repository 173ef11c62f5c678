#pragma once
// A rule's life across the whole editions of its language (RulesStore::history,
// history.cpp): the steps, oldest first, each with its words and the word diff.

#include "lineage/lineage.h"

#include <QString>
#include <QStringList>

namespace rulesdb {

// One step of a rule's history (see RulesStore::history).
struct HistoryEntry {
    QString edition;        // date of the edition where this happened
    QString number;         // the rule's number in that edition
    ChangeKind change = ChangeKind::FirstSeen; // FirstSeen, Added, Removed, or how it changed
    QString previousNumber; // its number in the edition before, when it moved
    QString text;           // its wording there (empty when removed)
    QStringList examples;   // its examples there
    QString diff;           // the word diff from the edition before ("[-old-]{+new+}"), examples
                            // included, each on a line of its own starting "Example: "
};

// The rule as a reader sees it, each example on a line of its own under it ("Example: …"):
// what history steps compare, so that a step that changed only an example shows that
// example's words struck and added.
QString wordingWithExamples(QString text, const QStringList &examples);

// The steps that changed words: those that only changed quotes, dashes or case (a
// transliterated copy and the edition after it) left out. `hidden` counts them.
std::vector<HistoryEntry> withoutTypographySteps(const std::vector<HistoryEntry> &steps, int *hidden = nullptr);

} // namespace rulesdb
