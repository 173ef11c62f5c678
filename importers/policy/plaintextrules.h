#pragma once
// The old Magic Tournament Rules as plain text: the 1994 rules as a Usenet post (two
// numbered lists, "Deck construction rules:" and "Floor Rules:"), the DCI Floor Rules with
// three-digit numbers ("100.<TAB>GENERAL …" heading each group of ten, "101.<TAB>Format …"
// under it), and the first Tournament Rules layout (a TAB-separated contents list with page
// numbers, then "1.1<TAB>Tournament Types" headings, one paragraph a line; without the
// contents list the headings are found by their numbers in order).

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

// A Usenet post naming the tournament rules, or a rules title and "Effective …" line at the
// top followed by TAB-separated numbered headings or contents.
bool recognisesPlainTextRules(QStringView text);

// text is the decoded file (the 2009 rules are in Windows-1252: decode them first).
// Throws ImportError naming fileName and the line for a text of none of these layouts, a
// title that names no policy document, or a stated date that names no real day.
PolicyDocument readPlainTextRules(const QString &text, const QString &fileName);

} // namespace importers::policy
