#include "reading/italictext.h"

namespace gui {

QTextCharFormat italicIn(QTextCharFormat format)
{
    format.setFontItalic(!format.fontItalic());
    return format;
}

void insertItalicText(QTextCursor &cursor, const QString &text, const QTextCharFormat &format)
{
    insertItalicText(cursor, text, rulesdb::italicSpans(text), 0, text.size(), format);
}

void insertItalicText(QTextCursor &cursor, const QString &text, const std::vector<rulesdb::ItalicSpan> &spans,
                      qsizetype from, qsizetype to, const QTextCharFormat &format)
{
    if (spans.empty()) // nearly every text
        return cursor.insertText(text.mid(from, to - from), format);
    for (const rulesdb::TextRun &r : rulesdb::italicRuns(spans, from, to))
        cursor.insertText(text.mid(r.start, r.end - r.start), r.italic ? italicIn(format) : format);
}

QString richRuleText(const QString &text)
{
    if (text.isEmpty())
        return text; // no tooltip at all
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + rulesdb::italicHtml(text) + QStringLiteral("</p>");
}

} // namespace gui
