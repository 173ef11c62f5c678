#include "window/policylookup.h"

#include "window/lookup.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace gui {

std::optional<PolicyLookup> parsePolicyLookup(const QString &typed)
{
    // The short name or the title, then a separator or nothing: "ipg2.1" is not asked for,
    // and "mtrx" must not be taken for the MTR.
    static const QRegularExpression named(
        QStringLiteral("^\\s*(mtr|ipg|jar|magic tournament rules|infraction procedure guide|judging at regular rel)"
                       "(?:$|[\\s,.:;]+)(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = named.match(typed);
    if (!m.hasMatch())
        return std::nullopt;
    const QString name = m.captured(1).toLower();
    PolicyLookup lookup;
    if (name == u"ipg" || name.startsWith(u"infraction"))
        lookup.document = rulesdb::Document::IPG;
    else if (name == u"jar" || name.startsWith(u"judging"))
        lookup.document = rulesdb::Document::JAR;
    else
        lookup.document = rulesdb::Document::MTR;
    // "section 2.1" as the documents cite one another.
    static const QRegularExpression sectionWord(QStringLiteral("^sections?\\s+"), QRegularExpression::CaseInsensitiveOption);
    lookup.section = m.captured(2).trimmed().remove(sectionWord);
    return lookup;
}

std::optional<rulesdb::EditionInfo> policyEditionFor(rulesdb::RulesStore &store, rulesdb::Document document,
                                                     const rulesdb::EditionInfo &reading)
{
    return store.editionBeside(reading, document);
}

PolicySection findPolicySection(rulesdb::RulesStore &store, rulesdb::Document document, const QString &section,
                                const rulesdb::EditionInfo &reading, const QString &editionDate)
{
    const QString name = rulesdb::documentName(document).toUpper();
    auto edition = editionDate.isEmpty() ? policyEditionFor(store, document, reading)
                                         : store.edition(editionDate, reading.language, document);
    if (!edition && !editionDate.isEmpty())
        edition = store.edition(editionDate, QStringLiteral("en"), document);
    if (!edition) {
        if (store.editions(document).empty())
            return {std::nullopt, QCoreApplication::translate("gui::PolicyLookup", "This database holds no %1 (%2): import one to read it.")
                                      .arg(rulesdb::documentTitle(document), name)};
        return {std::nullopt, QCoreApplication::translate("gui::PolicyLookup", "No %1 here was in force on %2, the date of the rules read.").arg(name, reading.date)};
    }
    auto page = loadSectionPage(store, *edition, section);
    if (!page)
        return {std::nullopt, QCoreApplication::translate("gui::PolicyLookup", "The %1 of %2 has no section “%3”.").arg(name, edition->date, section)};
    return {std::move(page), QString()};
}

std::optional<rulesdb::Document> documentTitling(rulesdb::RulesStore &store, const QString &typed,
                                                 const rulesdb::EditionInfo &reading)
{
    const QString title = typed.simplified();
    // A title has words; a number, an appendix letter or a rule's is no title of a section.
    if (std::none_of(title.begin(), title.end(), [](QChar c) { return c.isLetter(); }) || parseTypedNumber(title))
        return std::nullopt;
    for (const rulesdb::Document document : {rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR}) {
        const auto edition = policyEditionFor(store, document, reading);
        if (!edition)
            continue;
        const auto page = loadSectionPage(store, *edition, title);
        if (page && page->section.title.compare(title, Qt::CaseInsensitive) == 0)
            return document;
    }
    return std::nullopt;
}

} // namespace gui
