// A rule number through time, on editions written here: the wording in force on a date
// (editions and dated rulings together), since when a wording has been in force (through a
// renumbering too), and a rule's history when excerpts sit between whole editions.

#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

namespace {

// One rule, 107.3a, in an edition: `text` empty means the edition lacks it.
EditionData edition(const char *date, const char *text, int flags = 0, const char *since = nullptr)
{
    EditionData e = testsupport::madeEdition(date, {}, flags);
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

// An edition with the given rules (number, text); excerpts are flagged partial.
EditionData editionWith(const char *date, std::vector<std::pair<const char *, const char *>> rules, int flags = 0)
{
    return testsupport::madeEdition(date, std::move(rules), flags);
}

// "date number change" for each step of a history.
QStringList steps(const std::vector<HistoryEntry> &history)
{
    QStringList out;
    for (const HistoryEntry &h : history)
        out << h.edition + u' ' + h.number + u' ' + changeKindName(h.change);
    return out;
}

using testsupport::list;

const char kMana[] = "Mana is the primary resource in the game. Players spend mana to pay costs.";

// 106.1 has an older wording in 2019, today's from 2020; in 2021 a rule on snow mana takes
// 106.1 and the mana rule moves, words unchanged, to 106.2.
void addRenumbering(RulesStore &store)
{
    store.addEdition(editionWith("2019-01-01", {{"106.", "Mana"}, {"106.1", "Mana is a resource."}}));
    store.addEdition(editionWith("2020-01-01", {{"106.", "Mana"}, {"106.1", kMana}}));
    store.addEdition(editionWith("2020-06-01", {{"106.", "Mana"}, {"106.1", kMana}}));
    store.addEdition(editionWith("2021-01-01", {{"106.", "Mana"},
                                                {"106.1", "Snow mana is mana produced by a snow source and spent on snow costs."},
                                                {"106.2", kMana}}));
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
    void textSinceFollowsARenumberedRule_data();
    void textSinceFollowsARenumberedRule();
    void historyAcrossExcerpts();
    void historyOfARuleOnlyExcerptsHave();
    void excerptStepsSayWhatKindOfChange();
    void anExampleChangedIsAChange();

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

void TestTimeline::textSinceFollowsARenumberedRule_data()
{
    QTest::addColumn<bool>("lineageStored");
    QTest::newRow("lineage aligned on the spot") << false;
    QTest::newRow("lineage stored") << true;
}

// The mana rule's wording dates from 2020-01-01, when it was 106.1: that it is 106.2 since
// 2021 changes its number, not its wording. The new 106.1 is a new rule.
void TestTimeline::textSinceFollowsARenumberedRule()
{
    QFETCH(bool, lineageStored);
    RulesStore store(QStringLiteral(":memory:"));
    addRenumbering(store);
    if (lineageStored)
        store.updateLineage(QStringLiteral("en"));
    const auto newest = store.edition(QStringLiteral("2021-01-01"), QStringLiteral("en"));
    const auto moved = store.textSince(*newest, *RuleNumber::parse(QStringLiteral("106.2")));
    QVERIFY(moved);
    QCOMPARE(moved->date, QStringLiteral("2020-01-01"));
    QCOMPARE(moved->source, TextSince::FirstEdition);
    const auto added = store.textSince(*newest, *RuleNumber::parse(QStringLiteral("106.1")));
    QVERIFY(added);
    QCOMPARE(added->date, QStringLiteral("2021-01-01"));
    // As of a date, the rule is read under the number it had then; its date is the same.
    const auto then = store.ruleAsOf(*RuleNumber::parse(QStringLiteral("106.2")), QStringLiteral("2021-03-01"), QStringLiteral("en"));
    QVERIFY(then);
    QCOMPARE(store.textSince(then->edition, *RuleNumber::parse(QStringLiteral("106.2")))->date, QStringLiteral("2020-01-01"));
}

// The story of init(): 107.3a appears 2009-07-11, an excerpt (dated rulings) of 2009-10-23
// has a new wording, the whole edition of 2010-02-01 has it too, an excerpt of 2010-03-01
// lacks the rule (it says nothing), and 2011-01-01 removes it.
void TestTimeline::historyAcrossExcerpts()
{
    const auto e = m_store->edition(QStringLiteral("2010-02-01"), QStringLiteral("en"));
    const auto history = m_store->history(*e, *RuleNumber::parse(QStringLiteral("107.3a")));
    QCOMPARE(steps(history), list({"2009-07-11 107.3a added", "2009-10-23 107.3a modified", "2010-02-01 107.3a modified",
                                   "2011-01-01 107.3a removed"}));
    QCOMPARE(history[1].diff, QStringLiteral("The controller announces X{+, <--X->, or {X}+}."));
    // Asked from the excerpt itself, the same history.
    const auto excerpt = m_store->edition(QStringLiteral("2009-10-23"), QStringLiteral("en"));
    QCOMPARE(steps(m_store->history(*excerpt, *RuleNumber::parse(QStringLiteral("107.3a")))), steps(history));
}

// Rules an excerpt publishes before (or without) a whole edition.
void TestTimeline::historyOfARuleOnlyExcerptsHave()
{
    RulesStore store(QStringLiteral(":memory:"));
    store.addEdition(editionWith("2020-01-01", {{"106.", "Mana"}, {"106.1", kMana}}));
    store.addEdition(editionWith("2020-03-01", {{"106.2", "Snow mana is spent on snow costs."}, {"106.3", "Excerpts may hold rules found nowhere else."}}, FlagPartial));
    store.addEdition(editionWith("2020-06-01", {{"106.", "Mana"}, {"106.1", kMana}, {"106.2", "Snow mana is spent on snow costs."}}));
    store.addEdition(editionWith("2020-09-01", {{"106.", "Mana"}, {"106.1", kMana}, {"106.2", "Snow mana is spent on snow costs."}}));
    const auto excerpt = store.edition(QStringLiteral("2020-03-01"), QStringLiteral("en"));
    // The next whole edition has it: the excerpt is where it first shows.
    QCOMPARE(steps(store.history(*excerpt, *RuleNumber::parse(QStringLiteral("106.2")))),
             list({"2020-03-01 106.2 added", "2020-06-01 106.2 added"}));
    // No whole edition has it: the excerpt alone tells its story.
    QCOMPARE(steps(store.history(*excerpt, *RuleNumber::parse(QStringLiteral("106.3")))), list({"2020-03-01 106.3 added"}));
    // The excerpt lacks 106.1: that does not make it removed and added again.
    const auto newest = store.edition(QStringLiteral("2020-09-01"), QStringLiteral("en"));
    QCOMPARE(steps(store.history(*newest, *RuleNumber::parse(QStringLiteral("106.1")))), list({"2020-01-01 106.1 first seen"}));
}

// An excerpt's wording is judged as the alignment judges whole editions: a copy that lost
// its apostrophes did not reword the rule, nor did one that only cites other numbers.
void TestTimeline::excerptStepsSayWhatKindOfChange()
{
    RulesStore store(QStringLiteral(":memory:"));
    store.addEdition(editionWith("2020-01-01", {{"107.", "Numbers"},
                                                 {"107.3a", "If a spell's cost has {X}, its controller can't choose a negative number."},
                                                 {"107.3b", "See rule 601.2b for how X is chosen."},
                                                 {"107.3c", "X is zero elsewhere."}}));
    store.addEdition(editionWith("2020-03-01", {{"107.3a", "If a spells cost has {X}, its controller cant choose a negative number."},
                                                 {"107.3b", "See rule 601.2f for how X is chosen."},
                                                 {"107.3c", "X is zero everywhere else."}},
                                 FlagPartial));
    const auto excerpt = store.edition(QStringLiteral("2020-03-01"), QStringLiteral("en"));
    QCOMPARE(steps(store.history(*excerpt, *RuleNumber::parse(QStringLiteral("107.3a")))),
             list({"2020-01-01 107.3a first seen", "2020-03-01 107.3a typography"}));
    QCOMPARE(steps(store.history(*excerpt, *RuleNumber::parse(QStringLiteral("107.3b")))),
             list({"2020-01-01 107.3b first seen", "2020-03-01 107.3b references"}));
    QCOMPARE(steps(store.history(*excerpt, *RuleNumber::parse(QStringLiteral("107.3c")))),
             list({"2020-01-01 107.3c first seen", "2020-03-01 107.3c modified"}));
}

// 608.2k kept its words from 2019 to 2025 while its example was rewritten in 2025: the
// text in force dates from 2025, and the history step shows the example's words struck
// and added. An excerpt that carries no examples says nothing about them.
void TestTimeline::anExampleChangedIsAChange()
{
    RulesStore store(QStringLiteral(":memory:"));
    const auto withExample = [](const char *date, const char *example, int flags = 0) {
        EditionData e = testsupport::madeEdition(date, {{"608.", "Resolving Spells and Abilities"}}, flags);
        RuleEntry r{QStringLiteral("608.2k"), QStringLiteral("If an effect refers to certain characteristics, it checks only for the value of the specified characteristics.")};
        if (*example)
            r.examples << QString::fromUtf8(example);
        e.rules.push_back(r);
        return e;
    };
    store.addEdition(withExample("2019-05-03", "A creature gets +1/+1 for each blue permanent."));
    store.addEdition(withExample("2024-11-08", "A creature gets +1/+1 for each blue permanent."));
    store.addEdition(withExample("2025-02-07", "A creature gets +1/+1 for each white permanent you control."));
    store.addEdition(withExample("2025-06-01", "", FlagPartial)); // rows without the examples column
    const RuleNumber n = *RuleNumber::parse(u"608.2k");
    for (const char *date : {"2025-02-07", "2025-06-01"}) {
        const auto since = store.textSince(*store.edition(QString::fromLatin1(date), QStringLiteral("en")), n);
        QVERIFY(since);
        QCOMPARE(since->date, QStringLiteral("2025-02-07"));
    }
    QCOMPARE(store.textSince(*store.edition(QStringLiteral("2024-11-08"), QStringLiteral("en")), n)->date,
             QStringLiteral("2019-05-03"));

    const auto history = store.history(*store.edition(QStringLiteral("2025-02-07"), QStringLiteral("en")), n);
    QCOMPARE(steps(history), list({"2019-05-03 608.2k first seen", "2025-02-07 608.2k modified"}));
    QCOMPARE(history.back().examples, QStringList{QStringLiteral("A creature gets +1/+1 for each white permanent you control.")});
    QVERIFY2(history.back().diff.contains(QStringLiteral("Example: A creature gets +1/+1 for each [-blue-]{+white+} permanent")),
             qPrintable(history.back().diff));
}

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
