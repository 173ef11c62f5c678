#include "lineage.h"

#include "references.h"
#include "rulenumber.h"
#include "stringhash.h"
#include "textfold.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <string_view>
#include <unordered_map>
#include <optional>
#include <span>

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

QString fullWording(const AlignedRule &r)
{
    if (r.examples.isEmpty())
        return r.text;
    return r.text + u'\n' + r.examples.join(u'\n');
}

// The wording with each reference replaced by the same placeholder.
// The wording with each reference replaced by the same placeholder; false when it cites
// nothing (then `out` is left alone).
bool withoutCitedNumbers(const QString &text, QString &out)
{
    // Every reference has a number: most wordings without a digit are passed over quickly.
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return false;
    const auto refs = extractReferences(text);
    if (refs.empty())
        return false;
    QString masked;
    int at = 0;
    for (const Reference &r : refs) {
        masked += QStringView(text).mid(at, r.start - at);
        masked += QStringLiteral(" rule ");
        at = r.start + r.length;
    }
    masked += QStringView(text).mid(at);
    out = std::move(masked);
    return true;
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
    std::vector<int> repeats; // how often each of `unique` is in `tokens`
    double tokensWeight = 0; // of all tokens, then of the unique ones (see weighWords())
    double uniqueWeight = 0;
    const AlignedRule *source = nullptr;
    bool foldedReady = false;
    bool noRefsReady = false;
    bool tokensReady = false;
};

// Word ids. The words are views into the folded wordings, which outlive the vocabulary
// and are not changed once folded: no word is copied.
class Vocabulary {
public:
    std::vector<int> idsOf(const QString &folded)
    {
        std::vector<int> ids;
        ids.reserve(size_t(folded.size() / 5 + 1));
        const std::u16string_view all(reinterpret_cast<const char16_t *>(folded.utf16()), size_t(folded.size()));
        size_t at = 0;
        while (at < all.size()) {
            size_t end = all.find(u' ', at);
            if (end == std::u16string_view::npos)
                end = all.size();
            if (end > at)
                ids.push_back(m_ids.try_emplace(all.substr(at, end - at), int(m_ids.size())).first->second);
            at = end + 1;
        }
        std::sort(ids.begin(), ids.end());
        return ids;
    }
    int size() const { return int(m_ids.size()); }

private:
    std::unordered_map<std::u16string_view, int> m_ids;
};

Prepared prepare(const AlignedRule &r)
{
    Prepared p;
    p.number = r.number;
    p.full = fullWording(r);
    p.source = &r;
    return p;
}

// Its kind and parent, for the rules left to pair by similarity.
void prepareNumber(Prepared &p)
{
    if (const auto n = RuleNumber::parse(p.number)) {
        p.kind = n->kind();
        if (const auto parent = n->parent())
            p.parent = parent->toString();
    }
}

// Folding is for the rules whose exact wording found no partner (usually a few dozen).
void prepareFolded(Prepared &p)
{
    if (p.foldedReady)
        return;
    p.folded = foldTypography(p.full);
    p.foldedReady = true;
}

// What only the rules left unpaired by equal wordings need: costly, so done for them alone.
void prepareWordingWithoutCitations(Prepared &p)
{
    if (p.noRefsReady)
        return;
    QString noRefs = p.source->text;
    bool cites = withoutCitedNumbers(p.source->text, noRefs);
    for (const QString &e : p.source->examples) {
        QString example = e;
        cites = withoutCitedNumbers(e, example) || cites;
        noRefs += u'\n' + example;
    }
    // Most rules cite nothing: their wording is already folded.
    p.foldedNoRefs = cites ? foldTypography(noRefs) : p.folded;
    p.noRefsReady = true;
}

void prepareTokens(Prepared &p, Vocabulary &vocabulary)
{
    if (p.tokensReady)
        return;
    p.tokens = vocabulary.idsOf(p.folded);
    for (size_t k = 0; k < p.tokens.size(); ++k) {
        if (k > 0 && p.tokens[k] == p.tokens[k - 1]) {
            ++p.repeats.back();
        } else {
            p.unique.push_back(p.tokens[k]);
            p.repeats.push_back(1);
        }
    }
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

// Which rules have each word, in rule order: one array for all the words.
class Postings {
public:
    Postings(int words, const std::vector<Prepared> &side, const std::vector<int> &rules)
        : m_start(size_t(words) + 1, 0)
    {
        for (const int i : rules)
            for (const int t : side[size_t(i)].unique)
                ++m_start[size_t(t) + 1];
        std::partial_sum(m_start.begin(), m_start.end(), m_start.begin());
        m_rules.resize(size_t(m_start.back()));
        std::vector<int> next(m_start.begin(), m_start.end() - 1);
        for (const int i : rules)
            for (const int t : side[size_t(i)].unique)
                m_rules[size_t(next[size_t(t)]++)] = i;
    }
    std::span<const int> of(int word) const
    {
        return std::span<const int>(m_rules).subspan(size_t(m_start[size_t(word)]),
                                                     size_t(m_start[size_t(word) + 1] - m_start[size_t(word)]));
    }

private:
    std::vector<int> m_start; // word t's rules are m_rules[m_start[t] .. m_start[t + 1])
    std::vector<int> m_rules;
};

// The words of one rule, counted by word id, to measure what other rules share with it
// without merging two lists each time: the scores of one rule against its candidates.
class WordCounts {
public:
    WordCounts(int vocabulary, const std::vector<double> &weight) : m_count(size_t(vocabulary), 0), m_weight(weight) {}
    void load(const Prepared &p)
    {
        for (const int t : m_loaded)
            m_count[size_t(t)] = 0;
        m_loaded = p.unique;
        for (size_t k = 0; k < p.unique.size(); ++k)
            m_count[size_t(p.unique[k])] = p.repeats[k];
    }
    struct Shared {
        double tokens = 0; // repeats counted as often as both have them
        double unique = 0; // each shared word once
    };
    // Without branches: most words of a candidate are not shared, unpredictably.
    Shared sharedWith(const Prepared &p) const
    {
        Shared out;
        for (size_t k = 0; k < p.unique.size(); ++k) {
            const size_t t = size_t(p.unique[k]);
            const int here = m_count[t];
            const double w = m_weight[t];
            out.tokens += double(std::min(here, p.repeats[k])) * w;
            out.unique += double(here > 0) * w;
        }
        return out;
    }

private:
    std::vector<int> m_count;
    std::vector<int> m_loaded;
    const std::vector<double> &m_weight;
};

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
    // The same for two rules, their total weights known.
    double similar(const Prepared &a, const Prepared &b) const
    {
        const double total = a.tokensWeight + b.tokensWeight;
        if (total <= 0)
            return a.tokens.empty() && b.tokens.empty() ? 1 : 0;
        return 2.0 * commonWeight(a.tokens, b.tokens, m_weight) / total;
    }

    std::vector<RuleChange> run()
    {
        pairEqual(&Prepared::full);
        forUnpaired(prepareFolded);
        pairEqual(&Prepared::folded);
        forUnpaired(prepareWordingWithoutCitations);
        pairEqual(&Prepared::foldedNoRefs);
        forUnpaired(prepareNumber);
        // Words are compared only where the wording changed: for rules still unpaired, and
        // for pairs that differ in substance (the wholes a split or merge may come from).
        for (auto *side : {&m_old, &m_new}) {
            const auto &partner = side == &m_old ? m_oldPartner : m_newPartner;
            const auto &other = side == &m_old ? m_new : m_old;
            for (size_t i = 0; i < side->size(); ++i) {
                Prepared &p = (*side)[i];
                if (partner[i] < 0 || (p.foldedReady && p.folded != other[size_t(partner[i])].folded))
                    prepareTokens(p, m_vocabulary);
            }
        }
        weighWords();
        pairSimilar();
        return changes();
    }

private:
    template<typename Step>
    void forUnpaired(Step step)
    {
        for (auto *side : {&m_old, &m_new}) {
            const auto &partner = side == &m_old ? m_oldPartner : m_newPartner;
            for (size_t i = 0; i < side->size(); ++i)
                if (partner[i] < 0)
                    step((*side)[i]);
        }
    }

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
        for (auto *side : {&m_old, &m_new})
            for (Prepared &p : *side)
                if (p.tokensReady) {
                    p.tokensWeight = totalWeight(p.tokens, m_weight);
                    p.uniqueWeight = totalWeight(p.unique, m_weight);
                }
    }

    void pair(int o, int n)
    {
        m_oldPartner[size_t(o)] = n;
        m_newPartner[size_t(n)] = o;
    }

    // Equal wordings among the unpaired: the same number first, then in rule order.
    void pairEqual(QString Prepared::*wording)
    {
        // The same number first, looked up by number: the many rules an edition leaves alone
        // cost no hashing of their wording. Old rules sharing a number are chained in order.
        StringMap<int> firstOld;
        firstOld.reserve(m_old.size());
        std::vector<int> nextOld(m_old.size(), -1);
        for (int o = int(m_old.size()) - 1; o >= 0; --o)
            if (m_oldPartner[size_t(o)] < 0) {
                const auto [it, first] = firstOld.try_emplace(m_old[size_t(o)].number, o);
                if (!first) {
                    nextOld[size_t(o)] = it->second;
                    it->second = o;
                }
            }
        for (int n = 0; n < int(m_new.size()); ++n) {
            if (m_newPartner[size_t(n)] >= 0)
                continue;
            const auto it = firstOld.find(m_new[size_t(n)].number);
            for (int o = it == firstOld.end() ? -1 : it->second; o >= 0; o = nextOld[size_t(o)])
                if (m_oldPartner[size_t(o)] < 0 && m_old[size_t(o)].*wording == m_new[size_t(n)].*wording) {
                    pair(o, n);
                    break;
                }
        }
        // Then the rest in rule order: each new rule takes the first old one left with its
        // wording.
        StringMap<int> nextWithWording;
        for (int o = int(m_old.size()) - 1; o >= 0; --o)
            if (m_oldPartner[size_t(o)] < 0) {
                const auto [it, first] = nextWithWording.try_emplace(m_old[size_t(o)].*wording, o);
                if (first) {
                    nextOld[size_t(o)] = -1;
                } else {
                    nextOld[size_t(o)] = it->second;
                    it->second = o;
                }
            }
        for (int n = 0; n < int(m_new.size()); ++n) {
            if (m_newPartner[size_t(n)] >= 0)
                continue;
            const auto it = nextWithWording.find(m_new[size_t(n)].*wording);
            if (it == nextWithWording.end() || it->second < 0)
                continue;
            pair(it->second, n);
            it->second = nextOld[size_t(it->second)];
        }
    }

    // How alike two wordings are, for pairing: also high when one kept only part of the
    // other (the 2008 "object" rule 200.8 lost a sentence and became 109.1).
    // `counts` holds b's words.
    double candidateSimilarity(const Prepared &a, const Prepared &b, const WordCounts &counts) const
    {
        const WordCounts::Shared shared = counts.sharedWith(a);
        const double total = a.tokensWeight + b.tokensWeight;
        double similarity = total > 0 ? 2.0 * shared.tokens / total : a.tokens.empty() && b.tokens.empty() ? 1 : 0;
        const Prepared &part = a.unique.size() < b.unique.size() ? a : b;
        if (int(part.unique.size()) >= kMinPartWords) {
            const double contained = part.uniqueWeight > 0 ? shared.unique / part.uniqueWeight : 0;
            similarity = std::max(similarity, kPartOfWholeFactor * contained);
        }
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

        const Postings postings(m_vocabulary.size(), m_old, olds);
        StringMap<int> oldByNumber;
        for (const int o : olds)
            oldByNumber.insert_or_assign(m_old[size_t(o)].number, o);
        // Words in many rules ("the", "a", "creature") say little about which rule it is.
        const size_t commonWord = std::max<size_t>(16, olds.size() / 8);

        std::vector<Edge> edges;
        std::vector<int> overlap(m_old.size(), 0);
        std::vector<int> touched;
        WordCounts counts(m_vocabulary.size(), m_weight);
        for (const int n : news) {
            const Prepared &b = m_new[size_t(n)];
            counts.load(b);
            touched.clear();
            for (const int t : b.unique) {
                const auto list = postings.of(t);
                if (list.size() > commonWord)
                    continue;
                for (const int o : list) {
                    if (overlap[size_t(o)]++ == 0)
                        touched.push_back(o);
                }
            }
            // Only the first few in order are kept: they need not be sorted among the rest.
            const auto kept = touched.begin() + std::min<ptrdiff_t>(kCandidates, ptrdiff_t(touched.size()));
            std::partial_sort(touched.begin(), kept, touched.end(), [&](int x, int y) {
                return overlap[size_t(x)] != overlap[size_t(y)] ? overlap[size_t(x)] > overlap[size_t(y)] : x < y;
            });
            for (const int o : touched)
                overlap[size_t(o)] = 0;
            touched.erase(kept, touched.end());
            if (const auto same = oldByNumber.find(b.number); same != oldByNumber.end()
                && std::find(touched.begin(), touched.end(), same->second) == touched.end())
                touched.push_back(same->second);
            for (const int o : touched) {
                const double w = pairWeight(o, n, candidateSimilarity(m_old[size_t(o)], b, counts));
                if (w > 0)
                    edges.push_back({o, n, w});
            }
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

    // Which rules of a side have each word (rules whose words are compared).
    Postings postingsOf(const std::vector<Prepared> &side) const
    {
        std::vector<int> all(side.size());
        std::iota(all.begin(), all.end(), 0);
        return Postings(m_vocabulary.size(), side, all);
    }

    // The best rule on the other side holding most of this part's words. A whole must have
    // at least one of the part's rarest words, those weighing more than the share it may
    // lack: only the rules listed under them are measured.
    int bestWhole(const Prepared &part, const std::vector<Prepared> &others,
                  const Postings &postings)
    {
        if (int(part.unique.size()) < kMinPartWords)
            return -1;
        const double total = part.uniqueWeight;
        if (total <= 0)
            return -1;
        std::vector<int> rarest = part.unique;
        std::sort(rarest.begin(), rarest.end(), [&](int a, int b) { return m_weight[size_t(a)] > m_weight[size_t(b)]; });
        // A little over the share, so that rounding never drops a whole at the threshold.
        const double mayLack = (1 - kMinContainment) * total * (1 + 1e-9);
        std::vector<int> candidates;
        double weight = 0;
        for (const int t : rarest) {
            const auto list = postings.of(t);
            candidates.insert(candidates.end(), list.begin(), list.end());
            weight += m_weight[size_t(t)];
            if (weight > mayLack)
                break;
        }
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        m_counts->load(part);
        int best = -1;
        double bestScore = kMinContainment;
        for (const int i : candidates) {
            const double c = m_counts->sharedWith(others[size_t(i)]).unique / total;
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
                                          ? similar(m_old[size_t(o)], m_new[size_t(n)])
                                          : 1.0;
            changeOfOld[size_t(o)] = changeOfNew[size_t(n)] = int(out.size());
            out.push_back({kind, {o}, {n}, similarity});
        }
        // Splits: a new rule whose words come from one old rule, when adding it makes the
        // old rule's words better accounted for.
        const auto oldPostings = postingsOf(m_old);
        m_counts.emplace(m_vocabulary.size(), m_weight);
        for (int n = 0; n < int(m_new.size()); ++n) {
            if (changeOfNew[size_t(n)] >= 0)
                continue;
            const int o = bestWhole(m_new[size_t(n)], m_old, oldPostings);
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
        const auto newPostings = postingsOf(m_new);
        for (int o = 0; o < int(m_old.size()); ++o) {
            if (changeOfOld[size_t(o)] >= 0)
                continue;
            const int n = bestWhole(m_old[size_t(o)], m_new, newPostings);
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
    std::optional<WordCounts> m_counts; // for bestWhole(), once the words are weighed
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

std::vector<RuleChange> alignRules(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                                   const AlignOptions &options)
{
    return Aligner(older, newer, options).run();
}

ChangeKind wordingChange(const QString &before, const QString &after)
{
    if (before == after)
        return ChangeKind::Unchanged;
    const QString oldFolded = foldTypography(before), newFolded = foldTypography(after);
    if (oldFolded == newFolded)
        return ChangeKind::Typography;
    QString oldMasked, newMasked;
    if (withoutCitedNumbers(before, oldMasked) && withoutCitedNumbers(after, newMasked)
        && foldTypography(oldMasked) == foldTypography(newMasked))
        return ChangeKind::References;
    return ChangeKind::Modified;
}

} // namespace rulesdb
