#pragma once
// bm25 of a text for a long OR of words ("counterspell OR counterspells OR counterspell* OR
// only OR counters OR …", the search with some of the words: search.cpp's addPartial()),
// worked out as FTS5's bm25() works it out, from what each part of the OR finds on its own.
//
// FTS5 scores such an OR by running it over every text of the index, and by counting, for
// each of its phrases, the texts that have it (bm25's idf): a question's OR of a dozen
// common words and word starts read most of the index twice, for a few hundred texts
// scored. Each part's texts, with how many times each of its phrases is in each, are read
// once and kept (RulesStore::Private::phraseHits()); the score of a text is then the same
// double that bm25() gives it in a query of the whole OR, step for step (tst_phrasehits checks
// it against bm25()).

#include <QSet>
#include <QString>
#include <QtGlobal>

#include <memory>
#include <vector>

namespace rulesdb {

class Statement;

// What a full-text expression finds among the texts searched (an edition's, or all), and
// how many texts of the whole index (texts_fts) have each of its phrases.
struct PhraseHits {
    std::vector<qint64> texts;     // those searched it finds, by id, ascending
    int phrases = 0;               // the expression's phrases ("counter"* is one), in its order
    std::vector<quint32> counts;   // texts.size() × phrases: each phrase's instances in each text
    std::vector<qint64> textsWith; // for each phrase, how many texts of the index have it (bm25's nHit)

    // The counts of the text's phrases; nullptr when the expression does not find it.
    const quint32 *countsOf(qint64 textId) const;
};

// The index's texts and their tokens in all (bm25's N, and its average length).
struct IndexSize {
    qint64 texts = 0;
    qint64 tokens = 0;
};

// The queries the readers run, for the caller to prepare once and keep.
inline constexpr char kPhraseHitsQuery[] =
    "SELECT rowid, phrase_counts(texts_fts) FROM texts_fts WHERE texts_fts MATCH ?1 ORDER BY rowid";
inline constexpr char kIndexSizeQuery[] = "SELECT index_size(texts_fts) FROM texts_fts LIMIT 1";
// A text's length as the index keeps it (FTS5's docsize table: one varint a column, and
// texts_fts has one), as bm25() reads it through xColumnSize(). Read from the table, not
// through the index: a lookup of one row of texts_fts reads the whole text as well.
inline constexpr char kTextTokensQuery[] = "SELECT sz FROM texts_fts_docsize WHERE id = ?1";

// `searched` (nullptr: every text) are the texts whose counts are kept; bm25 counts the
// texts of the whole index.
PhraseHits readPhraseHits(Statement &query, const QString &match, const QSet<qint64> *searched);
IndexSize readIndexSize(Statement &query);
// 0 for a text the index does not hold.
int readTextTokens(Statement &query, qint64 textId);

// bm25 of texts for the expressions joined by OR, in that order, as bm25() gives it in a
// query of that OR (negative, lower is better).
class OrBm25 {
public:
    OrBm25(std::vector<std::shared_ptr<const PhraseHits>> ored, const IndexSize &index);
    double score(qint64 textId, int textTokens) const;

private:
    std::vector<std::shared_ptr<const PhraseHits>> m_ored;
    std::vector<std::vector<double>> m_idf; // of each expression's phrases
    double m_averageTokens = 0;
};

} // namespace rulesdb
