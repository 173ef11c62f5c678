// Rules from web pages: real HTML read by an HTML5 parser, and the bullet-line text copy
// of such a page, including one that lost its apostrophes (a lossy edition).

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "rulespagelink.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestHtmlPages : public QObject {
    Q_OBJECT
private slots:
    void newestRulesTextLink_data();
    void newestRulesTextLink();
    void policyDocumentLinks_data();
    void policyDocumentLinks();
    void realHtml();
    void pageLayouts_data();
    void pageLayouts();
    void bulletLinesFromUserPage();
    void headingNumberOnItsOwnLine();
    void pageWithoutRulesIsRefused();
};

static const RuleEntry *find(const EditionData &e, const char *number)
{
    for (const auto &r : e.rules)
        if (r.number == QString::fromUtf8(number))
            return &r;
    return nullptr;
}

void TestHtmlPages::realHtml()
{
    const EditionData e = importers::readEdition(testsupport::testData(QStringLiteral("html/rules.html")), {});
    QCOMPARE(e.meta.format, QStringLiteral("html"));
    QCOMPARE(e.meta.date, QStringLiteral("2026-01-16")); // from the page, entity and markup inside
    QCOMPARE(e.meta.name, QStringLiteral("Magic: The Gathering Comprehensive Rules"));
    QVERIFY(e.meta.flags & FlagPartial);
    QVERIFY(!(e.meta.flags & FlagLossy));
    QStringList numbers;
    for (const auto &r : e.rules)
        numbers << r.number;
    // Scripts, styles and navigation are not rules text.
    QCOMPARE(numbers, (QStringList{QStringLiteral("601."), QStringLiteral("601.2"), QStringLiteral("601.2b"),
                                   QStringLiteral("601.2f"), QStringLiteral("702."), QStringLiteral("702.19b")}));
    QCOMPARE(find(e, "601.2b")->text,
             QStringLiteral("If the spell is modal, the player announces the mode choice (see rule\u00A0700.2)."));
    // Entities decoded, markup dropped, <br> a new paragraph, "<costs>" kept as text.
    QCOMPARE(find(e, "601.2f")->text,
             QStringLiteral("The player determines the total cost of the spell & its <costs>.\nCosts may include paying mana."));
    QCOMPARE(find(e, "702.19b")->examples,
             QStringList{QStringLiteral("A 5/5 green creature with trample is blocked by a 2/2 creature.")});
    QCOMPARE(find(e, "601.2")->sourceLine, 13); // the line of its <p> in the page
}

// The rules as other sites lay them out, none with a <title>: a number cell and a text
// cell in each table row, <dt> and <dd>, a number <span> and a text <span> in a <div>, and
// nested list items. Each is the same four rules, the section's title included, stored
// through the whole import.
void TestHtmlPages::pageLayouts_data()
{
    QTest::addColumn<QString>("page");
    for (const char *page : {"table.html", "dl.html", "div.html", "list.html"})
        QTest::newRow(page) << QString::fromUtf8(page);
}

void TestHtmlPages::pageLayouts()
{
    QFETCH(QString, page);
    RulesStore store(QStringLiteral(":memory:"));
    importers::ImportOptions o;
    o.date = QStringLiteral("2026-01-16");
    importers::importFiles(store, {testsupport::testData(QStringLiteral("html/layouts/") + page)}, o);
    const auto edition = store.edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    QCOMPARE(edition->name, QStringLiteral("Comprehensive Rules (%1)").arg(page)); // no title of its own
    const EditionData e = store.exportEdition(*edition);
    QStringList numbers;
    for (const auto &r : e.rules)
        numbers << r.number;
    QCOMPARE(numbers, (QStringList{QStringLiteral("100."), QStringLiteral("100.1"), QStringLiteral("100.1a"),
                                   QStringLiteral("100.2")}));
    QCOMPARE(e.rules[0].text, QStringLiteral("General"));
    QCOMPARE(e.rules[1].text, QStringLiteral("These Magic rules apply to any Magic game with two or more players."));
    QCOMPARE(e.rules[2].text, QStringLiteral("A two-player game is a game that begins with only two players."));
    QCOMPARE(e.rules[3].text, QStringLiteral("To play, each player needs their own deck. See rule 100.1a."));
}

void TestHtmlPages::bulletLinesFromUserPage()
{
    REQUIRE_SHARED();
    importers::ImportOptions o;
    o.date = QStringLiteral("2018-01-19");
    const EditionData e = importers::readEdition(testsupport::sharedDir() + QStringLiteral("/seeds/html-toc-107.txt"), o);
    QCOMPARE(e.meta.format, QStringLiteral("html-text"));
    QVERIFY(e.meta.flags & FlagLossy);
    QVERIFY(e.meta.flags & FlagPartial);
    // Counted by hand: the heading 107., 15 rules and 28 subrules, no examples.
    QCOMPARE(int(e.rules.size()), 44);
    QCOMPARE(e.rules.front().number, QStringLiteral("107."));
    QCOMPARE(e.rules.front().text, QStringLiteral("Numbers and Symbols"));
    QCOMPARE(e.rules.back().number, QStringLiteral("107.15b"));
    QCOMPARE(find(e, "107.1a")->text.left(40), QStringLiteral("You cant choose a fractional number, dea"));
    QVERIFY(find(e, "107.15a")->text.startsWith(QStringLiteral("{rN}[Effect] means When one or more lore counters")));
    QVERIFY(e.warnings.join(u'\n').contains(QStringLiteral("lossy")));
}

// A text copy whose heading numbers stand alone, blank lines before their titles: each
// number takes the title after it, never a rule's line or an example; one without a title
// is left out rather than added to the rule before it.
void TestHtmlPages::headingNumberOnItsOwnLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("  \u2022 7.\n\n\n  Additional Rules\n  \u2022 700.\n\n  \u2022 700.1 Anything that happens.\n"
            "  \u2022 701.\n  Example: not a title.\n");
    f.close();
    importers::ImportOptions o;
    o.date = QStringLiteral("2026-01-16");
    o.format = QStringLiteral("html-text");
    const EditionData e = importers::readEdition(path, o);
    QStringList read;
    for (const auto &r : e.rules)
        read << r.number + u'|' + r.text;
    QCOMPARE(read, (QStringList{QStringLiteral("7.|Additional Rules"), QStringLiteral("700.1|Anything that happens.")}));
    QCOMPARE(e.rules.back().examples, QStringList{QStringLiteral("not a title.")});
}

void TestHtmlPages::pageWithoutRulesIsRefused()
{
    try {
        importers::readEdition(testsupport::testData(QStringLiteral("html/rules.html")), [] {
            importers::ImportOptions o;
            o.format = QStringLiteral("html-text");
            return o;
        }());
        QFAIL("a page without bullet rules read as bullets must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("rules.html"));
        QVERIFY2(e.message().contains(QStringLiteral("expected numbered rules")), qPrintable(e.toString()));
    }
}

// "Check for new rules" finds the policy documents' PDFs on the page: "mtr URL|ipg URL|…".
void TestHtmlPages::policyDocumentLinks_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("links");
    QTest::newRow("by their file names, among other downloads")
        << QByteArray("<a href='https://media.wizards.com/2025/wpn/marketing_materials/wpn/mtg_mtr_2025feb7_en.pdf'>Download</a>"
                      "<a href='/docs/MTG_IPG_2024Sep23_EN.pdf'>Download</a>"
                      "<a href='/docs/MagicCompRules%2020250404.pdf'>Comprehensive Rules</a>"
                      "<a href='/docs/jargon.pdf'>Glossary</a>"
                      "<a href='/docs/MTG-JAR-2024.PDF'>Download</a>")
        << QStringLiteral("mtr https://media.wizards.com/2025/wpn/marketing_materials/wpn/mtg_mtr_2025feb7_en.pdf|"
                          "ipg https://example.test/docs/MTG_IPG_2024Sep23_EN.pdf|jar https://example.test/docs/MTG-JAR-2024.PDF");
    QTest::newRow("by the words of the link, the first of two kept")
        << QByteArray("<ul><li><a href='files/guide.pdf'><b>Magic</b> Infraction Procedure Guide</a></li>"
                      "<li><a href='files/old-guide.pdf'>Infraction Procedure Guide (2019)</a></li>"
                      "<li><a href='files/regular.pdf'>Judging at Regular REL</a></li></ul>")
        << QStringLiteral("ipg https://example.test/rules/files/guide.pdf|jar https://example.test/rules/files/regular.pdf");
    QTest::newRow("no PDF of a policy document")
        << QByteArray("<a href='/MTR.txt'>Magic Tournament Rules</a><a href='/rules.pdf'>Comprehensive Rules</a>"
                      "<a href='mailto:mtr@example.test'>MTR</a><a href='ftp://example.test/MTR.pdf'>MTR</a>")
        << QString();
}

void TestHtmlPages::policyDocumentLinks()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, links);
    QStringList found;
    for (const auto &link : importers::policyDocumentLinks(html, QUrl(QStringLiteral("https://example.test/rules/"))))
        found << documentName(link.document) + u' ' + link.url.toString();
    QCOMPARE(found.join(u'|'), links);
}

// "Check for new rules" reads the official rules page for its link to the current text.
void TestHtmlPages::newestRulesTextLink_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("link"); // empty: none

    QTest::newRow("the official page's shape: a space in the name, other downloads around")
        << QByteArray("<html><body><nav><a href='/en/news'>News</a></nav><main>"
                      "<a href='https://media.wizards.com/2025/downloads/MagicCompRules%2020250404.pdf'>PDF</a>"
                      "<a href='https://media.wizards.com/2025/downloads/MagicCompRules 20250404.txt'>TXT</a>"
                      "<a href='https://media.wizards.com/2025/downloads/MagicCompRules%2020250404.docx'>DOCX</a>"
                      "</main></body></html>")
        << QStringLiteral("https://media.wizards.com/2025/downloads/MagicCompRules%2020250404.txt");
    QTest::newRow("the newest of several dated texts")
        << QByteArray("<p><a href=\"files/MagicCompRules%2020240730.txt\">old</a> "
                      "<a href=\"files/MagicCompRules%2020260116.txt\">new</a> "
                      "<a href=\"files/MagicCompRules%2020250404.txt\">between</a></p>")
        << QStringLiteral("https://example.test/rules/files/MagicCompRules%2020260116.txt");
    QTest::newRow("the rules before another text file")
        << QByteArray("<a href='/robots.txt'>robots</a><a href='/cr/Comprehensive-Rules.TXT'>CR</a>"
                      "<a href='/tournament-rules-20260101.txt'>MTR</a>")
        << QStringLiteral("https://example.test/cr/Comprehensive-Rules.TXT");
    QTest::newRow("no text file") << QByteArray("<a href='rules.pdf'>PDF</a><a href='mailto:x@y.z'>mail</a>") << QString();
    QTest::newRow("not a web link") << QByteArray("<a href='file:///etc/MagicCompRules.txt'>x</a>") << QString();
    QTest::newRow("not HTML at all") << QByteArray("\x00\x01 binary") << QString();
}

void TestHtmlPages::newestRulesTextLink()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, link);
    const QUrl found = importers::newestRulesTextLink(html, QUrl(QStringLiteral("https://example.test/rules/")));
    QCOMPARE(found.toString(QUrl::FullyEncoded), link);
}

QTEST_GUILESS_MAIN(TestHtmlPages)
#include "tst_htmlpages.moc"
