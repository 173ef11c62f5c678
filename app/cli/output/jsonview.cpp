#include "jsonview.h"

namespace cli {

static QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonObject editionJson(const rulesdb::EditionInfo &e)
{
    return {
        {QStringLiteral("date"), e.date},
        {QStringLiteral("language"), e.language},
        {QStringLiteral("document"), rulesdb::documentName(e.document)},
        {QStringLiteral("name"), e.name},
        {QStringLiteral("rules"), e.rules},
        {QStringLiteral("examples"), e.examples},
        {QStringLiteral("glossary"), e.glossary},
        {QStringLiteral("flags"), toArray(rulesdb::flagNames(e.flags))},
        {QStringLiteral("sha256"), e.sha256},
        {QStringLiteral("source"), e.source},
        {QStringLiteral("format"), e.format},
        {QStringLiteral("encoding"), e.encoding},
        {QStringLiteral("imported_at"), e.importedAt},
        {QStringLiteral("dangling_refs"), e.danglingRefs},
    };
}

static QJsonObject ruleTextJson(const rulesdb::RuleText &r)
{
    QJsonObject o{
        {QStringLiteral("number"), r.number},
        {QStringLiteral("text"), r.text},
        {QStringLiteral("examples"), toArray(r.examples)},
    };
    if (r.truncated) // only where it applies: the source had just the start of it
        o.insert(QStringLiteral("truncated"), true);
    return o;
}

QJsonObject citationJson(const rulesdb::Citation &c)
{
    return {
        {QStringLiteral("number"), c.number},
        {QStringLiteral("in"), rulesdb::textPlaceName(c.in)},
        {QStringLiteral("target"), c.target},
        {QStringLiteral("cited"), c.cited},
        {QStringLiteral("exists"), c.exists},
        {QStringLiteral("target_document"), QStringLiteral("cr")},
    };
}

QJsonObject documentLinkJson(const rulesdb::DocumentLinkTo &link)
{
    return {
        {QStringLiteral("number"), link.from},
        {QStringLiteral("in"), link.fromPart.isEmpty() ? QStringLiteral("text") : link.fromPart},
        {QStringLiteral("target"), link.target},
        {QStringLiteral("cited"), link.cited},
        {QStringLiteral("exists"), link.exists},
        {QStringLiteral("target_document"), rulesdb::documentName(link.targetDocument)},
        {QStringLiteral("target_edition"), link.targetEdition},
        {QStringLiteral("document"), rulesdb::documentName(link.fromDocument)},
        {QStringLiteral("edition"), link.fromEdition},
    };
}

QJsonObject ruleJson(const rulesdb::RuleDetail &rule)
{
    QJsonArray subrules;
    for (const auto &s : rule.subrules)
        subrules.append(ruleTextJson(s));
    QJsonArray refs;
    for (const auto &c : rule.refs)
        refs.append(citationJson(c));
    QJsonObject o{
        {QStringLiteral("edition"), rule.edition.date},
        {QStringLiteral("language"), rule.edition.language},
        {QStringLiteral("flags"), toArray(rulesdb::flagNames(rule.edition.flags))},
        {QStringLiteral("number"), rule.rule.number},
        {QStringLiteral("text"), rule.rule.text},
        {QStringLiteral("examples"), toArray(rule.rule.examples)},
        {QStringLiteral("parent"), rule.parent ? QJsonValue(ruleTextJson(*rule.parent))
                                               : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("subrules"), subrules},
        {QStringLiteral("refs"), refs},
    };
    o.insert(QStringLiteral("truncated"), rule.rule.truncated);
    o.insert(QStringLiteral("document"), rulesdb::documentName(rule.edition.document));
    return o;
}

QJsonObject sectionJson(const rulesdb::EditionInfo &edition, const rulesdb::SectionEntry &section,
                        const std::vector<rulesdb::SectionEntry> &subsections)
{
    QJsonArray parts;
    for (const auto &p : section.parts)
        parts.append(QJsonObject{{QStringLiteral("label"), p.label}, {QStringLiteral("text"), p.text}});
    QJsonArray below;
    for (const auto &s : subsections)
        below.append(QJsonObject{{QStringLiteral("number"), s.number}, {QStringLiteral("title"), s.title}});
    QJsonObject o{
        {QStringLiteral("document"), rulesdb::documentName(edition.document)},
        {QStringLiteral("edition"), edition.date},
        {QStringLiteral("language"), edition.language},
        {QStringLiteral("flags"), toArray(rulesdb::flagNames(edition.flags))},
        {QStringLiteral("number"), section.number},
        {QStringLiteral("title"), section.title},
        {QStringLiteral("level"), section.level},
        {QStringLiteral("text"), section.text},
        {QStringLiteral("parts"), parts},
        {QStringLiteral("subsections"), below},
    };
    if (!section.penalty.isEmpty())
        o.insert(QStringLiteral("penalty"), section.penalty);
    if (!section.category.isEmpty())
        o.insert(QStringLiteral("category"), section.category);
    return o;
}

void addTextSince(QJsonObject &rule, const rulesdb::TextSince &since)
{
    static const char *const kSources[] = {"stamp", "first-edition", "earliest-known"};
    rule.insert(QStringLiteral("since"), since.date);
    rule.insert(QStringLiteral("since_source"), QString::fromLatin1(kSources[since.source]));
    rule.insert(QStringLiteral("since_language"), since.language);
    if (!since.previousNumber.isEmpty()) {
        rule.insert(QStringLiteral("numbered_since"), since.numberedSince);
        rule.insert(QStringLiteral("previous_number"), since.previousNumber);
    }
    if (!since.translationDate.isEmpty()) {
        rule.insert(QStringLiteral("translation_since"), since.translationDate);
        rule.insert(QStringLiteral("translation_since_source"), QString::fromLatin1(kSources[since.translationSource]));
    }
}

QJsonObject cardRulingJson(const rulesdb::RuleRuling &r)
{
    return {{QStringLiteral("card"), r.card}, {QStringLiteral("date"), r.date}, {QStringLiteral("text"), r.text},
            {QStringLiteral("set"), r.set}, {QStringLiteral("link"), r.link}};
}

QJsonObject searchHitJson(const rulesdb::SearchHit &hit)
{
    QJsonObject o{
        {QStringLiteral("edition"), hit.edition},
        {QStringLiteral("number"), hit.number},
        {QStringLiteral("snippet"), hit.snippet},
        {QStringLiteral("in"), rulesdb::textPlaceName(hit.in)},
        {QStringLiteral("editions"), toArray(hit.editions)},
        {QStringLiteral("language"), hit.language},
        {QStringLiteral("document"), rulesdb::documentName(hit.document)},
    };
    if (hit.document != rulesdb::Document::CR) {
        o.insert(QStringLiteral("title"), hit.title);
        if (!hit.part.isEmpty())
            o.insert(QStringLiteral("part"), hit.part);
    }
    // Only hits found by some of the words (too few texts had them all) say what they lack.
    if (!hit.missing.isEmpty())
        o.insert(QStringLiteral("missing"), toArray(hit.missing));
    return o;
}

QJsonObject exportJson(const rulesdb::EditionData &edition)
{
    QJsonArray rules;
    for (const auto &r : edition.rules) {
        QJsonObject o{{QStringLiteral("number"), r.number},
                      {QStringLiteral("text"), r.text},
                      {QStringLiteral("examples"), toArray(r.examples)}};
        if (r.truncated)
            o.insert(QStringLiteral("truncated"), true);
        rules.append(o);
    }
    QJsonArray glossary;
    for (const auto &g : edition.glossary)
        glossary.append(QJsonObject{{QStringLiteral("term"), g.term},
                                    {QStringLiteral("definition"), g.definition}});
    QJsonObject o{
        {QStringLiteral("edition"), edition.meta.date},
        {QStringLiteral("language"), edition.meta.language},
        {QStringLiteral("name"), edition.meta.name},
        {QStringLiteral("flags"), toArray(rulesdb::flagNames(edition.meta.flags))},
        {QStringLiteral("rules"), rules},
        {QStringLiteral("glossary"), glossary},
        {QStringLiteral("credits"), edition.credits},
        {QStringLiteral("document"), rulesdb::documentName(edition.meta.document)},
    };
    if (edition.meta.document != rulesdb::Document::CR) {
        QJsonArray sections;
        for (const auto &s : edition.sections) {
            QJsonArray parts;
            for (const auto &p : s.parts)
                parts.append(QJsonObject{{QStringLiteral("label"), p.label}, {QStringLiteral("text"), p.text}});
            QJsonObject section{{QStringLiteral("number"), s.number}, {QStringLiteral("title"), s.title},
                                {QStringLiteral("level"), s.level}, {QStringLiteral("text"), s.text},
                                {QStringLiteral("parts"), parts}};
            if (!s.penalty.isEmpty())
                section.insert(QStringLiteral("penalty"), s.penalty);
            if (!s.category.isEmpty())
                section.insert(QStringLiteral("category"), s.category);
            sections.append(section);
        }
        o.insert(QStringLiteral("sections"), sections);
    }
    return o;
}

} // namespace cli
