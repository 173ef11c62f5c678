#pragma once
// Cockatrice's card databases: cards.xml, the per-set spoiler files Magic-Spoiler makes,
// and tokens.xml (<cockatrice_carddatabase version="4">), read with QXmlStreamReader.
// Their mana costs have no braces ("2WU", "4U/BU/B"): written back as {2}{W}{U}.

#include "cards/cardcollector.h"
#include "cards/cardfiles.h"

#include <string_view>

namespace importers::cards {

bool looksLikeCockatrice(std::string_view head);

// Reads every card of the entry into the collector; returns the date the file states (its
// <createdAt>, else a <sourceVersion> that begins with one, 20260805b), or empty. Throws
// ImportError naming `file`, the entry, the line and the byte where the XML breaks off.
QString readCockatrice(CardFileEntry &entry, const QString &file, CardCollector &into);

// "2WU" → "{2}{W}{U}", "4U/BU/B" → "{4}{U/B}{U/B}"; braces already there are kept.
QString bracedManaCost(QStringView cost);

} // namespace importers::cards
