// What every reader of the tournament-policy documents shares: dates as each shape writes
// them, the document a title names, headings in every spelling, paragraphs from wrapped
// lines.
#include "policy/policytext.h"

#include <QTest>

using namespace importers::policy;
using rulesdb::Document;

class TestPolicyText : public QObject {
    Q_OBJECT
private slots:
    void statedDates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("date");
        QTest::newRow("pdf") << "MAGIC INFRACTION PROCEDURE GUIDE\nEffective September 23, 2024\n" << "2024-09-23";
        QTest::newRow("ordinal") << "<em>Effective Jan 21st, 2019<br> Last updated Feb 9th , 2019</em>" << "2019-01-21";
        QTest::newRow("abbreviated") << "Effective Mar 1, 2008" << "2008-03-01";
        QTest::newRow("no-break spaces") << u"Effective\u00A0July\u00A018,\u00A02014"_qs << "2014-07-18";
        QTest::newRow("jar updated") << "Judging at Regular REL\nUpdated August 5, 2024" << "2024-08-05";
        QTest::newRow("no such day") << "Effective February 30, 2024" << "";
    }
    void statedDates()
    {
        QFETCH(QString, text);
        QFETCH(QString, date);
        const auto found = findStatedDate(text);
        QVERIFY(found);
        QCOMPARE(found->date, date);
    }
    void noDateIsNoDate()
    {
        QVERIFY(!findStatedDate(u"Rules effective immediately for every player"));
        QVERIFY(!findStatedDate(u"2.1 Game Play Error — Missed Trigger"));
    }

    void documentsFromTitles_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("document"); // empty: none
        QTest::newRow("mtr") << "Magic: The Gathering Tournament Rules" << "mtr";
        QTest::newRow("floor rules") << "DCI Floor Rules" << "mtr";
        QTest::newRow("1994") << "Duelists' Convocation - Magic the Gathering Tournament rules" << "mtr";
        QTest::newRow("ipg caps") << "MAGIC INFRACTION PROCEDURE GUIDE" << "ipg";
        QTest::newRow("jar") << "Judging at Regular Rules Enforcement Level" << "jar";
        QTest::newRow("jar short") << "Judging at Regular REL" << "jar";
        QTest::newRow("cr") << "Magic: The Gathering Comprehensive Rules" << "";
        QTest::newRow("unknown") << "Unknown" << "";
    }
    void documentsFromTitles()
    {
        QFETCH(QString, title);
        QFETCH(QString, document);
        const auto d = documentOfTitle(title);
        QCOMPARE(d ? rulesdb::documentName(*d) : QString(), document);
    }

    void headings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("penalty");
        QTest::addColumn<int>("level");
        QTest::newRow("pdf infraction") << u"2.1. Game Play Error — Missed Trigger"_qs << "2.1" << "Game Play Error" << "Missed Trigger" << "" << 2;
        QTest::newRow("ascii infraction") << "IPG 2.2 Game Play Error - Looking at Extra Cards" << "2.2" << "Game Play Error" << "Looking at Extra Cards" << "" << 2;
        QTest::newRow("glued penalty") << u"Game Play Error — Missed Trigger No Penalty"_qs << "" << "" << "" << "" << 0;
        QTest::newRow("numbered glued penalty") << u"2.1 Game Play Error — Missed Trigger No Penalty"_qs << "2.1" << "Game Play Error" << "Missed Trigger" << "No Penalty" << 2;
        QTest::newRow("mtr") << "MTR 4.4 Loops" << "4.4" << "" << "Loops" << "" << 2;
        QTest::newRow("two-digit subsection") << "3.16 Hidden Information" << "3.16" << "" << "Hidden Information" << "" << 2;
        QTest::newRow("section caps") << "1 GENERAL PHILOSOPHY" << "1" << "" << "GENERAL PHILOSOPHY" << "" << 1;
        QTest::newRow("section") << "1. Tournament Fundamentals" << "1" << "" << "Tournament Fundamentals" << "" << 1;
        QTest::newRow("appendix dash") << u"Appendix B — Changes from Previous Versions"_qs << "Appendix B" << "" << "Changes from Previous Versions" << "" << 1;
        QTest::newRow("appendix hyphen") << "Appendix B-Time Limits" << "Appendix B" << "" << "Time Limits" << "" << 1;
        QTest::newRow("appendix prefixed") << "MTR Appendix A - Changes From Previous Versions" << "Appendix A" << "" << "Changes From Previous Versions" << "" << 1;
        QTest::newRow("floor rules") << "101.\tFormat and Ratings Categories" << "101" << "" << "Format and Ratings Categories" << "" << 1;
        QTest::newRow("not a heading") << "2.5 mm" << "" << "" << "" << "" << 0;
    }
    void headings()
    {
        QFETCH(QString, text);
        QFETCH(QString, number);
        QFETCH(QString, category);
        QFETCH(QString, title);
        QFETCH(QString, penalty);
        QFETCH(int, level);
        const auto h = parseHeading(text);
        if (number.isEmpty()) {
            QVERIFY2(!h, qPrintable(text));
            return;
        }
        QVERIFY2(h, qPrintable(text));
        QCOMPARE(h->number, number);
        QCOMPARE(h->category, category);
        QCOMPARE(h->title, title);
        QCOMPARE(h->penalty, penalty);
        QCOMPARE(h->level, level);
    }

    void titlesInTitleCase_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("titleCased");
        QTest::newRow("ipg") << "MAGIC INFRACTION PROCEDURE GUIDE" << "Magic Infraction Procedure Guide";
        QTest::newRow("small words") << "RANDOMIZING A LIBRARY" << "Randomizing a Library";
        QTest::newRow("after a colon") << "MAGIC: THE GATHERING TOURNAMENT RULES" << "Magic: The Gathering Tournament Rules";
        QTest::newRow("abbreviation") << "MAGIC: THE GATHERING\u00ae DCI FLOOR RULES" << "Magic: The Gathering\u00ae DCI Floor Rules";
        QTest::newRow("mixed case kept") << "Framework of this Document" << "Framework of this Document";
        QTest::newRow("first small word") << "THE   SETS" << "The Sets";
    }
    void titlesInTitleCase()
    {
        QFETCH(QString, text);
        QFETCH(QString, titleCased);
        QCOMPARE(importers::policy::titleCased(text), titleCased);
    }
    void capitalsAndComparableTitles()
    {
        QVERIFY(isAllCapitals(u"1. GENERAL PHILOSOPHY"));
        QVERIFY(!isAllCapitals(u"1. General Philosophy"));
        QVERIFY(!isAllCapitals(u"1.2"));
        QCOMPARE(comparableTitle(u"Game Play Error \u2014 Missed Trigger"), comparableTitle(u"GAME PLAY ERROR - MISSED TRIGGER"));
        QCOMPARE(comparableTitle(u"Appendix A\u2014Time Limits"), u"appendixa-timelimits"_qs);
        QVERIFY(comparableTitle(u"Missed Trigger") != comparableTitle(u"Missed Triggers"));
    }

    void penaltyTablesGetTheirCells()
    {
        QCOMPARE(penaltyTableRows({u"Infraction Penalty"_qs, u"Game Play Errors Missed Trigger None"_qs,
                                   u"Mulligan Procedure Error Warning Game Rule Violation Warning"_qs,
                                   u"Unsporting Conduct \u2014 Major Match Loss"_qs}),
                 QStringList({u"Infraction | Penalty"_qs, u"Game Play Errors"_qs, u"Missed Trigger | None"_qs,
                              u"Mulligan Procedure Error | Warning"_qs, u"Game Rule Violation | Warning"_qs,
                              u"Unsporting Conduct \u2014 Major | Match Loss"_qs}));
        // Text that only mentions penalties is no table.
        const QStringList text = {u"A Warning is a note on the record."_qs, u"The penalty is a Game Loss."_qs,
                                  u"Issue a Warning"_qs};
        QCOMPARE(penaltyTableRows(text), text);
    }

    void contentsListFindsHeadingsInOrder()
    {
        ContentsList contents;
        contents.add({QString(), QString(), u"Introduction"_qs, 3});
        contents.add({u"1"_qs, QString(), u"General Philosophy"_qs, 4});
        contents.add({u"2.1"_qs, u"Game Play Error"_qs, u"Missed Trigger"_qs, 5});
        contents.add({u"3"_qs, QString(), u"Players Shuffle"_qs, 6});
        QCOMPARE(contents.match(u"1"_qs, {}, u"GENERAL PHILOSOPHY"_qs), std::optional<size_t>(1));
        // Behind the last one found: no longer a heading.
        QCOMPARE(contents.match({}, {}, u"INTRODUCTION"_qs), std::nullopt);
        QCOMPARE(contents.match(u"2.1"_qs, u"Game Play Error"_qs, u"Missed  Trigger"_qs), std::optional<size_t>(2));
        QCOMPARE(contents.match(u"3"_qs, {}, u"Players shuffle their decks."_qs), std::nullopt);
        QCOMPARE(contents.unmatched(), (std::vector<size_t>{0, 3}));
        QCOMPARE(contents.at(2).line, 5);
    }

    void wrappedLinesAreMended()
    {
        const QSet<QString> vocabulary = wordsOf(u"an out-of-order sequence; pre-game procedures; infraction");
        QCOMPARE(joinWrappedLines({u"This is an infrac-"_qs, u"tion of the rules."_qs}, vocabulary),
                 u"This is an infraction of the rules."_qs);
        QCOMPARE(joinWrappedLines({u"Out-of-"_qs, u"order sequencing"_qs}, vocabulary), u"Out-of-order sequencing"_qs);
        QCOMPARE(joinWrappedLines({u"during pre-"_qs, u"game procedures"_qs}, vocabulary), u"during pre-game procedures"_qs);
        QCOMPARE(joinWrappedLines({u"  two\u00A0 spaces "_qs, u"and a line"_qs}), u"two spaces and a line"_qs);
        QCOMPARE(joinWrappedLines({u"sections 2 -"_qs, u"4"_qs}), u"sections 2 - 4"_qs);
    }

    void penaltiesAndPartLabels()
    {
        QCOMPARE(penaltyOf(u" warning "), std::optional<QString>(u"Warning"_qs));
        QCOMPARE(penaltyOf(u"GAME LOSS"), std::optional<QString>(u"Game Loss"_qs));
        QCOMPARE(penaltyOf(u"None"), std::optional<QString>(u"No Penalty"_qs));
        QCOMPARE(penaltyOf(u"Warning*"), std::optional<QString>(u"Warning"_qs));
        QVERIFY(!penaltyOf(u"Penalty"));
        QCOMPARE(partLabelOf(u"ADDITIONAL REMEDY"), std::optional<QString>(u"Additional Remedy"_qs));
        QCOMPARE(partLabelOf(u"Upgrade:"), std::optional<QString>(u"Upgrade"_qs));
        QCOMPARE(partLabelOf(u"Example"), std::optional<QString>(u"Examples"_qs));
        QVERIFY(!partLabelOf(u"Definition of Penalties"));
    }
};

QTEST_APPLESS_MAIN(TestPolicyText)
#include "tst_policytext.moc"
