#pragma once
// The JSON shapes of the command-line contract: other tools rely on these keys.

#include "rulesstore.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cli {

// {date, language, name, rules, examples, glossary, flags, sha256, source, ...}
QJsonObject editionJson(const rulesdb::EditionInfo &e);
// {edition, language, number, text, examples, parent, subrules, refs, document}
QJsonObject ruleJson(const rulesdb::RuleDetail &rule);
// A policy document's section: {document, edition, language, flags, number, title, level,
// text, parts: [{label, text}], subsections: [{number, title}]}, with {category, penalty}
// for an IPG infraction.
QJsonObject sectionJson(const rulesdb::EditionInfo &edition, const rulesdb::SectionEntry &section,
                        const std::vector<rulesdb::SectionEntry> &subsections);
// Adds {since, since_source} to a rule's object: when its wording took effect, and how
// that is known ("stamp", "first-edition", "earliest-known").
void addTextSince(QJsonObject &rule, const rulesdb::TextSince &since);
// {card, date, text, set, link}
QJsonObject cardRulingJson(const rulesdb::RuleRuling &r);
// {number, in, target, cited, exists, target_document}
QJsonObject citationJson(const rulesdb::Citation &c);
// A link between documents, in the same keys: {number, in, target, cited, exists,
// target_document, target_edition, document, edition}; `target` is empty when the words
// name a whole document, `in` is "text" or the part's label.
QJsonObject documentLinkJson(const rulesdb::DocumentLinkTo &link);
// {edition, number, snippet, in, editions, language, document}; a policy document's hit
// adds {title, part}
QJsonObject searchHitJson(const rulesdb::SearchHit &hit);
// {edition, language, flags, rules: [{number, text, examples}], glossary: [{term, definition}],
// document}; a policy document's adds sections: [{number, title, level, text, parts,
// penalty?, category?}]
QJsonObject exportJson(const rulesdb::EditionData &edition);

} // namespace cli
