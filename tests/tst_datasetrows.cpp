// Dataset rows in every shape (CSV, JSON, the dataset server's JSON, JSONL, the viewer's
// text copy), the user's real samples, and the third-party JSON of a whole edition.

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

class TestDatasetRows : public QObject {
    Q_OBJECT
private slots:
    void eachShapeGivesTheSameRules_data();
    void eachShapeGivesTheSameRules();
    void viewerCopyMarksTruncatedCells();
    void rowsNeedADate();
    void badInputNamesFileAndLine_data();
    void badInputNamesFileAndLine();
    void seedsImport_data();
    void seedsImport();
    void seedsOfOneEditionBecomeOne();
    void thirdPartyJsonMatchesTheOfficialText();
};

static QString rows(const char *name)
{
    return testsupport::testData(QStringLiteral("rows/") + QString::fromUtf8(name));
}

static importers::ImportOptions dated(const char *date = "2024-06-07")
{
    importers::ImportOptions o;
    o.date = QString::fromUtf8(date);
    return o;
}

void TestDatasetRows::eachShapeGivesTheSameRules_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::newRow("CSV") << rows("mini.csv") << QStringLiteral("csv");
    QTest::newRow("JSON array") << rows("mini.json") << QStringLiteral("json");
    QTest::newRow("JSON from the dataset server") << rows("mini-server.json") << QStringLiteral("json");
    QTest::newRow("JSONL") << rows("mini.jsonl") << QStringLiteral("jsonl");
    // A spreadsheet's own CSV where the comma is the decimal mark: semicolons, quotes only
    // where a cell needs them (texts with commas are not quoted), CRLF line ends.
    QTest::newRow("CSV with semicolons") << rows("mini-semicolon.csv") << QStringLiteral("csv");
    // Tab-separated, with an empty cell: two tabs in a row are an empty field, not blanks.
    QTest::newRow("tab-separated") << rows("mini.tsv") << QStringLiteral("csv");
}

void TestDatasetRows::eachShapeGivesTheSameRules()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    const EditionData e = importers::readEdition(file, dated());
    QCOMPARE(e.meta.format, format); // recognised from the content
    QCOMPARE(e.meta.date, QStringLiteral("2024-06-07"));
    QVERIFY(e.meta.flags & FlagPartial);
    QStringList numbers;
    for (const auto &r : e.rules)
        numbers << r.number;
    // String order in the source, rule order in the edition.
    QCOMPARE(numbers, (QStringList{QStringLiteral("106.1"), QStringLiteral("106.1a"), QStringLiteral("106.10"),
                                   QStringLiteral("702.33"), QStringLiteral("702.33a")}));
    QCOMPARE(e.rules[1].text, QStringLiteral("There are five colors of mana: white, blue, black, red, and green.\n"
                                             "A second paragraph, inside the same quoted field."));
    QCOMPARE(e.rules[1].examples, (QStringList{QStringLiteral("A player taps a land for {G}."),
                                               QStringLiteral("Then adds \"{R}\" too.")}));
    QCOMPARE(e.rules[3].text, QStringLiteral("Kicker"));
    QVERIFY(e.rules[3].examples.isEmpty());
    QCOMPARE(e.rules[0].text, QStringLiteral("Mana is the primary resource in the game."));
    QVERIFY(e.rules[4].text.contains(QStringLiteral("\"Kicker [cost]\" means")));
    for (const auto &r : e.rules)
        QVERIFY(!r.truncated);
    if (format != u"json" || !file.endsWith(QStringLiteral("server.json")))
        QVERIFY2(e.warnings.join(u'\n').contains(QStringLiteral("__index_level_0__ ignored")),
                 qPrintable(e.warnings.join(u'\n')));
}

void TestDatasetRows::viewerCopyMarksTruncatedCells()
{
    const EditionData e = importers::readEdition(rows("mini-viewer.txt"), dated());
    QCOMPARE(e.meta.format, QStringLiteral("hf-rows"));
    QCOMPARE(int(e.rules.size()), 5);
    const RuleEntry &cut = e.rules[1];
    QCOMPARE(cut.number, QStringLiteral("106.1a"));
    QVERIFY(cut.truncated);
    QCOMPARE(cut.examples, (QStringList{QStringLiteral("A player taps a land for {G}."),
                                        QStringLiteral("Then adds {R} and the viewer cut this cell off in the mid")}));
    QCOMPARE(cut.sourceLine, 25);
    QVERIFY2(e.warnings.join(u'\n').contains(QStringLiteral("mini-viewer.txt:25: the source cut off the examples of 106.1a")),
             qPrintable(e.warnings.join(u'\n')));

    // Stored, shown and exported as incomplete.
    RulesStore store(QStringLiteral(":memory:"));
    importers::importFiles(store, {rows("mini-viewer.txt")}, dated());
    const auto edition = store.edition(QStringLiteral("2024-06-07"), QStringLiteral("en"));
    QVERIFY(store.rule(*edition, *RuleNumber::parse(u"106.1a"))->rule.truncated);
    QVERIFY(!store.rule(*edition, *RuleNumber::parse(u"106.1"))->rule.truncated);
    QVERIFY(store.exportEdition(*edition).rules[1].truncated);
}

void TestDatasetRows::rowsNeedADate()
{
    try {
        importers::readEdition(rows("mini.csv"), {});
        QFAIL("rows without --date must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("mini.csv"));
        QVERIFY2(e.message().contains(QStringLiteral("--date")), qPrintable(e.toString()));
    }
}

void TestDatasetRows::badInputNamesFileAndLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unclosed quote") << rows("broken.csv") << 2 << QStringLiteral("closing \"");
    QTest::newRow("JSON syntax") << rows("broken.json") << 3 << QStringLiteral("not valid JSON");
    QTest::newRow("quote inside a field, semicolons")
        << rows("broken-semicolon.csv") << 2 << QStringLiteral("followed by \"p\" rather than a semicolon");
}

void TestDatasetRows::badInputNamesFileAndLine()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, expected);
    RulesStore store(QStringLiteral(":memory:"));
    try {
        importers::importFiles(store, {file}, dated());
        QFAIL("must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.line(), line);
        QVERIFY2(e.message().contains(expected), qPrintable(e.toString()));
    }
    QCOMPARE(store.editions().size(), size_t(0));
}

void TestDatasetRows::seedsImport_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("examples");
    QTest::addColumn<QStringList>("truncated");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    // Counted by hand from the files: 100 rows each, four lines a row; first and last in
    // rule order (the files are in string order).
    QTest::newRow("rows 100-199") << QStringLiteral("hf-rows-100-199.txt") << 100 << 7
                                  << QStringList{QStringLiteral("106.7"), QStringLiteral("107.1b")}
                                  << QStringLiteral("105.3") << QStringLiteral("110.2");
    QTest::newRow("rows 2000-2099") << QStringLiteral("hf-rows-2000-2099.txt") << 100 << 4 << QStringList{}
                                    << QStringLiteral("702.3a") << QStringLiteral("702.54b"); // file order starts 702.32
}

void TestDatasetRows::seedsImport()
{
    REQUIRE_SHARED();
    QFETCH(QString, seed);
    QFETCH(int, rules);
    QFETCH(int, examples);
    QFETCH(QStringList, truncated);
    QFETCH(QString, first);
    QFETCH(QString, last);
    const EditionData e = importers::readEdition(testsupport::sharedDir() + QStringLiteral("/seeds/") + seed, dated());
    QCOMPARE(e.meta.format, QStringLiteral("hf-rows"));
    QCOMPARE(int(e.rules.size()), rules);
    int exampleCount = 0;
    QStringList cut;
    for (const auto &r : e.rules) {
        exampleCount += int(r.examples.size());
        if (r.truncated)
            cut << r.number;
    }
    QCOMPARE(exampleCount, examples);
    QCOMPARE(cut, truncated);
    QCOMPARE(e.rules.front().number, first);
    QCOMPARE(e.rules.back().number, last);
    QVERIFY(e.meta.flags & FlagPartial);
}

void TestDatasetRows::seedsOfOneEditionBecomeOne()
{
    REQUIRE_SHARED();
    const QString seeds = testsupport::sharedDir() + QStringLiteral("/seeds/");
    const QStringList files{seeds + QStringLiteral("hf-rows-100-199.txt"), seeds + QStringLiteral("hf-rows-2000-2099.txt")};
    RulesStore store(QStringLiteral(":memory:"));
    const auto outcomes = importers::importFiles(store, files, dated());
    QCOMPARE(outcomes.size(), size_t(1));
    QCOMPARE(store.editions().size(), size_t(1));
    QCOMPARE(store.editions().front().rules, 200);
    QCOMPARE(store.editions().front().examples, 11);
    // The same pair again adds nothing.
    QCOMPARE(importers::importFiles(store, files, dated()).front().result.status, AddStatus::AlreadyImported);
    const auto e = store.editions().front();
    const auto kicker = store.rule(e, *RuleNumber::parse(u"702.33"));
    QVERIFY(kicker);
    QCOMPARE(kicker->rule.text, QStringLiteral("Kicker"));
    QVERIFY(!kicker->subrules.empty());
}

void TestDatasetRows::thirdPartyJsonMatchesTheOfficialText()
{
    REQUIRE_SHARED();
    const EditionData json = importers::readEdition(
        testsupport::corpusFile(QStringLiteral("cr-json/rulesraker_2026-01-16.json")), {});
    const EditionData txt = importers::readEdition(testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")), {});
    QCOMPARE(json.meta.format, QStringLiteral("cr-json"));
    QCOMPARE(json.meta.date, txt.meta.date);
    QCOMPARE(json.meta.flags, 0);
    QCOMPARE(json.rules.size(), txt.rules.size());
    for (size_t i = 0; i < txt.rules.size(); ++i) {
        QCOMPARE(json.rules[i].number, txt.rules[i].number);
        QCOMPARE(json.rules[i].text, txt.rules[i].text);
        QCOMPARE(json.rules[i].examples, txt.rules[i].examples);
    }
    QCOMPARE(json.glossary.size(), txt.glossary.size());
    for (size_t i = 0; i < txt.glossary.size(); ++i) {
        QCOMPARE(json.glossary[i].term, txt.glossary[i].term);
        QCOMPARE(json.glossary[i].definition, txt.glossary[i].definition);
    }
}

QTEST_GUILESS_MAIN(TestDatasetRows)
#include "tst_datasetrows.moc"
