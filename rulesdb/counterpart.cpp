#include "counterpart.h"

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
    if (last->change == QStringLiteral("removed"))
        return {Counterpart::Removed, {}, last->edition};
    return {last->number == number.toString() ? Counterpart::SameNumber : Counterpart::Renumbered, last->number, {}};
}

} // namespace rulesdb
