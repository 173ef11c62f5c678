#pragma once
// "Text in force since …" as the command line prints it: when a rule's words took effect,
// how sure that is, the renumbering they went through and, for a translation, when its
// own wording did.

#include "lineage/timeline.h"

#include <QString>

// The lines `show` prints under a rule, each starting with two spaces and ending "\n".
QString sinceLines(const rulesdb::TextSince &since, const QString &editionLanguage);
