// The search panel: results after a pause, searches beside the window newest first, texts
// with some of the words, and --search bringing the panel up.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "panels/roles.h"
#include "panels/searchpanel.h"
#include "reading/colors.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>

class TestSearchPanel : public AppTest {
    Q_OBJECT
private slots:
    void searchShowsResultsAfterAPause();
    void searchRunsBesideTheWindowNewestFirst();
    void searchWithSomeOfTheWordsSaysWhatIsMissing();
    void searchBringsUpTheSearchPanel();
    void aDarkStyleSheetKeepsEveryRowReadable();
    void wordsInAnotherScriptSearchTheEditionOfTheirLanguage();
};

void TestSearchPanel::searchShowsResultsAfterAPause()
{
    auto *panel = m_window->findChild<SearchPanel *>();
    auto *query = m_window->findChild<QLineEdit *>(QStringLiteral("searchQuery"));
    auto *results = m_window->findChild<QListWidget *>(QStringLiteral("searchResults"));
    QVERIFY(panel && query && results);
    QTest::keyClicks(query, QStringLiteral("mana"));
    QCOMPARE(panel->resultCount(), 0); // not while typing
    QTRY_VERIFY(panel->resultCount() > 0);
    const QString html = results->item(0)->data(HtmlRole).toString();
    QVERIFY2(html.contains(QStringLiteral(">mana</b>")), qPrintable(html)); // the match stands out
    // Enter opens the hit.
    results->setFocus();
    results->setCurrentRow(0);
    QTest::keyClick(results, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, results->item(0)->data(NumberRole).toString());
}

// The window never waits on a search: it is asked for and answered later; a search asked
// for while another runs supersedes it, and only its results are listed.
void TestSearchPanel::searchRunsBesideTheWindowNewestFirst()
{
    auto *panel = m_window->findChild<SearchPanel *>();
    auto *query = m_window->findChild<QLineEdit *>(QStringLiteral("searchQuery"));
    auto *results = m_window->findChild<QListWidget *>(QStringLiteral("searchResults"));
    QVERIFY(panel && query && results);
    QSignalSpy shown(panel, &SearchPanel::resultsShown);
    panel->searchFor(QStringLiteral("mana"));
    QVERIFY(panel->isSearching());
    QCOMPARE(shown.count(), 0);
    panel->searchFor(QStringLiteral("trample"));
    QTRY_VERIFY(!panel->isSearching());
    QTest::qWait(100); // an answer to "mana" would have come by now
    QCOMPARE(shown.count(), 1);
    QVERIFY(panel->resultCount() > 0);
    for (int row = 0; row < results->count(); ++row)
        QVERIFY2(results->item(row)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("trample"),
                                                                                      Qt::CaseInsensitive),
                 qPrintable(results->item(row)->data(Qt::AccessibleTextRole).toString()));
    QCOMPARE(results->item(0)->data(NumberRole).toString(), QStringLiteral("702.19")); // the keyword's own rule

    // Enter while the search runs: the first result takes the keys once it is listed.
    query->setFocus();
    query->clear();
    QTest::keyClicks(query, QStringLiteral("mana abilities"));
    QTest::keyClick(query, Qt::Key_Return);
    QTRY_VERIFY(results->hasFocus());
    QCOMPARE(results->currentRow(), 0);
    // The term typed, in the plural: the glossary entry Mana Ability.
    QCOMPARE(results->item(0)->data(NumberRole).toString(), QStringLiteral("Mana Ability"));

    // A misspelt keyword finds nothing and offers the word meant; choosing it searches it.
    panel->searchFor(QStringLiteral("tramle"));
    QTRY_VERIFY(!panel->isSearching());
    QCOMPARE(panel->resultCount(), 0);
    QCOMPARE(results->count(), 2);
    QCOMPARE(results->item(0)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("No rule matches “tramle”."));
    QCOMPARE(results->item(1)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("Did you mean trample?"));
    emit results->itemActivated(results->item(1));
    QCOMPARE(query->text(), QStringLiteral("trample"));
    QTRY_COMPARE(results->item(0)->data(NumberRole).toString(), QStringLiteral("702.19"));

    // Emptying the box drops a search under way and clears the list.
    panel->searchFor(QStringLiteral("mana"));
    query->clear();
    panel->searchFor(QString());
    QVERIFY(!panel->isSearching());
    QTest::qWait(100);
    QCOMPARE(results->count(), 0);
}

// No rule has every word: the rules with most of them, under a line that says so, each
// with the words it lacks struck through; Enter goes past that line to the first rule.
void TestSearchPanel::searchWithSomeOfTheWordsSaysWhatIsMissing()
{
    auto *panel = m_window->findChild<SearchPanel *>();
    auto *query = m_window->findChild<QLineEdit *>(QStringLiteral("searchQuery"));
    auto *results = m_window->findChild<QListWidget *>(QStringLiteral("searchResults"));
    QVERIFY(panel && query && results);
    query->setFocus();
    QTest::keyClicks(query, QStringLiteral("controller trample assigns everyone"));
    QTest::keyClick(query, Qt::Key_Return);
    QTRY_VERIFY(results->hasFocus());
    QCOMPARE(results->item(0)->data(Qt::AccessibleTextRole).toString(),
             QStringLiteral("No rule has every word; rules with some of them:"));
    QCOMPARE(results->item(0)->flags(), Qt::NoItemFlags);
    QCOMPARE(results->currentRow(), 1);
    QCOMPARE(results->item(1)->data(NumberRole).toString(), QStringLiteral("702.19b"));
    QVERIFY2(results->item(1)->data(Qt::AccessibleTextRole).toString().endsWith(QStringLiteral("Missing: everyone")),
             qPrintable(results->item(1)->data(Qt::AccessibleTextRole).toString()));
    QVERIFY(results->item(1)->data(HtmlRole).toString().contains(QStringLiteral("<s>everyone</s>")));
    QCOMPARE(panel->resultCount(), results->count() - 1);
    QTest::keyClick(results, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.19b"));
}

// --search brings the search panel to the front, whatever panel was in front of it (the
// history or the bookmarks, tabbed with it) when the app was last closed.
void TestSearchPanel::searchBringsUpTheSearchPanel()
{
    auto *search = m_window->findChild<SearchPanel *>();
    m_window->findChild<QDockWidget *>(QStringLiteral("bookmarksDock"))->raise();
    QTRY_VERIFY(search->visibleRegion().isEmpty());
    m_window->search(QStringLiteral("trample"));
    QTRY_VERIFY(!search->visibleRegion().isEmpty());
}

// A dark style sheet that gives the list a background but no alternate one: Qt keeps the
// light theme's colour for every other row, under the sheet's light text.
void TestSearchPanel::aDarkStyleSheetKeepsEveryRowReadable()
{
    qApp->setStyleSheet(QStringLiteral("QWidget { background-color: #232629; color: #fcfcfc; } "
                                       "QListWidget { background-color: #1b1e20; color: #fcfcfc; }"));
    auto *results = m_window->findChild<QListWidget *>(QStringLiteral("searchResults"));
    m_window->search(QStringLiteral("trample"));
    QTRY_VERIFY(results->count() >= 3);
    QCoreApplication::processEvents();
    const QImage shown = results->viewport()->grab().toImage();
    const QColor text(0xfc, 0xfc, 0xfc);
    for (int row = 0; row < 3; ++row) {
        const QRect r = results->visualItemRect(results->item(row));
        const QColor background = shown.pixelColor(r.right() - 2, r.bottom() - 2); // a corner no text reaches
        QVERIFY2(contrastRatio(text, background) >= kReadableContrast,
                 qPrintable(QStringLiteral("row %1: %2 on %3").arg(row).arg(text.name(), background.name())));
    }
    qApp->setStyleSheet(QString());
}

// Chinese typed while the English rules of 2026-01-16 are read: an English edition has no
// such words, the Chinese translation of that date has them. The search says so and lists
// what the translation holds (践踏, trample: 702.19); with no Chinese edition held, it says
// that none is here rather than that nothing matches.
void TestSearchPanel::wordsInAnotherScriptSearchTheEditionOfTheirLanguage()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString both = dir.filePath(QStringLiteral("both.sqlite")), english = dir.filePath(QStringLiteral("en.sqlite"));
    {
        rulesdb::RulesStore store(both);
        importers::importFiles(store,
                               {testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
                                testsupport::corpusFile(QStringLiteral("cr-txt-zh/2026-01-16.zh.txt"))},
                               {});
        rulesdb::RulesStore(english).addEdition(keywordEdition());
    }
    const auto rows = [](QListWidget *results) {
        QStringList out;
        for (int i = 0; i < results->count(); ++i) {
            const QString number = results->item(i)->data(NumberRole).toString();
            out << (number.isEmpty() ? results->item(i)->data(Qt::AccessibleTextRole).toString() : number);
        }
        return out;
    };
    {
        MainWindow window(both);
        QVERIFY(window.selectEdition(QStringLiteral("2026-01-16")));
        QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2026-01-16 en"));
        auto *panel = window.findChild<SearchPanel *>();
        QSignalSpy listed(panel, &SearchPanel::resultsShown);
        window.search(QStringLiteral("践踏"));
        QVERIFY(listed.wait());
        const QStringList found = rows(panel->findChild<QListWidget *>(QStringLiteral("searchResults")));
        QVERIFY2(!found.isEmpty() && found.front().contains(QStringLiteral("(zh)")) && found.front().contains(QStringLiteral("2026-01-16")),
                 qPrintable(found.join(u'|')));
        QVERIFY2(found.mid(1, 3).contains(QStringLiteral("702.19")), qPrintable(found.join(u'|')));
        // Opened, the hit is the rule in the edition searched, the Chinese one, not the
        // English edition of the same date that was read.
        auto *results = panel->findChild<QListWidget *>(QStringLiteral("searchResults"));
        results->setFocus();
        results->setCurrentRow(int(found.indexOf(QStringLiteral("702.19"))));
        QTest::keyClick(results, Qt::Key_Return);
        QCOMPARE(window.current()->key, QStringLiteral("702.19"));
        QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2026-01-16 zh"));
        const QString page = window.findChild<QTextBrowser *>(QStringLiteral("ruleView"))->toPlainText();
        QVERIFY2(page.contains(QStringLiteral("践踏")), qPrintable(page.left(300)));
    }
    MainWindow window(english);
    QVERIFY(window.selectEdition(QString()));
    auto *panel = window.findChild<SearchPanel *>();
    QSignalSpy listed(panel, &SearchPanel::resultsShown);
    window.search(QStringLiteral("践踏"));
    QVERIFY(listed.wait());
    const QStringList found = rows(panel->findChild<QListWidget *>(QStringLiteral("searchResults")));
    QVERIFY2(!found.isEmpty() && found.front().contains(QStringLiteral("no edition in it is here")), qPrintable(found.join(u'|')));
}

QTEST_MAIN(TestSearchPanel)
#include "tst_searchpanel.moc"
