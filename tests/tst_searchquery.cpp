// What a person types becomes a safe FTS5 expression; the store runs every one of them.

#include "rulesstore.h"
#include "search/searchquery.h"
#include "testsupport.h"
#include "text/wordstem.h"

#include <QTest>

using namespace rulesdb;

class TestSearchQuery : public QObject {
    Q_OBJECT
private slots:
    void parses_data();
    void parses();
    void filters();
    void looseForms();
    void nearOneAnother();
    void wordStems_data();
    void wordStems();
    void asked();
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
    row("x y -c", "(\"x\" AND \"y\") NOT \"c\"");
    row("flying OR reach", "(\"flying\" OR \"reach\")");
    // Lower-case "or" is a word, one that links others: not required.
    row("flying or reach", "\"flying\" AND \"reach\"");
    // A question's own words are not required: it asks about the rest.
    row("what is the stack", "\"stack\"");
    row("how does ward work", "\"ward\"");
    row("ward work", "\"ward\" AND \"work\"");
    row("can a tapped creature block", "\"tapped\" AND \"creature\" AND \"block\"");
    row("from the", "\"from\" AND \"the\"");
    // Shorthand the rules spell out: as typed, or as the rules word it.
    row("SBA", "(\"SBA\" OR \"state-based actions\" OR \"state-based action\")");
    row("etb -token", "(\"etb\" OR \"enters\") NOT \"token\"");
    row("L7b colour", "(\"L7b\" OR \"layer 7b\") AND (\"colour\" OR \"color\")");
    row("player having zero life", "\"player\" AND \"zero\" AND \"life\""); // "has": a function word
    // Words judges say together for one thing: one part, as typed or as the rules word it;
    // not across a comma, and not when one of them is left out.
    row("activate at instant speed", "\"activate\" AND (\"instant speed\" OR \"could cast an instant\")");
    row("Board Wipe", "(\"Board Wipe\" OR \"destroy all\")");
    row("instant, speed", "\"instant,\" AND \"speed\"");
    row("instant -speed", "\"instant\" NOT \"speed\"");
    row("\"kick", "\"kick\"");
    row("say \"it\"s", "\"say\" AND \"it\" AND \"s\"");
    row("AND NEAR(", "\"NEAR(\""); // "AND" is the word "and"
    row("601.2b", "\"601.2b\"");
    row("-copy", "");
    // A dash before a digit is a minus: power and toughness, not a word left out.
    row("-1/-1 counters", "\"-1/-1\" AND \"counters\"");
    row("+1/+1 -1/-1", "\"+1/+1\" AND \"-1/-1\"");
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

void TestSearchQuery::asked()
{
    // What a query is about, to be told a title or a glossary term.
    QCOMPARE(parseSearchQuery(u"what is the stack").asked, QStringList{QStringLiteral("stack")});
    QCOMPARE(parseSearchQuery(u"how does ward work").asked, QStringList{QStringLiteral("ward")});
    QCOMPARE(parseSearchQuery(u"SBA").asked, QStringList{QStringLiteral("state-based actions")});
    // Shorthand beside the word it stands for asks about that one thing: "protection DEBT"
    // is about protection, whose title is then what was asked.
    QCOMPARE(parseSearchQuery(u"protection DEBT").asked, QStringList{QStringLiteral("protection")});
    QCOMPARE(parseSearchQuery(u"gy graveyard").asked, QStringList{QStringLiteral("graveyard")});
    QCOMPARE(parseSearchQuery(u"CMC").terms,
             testsupport::list({"CMC", "mana value", "converted mana cost"})); // all highlighted
    QCOMPARE(parseSearchQuery(u"from the").asked, testsupport::list({"from", "the"}));
    // A judges' phrase is one part, shown missing as typed.
    const SearchQuery phrase = parseSearchQuery(u"can I tap a mana rock in response");
    QCOMPARE(phrase.asked, testsupport::list({"tap", "mana ability", "response"}));
    QVERIFY(std::any_of(phrase.parts.begin(), phrase.parts.end(),
                        [](const QueryPart &p) { return p.typed == u"mana rock" && p.alternatives; }));
}

void TestSearchQuery::looseForms()
{
    // Each part in any form of its words; a number in words or digits; a phrase, a prefix,
    // a short word, alternatives and an exclusion as typed.
    const SearchQuery q = parseSearchQuery(u"removes copies seven \"first strike\" kick* the flying OR reach -token");
    QCOMPARE(q.parts.size(), size_t(7));
    QStringList typed, loose;
    for (const QueryPart &p : q.parts) {
        typed << p.typed;
        loose << p.loose;
    }
    QCOMPARE(typed, testsupport::list({"removes", "copies", "seven", "\"first strike\"", "kick*", "the",
                                       "flying OR reach"}));
    QCOMPARE(loose, testsupport::list({"\"removes\" OR \"remove\" OR \"remov\"*", "\"copies\" OR \"copy\" OR \"copy\"*",
                                       "\"seven\" OR \"7\"", "\"first strike\"", "\"kick\"*", "\"the\"",
                                       "\"flying\" OR \"reach\" OR \"reaches\" OR \"reach\"*"}));
    // What the search requires of a part: as typed (the other forms follow those texts).
    QCOMPARE(q.parts[0].match, QStringLiteral("\"removes\""));
    QCOMPARE(q.parts[0].forms, QStringList{QStringLiteral("remove")});
    QCOMPARE(q.notRequired(), QStringList{QStringLiteral("the")});
    // When and how a question compares are its own words, not the rule's.
    QCOMPARE(parseSearchQuery(u"respond during the cleanup step").notRequired(), testsupport::list({"during", "the"}));
    QCOMPARE(parseSearchQuery(u"hidden zones vs public zones").notRequired(), QStringList{QStringLiteral("vs")});
    // A question word anywhere makes it a question: the situation told first is asked about.
    QCOMPARE(parseSearchQuery(u"my blocker got sacrificed does the damage go through").notRequired(),
             testsupport::list({"my", "got", "does", "the", "go"}));
    // Told without one, the same words are what is searched for.
    QCOMPARE(parseSearchQuery(u"blocker got sacrificed damage goes through").notRequired(), QStringList{});
    QCOMPARE(q.match, QStringLiteral("(\"removes\" AND \"copies\" AND \"seven\" AND \"first strike\" AND \"kick\"* AND "
                                     "(\"flying\" OR \"reach\")) NOT \"token\""));
    QCOMPARE(q.excluded, QStringLiteral(" NOT \"token\""));
    // "the" tells no text apart: the search with some of the words leaves it out.
    const LooseQuery some = looseQuery(q);
    QCOMPARE(some.parts, (std::vector<size_t>{0, 1, 2, 3, 4, 6}));
    loose.removeAt(5);
    QCOMPARE(some.match, u'(' + loose.join(QStringLiteral(" OR ")) + QStringLiteral(") NOT \"token\""));
    // Unless there is nothing else.
    QCOMPARE(looseQuery(parseSearchQuery(u"from the")).parts, (std::vector<size_t>{0, 1}));
    QCOMPARE(q.parts[0].stems, QStringList{QStringLiteral("remov")});
    // A word the rules also say another way: that way too, but only there.
    const SearchQuery extra = parseSearchQuery(u"extra land");
    QCOMPARE(extra.parts[0].loose, QStringLiteral("\"extra\" OR \"extras\" OR \"additional\" OR \"extra\"*"));
    QCOMPARE(extra.parts[0].match, QStringLiteral("\"extra\""));
    QCOMPARE(extra.parts[0].forms, testsupport::list({"extras", "additional"}));
    QCOMPARE(parseSearchQuery(u"tapped").parts[0].loose,
             QStringLiteral("\"tapped\" OR \"untapped\" OR \"tapp\"* OR \"tap\""));
    // The keyword "dies" for the forms no stem reaches; "die" is the one rolled.
    QCOMPARE(parseSearchQuery(u"died").parts[0].loose, QStringLiteral("\"died\" OR \"dies\""));
    QCOMPARE(parseSearchQuery(u"dying").parts[0].forms, testsupport::list({"dies"}));
}

void TestSearchQuery::nearOneAnother()
{
    // The required parts, phrases and prefixes as they are; function words, alternatives
    // and exclusions left out.
    QCOMPARE(nearMatch(parseSearchQuery(u"left the battlefield"), 1), QStringLiteral("NEAR(\"left\" \"battlefield\", 1)"));
    QCOMPARE(nearMatch(parseSearchQuery(u"\"first strike\" kick* flying OR reach SBA damage -token"), 2),
             QStringLiteral("NEAR(\"first strike\" \"kick\"* \"damage\", 2)"));
    // A quoted "OR" is a word of the phrase, not alternatives.
    QCOMPARE(nearMatch(parseSearchQuery(u"\"flying OR reach\" damage"), 1),
             QStringLiteral("NEAR(\"flying OR reach\" \"damage\", 1)"));
    // One part is near nothing.
    QCOMPARE(nearMatch(parseSearchQuery(u"what is the stack"), 1), QString());
    QCOMPARE(nearMatch(parseSearchQuery(u"trample"), 1), QString());
}

void TestSearchQuery::wordStems_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("alternative");
    const auto row = [](const char *word, const char *prefix, const char *alternative) {
        QTest::newRow(word) << QString::fromUtf8(word) << QString::fromUtf8(prefix) << QString::fromUtf8(alternative);
    };
    row("removes", "remov", "");
    row("removal", "removal", "");
    row("blocking", "block", "");
    row("abilities", "abilit", "");
    row("copies", "copy", "copies");
    // A doubled consonant before -ed or -ing is one in the other forms.
    row("controlled", "control", ""); // controller, controls
    row("dropped", "drop", "");
    row("tapped", "tapp", "tap");     // "tap"* would be "tape" too
    row("spelled", "spel", "");       // finds "spell" as well
    row("flying", "", "");            // "fly"* would be too many words
    row("seen", "", "");              // short words as typed
}

void TestSearchQuery::wordStems()
{
    QFETCH(QString, word);
    QFETCH(QString, prefix);
    QFETCH(QString, alternative);
    const WordStem stem = wordStem(word);
    QCOMPARE(stem.prefix, prefix);
    QCOMPARE(stem.alternative, alternative);
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
