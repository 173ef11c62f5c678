#pragma once
// The judge documents as converted to HTML from the PDFs by one converter and shipped in
// two wrappings: plain pages ("bluewizard") and e-book XHTML ("calibre", the same
// conversion with CSS classes). Both give a contents list of <h5> links ("1.1 Tournament
// Types"), an anchor before each body heading (<a name="1.1"> then <h4>), headings in
// capitals where the PDF had small capitals, the PDF's lines as paragraphs (broken at page
// ends, with the page number left behind), and an IPG penalty in a one-cell table.

#include "policy/policydocument.h"

#include <QString>
#include <QStringView>

namespace importers::policy {

bool recognisesBluewizardPage(QStringView text);
PolicyDocument readBluewizardPage(const QString &text, const QString &fileName);

bool recognisesCalibrePage(QStringView text);
PolicyDocument readCalibrePage(const QString &text, const QString &fileName);

} // namespace importers::policy
