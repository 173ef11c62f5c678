#include "lineage/storeddiff.h"

#include "rulenumber.h"
#include "sqlite.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace rulesdb {

namespace {

// One row of the stored links: a change has one row per old × new rule.
// A rule as a link names it: its number and which copy of it (0 but for the second and
// later rules of a number a file repeats).
using RuleRef = QPair<QString, int>;

struct LinkRow {
    qint64 change;
    qint64 rowid; // the order of the change's rows
    QString kind;
    RuleRef oldRule; // null number for an added rule
    RuleRef newRule; // null number for a removed rule
    double similarity;
    QByteArray spans; // the change's word diff, on its first row
};

// The rules of one edition that the links name, each with its examples, as alignedRules()
// gives them, and their indices by number and copy.
struct RulesNamed {
    std::vector<AlignedRule> rules;
    QHash<RuleRef, int> index;
};

// Few rules named: each read by its number (one query, its examples joined); nullopt at
// the first that the edition does not have.
std::optional<RulesNamed> readByNumber(Database &db, qint64 edition, const QSet<RuleRef> &refs)
{
    Statement st(db, "SELECT r.number, t.body, xt.body "
                     "FROM rules r JOIN texts t ON t.id = r.text_id "
                     "LEFT JOIN examples x ON x.edition_id = r.edition_id AND x.sort_key = r.sort_key "
                     "LEFT JOIN texts xt ON xt.id = x.text_id "
                     "WHERE r.edition_id = ?1 AND r.sort_key = ?2 ORDER BY x.ord");
    // A repeated number's later copies have its key, 0xFF and a counter (rulesstore.cpp), in
    // the order of the file.
    Statement copy(db, "SELECT sort_key FROM rules WHERE edition_id = ?1 AND sort_key > ?2 AND sort_key < ?3 "
                       "ORDER BY sort_key LIMIT 1 OFFSET ?4");
    RulesNamed out;
    for (const RuleRef &ref : refs) {
        const auto parsed = RuleNumber::parse(ref.first);
        if (!parsed)
            return std::nullopt;
        QByteArray key = parsed->sortKey();
        if (ref.second > 0) {
            copy.reset();
            copy.bind(1, edition).bindBlob(2, key + char(0xFF)).bindBlob(3, key + char(0xFF) + char(0xFF)).bind(4, ref.second - 1);
            if (!copy.step())
                return std::nullopt;
            key = copy.blob(0);
        }
        st.reset();
        st.bind(1, edition).bindBlob(2, key);
        if (!st.step() || st.text(0) != ref.first)
            return std::nullopt;
        AlignedRule rule{ref.first, st.text(1), {}};
        do {
            if (!st.isNull(2))
                rule.examples << st.text(2);
        } while (st.step());
        out.index.insert(ref, int(out.rules.size()));
        out.rules.push_back(std::move(rule));
    }
    return out;
}

// Many rules named (an edition whose typography changed throughout): one pass over the
// edition's sort keys costs less than a query per rule, and only the numbers and texts of
// the rules named are read; reading the edition whole would convert every rule's number and
// text. `rows` receives the edition's rule count.
std::optional<RulesNamed> readNamed(Database &db, const EditionInfo &edition, const QSet<RuleRef> &refs,
                                    TextsRead &texts, qint64 &rows)
{
    // The rules named by their sort keys, sorted as SQLite orders blobs (bytes, then length),
    // so that the pass meets them in order; a later copy of a number a file repeats is looked
    // up by itself (a handful in the whole library).
    std::vector<std::pair<QByteArray, const RuleRef *>> wanted;
    QSet<RuleRef> laterCopies;
    for (const RuleRef &ref : refs) {
        if (ref.second > 0) {
            laterCopies.insert(ref);
            continue;
        }
        const auto parsed = RuleNumber::parse(ref.first);
        if (!parsed)
            return std::nullopt;
        wanted.emplace_back(parsed->sortKey(), &ref);
    }
    std::sort(wanted.begin(), wanted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    RulesNamed out;
    if (!laterCopies.isEmpty()) {
        auto copies = readByNumber(db, edition.id, laterCopies);
        if (!copies)
            return std::nullopt;
        out = std::move(*copies);
    }
    std::vector<std::pair<int, qint64>> textIds; // the rules read in the pass, and their texts
    QHash<QByteArray, int> byKey;                // the same by their sort keys, for their examples
    rows = 0;
    {
        // The texts joined in the pass: a body is converted only for a rule named, and not
        // read before; a lookup of its own per rule costs more from a few hundred rules on.
        Statement st(db, "SELECT r.sort_key, r.number, r.text_id, t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                         "WHERE r.edition_id = ?1 ORDER BY r.sort_key");
        st.bind(1, edition.id);
        size_t next = 0;
        while (st.step()) {
            ++rows;
            if (next == wanted.size())
                continue;
            QByteArray key = st.blob(0);
            while (next < wanted.size() && wanted[next].first < key)
                ++next; // not in the edition: found missing below
            if (next == wanted.size() || wanted[next].first != key)
                continue;
            const RuleRef &ref = *wanted[next++].second;
            if (st.text(1) != ref.first)
                return std::nullopt;
            const int index = int(out.rules.size());
            byKey.insert(std::move(key), index);
            out.index.insert(ref, index);
            out.rules.push_back({ref.first, {}, {}});
            const qint64 id = st.int64(2);
            textIds.emplace_back(index, id);
            if (!texts.contains(id))
                texts.insert(id, st.text(3));
        }
    }
    if (out.rules.size() != size_t(refs.size()))
        return std::nullopt;
    Statement body(db, "SELECT body FROM texts WHERE id = ?1");
    const auto textOf = [&texts, &body](qint64 id) {
        if (const auto it = texts.constFind(id); it != texts.cend())
            return *it;
        body.reset();
        body.bind(1, id);
        return *texts.insert(id, body.step() ? body.text(0) : QString());
    };
    for (const auto &[index, id] : textIds)
        out.rules[size_t(index)].text = textOf(id);
    Statement examples(db, "SELECT sort_key, text_id FROM examples WHERE edition_id = ?1 ORDER BY sort_key, ord");
    examples.bind(1, edition.id);
    while (examples.step())
        if (const auto rule = byKey.constFind(examples.blob(0)); rule != byKey.cend())
            out.rules[size_t(*rule)].examples << textOf(examples.int64(1));
    return out;
}

qint64 ruleCount(Database &db, qint64 edition)
{
    Statement st(db, "SELECT count(*) FROM rules WHERE edition_id = ?1");
    st.bind(1, edition);
    return st.step() ? st.int64(0) : 0;
}

// Whether the store holds links of this alignment version for exactly this pair.
bool linked(Database &db, const EditionInfo &from, const EditionInfo &to)
{
    Statement version(db, "SELECT value FROM meta WHERE key = 'lineage_version'");
    if (!version.step() || version.text(0).toLongLong() != kLineageVersion)
        return false;
    Statement pair(db, "SELECT 1 FROM lineage_pairs WHERE from_edition = ?1 AND to_edition = ?2");
    pair.bind(1, from.id).bind(2, to.id);
    return pair.step();
}

} // namespace

std::optional<EditionDiff> storedDiff(RulesStore &store, const EditionInfo &from, const EditionInfo &to)
{
    // Links are stored for consecutive whole editions of one language only, aligned as
    // whole editions: an excerpt's diff pairs rules differently (editiondiff.cpp).
    if (isExcerpt(from) || isExcerpt(to) || !whyNotComparable(from, to).isEmpty())
        return std::nullopt;
    Database &db = store.database();
    if (!linked(db, from, to))
        return std::nullopt;
    std::vector<LinkRow> rows;
    QSet<RuleRef> oldNumbers, newNumbers;
    {
        // Put in order here: SQLite's sorter would copy every row, its word diff too.
        Statement links(db, "SELECT change, kind, old_number, new_number, similarity, old_copy, new_copy, spans, rowid "
                            "FROM lineage WHERE from_edition = ?1 AND to_edition = ?2");
        links.bind(1, from.id).bind(2, to.id);
        while (links.step()) {
            rows.push_back({links.int64(0), links.int64(8), links.text(1), {links.text(2), links.integer(5)},
                            {links.text(3), links.integer(6)}, links.real(4),
                            links.isNull(7) ? QByteArray() : links.blob(7)});
            if (!rows.back().oldRule.first.isNull())
                oldNumbers.insert(rows.back().oldRule);
            if (!rows.back().newRule.first.isNull())
                newNumbers.insert(rows.back().newRule);
        }
        std::sort(rows.begin(), rows.end(), [](const LinkRow &a, const LinkRow &b) {
            return a.change != b.change ? a.change < b.change : a.rowid < b.rowid;
        });
    }
    // A query per rule costs about what reading six rules in one pass does (the editions'
    // numbered rules tell which; every rule, sections and headings too, is counted below).
    qint64 olderCount = from.rules, newerCount = to.rules;
    const bool few = (oldNumbers.size() + newNumbers.size()) * 6 < olderCount + newerCount;
    std::optional<RulesNamed> olderRead, newerRead;
    if (few) {
        olderCount = ruleCount(db, from.id);
        newerCount = ruleCount(db, to.id);
        if (!(olderRead = readByNumber(db, from.id, oldNumbers)) || !(newerRead = readByNumber(db, to.id, newNumbers)))
            return std::nullopt;
    } else {
        TextsRead texts;
        if (!(olderRead = readNamed(db, from, oldNumbers, texts, olderCount))
            || !(newerRead = readNamed(db, to, newNumbers, texts, newerCount)))
            return std::nullopt;
    }
    const RulesNamed &older = *olderRead, &newer = *newerRead;
    const auto giveUp = [] { return std::optional<EditionDiff>(); };

    // A change's rows were written old rule by old rule (history.cpp): its rules are the
    // distinct numbers of each side in the order they first appear.
    std::vector<RuleChange> changes;
    std::vector<QByteArray> spans; // each change's stored word diff
    const auto take = [](const RuleRef &rule, std::vector<int> &side, const RulesNamed &rules) {
        if (rule.first.isNull())
            return true;
        const int index = rules.index.value(rule, -1);
        if (index < 0)
            return false;
        if (std::find(side.begin(), side.end(), index) == side.end())
            side.push_back(index);
        return true;
    };
    for (size_t i = 0; i < rows.size(); ++i) {
        const LinkRow &row = rows[i];
        if (i == 0 || row.change != rows[i - 1].change) {
            const auto kind = changeKindNamed(row.kind);
            if (!kind || *kind == ChangeKind::Unchanged)
                return giveUp();
            changes.push_back({*kind, {}, {}, row.similarity});
            spans.push_back(row.spans);
        }
        if (!take(row.oldRule, changes.back().older, older) || !take(row.newRule, changes.back().newer, newer))
            return giveUp();
    }
    // Every rule is in exactly one change of the alignment; those in none here kept their
    // number and words, one old to one new. Both sides must agree on how many.
    qint64 unchanged = olderCount, unchangedNewer = newerCount;
    for (const RuleChange &c : changes) {
        unchanged -= qint64(c.older.size());
        unchangedNewer -= qint64(c.newer.size());
    }
    if (unchanged != unchangedNewer || unchanged < 0)
        return giveUp();
    return diffOfChanges(from, to, older.rules, newer.rules, changes, int(unchanged), &spans);
}

} // namespace rulesdb
