#include "lineage.h"

#include "references.h"
#include "rulenumber.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rulesdb {

namespace {

// Pairs below this similarity are not the same rule; a rule keeping its number needs less.
constexpr double kMinSimilarity = 0.5;
constexpr double kMinSimilaritySameNumber = 0.3;
// Bonuses that break near-ties the way an editor works: a rule tends to keep its number,
// or at least its parent.
constexpr double kSameNumberBonus = 0.08;
constexpr double kSameParentBonus = 0.03;
constexpr double kOtherKindPenalty = 0.15;
// Candidates per new rule, from shared rare words, before similarity is computed.
constexpr int kCandidates = 12;
// A group of candidates larger than this is paired greedily (best pair first): the
// Hungarian method is cubic. Real editions never come near it.
constexpr int kMaxAssignmentSide = 400;
// Splits and merges: how much of a part's words must come from the whole.
constexpr double kMinContainment = 0.75;
constexpr int kMinPartWords = 4;
// A rule that kept part of another's words is paired with it, a little below an equal one.
constexpr double kPartOfWholeFactor = 0.85;

bool isCjk(char16_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)    // kana
           || (c >= 0x3400 && c <= 0x9FFF) // CJK ideographs
           || (c >= 0xAC00 && c <= 0xD7AF) // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF);
}

bool isApostrophe(char16_t c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u2018' || c == u'`' || c == u'\u00B4';
}

QString fullWording(const AlignedRule &r)
{
    if (r.examples.isEmpty())
        return r.text;
    return r.text + u'\n' + r.examples.join(u'\n');
}

// The wording with each reference replaced by the same placeholder.
QString withoutCitedNumbers(const QString &text)
{
    const auto refs = extractReferences(text);
    if (refs.empty())
        return text;
    QString out;
    int at = 0;
    for (const Reference &r : refs) {
        out += QStringView(text).mid(at, r.start - at);
        out += QStringLiteral(" rule ");
        at = r.start + r.length;
    }
    out += QStringView(text).mid(at);
    return out;
}

struct Prepared {
    QString number;
    QString parent;
    RuleKind kind = RuleKind::Rule;
    QString full;
    QString folded;
    QString foldedNoRefs;
    std::vector<int> tokens; // folded words as ids, sorted, repeats kept
    std::vector<int> unique; // the same without repeats
    const AlignedRule *source = nullptr;
    bool noRefsReady = false;
    bool tokensReady = false;
};

class Vocabulary {
public:
    std::vector<int> idsOf(const QString &folded)
    {
        std::vector<int> ids;
        for (const QStringView word : QStringView(folded).split(u' ', Qt::SkipEmptyParts)) {
            auto it = m_ids.constFind(word.toString());
            if (it == m_ids.constEnd())
                it = m_ids.insert(word.toString(), int(m_ids.size()));
            ids.push_back(*it);
        }
        std::sort(ids.begin(), ids.end());
        return ids;
    }
    int size() const { return int(m_ids.size()); }

private:
    QHash<QString, int> m_ids;
};

Prepared prepare(const AlignedRule &r)
{
    Prepared p;
    p.number = r.number;
    if (const auto n = RuleNumber::parse(r.number)) {
        p.kind = n->kind();
        if (const auto parent = n->parent())
            p.parent = parent->toString();
    }
    p.full = fullWording(r);
    p.folded = foldTypography(p.full);
    p.source = &r;
    return p;
}

// What only the rules left unpaired by equal wordings need: costly, so done for them alone.
void prepareWordingWithoutCitations(Prepared &p)
{
    if (p.noRefsReady)
        return;
    QString noRefs = withoutCitedNumbers(p.source->text);
    for (const QString &e : p.source->examples)
        noRefs += u'\n' + withoutCitedNumbers(e);
    p.foldedNoRefs = foldTypography(noRefs);
    p.noRefsReady = true;
}

void prepareTokens(Prepared &p, Vocabulary &vocabulary)
{
    if (p.tokensReady)
        return;
    p.tokens = vocabulary.idsOf(p.folded);
    p.unique = p.tokens;
    p.unique.erase(std::unique(p.unique.begin(), p.unique.end()), p.unique.end());
    p.tokensReady = true;
}

// The weight of the elements two sorted lists share (repeats counted as often as both
// have them).
double commonWeight(const std::vector<int> &a, const std::vector<int> &b, const std::vector<double> &weight)
{
    double n = 0;
    auto i = a.begin(), j = b.begin();
    while (i != a.end() && j != b.end()) {
        if (*i < *j)
            ++i;
        else if (*j < *i)
            ++j;
        else {
            n += weight[size_t(*i)];
            ++i;
            ++j;
        }
    }
    return n;
}

double totalWeight(const std::vector<int> &a, const std::vector<double> &weight)
{
    double n = 0;
    for (const int t : a)
        n += weight[size_t(t)];
    return n;
}

// Dice's coefficient with each word weighted by its rarity (inverse document frequency):
// sharing "the", "a" and "creature" says little; sharing "object" and "permanent" a lot.
double weightedDice(const std::vector<int> &a, const std::vector<int> &b, const std::vector<double> &weight)
{
    const double total = totalWeight(a, weight) + totalWeight(b, weight);
    if (total <= 0)
        return a.empty() && b.empty() ? 1 : 0;
    return 2.0 * commonWeight(a, b, weight) / total;
}

std::vector<int> mergedTokens(const std::vector<const Prepared *> &parts)
{
    std::vector<int> all;
    for (const Prepared *p : parts)
        all.insert(all.end(), p->tokens.begin(), p->tokens.end());
    std::sort(all.begin(), all.end());
    return all;
}

// Maximum-profit assignment of rows to columns (profit 0 = leave unpaired), by the
// Hungarian method on costs = -profit. rows <= cols. Returns the column of each row.
std::vector<int> assign(const std::vector<std::vector<double>> &profit, int cols)
{
    const int n = int(profit.size());
    const int m = cols;
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> u(size_t(n + 1)), v(size_t(m + 1));
    std::vector<int> p(size_t(m + 1)), way(size_t(m + 1));
    for (int i = 1; i <= n; ++i) {
        p[0] = i;
        int j0 = 0;
        std::vector<double> minv(size_t(m + 1), inf);
        std::vector<char> used(size_t(m + 1), false);
        do {
            used[size_t(j0)] = true;
            const int i0 = p[size_t(j0)];
            double delta = inf;
            int j1 = 0;
            for (int j = 1; j <= m; ++j) {
                if (used[size_t(j)])
                    continue;
                const double cur = -profit[size_t(i0 - 1)][size_t(j - 1)] - u[size_t(i0)] - v[size_t(j)];
                if (cur < minv[size_t(j)]) {
                    minv[size_t(j)] = cur;
                    way[size_t(j)] = j0;
                }
                if (minv[size_t(j)] < delta) {
                    delta = minv[size_t(j)];
                    j1 = j;
                }
            }
            for (int j = 0; j <= m; ++j) {
                if (used[size_t(j)]) {
                    u[size_t(p[size_t(j)])] += delta;
                    v[size_t(j)] -= delta;
                } else {
                    minv[size_t(j)] -= delta;
                }
            }
            j0 = j1;
        } while (p[size_t(j0)] != 0);
        do {
            const int j1 = way[size_t(j0)];
            p[size_t(j0)] = p[size_t(j1)];
            j0 = j1;
        } while (j0 != 0);
    }
    std::vector<int> colOf(size_t(n), -1);
    for (int j = 1; j <= m; ++j)
        if (p[size_t(j)] != 0)
            colOf[size_t(p[size_t(j)] - 1)] = j - 1;
    return colOf;
}

struct UnionFind {
    explicit UnionFind(int n) : parent(size_t(n)) { std::iota(parent.begin(), parent.end(), 0); }
    int find(int x)
    {
        while (parent[size_t(x)] != x)
            x = parent[size_t(x)] = parent[size_t(parent[size_t(x)])];
        return x;
    }
    void unite(int a, int b) { parent[size_t(find(a))] = find(b); }
    std::vector<int> parent;
};

class Aligner {
public:
    Aligner(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer, const AlignOptions &options)
        : m_options(options)
    {
        for (const AlignedRule &r : older)
            m_old.push_back(prepare(r));
        for (const AlignedRule &r : newer)
            m_new.push_back(prepare(r));
        m_oldPartner.assign(m_old.size(), -1);
        m_newPartner.assign(m_new.size(), -1);
    }

    double similar(const std::vector<int> &a, const std::vector<int> &b) const { return weightedDice(a, b, m_weight); }

    std::vector<RuleChange> run()
    {
        pairEqual(&Prepared::full);
        pairEqual(&Prepared::folded);
        for (auto *side : {&m_old, &m_new}) {
            const auto &partner = side == &m_old ? m_oldPartner : m_newPartner;
            for (size_t i = 0; i < side->size(); ++i)
                if (partner[i] < 0)
                    prepareWordingWithoutCitations((*side)[i]);
        }
        pairEqual(&Prepared::foldedNoRefs);
        // Words are compared only where the wording changed: for rules still unpaired, and
        // for pairs that differ in substance (the wholes a split or merge may come from).
        for (auto *side : {&m_old, &m_new}) {
            const auto &partner = side == &m_old ? m_oldPartner : m_newPartner;
            const auto &other = side == &m_old ? m_new : m_old;
            for (size_t i = 0; i < side->size(); ++i) {
                Prepared &p = (*side)[i];
                if (partner[i] < 0 || p.folded != other[size_t(partner[i])].folded)
                    prepareTokens(p, m_vocabulary);
            }
        }
        weighWords();
        pairSimilar();
        return changes();
    }

private:
    // Rarity of each word among the rules whose words are compared.
    void weighWords()
    {
        std::vector<int> documents(size_t(m_vocabulary.size()), 0);
        int count = 0;
        for (const auto *side : {&m_old, &m_new})
            for (const Prepared &p : *side)
                if (p.tokensReady) {
                    ++count;
                    for (const int t : p.unique)
                        ++documents[size_t(t)];
                }
        m_weight.resize(documents.size());
        for (size_t t = 0; t < documents.size(); ++t)
            m_weight[t] = std::log(1.0 + double(count) / double(std::max(1, documents[t])));
    }

    void pair(int o, int n)
    {
        m_oldPartner[size_t(o)] = n;
        m_newPartner[size_t(n)] = o;
    }

    // Equal wordings among the unpaired: the same number first, then in rule order.
    void pairEqual(QString Prepared::*wording)
    {
        QHash<QString, std::vector<int>> olds;
        for (int o = 0; o < int(m_old.size()); ++o)
            if (m_oldPartner[size_t(o)] < 0)
                olds[m_old[size_t(o)].*wording].push_back(o);
        QHash<QString, std::vector<int>> news;
        for (int n = 0; n < int(m_new.size()); ++n)
            if (m_newPartner[size_t(n)] < 0 && olds.contains(m_new[size_t(n)].*wording))
                news[m_new[size_t(n)].*wording].push_back(n);
        for (auto it = news.begin(); it != news.end(); ++it) {
            std::vector<int> &os = olds[it.key()];
            std::vector<int> &ns = *it;
            for (int &n : ns)
                for (int &o : os)
                    if (o >= 0 && n >= 0 && m_old[size_t(o)].number == m_new[size_t(n)].number) {
                        pair(o, n);
                        o = n = -1;
                    }
            std::erase(os, -1);
            std::erase(ns, -1);
            for (size_t i = 0; i < std::min(os.size(), ns.size()); ++i)
                pair(os[i], ns[i]);
        }
    }

    // How alike two wordings are, for pairing: also high when one kept only part of the
    // other (the 2008 "object" rule 200.8 lost a sentence and became 109.1).
    double candidateSimilarity(const Prepared &a, const Prepared &b) const
    {
        double similarity = similar(a.tokens, b.tokens);
        const Prepared &part = a.unique.size() < b.unique.size() ? a : b;
        const Prepared &whole = &part == &a ? b : a;
        if (int(part.unique.size()) >= kMinPartWords)
            similarity = std::max(similarity, kPartOfWholeFactor * containment(part, whole));
        return similarity;
    }

    double pairWeight(int o, int n, double similarity) const
    {
        const Prepared &a = m_old[size_t(o)], &b = m_new[size_t(n)];
        const bool sameNumber = a.number == b.number;
        if (similarity < (sameNumber ? kMinSimilaritySameNumber : kMinSimilarity))
            return 0;
        double w = similarity;
        if (sameNumber)
            w += kSameNumberBonus;
        else if (!a.parent.isEmpty() && a.parent == b.parent)
            w += kSameParentBonus;
        if (a.kind != b.kind)
            w -= kOtherKindPenalty;
        // The profit of pairing, over leaving both unpaired.
        return std::max(0.0, w - kMinSimilaritySameNumber + 0.01);
    }

    struct Edge {
        int o;
        int n;
        double weight;
    };

    // Candidates from shared words (the rarest first), always including the unpaired rule
    // with the same number; then an optimal assignment per connected group.
    void pairSimilar()
    {
        std::vector<int> olds, news;
        for (int o = 0; o < int(m_old.size()); ++o)
            if (m_oldPartner[size_t(o)] < 0)
                olds.push_back(o);
        for (int n = 0; n < int(m_new.size()); ++n)
            if (m_newPartner[size_t(n)] < 0)
                news.push_back(n);
        if (olds.empty() || news.empty())
            return;

        std::vector<std::vector<int>> postings(size_t(m_vocabulary.size()));
        QHash<QString, int> oldByNumber;
        for (const int o : olds) {
            for (const int t : m_old[size_t(o)].unique)
                postings[size_t(t)].push_back(o);
            oldByNumber.insert(m_old[size_t(o)].number, o);
        }
        // Words in many rules ("the", "a", "creature") say little about which rule it is.
        const size_t commonWord = std::max<size_t>(16, olds.size() / 8);

        std::vector<Edge> edges;
        std::vector<int> overlap(m_old.size(), 0);
        std::vector<int> touched;
        for (const int n : news) {
            const Prepared &b = m_new[size_t(n)];
            touched.clear();
            for (const int t : b.unique) {
                const auto &list = postings[size_t(t)];
                if (list.size() > commonWord)
                    continue;
                for (const int o : list) {
                    if (overlap[size_t(o)]++ == 0)
                        touched.push_back(o);
                }
            }
            std::sort(touched.begin(), touched.end(), [&](int x, int y) {
                return overlap[size_t(x)] != overlap[size_t(y)] ? overlap[size_t(x)] > overlap[size_t(y)] : x < y;
            });
            if (touched.size() > size_t(kCandidates))
                touched.resize(size_t(kCandidates));
            if (const auto same = oldByNumber.constFind(b.number); same != oldByNumber.constEnd()
                && std::find(touched.begin(), touched.end(), *same) == touched.end())
                touched.push_back(*same);
            for (const int o : touched) {
                const double w = pairWeight(o, n, candidateSimilarity(m_old[size_t(o)], b));
                if (w > 0)
                    edges.push_back({o, n, w});
            }
            for (const int t : b.unique)
                for (const int o : postings[size_t(t)])
                    overlap[size_t(o)] = 0;
            if (const auto same = oldByNumber.constFind(b.number); same != oldByNumber.constEnd())
                overlap[size_t(*same)] = 0;
        }

        // Connected groups: old rules are nodes 0.., new rules follow them.
        const int offset = int(m_old.size());
        UnionFind groups(offset + int(m_new.size()));
        for (const Edge &e : edges)
            groups.unite(e.o, offset + e.n);
        QHash<int, std::vector<Edge>> byGroup;
        for (const Edge &e : edges)
            byGroup[groups.find(e.o)].push_back(e);
        for (const auto &group : std::as_const(byGroup))
            assignGroup(group);
    }

    void assignGroup(const std::vector<Edge> &group)
    {
        std::vector<int> rows, cols;
        for (const Edge &e : group) {
            rows.push_back(e.o);
            cols.push_back(e.n);
        }
        for (auto *v : {&rows, &cols}) {
            std::sort(v->begin(), v->end());
            v->erase(std::unique(v->begin(), v->end()), v->end());
        }
        if (rows.size() == 1 && cols.size() == 1) {
            pair(rows[0], cols[0]);
            return;
        }
        if (int(std::max(rows.size(), cols.size())) > kMaxAssignmentSide) {
            std::vector<Edge> sorted = group;
            std::sort(sorted.begin(), sorted.end(), [](const Edge &a, const Edge &b) { return a.weight > b.weight; });
            for (const Edge &e : sorted)
                if (m_oldPartner[size_t(e.o)] < 0 && m_newPartner[size_t(e.n)] < 0)
                    pair(e.o, e.n);
            return;
        }
        const bool transposed = rows.size() > cols.size();
        const std::vector<int> &r = transposed ? cols : rows;
        const std::vector<int> &c = transposed ? rows : cols;
        std::vector<std::vector<double>> profit(r.size(), std::vector<double>(c.size(), 0.0));
        auto indexOf = [](const std::vector<int> &v, int x) { return int(std::lower_bound(v.begin(), v.end(), x) - v.begin()); };
        for (const Edge &e : group) {
            const int i = indexOf(r, transposed ? e.n : e.o);
            const int j = indexOf(c, transposed ? e.o : e.n);
            profit[size_t(i)][size_t(j)] = e.weight;
        }
        const std::vector<int> colOf = assign(profit, int(c.size()));
        for (size_t i = 0; i < r.size(); ++i) {
            const int j = colOf[i];
            if (j < 0 || profit[i][size_t(j)] <= 0)
                continue;
            if (transposed)
                pair(c[size_t(j)], r[i]);
            else
                pair(r[i], c[size_t(j)]);
        }
    }

    // How much of `part`'s words `whole` has.
    double containment(const Prepared &part, const Prepared &whole) const
    {
        const double total = totalWeight(part.unique, m_weight);
        return total > 0 ? commonWeight(part.unique, whole.unique, m_weight) / total : 0;
    }

    // The best rule on the other side holding most of this part's words.
    int bestWhole(const Prepared &part, const std::vector<Prepared> &others) const
    {
        if (int(part.unique.size()) < kMinPartWords)
            return -1;
        int best = -1;
        double bestScore = kMinContainment;
        for (int i = 0; i < int(others.size()); ++i) {
            const double c = containment(part, others[size_t(i)]);
            if (c >= bestScore) {
                bestScore = c;
                best = i;
            }
        }
        return best;
    }

    ChangeKind pairKind(int o, int n) const
    {
        const Prepared &a = m_old[size_t(o)], &b = m_new[size_t(n)];
        const bool moved = a.number != b.number;
        if (a.full == b.full)
            return moved ? ChangeKind::Moved : ChangeKind::Unchanged;
        if (a.folded == b.folded)
            return moved ? ChangeKind::Moved : ChangeKind::Typography;
        if (a.foldedNoRefs == b.foldedNoRefs)
            return moved ? ChangeKind::Moved : ChangeKind::References;
        return moved ? ChangeKind::MovedModified : ChangeKind::Modified;
    }

    std::vector<RuleChange> changes()
    {
        // Pairs first; then leftovers that are parts of a paired (or unpaired) rule.
        std::vector<RuleChange> out;
        std::vector<int> changeOfOld(m_old.size(), -1), changeOfNew(m_new.size(), -1);
        for (int n = 0; n < int(m_new.size()); ++n) {
            const int o = m_newPartner[size_t(n)];
            if (o < 0)
                continue;
            const ChangeKind kind = pairKind(o, n);
            const double similarity = kind == ChangeKind::Modified || kind == ChangeKind::MovedModified
                                          ? similar(m_old[size_t(o)].tokens, m_new[size_t(n)].tokens)
                                          : 1.0;
            changeOfOld[size_t(o)] = changeOfNew[size_t(n)] = int(out.size());
            out.push_back({kind, {o}, {n}, similarity});
        }
        // Splits: a new rule whose words come from one old rule, when adding it makes the
        // old rule's words better accounted for.
        for (int n = 0; n < int(m_new.size()); ++n) {
            if (changeOfNew[size_t(n)] >= 0)
                continue;
            const int o = bestWhole(m_new[size_t(n)], m_old);
            if (o < 0)
                continue;
            const int c = changeOfOld[size_t(o)];
            if (c < 0) {
                changeOfOld[size_t(o)] = changeOfNew[size_t(n)] = int(out.size());
                out.push_back({ChangeKind::Split, {o}, {n}, 0});
                continue;
            }
            RuleChange &change = out[size_t(c)];
            if (change.older.size() != 1)
                continue; // already a merge: leave the new rule added
            std::vector<const Prepared *> before, after;
            for (const int i : change.newer)
                before.push_back(&m_new[size_t(i)]);
            after = before;
            after.push_back(&m_new[size_t(n)]);
            const auto &whole = m_old[size_t(o)].tokens;
            if (similar(whole, mergedTokens(after)) <= similar(whole, mergedTokens(before)) + 0.05)
                continue;
            change.kind = ChangeKind::Split;
            change.newer.push_back(n);
            changeOfNew[size_t(n)] = c;
        }
        // Merges: the same the other way.
        for (int o = 0; o < int(m_old.size()); ++o) {
            if (changeOfOld[size_t(o)] >= 0)
                continue;
            const int n = bestWhole(m_old[size_t(o)], m_new);
            if (n < 0)
                continue;
            const int c = changeOfNew[size_t(n)];
            if (c < 0) {
                changeOfOld[size_t(o)] = changeOfNew[size_t(n)] = int(out.size());
                out.push_back({ChangeKind::Merged, {o}, {n}, 0});
                continue;
            }
            RuleChange &change = out[size_t(c)];
            if (change.newer.size() != 1)
                continue;
            std::vector<const Prepared *> before, after;
            for (const int i : change.older)
                before.push_back(&m_old[size_t(i)]);
            after = before;
            after.push_back(&m_old[size_t(o)]);
            const auto &whole = m_new[size_t(n)].tokens;
            if (similar(whole, mergedTokens(after)) <= similar(whole, mergedTokens(before)) + 0.05)
                continue;
            change.kind = ChangeKind::Merged;
            change.older.push_back(o);
            changeOfOld[size_t(o)] = c;
        }
        // A "split" or "merge" that found only one part is a rewritten rule.
        for (RuleChange &change : out) {
            if (change.kind == ChangeKind::Split || change.kind == ChangeKind::Merged) {
                if (change.older.size() == 1 && change.newer.size() == 1)
                    change.kind = m_old[size_t(change.older[0])].number == m_new[size_t(change.newer[0])].number
                                      ? ChangeKind::Modified
                                      : ChangeKind::MovedModified;
                std::vector<const Prepared *> a, b;
                for (const int i : change.older)
                    a.push_back(&m_old[size_t(i)]);
                for (const int i : change.newer)
                    b.push_back(&m_new[size_t(i)]);
                change.similarity = similar(mergedTokens(a), mergedTokens(b));
            }
        }
        if (!m_options.olderIsExcerpt)
            for (int n = 0; n < int(m_new.size()); ++n)
                if (changeOfNew[size_t(n)] < 0)
                    out.push_back({ChangeKind::Added, {}, {n}, 0});
        if (!m_options.newerIsExcerpt)
            for (int o = 0; o < int(m_old.size()); ++o)
                if (changeOfOld[size_t(o)] < 0)
                    out.push_back({ChangeKind::Removed, {o}, {}, 0});
        for (RuleChange &change : out) {
            std::sort(change.older.begin(), change.older.end());
            std::sort(change.newer.begin(), change.newer.end());
        }
        std::stable_sort(out.begin(), out.end(), [](const RuleChange &a, const RuleChange &b) {
            const bool an = !a.newer.empty(), bn = !b.newer.empty();
            if (an != bn)
                return an;
            return an ? a.newer.front() < b.newer.front() : a.older.front() < b.older.front();
        });
        return out;
    }

    AlignOptions m_options;
    Vocabulary m_vocabulary;
    std::vector<Prepared> m_old, m_new;
    std::vector<int> m_oldPartner, m_newPartner;
    std::vector<double> m_weight; // per word id, see weighWords()
};

} // namespace

QString changeKindName(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Unchanged: return QStringLiteral("unchanged");
    case ChangeKind::Typography: return QStringLiteral("typography");
    case ChangeKind::References: return QStringLiteral("references");
    case ChangeKind::Modified: return QStringLiteral("modified");
    case ChangeKind::Moved: return QStringLiteral("moved");
    case ChangeKind::MovedModified: return QStringLiteral("moved-modified");
    case ChangeKind::Split: return QStringLiteral("split");
    case ChangeKind::Merged: return QStringLiteral("merged");
    case ChangeKind::Added: return QStringLiteral("added");
    case ChangeKind::Removed: return QStringLiteral("removed");
    }
    return QString();
}

QString foldTypography(QStringView text)
{
    static const QRegularExpression symbols(QStringLiteral(R"(\{(Tap|Untap)\})"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression marks(QStringLiteral(R"(\((?:TM|tm|R)\))"));
    QString s = text.toString();
    if (s.contains(u'{'))
        s.replace(symbols, QStringLiteral("{\\1}")).replace(QStringLiteral("{Tap}"), QStringLiteral("{T}"), Qt::CaseInsensitive)
            .replace(QStringLiteral("{Untap}"), QStringLiteral("{Q}"), Qt::CaseInsensitive);
    if (s.contains(u'('))
        s.remove(marks);
    QString out;
    out.reserve(s.size());
    bool atSpace = true;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        const char16_t u = c.unicode();
        if (u == u'\u2122' || u == u'\u00AE' || isApostrophe(u))
            continue; // "can't" and the lossy "cant" are one word
        // Some files lost their curly quotes to "?" on the way ("creature?s", 2008-05-01).
        if (u == u'?' && i > 0 && i + 1 < s.size() && s.at(i - 1).isLetter() && s.at(i + 1).isLetter())
            continue;
        if (c.isLetterOrNumber()) {
            if (isCjk(u)) {
                // No spaces between CJK words: each character is a word here.
                if (!atSpace)
                    out += u' ';
                out += c;
                out += u' ';
                atSpace = true;
                continue;
            }
            out += c.toLower();
            atSpace = false;
        } else if (!atSpace) {
            out += u' ';
            atSpace = true;
        }
    }
    if (out.endsWith(u' '))
        out.chop(1);
    return out;
}

std::vector<RuleChange> alignRules(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                                   const AlignOptions &options)
{
    return Aligner(older, newer, options).run();
}

} // namespace rulesdb
