// A rule number through time, on editions written here: the wording in force on a date
// (editions and dated rulings together) and since when a wording has been in force.

#include "rulesstore.h"

#include <QTest>

using namespace rulesdb;

namespace {

// One rule, 107.3a, in an edition: `text` empty means the edition lacks it.
EditionData edition(const char *date, const char *text, int flags = 0, const char *since = nullptr)
{
    EditionData e;
    e.meta.date = QString::fromLatin1(date);
    e.meta.name = QStringLiteral("Comprehensive Rules");
    e.meta.sourceFile = e.meta.date + QStringLiteral(".txt");
    e.meta.format = QStringLiteral("txt");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = e.meta.date.toLatin1();
    e.meta.flags = flags;
    e.rules.push_back({QStringLiteral("107."), QStringLiteral("Numbers and Symbols")});
    e.rules.push_back({QStringLiteral("107.3"), QStringLiteral("Many objects use the letter X.")});
    if (*text) {
        RuleEntry r{QStringLiteral("107.3a"), QString::fromUtf8(text)};
        if (since)
            r.since = QString::fromLatin1(since);
        e.rules.push_back(r);
    }
    return e;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT
private slots:
    void init();
    void ruleAsOf_data();
    void ruleAsOf();
    void textSince_data();
    void textSince();

private:
    std::unique_ptr<RulesStore> m_store;
};

// The story the rows below ask about: 107.3a first appears 2009-07-11; a dated-rulings
// page of 2009-10-23 says a new wording took effect on 2009-10-01; the whole edition of
// 2010-02-01 has that new wording; an excerpt of 2010-03-01 lacks the rule (it says
// nothing); the whole edition of 2011-01-01 removed it.
void TestTimeline::init()
{
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
    m_store->addEdition(edition("2009-05-01", ""));
    m_store->addEdition(edition("2009-07-11", "The controller announces X."));
    m_store->addEdition(edition("2009-09-04", "The controller announces X."));
    m_store->addEdition(edition("2009-10-23", "The controller announces X, <--X->, or {X}.", FlagPartial, "2009-10-01"));
    m_store->addEdition(edition("2010-02-01", "The controller announces X, <--X->, or {X}."));
    m_store->addEdition(edition("2010-03-01", "", FlagPartial));
    m_store->addEdition(edition("2011-01-01", ""));
}

void TestTimeline::ruleAsOf_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("edition"); // empty: no rule 107.3a on that date
    QTest::addColumn<QString>("text");
    QTest::newRow("before any edition") << "2001-01-01" << "" << "";
    QTest::newRow("a whole edition lacks it") << "2009-06-01" << "" << "";
    QTest::newRow("its first day") << "2009-07-11" << "2009-07-11" << "The controller announces X.";
    QTest::newRow("between two editions") << "2009-08-15" << "2009-07-11" << "The controller announces X.";
    QTest::newRow("before the stamped change") << "2009-09-30" << "2009-09-04" << "The controller announces X.";
    QTest::newRow("the stamped change applies before its page")
        << "2009-10-05" << "2009-10-23" << "The controller announces X, <--X->, or {X}.";
    QTest::newRow("the next whole edition") << "2010-02-15" << "2010-02-01" << "The controller announces X, <--X->, or {X}.";
    QTest::newRow("an excerpt without it says nothing")
        << "2010-06-01" << "2010-02-01" << "The controller announces X, <--X->, or {X}.";
    QTest::newRow("removed by a whole edition") << "2012-01-01" << "" << "";
}

void TestTimeline::ruleAsOf()
{
    QFETCH(QString, date);
    QFETCH(QString, edition);
    QFETCH(QString, text);
    const auto rule = m_store->ruleAsOf(*RuleNumber::parse(QStringLiteral("107.3a")), date, QStringLiteral("en"));
    if (edition.isEmpty()) {
        QVERIFY2(!rule, qPrintable(rule ? rule->edition.date : QString()));
        return;
    }
    QVERIFY(rule);
    QCOMPARE(rule->edition.date, edition);
    QCOMPARE(rule->rule.text, text);
}

void TestTimeline::textSince_data()
{
    QTest::addColumn<QString>("edition");
    QTest::addColumn<QString>("since");
    QTest::addColumn<int>("source");
    QTest::newRow("first edition with it") << "2009-07-11" << "2009-07-11" << int(TextSince::FirstEdition);
    QTest::newRow("same wording later") << "2009-09-04" << "2009-07-11" << int(TextSince::FirstEdition);
    QTest::newRow("its own stamp") << "2009-10-23" << "2009-10-01" << int(TextSince::Stamp);
    // The whole edition after the page has the same wording: the stamp dates it.
    QTest::newRow("a stamp in the same run") << "2010-02-01" << "2009-10-01" << int(TextSince::Stamp);
}

void TestTimeline::textSince()
{
    QFETCH(QString, edition);
    QFETCH(QString, since);
    QFETCH(int, source);
    const auto e = m_store->edition(edition, QStringLiteral("en"));
    QVERIFY(e);
    const auto got = m_store->textSince(*e, *RuleNumber::parse(QStringLiteral("107.3a")));
    QVERIFY(got);
    QCOMPARE(got->date, since);
    QCOMPARE(int(got->source), source);
    // A rule the edition lacks has no date.
    const auto removed = m_store->edition(QStringLiteral("2011-01-01"), QStringLiteral("en"));
    QVERIFY(!m_store->textSince(*removed, *RuleNumber::parse(QStringLiteral("107.3a"))));
    // The heading is in every edition with the same words: the oldest edition has it, so
    // it may be older still.
    const auto heading = m_store->textSince(*e, *RuleNumber::parse(QStringLiteral("107.")));
    QCOMPARE(heading->date, QStringLiteral("2009-05-01"));
    QCOMPARE(heading->source, TextSince::EarliestKnown);
}

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
