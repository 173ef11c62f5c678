#pragma once
// Reader for the official Comprehensive Rules plain-text releases (2003 to today), both
// the pre-2009 numbering with its looser layout and the modern one.

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

// True when the text reads like an official CR release (title, date sentence, numbered
// rules); used by `--format auto`.
bool looksLikeOfficialText(QStringView text);

// Parses decoded text (see decodeText). Skips the introduction and contents; reads
// sections, headings, rules, subrules, examples, glossary and credits. meta.date comes from
// the header sentence ("effective as of", "current as of"); sha256, sourceFile and
// encoding are left for the caller. Throws ImportError for text that is not a CR; a file
// that breaks off is returned flagged FlagIncomplete with a warning naming the line.
rulesdb::EditionData parseOfficialText(const QString &text, const QString &fileName);

} // namespace importers
