#pragma once
// The rules marked up as reStructuredText (the 2011 copy kept in Julian/cardboard): the
// edition date in a ":Date:" field, sections and headings as over/underlined titles that
// carry no numbers, ".. _`100.1a`:" targets before the rules, subrules indented as block
// quotes, "Example:" run on after the rule text, a definition-list glossary, and inline
// markup (`100.2a`_ links, *italics*, "\ " escapes) that the edition keeps as plain text.

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

bool looksLikeRst(QStringView text);

// Throws ImportError when the file holds no numbered rules.
rulesdb::EditionData readRstRules(const QString &text, const QString &fileName);

} // namespace importers
