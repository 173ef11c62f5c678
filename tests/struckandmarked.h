#pragma once
// The words a history or diff shows struck out (what a wording lost) and marked with a
// background (what it gained), each run joined in document order: what tests read back.

#include <QString>
#include <QTextBlock>
#include <QTextDocument>

namespace testsupport {

struct StruckAndMarked {
    QString struck, marked;
};

inline StruckAndMarked struckAndMarked(const QTextDocument &document)
{
    StruckAndMarked out;
    for (QTextBlock b = document.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().fontStrikeOut())
                out.struck += f.text();
            else if (f.charFormat().hasProperty(QTextFormat::BackgroundBrush))
                out.marked += f.text();
        }
    return out;
}

} // namespace testsupport
