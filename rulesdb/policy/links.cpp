// Links between the judge's documents resolved in the editions read together: a
// section's outgoing links, the links that reach it, and the documents a CR rule names.
#include "policy/policylinks.h"
#include "rulesstore.h"
#include "storeprivate.h"

#include <map>

namespace rulesdb {

namespace {

// The languages of a document's editions, English first: the order an edition is chosen in.
QStringList languagesOf(const std::vector<EditionInfo> &editions)
{
    QStringList languages{QStringLiteral("en")};
    for (const EditionInfo &e : editions)
        if (!languages.contains(e.language))
            languages << e.language;
    return languages;
}

QString citingName(const SectionEntry &s)
{
    return s.number.isEmpty() ? s.title : s.number;
}

} // namespace

std::optional<EditionInfo> RulesStore::editionBeside(const EditionInfo &reading, Document document)
{
    if (document == reading.document)
        return reading;
    // Current: no language has a newer edition of the document read than this one.
    const auto own = editions(reading.document);
    bool current = true;
    for (const QString &language : languagesOf(own))
        if (const EditionInfo *newest = defaultEdition(own, language); newest && newest->date > reading.date)
            current = false;
    const auto theirs = editions(document);
    std::optional<EditionInfo> chosen;
    for (const QString &language : languagesOf(theirs)) {
        const EditionInfo *e = current ? defaultEdition(theirs, language) : editionInForce(theirs, reading.date, language);
        if (e) {
            chosen = *e;
            break;
        }
    }
    if (!chosen || chosen->language == reading.language)
        return chosen;
    // The same edition in the language read, when it was translated.
    if (auto translated = edition(chosen->date, reading.language, document))
        return translated;
    return chosen;
}

std::vector<DocumentLinkTo> RulesStore::sectionLinksFrom(const EditionInfo &edition, const SectionEntry &section)
{
    std::vector<DocumentLinkTo> out;
    std::map<Document, std::optional<EditionInfo>> beside;
    const auto resolve = [&](const QString &text, const QString &part) {
        for (const DocumentLink &link : extractDocumentLinks(text, edition.document)) {
            auto found = beside.find(link.target);
            if (found == beside.end())
                found = beside.emplace(link.target, editionBeside(edition, link.target)).first;
            const std::optional<EditionInfo> &target = found->second;
            const QStringList numbers = link.numbers.isEmpty() ? QStringList{QString()} : link.numbers;
            for (const QString &number : numbers) {
                DocumentLinkTo to{edition.document, edition.date, citingName(section), part,
                                  text.mid(link.start, link.length), link.target, number,
                                  target ? target->date : QString(), false};
                if (target) {
                    if (number.isEmpty())
                        to.exists = true;
                    else if (link.target == Document::CR)
                        to.exists = d->hasNumber(target->id, number);
                    else
                        to.exists = this->section(*target, number).has_value();
                }
                out.push_back(std::move(to));
            }
        }
    };
    resolve(section.text, QString());
    for (const SectionPart &part : section.parts)
        resolve(part.text, part.label);
    return out;
}

// Every link a policy edition's sections hold, with the section and part it is in.
struct RulesStore::Private::CitingLinks {
    struct Link {
        QString from;   // the citing section's number, or its title
        QString number; // the citing section's number ('' without one)
        QString part;
        QString quote;  // the link as written
        Document target;
        QStringList numbers;
    };
    std::vector<Link> links;
};

std::vector<DocumentLinkTo> RulesStore::sectionLinksTo(const EditionInfo &edition, const SectionEntry &section)
{
    std::vector<DocumentLinkTo> out;
    if (section.number.isEmpty())
        return out; // only numbers are cited
    d->keepPolicyCachesCurrent();
    for (const Document document : {Document::MTR, Document::IPG, Document::JAR}) {
        const auto from = editionBeside(edition, document);
        if (!from)
            continue;
        auto &citing = d->m_citingLinks[from->id];
        if (!citing) {
            auto found = std::make_shared<Private::CitingLinks>();
            for (const SectionEntry &s : sections(*from)) {
                const auto collect = [&](const QString &text, const QString &part) {
                    for (const DocumentLink &link : extractDocumentLinks(text, document))
                        found->links.push_back({citingName(s), s.number, part, text.mid(link.start, link.length),
                                                link.target, link.numbers});
                };
                collect(s.text, QString());
                for (const SectionPart &part : s.parts)
                    collect(part.text, part.label);
            }
            citing = std::move(found);
        }
        for (const Private::CitingLinks::Link &link : citing->links) {
            if (link.target != edition.document || !link.numbers.contains(section.number))
                continue;
            if (document == edition.document && link.number == section.number)
                continue; // a section naming itself
            out.push_back({document, from->date, link.from, link.part, link.quote, edition.document, section.number,
                           edition.date, true});
        }
    }
    return out;
}

std::vector<DocumentLinkTo> RulesStore::documentLinksOfRule(const EditionInfo &edition, const RuleText &rule)
{
    std::vector<DocumentLinkTo> out;
    const auto collect = [&](const QString &text, const QString &part) {
        for (const DocumentLink &link : extractDocumentLinks(text, Document::CR)) {
            const auto target = editionBeside(edition, link.target);
            out.push_back({Document::CR, edition.date, rule.number, part, text.mid(link.start, link.length),
                           link.target, QString(), target ? target->date : QString(), target.has_value()});
        }
    };
    collect(rule.text, QString());
    for (const QString &example : rule.examples)
        collect(example, QStringLiteral("Example"));
    return out;
}

} // namespace rulesdb
