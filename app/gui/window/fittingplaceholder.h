#pragma once
// A line edit's placeholder that is never cut: the longest of its wordings that fits the
// box as wide as it is now. The lookup box's full hint ("Rule number, keyword, glossary
// term or policy section, e.g. …  (Ctrl+L)") lost its key to "(…" in a narrow window.

#include <QStringList>

class QLineEdit;

namespace gui {

// From now on, whenever the box is resized, its placeholder is the first of `wordings`
// (longest first) that fits it; the last one whatever the width. Called again, the new
// wordings replace the old.
void keepPlaceholderWhole(QLineEdit *box, const QStringList &wordings);

} // namespace gui
