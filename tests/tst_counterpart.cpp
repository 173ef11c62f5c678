// The same rule in another edition, through renumbering: found under its number there,
// or said not to exist yet, or said removed. Small whole editions made here, then the
// 2009 renumbering of the real corpus.

#include "importer.h"
#include "lineage/counterpart.h"
#include "rulesstore.h"
#include "testsupport.h"

using namespace rulesdb;

class TestCounterpart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void followsARenumberedRule();
    void ruleNotYetOrRemoved();
    void otherLanguageIsUnknown();
    void acrossThe2009Rewrite();

private:
    EditionInfo edition(const QString &date);
    Counterpart find(const char *fromDate, const char *number, const char *toDate);

    std::unique_ptr<RulesStore> m_store;
};

namespace {

EditionData makeEdition(const char *date, std::vector<std::pair<const char *, const char *>> rules,
                        const char *language = "en")
{
    return testsupport::madeEdition(date, std::move(rules), 0, language);
}

const char *const kMana = "Mana is the primary resource in the game. Players spend mana to pay costs.";
const char *const kColors = "There are five colors of mana: white, blue, black, red, and green.";
const char *const kNew = "Snow mana is a kind of mana produced by snow permanents and spent on snow costs.";

} // namespace

void TestCounterpart::initTestCase()
{
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
    m_store->addEdition(makeEdition("2020-01-01", {{"106.", "Mana"}, {"106.1", kMana}, {"106.2", kColors}}));
    // A new rule pushes the two others down one number.
    m_store->addEdition(makeEdition("2021-01-01", {{"106.", "Mana"}, {"106.1", kNew}, {"106.2", kMana}, {"106.3", kColors}}));
    // The colours rule is gone.
    m_store->addEdition(makeEdition("2022-01-01", {{"106.", "Mana"}, {"106.1", kNew}, {"106.2", kMana}}));
    m_store->addEdition(makeEdition("2022-01-01", {{"106.", "マナ"}, {"106.1", "マナはゲームの主要な資源である。"}}, "ja"));
}

EditionInfo TestCounterpart::edition(const QString &date)
{
    for (const EditionInfo &e : m_store->editions())
        if (e.date == date && e.language == QStringLiteral("en"))
            return e;
    qFatal("no edition %s", qPrintable(date));
}

Counterpart TestCounterpart::find(const char *fromDate, const char *number, const char *toDate)
{
    return counterpartIn(*m_store, edition(QString::fromUtf8(fromDate)), *RuleNumber::parse(QString::fromUtf8(number)),
                         edition(QString::fromUtf8(toDate)));
}

void TestCounterpart::followsARenumberedRule()
{
    Counterpart c = find("2021-01-01", "106.2", "2020-01-01");
    QCOMPARE(c.status, Counterpart::Renumbered);
    QCOMPARE(c.number, QStringLiteral("106.1"));
    c = find("2020-01-01", "106.1", "2022-01-01");
    QCOMPARE(c.status, Counterpart::Renumbered);
    QCOMPARE(c.number, QStringLiteral("106.2"));
    c = find("2021-01-01", "106.2", "2022-01-01");
    QCOMPARE(c.status, Counterpart::SameNumber);
    QCOMPARE(c.number, QStringLiteral("106.2"));
}

void TestCounterpart::ruleNotYetOrRemoved()
{
    Counterpart c = find("2022-01-01", "106.1", "2020-01-01"); // snow mana, new in 2021
    QCOMPARE(c.status, Counterpart::NotYet);
    QCOMPARE(c.when, QStringLiteral("2021-01-01"));
    c = find("2020-01-01", "106.2", "2022-01-01"); // the colours, removed in 2022
    QCOMPARE(c.status, Counterpart::Removed);
    QCOMPARE(c.when, QStringLiteral("2022-01-01"));
}

void TestCounterpart::otherLanguageIsUnknown()
{
    EditionInfo ja;
    for (const EditionInfo &e : m_store->editions())
        if (e.language == QStringLiteral("ja"))
            ja = e;
    const Counterpart c = counterpartIn(*m_store, edition(QStringLiteral("2022-01-01")), *RuleNumber::parse(u"106.1"), ja);
    QCOMPARE(c.status, Counterpart::Unknown);
}

void TestCounterpart::acrossThe2009Rewrite()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2009-05-01.txt")),
                                   testsupport::corpusFile(QStringLiteral("cr-txt/2009-07-11.txt"))},
                           {});
    const auto editions = store.editions();
    QCOMPARE(editions.size(), size_t(2));
    // The definition of an object: 200.8 before the rewrite, 109.1 after it.
    Counterpart c = counterpartIn(store, editions[1], *RuleNumber::parse(u"109.1"), editions[0]);
    QCOMPARE(c.status, Counterpart::Renumbered);
    QCOMPARE(c.number, QStringLiteral("200.8"));
    c = counterpartIn(store, editions[0], *RuleNumber::parse(u"200.8"), editions[1]);
    QCOMPARE(c.status, Counterpart::Renumbered);
    QCOMPARE(c.number, QStringLiteral("109.1"));
    // Trample's damage assignment: 702.17b is 502.9b, with 502.9d and 502.9e merged into it.
    // Going back shows 502.9b, the rule whose words it kept, not the last of the three.
    c = counterpartIn(store, editions[1], *RuleNumber::parse(u"702.17b"), editions[0]);
    QCOMPARE(c.status, Counterpart::Renumbered);
    QCOMPARE(c.number, QStringLiteral("502.9b"));
}

QTEST_GUILESS_MAIN(TestCounterpart)
#include "tst_counterpart.moc"
