#pragma once
// The lookup box's way into the judge's library: "IPG 2.1", "mtr 2.12", "MTR Appendix B",
// "JAR Serious Problems" name a section of a policy document, and the edition of that
// document a judge reading the rules shown would mean.

#include "reading/sectionpage.h"
#include "rulesstore.h"

#include <QString>
#include <optional>

namespace gui {

// What was typed after the document's name: a number, an appendix or a title; empty when
// the document was named alone.
struct PolicyLookup {
    rulesdb::Document document = rulesdb::Document::MTR;
    QString section;
};

// nullopt unless the text starts with a policy document's short name (MTR, IPG, JAR, in
// any case) or its title ("Infraction Procedure Guide 2.1"). A CR lookup never matches:
// no rule number, keyword or glossary term begins with these words.
std::optional<PolicyLookup> parsePolicyLookup(const QString &typed);

// The edition of `document` that goes with the CR edition read (RulesStore::editionBeside):
// today's policy beside today's rules, even when it came out after them; the policy in
// force on an older edition's date beside it (an old ruling is read with the policy of its
// time, as links between documents are resolved). Whatever language the rules are read
// in, the same edition. nullopt when the database has none of that document, or none that old.
std::optional<rulesdb::EditionInfo> policyEditionFor(rulesdb::RulesStore &store, rulesdb::Document document,
                                                     const rulesdb::EditionInfo &reading);

// A section looked up in the edition policyEditionFor() chooses: the page, or what a judge
// is told instead (the database lacks the document, none was in force yet, no such section).
struct PolicySection {
    std::optional<SectionPage> page;
    QString problem;
};
// `editionDate`, when given, names the edition instead (a link resolved there).
PolicySection findPolicySection(rulesdb::RulesStore &store, rulesdb::Document document, const QString &section,
                                const rulesdb::EditionInfo &reading, const QString &editionDate = {});

// The policy document with a section titled exactly as typed ("missed trigger": IPG 2.1's
// title), in the edition that goes with the rules read, the MTR, the IPG and JAR asked in
// that order; nullopt when none has one, or the text has no letter (a number is the CR's).
std::optional<rulesdb::Document> documentTitling(rulesdb::RulesStore &store, const QString &typed,
                                                 const rulesdb::EditionInfo &reading);

} // namespace gui
