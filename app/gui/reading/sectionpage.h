#pragma once
// Everything the rule view shows about one section of a policy document (MTR, IPG, JAR),
// read from the store in one place so the view only lays it out.

#include "rulesstore.h"

#include <optional>
#include <vector>

namespace gui {

struct SectionPage {
    rulesdb::EditionInfo edition; // the policy document's edition
    rulesdb::SectionEntry section;
    // For a section with sections under it (MTR 2, IPG 2): those, in order, to go on to.
    std::vector<rulesdb::SectionEntry> subsections;
    // What the section's text and parts cite, resolved (another section, a CR rule).
    std::vector<rulesdb::DocumentLinkTo> links;
    // When its words took effect (typography and renumbering passed over).
    std::optional<rulesdb::TextSince> since;
};

// The key a section is found again by: its number, or its title when it has none (the JAR's).
inline QString sectionKey(const rulesdb::SectionEntry &section)
{
    return section.number.isEmpty() ? section.title : section.number;
}

// "IPG 2.1", "JAR Serious Problems": the document's short name and the section's key.
QString sectionLabel(rulesdb::Document document, const rulesdb::SectionEntry &section);

// The section named (a number, an appendix or a title; empty: the document's first), nullopt
// when the edition has none of that name.
std::optional<SectionPage> loadSectionPage(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                           const QString &numberOrTitle);

} // namespace gui
