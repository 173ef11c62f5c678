// Card rulings: set files in MTGJSON's shapes read into rulings, stored beside the rules,
// and shown with the rules they cite or whose keyword they name.

#include "importer.h"
#include "importerror.h"
#include "readers/cardrulings.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QTest>

using namespace rulesdb;

class TestCardRulings : public QObject {
    Q_OBJECT
private slots:
    void readsEveryShape_data();
    void readsEveryShape();
    void brokenJsonNamesItsLine();
    void rulingsShowWithTheirRules_data();
    void rulingsShowWithTheirRules();
    void sameFileTwiceAddsNothing();
    void aBadFileImportsNothing();
    void realSetFiles();
};

static QString rulings(const char *name)
{
    return testsupport::testData(QStringLiteral("rulings/") + QString::fromUtf8(name));
}

static RulingSet read(const QString &path)
{
    return importers::readCardRulings(QString::fromUtf8(testsupport::readAll(path)), QFileInfo(path).fileName());
}

void TestCardRulings::readsEveryShape_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("cards"); // one per ruling kept, in file order
    QTest::addColumn<int>("warnings");
    // The reprinted Giant Growth repeats its ruling: kept once. A ruling with no date is
    // skipped with a warning.
    QTest::newRow("a set") << "set-m99.json" << "Sample Set (M99)"
                           << QStringList{QStringLiteral("Colossal Dreadmaw"), QStringLiteral("Colossal Dreadmaw"), QStringLiteral("Giant Growth"), QStringLiteral("Trampling Ox")} << 1;
    QTest::newRow("a set under data") << "data-wrapped.json" << "Wrapped Set (WRP)" << QStringList{QStringLiteral("Rampaging Baloths")} << 0;
    QTest::newRow("sets by code") << "many-sets.json" << "First (AAA), Second (BBB)" << QStringList{QStringLiteral("One"), QStringLiteral("Two")} << 0;
}

void TestCardRulings::readsEveryShape()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    QFETCH(QStringList, cards);
    QFETCH(int, warnings);
    const QString path = rulings(file.toUtf8().constData());
    QVERIFY(importers::looksLikeCardRulings(QString::fromUtf8(testsupport::readAll(path))));
    const RulingSet set = read(path);
    QCOMPARE(set.name, name);
    QStringList got;
    for (const auto &r : set.rulings)
        got << r.card;
    QCOMPARE(got, cards);
    QCOMPARE(set.warnings.size(), warnings);
}

void TestCardRulings::brokenJsonNamesItsLine()
{
    try {
        read(rulings("broken.json"));
        QFAIL("broken JSON must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("broken.json"));
        QCOMPARE(e.line(), 5);
        QVERIFY2(e.message().contains(QStringLiteral("not valid JSON")), qPrintable(e.toString()));
    }
}

void TestCardRulings::rulingsShowWithTheirRules_data()
{
    QTest::addColumn<bool>("rulingsFirst"); // links hold whatever was imported first
    QTest::newRow("rulings after the edition") << false;
    QTest::newRow("rulings before the edition") << true;
}

void TestCardRulings::rulingsShowWithTheirRules()
{
    QFETCH(bool, rulingsFirst);
    RulesStore store(QStringLiteral(":memory:"));
    const QString edition = testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"));
    const QString set = rulings("set-m99.json");
    importers::importFiles(store, {rulingsFirst ? set : edition}, {});
    importers::importFiles(store, {rulingsFirst ? edition : set}, {});
    const EditionInfo e = *store.edition(QString(), QStringLiteral("en"));

    auto links = [&](const char *number) {
        QStringList out;
        for (const auto &r : store.cardRulings(e, *RuleNumber::parse(QString::fromUtf8(number))))
            out << r.date + u' ' + r.card + u' ' + r.link;
        return out;
    };
    // 702.19b is cited by the first ruling, and belongs to Trample, which the second names;
    // "trampling" is another word.
    const QStringList trample{QStringLiteral("2019-07-12 Colossal Dreadmaw cites 702.19b"),
                              QStringLiteral("2020-01-24 Colossal Dreadmaw names Trample")};
    QCOMPARE(links("702.19b"), trample);
    QCOMPARE(links("702.19"), trample);
    QCOMPARE(links("702.19a"), (QStringList{QStringLiteral("2019-07-12 Colossal Dreadmaw names Trample"),
                                            QStringLiteral("2020-01-24 Colossal Dreadmaw names Trample")}));
    QCOMPARE(links("601.2"), QStringList{});
    // The ruling's text is kept as written, markup and all.
    const auto ox = store.cardRulings(e, *RuleNumber::parse(QStringLiteral("702.19b")));
    QVERIFY(ox.front().text.contains(QStringLiteral("see rule 702.19b")));
    QCOMPARE(ox.front().set, QStringLiteral("Sample Set (M99)"));
}

void TestCardRulings::sameFileTwiceAddsNothing()
{
    RulesStore store(QStringLiteral(":memory:"));
    auto first = importers::importFiles(store, {rulings("set-m99.json")}, {});
    QCOMPARE(first.size(), size_t(1));
    QVERIFY(first.front().rulings);
    QCOMPARE(first.front().rulings->status, AddStatus::Added);
    QCOMPARE(first.front().rulings->set.rulings, 4);
    auto again = importers::importFiles(store, {rulings("set-m99.json")}, {});
    QCOMPARE(again.front().rulings->status, AddStatus::AlreadyImported);
    QCOMPARE(store.rulingSets().size(), size_t(1));
}

void TestCardRulings::aBadFileImportsNothing()
{
    RulesStore store(QStringLiteral(":memory:"));
    QVERIFY_THROWS_EXCEPTION(importers::ImportError,
                             importers::importFiles(store, {rulings("set-m99.json"), rulings("broken.json")}, {}));
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM card_rulings"), 0);
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM texts"), 0);
}

// The corpus's MTGJSON v3 files, counted by hand (SOURCES.md agrees): 279 rulings in M10,
// 376 in LEA, none repeated. Against the 2026-01-16 CR, Trample (702.19) gathers the three
// that name it: Forcefield and Veteran Bodyguard (LEA, 2004-10-04), Divine Verdict (M10,
// 2012-07-01); none of them cites a rule number. In 2008-10-01 Trample was 502.9: the
// same three rulings.
void TestCardRulings::realSetFiles()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const auto outcomes = importers::importFiles(
        store,
        {testsupport::corpusFile(QStringLiteral("rulings/mtgjson3_M10.json")),
         testsupport::corpusFile(QStringLiteral("rulings/mtgjson3_LEA.json")),
         testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
         testsupport::corpusFile(QStringLiteral("cr-txt/2008-10-01.txt"))},
        {});
    QCOMPARE(outcomes.size(), size_t(4));
    QCOMPARE(outcomes[2].rulings->set.name, QStringLiteral("Magic 2010 (M10)"));
    QCOMPARE(outcomes[2].rulings->set.rulings, 279);
    QCOMPARE(outcomes[3].rulings->set.name, QStringLiteral("Limited Edition Alpha (LEA)"));
    QCOMPARE(outcomes[3].rulings->set.rulings, 376);

    const QStringList expected{QStringLiteral("2004-10-04 Forcefield"), QStringLiteral("2004-10-04 Veteran Bodyguard"),
                               QStringLiteral("2012-07-01 Divine Verdict")};
    for (const auto &[date, number] : {std::pair{"2026-01-16", "702.19"}, std::pair{"2008-10-01", "502.9"}}) {
        const auto e = store.edition(QString::fromLatin1(date), QStringLiteral("en"));
        QStringList got;
        for (const auto &r : store.cardRulings(*e, *RuleNumber::parse(QString::fromLatin1(number))))
            got << r.date + u' ' + r.card;
        QCOMPARE(got, expected);
    }
    // Flying (702.9) is named by many more: every one of them names it.
    const auto e = store.edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    const auto flying = store.cardRulings(*e, *RuleNumber::parse(QStringLiteral("702.9")));
    QVERIFY(!flying.empty());
    for (const auto &r : flying)
        QVERIFY2(r.text.contains(QStringLiteral("flying"), Qt::CaseInsensitive), qPrintable(r.text));
}

QTEST_GUILESS_MAIN(TestCardRulings)
#include "tst_cardrulings.moc"
