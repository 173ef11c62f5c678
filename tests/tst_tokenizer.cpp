// The words full-text search sees: ICU word boundaries (Chinese and Japanese split into
// words), typography and case folded away, and the same words whether asked of the
// tokenizer directly or of an FTS5 table that uses it.

#include "schema.h"
#include "sqlite.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"

#include <QTest>

using namespace rulesdb;

namespace {

QStringList tokens(const QString &text)
{
    QStringList out;
    for (const SearchToken &t : searchTokens(text))
        out << t.folded;
    return out;
}

} // namespace

class TestTokenizer : public QObject {
    Q_OBJECT
private slots:
    void sameWords_data();
    void sameWords();
    void differentWords_data();
    void differentWords();
    void chineseAndJapaneseAreSplitIntoWords();
    void offsetsPointAtTheWordsAsWritten();
    void theIndexMatchesWithTheSameWords_data();
    void theIndexMatchesWithTheSameWords();
    void highlightsTheWordsAsWritten();
    void phraseColumnsTellWhereEachGroupIs();
    void malformedTextIsRead();
};

void TestTokenizer::sameWords_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    const auto row = [](const char *tag, const char *a, const char *b) {
        QTest::newRow(tag) << QString::fromUtf8(a) << QString::fromUtf8(b);
    };
    row("curly apostrophe", "can’t", "can't");
    row("lost apostrophe", "cant", "can't");
    row("apostrophe lost to a question mark", "creature?s", "creature’s");
    row("backquote", "don`t", "don't");
    row("em dash", "state—based actions", "state-based actions");
    row("en dash", "state–based", "state based");
    row("case", "STATE-BASED ACTIONS", "State-Based Actions");
    row("tap symbol", "{Tap}: Add {G}.", "{T}: Add {G}.");
    row("untap symbol", "{Untap}", "{Q}");
    row("trademark spelled out", "Magic(TM) game", "Magic™ game");
    row("registered spelled out", "Future Sight(r)", "Future Sight®");
    row("italics", "_Magic_", "Magic");
    row("accents", "Junún Efreet", "junun efreet");
    row("ligature", "Æther", "aether");
    row("full-width letters", "ＴＲＡＭＰＬＥ", "trample");
    row("curly quotes", "“legend rule”", "\"legend rule\"");
}

void TestTokenizer::sameWords()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QVERIFY(!tokens(a).isEmpty());
    QCOMPARE(tokens(a), tokens(b));
}

void TestTokenizer::differentWords_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("an apostrophe is not a space") << QStringLiteral("can't") << QStringLiteral("can t");
    QTest::newRow("rule numbers stay whole") << QStringLiteral("601.2b") << QStringLiteral("601.2");
    QTest::newRow("kana keep their voicing") << QStringLiteral("が") << QStringLiteral("か");
    QTest::newRow("a tap symbol is not a word tap") << QStringLiteral("{Tap}") << QStringLiteral("tap");
}

void TestTokenizer::differentWords()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QVERIFY(tokens(a) != tokens(b));
}

void TestTokenizer::chineseAndJapaneseAreSplitIntoWords()
{
    const QStringList zh = tokens(QStringLiteral("具有践踏的攻击生物之操控者"));
    QVERIFY2(zh.contains(QStringLiteral("践踏")) && zh.contains(QStringLiteral("生物")), qPrintable(zh.join(u'|')));
    QVERIFY(zh.size() > 3);
    const QStringList ja = tokens(QStringLiteral("トランプルを持つクリーチャー"));
    QVERIFY2(ja.contains(QStringLiteral("トランプル")) && ja.contains(QStringLiteral("クリーチャー")),
             qPrintable(ja.join(u'|')));
    // Chinese punctuation separates words as English punctuation does.
    QCOMPARE(tokens(QStringLiteral("践踏，死触。")).first(), QStringLiteral("践踏"));
}

void TestTokenizer::offsetsPointAtTheWordsAsWritten()
{
    const QString text = QStringLiteral("Creatures can’t block; see rule 601.2f–h ({Tap}).");
    QStringList written;
    for (const SearchToken &t : searchTokens(text))
        written << text.mid(t.start, t.end - t.start);
    QCOMPARE(written, (QStringList{QStringLiteral("Creatures"), QStringLiteral("can’t"), QStringLiteral("block"),
                                   QStringLiteral("see"), QStringLiteral("rule"), QStringLiteral("601.2f"),
                                   QStringLiteral("h"), QStringLiteral("Tap")}));
    QCOMPARE(tokens(text).last(), QStringLiteral("t"));
}

void TestTokenizer::theIndexMatchesWithTheSameWords_data()
{
    QTest::addColumn<QString>("match");
    QTest::addColumn<int>("row");
    QTest::newRow("lost apostrophe") << QStringLiteral("cant") << 1;
    QTest::newRow("curly apostrophe") << QStringLiteral("\"can’t\"") << 1;
    QTest::newRow("dash as phrase") << QStringLiteral("\"state based\"") << 2;
    QTest::newRow("tap symbol") << QStringLiteral("\"{Tap}\"") << 3;
    QTest::newRow("accent") << QStringLiteral("junun") << 4;
    QTest::newRow("chinese word") << QStringLiteral("践踏") << 5;
    QTest::newRow("prefix") << QStringLiteral("stat*") << 2;
}

void TestTokenizer::theIndexMatchesWithTheSameWords()
{
    QFETCH(QString, match);
    QFETCH(int, row);
    Database db(QStringLiteral(":memory:"));
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='%1')").arg(QString::fromLatin1(kFtsTokenize)));
    Statement insert(db, "INSERT INTO t(rowid, body) VALUES(?1, ?2)");
    const QStringList bodies = {QStringLiteral("This spell can’t be countered."),
                                QStringLiteral("State—based actions are checked."), QStringLiteral("{T}: Add {G}."),
                                QStringLiteral("Junún Efreet"), QStringLiteral("具有践踏的攻击生物")};
    for (int i = 0; i < bodies.size(); ++i)
        insert.bind(1, i + 1).bind(2, bodies[i]).run();
    Statement found(db, "SELECT rowid FROM t WHERE t MATCH ?1");
    found.bind(1, match);
    QVERIFY(found.step());
    QCOMPARE(found.integer(0), row);
    QVERIFY(!found.step());
}

void TestTokenizer::highlightsTheWordsAsWritten()
{
    // FTS5 cuts highlights at the tokenizer's byte offsets: they must fall on the UTF-8 of
    // the words as written, curly apostrophes and ideographs included.
    Database db(QStringLiteral(":memory:"));
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='%1');"
                           "INSERT INTO t(body) VALUES('It can’t be countered. 具有践踏的生物')")
                .arg(QString::fromLatin1(kFtsTokenize)));
    Statement st(db, "SELECT highlight(t, 0, '[', ']') FROM t WHERE t MATCH ?1");
    st.bind(1, QStringLiteral("cant 践踏"));
    QVERIFY(st.step());
    QCOMPARE(st.text(0), QStringLiteral("It [can’t] be countered. 具有[践踏]的生物"));
}

void TestTokenizer::phraseColumnsTellWhereEachGroupIs()
{
    // Two groups of phrases ("flying" or "fly*"; "angel"), as the cards' search asks them:
    // one byte a group, bit c for column c, of the row found.
    Database db(QStringLiteral(":memory:"));
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(name, text, rulings, tokenize='%1');"
                           "INSERT INTO t(rowid, name, text, rulings) VALUES"
                           "(1, 'Serra Angel', 'Flying, vigilance', 'An angel can fly.'),"
                           "(2, 'Angel of Mercy', 'When this enters, gain 3 life.', 'Flyers are blocked by reach.'),"
                           "(3, 'Wind Drake', 'Flying', '')")
                .arg(QString::fromLatin1(kFtsTokenize)));
    Statement st(db, "SELECT rowid, hex(phrase_columns(t, ?2)) FROM t WHERE t MATCH ?1 ORDER BY rowid");
    st.bind(1, QStringLiteral("(\"flying\" OR \"fly\"*) AND (\"angel\") NOT \"drake\""))
        .bindBlob(2, QByteArray::fromHex("000001"));
    QVERIFY(st.step());
    QCOMPARE(st.integer(0), 1);
    QCOMPARE(st.text(1), QStringLiteral("0605")); // flying: text and rulings; angel: name and rulings
    QVERIFY(st.step());
    QCOMPARE(st.integer(0), 2);
    QCOMPARE(st.text(1), QStringLiteral("0401")); // "flyers" in the rulings; angel in the name
    QVERIFY(!st.step());
    // A phrase in no group (255) counts for none.
    Statement none(db, "SELECT hex(phrase_columns(t, x'FF00')) FROM t WHERE t MATCH 'flying AND wind'");
    QVERIFY(none.step());
    QCOMPARE(none.text(0), QStringLiteral("01"));
}

void TestTokenizer::malformedTextIsRead()
{
    Database db(QStringLiteral(":memory:"));
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='%1')").arg(QString::fromLatin1(kFtsTokenize)));
    Statement insert(db, "INSERT INTO t(body) VALUES(?1)");
    insert.bindUtf8(1, QByteArray("trample \xC3 \xE2\x80 \xF0\x9F\x92\xA9 haste \xFF")).run();
    QCOMPARE(db.queryInt("SELECT count(*) FROM t WHERE t MATCH 'haste'"), 1);
    QCOMPARE(db.queryInt("SELECT count(*) FROM t WHERE t MATCH 'trample'"), 1);
}

QTEST_APPLESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
