// Dated rulings: every rule with the date its text took effect, read from a page written
// here and from the user's page; then, with real editions, the text in force on a date.

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

class TestDatedRulings : public QObject {
    Q_OBJECT
private slots:
    void stampsAndWarnings_data();
    void stampsAndWarnings();
    void warningsNameTheirLines();
    void pageWithoutStampsIsRefused();
    void userPage();
    void textInForceOnADate_data();
    void textInForceOnADate();
};

static const RuleEntry *find(const EditionData &e, const QString &number)
{
    for (const auto &r : e.rules)
        if (r.number == number)
            return &r;
    return nullptr;
}

static EditionData sample()
{
    return importers::readEdition(testsupport::testData(QStringLiteral("rulings/dated-sample.txt")), {});
}

void TestDatedRulings::stampsAndWarnings_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("since"); // empty: the page gives no usable date
    QTest::addColumn<QString>("text");
    QTest::newRow("heading from the page title") << "702." << "" << "Keyword Abilities";
    QTest::newRow("a rule") << "702.19" << "2009-07-08" << "Trample";
    QTest::newRow("an entry over two lines")
        << "702.19b" << "2011-09-30"
        << "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.\n"
           "Once all those blocking creatures are assigned lethal damage, any remaining damage is assigned as its controller chooses.";
    QTest::newRow("no stamp") << "702.19c" << "" << "Assigning lethal damage takes into account damage already dealt this turn.";
    QTest::newRow("not a date") << "702.19d" << ""
                                << "If all the creatures blocking it are removed from combat, all its damage is assigned to the player.";
    QTest::newRow("after the release") << "702.19e" << "2012-06-01" << "Trample over planeswalkers.";
}

void TestDatedRulings::stampsAndWarnings()
{
    QFETCH(QString, number);
    QFETCH(QString, since);
    QFETCH(QString, text);
    const EditionData e = sample();
    QCOMPARE(e.meta.format, QStringLiteral("dated-rulings"));
    QCOMPARE(e.meta.date, QStringLiteral("2012-03-02")); // "March 2, 2012 release"
    QVERIFY(e.meta.flags & FlagPartial);
    QCOMPARE(e.rules.size(), size_t(7));
    const RuleEntry *r = find(e, number);
    QVERIFY(r);
    QCOMPARE(r->since, since);
    QCOMPARE(r->text, text);
    if (number == QStringLiteral("702.19b")) {
        QCOMPARE(r->examples, QStringList{QStringLiteral("A 2/2 creature that can block an additional creature blocks two attackers.")});
        QCOMPARE(r->exampleSince, QStringList{QStringLiteral("2010-07-16")});
    }
}

void TestDatedRulings::warningsNameTheirLines()
{
    const QStringList w = sample().warnings;
    auto has = [&](const QString &start, const QString &part) {
        for (const QString &s : w)
            if (s.startsWith(start) && s.contains(part))
                return true;
        return false;
    };
    QVERIFY2(has(QStringLiteral("dated-sample.txt:9: "), QStringLiteral("no date stamp")), qPrintable(w.join(u'\n')));
    QVERIFY2(has(QStringLiteral("dated-sample.txt:10: "), QStringLiteral("2009/13/45")), qPrintable(w.join(u'\n')));
    QVERIFY2(has(QStringLiteral("dated-sample.txt:11: "), QStringLiteral("skipped")), qPrintable(w.join(u'\n')));
    QVERIFY2(has(QStringLiteral("dated-sample.txt:12: "), QStringLiteral("after the release")), qPrintable(w.join(u'\n')));
    QCOMPARE(w.size(), 4);
}

void TestDatedRulings::pageWithoutStampsIsRefused()
{
    // Text that is not such a page, forced to be read as one.
    importers::ImportOptions o;
    o.format = QStringLiteral("dated-rulings");
    o.date = QStringLiteral("2012-01-01");
    QVERIFY_THROWS_EXCEPTION(importers::ImportError,
                             importers::readEdition(testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt")), o));
}

// The user's page, checked by hand: 27 rules of section 107 (every "- 107.x -" line), the
// heading from "General Rulings - 107107 - Numbers and Symbols", 3 examples; 25 stamps
// of 2009/07/08 and 5 of 2009/10/01 (107.3a, 107.3c, 107.4e, 107.10, 107.11).
void TestDatedRulings::userPage()
{
    REQUIRE_SHARED();
    const EditionData e = importers::readEdition(testsupport::sharedDir() + QStringLiteral("/seeds/dated-rulings-107.txt"), {});
    QCOMPARE(e.meta.format, QStringLiteral("dated-rulings"));
    QCOMPARE(e.meta.date, QStringLiteral("2009-10-23"));
    QVERIFY(e.meta.flags & FlagPartial);
    QCOMPARE(e.rules.size(), size_t(28));
    QCOMPARE(e.rules.front().number, QStringLiteral("107."));
    QCOMPARE(e.rules.front().text, QStringLiteral("Numbers and Symbols"));
    int examples = 0;
    QStringList october;
    for (const auto &r : e.rules) {
        examples += int(r.examples.size());
        if (r.since == QStringLiteral("2009-10-01"))
            october << r.number;
    }
    QCOMPARE(examples, 3);
    QCOMPARE(october, (QStringList{QStringLiteral("107.3a"), QStringLiteral("107.3c"), QStringLiteral("107.4e"),
                                   QStringLiteral("107.10"), QStringLiteral("107.11")}));
    QCOMPARE(find(e, QStringLiteral("107.1"))->since, QStringLiteral("2009-07-08"));
    // The example under 107.4e keeps its own, older date.
    QCOMPARE(find(e, QStringLiteral("107.4e"))->exampleSince, QStringList{QStringLiteral("2009-07-08")});
    QCOMPARE(find(e, QStringLiteral("107.4e"))->examples,
             QStringList{QStringLiteral("{G/W}{G/W} can be paid by spending {G}{G}, {G}{W}, or {W}{W}.")});
    // The site's symbols are kept as written.
    QVERIFY(find(e, QStringLiteral("107.5"))->text.startsWith(QStringLiteral("The tap symbol is {Tap}.")));
    QVERIFY(find(e, QStringLiteral("107.3a"))->text.contains(QStringLiteral("{X}, <--X->, or X")));
    QVERIFY2(e.warnings.isEmpty(), qPrintable(e.warnings.join(u'\n')));
}

void TestDatedRulings::textInForceOnADate_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("edition");
    QTest::addColumn<QString>("contains");
    QTest::addColumn<QString>("since");
    // 2009-07-11 and 2009-09-04 are whole editions; Zendikar's changes took effect on
    // 2009-10-01, which only the dated rulings page (of 2009-10-23) records.
    QTest::newRow("before the change") << "107.3a" << "2009-08-15" << "2009-07-11" << "with an {X} or an X in it" << "2009-07-11";
    // The official text of 2009-09-04 already had the new wording (with "[-X]" for the
    // loyalty symbol), though the dated page stamps it 2009-10-01.
    QTest::newRow("the day before") << "107.3a" << "2009-09-30" << "2009-09-04" << "with an {X}, [-X], or X in it" << "2009-09-04";
    // The dated page writes the symbol "<--X->": the same words as the official text's
    // "[-X]", so they are in force since that text, not since the page's later stamp.
    QTest::newRow("after the change") << "107.3a" << "2009-10-05" << "2009-10-23" << "with an {X}, <--X->, or X in it" << "2009-09-04";
    // Planechase (2009-09-04) brought the planeswalker symbol; 2009-07-11 has no 107.10.
    QTest::newRow("not yet in use") << "107.10" << "2009-08-01" << "" << "" << "";
    QTest::newRow("came with Planechase") << "107.10" << "2009-09-10" << "2009-09-04" << "The planeswalker symbol is {P}." << "2009-09-04";
}

void TestDatedRulings::textInForceOnADate()
{
    REQUIRE_SHARED();
    QFETCH(QString, number);
    QFETCH(QString, date);
    QFETCH(QString, edition);
    QFETCH(QString, contains);
    QFETCH(QString, since);
    RulesStore store(QStringLiteral(":memory:"));
    importers::importFiles(store,
                           {testsupport::corpusFile(QStringLiteral("cr-txt/2009-07-11.txt")),
                            testsupport::corpusFile(QStringLiteral("cr-txt/2009-09-04.txt")),
                            testsupport::sharedDir() + QStringLiteral("/seeds/dated-rulings-107.txt")},
                           {});
    const RuleNumber n = *RuleNumber::parse(number);
    const auto rule = store.ruleAsOf(n, date, QStringLiteral("en"));
    if (edition.isEmpty()) {
        QVERIFY(!rule);
        return;
    }
    QVERIFY(rule);
    QCOMPARE(rule->edition.date, edition);
    QVERIFY2(rule->rule.text.contains(contains), qPrintable(rule->rule.text));
    QCOMPARE(store.textSince(rule->edition, n)->date, since);
}

QTEST_GUILESS_MAIN(TestDatedRulings)
#include "tst_datedrulings.moc"
