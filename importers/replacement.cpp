#include "replacement.h"

#include <QStringList>

namespace importers {

EditionHoldings holdingsOf(const rulesdb::EditionData &edition)
{
    EditionHoldings h;
    h.flags = edition.meta.flags;
    h.glossary = int(edition.glossary.size());
    if (edition.meta.document == rulesdb::Document::CR) {
        h.rules = rulesdb::numberedRuleCount(edition.rules);
        for (const auto &r : edition.rules)
            h.examples += int(r.examples.size());
        return h;
    }
    // As RulesStore::addEdition counts them: every section, one example per paragraph of
    // an "Example…" part.
    h.rules = int(edition.sections.size());
    for (const auto &section : edition.sections)
        for (const auto &part : section.parts)
            if (part.label.startsWith(QLatin1StringView("Example")))
                h.examples += int(part.text.count(u'\n')) + 1;
    return h;
}

std::optional<ReplacementLoss> replacementLoss(const rulesdb::EditionInfo &replaced, const EditionHoldings &incoming)
{
    // An excerpt or a broken-off copy here is no whole edition: replacing it loses nothing
    // known (a whole edition supersedes one without being asked).
    if (rulesdb::isExcerpt(replaced))
        return std::nullopt;
    const int lesser = (incoming.flags & ~replaced.flags)
                       & (rulesdb::FlagPartial | rulesdb::FlagIncomplete | rulesdb::FlagLossy);
    if (!lesser)
        return std::nullopt;
    return ReplacementLoss{replaced, incoming, lesser};
}

namespace {

// "3114 rules, 276 examples, 725 glossary terms", or a policy document's sections.
QString holdings(bool policy, int rules, int examples, int glossary)
{
    if (policy)
        return QStringLiteral("%1 sections, %2 examples").arg(rules).arg(examples);
    return QStringLiteral("%1 rules, %2 examples, %3 glossary terms").arg(rules).arg(examples).arg(glossary);
}

} // namespace

QString describeLoss(const ReplacementLoss &loss)
{
    const rulesdb::EditionInfo &e = loss.replaced;
    const bool policy = e.document != rulesdb::Document::CR;
    QStringList lost;
    if (loss.rulesLost() > 0)
        lost << QStringLiteral("%1 %2").arg(loss.rulesLost()).arg(policy ? QStringLiteral("sections") : QStringLiteral("rules"));
    if (loss.examplesLost() > 0)
        lost << QStringLiteral("%1 examples").arg(loss.examplesLost());
    if (!policy && loss.glossaryLost() > 0)
        lost << QStringLiteral("%1 glossary terms").arg(loss.glossaryLost());
    // A lossy copy of as many rules loses its punctuation; an excerpt, what it lacks.
    if (loss.lesserFlags & rulesdb::FlagLossy)
        lost << QStringLiteral("the punctuation the lossy copy dropped");
    if (lost.isEmpty())
        lost << QStringLiteral("whatever the %1 copy lacks").arg(rulesdb::flagNames(loss.lesserFlags).join(QStringLiteral(" and ")));
    return QStringLiteral("would replace the whole %1 of %2 (%3), %4, imported from %5, by a copy read as %6 that "
                          "holds %7: %8 would be lost")
        .arg(rulesdb::documentName(e.document).toUpper(), e.date, e.language,
             holdings(policy, e.rules, e.examples, e.glossary), e.source,
             rulesdb::flagNames(loss.lesserFlags).join(QStringLiteral(" and ")),
             holdings(policy, loss.incoming.rules, loss.incoming.examples, loss.incoming.glossary),
             lost.join(QStringLiteral(", ")));
}

} // namespace importers
