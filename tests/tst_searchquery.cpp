// What a person types becomes a safe FTS5 expression; the store runs every one of them.

#include "rulesstore.h"
#include "searchquery.h"

#include <QTest>

using namespace rulesdb;

class TestSearchQuery : public QObject {
    Q_OBJECT
private slots:
    void parses_data();
    void parses();
    void filters();
    void anyTextIsAValidQuery_data();
    void anyTextIsAValidQuery();
};

void TestSearchQuery::parses_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("match");
    const auto row = [](const char *in, const char *out) {
        QTest::newRow(in) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    row("trample", "\"trample\"");
    row("trample deathtouch", "\"trample\" AND \"deathtouch\"");
    row("\"first strike\"", "\"first strike\"");
    row("kick*", "\"kick\"*");
    row("token -copy", "\"token\" NOT \"copy\"");
    row("a b -c", "(\"a\" AND \"b\") NOT \"c\"");
    row("flying OR reach", "(\"flying\" OR \"reach\")");
    row("flying or reach", "\"flying\" AND \"or\" AND \"reach\"");
    row("\"kick", "\"kick\"");
    row("say \"it\"s", "\"say\" AND \"it\" AND \"s\"");
    row("AND NEAR(", "\"AND\" AND \"NEAR(\"");
    row("601.2b", "\"601.2b\"");
    row("-copy", "");
    row("*", "");
    row("— – \"\"", "");
    row("", "");
    // Unspaced Chinese: the words it holds, each to be found; what ICU's dictionary leaves
    // in single characters (死触, "deathtouch") stays together.
    row("践踏伤害", "\"践踏\" AND \"伤害\"");
    row("死触", "\"死触\"");
    row("\"践踏伤害\"", "\"践踏伤害\"");
}

void TestSearchQuery::parses()
{
    QFETCH(QString, input);
    QFETCH(QString, match);
    QCOMPARE(parseSearchQuery(input).match, match);
}

void TestSearchQuery::filters()
{
    const SearchQuery q = parseSearchQuery(u"in:702.19 examples: damage");
    QCOMPARE(q.inRange, QStringLiteral("702.19"));
    QVERIFY(q.examplesOnly);
    QCOMPARE(q.match, QStringLiteral("\"damage\""));
    QCOMPARE(q.terms, QStringList{QStringLiteral("damage")});
    const SearchQuery prefixed = parseSearchQuery(u"first kick*");
    QCOMPARE(prefixed.terms, (QStringList{QStringLiteral("first"), QStringLiteral("kick")}));
    QCOMPARE(prefixed.prefixes, QStringList{QStringLiteral("kick")});
    // An in: that is not a number is just a word.
    QCOMPARE(parseSearchQuery(u"in:play").match, QStringLiteral("\"in:play\""));
}

void TestSearchQuery::anyTextIsAValidQuery_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("unfinished quote finds") << QStringLiteral("\"kick");
    QTest::newRow("curly quotes find") << QStringLiteral("\u201Cfirst strike\u201D");
    for (const char *q : {"\"kick", "kick\"", "*", "**", "-", "--", "\"", "\"\"\"", "a AND", "OR",
                          "OR OR a", "NOT a", "NEAR(a b)", "a:b", "^a", "(a", "a)", "{a b}",
                          "col : x", "'; DROP TABLE rules; --", "trample -", "\\", "+a", "a*b",
                          "in:", "in:999.99", "examples:", "\u201Cfirst strike\u201D", "日本語",
                          "é", "\t\n"})
        QTest::newRow(q) << QString::fromUtf8(q);
}

void TestSearchQuery::anyTextIsAValidQuery()
{
    QFETCH(QString, input);
    RulesStore store(QStringLiteral(":memory:"));
    EditionData e;
    e.meta.date = QStringLiteral("2024-01-01");
    e.meta.name = QStringLiteral("Test rules");
    e.meta.sourceFile = QStringLiteral("test.txt");
    e.meta.format = QStringLiteral("txt");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = QByteArray(64, 'a');
    e.rules = {{QStringLiteral("702.19"), QStringLiteral("Trample"), {}, 1},
               {QStringLiteral("702.19a"), QStringLiteral("Trample (a kick of damage) AND more."),
                {QStringLiteral("A first strike creature.")}, 2}};
    store.addEdition(e);
    // Must not throw: every input is a valid query, even if it finds nothing.
    SearchOptions opts;
    const auto hits = store.search(input, opts);
    if (QByteArray(QTest::currentDataTag()).endsWith("finds"))
        QVERIFY(!hits.empty());
}

QTEST_APPLESS_MAIN(TestSearchQuery)
#include "tst_searchquery.moc"
