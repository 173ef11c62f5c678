#pragma once
// Text from rules files and error messages shown where Qt guesses whether a string is
// markup (tooltips, message boxes): a rule title or a file name holding "<b>" must show
// those characters. Escaped and wrapped, the string is rich text that says exactly that.

#include <QString>

namespace gui {

inline QString richTextShowing(const QString &plain)
{
    if (plain.isEmpty())
        return plain; // no tooltip at all
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + plain.toHtmlEscaped()
           + QStringLiteral("</p>");
}

} // namespace gui
