#pragma once
// Rules published as web pages: real HTML (parsed with gumbo, an HTML5 parser: entities,
// <br>, lists, links and nested markup as a browser reads them; scripts and styles
// ignored) and the text copy of such a page, where rules are bullet lines ("• 107.1. …").

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

bool looksLikeHtml(QStringView text);
bool looksLikeBulletedRules(QStringView text);

rulesdb::EditionData readHtmlPage(const QString &text, const QString &fileName);
rulesdb::EditionData readBulletedRules(const QString &text, const QString &fileName);

} // namespace importers
