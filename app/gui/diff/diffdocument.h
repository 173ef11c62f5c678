#pragma once
// Word diffs written into text documents with explicit formats, never through markup, so
// that rule text stays text: one change inline or one side of it for the diff view, and a
// whole report of an edition diff for paper.

#include "lineage/editiondiff.h"

#include <QPalette>
#include <QTextCharFormat>
#include <memory>

class QTextCursor;
class QTextDocument;

namespace gui {

// Both wordings of a change in one text, or one of its sides.
enum class DiffSide { Inline, Old, New };

// The formats of a word diff, tinted from a palette so that they read in light and dark
// themes (colors.h). Inline, deleted words are also struck out; each side alone shows its
// own changed words tinted only, as reading them struck out would be harder.
struct DiffFormats {
    explicit DiffFormats(const QPalette &palette);
    QTextCharFormat body, heading, muted, inserted, deleted, deletedInline;
};

// Writes one side of a change at the cursor: inline the deleted and inserted words (of a
// merge or split, each rule under its heading against its counterpart: changeparts.h), Old the
// old wording with its deleted words, New the new wording with its inserted words. Nothing
// for a side the change lacks (the old side of an added rule).
void insertWordDiff(QTextCursor &cursor, const rulesdb::DiffEntry &entry, DiffSide side, const DiffFormats &f);


// The share of words both wordings have, as a reader takes it ("83% of the words the
// same"); empty where it says nothing (added, removed or equal wordings).
QString similarityNote(const rulesdb::DiffEntry &entry);

// A report to print: the title, the summary per kind, `note` (what chose the changes, if
// anything did), then each of `changes` (indices into diff.changes) inline. Inserted words
// are underlined too, for printers without colour.
std::unique_ptr<QTextDocument> diffReport(const rulesdb::EditionDiff &diff, const std::vector<int> &changes,
                                          const QString &note);

} // namespace gui
