// The search with some of the words scores a text for a long OR of words from what each part
// of the OR finds on its own (search/phrasehits.h): the score must be the very double that
// FTS5's bm25() gives the text in a query of the whole OR, or the order of the hits moves.

#include "rulesstore.h"
#include "search/phrasehits.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QTest>

#include <cstring>
#include <memory>

using namespace rulesdb;

namespace {

// Two editions sharing most texts, as the library's do: words in more than half the texts
// ("the": bm25's idf is then floored), a word twice in one text, a phrase, word starts.
RulesStore *madeStore()
{
    auto *store = new RulesStore(QStringLiteral(":memory:"));
    const std::vector<std::pair<const char *, const char *>> shared{
        {"5.", "Turn Structure"},
        {"510.", "Combat Damage Step"},
        {"510.1", "The attacking creatures assign their combat damage to the creatures blocking them."},
        {"510.1c", "A blocked creature assigns its combat damage to the creatures blocking it."},
        {"510.2", "The creature with trample deals combat damage, trample or not, to the player."},
        {"702.19", "Trample"},
        {"702.19b", "The controller of an attacking creature with trample first assigns damage to the blockers."},
        {"702.19c", "Multiple instances of trample are redundant."},
        {"704.5g", "A creature with toughness greater than 0 that has been dealt lethal damage is destroyed."}};
    auto older = shared;
    older.push_back({"702.20a", "Vigilance is a static ability. Attacking doesn't cause creatures with it to tap."});
    auto newer = shared;
    newer.push_back({"702.20a", "Vigilance is a static ability. Attacking doesn't cause the creature to tap."});
    newer.push_back({"702.20b", "The creature creates no combat damage step of its own; the creatures block."});
    store->addEdition(testsupport::madeEdition("2024-01-01", older));
    store->addEdition(testsupport::madeEdition("2025-01-01", newer));
    return store;
}

bool sameDouble(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class TestPhraseHits : public QObject {
    Q_OBJECT
private slots:
    void scoreIsBm25OfTheWholeOr_data();
    void scoreIsBm25OfTheWholeOr();
    void countsKeptForTheTextsSearchedOnly();
};

void TestPhraseHits::scoreIsBm25OfTheWholeOr_data()
{
    QTest::addColumn<QStringList>("ored");
    QTest::newRow("forms and word starts") << testsupport::list(
        {R"("creature" OR "creatures" OR "creat"*)", R"("damage")", R"("trample" OR "trampl"*)"});
    QTest::newRow("a word in most texts") << testsupport::list({R"("the")", R"("vigilance")"});
    QTest::newRow("a phrase") << testsupport::list({R"("combat damage" OR "damage")", R"("blocking")"});
    QTest::newRow("the same part twice") << testsupport::list({R"("trample")", R"("trample")", R"("tap")"});
    QTest::newRow("a word no text has") << testsupport::list({R"("mulligan")", R"("creature")"});
}

void TestPhraseHits::scoreIsBm25OfTheWholeOr()
{
    QFETCH(QStringList, ored);
    std::unique_ptr<RulesStore> store(madeStore());
    Database &db = store->database();
    Statement hitsQuery(db, kPhraseHitsQuery), sizeQuery(db, kIndexSizeQuery), tokensQuery(db, kTextTokensQuery);
    std::vector<std::shared_ptr<const PhraseHits>> parts;
    for (const QString &part : ored)
        parts.push_back(std::make_shared<const PhraseHits>(readPhraseHits(hitsQuery, part, nullptr)));
    const OrBm25 bm25(parts, readIndexSize(sizeQuery));

    Statement whole(db, "SELECT rowid, bm25(texts_fts) FROM texts_fts WHERE texts_fts MATCH ?1");
    whole.bind(1, ored.join(QStringLiteral(" OR ")));
    int rows = 0;
    while (whole.step()) {
        ++rows;
        const qint64 textId = whole.int64(0);
        const double expected = whole.real(1);
        const double got = bm25.score(textId, readTextTokens(tokensQuery, textId));
        if (!sameDouble(got, expected))
            QFAIL(qPrintable(QStringLiteral("text %1: %2, bm25() %3")
                                 .arg(textId)
                                 .arg(got, 0, 'g', 17)
                                 .arg(expected, 0, 'g', 17)));
    }
    QVERIFY(rows >= 2);
}

void TestPhraseHits::countsKeptForTheTextsSearchedOnly()
{
    std::unique_ptr<RulesStore> store(madeStore());
    Database &db = store->database();
    Statement hitsQuery(db, kPhraseHitsQuery);
    const QString match = QStringLiteral(R"("creature" OR "creatures")");
    const PhraseHits all = readPhraseHits(hitsQuery, match, nullptr);
    // The texts with "creatures" of the newer edition only: the older one's 702.20a is not.
    QSet<qint64> newer;
    Statement texts(db, "SELECT r.text_id FROM rules r JOIN editions e ON e.id = r.edition_id "
                        "WHERE e.date = '2025-01-01'");
    while (texts.step())
        newer.insert(texts.int64(0));
    const PhraseHits some = readPhraseHits(hitsQuery, match, &newer);
    QCOMPARE(some.phrases, 2);
    QVERIFY(some.texts.size() < all.texts.size());
    for (const qint64 id : some.texts)
        QVERIFY(newer.contains(id));
    // bm25 counts the texts of the whole index that have each phrase, whatever is searched.
    QCOMPARE(some.textsWith, all.textsWith);
    QCOMPARE(all.textsWith.size(), size_t(2));
    QVERIFY(all.textsWith[0] > 0 && all.textsWith[1] > 0);
    // A text the expression does not find has no counts.
    QVERIFY(!all.countsOf(-1));
    const quint32 *counts = all.countsOf(all.texts.front());
    QVERIFY(counts && counts[0] + counts[1] > 0);
}

QTEST_GUILESS_MAIN(TestPhraseHits)
#include "tst_phrasehits.moc"
