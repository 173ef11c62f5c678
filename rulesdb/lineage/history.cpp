// A rule's history: lineage links between consecutive whole editions, stored once, then
// walked backward and forward from any edition. Excerpts take no part in the lineage (what
// they lack is unknown, so they never make a rule look removed); a wording they show is
// added to the history as a step of its own.

#include "lineage/history.h"

#include "lineage/editiondiff.h"
#include "lineage/lineage.h"
#include "lineage/storedspans.h"
#include "rulesstore.h"
#include "storeprivate.h"
#include "text/worddiff.h"

#include <sqlite3.h>

#include <QSet>
#include <algorithm>
#include <map>

namespace rulesdb {

namespace {

// Whether an excerpt's wording at a number is the rule followed, reworded: an excerpt may
// already use numbers that a later whole edition gives to other rules. The lineage
// alignment decides, as it would for two whole editions.
bool sameRule(const QString &number, const QString &before, const QString &after)
{
    const auto changes = alignRules({{number, before, {}}}, {{number, after, {}}});
    return changes.size() == 1 && changes.front().older.size() == 1 && changes.front().newer.size() == 1;
}

std::vector<EditionInfo> editionsOf(Database &db, const QString &language)
{
    return queryEditions(db, QStringLiteral("WHERE language = ?1 ORDER BY date"), {language});
}

std::vector<EditionInfo> wholeOnes(const std::vector<EditionInfo> &editions)
{
    std::vector<EditionInfo> out;
    for (const EditionInfo &e : editions)
        if (!isExcerpt(e))
            out.push_back(e);
    return out;
}

// For each rule, how many rules before it in the edition have its number: 0 but for the
// second and later copies of a number a file repeats.
std::vector<int> copiesOf(const std::vector<AlignedRule> &rules)
{
    std::vector<int> out(rules.size());
    QHash<QString, int> seen;
    for (size_t i = 0; i < rules.size(); ++i)
        out[i] = seen[rules[i].number]++;
    return out;
}

struct Link {
    ChangeKind kind;
    QString oldNumber;
    QString newNumber;
};

} // namespace

QString wordingWithExamples(QString text, const QStringList &examples)
{
    for (const QString &e : examples)
        text += QStringLiteral("\nExample: ") + e;
    return text;
}

std::vector<HistoryEntry> withoutTypographySteps(const std::vector<HistoryEntry> &steps, int *hidden)
{
    std::vector<HistoryEntry> out;
    for (const HistoryEntry &h : steps)
        if (h.change != ChangeKind::Typography)
            out.push_back(h);
    if (hidden)
        *hidden = int(steps.size() - out.size());
    return out;
}

// The whole editions of a language in order, the consecutive pairs they make and the pairs
// the database has linked.
struct RulesStore::Private::LineageState {
    std::vector<EditionInfo> chain;
    QSet<QPair<qint64, qint64>> wanted, have;
    bool ready() const { return have == wanted; }
};

RulesStore::Private::LineageState RulesStore::Private::lineageState(const QString &language)
{
    LineageState state;
    state.chain = wholeOnes(editionsOf(m_db, language));
    for (size_t i = 0; i + 1 < state.chain.size(); ++i)
        state.wanted.insert({state.chain[i].id, state.chain[i + 1].id});
    auto st = use("SELECT p.from_edition, p.to_edition FROM lineage_pairs p "
                  "JOIN editions e ON e.id = p.to_edition WHERE e.language = ?1 AND e.document = 'cr'");
    st->bind(1, language);
    while (st->step())
        state.have.insert({st->int64(0), st->int64(1)});
    return state;
}

bool RulesStore::lineageReady(const QString &language)
{
    return d->lineageState(language).ready();
}

void RulesStore::refuseWrites()
{
    m_db->refuseWrites();
}

void RulesStore::updateLineage(const QString &language)
{
    if (lineageReady(language))
        return;
    if (m_db->refusesWrites())
        throw DbError(SQLITE_READONLY, QStringLiteral("the %1 editions are not linked yet").arg(language));
    Transaction tx(*m_db);
    // Another connection (the app's background linking, a second program) may have done
    // the work while this one waited for the write lock: look again, under the lock.
    const Private::LineageState state = d->lineageState(language);
    if (state.ready())
        return;
    const std::vector<EditionInfo> &chain = state.chain;
    const QSet<QPair<qint64, qint64>> &wanted = state.wanted, &have = state.have;
    Statement drop(*m_db, "DELETE FROM lineage_pairs WHERE from_edition = ?1 AND to_edition = ?2");
    for (const auto &p : have)
        if (!wanted.contains(p))
            drop.bind(1, p.first).bind(2, p.second).run();
    Statement addPair(*m_db, "INSERT INTO lineage_pairs(from_edition, to_edition, unchanged) VALUES(?1, ?2, ?3)");
    Statement addLink(*m_db, "INSERT INTO lineage(from_edition, to_edition, change, kind, old_number, new_number, "
                             "similarity, old_copy, new_copy, spans, old_text, new_text) "
                             "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
    std::vector<AlignedRule> older;
    std::vector<int> olderCopies;
    std::vector<qint64> olderTexts;
    qint64 olderId = 0;
    // Read once for the whole chain: consecutive editions share most of their texts.
    TextsRead texts;
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
        const QPair<qint64, qint64> p{chain[i].id, chain[i + 1].id};
        if (have.contains(p))
            continue;
        if (olderId != chain[i].id) {
            olderTexts.clear();
            older = alignedRules(*this, chain[i], &texts, &olderTexts);
            olderCopies = copiesOf(older);
        }
        std::vector<qint64> newerTexts;
        std::vector<AlignedRule> newer = alignedRules(*this, chain[i + 1], &texts, &newerTexts);
        std::vector<int> newerCopies = copiesOf(newer);
        const std::vector<RuleChange> changes = alignRules(older, newer);
        addPair.bind(1, p.first).bind(2, p.second);
        addPair.bind(3, qint64(std::count_if(changes.begin(), changes.end(),
                                             [](const RuleChange &c) { return c.kind == ChangeKind::Unchanged; })));
        addPair.run();
        int index = 0;
        for (const RuleChange &c : changes) {
            ++index;
            if (c.kind == ChangeKind::Unchanged)
                continue;
            const QString kind = changeKindName(c.kind); // as stored
            // The word diff a diff of the pair shows, on the change's first row: computed once
            // here rather than by every diff command (storeddiff.h).
            QByteArray spans;
            if (!c.older.empty() && !c.newer.empty()) {
                const ChangeWordings w = changeWordings(older, newer, c, chain[i].language, chain[i + 1].language);
                if (w.wordDiffed(c))
                    spans = encodeSpans(wordDiff(w.older, w.newer));
            }
            // One row per old × new rule of the change (a split has one old, several new).
            const size_t olds = std::max<size_t>(1, c.older.size()), news = std::max<size_t>(1, c.newer.size());
            for (size_t o = 0; o < olds; ++o)
                for (size_t n = 0; n < news; ++n) {
                    addLink.bind(1, p.first).bind(2, p.second).bind(3, index).bind(4, kind);
                    // A side's number, the copy of it and its rule's text (columns 5, 8, 11 or 6, 9, 12).
                    const auto side = [&addLink](int column, const std::vector<AlignedRule> &rules,
                                                 const std::vector<int> &copies, const std::vector<qint64> &textIds,
                                                 const std::vector<int> &indices, size_t k) {
                        if (indices.empty()) {
                            addLink.bindNull(column).bindNull(column + 3).bindNull(column + 6);
                            return;
                        }
                        const int rule = indices[k];
                        addLink.bind(column, rules[size_t(rule)].number);
                        addLink.bind(column + 6, textIds[size_t(rule)]);
                        // Which copy of a number the file repeats; NULL for the first (nearly all).
                        if (copies[size_t(rule)] > 0)
                            addLink.bind(column + 3, copies[size_t(rule)]);
                        else
                            addLink.bindNull(column + 3);
                    };
                    side(5, older, olderCopies, olderTexts, c.older, o);
                    side(6, newer, newerCopies, newerTexts, c.newer, n);
                    addLink.bind(7, c.similarity);
                    if (o == 0 && n == 0 && !spans.isEmpty())
                        addLink.bindBlob(10, spans);
                    else
                        addLink.bindNull(10);
                    addLink.run();
                }
        }
        older = std::move(newer);
        olderCopies = std::move(newerCopies);
        olderTexts = std::move(newerTexts);
        olderId = chain[i + 1].id;
    }
    tx.commit();
}

std::vector<HistoryEntry> RulesStore::history(const EditionInfo &edition, const RuleNumber &number)
{
    updateLineage(edition.language);
    const std::vector<EditionInfo> all = editionsOf(*m_db, edition.language);
    const std::vector<EditionInfo> chain = wholeOnes(all);

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
    auto examplesAt = [this](qint64 editionId, const QString &num) {
        QStringList out;
        const auto n = RuleNumber::parse(num);
        if (!n)
            return out;
        auto st = d->use("SELECT t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                         "WHERE x.edition_id = ?1 AND x.sort_key = ?2 ORDER BY x.ord");
        st->bind(1, editionId).bindBlob(2, n->sortKey());
        while (st->step())
            out << st->text(0);
        return out;
    };
    // The links of one pair with the number on one side. The unary + keeps SQLite on the
    // index by number (to_edition, new_number) or (from_edition, old_number): the index by
    // pair would read every link of the pair.
    auto linksOf = [this](qint64 from, qint64 to, const QString &num, bool byNewNumber) {
        auto st = d->use(byNewNumber ? "SELECT kind, old_number, new_number FROM lineage "
                                       "WHERE to_edition = ?2 AND new_number = ?3 AND +from_edition = ?1"
                                     : "SELECT kind, old_number, new_number FROM lineage "
                                       "WHERE from_edition = ?1 AND old_number = ?3 AND +to_edition = ?2");
        st->bind(1, from).bind(2, to).bind(3, num);
        std::vector<Link> out;
        while (st->step())
            out.push_back({changeKindNamed(st->text(0)).value_or(ChangeKind::Modified), st->text(1), st->text(2)});
        return out;
    };

    // The walk starts at the newest whole edition not after this one. A rule found only in
    // an excerpt starts at the next whole edition, if that has the number.
    qsizetype start = -1;
    for (qsizetype i = 0; i < qsizetype(chain.size()); ++i)
        if (chain[size_t(i)].date <= edition.date)
            start = i;
    const qsizetype askedGap = start; // the whole edition before an excerpt asked about
    const QString asked = number.toString();
    bool onlyInExcerpt = false;
    if (start < 0 || wordingAt(chain[size_t(start)].id, asked).isNull()) {
        if (!isExcerpt(edition) || wordingAt(edition.id, asked).isNull())
            return {};
        onlyInExcerpt = true;
        const qsizetype next = start + 1;
        start = next < qsizetype(chain.size()) && !wordingAt(chain[size_t(next)].id, asked).isNull() ? next : -1;
    }

    std::vector<HistoryEntry> entries;
    auto entry = [&](size_t at, const QString &num, ChangeKind change, const QString &previous) {
        HistoryEntry h;
        h.edition = chain[at].date;
        h.number = num;
        h.change = change;
        h.previousNumber = previous == num ? QString() : previous;
        if (change != ChangeKind::Removed) {
            h.text = wordingAt(chain[at].id, num);
            h.examples = examplesAt(chain[at].id, num);
        }
        if (at > 0 && !previous.isEmpty()) {
            const QString before = wordingWithExamples(wordingAt(chain[at - 1].id, previous), examplesAt(chain[at - 1].id, previous));
            const QString after = wordingWithExamples(h.text, h.examples);
            if (before != after)
                h.diff = renderPlainDiff(wordDiff(before, after));
        }
        entries.push_back(std::move(h));
    };
    // The rule's numbers in each whole edition of its life, for the excerpts between them.
    std::map<qsizetype, QStringList> numbersAt;

    if (start >= 0) {
        // Backward: what each number was called in the edition before, until it appears.
        QStringList current{asked};
        numbersAt[start] = current;
        for (qsizetype j = start; j > 0 && !current.isEmpty(); --j) {
            QStringList before;
            for (const QString &num : std::as_const(current)) {
                const auto links = linksOf(chain[size_t(j - 1)].id, chain[size_t(j)].id, num, true);
                if (links.empty()) {
                    before << num; // unchanged
                    continue;
                }
                for (const Link &l : links) {
                    entry(size_t(j), num, l.kind, l.oldNumber);
                    if (!l.oldNumber.isEmpty() && !before.contains(l.oldNumber))
                        before << l.oldNumber;
                }
            }
            current = before;
            if (!current.isEmpty())
                numbersAt[j - 1] = current;
            if (j == 1)
                for (const QString &num : std::as_const(current))
                    entry(0, num, ChangeKind::FirstSeen, QString());
        }
        if (start == 0)
            entry(0, asked, ChangeKind::FirstSeen, QString());

        // Forward: what it became in each later edition, until it is removed.
        current = QStringList{asked};
        for (qsizetype j = start; j + 1 < qsizetype(chain.size()) && !current.isEmpty(); ++j) {
            QStringList after;
            for (const QString &num : std::as_const(current)) {
                const auto links = linksOf(chain[size_t(j)].id, chain[size_t(j + 1)].id, num, false);
                if (links.empty()) {
                    after << num;
                    continue;
                }
                for (const Link &l : links) {
                    entry(size_t(j + 1), l.newNumber.isEmpty() ? num : l.newNumber, l.kind, num);
                    if (!l.newNumber.isEmpty() && !after.contains(l.newNumber))
                        after << l.newNumber;
                }
            }
            current = after;
            if (!current.isEmpty())
                numbersAt[j + 1] = current;
        }
    }

    // Excerpts: each lies between two whole editions (or before the first, or after the
    // last). The rule's numbers there are those of the whole edition before it, and those of
    // the one after that were not yet in use (an excerpt may publish a rule before the next
    // whole edition does). A wording unlike the one before it is a step of the history.
    auto numbersAround = [&](qsizetype before) {
        QStringList nums = numbersAt.count(before) ? numbersAt.at(before) : QStringList();
        if (numbersAt.count(before + 1))
            for (const QString &n : numbersAt.at(before + 1))
                if (!nums.contains(n) && (before < 0 || wordingAt(chain[size_t(before)].id, n).isNull()))
                    nums << n;
        return nums;
    };
    qsizetype gap = -1;     // the whole edition before the current excerpt, -1 for none
    std::map<QString, QString> latest; // wording last seen at each number in this gap
    qsizetype latestGap = -2;
    for (const EditionInfo &e : all) {
        if (!isExcerpt(e)) {
            while (gap + 1 < qsizetype(chain.size()) && chain[size_t(gap + 1)].date <= e.date)
                ++gap;
            continue;
        }
        if (gap != latestGap) {
            latest.clear();
            latestGap = gap;
        }
        QStringList nums = numbersAround(gap);
        if (onlyInExcerpt && gap == askedGap && !nums.contains(asked))
            nums << asked; // no whole edition around has it: the excerpts alone tell its story
        for (const QString &num : std::as_const(nums)) {
            const QString ruleText = wordingAt(e.id, num);
            if (ruleText.isNull())
                continue; // an excerpt that lacks it says nothing
            // An excerpt without examples says nothing about them either: it is compared by
            // its text alone.
            const QStringList examples = examplesAt(e.id, num);
            const QString text = wordingWithExamples(ruleText, examples);
            QString before = latest.count(num) ? latest.at(num)
                             : gap >= 0          ? wordingWithExamples(wordingAt(chain[size_t(gap)].id, num), examplesAt(chain[size_t(gap)].id, num))
                                                 : QString();
            if (examples.isEmpty() && !before.isNull())
                before = before.section(QStringLiteral("\nExample: "), 0, 0);
            if (text == before)
                continue;
            if (!before.isNull() && !sameRule(num, before, text))
                continue; // another rule under that number
            latest[num] = text;
            HistoryEntry h;
            h.edition = e.date;
            h.number = num;
            // Judged as the alignment judges whole editions: an excerpt that only lost its
            // apostrophes did not reword the rule.
            h.change = before.isNull() ? (gap < 0 ? ChangeKind::FirstSeen : ChangeKind::Added)
                                       : wordingChange(before, text);
            h.text = ruleText;
            h.examples = examples;
            if (!before.isNull())
                h.diff = renderPlainDiff(wordDiff(before, text));
            entries.push_back(std::move(h));
        }
    }

    std::stable_sort(entries.begin(), entries.end(),
                     [](const HistoryEntry &a, const HistoryEntry &b) { return a.edition < b.edition; });
    return entries;
}

} // namespace rulesdb
