#pragma once
// The official rules page links the current Comprehensive Rules as a .txt file whose name
// carries its date ("MagicCompRules 20250404.txt"). Finding that link in the page is what
// "check for new rules" needs; fetching it is the app's business.

#include "document.h"

#include <QByteArray>
#include <QUrl>
#include <vector>

namespace importers {

// The link to the newest rules text on the page: among the links to a .txt file, those
// that name the Comprehensive Rules ("CompRules", "Comprehensive") first, then the one
// whose file name carries the latest YYYYMMDD date. Relative links are resolved against
// `page`. An empty URL when the page links no .txt file.
QUrl newestRulesTextLink(const QByteArray &html, const QUrl &page);

// A link to the PDF of a tournament-policy document.
struct PolicyDocumentLink {
    rulesdb::Document document;
    QUrl url;
};

// The links to the policy documents' PDFs on the page, one per document (MTR, IPG, JAR, in
// that order): a link to a .pdf file whose name says the document's short name as a word
// of its own ("MTG_MTR_2024_Nov11_EN.pdf", "IPG-20240923.pdf") or whose words name it
// ("Magic Tournament Rules", "Infraction Procedure Guide", "Judging at Regular REL"). The
// pages list the current version first: of several links to one document, the first.
// Relative links are resolved against `page`.
std::vector<PolicyDocumentLink> policyDocumentLinks(const QByteArray &html, const QUrl &page);

// Whether a file name is a card file's as MTGJSON and Scryfall publish them: JSON
// (".json"), plain or compressed (".json.xz", ".json.bz2", ".json.gz", ".json.zip"), or
// MTGJSON's archive of set files ("AllSetFiles.tar.xz", ".zip" …). A download so named is
// read by the card importers (importers/cards/), which recognise its shape from its content.
bool namesCardFile(const QString &fileName);

// The card file to download from a page that lists them (MTGJSON's downloads page,
// Scryfall's bulk data page): of the links to card files (namesCardFile()), one with every
// card: MTGJSON's AllPrintings (printings, sets and rulings), else its AtomicCards, else
// its AllSetFiles archive, else Scryfall's oracle-cards, default-cards or all-cards bulk
// file; of one file served several ways, the smallest download (.xz, .bz2, .gz, .zip,
// then plain JSON). A page lists one file per link; a single set's file is chosen by its
// own address, not from a page. An empty URL when the page links none of these.
QUrl cardFileLink(const QByteArray &html, const QUrl &page);

} // namespace importers
