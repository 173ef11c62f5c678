#pragma once
// How an edition is named in the pickers: "2024-07-30 en", its flags after it when it has
// any ("2025-03-01 en (partial)", "2019-01-25 en (lossy, transliterated)"), the same in
// every picker of the app.

#include "rulesstore.h"

#include <QCoreApplication>

namespace gui {

inline QString editionLabel(const rulesdb::EditionInfo &e)
{
    const QStringList flags = rulesdb::flagNames(e.flags);
    return e.date + u' ' + e.language
           + (flags.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(flags.join(QStringLiteral(", "))));
}

// What the flags of the label mean for this edition, in words: the pickers' tooltip.
inline QString editionFlagsExplained(const rulesdb::EditionInfo &e)
{
    QStringList lines;
    if (e.flags & rulesdb::FlagPartial)
        lines << QCoreApplication::translate("gui::EditionLabel",
                                             "partial: an excerpt of the rules. A rule it lacks is not known "
                                             "to be absent, and its history is read from the whole editions.");
    if (e.flags & rulesdb::FlagLossy)
        lines << QCoreApplication::translate("gui::EditionLabel",
                                             "lossy: the file it came from had lost some punctuation on the way "
                                             "(apostrophes, quotes, dashes shown as “?”). The words are as published.");
    if (e.flags & rulesdb::FlagTransliterated)
        lines << QCoreApplication::translate("gui::EditionLabel",
                                             "transliterated: every quote and dash of the file was folded to plain "
                                             "ASCII; the editions before and after it have the same words with them.");
    if (e.flags & rulesdb::FlagIncomplete)
        lines << QCoreApplication::translate("gui::EditionLabel",
                                             "incomplete: the file broke off; the rules after that point are missing.");
    return lines.join(u'\n');
}

} // namespace gui
