// Word-level diff of rule texts.
//
// Why ICU word boundaries: the rules come in English and in Chinese (and may come in other
// languages). Splitting at spaces and punctuation by hand keeps "don't" and "107.3e" whole
// only with special cases, and cannot split Chinese or Japanese at all, since they write no
// spaces; ICU's word break rules (UAX #29) handle apostrophes, decimal points and combining
// marks, and its dictionary splits CJK text into words. Every boundary becomes a token, so
// spaces and punctuation are tokens too and the tokens join back into the text exactly.
//
// Why dtl: it is a small, header-only, packaged (libdtl-dev) implementation of the Wu-Manber-
// Myers O(NP) algorithm, which finds a minimal edit script in time proportional to the size
// times the number of differences: near-linear for two wordings of one rule. Tokens are
// interned to ints first so that the algorithm compares integers, not strings.

#include "text/worddiff.h"

#include "text/wordbreak.h"

#include <dtl/dtl.hpp>

#include <algorithm>

namespace rulesdb {

namespace {

bool isSpaceOnly(QStringView token)
{
    for (QChar c : token) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

// A text split into tokens, each token as an int shared by equal tokens of both texts.
struct Tokens {
    QStringView text;
    std::vector<qsizetype> bounds;
    std::vector<int> ids;
    QStringView token(qsizetype i) const { return text.sliced(bounds[i], bounds[i + 1] - bounds[i]); }
    QStringView slice(qsizetype from, qsizetype to) const
    {
        return text.sliced(bounds[from], bounds[to] - bounds[from]);
    }
};

// Gives each distinct token of two texts an int, equal tokens the same one: an open-
// addressing table reused by each thread's calls. (With a QHash per call, hashing took
// two thirds of the time of a whole diff.)
class Interner {
public:
    explicit Interner(size_t tokens) : m_slots(threadSlots())
    {
        size_t capacity = 64;
        while (capacity < tokens * 2)
            capacity *= 2;
        m_slots.assign(capacity, Slot{});
        m_mask = capacity - 1;
    }
    // Fills t.ids from t.bounds; whitespace tokens are left out when withSpaces is false.
    void assignIds(Tokens &t, bool withSpaces)
    {
        t.ids.clear();
        t.ids.reserve(t.bounds.size() - 1);
        for (qsizetype i = 0; i + 1 < qsizetype(t.bounds.size()); ++i) {
            const QStringView tok = t.token(i);
            if (!withSpaces && isSpaceOnly(tok))
                continue;
            t.ids.push_back(id(tok));
        }
    }

private:
    struct Slot {
        QStringView key;
        quint32 hash = 0;
        int id = -1;
    };
    static std::vector<Slot> &threadSlots()
    {
        thread_local std::vector<Slot> table;
        return table;
    }
    int id(QStringView token)
    {
        quint32 h = 2166136261u; // FNV-1a over UTF-16 units: tokens are a few units long
        for (QChar c : token)
            h = (h ^ c.unicode()) * 16777619u;
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            Slot &slot = m_slots[i];
            if (slot.id < 0) {
                slot = {token, h, m_next};
                return m_next++;
            }
            if (slot.hash == h && slot.key == token)
                return slot.id;
        }
    }
    std::vector<Slot> &m_slots;
    size_t m_mask = 0;
    int m_next = 0;
};

// Both texts split into tokens with shared ids; the first `head` and last `tail` characters
// of each, where both texts hold the same ones, are one token each (tokenizeChangedPair).
// The table holds at most half its slots.
void tokenizePair(QStringView a, QStringView b, bool withSpaces, Tokens &ta, Tokens &tb, qsizetype head = 0,
                  qsizetype tail = 0)
{
    std::vector<qsizetype> middle;
    const auto split = [&](QStringView text, Tokens &t) {
        t.text = text;
        t.bounds.assign(1, 0);
        if (head > 0)
            t.bounds.push_back(head);
        wordBoundaries(text.sliced(head, text.size() - head - tail), middle);
        for (size_t k = 1; k < middle.size(); ++k)
            t.bounds.push_back(head + middle[k]);
        if (tail > 0)
            t.bounds.push_back(text.size());
    };
    split(a, ta);
    split(b, tb);
    Interner interner(ta.bounds.size() + tb.bounds.size());
    interner.assignIds(ta, withSpaces);
    interner.assignIds(tb, withSpaces);
}

// Both texts split into tokens for a diff, where the words the two wordings begin and end
// with alike are one token each: a typical change touches a few words of a long rule, and
// splitting the rest into words (ICU) was most of a diff's time. The shared start and end
// are cut where both texts always break (isWordCut), so the words between split exactly as
// in the whole text, and the alignment, which keeps a common prefix and suffix whole
// anyway, finds the same changes.
void tokenizeChangedPair(QStringView a, QStringView b, Tokens &ta, Tokens &tb)
{
    const qsizetype na = a.size(), nb = b.size();
    qsizetype prefix = 0;
    while (prefix < na && prefix < nb && a[prefix] == b[prefix])
        ++prefix;
    qsizetype head = std::min(prefix, std::min(na, nb) - 1);
    while (head > 0 && !(isWordCut(a, head) && isWordCut(b, head)))
        --head;
    // The shared end stops where the shared start stops, not at its cut: the alignment
    // takes the common prefix first, and so must this ("space sculptor." → "space sculptor
    // or … space sculptor." keeps the first "sculptor" in the prefix).
    qsizetype suffix = 0;
    while (suffix < na - prefix && suffix < nb - prefix && a[na - 1 - suffix] == b[nb - 1 - suffix])
        ++suffix;
    qsizetype tail = suffix;
    while (tail > 0 && !(isWordCut(a, na - tail) && isWordCut(b, nb - tail)))
        --tail;

    tokenizePair(a, b, true, ta, tb, head, tail);
}

// A stretch of the alignment, in token indices: equal tokens old[o0,o1) = new[n0,n1), or a
// change replacing old[o0,o1) (possibly empty) by new[n0,n1) (possibly empty).
struct Region {
    bool same;
    qsizetype o0, o1, n0, n1;
};

// Builds regions one token at a time; equal and changed regions alternate.
class RegionBuilder {
public:
    void same(qsizetype count, qsizetype o, qsizetype n)
    {
        if (count <= 0)
            return;
        if (!m_regions.empty() && m_regions.back().same) {
            m_regions.back().o1 += count;
            m_regions.back().n1 += count;
        } else {
            m_regions.push_back({true, o, o + count, n, n + count});
        }
    }
    void change(qsizetype oldCount, qsizetype newCount, qsizetype o, qsizetype n)
    {
        if (oldCount <= 0 && newCount <= 0)
            return;
        if (!m_regions.empty() && !m_regions.back().same) {
            m_regions.back().o1 += oldCount;
            m_regions.back().n1 += newCount;
        } else {
            m_regions.push_back({false, o, o + oldCount, n, n + newCount});
        }
    }
    std::vector<Region> take() { return std::move(m_regions); }

private:
    std::vector<Region> m_regions;
};

qsizetype commonPrefix(const std::vector<int> &a, const std::vector<int> &b)
{
    const qsizetype limit = qsizetype(std::min(a.size(), b.size()));
    qsizetype p = 0;
    while (p < limit && a[p] == b[p])
        ++p;
    return p;
}

qsizetype commonSuffix(const std::vector<int> &a, const std::vector<int> &b, qsizetype prefix)
{
    const qsizetype limit = qsizetype(std::min(a.size(), b.size())) - prefix;
    const qsizetype na = qsizetype(a.size()), nb = qsizetype(b.size());
    qsizetype s = 0;
    while (s < limit && a[na - 1 - s] == b[nb - 1 - s])
        ++s;
    return s;
}

// The minimal alignment of two id sequences. The common prefix and suffix are taken off
// first (an LCS can always keep them), so dtl sees only the changed middle.
std::vector<Region> align(const std::vector<int> &a, const std::vector<int> &b)
{
    const qsizetype na = qsizetype(a.size()), nb = qsizetype(b.size());
    const qsizetype prefix = commonPrefix(a, b);
    const qsizetype suffix = commonSuffix(a, b, prefix);
    RegionBuilder regions;
    regions.same(prefix, 0, 0);
    const qsizetype ma = na - prefix - suffix, mb = nb - prefix - suffix;
    if (ma == 0 || mb == 0) {
        regions.change(ma, mb, prefix, prefix);
    } else {
        using Seq = std::vector<int>;
        dtl::Diff<int, Seq> diff(Seq(a.begin() + prefix, a.end() - suffix),
                                 Seq(b.begin() + prefix, b.end() - suffix));
        diff.compose();
        qsizetype o = prefix, n = prefix;
        for (const auto &[id, info] : diff.getSes().getSequence()) {
            Q_UNUSED(id);
            switch (info.type) {
            case dtl::SES_COMMON:
                regions.same(1, o++, n++);
                break;
            case dtl::SES_DELETE:
                regions.change(1, 0, o++, n);
                break;
            case dtl::SES_ADD:
                regions.change(0, 1, o, n++);
                break;
            }
        }
    }
    regions.same(suffix, na - suffix, nb - suffix);
    return regions.take();
}

// Number of tokens in a longest common subsequence of a and b.
qsizetype commonTokenCount(const std::vector<int> &a, const std::vector<int> &b)
{
    const qsizetype prefix = commonPrefix(a, b);
    const qsizetype suffix = commonSuffix(a, b, prefix);
    const qsizetype ma = qsizetype(a.size()) - prefix - suffix;
    const qsizetype mb = qsizetype(b.size()) - prefix - suffix;
    if (ma == 0 || mb == 0)
        return prefix + suffix;
    using Seq = std::vector<int>;
    dtl::Diff<int, Seq> diff(Seq(a.begin() + prefix, a.end() - suffix),
                             Seq(b.begin() + prefix, b.end() - suffix));
    diff.onOnlyEditDistance(); // insertions + deletions = ma + mb - 2 × LCS
    diff.compose();
    return prefix + suffix + (ma + mb - qsizetype(diff.getEditDistance())) / 2;
}

// Readable regions: whitespace kept equal between two changes joins them into one change,
// so "a b" → "c d" reads as one replacement, not "a"→"c", " ", "b"→"d". A joined change can
// start or end with the same tokens on both sides ("his or her " → "their "), or one side
// can be the start or end of the other (" " → " x y "): those tokens are equal again, so
// that "[-his or her-]{+their+} team" reads the same wherever the aligner put the space.
std::vector<Region> foldSpaces(const std::vector<Region> &regions, const Tokens &a, const Tokens &b)
{
    std::vector<Region> joined;
    joined.reserve(regions.size());
    for (size_t k = 0; k < regions.size(); ++k) {
        const Region &r = regions[k];
        if (r.same && !joined.empty() && !joined.back().same && k + 1 < regions.size()
            && isSpaceOnly(a.slice(r.o0, r.o1))) {
            // Regions alternate, so the next one is a change: join all three.
            joined.back().o1 = regions[k + 1].o1;
            joined.back().n1 = regions[k + 1].n1;
            ++k;
            continue;
        }
        joined.push_back(r);
    }

    RegionBuilder out;
    for (const Region &r : joined) {
        if (r.same) {
            out.same(r.o1 - r.o0, r.o0, r.n0);
            continue;
        }
        qsizetype head = 0, tail = 0;
        while (r.o0 + head < r.o1 && r.n0 + head < r.n1 && a.ids[r.o0 + head] == b.ids[r.n0 + head])
            ++head;
        while (r.o1 - tail > r.o0 + head && r.n1 - tail > r.n0 + head
               && a.ids[r.o1 - 1 - tail] == b.ids[r.n1 - 1 - tail])
            ++tail;
        out.same(head, r.o0, r.n0);
        out.change(r.o1 - r.o0 - head - tail, r.n1 - r.n0 - head - tail, r.o0 + head, r.n0 + head);
        out.same(tail, r.o1 - tail, r.n1 - tail);
    }
    return out.take();
}

} // namespace

QStringList wordTokens(QStringView text)
{
    std::vector<qsizetype> bounds;
    wordBoundaries(text, bounds);
    QStringList tokens;
    tokens.reserve(qsizetype(bounds.size()) - 1);
    for (size_t i = 0; i + 1 < bounds.size(); ++i)
        tokens.append(text.sliced(bounds[i], bounds[i + 1] - bounds[i]).toString());
    return tokens;
}

std::vector<DiffSpan> wordDiff(QStringView oldText, QStringView newText)
{
    if (oldText == newText) {
        if (oldText.isEmpty())
            return {};
        return {{DiffSpan::Same, oldText.toString()}};
    }
    if (oldText.isEmpty())
        return {{DiffSpan::Inserted, newText.toString()}};
    if (newText.isEmpty())
        return {{DiffSpan::Deleted, oldText.toString()}};

    Tokens a, b;
    tokenizeChangedPair(oldText, newText, a, b);
    const std::vector<Region> regions = foldSpaces(align(a.ids, b.ids), a, b);

    std::vector<DiffSpan> spans;
    spans.reserve(regions.size() * 2);
    for (const Region &r : regions) {
        if (r.same) {
            spans.push_back({DiffSpan::Same, a.slice(r.o0, r.o1).toString()});
            continue;
        }
        if (r.o1 > r.o0)
            spans.push_back({DiffSpan::Deleted, a.slice(r.o0, r.o1).toString()});
        if (r.n1 > r.n0)
            spans.push_back({DiffSpan::Inserted, b.slice(r.n0, r.n1).toString()});
    }
    return spans;
}

double wordSimilarity(QStringView a, QStringView b)
{
    if (a == b)
        return 1.0;
    Tokens ta, tb;
    tokenizePair(a, b, false, ta, tb);
    const qsizetype total = qsizetype(ta.ids.size() + tb.ids.size());
    if (total == 0)
        return 1.0; // both only whitespace
    return 2.0 * double(commonTokenCount(ta.ids, tb.ids)) / double(total);
}

std::vector<DiffSpan> withoutSpaceChanges(const std::vector<DiffSpan> &spans)
{
    const auto blank = [](const QString &text) {
        return std::all_of(text.begin(), text.end(), [](QChar c) { return c.isSpace(); });
    };
    std::vector<DiffSpan> out;
    out.reserve(spans.size());
    for (size_t i = 0; i < spans.size();) {
        if (spans[i].kind == DiffSpan::Same) {
            out.push_back(spans[i++]);
            continue;
        }
        // A change is a Deleted span, an Inserted one, or one of each.
        size_t end = i + 1;
        if (end < spans.size() && spans[i].kind == DiffSpan::Deleted && spans[end].kind == DiffSpan::Inserted)
            ++end;
        bool spaceOnly = true;
        QString newer;
        for (size_t k = i; k < end; ++k) {
            spaceOnly = spaceOnly && blank(spans[k].text);
            if (spans[k].kind == DiffSpan::Inserted)
                newer = spans[k].text;
        }
        if (!spaceOnly) {
            out.insert(out.end(), spans.begin() + std::ptrdiff_t(i), spans.begin() + std::ptrdiff_t(end));
        } else if (!newer.isEmpty()) {
            if (!out.empty() && out.back().kind == DiffSpan::Same)
                out.back().text += newer;
            else
                out.push_back({DiffSpan::Same, newer});
        }
        i = end;
    }
    // A Same span after a change made Same joins the one before it.
    std::vector<DiffSpan> merged;
    merged.reserve(out.size());
    for (DiffSpan &s : out) {
        if (!merged.empty() && merged.back().kind == DiffSpan::Same && s.kind == DiffSpan::Same)
            merged.back().text += s.text;
        else
            merged.push_back(std::move(s));
    }
    return merged;
}

QString renderPlainDiff(const std::vector<DiffSpan> &spans)
{
    qsizetype size = 0;
    for (const DiffSpan &s : spans)
        size += s.text.size() + 4;
    QString out;
    out.reserve(size);
    for (const DiffSpan &s : spans) {
        switch (s.kind) {
        case DiffSpan::Same:
            out += s.text;
            break;
        case DiffSpan::Deleted:
            out += u"[-";
            out += s.text;
            out += u"-]";
            break;
        case DiffSpan::Inserted:
            out += u"{+";
            out += s.text;
            out += u"+}";
            break;
        }
    }
    return out;
}

} // namespace rulesdb
