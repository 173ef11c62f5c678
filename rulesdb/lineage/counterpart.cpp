#include "lineage/counterpart.h"

#include "lineage/lineage.h"

namespace rulesdb {

Counterpart counterpartIn(RulesStore &store, const EditionInfo &from, const RuleNumber &number, const EditionInfo &to)
{
    Counterpart c;
    if (from.language != to.language)
        return c;
    if (from.id == to.id)
        return {Counterpart::SameNumber, number.toString(), {}};
    const std::vector<HistoryEntry> life = store.history(from, number);
    if (life.empty())
        return c;
    // The rule's state in `to` is the last thing that happened to it by then: history
    // lists only editions where something changed, oldest first.
    const HistoryEntry *last = nullptr;
    for (const HistoryEntry &step : life) {
        if (step.edition > to.date)
            break;
        last = &step;
    }
    if (!last)
        return {Counterpart::NotYet, {}, life.front().edition};
    // Several rules of that edition may be its story (702.17b of 2009 is 502.9b with
    // 502.9d and 502.9e merged into it): the rule meant is the one whose words are most
    // like the rule read, never merely the last listed.
    const QString wording = [&] {
        const auto detail = store.rule(from, number);
        return detail ? wordingWithExamples(detail->rule.text, detail->rule.examples) : QString();
    }();
    const HistoryEntry *best = nullptr;
    double bestLikeness = -1;
    for (const HistoryEntry &step : life) {
        if (step.edition != last->edition || step.change == ChangeKind::Removed)
            continue;
        const double likeness = wordLikeness(wording, wordingWithExamples(step.text, step.examples));
        if (likeness > bestLikeness) {
            best = &step;
            bestLikeness = likeness;
        }
    }
    if (!best)
        return {Counterpart::Removed, {}, last->edition};
    return {best->number == number.toString() ? Counterpart::SameNumber : Counterpart::Renumbered, best->number, {}};
}

} // namespace rulesdb
