#pragma once
// How an edition is named in the pickers: "2024-07-30 en", its flags after it when it has
// any ("2025-03-01 en (partial)"), the same in every picker of the app.

#include "rulesstore.h"

namespace gui {

inline QString editionLabel(const rulesdb::EditionInfo &e)
{
    const QStringList flags = rulesdb::flagNames(e.flags);
    return e.date + u' ' + e.language
           + (flags.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(flags.join(u',')));
}

} // namespace gui
