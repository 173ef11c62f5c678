// learnWordSenses() (wordsenses.h): the words' vectors, learnt from the texts in the
// database at import. The classic way (Levy and Goldberg's reading of word2vec as a
// factorisation): count how often two words stand within kWindow words of each other,
// keep the positive pointwise mutual information of each pair (context counts smoothed to
// the power 0.75, so rare contexts do not dominate), and reduce that matrix to its
// kSenseDimensions main directions with a randomised singular value decomposition (Halko,
// Martinsson and Tropp), done with Eigen. The random start is seeded: the same texts give
// the same vectors.

#include "search/wordsenses.h"

#include "cards/cardsearchindex.h"
#include "sqlite.h"

#include <Eigen/Dense>
#include <Eigen/Sparse>

#include <QHash>
#include <QSet>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace rulesdb {

namespace {

// Words this many apart or nearer are counted together.
constexpr int kWindow = 5;
// A word seen fewer times has no vector: too little to say what it means.
constexpr int kLeastUses = 3;
// The decomposition: this many directions more than kept, and two passes of power
// iteration, which keep the main directions as an exact decomposition finds them.
constexpr int kOversampling = 20;
constexpr int kPowerIterations = 2;

// The texts learnt from, as word ids: each word numbered as first seen (not in a hash's
// order, which changes from process to process: the same texts learn the same vectors).
struct Corpus {
    QHash<QString, int> ids;
    std::vector<QString> words;         // per id
    std::vector<int> uses;              // per id
    std::vector<int> documentsWith;     // per id
    std::vector<std::vector<int>> documents;

    QHash<QString, QString> read; // each word as senseWords() reads it, read once

    void add(const QString &text)
    {
        std::vector<int> doc;
        QSet<int> seen;
        for (const QString &w : senseWords(text, &read)) {
            auto it = ids.find(w);
            if (it == ids.end()) {
                it = ids.insert(w, int(uses.size()));
                words.push_back(w);
                uses.push_back(0);
                documentsWith.push_back(0);
            }
            ++uses[size_t(*it)];
            if (!seen.contains(*it)) {
                seen.insert(*it);
                ++documentsWith[size_t(*it)];
            }
            doc.push_back(*it);
        }
        documents.push_back(std::move(doc));
    }
};

void readTexts(Database &db, Corpus &corpus)
{
    // The newest English CR: each rule with its examples is one text.
    {
        Statement rules(db, "SELECT t.body, (SELECT group_concat(x.body, ' ') FROM "
                            "(SELECT et.body FROM examples e JOIN texts et ON et.id = e.text_id "
                            "WHERE e.edition_id = r.edition_id AND e.sort_key = r.sort_key ORDER BY e.ord) x) "
                            "FROM rules r JOIN texts t ON t.id = r.text_id WHERE r.edition_id = "
                            "(SELECT id FROM editions WHERE document = 'cr' AND language = 'en' "
                            "ORDER BY date DESC LIMIT 1) ORDER BY r.sort_key");
        while (rules.step())
            corpus.add(rules.isNull(1) ? rules.text(0) : rules.text(0) + u' ' + rules.text(1));
    }
    {
        Statement rulings(db, "SELECT t.body FROM oracle_rulings o JOIN card_texts t ON t.id = o.text_id");
        while (rulings.step())
            corpus.add(rulings.text(0));
    }
    {
        Statement cards(db, "SELECT t.body FROM card_versions v JOIN card_texts t ON t.id = v.text_id");
        while (cards.step()) {
            QStringList texts;
            for (const CardFace &face : cardFacesOf(cards.blob(0)))
                texts << face.text;
            corpus.add(texts.join(u' '));
        }
    }
}

// Pairs of word ids (the smaller first) and how often they stand near each other: open
// addressing over one array, as millions of pairs are counted.
class PairCounts {
public:
    void add(uint32_t a, uint32_t b, float n)
    {
        if (a > b)
            std::swap(a, b);
        if ((m_used + 1) * 2 > m_keys.size())
            grow();
        const uint64_t key = (uint64_t(a) << 32 | b) + 1;
        size_t i = slot(key);
        while (m_keys[i] && m_keys[i] != key)
            i = (i + 1) & (m_keys.size() - 1);
        if (!m_keys[i]) {
            m_keys[i] = key;
            ++m_used;
        }
        m_counts[i] += n;
    }
    template <typename F>
    void forEach(F f) const
    {
        for (size_t i = 0; i < m_keys.size(); ++i)
            if (m_keys[i])
                f(uint32_t((m_keys[i] - 1) >> 32), uint32_t((m_keys[i] - 1) & 0xffffffffu), m_counts[i]);
    }

private:
    size_t slot(uint64_t key) const
    {
        return size_t((key * 0x9E3779B97F4A7C15ull) >> 20) & (m_keys.size() - 1);
    }
    void grow()
    {
        std::vector<uint64_t> keys(std::max<size_t>(m_keys.size() * 2, 1 << 16), 0);
        std::vector<float> counts(keys.size(), 0.0f);
        keys.swap(m_keys);
        counts.swap(m_counts);
        for (size_t i = 0; i < keys.size(); ++i) {
            if (!keys[i])
                continue;
            size_t j = slot(keys[i]);
            while (m_keys[j])
                j = (j + 1) & (m_keys.size() - 1);
            m_keys[j] = keys[i];
            m_counts[j] = counts[i];
        }
    }
    std::vector<uint64_t> m_keys; // pair + 1; 0: empty
    std::vector<float> m_counts;
    size_t m_used = 0;
};

using RowMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// Orthonormal columns spanning those of m (Cholesky QR; a second pass makes them
// orthonormal to the float's accuracy, which only the final basis needs).
void orthonormalize(RowMatrix &m, int passes = 1)
{
    for (int pass = 0; pass < passes; ++pass) {
        const Eigen::MatrixXf gram = m.transpose() * m;
        const Eigen::LLT<Eigen::MatrixXf> llt(gram);
        if (llt.info() != Eigen::Success) {
            const Eigen::HouseholderQR<Eigen::MatrixXf> qr(m);
            m = qr.householderQ() * Eigen::MatrixXf::Identity(m.rows(), m.cols());
            return;
        }
        m = llt.matrixU().solve<Eigen::OnTheRight>(m);
    }
}

} // namespace

void learnWordSenses(Database &db, qint64 leastRulings)
{
    db.exec("DROP TABLE IF EXISTS word_senses; "
            "CREATE TABLE word_senses("
            "word   TEXT PRIMARY KEY, " // senseWords()'s form
            "weight REAL NOT NULL, "    // its rarity: log(texts / texts with it)
            "vector BLOB NOT NULL"      // kSenseDimensions signed bytes: the unit vector times 127
            ") WITHOUT ROWID");
    // Before the cards' schema step there are no rulings to learn from.
    if (db.queryInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'oracle_rulings'") == 0
        || db.queryInt("SELECT count(*) FROM oracle_rulings") < leastRulings)
        return;

    Corpus corpus;
    readTexts(db, corpus);

    // The words used often enough, numbered anew.
    std::vector<int> row(corpus.uses.size(), -1);
    std::vector<int> idOfRow;
    for (size_t id = 0; id < corpus.uses.size(); ++id)
        if (corpus.uses[id] >= kLeastUses) {
            row[id] = int(idOfRow.size());
            idOfRow.push_back(int(id));
        }
    const int vocabulary = int(idOfRow.size());
    const int dims = std::min(kSenseDimensions, vocabulary / 2);
    if (dims < 1)
        return;

    PairCounts pairs;
    for (const std::vector<int> &doc : corpus.documents) {
        std::vector<uint32_t> known;
        for (int id : doc)
            if (row[size_t(id)] >= 0)
                known.push_back(uint32_t(row[size_t(id)]));
        for (size_t i = 0; i < known.size(); ++i)
            for (size_t j = i > size_t(kWindow) ? i - kWindow : 0; j < i; ++j)
                pairs.add(known[i], known[j], known[i] == known[j] ? 2.0f : 1.0f);
    }

    // Positive pointwise mutual information of each pair, both ways.
    std::vector<double> rowSums(size_t(vocabulary), 0.0);
    pairs.forEach([&](uint32_t a, uint32_t b, float n) {
        rowSums[a] += n;
        if (a != b)
            rowSums[b] += n;
    });
    double total = 0, smoothedTotal = 0;
    std::vector<double> context(static_cast<size_t>(vocabulary));
    for (int i = 0; i < vocabulary; ++i) {
        total += rowSums[size_t(i)];
        context[size_t(i)] = std::pow(rowSums[size_t(i)], 0.75);
        smoothedTotal += context[size_t(i)];
    }
    for (double &c : context)
        c = c / smoothedTotal * total;
    std::vector<Eigen::Triplet<float>> entries;
    const auto keep = [&](uint32_t a, uint32_t b, float n) {
        const double pmi = std::log(double(n) * total / (rowSums[a] * context[b]));
        if (pmi > 0)
            entries.emplace_back(int(a), int(b), float(pmi));
    };
    pairs.forEach([&](uint32_t a, uint32_t b, float n) {
        keep(a, b, n);
        if (a != b)
            keep(b, a, n);
    });
    pairs = PairCounts();
    Eigen::SparseMatrix<float, Eigen::RowMajor> pmi(vocabulary, vocabulary);
    pmi.setFromTriplets(entries.begin(), entries.end());
    entries = {};
    const Eigen::SparseMatrix<float, Eigen::RowMajor> pmiT = pmi.transpose();

    // Randomised SVD: an orthonormal basis of the range of pmi, then the small problem.
    const int width = std::min(dims + kOversampling, vocabulary);
    std::mt19937 random(20261129u);
    std::normal_distribution<float> normal;
    RowMatrix start(vocabulary, width);
    for (int i = 0; i < vocabulary; ++i)
        for (int j = 0; j < width; ++j)
            start(i, j) = normal(random);
    RowMatrix basis = pmi * start;
    orthonormalize(basis);
    for (int pass = 0; pass < kPowerIterations; ++pass) {
        RowMatrix back = pmiT * basis;
        orthonormalize(back);
        basis = pmi * back;
        orthonormalize(basis, pass + 1 == kPowerIterations ? 2 : 1);
    }
    const RowMatrix projected = pmiT * basis; // (basisᵀ · pmi)ᵀ
    const Eigen::MatrixXf small = projected.transpose() * projected;
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXf> eigen(small);
    // Eigenvalues ascending: the last `dims` are the main directions; each scaled by the
    // square root of its singular value, as word vectors usually are.
    const Eigen::MatrixXf directions = eigen.eigenvectors().rightCols(dims);
    Eigen::VectorXf scale = eigen.eigenvalues().tail(dims).cwiseMax(0.0f).cwiseSqrt().cwiseSqrt();
    RowMatrix vectors = basis * directions;
    vectors = vectors * scale.asDiagonal();

    const double texts = double(corpus.documents.size());
    Statement insert(db, "INSERT INTO word_senses(word, weight, vector) VALUES(?1, ?2, ?3)");
    for (int i = 0; i < vocabulary; ++i) {
        const float norm = vectors.row(i).norm();
        if (norm <= 0)
            continue;
        QByteArray bytes(dims, '\0');
        for (int j = 0; j < dims; ++j)
            bytes[j] = char(static_cast<signed char>(std::lround(vectors(i, j) / norm * 127.0f)));
        const size_t id = size_t(idOfRow[size_t(i)]);
        insert.bind(1, corpus.words[id])
            .bind(2, std::log(texts / corpus.documentsWith[id]))
            .bindBlob(3, bytes)
            .run();
    }
}

} // namespace rulesdb
