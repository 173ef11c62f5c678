#pragma once
// Pages of an online book reader holding the CR ("Book Read Free", "Page 2", "by …",
// "‹ Prev"): the site's furniture is dropped, indented rules, headings and "Example:"
// paragraphs are kept, and the pages of one book become one edition in page order, with
// the words and sentences that a page break split mended.

#include "edition.h"

#include <QString>
#include <QStringView>
#include <vector>

namespace importers {

struct BookPage {
    QString fileName;
    QString text; // decoded (see decodeText)
};

bool looksLikeBookPage(QStringView text);

// Throws ImportError naming the page file and line when a page holds no rules.
rulesdb::EditionData readBookPages(std::vector<BookPage> pages);

} // namespace importers
