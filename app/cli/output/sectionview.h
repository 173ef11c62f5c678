#pragma once
// A policy document's section as `show` prints it: its number and title, an infraction's
// penalty, its text, its labelled parts, and the subsections a top-level section holds.

#include "rulesstore.h"

#include <QString>
#include <vector>

namespace cli {

QString sectionText(const rulesdb::EditionInfo &edition, const rulesdb::SectionEntry &section,
                    const std::vector<rulesdb::SectionEntry> &subsections, const QString &since = {});

// The subsections of a top-level section (2 → 2.1, 2.2 …; Appendix A has none), in order.
std::vector<rulesdb::SectionEntry> subsectionsOf(const std::vector<rulesdb::SectionEntry> &all,
                                                 const rulesdb::SectionEntry &section);

// A whole policy edition as text: each section as `show` prints it, in order.
QString policyEditionText(const rulesdb::EditionData &edition);

// "IPG", "MTR", "JAR", "CR": the short name a judge says.
QString documentShortName(rulesdb::Document document);

} // namespace cli
