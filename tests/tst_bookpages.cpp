// Scraped book pages: furniture dropped, pages read in page order, seams mended.

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestBookPages : public QObject {
    Q_OBJECT
private slots:
    void pagesBecomeOneEditionInPageOrder();
    void onePageAlone();
    void pageNumbersAsOtherSitesWriteThem_data();
    void pageNumbersAsOtherSitesWriteThem();
    void userPage();
    void userPageSplitInTwo();
};

static QString page(const char *name)
{
    return testsupport::testData(QStringLiteral("book/") + QString::fromUtf8(name));
}

static const RuleEntry *find(const EditionData &e, const char *number)
{
    for (const auto &r : e.rules)
        if (r.number == QString::fromUtf8(number))
            return &r;
    return nullptr;
}

static EditionData exportOnly(RulesStore &store)
{
    return store.exportEdition(store.editions().front());
}

// Pages 7 and 8 as one edition: their rules in order, the word split by the page break mended.
static void checkPagesSevenAndEight(const EditionData &e)
{
    QStringList numbers;
    for (const auto &r : e.rules)
        numbers << r.number;
    QCOMPARE(numbers, (QStringList{QStringLiteral("200."), QStringLiteral("200.8"), QStringLiteral("205.3e"),
                                   QStringLiteral("205.3f"), QStringLiteral("205.3g")}));
    QCOMPARE(find(e, "205.3e")->text,
             QStringLiteral("If an artifact creature card has subtypes printed on its type line, those subtypes are creature types."));
}

void TestBookPages::pagesBecomeOneEditionInPageOrder()
{
    RulesStore store(QStringLiteral(":memory:"));
    // Given in the wrong order: page 8 before page 7.
    const auto outcomes = importers::importFiles(store, {page("page-8.txt"), page("page-7.txt")}, {});
    QCOMPARE(outcomes.size(), size_t(1));
    const auto info = store.editions().front();
    QCOMPARE(info.format, QStringLiteral("book-page"));
    QCOMPARE(info.date, QStringLiteral("2007-02-01")); // from "current as of" on page 7
    QVERIFY(info.flags & FlagPartial);
    const EditionData e = exportOnly(store);
    checkPagesSevenAndEight(e);
    if (QTest::currentTestFailed())
        return;
    // A closing quote that the scraper put on the next line.
    QCOMPARE(find(e, "205.3f")->text,
             QStringLiteral("Artifact subtypes are listed after a long dash: \u201CArtifact \u2013 Equipment.\u201D "
                            "Artifact subtypes are also called artifact types."));
    QCOMPARE(find(e, "205.3f")->examples,
             QStringList{QStringLiteral("An artifact card with subtypes puts them after the dash.")});
    // No furniture anywhere.
    for (const auto &r : e.rules) {
        QVERIFY2(!r.text.contains(QStringLiteral("Prev")) && !r.text.contains(QStringLiteral("Gottlieb")),
                 qPrintable(r.text));
    }
    // The same pages again, in any order, add nothing.
    QCOMPARE(importers::importFiles(store, {page("page-7.txt"), page("page-8.txt")}, {}).front().result.status,
             AddStatus::AlreadyImported);
}

void TestBookPages::pageNumbersAsOtherSitesWriteThem_data()
{
    QTest::addColumn<QString>("form"); // %1 is the page's number
    QTest::newRow("of") << QStringLiteral("Page %1 of 120");
    QTest::newRow("slash, lower case") << QStringLiteral("page %1/120");
    QTest::newRow("dashes") << QStringLiteral("- Page %1 -");
}

void TestBookPages::pageNumbersAsOtherSitesWriteThem()
{
    QFETCH(QString, form);
    QTemporaryDir dir;
    QStringList files;
    for (const int n : {8, 7}) {
        QString text = QString::fromUtf8(testsupport::readAll(page(n == 7 ? "page-7.txt" : "page-8.txt")));
        text.replace(QStringLiteral("Page %1").arg(n), form.arg(n));
        files << dir.filePath(QStringLiteral("p%1.txt").arg(n));
        QFile f(files.back());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    RulesStore store(QStringLiteral(":memory:"));
    importers::importFiles(store, files, {});
    const EditionData e = exportOnly(store);
    QCOMPARE(e.meta.format, QStringLiteral("book-page"));
    checkPagesSevenAndEight(e);
}

void TestBookPages::onePageAlone()
{
    const EditionData e = importers::readEdition(page("page-7.txt"), {});
    QCOMPARE(e.meta.format, QStringLiteral("book-page"));
    // The page ends mid-word: kept as it is, nothing invented.
    QCOMPARE(find(e, "205.3e")->text, QStringLiteral("If an artifact creature card ha"));
    // Page 8 alone has no date.
    QVERIFY_THROWS_EXCEPTION(importers::ImportError, importers::readEdition(page("page-8.txt"), {}));
}

void TestBookPages::userPage()
{
    REQUIRE_SHARED();
    importers::ImportOptions o;
    o.date = QStringLiteral("2007-02-01");
    const EditionData e = importers::readEdition(testsupport::sharedDir() + QStringLiteral("/seeds/book-page-2.txt"), o);
    QCOMPARE(e.meta.format, QStringLiteral("book-page"));
    // Counted by hand: 31 rules with a dot, 36 subrules, 12 headings, 10 examples; 200.7a
    // first, 212.2f last.
    int examples = 0, numbered = 0;
    for (const auto &r : e.rules) {
        examples += int(r.examples.size());
        numbered += r.number.endsWith(u'.') ? 0 : 1;
    }
    QCOMPARE(numbered, 67);
    QCOMPARE(int(e.rules.size()), 79);
    QCOMPARE(examples, 10);
    QCOMPARE(e.rules.front().number, QStringLiteral("200.7a"));
    QCOMPARE(e.rules.back().number, QStringLiteral("212.2f"));
    QVERIFY(find(e, "205.3e")->text.startsWith(QStringLiteral("If an artifact creature card has subtypes printed")));
    QVERIFY(find(e, "212.2c")->text.contains(QStringLiteral("\u201CArtifact \u2013 Equipment.\u201D Artifact subtypes")));
    QCOMPARE(find(e, "201.")->text, QStringLiteral("Characteristics"));
    QVERIFY(e.meta.name.contains(QStringLiteral("Comprehensive Rules")));
}

void TestBookPages::userPageSplitInTwo()
{
    // The user's page cut where its word is split, as two pages of the book.
    REQUIRE_SHARED();
    const QString text = QString::fromUtf8(testsupport::readAll(testsupport::sharedDir() + QStringLiteral("/seeds/book-page-2.txt")));
    const qsizetype cut = text.indexOf(QStringLiteral("card ha\n")) + 8;
    QVERIFY(cut > 8);
    const QString header = text.left(text.indexOf(QStringLiteral("by Mark")));
    QTemporaryDir dir;
    const auto write = [&](const QString &name, const QString &content) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content.toUtf8());
    };
    write(QStringLiteral("a.txt"), text.left(cut) + QStringLiteral("\n\u2039 Prev\n"));
    QString second = header + QStringLiteral("by Mark L. Gottlieb\n\n") + text.mid(cut);
    second.replace(QStringLiteral("Page 2"), QStringLiteral("Page 3"));
    write(QStringLiteral("b.txt"), second);
    RulesStore store(QStringLiteral(":memory:"));
    importers::ImportOptions o;
    o.date = QStringLiteral("2007-02-01");
    importers::importFiles(store, {dir.filePath(QStringLiteral("b.txt")), dir.filePath(QStringLiteral("a.txt"))}, o);
    const EditionData e = exportOnly(store);
    QCOMPARE(int(e.rules.size()), 79);
    QVERIFY(find(e, "205.3e")->text.startsWith(QStringLiteral("If an artifact creature card has subtypes printed")));
}

QTEST_GUILESS_MAIN(TestBookPages)
#include "tst_bookpages.moc"
