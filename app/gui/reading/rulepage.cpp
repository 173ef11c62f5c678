#include "reading/rulepage.h"

namespace gui {

QHash<QString, QString> headingTitles(const std::vector<rulesdb::RuleHeadline> &headlines)
{
    QHash<QString, QString> titles;
    for (const rulesdb::RuleHeadline &h : headlines) {
        if (h.number.endsWith(u'.'))
            titles.insert(h.number, h.title);
    }
    return titles;
}

std::optional<RulePage> loadRulePage(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                     const rulesdb::RuleNumber &number,
                                     const QHash<QString, QString> &titles)
{
    auto detail = store.rule(edition, number);
    if (!detail)
        return std::nullopt;
    RulePage page;
    page.detail = std::move(*detail);
    for (auto up = number.parent(); up; up = up->parent()) {
        const QString n = up->toString();
        const QString title = page.detail.parent && page.detail.parent->number == n
                                  ? page.detail.parent->text.section(u'\n', 0, 0)
                                  : titles.value(n);
        page.trail.insert(page.trail.begin(), rulesdb::RuleHeadline{n, title});
    }
    const bool outline = number.kind() == rulesdb::RuleKind::Section
                         || number.kind() == rulesdb::RuleKind::Heading;
    if (outline) {
        // A whole section is a thousand rules: list what is directly inside instead.
        const auto self = number.toString();
        for (const rulesdb::RuleText &sub : page.detail.subrules) {
            const auto n = rulesdb::RuleNumber::parse(sub.number);
            const auto up = n ? n->parent() : std::nullopt;
            if (up && up->toString() == self)
                page.contents.push_back({sub.number, sub.text.section(u'\n', 0, 0)});
        }
        page.detail.subrules.clear();
    } else {
        page.rulings = store.cardRulings(edition, number);
    }
    page.since = store.textSince(edition, number);
    page.citedBy = store.referencesTo(edition, number);
    page.documentLinks = store.documentLinksOfRule(edition, page.detail.rule);
    return page;
}

} // namespace gui
