#pragma once
// The official rules page links the current Comprehensive Rules as a .txt file whose name
// carries its date ("MagicCompRules 20250404.txt"). Finding that link in the page is what
// "check for new rules" needs; fetching it is the app's business.

#include <QByteArray>
#include <QUrl>

namespace importers {

// The link to the newest rules text on the page: among the links to a .txt file, those
// that name the Comprehensive Rules ("CompRules", "Comprehensive") first, then the one
// whose file name carries the latest YYYYMMDD date. Relative links are resolved against
// `page`. An empty URL when the page links no .txt file.
QUrl newestRulesTextLink(const QByteArray &html, const QUrl &page);

} // namespace importers
