// What words mean, learnt from the card rulings (search/wordsenses.h): how a text is read
// into words, that too few rulings learn nothing, that the same texts learn the same
// vectors, and, on MTGJSON's real 2022 archive with the CR of 2026-01-16, that a judge's
// question is answered better with them than without.

#include "cardslices.h"
#include "importer.h"
#include "rulesstore.h"
#include "search/wordsenses.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace rulesdb;
using namespace testsupport;

class TestWordSenses : public QObject {
    Q_OBJECT

private slots:
    void readsAsLearnt_data();
    void readsAsLearnt();
    void tooFewRulingsLearnNothing();
    void theSameTextsLearnTheSameVectors();
    void judgesWordsAreReadByTheirMeaning();

private:
    static QStringList numbersFound(RulesStore &store, const QString &question);
    static QByteArray storedVectors(Database &db);
};

void TestWordSenses::readsAsLearnt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    // 702.19b's words: the linking and asking words out, each word as its family's start, a
    // letter alone ("(s)") none.
    QTest::newRow("702.19b") << QStringLiteral("The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.")
                             << list({"controller", "attack", "creatur", "trampl", "first", "assign", "damag", "creatur", "block"});
    // Curly apostrophes as straight ones; a possessive is its owner; "+1/+1" is one word and
    // a bare number none.
    QTest::newRow("table") << QStringLiteral("Can my opponent’s 2/2 get +1/+1 counters? It can’t block 3 creatures.")
                           << list({"opponent", "2/2", "get", "+1/+1", "counter", "can't", "block", "creatur"});
}

void TestWordSenses::readsAsLearnt()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    QCOMPARE(senseWords(text), words);
}

// The search of the rules' own first three hits, by number, for the newest edition.
QStringList TestWordSenses::numbersFound(RulesStore &store, const QString &question)
{
    SearchOptions options;
    options.editionId = store.edition(QString(), QStringLiteral("en"))->id;
    options.limit = 3;
    QStringList numbers;
    for (const SearchHit &hit : store.search(question, options))
        numbers << hit.number;
    return numbers;
}

QByteArray TestWordSenses::storedVectors(Database &db)
{
    QByteArray all;
    Statement st(db, "SELECT word, weight, vector FROM word_senses ORDER BY word");
    while (st.step())
        all += st.text(0).toUtf8() + ' ' + QByteArray::number(st.real(1), 'g', 17) + ' ' + st.blob(2) + '\n';
    return all;
}

// The sample cards bundled with the app hold a handful of rulings: nothing is learnt, and
// a question is searched as it was.
void TestWordSenses::tooFewRulingsLearnNothing()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList files = setFilesFrom2022Archive(QDir(dir.path()), {QStringLiteral("TSP.json")});
    QCOMPARE(files.size(), 1);
    RulesStore store(dir.filePath(QStringLiteral("few.sqlite")));
    QCOMPARE(int(importers::importFiles(store, files + QStringList{corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"))}, {}).size()), 2);
    QVERIFY(store.database().queryInt("SELECT count(*) FROM oracle_rulings") < kLeastRulingsToLearnFrom);
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM word_senses"), 0);
    WordSenses senses(store.database());
    QVERIFY(!senses.known());
    QVERIFY(senses.meaningOf(QStringLiteral("trample damage")).empty());
}

// Learnt from three real sets (few enough for a sanitizer), twice: the same bytes, and each
// vector of unit length; a damaged weight leaves its word unknown and nothing else.
void TestWordSenses::theSameTextsLearnTheSameVectors()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList files = setFilesFrom2022Archive(
        QDir(dir.path()), {QStringLiteral("M20.json"), QStringLiteral("WAR.json"), QStringLiteral("TSP.json")});
    QCOMPARE(files.size(), 3);
    RulesStore store(dir.filePath(QStringLiteral("sets.sqlite")));
    QCOMPARE(int(importers::importFiles(store, files + QStringList{corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"))}, {}).size()), 4);
    Database &db = store.database();
    const qint64 rulings = db.queryInt("SELECT count(*) FROM oracle_rulings");
    QVERIFY(rulings > 100);
    learnWordSenses(db, 100);
    const QByteArray first = storedVectors(db);
    QVERIFY(db.queryInt("SELECT count(*) FROM word_senses") > 1000);
    learnWordSenses(db, 100);
    QCOMPARE(storedVectors(db), first);

    Statement st(db, "SELECT vector FROM word_senses");
    while (st.step()) {
        const QByteArray v = st.blob(0);
        QCOMPARE(v.size(), kSenseDimensions);
        double norm = 0;
        for (char c : v)
            norm += double(static_cast<signed char>(c)) * static_cast<signed char>(c) / (127.0 * 127.0);
        QVERIFY2(std::abs(std::sqrt(norm) - 1.0) < 0.05, qPrintable(QString::number(std::sqrt(norm))));
    }
    st.reset();

    // A weight no import writes (a damaged or crafted file): that word is not known, the
    // others still are, and a question is searched and ordered all the same.
    db.exec("UPDATE word_senses SET weight = 9e999 WHERE word = 'creatur'");
    WordSenses damaged(db);
    QVERIFY(damaged.meaningOf(QStringLiteral("creature")).empty());
    const std::vector<float> trample = damaged.meaningOf(QStringLiteral("creature trample"));
    QVERIFY(!trample.empty());
    QVERIFY(std::all_of(trample.begin(), trample.end(), [](float x) { return std::isfinite(x); }));
    SearchOptions options;
    options.limit = 5;
    QVERIFY(!store.search(QStringLiteral("creature with trample gets blocked"), options).empty());
}

// The whole archive: the import learns, related words are near, and questions that share
// no word with their rule's first words find it among the first three (they did not
// before: the same search with the senses removed).
void TestWordSenses::judgesWordsAreReadByTheirMeaning()
{
    REQUIRE_SHARED();
#ifdef RULEKEEPER_SANITIZED
    QSKIP("the whole card archive takes minutes under a sanitizer; theSameTextsLearnTheSameVectors learns from a slice");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RulesStore store(dir.filePath(QStringLiteral("archive.sqlite")));
    QCOMPARE(int(importers::importFiles(store, {corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")), cardArchive2022()}, {}).size()), 2);
    Database &db = store.database();
    QVERIFY(db.queryInt("SELECT count(*) FROM word_senses") > 5000);

    WordSenses senses(db);
    QVERIFY(senses.known());
    const auto like = [&](const char *a, const char *b) {
        return WordSenses::likeness(senses.meaningOf(QString::fromUtf8(a)), senses.meaningOf(QString::fromUtf8(b)));
    };
    QVERIFY(like("regenerate", "regeneration shield") > like("regenerate", "mulligan"));
    QVERIFY(like("lifelink", "gain life") > like("lifelink", "shuffle library"));
    QVERIFY(like("lightning bolt", "deals 3 damage to any target") > like("lightning bolt", "draw a card"));

    struct Asked {
        const char *question;
        const char *answer;
    };
    const Asked asked[] = {
        {"when does damage wear off", "120.6"},
        {"my 2/2 deathtouch trampler gets blocked by a 5/5 how much damage can I trample over", "702.19b"},
    };
    for (const Asked &a : asked)
        QVERIFY2(numbersFound(store, QString::fromUtf8(a.question)).contains(QString::fromUtf8(a.answer)),
                 qPrintable(numbersFound(store, QString::fromUtf8(a.question)).join(u' ')));
    // What was typed itself keeps its place, however its words read: the glossary's entry
    // for an obsolete term typed by its name ("Converted Mana Cost (Obsolete)").
    QCOMPARE(numbersFound(store, QStringLiteral("converted mana cost")).value(0),
             QStringLiteral("Converted Mana Cost (Obsolete)"));
    db.exec("DELETE FROM word_senses");
    for (const Asked &a : asked)
        QVERIFY2(!numbersFound(store, QString::fromUtf8(a.question)).contains(QString::fromUtf8(a.answer)),
                 qPrintable(numbersFound(store, QString::fromUtf8(a.question)).join(u' ')));
}

QTEST_GUILESS_MAIN(TestWordSenses)
#include "tst_wordsenses.moc"
