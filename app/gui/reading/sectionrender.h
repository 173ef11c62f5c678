#pragma once
// How a section of a policy document reads in the rule view: where it is from, its number
// and title, an infraction's penalty as a badge, its text, each part under its label, the
// sections under it. Every word of the document goes in as text with explicit formats,
// never parsed as markup; the only anchors are the links the view makes (section:…, rule:…).

#include "reading/sectionpage.h"

#include <QPalette>
#include <QTextCursor>
#include <QUrl>
#include <optional>

namespace gui {

// The link to a section: "section:ipg/2.1", "section:jar/Serious Problems"; a document
// named alone has an empty key (its first section). A link resolved in one edition carries
// its date ("section:mtr/4.3?edition=2023-11-13").
QString sectionHref(rulesdb::Document document, const QString &key, const QString &edition = {});
struct SectionLink {
    rulesdb::Document document;
    QString key;
    QString edition; // empty: the edition that goes with the rules read
};
std::optional<SectionLink> sectionLinkOf(const QUrl &url);

// The badge's colours: a tint of the highlight behind the text's own colour, readable in
// any theme.
QColor penaltyBadgeBackground(const QPalette &palette);

void insertSectionPage(QTextCursor &cursor, const SectionPage &page, const QPalette &palette);

} // namespace gui
