#pragma once
// The judge documents as a diff site keeps them: server-side page templates (with
// "<% include %>" directives, so not pages on their own) holding one collapsible panel
// per numbered section, and the changes against the previous version marked inline:
// words in a "removed" element are the old version's and are dropped, "new" ones kept.
// The text states no date; the site's label ("MTR - 4 October, 2019 - Throne of
// Eldraine") names the document and the day, and a warning says so.

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

bool recognisesVensersArchive(QStringView text);
PolicyDocument readVensersArchive(const QString &text, const QString &fileName);

} // namespace importers::policy
