#include "sectionview.h"

namespace cli {

namespace {

QString indented(const QString &text, const QString &prefix)
{
    QString out;
    for (const QString &line : text.split(u'\n'))
        out += prefix + line + u'\n';
    return out;
}

} // namespace

QString documentShortName(rulesdb::Document document)
{
    return rulesdb::documentName(document).toUpper();
}

std::vector<rulesdb::SectionEntry> subsectionsOf(const std::vector<rulesdb::SectionEntry> &all,
                                                 const rulesdb::SectionEntry &section)
{
    std::vector<rulesdb::SectionEntry> out;
    if (section.level != 1 || section.number.isEmpty())
        return out;
    const QString prefix = section.number + u'.';
    for (const auto &s : all)
        if (s.level == 2 && s.number.startsWith(prefix))
            out.push_back(s);
    return out;
}

QString sectionText(const rulesdb::EditionInfo &edition, const rulesdb::SectionEntry &section,
                    const std::vector<rulesdb::SectionEntry> &subsections, const QString &since)
{
    QString out;
    const QString heading = section.category.isEmpty()
                                ? section.title
                                : section.category + QStringLiteral(" \u2014 ") + section.title;
    out += (section.number.isEmpty() ? heading : section.number + QStringLiteral("  ") + heading)
           + QStringLiteral("  (%1 %2 %3)\n").arg(documentShortName(edition.document), edition.date, edition.language);
    if (!section.penalty.isEmpty())
        out += QStringLiteral("Penalty: ") + section.penalty + u'\n';
    if (!section.text.isEmpty())
        out += u'\n' + indented(section.text, QStringLiteral("  "));
    for (const auto &part : section.parts)
        out += u'\n' + part.label + u'\n' + indented(part.text, QStringLiteral("  "));
    if (!since.isEmpty())
        out += u'\n' + since;
    if (!subsections.empty()) {
        out += u'\n';
        for (const auto &s : subsections)
            out += s.number + u' ' + (s.category.isEmpty() ? s.title : s.category + QStringLiteral(" \u2014 ") + s.title)
                   + (s.penalty.isEmpty() ? QString() : QStringLiteral("  [") + s.penalty + u']') + u'\n';
    }
    return out;
}

QString policyEditionText(const rulesdb::EditionData &edition)
{
    QString out = edition.meta.name + QStringLiteral("\nEffective ") + edition.meta.date + u'\n';
    for (const auto &s : edition.sections) {
        const QString heading = s.category.isEmpty() ? s.title : s.category + QStringLiteral(" \u2014 ") + s.title;
        out += u'\n' + (s.number.isEmpty() ? heading : s.number + QStringLiteral("  ") + heading) + u'\n';
        if (!s.penalty.isEmpty())
            out += QStringLiteral("Penalty: ") + s.penalty + u'\n';
        if (!s.text.isEmpty())
            out += indented(s.text, QStringLiteral("  "));
        for (const auto &part : s.parts)
            out += part.label + u'\n' + indented(part.text, QStringLiteral("  "));
    }
    return out;
}

} // namespace cli
