// What the command line asks for when the app starts (rulekeeper --diff A..B, --rule N,
// --card NAME) is read in the document it belongs to, whatever document the session kept:
// two editions of the CR compared while the session was on a card compare the CR. Runs
// offscreen over the window apptest.h opens, with two IPG editions and a made-up card
// snapshot added, and the session kept in a settings file of its own.

#include "apptest.h"
#include "cards/cardstore.h"
#include "diff/diffview.h"

#include <QSettings>
#include <QStatusBar>

class TestStartChoices : public AppTest {
    Q_OBJECT
protected:
    void addEditions(rulesdb::RulesStore &store) override
    {
        store.addEdition(testsupport::madeIpgEdition("2024-09-23", "ipg-a"));
        store.addEdition(testsupport::madeIpgEdition("2025-06-01", "ipg-b"));
        rulesdb::CardStore(store).addSnapshot(testsupport::madeUpCards());
    }

private slots:
    void theDatesOfADiffChooseTheirDocument();
    void aRuleOrACardChoosesItsDocument();

private:
    // A window started over the session a first one left on `place` (typed into the lookup
    // box, as a judge reads it), as main() starts one: the session restored first.
    std::unique_ptr<MainWindow> startedAfter(const QString &place, QSettings &settings);
};

std::unique_ptr<MainWindow> TestStartChoices::startedAfter(const QString &place, QSettings &settings)
{
    {
        MainWindow first(m_db);
        first.rememberSessionIn(&settings);
        first.show();
        if (!first.showRule(place))
            return nullptr;
        first.close(); // the session is kept on closing
    }
    auto window = std::make_unique<MainWindow>(m_db);
    window->rememberSessionIn(&settings);
    window->show();
    return window;
}

void TestStartChoices::theDatesOfADiffChooseTheirDocument()
{
    m_window.reset(); // one window at a time, as the app has
    QSettings settings(m_dir.filePath(QStringLiteral("diff.ini")), QSettings::IniFormat);
    // The session was on a card: two editions of the CR are compared, the CR read.
    auto window = startedAfter(QStringLiteral("[[Kicking Test]]"), settings);
    QVERIFY(window);
    QCOMPARE(window->document(), rulesdb::Document::Cards);
    DiffView *view = window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"));
    QVERIFY2(view, qPrintable(window->statusBar()->currentMessage()));
    QTRY_VERIFY(!view->isBusy());
    QVERIFY(view->diff());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::CR);
    QCOMPARE(view->diff()->from.date, QStringLiteral("2024-07-30"));
    QCOMPARE(view->diff()->to.date, QStringLiteral("2024-11-08"));
    QCOMPARE(window->document(), rulesdb::Document::CR);
    QCOMPARE(window->current()->kind, Target::Rule);
    view->close();
    window->close();

    // The session was on a card: two editions of the IPG are compared, the IPG read.
    window = startedAfter(QStringLiteral("[[Kicking Test]]"), settings);
    view = window->openDiffView(QStringLiteral("2024-09-23"), QStringLiteral("2025-06-01"));
    QVERIFY2(view, qPrintable(window->statusBar()->currentMessage()));
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::IPG);
    QCOMPARE(window->document(), rulesdb::Document::IPG);
    view->close();
    window->close();

    // The session was on the IPG: two editions of the CR are compared, the CR read.
    window = startedAfter(QStringLiteral("IPG 2.1"), settings);
    QCOMPARE(window->document(), rulesdb::Document::IPG);
    view = window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"));
    QVERIFY2(view, qPrintable(window->statusBar()->currentMessage()));
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::CR);
    QCOMPARE(window->document(), rulesdb::Document::CR);
    view->close();

    // Dates that are no editions of one document: nothing compared, the document kept.
    QVERIFY(!window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2025-06-01")));
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("No document here has editions dated 2024-07-30 and 2025-06-01."));
    QCOMPARE(window->document(), rulesdb::Document::CR);
    window->close();
}

void TestStartChoices::aRuleOrACardChoosesItsDocument()
{
    m_window.reset();
    QSettings settings(m_dir.filePath(QStringLiteral("place.ini")), QSettings::IniFormat);
    auto window = startedAfter(QStringLiteral("[[Kicking Test]]"), settings);
    QVERIFY(window);
    QVERIFY(window->showRule(QStringLiteral("702.33a")));
    QCOMPARE(window->document(), rulesdb::Document::CR);
    QCOMPARE(window->current()->key, QStringLiteral("702.33a"));
    window->close();

    window = startedAfter(QStringLiteral("IPG 2.1"), settings);
    QVERIFY(window->showCard(QStringLiteral("Kicking Test")));
    QCOMPARE(window->document(), rulesdb::Document::Cards);
    QCOMPARE(window->current()->kind, Target::Card);
    window->close();
}

QTEST_MAIN(TestStartChoices)
#include "tst_startchoices.moc"
