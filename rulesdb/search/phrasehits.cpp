#include "search/phrasehits.h"

#include "sqlite.h"
#include "storeprivate.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace rulesdb {

namespace {

// The bytes the lists kept may take in all: past it they are forgotten at once, so that a
// long session of searches never holds more than this of them.
constexpr size_t kMostKept = 16'000'000;

// bm25's constants (FTS5's fts5_aux.c).
constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

// An SQLite varint (as FTS5 writes its sizes): big-endian groups of 7 bits, the high bit
// set on every byte but the last, the ninth byte whole.
qint64 varint(QByteArrayView bytes)
{
    quint64 value = 0;
    for (qsizetype i = 0; i < bytes.size() && i < 9; ++i) {
        const auto byte = quint8(bytes[i]);
        if (i == 8)
            return qint64((value << 8) | byte);
        value = (value << 7) | (byte & 0x7F);
        if (!(byte & 0x80))
            break;
    }
    return qint64(value);
}

} // namespace

const quint32 *PhraseHits::countsOf(qint64 textId) const
{
    const auto it = std::lower_bound(texts.begin(), texts.end(), textId);
    if (it == texts.end() || *it != textId)
        return nullptr;
    return counts.data() + (it - texts.begin()) * phrases;
}

PhraseHits readPhraseHits(Statement &query, const QString &match, const QSet<qint64> *searched)
{
    PhraseHits hits;
    query.bind(1, match);
    std::vector<quint32> counts;
    while (query.step()) {
        const QByteArrayView blob = query.bytes(1);
        if (hits.textsWith.empty()) {
            hits.phrases = int(blob.size() / qsizetype(sizeof(quint32)));
            hits.textsWith.assign(size_t(hits.phrases), 0);
            counts.resize(size_t(hits.phrases));
        }
        std::fill(counts.begin(), counts.end(), 0);
        std::memcpy(counts.data(), blob.data(), std::min(size_t(blob.size()), counts.size() * sizeof(quint32)));
        for (int p = 0; p < hits.phrases; ++p)
            hits.textsWith[size_t(p)] += counts[size_t(p)] > 0;
        const qint64 textId = query.int64(0);
        if (searched && !searched->contains(textId))
            continue;
        hits.texts.push_back(textId);
        hits.counts.insert(hits.counts.end(), counts.begin(), counts.end());
    }
    query.reset();
    return hits;
}

IndexSize readIndexSize(Statement &query)
{
    IndexSize size;
    if (query.step()) {
        const QByteArrayView blob = query.bytes(0);
        if (blob.size() == 2 * qsizetype(sizeof(qint64))) {
            std::memcpy(&size.texts, blob.data(), sizeof(qint64));
            std::memcpy(&size.tokens, blob.data() + sizeof(qint64), sizeof(qint64));
        }
    }
    query.reset();
    return size;
}

int readTextTokens(Statement &query, qint64 textId)
{
    query.bind(1, textId);
    const int tokens = query.step() ? int(varint(query.bytes(0))) : 0;
    query.reset();
    return tokens;
}

OrBm25::OrBm25(std::vector<std::shared_ptr<const PhraseHits>> ored, const IndexSize &index)
    : m_ored(std::move(ored))
{
    // As fts5Bm25GetData(): the idf of each phrase, never below a millionth (a phrase in
    // more than half the texts would weigh less than none), and the average length.
    const qint64 n = index.texts;
    for (const auto &hits : m_ored) {
        std::vector<double> idf;
        for (const qint64 having : hits->textsWith) {
            double weight = std::log((n - having + 0.5) / (having + 0.5));
            if (weight <= 0.0)
                weight = 1e-6;
            idf.push_back(weight);
        }
        m_idf.push_back(std::move(idf));
    }
    m_averageTokens = double(index.tokens) / double(n);
}

double OrBm25::score(qint64 textId, int textTokens) const
{
    // As fts5Bm25Function(), phrase after phrase in the order of the whole expression, each
    // term written as it writes it: the same operations in the same order give the same
    // double, and the search's order of texts depends on the last bit of it.
    const double D = double(textTokens);
    double score = 0.0;
    for (size_t e = 0; e < m_ored.size(); ++e) {
        const PhraseHits &hits = *m_ored[e];
        const quint32 *counts = hits.countsOf(textId);
        for (int p = 0; p < hits.phrases; ++p) {
            const double freq = counts ? double(counts[p]) : 0.0;
            score += m_idf[e][size_t(p)] * ((freq * (kK1 + 1.0)) / (freq + kK1 * (1 - kB + kB * D / m_averageTokens)));
        }
    }
    return -1.0 * score;
}

std::shared_ptr<const PhraseHits> RulesStore::Private::phraseHits(const QString &match, std::optional<qint64> editionId)
{
    keepPhraseHitsCurrent();
    const std::pair<QString, qint64> key{match, editionId.value_or(0)};
    if (const auto it = m_phraseHits.find(key); it != m_phraseHits.end())
        return it->second;
    std::shared_ptr<const PhraseHits> hits;
    {
        const QSet<qint64> *searched = editionId ? &editionTexts(*editionId) : nullptr;
        auto query = use(kPhraseHitsQuery);
        hits = std::make_shared<const PhraseHits>(readPhraseHits(*query, match, searched));
    }
    const size_t kept = hits->texts.size() * sizeof(qint64) + hits->counts.size() * sizeof(quint32);
    if (m_phraseHitsKept + kept > kMostKept) {
        m_phraseHits.clear();
        m_phraseHitsKept = 0;
    }
    m_phraseHitsKept += kept;
    m_phraseHits.emplace(key, hits);
    return hits;
}

const IndexSize &RulesStore::Private::indexSize()
{
    keepPhraseHitsCurrent();
    if (!m_indexSize) {
        auto query = use(kIndexSizeQuery);
        m_indexSize = readIndexSize(*query);
    }
    return *m_indexSize;
}

std::vector<int> RulesStore::Private::textTokens(const std::vector<qint64> &texts)
{
    keepPhraseHitsCurrent();
    std::vector<int> out;
    out.reserve(texts.size());
    for (const qint64 textId : texts) {
        auto it = m_textTokens.constFind(textId);
        if (it == m_textTokens.cend()) {
            auto query = use(kTextTokensQuery);
            it = m_textTokens.insert(textId, readTextTokens(*query, textId));
        }
        out.push_back(*it);
    }
    return out;
}

void RulesStore::Private::keepPhraseHitsCurrent()
{
    if (const qint64 stamp = changeStamp(); stamp != m_phraseHitsStamp) {
        m_phraseHits.clear();
        m_phraseHitsKept = 0;
        m_indexSize.reset();
        m_textTokens.clear();
        m_phraseHitsStamp = stamp;
    }
}

} // namespace rulesdb
