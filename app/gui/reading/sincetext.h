#pragma once
// "Text in force since …" under a rule or a policy section: when its words took effect,
// how sure that is, the renumbering they went through and, for a translation, when its own
// wording did (words the rule view and the section page share; translated in RuleView's
// context).

#include "lineage/timeline.h"

#include <QString>

namespace gui {

QString sinceText(const rulesdb::TextSince &since, const QString &editionLanguage);

} // namespace gui
