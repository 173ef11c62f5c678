#include "editiondiff.h"

namespace rulesdb {

namespace {

// The wording of the rules of one side of a change, one paragraph each.
QString wordingOf(const std::vector<AlignedRule> &rules, const std::vector<int> &indices, QStringList &numbers)
{
    QStringList paragraphs;
    for (const int i : indices) {
        const AlignedRule &r = rules[size_t(i)];
        numbers << r.number;
        paragraphs << r.text;
        for (const QString &e : r.examples)
            paragraphs << QStringLiteral("Example: ") + e;
    }
    return paragraphs.join(u'\n');
}

} // namespace

std::vector<AlignedRule> alignedRules(RulesStore &store, const EditionInfo &edition)
{
    std::vector<AlignedRule> out;
    for (RuleEntry &r : store.exportEdition(edition).rules)
        out.push_back({std::move(r.number), std::move(r.text), std::move(r.examples)});
    return out;
}

EditionDiff diffEditions(RulesStore &store, const EditionInfo &from, const EditionInfo &to)
{
    EditionDiff diff{from, to, {}, {}};
    const auto older = alignedRules(store, from);
    const auto newer = alignedRules(store, to);
    AlignOptions options;
    options.olderIsExcerpt = isExcerpt(from);
    options.newerIsExcerpt = isExcerpt(to);
    for (int k = int(ChangeKind::Unchanged); k <= int(ChangeKind::Removed); ++k)
        diff.summary[ChangeKind(k)] = 0;
    for (const RuleChange &c : alignRules(older, newer, options)) {
        ++diff.summary[c.kind];
        if (c.kind == ChangeKind::Unchanged)
            continue;
        DiffEntry e;
        e.kind = c.kind;
        e.similarity = c.similarity;
        e.oldText = wordingOf(older, c.older, e.oldNumbers);
        e.newText = wordingOf(newer, c.newer, e.newNumbers);
        if (e.oldText != e.newText && !c.older.empty() && !c.newer.empty())
            e.spans = wordDiff(e.oldText, e.newText);
        diff.changes.push_back(std::move(e));
    }
    return diff;
}

} // namespace rulesdb
