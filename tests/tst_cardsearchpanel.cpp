// Cards in the search panel, on real files (the CR of 2025-09-19, the Time Spiral set file
// out of MTGJSON's 2022 archive): the cards are a scope of their own and part of the whole
// library, a card hit opens the card's page, and a question to the rules that names a card
// lists the card after the rules. RULEKEEPER_SHOTS=DIR saves the panel as it shows them.

#include "cards/cardfiles.h"
#include "importer.h"
#include "panels/roles.h"
#include "panels/searchpanel.h"
#include "reading/ruleview.h"
#include "rulesstore.h"
#include "cardslices.h"
#include "testsupport.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gui;

class TestCardSearchPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void cardsAreAScopeAndAHitOpensTheCard();
    void theWholeLibraryHoldsTheCards();
    void aQuestionNamingACardListsItAfterTheRules();

private:
    int rowOf(const QString &number, rulesdb::Document document) const;
    void shoot(const QString &name);

    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<MainWindow> m_window;
    SearchPanel *m_panel = nullptr;
    QComboBox *m_scope = nullptr;
    QListWidget *m_results = nullptr;
};

void TestCardSearchPanel::initTestCase()
{
    const QString archive = testsupport::cardArchive2022();
    const QString rules = testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"));
    if (archive.isEmpty() || !QFileInfo::exists(archive) || !QFileInfo::exists(rules))
        QSKIP("../shared/corpus (the 2022 card archive and the CR of 2025-09-19) is absent beside this clone; skipping");
    QStandardPaths::setTestModeEnabled(true);
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("cards.sqlite"));
    const QStringList timeSpiral = testsupport::setFilesFrom2022Archive(m_dir.path(), {QStringLiteral("TSP.json")});
    QCOMPARE(timeSpiral.size(), 1);
    rulesdb::RulesStore store(m_db);
    QCOMPARE(int(importers::importFiles(store, QStringList{rules} + timeSpiral, {}).size()), 2);
}

void TestCardSearchPanel::init()
{
    m_window = std::make_unique<MainWindow>(m_db);
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel = m_window->findChild<SearchPanel *>();
    m_scope = m_window->findChild<QComboBox *>(QStringLiteral("searchScope"));
    m_results = m_window->findChild<QListWidget *>(QStringLiteral("searchResults"));
    QVERIFY(m_panel && m_scope && m_results);
    if (auto *dock = qobject_cast<QDockWidget *>(m_panel->parentWidget()))
        dock->show();
}

void TestCardSearchPanel::cleanup()
{
    m_window.reset();
}

int TestCardSearchPanel::rowOf(const QString &number, rulesdb::Document document) const
{
    for (int row = 0; row < m_results->count(); ++row)
        if (m_results->item(row)->data(NumberRole).toString() == number
            && m_results->item(row)->data(DocumentRole).toInt() == int(document))
            return row;
    return -1;
}

void TestCardSearchPanel::shoot(const QString &name)
{
    const QString shots = qEnvironmentVariable("RULEKEEPER_SHOTS");
    if (shots.isEmpty())
        return;
    m_window->grab().save(shots + u'/' + name);
    // The smaller screen too, then back.
    m_window->resize(1280, 720);
    QTest::qWait(50);
    m_window->grab().save(shots + QStringLiteral("/1280-") + name);
    m_window->resize(1366, 768);
    QTest::qWait(50);
}

void TestCardSearchPanel::cardsAreAScopeAndAHitOpensTheCard()
{
    const int cards = m_scope->findData(SearchPanel::Cards);
    QVERIFY2(cards >= 0, "no Cards scope");
    QCOMPARE(m_scope->itemText(cards), QStringLiteral("Cards"));
    m_scope->setCurrentIndex(cards);
    m_panel->searchFor(QStringLiteral("suspend sacrifice"));
    QTRY_VERIFY(m_panel->resultCount() > 0);
    const int bloom = rowOf(QStringLiteral("Lotus Bloom"), rulesdb::Document::Cards);
    QVERIFY2(bloom >= 0, qPrintable(m_results->item(0)->data(Qt::AccessibleTextRole).toString()));
    const QString text = m_results->item(bloom)->data(Qt::AccessibleTextRole).toString();
    QVERIFY2(text.contains(QStringLiteral("Lotus Bloom  Artifact")), qPrintable(text)); // its name and type line
    QVERIFY2(text.contains(QStringLiteral("3—{0}")), qPrintable(text));                // its Oracle text
    for (int row = 0; row < m_results->count(); ++row)
        QCOMPARE(m_results->item(row)->data(DocumentRole).toInt(), int(rulesdb::Document::Cards));
    shoot(QStringLiteral("search-cards.png"));
    // Enter on it opens the card's page.
    m_results->setFocus();
    m_results->setCurrentRow(bloom);
    QTest::keyClick(m_results, Qt::Key_Return);
    QVERIFY(m_window->current());
    QCOMPARE(m_window->current()->kind, Target::Card);
    auto *view = m_window->findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(view);
    QTRY_VERIFY2(view->toPlainText().contains(QStringLiteral("Oracle text as of")), qPrintable(view->toPlainText()));
    QVERIFY(view->toPlainText().contains(QStringLiteral("Lotus Bloom")));
}

void TestCardSearchPanel::theWholeLibraryHoldsTheCards()
{
    const int library = m_scope->findData(SearchPanel::WholeLibrary);
    QVERIFY2(library >= 0, "no whole-library scope with cards alone beside the CR");
    m_scope->setCurrentIndex(library);
    m_panel->searchFor(QStringLiteral("suspend"));
    QTRY_VERIFY(m_panel->resultCount() > 0);
    QCOMPARE(m_results->item(0)->data(DocumentRole).toInt(), int(rulesdb::Document::CR)); // 702.62, then cards
    bool card = false;
    for (int row = 0; row < m_results->count(); ++row)
        card |= m_results->item(row)->data(DocumentRole).toInt() == int(rulesdb::Document::Cards);
    QVERIFY(card);
}

void TestCardSearchPanel::aQuestionNamingACardListsItAfterTheRules()
{
    m_scope->setCurrentIndex(m_scope->findData(SearchPanel::ThisEdition));
    m_panel->searchFor(QStringLiteral("can I respond when Lotus Bloom comes off suspend"));
    QTRY_VERIFY(m_panel->resultCount() > 0);
    const int bloom = rowOf(QStringLiteral("Lotus Bloom"), rulesdb::Document::Cards);
    QVERIFY2(bloom > 0, "the card named is not listed after the rules");
    // A rule first, under the line saying no rule has every word the question asks with:
    // its card's keyword, 702.62 Suspend, is what it is about.
    int first = 0;
    while (first < m_results->count() && m_results->item(first)->data(NumberRole).toString().isEmpty())
        ++first;
    QVERIFY(first < bloom);
    QCOMPARE(m_results->item(first)->data(DocumentRole).toInt(), int(rulesdb::Document::CR));
    QVERIFY2(m_results->item(first)->data(NumberRole).toString().startsWith(QStringLiteral("702.62")),
             qPrintable(m_results->item(first)->data(NumberRole).toString()));
    QCOMPARE(m_results->item(bloom - 1)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("Cards in the question:"));
    shoot(QStringLiteral("search-question-naming-a-card.png"));
    m_results->setFocus();
    m_results->setCurrentRow(bloom);
    QTest::keyClick(m_results, Qt::Key_Return);
    QCOMPARE(m_window->current()->kind, Target::Card);
}

QTEST_MAIN(TestCardSearchPanel)
#include "tst_cardsearchpanel.moc"
