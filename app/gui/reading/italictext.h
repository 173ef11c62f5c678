#pragma once
// Rule text with the source's italics ("_Magic_", see rulesdb/italics.h) as a reader sees
// them: the words in italics (upright inside text already italic, such as an example), the
// underscores left out. The text is inserted as text, never read as markup.

#include "italics.h"

#include <QTextCharFormat>
#include <QTextCursor>

namespace gui {

// The format for italic words in text of this format.
QTextCharFormat italicIn(QTextCharFormat format);

void insertItalicText(QTextCursor &cursor, const QString &text, const QTextCharFormat &format);
// [from, to) of a text whose spans were found in all of it (a stretch between two links).
void insertItalicText(QTextCursor &cursor, const QString &text, const std::vector<rulesdb::ItalicSpan> &spans,
                      qsizetype from, qsizetype to, const QTextCharFormat &format);

// Rule text where Qt guesses whether a string is markup (tooltips): escaped, its italics
// made <i>, wrapped so that it is taken as rich text.
QString richRuleText(const QString &text);

} // namespace gui
