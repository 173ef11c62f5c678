// rulekeeper-cli end to end: real files through the importer and the database to what
// the command prints, with the JSON keys other tools rely on.

#include "rulesstore.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

struct Run {
    int status = -1;
    QString out;
    QString err;
    QJsonValue json() const
    {
        const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8());
        return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    }
};

QStringList keysOf(const QJsonObject &o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void init();
    void anExampleChangedShowsInHistoryAndSince();
    void aTransliterationNeverDatesARule();
    void aTranslationIsDatedByItsEnglishEdition();
    void chineseWordsSearchTheChineseEdition();
    void importPrintsOneLinePerEditionThenAlreadyImported();
    void editionsJsonKeys();
    void showRuleWithSubrulesAndRefs();
    void showDefaultsToTheNewestAndAcceptsLooseNumbers();
    void excerptsDatedLaterAreReadOnlyWhenChosen_data();
    void excerptsDatedLaterAreReadOnlyWhenChosen();
    void showAsOfPicksTheEditionInForce();
    void showSaysSinceWhenAndCardRulings();
    void diffAndHistory();
    void diffReportsMatchTheirGoldenFiles();
    void diffOfTwoExcerptsShowsARuleRewritten();
    void markupStaysText();
    void sourceItalicsPrintPlain();
    void italicsOfThe2009Rules();
    void scriptInRuleTextStaysTextInEveryOutput();
    void refsBothDirections();
    void refsListEachCitingRuleOnce();
    void searchJsonAndAnyQuery_data();
    void searchJsonAndAnyQuery();
    void searchWithSomeOfTheWords();
    void exportJsonAndTxtRoundTrip();
    void chineseEditionBesideTheEnglish();
    void misspeltKeywordShowsWhatWasMeant();
    void errorsExitTwoAndWriteNothing_data();
    void errorsExitTwoAndWriteNothing();
    void badFileAmongGoodOnesImportsNothing();
    void brokenOffFileIsFlaggedIncomplete();
    void policyDocumentsBesideTheCr();
    void policyDiffReportMatchesItsGoldenFile();
    void policyDiffReportOfTheMtrCorpus();
    void aPolicyFileNamingNoDocumentNeedsDocument();
    void aDocumentItsSectionsContradictIsRefused();
    void replacingAWholeEditionByLessNeedsAcceptLoss();
    void aBatchRolledBackSaysWhichFileFailed();
    void editionsOfADocumentWithNoneSaysWhichDocumentsHaveSome();
    void diffHtmlPrintsWhereTheReportWent();

private:
    Run cli(const QStringList &args, const QString &db = QString());
    void importMini();
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestCli::cli(const QStringList &args, const QString &db)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULEKEEPER_DB"), db.isEmpty() ? m_db : db);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

void TestCli::init()
{
    static int n = 0;
    m_db = m_dir.filePath(QStringLiteral("rules-%1.sqlite").arg(++n));
}

void TestCli::importMini()
{
    const Run r = cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt")),
                       testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
}

void TestCli::importPrintsOneLinePerEditionThenAlreadyImported()
{
    const QString file = testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"));
    Run r = cli({QStringLiteral("import"), file});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out.trimmed(),
             QStringLiteral("2024-07-30 en: 11 rules, 1 examples, 2 glossary terms  (%1)").arg(file));
    r = cli({QStringLiteral("import"), file});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("already imported")), qPrintable(r.out));
    r = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().size(), 1);
}

void TestCli::editionsJsonKeys()
{
    importMini();
    const Run r = cli({QStringLiteral("--json"), QStringLiteral("editions")});
    QCOMPARE(r.status, 0);
    const QJsonArray list = r.json().toArray();
    QCOMPARE(list.size(), 2);
    const QJsonObject e = list[0].toObject();
    for (const char *key : {"date", "language", "name", "rules", "examples", "glossary", "flags",
                            "sha256", "source"})
        QVERIFY2(e.contains(QLatin1StringView(key)), key);
    QCOMPARE(e[QStringLiteral("date")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(e[QStringLiteral("language")].toString(), QStringLiteral("en"));
    QCOMPARE(e[QStringLiteral("rules")].toInt(), 11);
    QCOMPARE(e[QStringLiteral("examples")].toInt(), 1);
    QCOMPARE(e[QStringLiteral("glossary")].toInt(), 2);
    QCOMPARE(e[QStringLiteral("flags")].toArray().size(), 0);
    QCOMPARE(e[QStringLiteral("source")].toString(), QStringLiteral("mini-2024-07-30.txt"));
    QCOMPARE(e[QStringLiteral("sha256")].toString().size(), 64);
}

void TestCli::showRuleWithSubrulesAndRefs()
{
    importMini();
    const Run r = cli({QStringLiteral("show"), QStringLiteral("702.19"), QStringLiteral("--edition"),
                       QStringLiteral("2024-07-30"), QStringLiteral("--json")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject o = r.json().toObject();
    for (const char *key : {"edition", "language", "number", "text", "examples", "parent",
                            "subrules", "refs"})
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
    QCOMPARE(o[QStringLiteral("edition")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(o[QStringLiteral("number")].toString(), QStringLiteral("702.19"));
    QCOMPARE(o[QStringLiteral("text")].toString(), QStringLiteral("Trample"));
    QCOMPARE(o[QStringLiteral("parent")].toObject()[QStringLiteral("number")].toString(),
             QStringLiteral("702."));
    const QJsonArray subs = o[QStringLiteral("subrules")].toArray();
    QCOMPARE(subs.size(), 2);
    QCOMPARE(subs[1].toObject()[QStringLiteral("number")].toString(), QStringLiteral("702.19b"));
    QCOMPARE(subs[1].toObject()[QStringLiteral("examples")].toArray().size(), 1);

    const Run h = cli({QStringLiteral("show"), QStringLiteral("601.2h"), QStringLiteral("--json")});
    const QJsonArray refs = h.json().toObject()[QStringLiteral("refs")].toArray();
    QStringList targets;
    for (const auto &ref : refs)
        targets << ref.toObject()[QStringLiteral("target")].toString();
    QCOMPARE(targets, (QStringList{QStringLiteral("601.2b"), QStringLiteral("601.2f"),
                                   QStringLiteral("601.2g"), QStringLiteral("601.2h")}));
}

void TestCli::showDefaultsToTheNewestAndAcceptsLooseNumbers()
{
    importMini();
    for (const QStringList &number : {QStringList{QStringLiteral("601.2g")},
                                      QStringList{QStringLiteral("601.2G.")},
                                      QStringList{QStringLiteral("601.2"), QStringLiteral("g")}}) {
        const Run r = cli(QStringList{QStringLiteral("show")} + number + QStringList{QStringLiteral("--json")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QJsonObject o = r.json().toObject();
        QCOMPARE(o[QStringLiteral("edition")].toString(), QStringLiteral("2024-11-08"));
        QCOMPARE(o[QStringLiteral("number")].toString(), QStringLiteral("601.2g"));
        QVERIFY(o[QStringLiteral("text")].toString().contains(QStringLiteral("the player may activate")));
    }
    const Run text = cli({QStringLiteral("show"), QStringLiteral("601.2g")});
    QVERIFY(text.out.startsWith(QStringLiteral("601.2g  (CR 2024-11-08 en)")));
}

void TestCli::excerptsDatedLaterAreReadOnlyWhenChosen_data()
{
    QTest::addColumn<QString>("excerpt");
    QTest::addColumn<QString>("itsRule"); // a rule the excerpt has
    QTest::newRow("dataset rows") << QStringLiteral("rows/mini.csv") << QStringLiteral("702.33a");
    QTest::newRow("a book page") << QStringLiteral("book/page-7.txt") << QStringLiteral("200.8");
    QTest::newRow("a dated-rulings page") << QStringLiteral("rulings/dated-sample.txt") << QStringLiteral("702.19b");
}

// An excerpt dated after the whole edition is no reason to read it: without --edition a
// judge reads the whole edition; with it, the excerpt.
void TestCli::excerptsDatedLaterAreReadOnlyWhenChosen()
{
    QFETCH(QString, excerpt);
    QFETCH(QString, itsRule);
    Run r = cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2025-06-01"), testsupport::testData(excerpt)});
    QVERIFY2(r.status == 0 && r.out.contains(QStringLiteral("[partial]")), qPrintable(r.out + r.err));

    r = cli({QStringLiteral("show"), QStringLiteral("702.19b")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("702.19b  (CR 2024-11-08 en)")), qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("702.19b"), QStringLiteral("--json")});
    QCOMPARE(r.json().toObject()[QStringLiteral("edition")].toString(), QStringLiteral("2024-11-08"));
    r = cli({QStringLiteral("refs"), QStringLiteral("601.2f")});
    QVERIFY2(r.out.startsWith(QStringLiteral("601.2f cites (2024-11-08)")), qPrintable(r.out + r.err));
    r = cli({QStringLiteral("search"), QStringLiteral("trample"), QStringLiteral("--json")});
    QVERIFY(!r.json().toArray().isEmpty());
    for (const auto &hit : r.json().toArray())
        QCOMPARE(hit.toObject()[QStringLiteral("edition")].toString(), QStringLiteral("2024-11-08"));

    // Chosen, the excerpt is read.
    r = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().size(), 2);
    r = cli({QStringLiteral("show"), itsRule, QStringLiteral("--edition"), QStringLiteral("2025-06-01")});
    QVERIFY2(r.out.startsWith(itsRule + QStringLiteral("  (CR 2025-06-01 en)")), qPrintable(r.out + r.err));
}

void TestCli::showAsOfPicksTheEditionInForce()
{
    importMini();
    Run r = cli({QStringLiteral("show"), QStringLiteral("601.2g"), QStringLiteral("--as-of"),
                 QStringLiteral("2024-09-01"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.json().toObject()[QStringLiteral("edition")].toString(), QStringLiteral("2024-07-30"));
    QVERIFY(r.json().toObject()[QStringLiteral("text")].toString().contains(QStringLiteral("has a chance")));
    r = cli({QStringLiteral("show"), QStringLiteral("601.2g"), QStringLiteral("--as-of"),
             QStringLiteral("2020-01-01")});
    QCOMPARE(r.status, 2);
}

// 601.2g changed wording on 2024-11-08; 702.19b has had its wording since the oldest
// edition here. Card rulings cite 702.19b or name Trample.
void TestCli::showSaysSinceWhenAndCardRulings()
{
    importMini();
    Run r = cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("rulings/set-m99.json"))});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("Sample Set (M99): 4 card rulings")), qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral("warning: set-m99.json: 1 rulings")), qPrintable(r.err));

    r = cli({QStringLiteral("show"), QStringLiteral("601.2g"), QStringLiteral("--json")});
    QCOMPARE(r.json().toObject()[QStringLiteral("since")].toString(), QStringLiteral("2024-11-08"));
    QCOMPARE(r.json().toObject()[QStringLiteral("since_source")].toString(), QStringLiteral("first-edition"));
    QCOMPARE(r.json().toObject()[QStringLiteral("card_rulings")].toArray().size(), 0);

    r = cli({QStringLiteral("show"), QStringLiteral("702.19b")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Text in force at least since 2024-07-30 (the earliest English edition here)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Card rulings (2):\n  2019-07-12  Colossal Dreadmaw  [Sample Set (M99); cites 702.19b]")),
             qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("702.19b"), QStringLiteral("--json")});
    const QJsonArray rulings = r.json().toObject()[QStringLiteral("card_rulings")].toArray();
    QCOMPARE(rulings.size(), 2);
    const QJsonObject second = rulings[1].toObject();
    QCOMPARE(second[QStringLiteral("card")].toString(), QStringLiteral("Colossal Dreadmaw"));
    QCOMPARE(second[QStringLiteral("date")].toString(), QStringLiteral("2020-01-24"));
    QCOMPARE(second[QStringLiteral("link")].toString(), QStringLiteral("names Trample"));
    QCOMPARE(second[QStringLiteral("set")].toString(), QStringLiteral("Sample Set (M99)"));

    // --as-of and --edition together are a contradiction.
    r = cli({QStringLiteral("show"), QStringLiteral("702.19b"), QStringLiteral("--as-of"), QStringLiteral("2024-09-01"),
             QStringLiteral("--edition"), QStringLiteral("2024-07-30")});
    QCOMPARE(r.status, 2);
}

// The two mini editions differ in 601.2g's wording ("then has a chance to" → "may").
void TestCli::diffAndHistory()
{
    importMini();
    const QString html = m_dir.filePath(QStringLiteral("diff.html"));
    Run r = cli({QStringLiteral("diff"), QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"), QStringLiteral("--json"),
                 QStringLiteral("--html"), html});
    QCOMPARE(r.status, 0);
    const QJsonObject o = r.json().toObject();
    QCOMPARE(o[QStringLiteral("from")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(o[QStringLiteral("to")].toString(), QStringLiteral("2024-11-08"));
    const QJsonObject summary = o[QStringLiteral("summary")].toObject();
    for (const char *key : {"added", "removed", "modified", "moved", "split", "merged", "typography", "unchanged"})
        QVERIFY2(summary.contains(QString::fromLatin1(key)), key);
    QCOMPARE(summary[QStringLiteral("modified")].toInt(), 1);
    const QJsonArray changes = o[QStringLiteral("changes")].toArray();
    QCOMPARE(changes.size(), 1);
    const QJsonObject c = changes[0].toObject();
    QCOMPARE(c[QStringLiteral("kind")].toString(), QStringLiteral("modified"));
    QCOMPARE(c[QStringLiteral("old")].toArray()[0].toString(), QStringLiteral("601.2g"));
    QVERIFY2(c[QStringLiteral("diff")].toString().contains(QStringLiteral("{+may+}")), qPrintable(c[QStringLiteral("diff")].toString()));
    QVERIFY(c[QStringLiteral("similarity")].toDouble() > 0.5 && c[QStringLiteral("similarity")].toDouble() < 1);
    // The HTML report stands alone and keeps rule text as text.
    const QString page = QString::fromUtf8(testsupport::readAll(html));
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(page.contains(QStringLiteral("<ins>may</ins>")));
    QVERIFY(!page.contains(QStringLiteral("<b>Not markup</b>")));

    r = cli({QStringLiteral("history"), QStringLiteral("601.2g"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    const QJsonArray steps = r.json().toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps[0].toObject()[QStringLiteral("edition")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(steps[0].toObject()[QStringLiteral("change")].toString(), QStringLiteral("first seen"));
    QCOMPARE(steps[1].toObject()[QStringLiteral("edition")].toString(), QStringLiteral("2024-11-08"));
    QCOMPARE(steps[1].toObject()[QStringLiteral("change")].toString(), QStringLiteral("modified"));
    QCOMPARE(steps[1].toObject()[QStringLiteral("number")].toString(), QStringLiteral("601.2g"));
    QVERIFY(steps[1].toObject()[QStringLiteral("diff")].toString().contains(QStringLiteral("{+may+}")));
}

// Two row excerpts with the same words for 100.1 and another example: the second's wording
// is in force since its own date, and history shows the example's words struck and added.
void TestCli::anExampleChangedShowsInHistoryAndSince()
{
    auto rows = [&](const char *name, const char *example) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray("number,text,examples\n100.1,\"These Magic rules apply to any Magic game.\",\"[\"\"") + example + "\"\"]\"\n");
        return path;
    };
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-01-01"), rows("a.csv", "Two players play a game.")}).status, 0);
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-02-01"), rows("b.csv", "Four players play a game.")}).status, 0);
    Run r = cli({QStringLiteral("show"), QStringLiteral("100.1")});
    QVERIFY2(r.out.contains(QStringLiteral("Text in force since 2024-02-01")), qPrintable(r.out));
    r = cli({QStringLiteral("history"), QStringLiteral("100.1")});
    QVERIFY2(r.out.contains(QStringLiteral("Example: [-Two-]{+Four+} players play a game.")), qPrintable(r.out));
    r = cli({QStringLiteral("history"), QStringLiteral("100.1"), QStringLiteral("--json")});
    const QJsonArray steps = r.json().toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps[1].toObject()[QStringLiteral("change")].toString(), QStringLiteral("modified"));
    QCOMPARE(steps[1].toObject()[QStringLiteral("examples")].toArray()[0].toString(), QStringLiteral("Four players play a game."));
}

// 2019-01-25 is its neighbours' words with straight quotes and hyphens: flagged lossy when
// imported, it never moves "in force since", and history can leave out its steps.
void TestCli::aTransliterationNeverDatesARule()
{
    REQUIRE_SHARED();
    QStringList files{QStringLiteral("import")};
    for (const char *date : {"2014-02-01", "2015-01-23", "2015-07-17", "2018-08-10", "2019-01-25", "2019-05-03"})
        files << testsupport::corpusFile(QStringLiteral("cr-txt/%1.txt").arg(QLatin1StringView(date)));
    Run r = cli(files);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.err.contains(QStringLiteral("2019-01-25.txt: its text has the words of 2018-08-10 and 2019-05-03 with every "
                                           "quote and dash folded to ASCII (a transliteration): flagged lossy")),
             qPrintable(r.err));
    r = cli({QStringLiteral("editions")});
    QVERIFY2(r.out.contains(QStringLiteral("2019-01-25.txt  [lossy,transliterated]")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("2018-08-10.txt  [")), qPrintable(r.out));

    r = cli({QStringLiteral("show"), QStringLiteral("601.2f"), QStringLiteral("--edition"), QStringLiteral("2019-05-03")});
    QVERIFY2(r.out.contains(QStringLiteral("Text in force since 2015-01-23 (first edition with this wording; renumbered "
                                           "from 601.2e on 2015-07-17)")),
             qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("601.2f"), QStringLiteral("--edition"), QStringLiteral("2019-05-03"),
             QStringLiteral("--json")});
    const QJsonObject since = r.json().toObject();
    QCOMPARE(since[QStringLiteral("since")].toString(), QStringLiteral("2015-01-23"));
    QCOMPARE(since[QStringLiteral("previous_number")].toString(), QStringLiteral("601.2e"));
    QCOMPARE(since[QStringLiteral("numbered_since")].toString(), QStringLiteral("2015-07-17"));
    // A rule no edition here dates: as old as the oldest edition, at least.
    r = cli({QStringLiteral("show"), QStringLiteral("100.1"), QStringLiteral("--edition"), QStringLiteral("2019-05-03")});
    QVERIFY2(r.out.contains(QStringLiteral("Text in force at least since 2014-02-01 (the earliest English edition here)")),
             qPrintable(r.out));

    r = cli({QStringLiteral("history"), QStringLiteral("601.2f"), QStringLiteral("--edition"), QStringLiteral("2019-05-03")});
    QVERIFY2(r.out.contains(QStringLiteral("\n2019-01-25  601.2f  typography\n")), qPrintable(r.out));
    r = cli({QStringLiteral("history"), QStringLiteral("601.2f"), QStringLiteral("--edition"), QStringLiteral("2019-05-03"),
             QStringLiteral("--hide-typography")});
    QVERIFY2(!r.out.contains(QStringLiteral("\n2019-")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\n2015-07-17  601.2f  moved (was 601.2e)\n")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("steps that changed only typography hidden")), qPrintable(r.out));
}

// The Chinese editions of 2024-07-30 and 2026-01-16 beside the English ones: 101.2's
// translation was reworded in 2026 while the English rule was not. The rule is dated by the
// English words; the translation's own wording is dated beside, "at least since" the
// earliest Chinese edition where that is where it begins.
void TestCli::aTranslationIsDatedByItsEnglishEdition()
{
    REQUIRE_SHARED();
    QCOMPARE(cli({QStringLiteral("import"), testsupport::corpusFile(QStringLiteral("cr-txt/2024-07-30.txt")),
                  testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
                  testsupport::corpusFile(QStringLiteral("cr-txt-zh/2024-07-30.zh.txt")),
                  testsupport::corpusFile(QStringLiteral("cr-txt-zh/2026-01-16.zh.txt"))})
                 .status,
             0);
    Run r = cli({QStringLiteral("show"), QStringLiteral("101.2"), QStringLiteral("--language"), QStringLiteral("zh")});
    QVERIFY2(r.out.contains(QStringLiteral("  Text in force at least since 2024-07-30 (the earliest English edition here)\n"
                                           "  This translation's wording since 2026-01-16 (first Chinese edition with this wording)\n")),
             qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("100.1"), QStringLiteral("--language"), QStringLiteral("zh")});
    QVERIFY2(r.out.contains(QStringLiteral("  This translation's wording at least since 2024-07-30 (the earliest Chinese edition here)\n")),
             qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("101.2"), QStringLiteral("--language"), QStringLiteral("zh"), QStringLiteral("--json")});
    const QJsonObject o = r.json().toObject();
    QCOMPARE(o[QStringLiteral("since")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(o[QStringLiteral("since_source")].toString(), QStringLiteral("earliest-known"));
    QCOMPARE(o[QStringLiteral("since_language")].toString(), QStringLiteral("en"));
    QCOMPARE(o[QStringLiteral("translation_since")].toString(), QStringLiteral("2026-01-16"));
    QCOMPARE(o[QStringLiteral("translation_since_source")].toString(), QStringLiteral("first-edition"));
    // The English rule itself says nothing of translations.
    r = cli({QStringLiteral("show"), QStringLiteral("101.2"), QStringLiteral("--json")});
    QVERIFY(!r.json().toObject().contains(QStringLiteral("translation_since")));
}

// Chinese typed without --language searches the Chinese edition beside the English one (it
// searched the English edition and found nothing), and a short Chinese rule of sentences
// ("。" stops them, not ".") is no title: it answers for its rare word ("对战", in 406.8
// only) when no rule has every word.
void TestCli::chineseWordsSearchTheChineseEdition()
{
    REQUIRE_SHARED();
    QCOMPARE(cli({QStringLiteral("import"), testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
                  testsupport::corpusFile(QStringLiteral("cr-txt-zh/2026-01-16.zh.txt"))})
                 .status,
             0);
    Run r = cli({QStringLiteral("search"), QStringLiteral("空牌库"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    const QJsonArray hits = r.json().toArray();
    QVERIFY2(!hits.isEmpty(), qPrintable(r.out + r.err));
    QCOMPARE(hits.first().toObject()[QStringLiteral("number")].toString(), QStringLiteral("121.4"));
    // Told the language, it is searched as told: English has no such word.
    r = cli({QStringLiteral("search"), QStringLiteral("空牌库"), QStringLiteral("--language"), QStringLiteral("en"),
             QStringLiteral("--json")});
    QVERIFY2(r.json().toArray().isEmpty(), qPrintable(r.out));
    r = cli({QStringLiteral("search"), QStringLiteral("对战 离开 回合"), QStringLiteral("--json")});
    QStringList numbers;
    for (const QJsonValue &h : r.json().toArray())
        numbers << h.toObject()[QStringLiteral("number")].toString();
    QVERIFY2(numbers.contains(QStringLiteral("406.8")), qPrintable(numbers.join(u' ')));
}

// Two one-row files of 100.1, the second rewritten entirely: the rule is modified, not
// left out because each file is an excerpt.
void TestCli::diffOfTwoExcerptsShowsARuleRewritten()
{
    const auto rows = [this](const char *name, const char *text) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray("number,text,examples\n100.1,\"") + text + "\",[]\n");
        return path;
    };
    const QString before = rows("before-100.1.csv", "These Magic rules apply to any Magic game with two or more players.");
    const QString after = rows("after-100.1.csv", "Each player needs a deck of traditional cards, built under the deck construction rules.");
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-01-01"), before}).status, 0);
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-02-01"), after}).status, 0);

    Run r = cli({QStringLiteral("diff"), QStringLiteral("2024-01-01"), QStringLiteral("2024-02-01")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("added 0, removed 0, modified 1,")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("\nmodified  100.1  (similarity ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("[-These Magic")) && r.out.contains(QStringLiteral("{+Each player")), qPrintable(r.out));

    r = cli({QStringLiteral("diff"), QStringLiteral("2024-01-01"), QStringLiteral("2024-02-01"), QStringLiteral("--json")});
    const QJsonObject o = r.json().toObject();
    QCOMPARE(o[QStringLiteral("summary")].toObject()[QStringLiteral("modified")].toInt(), 1);
    const QJsonArray changes = o[QStringLiteral("changes")].toArray();
    QCOMPARE(changes.size(), 1);
    const QJsonObject c = changes[0].toObject();
    QCOMPARE(c[QStringLiteral("kind")].toString(), QStringLiteral("modified"));
    QCOMPARE(c[QStringLiteral("old")].toArray(), QJsonArray{QStringLiteral("100.1")});
    QCOMPARE(c[QStringLiteral("new")].toArray(), QJsonArray{QStringLiteral("100.1")});
    QVERIFY(c[QStringLiteral("similarity")].toDouble() < 0.5);
    QVERIFY(c[QStringLiteral("diff")].toString().contains(QStringLiteral("{+Each player")));
}

// "_Magic_" is the source's italics: text output prints the words plain, JSON keeps the
// text as stored, and the search finds the plain word.
void TestCli::sourceItalicsPrintPlain()
{
    const auto rows = [this](const char *name, const QByteArray &body) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write("number,text,examples\n" + body);
        return path;
    };
    const QString before = rows("italics-1.csv",
                                "611.2,\"Changes only words used in the correct way (for example, a _Magic_ color word).\","
                                "\"[\"\"A _Magic_ card keeps its name.\"\"]\"\n"
                                "611.3,\"See rule 611.2 about _Magic_ words; snake_case stays.\",[]\n");
    const QString after = rows("italics-2.csv",
                               "611.2,\"Changes only words used in the correct way (for example, a _Magic: The Gathering_ color word).\","
                               "\"[\"\"A _Magic_ card keeps its name.\"\"]\"\n");
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2009-07-11"), before}).status, 0);
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2009-09-04"), after}).status, 0);

    Run r = cli({QStringLiteral("show"), QStringLiteral("611.2"), QStringLiteral("--edition"), QStringLiteral("2009-07-11")});
    QVERIFY2(r.out.contains(QStringLiteral("(for example, a Magic color word).")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Example: A Magic card keeps its name.")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("_Magic")), qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("611.3"), QStringLiteral("--edition"), QStringLiteral("2009-07-11")});
    QVERIFY2(r.out.contains(QStringLiteral("about Magic words; snake_case stays.")), qPrintable(r.out));
    r = cli({QStringLiteral("show"), QStringLiteral("611.2"), QStringLiteral("--edition"), QStringLiteral("2009-07-11"),
             QStringLiteral("--json")});
    QVERIFY(r.json().toObject()[QStringLiteral("text")].toString().contains(QStringLiteral("a _Magic_ color word")));

    r = cli({QStringLiteral("search"), QStringLiteral("magic"), QStringLiteral("--edition"), QStringLiteral("2009-07-11")});
    QVERIFY2(r.out.contains(QStringLiteral("a «Magic» color word")) && !r.out.contains(QStringLiteral("_Magic")), qPrintable(r.out));
    r = cli({QStringLiteral("search"), QStringLiteral("magic"), QStringLiteral("--edition"), QStringLiteral("2009-07-11"),
             QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().size(), 3); // both rules and the example
    r = cli({QStringLiteral("refs"), QStringLiteral("611.2"), QStringLiteral("--edition"), QStringLiteral("2009-07-11")});
    QVERIFY2(r.out.contains(QStringLiteral("611.3  \"rule 611.2\"")), qPrintable(r.out));

    r = cli({QStringLiteral("history"), QStringLiteral("611.2")});
    QVERIFY2(r.out.contains(QStringLiteral("a Magic")) && r.out.contains(QStringLiteral("Gathering")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(u'_'), qPrintable(r.out));
    r = cli({QStringLiteral("diff"), QStringLiteral("2009-07-11"), QStringLiteral("2009-09-04")});
    QVERIFY2(r.out.contains(QStringLiteral("modified  611.2")) && !r.out.contains(u'_'), qPrintable(r.out));
    r = cli({QStringLiteral("diff"), QStringLiteral("2009-07-11"), QStringLiteral("2009-09-04"), QStringLiteral("--json")});
    QVERIFY(r.json().toObject()[QStringLiteral("changes")].toArray()[0].toObject()[QStringLiteral("diff")].toString().contains(u'_'));
    const QString html = m_dir.filePath(QStringLiteral("italics.html"));
    QCOMPARE(cli({QStringLiteral("diff"), QStringLiteral("2009-07-11"), QStringLiteral("2009-09-04"), QStringLiteral("--html"), html}).status, 0);
    const QString page = QString::fromUtf8(testsupport::readAll(html));
    QVERIFY2(page.contains(QStringLiteral("<i>Magic")) && !page.contains(QStringLiteral("_Magic")), qPrintable(page));
}

// The 2009-07-11 rules: "There are five colors in the _Magic_ game" (105.1), "a _Magic_ color
// word" (611.2).
void TestCli::italicsOfThe2009Rules()
{
    REQUIRE_SHARED();
    QCOMPARE(cli({QStringLiteral("import"), testsupport::corpusFile(QStringLiteral("cr-txt/2009-07-11.txt"))}).status, 0);
    Run r = cli({QStringLiteral("show"), QStringLiteral("105.1")});
    QVERIFY2(r.out.contains(QStringLiteral("There are five colors in the Magic game: white, blue")), qPrintable(r.out));
    QVERIFY(!r.out.contains(u'_'));
    r = cli({QStringLiteral("show"), QStringLiteral("105.1"), QStringLiteral("--json")});
    QVERIFY(r.json().toObject()[QStringLiteral("text")].toString().contains(QStringLiteral("in the _Magic_ game")));
    r = cli({QStringLiteral("search"), QStringLiteral("magic color word"), QStringLiteral("--limit"), QStringLiteral("3")});
    QVERIFY2(r.out.contains(QStringLiteral("for example, a «Magic» «color» «word» being used")) && !r.out.contains(u'_'),
             qPrintable(r.out));
}

void TestCli::markupStaysText()
{
    importMini();
    const Run r = cli({QStringLiteral("show"), QStringLiteral("702.19b"), QStringLiteral("--json")});
    QVERIFY(r.json().toObject()[QStringLiteral("text")].toString().endsWith(
        QStringLiteral("<b>Not markup</b> & stays text.")));
}

void TestCli::scriptInRuleTextStaysTextInEveryOutput()
{
    const QString hostile = QStringLiteral("Players may not run <script>alert(1)</script> or <img src=x onerror=alert(2)> & so on.");
    auto rows = [&](const char *name, const QString &text) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write("number,text,examples\n100.1,\"" + text.toUtf8() + "\",[]\n");
        return path;
    };
    const QString before = rows("before.csv", QStringLiteral("Players may run anything."));
    const QString after = rows("after.csv", hostile);
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-01-01"), before}).status, 0);
    QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-02-01"), after}).status, 0);

    Run r = cli({QStringLiteral("show"), QStringLiteral("100.1"), QStringLiteral("--json")});
    QCOMPARE(r.json().toObject()[QStringLiteral("text")].toString(), hostile);
    r = cli({QStringLiteral("show"), QStringLiteral("100.1")});
    QVERIFY2(r.out.contains(hostile), qPrintable(r.out));
    r = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-02-01"),
             QStringLiteral("--format"), QStringLiteral("txt")});
    QVERIFY2(r.out.contains(hostile), qPrintable(r.out));

    const QString html = m_dir.filePath(QStringLiteral("report.html"));
    r = cli({QStringLiteral("diff"), QStringLiteral("2024-01-01"), QStringLiteral("2024-02-01"), QStringLiteral("--html"), html});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString page = QString::fromUtf8(testsupport::readAll(html));
    QVERIFY2(page.contains(QStringLiteral("&lt;script&gt;")), qPrintable(page));
    QVERIFY(!page.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(!page.contains(QStringLiteral("<img"), Qt::CaseInsensitive));
}

void TestCli::refsBothDirections()
{
    importMini();
    const Run r = cli({QStringLiteral("refs"), QStringLiteral("601.2f"), QStringLiteral("--json")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonArray incoming = r.json().toObject()[QStringLiteral("incoming")].toArray();
    QStringList from;
    for (const auto &c : incoming)
        from << c.toObject()[QStringLiteral("number")].toString() + u'/'
                    + c.toObject()[QStringLiteral("in")].toString();
    QCOMPARE(from, (QStringList{QStringLiteral("601.2h/text"), QStringLiteral("702.19b/example")}));

    const Run b = cli({QStringLiteral("refs"), QStringLiteral("601.2b"), QStringLiteral("--json")});
    const QJsonArray outgoing = b.json().toObject()[QStringLiteral("outgoing")].toArray();
    QCOMPARE(outgoing.size(), 1);
    QCOMPARE(outgoing[0].toObject()[QStringLiteral("target")].toString(), QStringLiteral("700.2"));
    QCOMPARE(outgoing[0].toObject()[QStringLiteral("exists")].toBool(), false);
}

// 602.2b of the 2026-01-16 rules cites 601.2f twice ("rules 601.2b–i", "rule 601.2f").
void TestCli::refsListEachCitingRuleOnce()
{
    REQUIRE_SHARED();
    QCOMPARE(cli({QStringLiteral("import"), testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"))}).status, 0);
    Run r = cli({QStringLiteral("refs"), QStringLiteral("601.2f"), QStringLiteral("--json")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QStringList citing;
    for (const auto &c : r.json().toObject()[QStringLiteral("incoming")].toArray()) {
        const QJsonObject o = c.toObject();
        QCOMPARE(keysOf(o), testsupport::list({"cited", "exists", "in", "number", "target", "target_document"}));
        citing << o[QStringLiteral("number")].toString();
        if (citing.back() == QStringLiteral("602.2b"))
            QCOMPARE(o[QStringLiteral("cited")].toString(), QStringLiteral("rule 601.2f"));
    }
    QCOMPARE(citing.count(QStringLiteral("602.2b")), 1);
    QStringList unique = citing;
    unique.removeDuplicates();
    QCOMPARE(citing, unique);
    QVERIFY2(citing.size() > 10, qPrintable(citing.join(u' ')));

    r = cli({QStringLiteral("refs"), QStringLiteral("601.2f")});
    const QString citedBy = r.out.section(QStringLiteral("Cited by:\n"), 1);
    QCOMPARE(citedBy.count(QStringLiteral("\n  602.2b ")), 1);
    QVERIFY2(citedBy.contains(QStringLiteral("  602.2b  \"rule 601.2f\"\n")), qPrintable(citedBy));
    QCOMPARE(citedBy.count(u'\n'), citing.size());
}

void TestCli::searchJsonAndAnyQuery_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("firstNumber"); // empty: any result, or none
    QTest::newRow("word") << QStringLiteral("trample") << QStringLiteral("702.19");
    QTest::newRow("phrase") << QStringLiteral("\"total cost\"") << QStringLiteral("601.2f");
    // bm25 prefers the shorter rule that says "multiplayer" once as much as the longer one.
    QTest::newRow("prefix") << QStringLiteral("multipl*") << QStringLiteral("100.1b");
    QTest::newRow("open quote") << QStringLiteral("\"kick") << QString();
    QTest::newRow("star") << QStringLiteral("*") << QString();
    QTest::newRow("dash") << QStringLiteral("—") << QString();
    QTest::newRow("fts syntax") << QStringLiteral("NEAR( AND OR") << QString();
}

void TestCli::searchJsonAndAnyQuery()
{
    QFETCH(QString, query);
    QFETCH(QString, firstNumber);
    importMini();
    const Run r = cli({QStringLiteral("search"), query, QStringLiteral("--json")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonArray hits = r.json().toArray();
    if (!firstNumber.isEmpty()) {
        QVERIFY(!hits.isEmpty());
        const QJsonObject first = hits[0].toObject();
        QCOMPARE(keysOf(first), (QStringList{QStringLiteral("document"), QStringLiteral("edition"), QStringLiteral("editions"),
                                             QStringLiteral("in"), QStringLiteral("language"),
                                             QStringLiteral("number"), QStringLiteral("snippet")}));
        QCOMPARE(first[QStringLiteral("number")].toString(), firstNumber);
        QCOMPARE(first[QStringLiteral("edition")].toString(), QStringLiteral("2024-11-08"));
    }
}

// The translation is told from its text, and show, search and export take --language.
void TestCli::chineseEditionBesideTheEnglish()
{
    importMini();
    const Run imported = cli({QStringLiteral("import"),
                              testsupport::testData(QStringLiteral("editions/mini-2024-07-30.zh.txt"))});
    QVERIFY2(imported.status == 0, qPrintable(imported.err));
    QVERIFY2(imported.out.startsWith(QStringLiteral("2024-07-30 zh: 8 rules, 2 examples, 2 glossary terms")),
             qPrintable(imported.out));

    const Run show = cli({QStringLiteral("show"), QStringLiteral("702.19b"), QStringLiteral("--language"),
                          QStringLiteral("zh")});
    QVERIFY2(show.status == 0, qPrintable(show.err));
    QVERIFY2(show.out.startsWith(QStringLiteral("702.19b  (CR 2024-07-30 zh)\n  具有践踏的攻击生物之操控者")),
             qPrintable(show.out));
    // Its examples open as the translation opens them.
    QVERIFY2(show.out.contains(QStringLiteral("    例如：一个具践踏的5/5绿色生物")), qPrintable(show.out));
    QVERIFY(!show.out.contains(QStringLiteral("Example")));
    // English stays the default.
    const Run english = cli({QStringLiteral("show"), QStringLiteral("702.19"), QStringLiteral("--json")});
    QCOMPARE(english.json().toObject()[QStringLiteral("language")].toString(), QStringLiteral("en"));

    const Run search = cli({QStringLiteral("search"), QStringLiteral("践踏伤害"), QStringLiteral("--language"),
                            QStringLiteral("zh"), QStringLiteral("--json")});
    QVERIFY2(search.status == 0, qPrintable(search.err));
    // Both words, each anywhere: the two rules, the entry and the example that have them.
    QStringList found;
    for (const auto &hit : search.json().toArray()) {
        const QJsonObject o = hit.toObject();
        found << o[QStringLiteral("number")].toString() + u'/' + o[QStringLiteral("in")].toString();
        QCOMPARE(o[QStringLiteral("language")].toString(), QStringLiteral("zh"));
    }
    QCOMPARE(found, (QStringList{QStringLiteral("702.19a/text"), QStringLiteral("702.19b/text"),
                                 QStringLiteral("践踏/glossary"), QStringLiteral("702.19b/example")}));
    const Run everyEdition = cli({QStringLiteral("search"), QStringLiteral("践踏"), QStringLiteral("--edition"),
                                  QStringLiteral("all"), QStringLiteral("--language"), QStringLiteral("zh"),
                                  QStringLiteral("--json")});
    QCOMPARE(everyEdition.json().toArray()[0].toObject()[QStringLiteral("number")].toString(), QStringLiteral("702.19"));

    const Run exported = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
                              QStringLiteral("--language"), QStringLiteral("zh"), QStringLiteral("--format"),
                              QStringLiteral("json")});
    QVERIFY2(exported.status == 0, qPrintable(exported.err));
    const QJsonObject e = exported.json().toObject();
    QCOMPARE(e[QStringLiteral("language")].toString(), QStringLiteral("zh"));
    QCOMPARE(e[QStringLiteral("glossary")].toArray()[0].toObject()[QStringLiteral("term")].toString(),
             QStringLiteral("践踏"));

    // Written out as text, it reads as the translation was printed, and imports back whole.
    const QString txt = m_dir.filePath(QStringLiteral("export-2024-07-30.zh.txt"));
    const Run written = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
                             QStringLiteral("--language"), QStringLiteral("zh"), QStringLiteral("--format"),
                             QStringLiteral("txt"), QStringLiteral("--output"), txt});
    QVERIFY2(written.status == 0, qPrintable(written.err));
    const QString text = QString::fromUtf8(testsupport::readAll(txt));
    QVERIFY2(text.startsWith(QStringLiteral("万智牌完整规则\n\n此规则于2024年7月30日起生效。\n")), qPrintable(text.left(80)));
    QVERIFY(text.contains(QStringLiteral("\n例如：一个具践踏的5/5绿色生物")));
    QVERIFY(text.contains(QStringLiteral("\n词汇表\n\n践踏\n")));
    QVERIFY(!text.contains(QStringLiteral("Example")) && !text.contains(QStringLiteral("Glossary")));
    const QString other = m_dir.filePath(QStringLiteral("reimport-zh.sqlite"));
    const Run again = cli({QStringLiteral("import"), QStringLiteral("--json"), txt}, other);
    QVERIFY2(again.status == 0, qPrintable(again.err));
    const QJsonObject reimported = again.json().toArray()[0].toObject();
    QCOMPARE(reimported[QStringLiteral("date")].toString(), QStringLiteral("2024-07-30"));
    QCOMPARE(reimported[QStringLiteral("language")].toString(), QStringLiteral("zh"));
    const Run back = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
                          QStringLiteral("--language"), QStringLiteral("zh"), QStringLiteral("--format"),
                          QStringLiteral("json")},
                         other);
    QCOMPARE(back.json().toObject()[QStringLiteral("rules")], e[QStringLiteral("rules")]);
    QCOMPARE(back.json().toObject()[QStringLiteral("glossary")], e[QStringLiteral("glossary")]);

    // --language on import says what the text is written in, whatever it looks like.
    const Run forced = cli({QStringLiteral("import"), QStringLiteral("--language"), QStringLiteral("zh-Hans"),
                            QStringLiteral("--json"),
                            testsupport::testData(QStringLiteral("editions/mini-2024-07-30.zh.txt"))});
    QCOMPARE(forced.json().toArray()[0].toObject()[QStringLiteral("language")].toString(), QStringLiteral("zh-Hans"));
}

void TestCli::searchWithSomeOfTheWords()
{
    importMini();
    // No rule says "everyone": the rules with most of the words, each saying what it lacks.
    const QString question = QStringLiteral("controller trample assigns everyone");
    const Run text = cli({QStringLiteral("search"), question});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.startsWith(QStringLiteral("No rule has every word; rules with some of them:\n702.19b  [2024-11-08]\n")),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("The «controller» of an attacking creature with «trample» first «assigns» damage")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("\n  without: everyone\n")), qPrintable(text.out));
    const Run json = cli({QStringLiteral("search"), question, QStringLiteral("--json")});
    const QJsonObject first = json.json().toArray()[0].toObject();
    QCOMPARE(first[QStringLiteral("number")].toString(), QStringLiteral("702.19b"));
    QCOMPARE(first[QStringLiteral("missing")].toArray(), QJsonArray{QStringLiteral("everyone")});
    // Hits with every word say nothing missing.
    const Run every = cli({QStringLiteral("search"), QStringLiteral("trample assigns damage"), QStringLiteral("--json")});
    for (const auto &hit : every.json().toArray())
        QVERIFY(!hit.toObject().contains(QStringLiteral("missing")));
    // Too few with every word: those with most of them follow, under a line that says so.
    const QString few = QStringLiteral("controller trample assigns");
    const Run mixed = cli({QStringLiteral("search"), few});
    QVERIFY2(mixed.out.startsWith(QStringLiteral("702.19b  [2024-11-08]\n")), qPrintable(mixed.out));
    const qsizetype line = mixed.out.indexOf(QStringLiteral("\nRules with some of the words:\n"));
    QVERIFY2(line > 0 && mixed.out.indexOf(QStringLiteral("\n  without: controller\n")) > line, qPrintable(mixed.out));
    const QJsonArray hits = cli({QStringLiteral("search"), few, QStringLiteral("--json")}).json().toArray();
    QVERIFY(!hits.first().toObject().contains(QStringLiteral("missing")));
    QCOMPARE(hits.last().toObject()[QStringLiteral("missing")].toArray(), QJsonArray{QStringLiteral("controller")});
}

void TestCli::misspeltKeywordShowsWhatWasMeant()
{
    importMini();
    const Run text = cli({QStringLiteral("search"), QStringLiteral("tramle")});
    QCOMPARE(text.status, 0);
    QVERIFY2(text.out.startsWith(QStringLiteral("No matches for tramle; did you mean trample? Its matches:\n702.19  [")),
             qPrintable(text.out));
    const Run json = cli({QStringLiteral("search"), QStringLiteral("tramle"), QStringLiteral("--json")});
    const QJsonObject first = json.json().toArray()[0].toObject();
    QCOMPARE(first[QStringLiteral("number")].toString(), QStringLiteral("702.19"));
    QCOMPARE(first[QStringLiteral("did_you_mean")].toString(), QStringLiteral("trample"));
    const Run nothing = cli({QStringLiteral("search"), QStringLiteral("xyzzy")});
    QCOMPARE(nothing.out, QStringLiteral("No matches.\n"));
}

void TestCli::exportJsonAndTxtRoundTrip()
{
    importMini();
    const Run json = cli({QStringLiteral("export"), QStringLiteral("--edition"),
                          QStringLiteral("2024-07-30"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(json.status == 0, qPrintable(json.err));
    const QJsonObject o = json.json().toObject();
    for (const char *key : {"edition", "language", "flags", "rules", "glossary"})
        QVERIFY2(o.contains(QLatin1StringView(key)), key);
    const QJsonArray rules = o[QStringLiteral("rules")].toArray();
    QCOMPARE(rules.size(), 17); // 11 numbered rules plus 3 sections and 3 headings
    QCOMPARE(keysOf(rules[0].toObject()),
             (QStringList{QStringLiteral("examples"), QStringLiteral("number"), QStringLiteral("text")}));
    QCOMPARE(o[QStringLiteral("glossary")].toArray().size(), 2);

    const QString txt = m_dir.filePath(QStringLiteral("export-2024-07-30.txt"));
    const Run t = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
                       QStringLiteral("--format"), QStringLiteral("txt"), QStringLiteral("--output"), txt});
    QVERIFY2(t.status == 0, qPrintable(t.err));
    const QString other = m_dir.filePath(QStringLiteral("reimport.sqlite"));
    const Run re = cli({QStringLiteral("import"), txt}, other);
    QVERIFY2(re.status == 0, qPrintable(re.err));
    const Run back = cli({QStringLiteral("export"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
                          QStringLiteral("--format"), QStringLiteral("json")}, other);
    const QJsonObject o2 = back.json().toObject();
    QCOMPARE(o2[QStringLiteral("rules")], o[QStringLiteral("rules")]);
    QCOMPARE(o2[QStringLiteral("glossary")], o[QStringLiteral("glossary")]);
}

void TestCli::errorsExitTwoAndWriteNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such rule") << QStringList{QStringLiteral("show"), QStringLiteral("999.9")}
                                  << QStringLiteral("not in the 2024-11-08");
    QTest::newRow("not a number") << QStringList{QStringLiteral("show"), QStringLiteral("kicker!")}
                                  << QStringLiteral("not a rule number");
    QTest::newRow("no such edition")
        << QStringList{QStringLiteral("show"), QStringLiteral("100.1"), QStringLiteral("--edition"),
                       QStringLiteral("1999-01-01")}
        << QStringLiteral("no edition dated 1999-01-01");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                     << QStringLiteral("unknown command");
    QTest::newRow("not a CR")
        << QStringList{QStringLiteral("import"), QStringLiteral(RULEKEEPER_TEST_DATA "/editions/not-a-cr.txt")}
        << QStringLiteral("not-a-cr.txt");
    QTest::newRow("missing file")
        << QStringList{QStringLiteral("import"), QStringLiteral("/nonexistent/rules.txt")}
        << QStringLiteral("rules.txt");
    QTest::newRow("bad date")
        << QStringList{QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-13-45"),
                       QStringLiteral(RULEKEEPER_TEST_DATA "/editions/mini-2024-07-30.txt")}
        << QStringLiteral("YYYY-MM-DD");
}

void TestCli::errorsExitTwoAndWriteNothing()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    importMini();
    const Run before = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    const Run r = cli(args);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(cli({QStringLiteral("editions"), QStringLiteral("--json")}).out, before.out);
}

void TestCli::badFileAmongGoodOnesImportsNothing()
{
    const Run r = cli({QStringLiteral("import"),
                       testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt")),
                       testsupport::testData(QStringLiteral("editions/not-a-cr.txt"))});
    QCOMPARE(r.status, 2);
    QVERIFY(r.err.contains(QStringLiteral("Nothing was imported")));
    QCOMPARE(cli({QStringLiteral("editions"), QStringLiteral("--json")}).json().toArray().size(), 0);
}

void TestCli::brokenOffFileIsFlaggedIncomplete()
{
    const Run r = cli({QStringLiteral("import"), QStringLiteral("--json"),
                       testsupport::testData(QStringLiteral("editions/broken-off-2025-03-01.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject e = r.json().toArray()[0].toObject();
    QVERIFY(e[QStringLiteral("flags")].toArray().contains(QStringLiteral("incomplete")));
    const QJsonArray warnings = e[QStringLiteral("warnings")].toArray();
    QVERIFY(!warnings.isEmpty());
    QVERIFY2(warnings[0].toString().startsWith(QStringLiteral("broken-off-2025-03-01.txt:")),
             qPrintable(warnings[0].toString()));
}

void TestCli::policyDocumentsBesideTheCr()
{
    importMini();
    {
        rulesdb::RulesStore store(m_db);
        store.addEdition(testsupport::madeIpgEdition());
    }
    // The CR's answers are as they were, with the document named.
    Run r = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.json().toArray().size(), 2);
    QCOMPARE(r.json().toArray()[0].toObject()[QStringLiteral("document")].toString(), QStringLiteral("cr"));
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("all"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().size(), 3);
    QCOMPARE(r.json().toArray()[2].toObject()[QStringLiteral("document")].toString(), QStringLiteral("ipg"));
    QCOMPARE(r.json().toArray()[2].toObject()[QStringLiteral("rules")].toInt(), 5);
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("2024-09-23 en  IPG    5 sections     2 examples  ipg-2024-09-23.txt\n"));

    // An infraction: its penalty and its parts in order.
    r = cli({QStringLiteral("show"), QStringLiteral("2.1"), QStringLiteral("--document"), QStringLiteral("ipg"),
             QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    const QJsonObject o = r.json().toObject();
    QCOMPARE(o[QStringLiteral("document")].toString(), QStringLiteral("ipg"));
    QCOMPARE(o[QStringLiteral("title")].toString(), QStringLiteral("Missed Trigger"));
    QCOMPARE(o[QStringLiteral("penalty")].toString(), QStringLiteral("No Penalty"));
    QCOMPARE(o[QStringLiteral("category")].toString(), QStringLiteral("Game Play Error"));
    QCOMPARE(o[QStringLiteral("edition")].toString(), QStringLiteral("2024-09-23"));
    QStringList labels;
    for (const auto &p : o[QStringLiteral("parts")].toArray())
        labels << p.toObject()[QStringLiteral("label")].toString();
    QCOMPARE(labels, (QStringList{QStringLiteral("Definition"), QStringLiteral("Examples"), QStringLiteral("Philosophy")}));
    r = cli({QStringLiteral("show"), QStringLiteral("missed"), QStringLiteral("trigger"), QStringLiteral("--document"),
             QStringLiteral("IPG")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(u"2.1  Game Play Error \u2014 Missed Trigger  (IPG 2024-09-23 en)\nPenalty: No Penalty\n"_qs),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("\nDefinition\n  A triggered ability")));
    QVERIFY(r.out.contains(QStringLiteral("\nExamples\n  A. A player forgets an upkeep trigger.\n  B. ")));
    // When its words took effect, under its text (the only IPG here: at least since it).
    QVERIFY2(r.out.endsWith(QStringLiteral("\n  Text in force at least since 2024-09-23 (the earliest English edition here)\n")),
             qPrintable(r.out));
    // A section lists what it holds, in the document's order.
    r = cli({QStringLiteral("show"), QStringLiteral("2"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QVERIFY2(r.out.endsWith(QStringLiteral("\n2.1 Game Play Error \u2014 Missed Trigger  [No Penalty]\n"
                                           "2.10 Game Play Error \u2014 Later Error  [Warning]\n")),
             qPrintable(r.out));

    // Links: the guide's own section, and the MTR, which this database lacks.
    r = cli({QStringLiteral("refs"), QStringLiteral("2.1"), QStringLiteral("--document"), QStringLiteral("ipg"),
             QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    const QJsonArray outgoing = r.json().toObject()[QStringLiteral("outgoing")].toArray();
    QCOMPARE(outgoing.size(), 2);
    QCOMPARE(outgoing[0].toObject()[QStringLiteral("target_document")].toString(), QStringLiteral("ipg"));
    QCOMPARE(outgoing[0].toObject()[QStringLiteral("target")].toString(), QStringLiteral("2.10"));
    QCOMPARE(outgoing[0].toObject()[QStringLiteral("in")].toString(), QStringLiteral("Philosophy"));
    QVERIFY(outgoing[0].toObject()[QStringLiteral("exists")].toBool());
    QCOMPARE(outgoing[1].toObject()[QStringLiteral("target_document")].toString(), QStringLiteral("mtr"));
    QCOMPARE(outgoing[1].toObject()[QStringLiteral("target_edition")].toString(), QString());
    r = cli({QStringLiteral("refs"), QStringLiteral("2.10"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.out, QStringLiteral("IPG 2.10 cites (2024-09-23):\n  nothing\nCited by:\n"
                                   "  IPG 2.1 (Philosophy)  \"section 2.10\"  (2024-09-23)\n"));
    r = cli({QStringLiteral("refs"), QStringLiteral("2.1"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QVERIFY2(r.out.contains(QStringLiteral("  MTR 4.3 (in Philosophy)  \"MTR section 4.3\"  [no edition of the Magic Tournament Rules in force then]\n")),
             qPrintable(r.out));
    // The CR's references say they are the CR's.
    r = cli({QStringLiteral("refs"), QStringLiteral("601.2b"), QStringLiteral("--edition"), QStringLiteral("2024-07-30"),
             QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.json().toObject()[QStringLiteral("outgoing")].toArray().size(), 1);
    for (const auto &c : r.json().toObject()[QStringLiteral("outgoing")].toArray())
        QCOMPARE(c.toObject()[QStringLiteral("target_document")].toString(), QStringLiteral("cr"));

    // Without --document a number is the CR's; what another document cannot do yet says so.
    r = cli({QStringLiteral("show"), QStringLiteral("2.1")});
    QCOMPARE(r.status, 2);
    r = cli({QStringLiteral("show"), QStringLiteral("2.2"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("section 2.2 is not in the Infraction Procedure Guide 2024-09-23")), qPrintable(r.err));
    r = cli({QStringLiteral("show"), QStringLiteral("2.1"), QStringLiteral("--document"), QStringLiteral("mtr")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("no edition of the Magic Tournament Rules")), qPrintable(r.err));
    // Search of one document, and of the whole library with a judge's question.
    r = cli({QStringLiteral("search"), QStringLiteral("missed"), QStringLiteral("trigger"), QStringLiteral("penalty"),
             QStringLiteral("--document"), QStringLiteral("ipg"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    QJsonObject first = r.json().toArray().first().toObject();
    QCOMPARE(first[QStringLiteral("document")].toString(), QStringLiteral("ipg"));
    QCOMPARE(first[QStringLiteral("number")].toString(), QStringLiteral("2.1"));
    QCOMPARE(first[QStringLiteral("title")].toString(), QStringLiteral("Missed Trigger"));
    r = cli({QStringLiteral("search"), QStringLiteral("missed trigger penalty"), QStringLiteral("--document"), QStringLiteral("all")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("IPG 2.1 Missed Trigger (")), qPrintable(r.out));
    r = cli({QStringLiteral("search"), QStringLiteral("trample"), QStringLiteral("--document"), QStringLiteral("all"),
             QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().first().toObject()[QStringLiteral("document")].toString(), QStringLiteral("cr"));
    r = cli({QStringLiteral("search"), QStringLiteral("trample"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().first().toObject()[QStringLiteral("document")].toString(), QStringLiteral("cr"));
    r = cli({QStringLiteral("search"), QStringLiteral("trample"), QStringLiteral("--document"), QStringLiteral("all"),
             QStringLiteral("--edition"), QStringLiteral("2024-07-30")});
    QCOMPARE(r.status, 2);
    r = cli({QStringLiteral("export"), QStringLiteral("--document"), QStringLiteral("ipg"), QStringLiteral("--edition"),
             QStringLiteral("2024-09-23"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.status, 0);
    const QJsonArray exported = r.json().toObject()[QStringLiteral("sections")].toArray();
    QCOMPARE(exported.size(), 5);
    QCOMPARE(exported[2].toObject()[QStringLiteral("penalty")].toString(), QStringLiteral("No Penalty"));
    QCOMPARE(r.json().toObject()[QStringLiteral("document")].toString(), QStringLiteral("ipg"));
    r = cli({QStringLiteral("export"), QStringLiteral("--document"), QStringLiteral("ipg"), QStringLiteral("--edition"),
             QStringLiteral("2024-09-23"), QStringLiteral("--format"), QStringLiteral("txt")});
    QVERIFY2(r.out.contains(QStringLiteral("\n2.1  Game Play Error \u2014 Missed Trigger\nPenalty: No Penalty\nDefinition\n")),
             qPrintable(r.out));
    r = cli({QStringLiteral("diff"), QStringLiteral("2024-09-23"), QStringLiteral("2024-09-23"), QStringLiteral("--document"),
             QStringLiteral("ipg"), QStringLiteral("--html"), m_dir.filePath(QStringLiteral("d.html"))});
    QCOMPARE(r.status, 0);
    QVERIFY2(testsupport::readAll(m_dir.filePath(QStringLiteral("d.html")))
                 .contains("<h1>Infraction Procedure Guide: 2024-09-23 → 2024-09-23</h1>"),
             qPrintable(r.err));

    // A later guide renumbers 2.10 as 2.11: its history and the diff follow it.
    {
        rulesdb::EditionData later = testsupport::madeIpgEdition("2025-01-01", "ipg-later");
        later.sections[3].number = QStringLiteral("2.11");
        rulesdb::RulesStore store(m_db);
        store.addEdition(later);
    }
    r = cli({QStringLiteral("history"), QStringLiteral("2.11"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("History of IPG 2.11 (en, as numbered in 2025-01-01)\n"
                                   "\n2024-09-23  2.10  first seen\n    Later Error [Warning]\n    Numbered after 2.9.\n"
                                   "\n2025-01-01  2.11  moved (was 2.10)\n    Later Error [Warning]\n    Numbered after 2.9.\n"));
    r = cli({QStringLiteral("diff"), QStringLiteral("2024-09-23"), QStringLiteral("2025-01-01"), QStringLiteral("--document"),
             QStringLiteral("ipg"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    const QJsonArray changes = r.json().toObject()[QStringLiteral("changes")].toArray();
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes[0].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("moved"));
    QCOMPARE(changes[0].toObject()[QStringLiteral("old")].toArray()[0].toString(), QStringLiteral("2.10"));
    QCOMPARE(changes[0].toObject()[QStringLiteral("new")].toArray()[0].toString(), QStringLiteral("2.11"));
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("floor")});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("expected cr, mtr, ipg or jar or all")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// The diff reports (text, JSON and HTML) of two small editions written here, one change of
// each kind the alignment tells, against golden files read and checked by hand. To make
// them again after a deliberate change: RULEKEEPER_WRITE_GOLDEN=1, then read the diff.
void TestCli::diffReportsMatchTheirGoldenFiles()
{
    const QString db = m_dir.filePath(QStringLiteral("golden-diff.sqlite"));
    {
        rulesdb::RulesStore store(db);
        store.addEdition(testsupport::madeEdition("2030-01-01", {
            {"1.", "Game Concepts"},
            {"100.", "General"},
            {"100.1", "These Magic rules apply to any Magic game with two or more players."},
            {"100.2", "To play, each player needs their own deck of traditional Magic cards."},
            {"100.3", "Some tokens are represented by counters placed on the battlefield; this rule is obsolete."},
            {"101.1", "Whenever a card's text directly contradicts these rules, the card takes precedence."},
            {"102.1", "A player is one of the people in the game, as defined in rule 100.1."},
            {"103.1", "At the start of a game, each player shuffles their deck so that the cards are in a random order. "
                      "Then each player draws a hand of seven cards, which is their opening hand."},
            {"104.1", "A game ends immediately when a player wins, when the game is a draw, or when it is restarted."},
            {"104.2", "There are several ways to win the game: the last player left wins."},
            {"106.1", "A player who is unhappy with their opening hand may take a mulligan and shuffle that hand "
                      "back into their library."},
            {"106.2", "After shuffling, the player draws a new hand of seven cards and puts one of them on the bottom "
                      "of their library for each mulligan taken."},
        }));
        store.addEdition(testsupport::madeEdition("2030-06-01", {
            {"1.", "Game Concepts"},
            {"100.", "General"},
            {"100.1", "These Magic rules apply to any Magic game with two or more players."},
            {"100.2", "To play, each player needs their own deck of traditional Magic cards and a way to track life."},
            {"100.4", "A new rule about sideboards: each player may have a sideboard of up to fifteen cards."},
            {"101.1", "Whenever a card\u2019s text directly contradicts these rules, the card takes precedence."},
            {"102.1", "A player is one of the people in the game, as defined in rule 100.2."},
            {"103.1", "At the start of a game, each player shuffles their deck so that the cards are in a random order."},
            {"103.2", "Then each player draws a hand of seven cards, which is their opening hand."},
            {"105.1", "A game ends immediately when a player wins, when the game is a draw, or when it is restarted."},
            {"105.2", "There are several ways to win the game: the last player left wins."},
            {"106.1", "A player who is unhappy with their opening hand may take a mulligan and shuffle that hand "
                      "back into their library. After shuffling, the player draws a new hand of seven cards and puts "
                      "one of them on the bottom of their library for each mulligan taken."},
        }));
    }
    const QString html = m_dir.filePath(QStringLiteral("golden-diff.html"));
    const QStringList pair{QStringLiteral("diff"), QStringLiteral("2030-01-01"), QStringLiteral("2030-06-01")};
    const Run text = cli(pair, db);
    const Run json = cli(pair + QStringList{QStringLiteral("--json")}, db);
    QCOMPARE(text.status, 0);
    QCOMPARE(json.status, 0);
    QCOMPARE(cli(pair + QStringList{QStringLiteral("--html"), html}, db).status, 0);
    const QList<QPair<QString, QByteArray>> reports{{QStringLiteral("report.txt"), text.out.toUtf8()},
                                                    {QStringLiteral("report.json"), json.out.toUtf8()},
                                                    {QStringLiteral("report.html"), testsupport::readAll(html)}};
    for (const auto &[name, got] : reports) {
        const QString golden = testsupport::testData(QStringLiteral("diff-reports/") + name);
        if (qEnvironmentVariableIsSet("RULEKEEPER_WRITE_GOLDEN")) {
            QFile out(golden);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(got);
            continue;
        }
        const QByteArray expected = testsupport::readAll(golden);
        QVERIFY2(!expected.isEmpty(), qPrintable(golden));
        QVERIFY2(got == expected, qPrintable(QStringLiteral("%1 differs from its golden file:\n%2").arg(name, QString::fromUtf8(got))));
    }
}

// The HTML report of two editions of a policy document, imported from small text dumps of
// the PDF written for it (a section renumbered, one reworded, one retitled, one added, one
// removed, "&" and quotes in the text), against a golden file read and checked by hand.
void TestCli::policyDiffReportMatchesItsGoldenFile()
{
    Run r = cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("policy-diff/mtr-2031-01-01.txt")),
                 testsupport::testData(QStringLiteral("policy-diff/mtr-2031-06-01.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString html = m_dir.filePath(QStringLiteral("policy-diff.html"));
    r = cli({QStringLiteral("diff"), QStringLiteral("2031-01-01"), QStringLiteral("2031-06-01"), QStringLiteral("--document"),
             QStringLiteral("mtr"), QStringLiteral("--html"), html});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    // The terminal is told where the report went, not the report.
    QCOMPARE(r.out, QStringLiteral("MTR 2031-01-01 → 2031-06-01 (en): report written to %1\n").arg(html));
    const QByteArray got = testsupport::readAll(html);
    const QString golden = testsupport::testData(QStringLiteral("diff-reports/policy-report.html"));
    if (qEnvironmentVariableIsSet("RULEKEEPER_WRITE_GOLDEN")) {
        QFile out(golden);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(got);
        return;
    }
    const QByteArray expected = testsupport::readAll(golden);
    QVERIFY2(!expected.isEmpty(), qPrintable(golden));
    QVERIFY2(got == expected, qPrintable(QStringLiteral("the report differs from its golden file:\n") + QString::fromUtf8(got)));
}

// The real MTR of 2019-05-03 against the one before it: Loops came in as 4.4, and the
// report names Triggered Abilities' move from 4.4 to 4.5.
void TestCli::policyDiffReportOfTheMtrCorpus()
{
    REQUIRE_SHARED();
    Run r = cli({QStringLiteral("import"), testsupport::corpusFile(QStringLiteral("policy/mtr/2018-04-27.gatherer.html")),
                 testsupport::corpusFile(QStringLiteral("policy/mtr/2019-05-03.gatherer.html"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString html = m_dir.filePath(QStringLiteral("mtr-2019.html"));
    r = cli({QStringLiteral("diff"), QStringLiteral("2018-04-27"), QStringLiteral("2019-05-03"), QStringLiteral("--document"),
             QStringLiteral("mtr"), QStringLiteral("--html"), html});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QString report = QString::fromUtf8(testsupport::readAll(html));
    QVERIFY2(report.contains(QStringLiteral("<h1>Magic Tournament Rules: 2018-04-27 → 2019-05-03</h1>")), qPrintable(report.left(2000)));
    QVERIFY2(report.contains(QStringLiteral("<span class=\"num\">4.4 → 4.5</span> <span class=\"title\">Triggered Abilities</span>")),
             qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("<span class=\"kind\">added</span> <span class=\"num\">4.4</span> <span class=\"title\">Loops</span>")),
             qPrintable(report));
}

// A copy of the MTR that lost its title: refused with exit status 2, the file, line and
// reason named, nothing written; imported as the MTR with --document mtr.
void TestCli::aPolicyFileNamingNoDocumentNeedsDocument()
{
    const QString path = testsupport::testData(QStringLiteral("policy/untitled-mtr.txt"));
    Run r = cli({QStringLiteral("import"), path});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral("untitled-mtr.txt:1: the text names no document")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("give --document mtr, ipg or jar")), qPrintable(r.err));
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("all"), QStringLiteral("--json")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.json().toArray().size(), 0);

    r = cli({QStringLiteral("import"), QStringLiteral("--document"), QStringLiteral("mtr"), path});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("show"), QStringLiteral("1.1"), QStringLiteral("--document"), QStringLiteral("mtr")});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(QStringLiteral("1.1  Event Types  (MTR 2031-04-07 en)")), qPrintable(r.out));
}

// An untitled MTR given --document ipg: its numbers are titled as the MTR here titles them
// ("1 Tournament Basics", "1.1 Event Types"), where the IPG's are other sections: refused,
// saying so. With no edition here to tell by, it is taken as --document says.
void TestCli::aDocumentItsSectionsContradictIsRefused()
{
    const QString untitled = testsupport::testData(QStringLiteral("policy/untitled-mtr.txt"));
    Run r = cli({QStringLiteral("import"), testsupport::testData(QStringLiteral("policy/pdftext-mtr.txt")),
                 testsupport::testData(QStringLiteral("policy/pdftext-ipg.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("import"), QStringLiteral("--document"), QStringLiteral("ipg"), untitled});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("untitled-mtr.txt: names no document, and cannot be the Infraction Procedure "
                                           "Guide that --document ipg names: its sections are the MTR's: 3 of them are "
                                           "titled as in the MTR of 2031-04-07")),
             qPrintable(r.err));
    QVERIFY2(r.err.toLower().contains(QStringLiteral("where the ipg's (2031-03-03) is \"general ideas\"")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("Nothing was imported.")), qPrintable(r.err));
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("ipg"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray().size(), 1);
    r = cli({QStringLiteral("import"), QStringLiteral("--document"), QStringLiteral("mtr"), QStringLiteral("--date"),
             QStringLiteral("2031-05-05"), untitled});
    QVERIFY2(r.status == 0, qPrintable(r.err));

    const QString empty = m_dir.filePath(QStringLiteral("cannot-tell.sqlite"));
    r = cli({QStringLiteral("import"), QStringLiteral("--document"), QStringLiteral("ipg"), untitled}, empty);
    QVERIFY2(r.status == 0, qPrintable(r.err));
}

// A whole edition replaced by a copy that broke off (3,114 rules became 1,294 with only a
// flag as a hint): --replace alone refuses, naming the edition and what would be lost;
// --accept-loss replaces it.
void TestCli::replacingAWholeEditionByLessNeedsAcceptLoss()
{
    {
        rulesdb::RulesStore store(m_db);
        rulesdb::EditionData whole = testsupport::madeEdition("2025-03-01", {{"1.", "Game Concepts"}, {"100.", "General"}});
        for (int i = 1; i <= 40; ++i)
            whole.rules.push_back({QStringLiteral("100.%1").arg(i), QStringLiteral("Rule %1 of the whole edition.").arg(i)});
        store.addEdition(whole);
    }
    const QString cut = testsupport::testData(QStringLiteral("editions/broken-off-2025-03-01.txt"));
    Run r = cli({QStringLiteral("import"), QStringLiteral("--replace"), cut});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.contains(QStringLiteral("broken-off-2025-03-01.txt: would replace the whole CR of 2025-03-01 (en), "
                                           "40 rules, 0 examples, 0 glossary terms, imported from 2025-03-01.txt, by a "
                                           "copy read as incomplete")),
             qPrintable(r.err));
    QVERIFY2(QRegularExpression(QStringLiteral("that holds \\d+ rules, \\d+ examples, 0 glossary terms: \\d+ rules[^:]* would be lost"))
                 .match(r.err)
                 .hasMatch(),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("give --accept-loss beside --replace")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("Nothing was imported.")), qPrintable(r.err));
    r = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    QCOMPARE(r.json().toArray()[0].toObject()[QStringLiteral("rules")].toInt(), 40);

    r = cli({QStringLiteral("import"), QStringLiteral("--accept-loss"), cut});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--accept-loss goes with --replace")), qPrintable(r.err));
    r = cli({QStringLiteral("import"), QStringLiteral("--replace"), QStringLiteral("--accept-loss"), cut});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = cli({QStringLiteral("editions"), QStringLiteral("--json")});
    QVERIFY(r.json().toArray()[0].toObject()[QStringLiteral("flags")].toArray().contains(QStringLiteral("incomplete")));
}

// One file of a batch failing stores none: the message names the file that failed and
// the others not added, never an edition "already in the database" that is not there.
void TestCli::aBatchRolledBackSaysWhichFileFailed()
{
    const QString july = testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"));
    const QString november = testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"));
    // Two files made one date by --date: the second clashes with the first, which the
    // rolled-back import never stored.
    Run r = cli({QStringLiteral("import"), QStringLiteral("--date"), QStringLiteral("2024-07-30"), july, november});
    QCOMPARE(r.status, 2);
    QVERIFY2(!r.err.contains(QStringLiteral("already in the database")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("mini-2024-11-08.txt: is the CR of 2024-07-30 (en), as mini-2024-07-30.txt "
                                           "given in the same import is")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("the other file of this import (mini-2024-07-30.txt) was not added either")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("Nothing was imported.")), qPrintable(r.err));
    QCOMPARE(cli({QStringLiteral("editions"), QStringLiteral("--json")}).json().toArray().size(), 0);

    // A clash with an edition that is here: said of the file that clashes, the other named.
    QVERIFY(cli({QStringLiteral("import"), july}).status == 0);
    const QString other = m_dir.filePath(QStringLiteral("other-2024-07-30.txt"));
    {
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(testsupport::readAll(july).replace("two or more players", "two or more people"));
    }
    r = cli({QStringLiteral("import"), november, other});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains(QStringLiteral("other-2024-07-30.txt: an edition dated 2024-07-30 (en) is already in the "
                                           "database")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("the other file of this import (mini-2024-11-08.txt) was not added either")),
             qPrintable(r.err));
    QCOMPARE(cli({QStringLiteral("editions"), QStringLiteral("--json")}).json().toArray().size(), 1);
}

void TestCli::editionsOfADocumentWithNoneSaysWhichDocumentsHaveSome()
{
    Run r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("No editions yet: import one with rulekeeper-cli import FILE\n"));
    importMini();
    r = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("ipg")});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("No edition of the Infraction Procedure Guide (IPG) yet; the database has editions "
                                   "of: CR (2)\n"));
}

// diff --html writes the report and says where; the diff itself is in the report.
void TestCli::diffHtmlPrintsWhereTheReportWent()
{
    importMini();
    const QString html = m_dir.filePath(QStringLiteral("where.html"));
    const Run r = cli({QStringLiteral("diff"), QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"),
                       QStringLiteral("--html"), html});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QCOMPARE(r.out, QStringLiteral("CR 2024-07-30 → 2024-11-08 (en): report written to %1\n").arg(html));
    QVERIFY(QString::fromUtf8(testsupport::readAll(html)).contains(QStringLiteral("<ins>may</ins>")));
}
