#pragma once
// Dated rulings: a rules search site's page where every rule carries the date its text
// took effect ("- 107.3a - text [CompRules 2009/10/01]"), "Example:" lines carry their
// own, and the header names the release the page was built from ("based on the Oct 23,
// 2009 release of the Rulings"). The page is an edition dated by that release; the
// stamps are kept per rule, so that the text in force on any date can be answered.

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

bool looksLikeDatedRulings(QStringView text);

// Throws ImportError when the page holds no dated rule.
rulesdb::EditionData readDatedRulings(const QString &text, const QString &fileName);

} // namespace importers
