#pragma once
// The judge documents as the MTG Familiar scraper saved them from the judges' blog: one
// "entry-header" block per section (anchors "mtr4-4", "ipg2-1", "ipg-appendix-a"), the
// document's own title and stated date in the first block, the MTR's top-level sections
// named only in that block's contents list, an IPG infraction's penalty in an alert box.

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

bool recognisesGathererPage(QStringView text);
PolicyDocument readGathererPage(const QString &text, const QString &fileName);

} // namespace importers::policy
