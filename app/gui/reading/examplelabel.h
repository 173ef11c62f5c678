#pragma once
// The word that opens an example, the same in every pane that shows a rule's wording (the
// rule view, the history): an English rule's in the interface's language ("Beispiel:" for
// a judge reading the window in German, as every other label round it), a translation's
// in its own words ("例如："), as its published text has them.

#include <QString>
#include <QStringList>

namespace gui {

// "Example: " (separator included) for a rule in `ruleLanguage`.
QString exampleLabel(const QString &ruleLanguage);

// The rule's words with its examples after them, each on a line opened by exampleLabel().
QString wordingWithExamples(const QString &text, const QStringList &examples, const QString &ruleLanguage);

} // namespace gui
