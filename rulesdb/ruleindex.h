#pragma once
// Outlines of an edition (RulesStore::headlines, glossaryTerms, glossaryEntry;
// ruleindex.cpp): its table of contents, and the keyword rules among them.

#include <QString>

namespace rulesdb {

// One line of an edition's table of contents: a number and the first line of its text
// ("702.19", "Trample"; "702.", "Keyword Abilities").
struct RuleHeadline {
    QString number;
    QString title;
};

// Keyword abilities and actions are the rules directly under a heading named "Keyword
// Abilities" or "Keyword Actions" (702. and 701. since 2009, 502. before) whose text is
// just the keyword's name ("Trample", "First Strike").
bool isKeywordHeading(const QString &headingText);
bool isKeywordName(const QString &ruleText);

} // namespace rulesdb
