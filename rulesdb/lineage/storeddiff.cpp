#include "lineage/storeddiff.h"

#include "rulenumber.h"
#include "sqlite.h"

#include <QHash>
#include <algorithm>

namespace rulesdb {

namespace {

// A rule as a link names it: its number and which copy of it (0 but for the second and
// later rules of a number a file repeats).
using RuleRef = QPair<QString, int>;

// One side of a link row; a null number for the missing side of an added or removed rule.
struct LinkSide {
    RuleRef rule;
    QString text; // the rule's text, read with the link
};

// One row of the stored links: a change has one row per old × new rule.
struct LinkRow {
    qint64 change;
    qint64 rowid; // the order of the change's rows
    ChangeKind kind;
    double similarity;
    QByteArray spans; // the change's word diff, on its first row
    LinkSide older;
    LinkSide newer;
};

// The kind a link names; nullopt for a name no kind has. The few names are converted once.
class KindNames {
public:
    std::optional<ChangeKind> operator()(QByteArrayView name)
    {
        for (const auto &[known, kind] : m_known)
            if (known == name)
                return kind;
        const auto kind = changeKindNamed(QString::fromUtf8(name));
        if (kind)
            m_known.emplace_back(name.toByteArray(), *kind);
        return kind;
    }

private:
    std::vector<std::pair<QByteArray, ChangeKind>> m_known;
};

// The links' side of a row at columns number, copy, body; false when a rule's text is
// missing (a damaged file). A number the other side of the row has already (`same`: a rule
// that kept its number, as most changes' rules do) is that side's string, not a copy.
bool readSide(const Statement &st, int column, LinkSide &side, const LinkSide *same = nullptr)
{
    if (st.isNull(column))
        return true;
    if (st.isNull(column + 2))
        return false;
    const QByteArrayView number = st.bytes(column);
    const bool shared = same && !same->rule.first.isNull() && number.size() == same->rule.first.size()
                        && QLatin1StringView(number) == same->rule.first;
    side.rule = {shared ? same->rule.first : st.text(column), st.isNull(column + 1) ? 0 : st.integer(column + 1)};
    side.text = st.text(column + 2);
    return true;
}

// The examples of an edition's rules, by number and copy: a few hundred rows, read whole
// (a look-up per rule named would cost more). Their rules' numbers are read from their keys,
// not looked up in the rules.
QHash<RuleRef, QStringList> examplesOf(Database &db, qint64 edition)
{
    QHash<RuleRef, QStringList> out;
    Statement st(db, "SELECT x.sort_key, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                     "WHERE x.edition_id = ?1 ORDER BY x.sort_key, x.ord");
    st.bind(1, edition);
    RuleRef rule;
    QByteArray key;
    while (st.step()) {
        if (st.bytes(0) != key) {
            key = st.blob(0);
            // A repeated number's later copies have its key, 0xFF and the copy's count
            // (rulesstore.cpp); no byte of a number's own key is 0xFF (rulenumber.cpp).
            const bool later = key.size() >= 2 && uchar(key.at(key.size() - 2)) == 0xFF;
            const auto number = RuleNumber::fromSortKey(later ? QByteArrayView(key).chopped(2) : QByteArrayView(key));
            rule = {number ? number->toString() : QString(), later ? uchar(key.back()) : 0};
        }
        if (!rule.first.isNull())
            out[rule] << st.text(1);
    }
    return out;
}

// Whether the store holds links of this alignment version for exactly this pair, and then
// how many rules that alignment found unchanged.
std::optional<qint64> linkedUnchanged(Database &db, const EditionInfo &from, const EditionInfo &to)
{
    Statement version(db, "SELECT value FROM meta WHERE key = 'lineage_version'");
    if (!version.step() || version.text(0).toLongLong() != kLineageVersion)
        return std::nullopt;
    Statement pair(db, "SELECT unchanged FROM lineage_pairs WHERE from_edition = ?1 AND to_edition = ?2");
    pair.bind(1, from.id).bind(2, to.id);
    if (!pair.step() || pair.isNull(0))
        return std::nullopt;
    return pair.int64(0);
}

// The rules one side of the changes names, in the order they are first named, and which
// copy of its number each is.
struct SideRules {
    std::vector<AlignedRule> rules;
    std::vector<int> copies;

    // The index of `side`'s rule, added (with its examples) when the change begun at rule
    // `first` has not named it yet: a change's rows name each of its rules once per rule
    // of the other side. -1 for no rule.
    int take(LinkSide &side, size_t first, const QHash<RuleRef, QStringList> &examples)
    {
        if (side.rule.first.isNull())
            return -1;
        for (size_t i = first; i < rules.size(); ++i)
            if (copies[i] == side.rule.second && rules[i].number == side.rule.first)
                return int(i);
        copies.push_back(side.rule.second);
        rules.push_back({side.rule.first, std::move(side.text), examples.value(side.rule)});
        return int(rules.size() - 1);
    }
};

} // namespace

std::optional<EditionChanges> storedChanges(RulesStore &store, const EditionInfo &from, const EditionInfo &to)
{
    // Links are stored for consecutive whole editions of one language only, aligned as
    // whole editions: an excerpt's diff pairs rules differently (editiondiff.cpp).
    if (isExcerpt(from) || isExcerpt(to) || !whyNotComparable(from, to).isEmpty())
        return std::nullopt;
    Database &db = store.database();
    const auto unchanged = linkedUnchanged(db, from, to);
    if (!unchanged)
        return std::nullopt;
    std::vector<LinkRow> rows;
    {
        // The texts are read with the links: no rule of either edition is looked up. Put in
        // order here: SQLite's sorter would copy every row, its texts too.
        Statement links(db, "SELECT l.change, l.rowid, l.kind, l.similarity, l.spans, "
                            "l.old_number, l.old_copy, ot.body, l.new_number, l.new_copy, nt.body "
                            "FROM lineage l LEFT JOIN texts ot ON ot.id = l.old_text "
                            "LEFT JOIN texts nt ON nt.id = l.new_text "
                            "WHERE l.from_edition = ?1 AND l.to_edition = ?2");
        links.bind(1, from.id).bind(2, to.id);
        KindNames kindNamed;
        while (links.step()) {
            const auto kind = kindNamed(links.bytes(2));
            if (!kind || *kind == ChangeKind::Unchanged)
                return std::nullopt;
            LinkRow row{links.int64(0), links.int64(1), *kind, links.real(3),
                        links.isNull(4) ? QByteArray() : links.blob(4), {}, {}};
            if (!readSide(links, 5, row.older) || !readSide(links, 8, row.newer, &row.older))
                return std::nullopt;
            rows.push_back(std::move(row));
        }
    }
    std::vector<size_t> order(rows.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&rows](size_t a, size_t b) {
        return rows[a].change != rows[b].change ? rows[a].change < rows[b].change : rows[a].rowid < rows[b].rowid;
    });

    const QHash<RuleRef, QStringList> olderExamples = examplesOf(db, from.id), newerExamples = examplesOf(db, to.id);
    EditionChanges out{from, to, {}, {}, {}, int(*unchanged), {}};
    SideRules older, newer;
    size_t olderFirst = 0, newerFirst = 0; // the current change's first rule on each side
    // A change's rows were written old rule by old rule (history.cpp): its rules are the
    // distinct rules of each side in the order they first appear.
    for (size_t k = 0; k < order.size(); ++k) {
        LinkRow &row = rows[order[k]];
        if (k == 0 || row.change != rows[order[k - 1]].change) {
            out.changes.push_back({row.kind, {}, {}, row.similarity});
            out.storedSpans.push_back(std::move(row.spans));
            olderFirst = older.rules.size();
            newerFirst = newer.rules.size();
        }
        RuleChange &c = out.changes.back();
        if (const int o = older.take(row.older, olderFirst, olderExamples); o >= 0 && (c.older.empty() || c.older.back() < o))
            c.older.push_back(o);
        if (const int n = newer.take(row.newer, newerFirst, newerExamples); n >= 0 && (c.newer.empty() || c.newer.back() < n))
            c.newer.push_back(n);
    }
    out.older = std::move(older.rules);
    out.newer = std::move(newer.rules);
    return out;
}

std::optional<EditionDiff> storedDiff(RulesStore &store, const EditionInfo &from, const EditionInfo &to)
{
    if (auto changes = storedChanges(store, from, to))
        return diffOfChanges(*changes);
    return std::nullopt;
}

} // namespace rulesdb
