#include "lineage/lineage.h"

#include "references.h"
#include "rulenumber.h"
#include "store/stringhash.h"
#include "text/textfold.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string_view>
#include <unordered_map>
#include <optional>
#include <span>

namespace rulesdb {

namespace {

// Pairs below this similarity are not the same rule; a rule keeping its number needs less.
// The similarity here is the larger of the words' overlap and how much of the shorter
// wording the longer one kept (see candidateSimilarity()).
constexpr double kMinSimilarity = 0.5;
constexpr double kMinSimilaritySameNumber = 0.3;
// Whatever the share kept, two wordings with less in common than this are not one rule
// carried over to another number: a short rule whose words recur inside a long rule about
// something else (trample's damage assignment inside 510.1c, blocked creatures') is not
// that rule.
constexpr double kMinOverlap = 0.3;
// Bonuses that break near-ties the way an editor works: a rule tends to keep its number,
// or at least its parent.
constexpr double kSameNumberBonus = 0.08;
constexpr double kSameParentBonus = 0.03;
constexpr double kOtherKindPenalty = 0.15;
// Candidates per rule, from shared rare words, before similarity is computed: the old
// rules most like each new rule and the new rules most like each old one.
constexpr int kCandidates = 12;
// Splits and merges: how much of a part's words must come from the whole.
constexpr double kMinContainment = 0.75;
constexpr int kMinPartWords = 4;
// A rule that kept part of another's words is paired with it, a little below an equal one.
constexpr double kPartOfWholeFactor = 0.85;
// A part that is most of the whole's words again is one more part even when the others
// already hold those words: the whole was copied into several rules. Templates that many
// rules share ("You may designate two legendary cards as your commander…") stay below.
constexpr double kCopyOfWhole = 0.7;
// How much better a part must make the whole's words accounted for. Small: a short part
// is a small share of a long whole (208.2's first sentence became 207.2, the rest 207.2a).
constexpr double kMinGain = 0.005;

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
    // A copy that lost its dashes wrote the range "212.2h–k" as "212.2h?k".
    static const QRegularExpression lostRangeDash(QStringLiteral(R"((\d{3}\.\d+[a-z])\?([a-z])\b)"));
    const QString source = text.contains(u'?') ? QString(text).replace(lostRangeDash, QStringLiteral("\\1\u2013\\2")) : text;
    const auto refs = extractReferences(source);
    QString masked;
    int at = 0;
    for (const Reference &r : refs) {
        masked += QStringView(source).mid(at, r.start - at);
        masked += QStringLiteral(" rule ");
        at = r.start + r.length;
    }
    masked += QStringView(source).mid(at);
    // "section 101, "Starting the Game"" cites a heading as "rule 101" does.
    static const QRegularExpression section(QStringLiteral(R"(\b[Ss]ections? \d{3}\b)"));
    const qsizetype before = masked.size();
    if (masked.contains(QLatin1String("ection")))
        masked.replace(section, QStringLiteral(" rule "));
    if (refs.empty() && masked.size() == before)
        return false;
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
    // The folded wordings without the spaces between words: a code page that lost a dash
    // left "cards?even" where the rules say "cards -- even", and no letter differs.
    QString skeleton;
    QString skeletonNoRefs;
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

bool isHeading(RuleKind kind)
{
    return kind == RuleKind::Section || kind == RuleKind::Heading;
}

// A rule whose text is a title ("Trample", "Replacement Effects"), not a sentence.
bool isTitle(const AlignedRule &r)
{
    const QString t = r.text.trimmed();
    return r.examples.isEmpty() && !t.isEmpty() && !QStringView(u".:;!?").contains(t.back());
}

QString skeletonOf(const QString &folded)
{
    QString out = folded;
    out.remove(u' ');
    return out;
}

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
    p.skeleton = skeletonOf(p.folded);
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
    p.skeletonNoRefs = cites ? skeletonOf(p.foldedNoRefs) : p.skeleton;
    p.noRefsReady = true;
}

void prepareTokens(Prepared &p, Vocabulary &vocabulary)
{
    if (p.tokensReady)
        return;
    // The numbers a rule cites change whenever the rules it cites are renumbered: they are
    // no evidence about which rule it is (402.8e's "See rule 419.6i" is 112.5f's "See rule
    // 613.12").
    p.tokens = vocabulary.idsOf(p.noRefsReady ? p.foldedNoRefs : p.folded);
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

class Aligner {
public:
    Aligner(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer, const AlignOptions &options)
        : m_options(options)
    {
        m_old.reserve(older.size());
        m_new.reserve(newer.size());
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
        pairEqual(&Prepared::skeleton);
        forUnpaired(prepareWordingWithoutCitations);
        pairEqual(&Prepared::foldedNoRefs);
        pairEqual(&Prepared::skeletonNoRefs);
        forUnpaired(prepareNumber);
        // Words are compared only where the wording changed: for rules still unpaired, and
        // for pairs that differ in substance (the wholes a split or merge may come from).
        for (auto *side : {&m_old, &m_new}) {
            const auto &partner = side == &m_old ? m_oldPartner : m_newPartner;
            const auto &other = side == &m_old ? m_new : m_old;
            for (size_t i = 0; i < side->size(); ++i) {
                Prepared &p = (*side)[i];
                if (partner[i] < 0 || (p.foldedReady && p.skeleton != other[size_t(partner[i])].skeleton))
                    prepareTokens(p, m_vocabulary);
            }
        }
        weighWords();
        pairSimilar();
        // Then what the words alone cannot tell: a heading follows its rules (420.
        // "State-Based Effects" is 704. "State-Based Actions": 420.x became 704.x).
        pairParentsByTheirRules();
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

    // How alike two wordings are, for pairing. `overlap` is the words' overlap (weighted
    // Dice); `kept` is also high when one kept only part of the other (the 2008 "object"
    // rule 200.8 lost a sentence and became 109.1). `counts` holds b's words.
    struct Likeness {
        double overlap = 0;
        double kept = 0;
    };
    Likeness likeness(const Prepared &a, const Prepared &b, const WordCounts &counts) const
    {
        const WordCounts::Shared shared = counts.sharedWith(a);
        const double total = a.tokensWeight + b.tokensWeight;
        Likeness out;
        out.overlap = total > 0 ? 2.0 * shared.tokens / total : a.tokens.empty() && b.tokens.empty() ? 1 : 0;
        out.kept = out.overlap;
        const Prepared &part = a.unique.size() < b.unique.size() ? a : b;
        if (int(part.unique.size()) >= kMinPartWords && part.uniqueWeight > 0)
            out.kept = std::max(out.kept, kPartOfWholeFactor * shared.unique / part.uniqueWeight);
        return out;
    }

    // How strongly an old and a new rule claim each other, 0 when they are not the same
    // rule. Claims are ranked by the words' overlap, not by the share kept: a rule whose
    // words make up most of a new one is its successor before a short rule whose words the
    // new one merely contains (702.17b is 502.9b's trample assignment, with 502.9d's
    // sentence and the examples of 502.9d and 502.9e merged into it).
    double claim(int o, int n, const Likeness &l) const
    {
        const Prepared &a = m_old[size_t(o)], &b = m_new[size_t(n)];
        const bool sameNumber = a.number == b.number;
        // A heading's words are a title: the rule it becomes (or came from) is a title too
        // (419.6 "Replacement Effects" became 613.), never a sentence that happens to hold
        // those words (615.1c "Any of the applicable replacement and/or prevention effects
        // may be chosen." is no heading 419.).
        if (isHeading(a.kind) != isHeading(b.kind) && !isTitle(*(isHeading(a.kind) ? b : a).source))
            return 0;
        if (l.kept < (sameNumber ? kMinSimilaritySameNumber : kMinSimilarity) || (!sameNumber && l.overlap < kMinOverlap))
            return 0;
        double w = l.overlap;
        if (sameNumber)
            w += kSameNumberBonus;
        else if (!a.parent.isEmpty() && a.parent == b.parent)
            w += kSameParentBonus;
        if (a.kind != b.kind)
            w -= kOtherKindPenalty;
        return std::max(0.0, w);
    }

    struct Edge {
        int o;
        int n;
        double weight;
    };

    // The rules of a side sharing most of the rare words of `p`, best first, at most
    // kCandidates. A wording made of common words only (a heading, "Activated Abilities")
    // is still looked up by its rarest two.
    void candidatesOf(const Prepared &p, const Postings &postings, size_t commonWord,
                      std::vector<int> &overlap, std::vector<int> &touched) const
    {
        touched.clear();
        const auto count = [&](int word) {
            for (const int i : postings.of(word))
                if (overlap[size_t(i)]++ == 0)
                    touched.push_back(i);
        };
        int rare = 0;
        for (const int t : p.unique)
            if (postings.of(t).size() <= commonWord) {
                count(t);
                ++rare;
            }
        if (rare < 2) {
            // Few rare words, if any: the rarest of the common ones stand in for them.
            std::vector<int> common;
            for (const int t : p.unique)
                if (postings.of(t).size() > commonWord)
                    common.push_back(t);
            const auto take = common.begin() + std::min<ptrdiff_t>(2 - rare, ptrdiff_t(common.size()));
            std::partial_sort(common.begin(), take, common.end(),
                              [&](int a, int b) { return postings.of(a).size() < postings.of(b).size(); });
            std::for_each(common.begin(), take, count);
        }
        // Only the first few in order are kept: they need not be sorted among the rest.
        const auto kept = touched.begin() + std::min<ptrdiff_t>(kCandidates, ptrdiff_t(touched.size()));
        std::partial_sort(touched.begin(), kept, touched.end(), [&](int x, int y) {
            return overlap[size_t(x)] != overlap[size_t(y)] ? overlap[size_t(x)] > overlap[size_t(y)] : x < y;
        });
        for (const int i : touched)
            overlap[size_t(i)] = 0;
        touched.erase(kept, touched.end());
    }

    // Candidates from shared rare words, both ways, always including the unpaired rule with
    // the same number; then a stable pairing: the strongest claims first, so no rule is
    // given to a weaker match while a clearly closer one is free or weaker-held.
    // The new rule of that number, -1 for none (a number used twice keeps the first). The
    // index is built the first time it is needed: most pairs of editions never need it.
    int newRuleNumbered(const QString &number)
    {
        if (m_newByNumber.empty())
            for (int i = int(m_new.size()) - 1; i >= 0; --i)
                m_newByNumber.insert_or_assign(m_new[size_t(i)].number, i);
        const auto it = m_newByNumber.find(number);
        return it == m_newByNumber.end() ? -1 : it->second;
    }

    // Each unpaired old rule with rules under it is paired with the unpaired new rule of
    // the same kind under which more than half of its paired rules went (at any depth:
    // 403.3 became 602.5a, still under 602.). Rules under one number follow it in rule
    // order, so only the few unpaired rules' ranges are read.
    void pairParentsByTheirRules()
    {
        const auto ancestorOfKind = [](std::optional<RuleNumber> n, RuleKind kind) {
            while (n && n->kind() != kind)
                n = n->parent();
            return n;
        };
        const auto isUnder = [](const RuleNumber &n, const RuleNumber &parent) {
            for (auto up = n.parent(); up; up = up->parent())
                if (*up == parent)
                    return true;
            return false;
        };
        for (int o = 0; o < int(m_old.size()); ++o) {
            if (m_oldPartner[size_t(o)] >= 0)
                continue;
            const auto parent = RuleNumber::parse(m_old[size_t(o)].number);
            if (!parent || parent->kind() == RuleKind::Subrule)
                continue;
            std::unordered_map<int, int> went; // new rule of the parent's kind -> rules under it
            int paired = 0;
            for (int c = o + 1; c < int(m_old.size()); ++c) {
                const auto child = RuleNumber::parse(m_old[size_t(c)].number);
                if (!child || !isUnder(*child, *parent))
                    break;
                const int n = m_oldPartner[size_t(c)];
                if (n < 0)
                    continue;
                ++paired;
                const auto newNumber = RuleNumber::parse(m_new[size_t(n)].number);
                if (const auto there = ancestorOfKind(newNumber ? newNumber->parent() : std::nullopt, parent->kind()))
                    if (const int pn = newRuleNumbered(there->toString()); pn >= 0)
                        ++went[pn];
            }
            int best = -1, most = 0;
            for (const auto &[n, count] : went)
                if (count > most || (count == most && n < best)) {
                    best = n;
                    most = count;
                }
            if (best >= 0 && 2 * most > paired && m_newPartner[size_t(best)] < 0)
                pair(o, best);
        }
    }

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

        const Postings oldPostings(m_vocabulary.size(), m_old, olds);
        const Postings newPostings(m_vocabulary.size(), m_new, news);
        StringMap<int> oldByNumber;
        for (const int o : olds)
            oldByNumber.insert_or_assign(m_old[size_t(o)].number, o);
        // Words in many rules ("the", "a", "creature") say little about which rule it is.
        const size_t commonWord = std::max<size_t>(16, std::max(olds.size(), news.size()) / 8);

        // Which pairs to measure: each new rule's likeliest old rules; then, for an old rule
        // no new rule named (long rules crowd a short one out of every list), its likeliest
        // new ones.
        std::vector<std::pair<int, int>> pairs;
        std::vector<int> overlap(std::max(m_old.size(), m_new.size()), 0);
        std::vector<int> touched;
        std::vector<char> named(m_old.size(), 0);
        for (const int n : news) {
            candidatesOf(m_new[size_t(n)], oldPostings, commonWord, overlap, touched);
            if (const auto same = oldByNumber.find(m_new[size_t(n)].number); same != oldByNumber.end())
                touched.push_back(same->second);
            for (const int o : touched) {
                pairs.emplace_back(o, n);
                named[size_t(o)] = 1;
            }
        }
        for (const int o : olds) {
            if (named[size_t(o)])
                continue;
            candidatesOf(m_old[size_t(o)], newPostings, commonWord, overlap, touched);
            for (const int n : touched)
                pairs.emplace_back(o, n);
        }
        std::sort(pairs.begin(), pairs.end(), [](const auto &x, const auto &y) {
            return x.second != y.second ? x.second < y.second : x.first < y.first;
        });
        pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());

        std::vector<Edge> edges;
        WordCounts counts(m_vocabulary.size(), m_weight);
        int loaded = -1;
        for (const auto &[o, n] : pairs) {
            if (n != loaded) {
                counts.load(m_new[size_t(n)]);
                loaded = n;
            }
            const double w = claim(o, n, likeness(m_old[size_t(o)], m_new[size_t(n)], counts));
            if (w > 0)
                edges.push_back({o, n, w});
        }
        // Strongest first; ties in rule order, so the result never depends on hashing.
        std::sort(edges.begin(), edges.end(), [](const Edge &a, const Edge &b) {
            if (a.weight != b.weight)
                return a.weight > b.weight;
            return a.n != b.n ? a.n < b.n : a.o < b.o;
        });
        for (const Edge &e : edges)
            if (m_oldPartner[size_t(e.o)] < 0 && m_newPartner[size_t(e.n)] < 0)
                pair(e.o, e.n);
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

    // Whether `part`, whose words come from `whole`, is one more part of it beside `parts`:
    // it accounts for words of the whole the parts lack, or it is itself a copy of the
    // whole (409.2, on playing spells and activated abilities, became 601.3 for spells and
    // 602.3 for abilities, each nearly all of it).
    bool completesWhole(const Prepared &whole, const std::vector<const Prepared *> &parts, const Prepared &part) const
    {
        std::vector<const Prepared *> after = parts;
        after.push_back(&part);
        if (similar(whole.tokens, mergedTokens(after)) > similar(whole.tokens, mergedTokens(parts)) + kMinGain)
            return true;
        return similar(whole, part) >= kCopyOfWhole;
    }

    ChangeKind pairKind(int o, int n) const
    {
        const Prepared &a = m_old[size_t(o)], &b = m_new[size_t(n)];
        const bool moved = a.number != b.number;
        if (a.full == b.full)
            return moved ? ChangeKind::Moved : ChangeKind::Unchanged;
        if (a.skeleton == b.skeleton)
            return moved ? ChangeKind::Moved : ChangeKind::Typography;
        if (a.skeletonNoRefs == b.skeletonNoRefs)
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
            std::vector<const Prepared *> before;
            for (const int i : change.newer)
                before.push_back(&m_new[size_t(i)]);
            if (!completesWhole(m_old[size_t(o)], before, m_new[size_t(n)]))
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
            std::vector<const Prepared *> before;
            for (const int i : change.older)
                before.push_back(&m_old[size_t(i)]);
            if (!completesWhole(m_new[size_t(n)], before, m_old[size_t(o)]))
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
    StringMap<int> m_newByNumber; // see newRuleNumbered()
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
    case ChangeKind::FirstSeen: return QStringLiteral("first seen");
    }
    return QString();
}

std::optional<ChangeKind> changeKindNamed(QStringView name)
{
    for (int k = int(ChangeKind::Unchanged); k <= int(ChangeKind::FirstSeen); ++k)
        if (name == changeKindName(ChangeKind(k)))
            return ChangeKind(k);
    return std::nullopt;
}

std::vector<RuleChange> alignRules(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                                   const AlignOptions &options)
{
    return Aligner(older, newer, options).run();
}

double wordLikeness(const QString &a, const QString &b)
{
    QStringList x = foldTypography(a).split(u' ', Qt::SkipEmptyParts), y = foldTypography(b).split(u' ', Qt::SkipEmptyParts);
    if (x.isEmpty() && y.isEmpty())
        return 1;
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    qsizetype common = 0;
    for (auto i = x.cbegin(), j = y.cbegin(); i != x.cend() && j != y.cend();) {
        if (*i < *j)
            ++i;
        else if (*j < *i)
            ++j;
        else
            ++common, ++i, ++j;
    }
    return 2.0 * double(common) / double(x.size() + y.size());
}

QString wordsKey(const QString &wording)
{
    return skeletonOf(foldTypography(wording));
}

ChangeKind wordingChange(const QString &before, const QString &after)
{
    if (before == after)
        return ChangeKind::Unchanged;
    if (wordsKey(before) == wordsKey(after))
        return ChangeKind::Typography;
    QString oldMasked, newMasked;
    if (withoutCitedNumbers(before, oldMasked) && withoutCitedNumbers(after, newMasked)
        && skeletonOf(foldTypography(oldMasked)) == skeletonOf(foldTypography(newMasked)))
        return ChangeKind::References;
    return ChangeKind::Modified;
}

} // namespace rulesdb
