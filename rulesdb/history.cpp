// A rule's history: lineage links between consecutive whole editions, stored once, then
// walked backward and forward from any edition.

#include "editiondiff.h"
#include "lineage.h"
#include "rulesstore.h"
#include "storeprivate.h"
#include "worddiff.h"

#include <QSet>

namespace rulesdb {

namespace {

std::vector<EditionInfo> wholeEditions(Database &db, const QString &language)
{
    std::vector<EditionInfo> out;
    for (EditionInfo &e : queryEditions(db, QStringLiteral("WHERE language = ?1 ORDER BY date"), {language}))
        if (!isExcerpt(e))
            out.push_back(std::move(e));
    return out;
}

struct Link {
    QString kind;
    QString oldNumber;
    QString newNumber;
};

} // namespace

void RulesStore::updateLineage(const QString &language)
{
    std::vector<EditionInfo> chain;
    QSet<QPair<qint64, qint64>> wanted, have;
    const auto readState = [&] {
        chain = wholeEditions(*m_db, language);
        wanted.clear();
        for (size_t i = 0; i + 1 < chain.size(); ++i)
            wanted.insert({chain[i].id, chain[i + 1].id});
        have.clear();
        Statement st(*m_db, "SELECT p.from_edition, p.to_edition FROM lineage_pairs p "
                            "JOIN editions e ON e.id = p.to_edition WHERE e.language = ?1");
        st.bind(1, language);
        while (st.step())
            have.insert({st.int64(0), st.int64(1)});
    };
    readState();
    if (have == wanted)
        return;
    Transaction tx(*m_db);
    // Another connection (the app's background linking, a second program) may have done
    // the work while this one waited for the write lock: look again, under the lock.
    readState();
    if (have == wanted)
        return;
    Statement drop(*m_db, "DELETE FROM lineage_pairs WHERE from_edition = ?1 AND to_edition = ?2");
    for (const auto &p : have)
        if (!wanted.contains(p))
            drop.bind(1, p.first).bind(2, p.second).run();
    Statement addPair(*m_db, "INSERT INTO lineage_pairs(from_edition, to_edition) VALUES(?1, ?2)");
    Statement addLink(*m_db, "INSERT INTO lineage(from_edition, to_edition, change, kind, old_number, new_number, "
                             "similarity) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    std::vector<AlignedRule> older;
    qint64 olderId = 0;
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
        const QPair<qint64, qint64> p{chain[i].id, chain[i + 1].id};
        if (have.contains(p))
            continue;
        if (olderId != chain[i].id)
            older = alignedRules(*this, chain[i]);
        std::vector<AlignedRule> newer = alignedRules(*this, chain[i + 1]);
        addPair.bind(1, p.first).bind(2, p.second).run();
        int index = 0;
        for (const RuleChange &c : alignRules(older, newer)) {
            ++index;
            if (c.kind == ChangeKind::Unchanged)
                continue;
            const QString kind = changeKindName(c.kind);
            // One row per old × new rule of the change (a split has one old, several new).
            const size_t olds = std::max<size_t>(1, c.older.size()), news = std::max<size_t>(1, c.newer.size());
            for (size_t o = 0; o < olds; ++o)
                for (size_t n = 0; n < news; ++n) {
                    addLink.bind(1, p.first).bind(2, p.second).bind(3, index).bind(4, kind);
                    if (c.older.empty())
                        addLink.bindNull(5);
                    else
                        addLink.bind(5, older[size_t(c.older[o])].number);
                    if (c.newer.empty())
                        addLink.bindNull(6);
                    else
                        addLink.bind(6, newer[size_t(c.newer[n])].number);
                    addLink.bind(7, c.similarity).run();
                }
        }
        older = std::move(newer);
        olderId = chain[i + 1].id;
    }
    tx.commit();
}

std::vector<HistoryEntry> RulesStore::history(const EditionInfo &edition, const RuleNumber &number)
{
    updateLineage(edition.language);
    const std::vector<EditionInfo> chain = wholeEditions(*m_db, edition.language);
    // An excerpt has no lineage of its own: start from the newest whole edition before it.
    qsizetype start = -1;
    for (qsizetype i = 0; i < qsizetype(chain.size()); ++i)
        if (chain[size_t(i)].date <= edition.date)
            start = i;

    // A walk reads a wording and a pair's links at every edition: each query is prepared
    // once per connection, not once per step.
    auto wordingAt = [this](qint64 editionId, const QString &num) {
        const auto n = RuleNumber::parse(num);
        if (!n)
            return QString();
        auto st = d->use("SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                         "WHERE r.edition_id = ?1 AND r.sort_key = ?2");
        st->bind(1, editionId).bindBlob(2, n->sortKey());
        return st->step() ? st->text(0) : QString();
    };
    // The links of one pair belonging to the changes that touch the number on one side.
    auto linksOf = [this](qint64 from, qint64 to, const QString &num, bool byNewNumber) {
        auto st = d->use(byNewNumber
                             ? "SELECT kind, old_number, new_number FROM lineage WHERE from_edition = ?1 "
                               "AND to_edition = ?2 AND change IN (SELECT change FROM lineage WHERE "
                               "from_edition = ?1 AND to_edition = ?2 AND new_number = ?3)"
                             : "SELECT kind, old_number, new_number FROM lineage WHERE from_edition = ?1 "
                               "AND to_edition = ?2 AND change IN (SELECT change FROM lineage WHERE "
                               "from_edition = ?1 AND to_edition = ?2 AND old_number = ?3)");
        st->bind(1, from).bind(2, to).bind(3, num);
        std::vector<Link> out;
        while (st->step())
            out.push_back({st->text(0), st->text(1), st->text(2)});
        return out;
    };

    if (start < 0 || wordingAt(chain[size_t(start)].id, number.toString()).isNull())
        return {};

    std::vector<HistoryEntry> entries;
    auto entry = [&](size_t at, const QString &num, const QString &change, const QString &previous) {
        HistoryEntry h;
        h.edition = chain[at].date;
        h.number = num;
        h.change = change;
        h.previousNumber = previous == num ? QString() : previous;
        if (change != QStringLiteral("removed"))
            h.text = wordingAt(chain[at].id, num);
        if (at > 0 && !previous.isEmpty()) {
            const QString before = wordingAt(chain[at - 1].id, previous);
            if (before != h.text)
                h.diff = renderPlainDiff(wordDiff(before, h.text));
        }
        entries.push_back(std::move(h));
    };

    // Backward: what each number was called in the edition before, until it appears.
    QStringList current{number.toString()};
    for (qsizetype j = start; j > 0 && !current.isEmpty(); --j) {
        QStringList before;
        for (const QString &num : std::as_const(current)) {
            const auto links = linksOf(chain[size_t(j - 1)].id, chain[size_t(j)].id, num, true);
            if (links.empty()) {
                before << num; // unchanged
                continue;
            }
            for (const Link &l : links) {
                if (l.newNumber != num)
                    continue;
                entry(size_t(j), num, l.kind, l.oldNumber);
                if (!l.oldNumber.isEmpty() && !before.contains(l.oldNumber))
                    before << l.oldNumber;
            }
        }
        current = before;
        if (j == 1)
            for (const QString &num : std::as_const(current))
                entry(0, num, QStringLiteral("first seen"), QString());
    }
    if (start == 0)
        entry(0, number.toString(), QStringLiteral("first seen"), QString());

    // Forward: what it became in each later edition, until it is removed.
    current = QStringList{number.toString()};
    for (qsizetype j = start; j + 1 < qsizetype(chain.size()) && !current.isEmpty(); ++j) {
        QStringList after;
        for (const QString &num : std::as_const(current)) {
            const auto links = linksOf(chain[size_t(j)].id, chain[size_t(j + 1)].id, num, false);
            if (links.empty()) {
                after << num;
                continue;
            }
            for (const Link &l : links) {
                if (l.oldNumber != num)
                    continue;
                entry(size_t(j + 1), l.newNumber.isEmpty() ? num : l.newNumber, l.kind, num);
                if (!l.newNumber.isEmpty() && !after.contains(l.newNumber))
                    after << l.newNumber;
            }
        }
        current = after;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const HistoryEntry &a, const HistoryEntry &b) { return a.edition < b.edition; });
    return entries;
}

} // namespace rulesdb
