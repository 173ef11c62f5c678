#include "editiondiff.h"

#include "ruleswords.h"
#include "sqlite.h"

namespace rulesdb {

namespace {

// The wording of the rules of one side of a change, one paragraph each.
QString wordingOf(const std::vector<AlignedRule> &rules, const std::vector<int> &indices, const QString &language,
                  QStringList &numbers)
{
    const QString &exampleLabel = rulesWords(language).example;
    QStringList paragraphs;
    for (const int i : indices) {
        const AlignedRule &r = rules[size_t(i)];
        numbers << r.number;
        paragraphs << r.text;
        for (const QString &e : r.examples)
            paragraphs << exampleLabel + e;
    }
    return paragraphs.join(u'\n');
}

} // namespace

std::vector<AlignedRule> alignedRules(RulesStore &store, const EditionInfo &edition)
{
    // The rules and their examples only: an export would also read the glossary and credits.
    // Both queries run in rule order, so each rule's examples are the next ones in line.
    std::vector<std::pair<QByteArray, QString>> examples;
    {
        Statement ex(store.database(), "SELECT x.sort_key, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                                       "WHERE x.edition_id = ?1 ORDER BY x.sort_key, x.ord");
        ex.bind(1, edition.id);
        while (ex.step())
            examples.emplace_back(ex.blob(0), ex.text(1));
    }
    std::vector<AlignedRule> out;
    Statement st(store.database(), "SELECT r.sort_key, r.number, t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                                   "WHERE r.edition_id = ?1 ORDER BY r.sort_key");
    st.bind(1, edition.id);
    size_t next = 0;
    while (st.step()) {
        AlignedRule r{st.text(1), st.text(2), {}};
        const QByteArray key = st.blob(0);
        // Keys of examples whose rule is gone (none in practice) are passed over.
        while (next < examples.size() && examples[next].first < key)
            ++next;
        for (; next < examples.size() && examples[next].first == key; ++next)
            r.examples << examples[next].second;
        out.push_back(std::move(r));
    }
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
        e.oldText = wordingOf(older, c.older, from.language, e.oldNumbers);
        e.newText = wordingOf(newer, c.newer, to.language, e.newNumbers);
        if (e.oldText != e.newText && !c.older.empty() && !c.newer.empty())
            e.spans = wordDiff(e.oldText, e.newText);
        diff.changes.push_back(std::move(e));
    }
    return diff;
}

} // namespace rulesdb
