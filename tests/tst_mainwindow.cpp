// The main window: switching editions (a renumbered rule followed), the rules in force on
// a date, the place kept across a restart and a crash, the first start, the bands, the
// edition box, every shortcut, every window inside its screen, and a window that answers
// while another program holds the write lock.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "diff/diffview.h"
#include "dialogs/helpdialog.h"
#include "panels/historypanel.h"
#include "dialogs/importdialog.h"
#include "importer.h"
#include "window/noticeband.h"
#include "settings/preferences.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/rulesupdatedialog.h"
#include "panels/roles.h"
#include "rulesstore.h"
#include "window/screenfit.h"
#include "panels/comparepane.h"
#include "settings/session.h"
#include "sqlite.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QShortcutEvent>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

namespace {

// Catches the shortcut events that reach the actions it watches, so that walking every
// shortcut opens no dialog and quits nothing.
class ShortcutCatcher : public QObject {
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        reached = watched;
        ambiguous = static_cast<QShortcutEvent *>(event)->isAmbiguous();
        return true;
    }
    QObject *reached = nullptr;
    bool ambiguous = false;
};

// Whether pressing `keys` in `window` reaches `action` (alone: not ambiguous).
bool shortcutReaches(QWidget *window, QAction *action, const QKeySequence &keys, ShortcutCatcher &catcher)
{
    catcher.reached = nullptr;
    catcher.ambiguous = false;
    QTest::keySequence(window, keys);
    return catcher.reached == action && !catcher.ambiguous;
}

} // namespace

class TestMainWindow : public AppTest {
    Q_OBJECT
private slots:
    void switchingEditionKeepsTheRule();
    void switchingEditionFollowsARenumberedRule();
    void rulesInForceOnADate();
    void sessionSurvivesARestart();
    void firstStartOpensTheWholeEdition();
    void windowAnswersWhileAnotherProgramHoldsTheWriteLock();
    void everyShortcutTheHelpListsTriggersItsAction();
    void everyWindowOpensInsideItsScreen();
    void thePlaceIsKeptWithoutAQuit();
    void theEditionBoxShowsWholeLabelsAndExplainsThem();
    void aBandSaysWhatTheDatabaseHoldsAndWhenRulesAreReplaced();
    void smallDialogsShowTheirWholeTitle();
    void theReadingPaneIsNeverTheNarrowestColumn();
    void theLookupHintIsNeverCut();
};

void TestMainWindow::switchingEditionKeepsTheRule()
{
    lookUp(QStringLiteral("601.2g"));
    QVERIFY(shown().contains(QStringLiteral("the player may activate")));
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2g"));
    // Once the editions are linked in the background (under load, after the switch).
    QTRY_VERIFY2(shown().contains(QStringLiteral("the player then has a chance to activate")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("effective 2024-07-30")));
    // The keyword edition lacks it: lineage says it went in that edition.
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    QVERIFY2(shown().contains(QStringLiteral("is no longer in 2025-02-07")), qPrintable(shown()));
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    QVERIFY(shown().contains(QStringLiteral("the player may activate")));
}

void TestMainWindow::switchingEditionFollowsARenumberedRule()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("renumbered.sqlite"));
    {
        const auto edition = [](const char *date, std::vector<std::pair<const char *, const char *>> rules) {
            return testsupport::madeEdition(date, std::move(rules));
        };
        const char *mana = "Mana is the primary resource in the game. Players spend mana to pay costs.";
        const char *snow = "Snow mana is a kind of mana produced by snow permanents and spent on snow costs.";
        rulesdb::RulesStore store(db);
        store.addEdition(edition("2020-01-01", {{"1.", "Game Concepts"}, {"106.", "Mana"}, {"106.1", mana}}));
        store.addEdition(edition("2021-01-01", {{"1.", "Game Concepts"}, {"106.", "Mana"}, {"106.1", snow}, {"106.2", mana}}));
    }
    MainWindow window(db);
    window.show();
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(window.selectEdition(QStringLiteral("2021-01-01")));
    QVERIFY(window.showRule(QStringLiteral("106.2")));
    // The rule the judge reads is 106.1 in the older edition: shown there under that number
    // (once the editions are linked, in the background).
    QVERIFY(window.selectEdition(QStringLiteral("2020-01-01")));
    QTRY_VERIFY2(window.current()->key == QStringLiteral("106.1"), qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(view->toPlainText().contains(QStringLiteral("Mana is the primary resource")));
    // Back/Forward and what a restart reopens hold the rule under its number here too, not
    // 106.2, which this edition lacks.
    const Session kept = window.session();
    QCOMPARE(kept.places.at(size_t(kept.current)).key, QStringLiteral("106.1"));
    QVERIFY(window.selectEdition(QStringLiteral("2021-01-01")));
    QCOMPARE(window.current()->key, QStringLiteral("106.2"));
    // A rule that came later is said not to exist yet, not replaced by another 106.1.
    QVERIFY(window.showRule(QStringLiteral("106.1")));
    QVERIFY(window.selectEdition(QStringLiteral("2020-01-01")));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("did not exist yet in 2020-01-01")), qPrintable(view->toPlainText()));
    QVERIFY(!view->toPlainText().contains(QStringLiteral("primary resource")));
    QVERIFY(window.citation().isEmpty());

    // The history panel tells the move, and its edition links go there.
    QVERIFY(window.selectEdition(QStringLiteral("2021-01-01")));
    QVERIFY(window.showRule(QStringLiteral("106.2")));
    auto *history = window.findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    window.findChild<QDockWidget *>(QStringLiteral("historyDock"))->raise();
    QTRY_COMPARE(history->steps().size(), size_t(2));
    QVERIFY2(history->toPlainText().startsWith(QStringLiteral("2021-01-01  renumbered: 106.1 → 106.2")),
             qPrintable(history->toPlainText()));
    emit history->editionRequested(QStringLiteral("2020-01-01"), QStringLiteral("106.1"));
    QCOMPARE(window.current()->key, QStringLiteral("106.1"));
    QVERIFY(view->toPlainText().contains(QStringLiteral("effective 2020-01-01")));
}

void TestMainWindow::rulesInForceOnADate()
{
    // 2024-11-08 took effect that day; the day before, 2024-07-30 was in force.
    QVERIFY(m_window->selectEditionInForce(QStringLiteral("2024-11-07")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-07-30 en"));
    QVERIFY(m_window->selectEditionInForce(QStringLiteral("2024-11-08")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-11-08 en"));
    QVERIFY(m_window->selectEditionInForce(QStringLiteral("2030-01-01")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-02-07 en"));
    QVERIFY(!m_window->selectEditionInForce(QStringLiteral("2001-01-01")));
    QVERIFY(!m_window->selectEditionInForce(QStringLiteral("next week")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-02-07 en"));
}

void TestMainWindow::sessionSurvivesARestart()
{
    const QString file = m_dir.filePath(QStringLiteral("settings.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        MainWindow window(m_db);
        window.rememberSessionIn(&settings); // nothing kept yet: as it opens
        window.show();
        QVERIFY(window.selectEdition(QStringLiteral("2024-07-30")));
        QVERIFY(window.showRule(QStringLiteral("601.2")));
        QVERIFY(window.showRule(QStringLiteral("601.2g")));
        QVERIFY(window.showRule(QStringLiteral("702.19b")));
        window.goBack();
        window.findChild<RuleView *>(QStringLiteral("ruleView"))->setZoom(3);
        window.openDiffView()->setSideBySide(false);
        window.close();
    }
    QSettings settings(file, QSettings::IniFormat);
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2024-07-30 en"));
    QCOMPARE(window.current()->key, QStringLiteral("601.2g"));
    QVERIFY(window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText().contains(QStringLiteral("601.2g")));
    QCOMPARE(window.findChild<RuleView *>(QStringLiteral("ruleView"))->zoom(), 3);
    QVERIFY(!window.openDiffView()->isSideBySide());
    // Back and Forward as they were.
    window.goForward();
    QCOMPARE(window.current()->key, QStringLiteral("702.19b"));
    window.goBack();
    window.goBack();
    QCOMPARE(window.current()->key, QStringLiteral("601.2"));

    // Values of the wrong kind read as unset.
    QSettings broken(m_dir.filePath(QStringLiteral("broken.ini")), QSettings::IniFormat);
    broken.setValue(QStringLiteral("session/places"), QStringList{QStringLiteral("nonsense"), QStringLiteral("rule:702.19b")});
    broken.setValue(QStringLiteral("session/current"), QStringLiteral("many"));
    broken.setValue(QStringLiteral("view/zoom"), 9999);
    broken.setValue(QStringLiteral("diff/sideBySide"), QStringLiteral("sometimes"));
    const Session s = loadSession(broken);
    QCOMPARE(s.places.size(), size_t(1));
    QCOMPARE(s.current, 0);
    QCOMPARE(s.zoom, 0);
    QVERIFY(s.diffSideBySide);
}

// Excerpts dated after the whole edition (rows, a book page, a dated-rulings page) are
// read when chosen, and then kept for the next start; the first start opens the whole one.
void TestMainWindow::firstStartOpensTheWholeEdition()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("excerpts.sqlite"));
    {
        rulesdb::RulesStore store(db);
        importers::importFiles(store, {testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))}, {});
        const char *dates[] = {"2025-01-01", "2025-02-01", "2025-03-01"};
        const char *excerpts[] = {"rows/mini.csv", "book/page-7.txt", "rulings/dated-sample.txt"};
        for (int i = 0; i < 3; ++i) {
            importers::ImportOptions later;
            later.date = QString::fromLatin1(dates[i]);
            importers::importFiles(store, {testsupport::testData(QString::fromLatin1(excerpts[i]))}, later);
        }
        QCOMPARE(store.editions().size(), size_t(4));
    }
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        MainWindow window(db);
        window.rememberSessionIn(&settings);
        window.show();
        auto *box = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
        QCOMPARE(box->currentText(), QStringLiteral("2024-11-08 en"));
        QVERIFY(window.showRule(QStringLiteral("702.19b")));
        QVERIFY(window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText().contains(QStringLiteral("effective 2024-11-08")));
        // Chosen, an excerpt is read, and kept.
        QVERIFY(window.selectEdition(QStringLiteral("2025-03-01")));
        QCOMPARE(box->currentText(), QStringLiteral("2025-03-01 en (partial)"));
        QVERIFY(window.selectEdition(QString()));
        QCOMPARE(box->currentText(), QStringLiteral("2024-11-08 en"));
        QVERIFY(window.selectEdition(QStringLiteral("2025-03-01")));
        window.close();
    }
    QSettings settings(file, QSettings::IniFormat);
    MainWindow window(db);
    window.rememberSessionIn(&settings);
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2025-03-01 en (partial)"));
}

// Another program (the command line importing) holds the write lock. The window reads
// through a connection that never writes: switching editions, looking up, searching, the
// history, the diff view and the import dialog all answer at once, and nothing that
// needs a write (linking the editions) is done on the window's thread. What needs the
// links (following a rule into an edition renumbered) waits for them, then shows.
void TestMainWindow::windowAnswersWhileAnotherProgramHoldsTheWriteLock()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("locked.sqlite"));
    {
        const char *mana = "Mana is the primary resource in the game. Players spend mana to pay costs.";
        const char *snow = "Snow mana is a kind of mana produced by snow permanents and spent on snow costs.";
        rulesdb::RulesStore store(db);
        store.addEdition(testsupport::madeEdition("2020-01-01", {{"1.", "Game Concepts"}, {"106.", "Mana"}, {"106.1", mana}}));
        store.addEdition(testsupport::madeEdition("2021-01-01", {{"1.", "Game Concepts"}, {"106.", "Mana"}, {"106.1", snow}, {"106.2", mana}}));
        QVERIFY(!store.lineageReady(QStringLiteral("en"))); // linked by the window, below
    }
    auto locker = std::make_unique<rulesdb::Database>(db);
    locker->exec("BEGIN IMMEDIATE");

    // The event loop's latency: the longest gap between ticks of a 10 ms timer, and the
    // longest any one action of the judge kept the window's thread.
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, sinceTick.restart());
    });
    qint64 longestAction = 0;
    const auto timed = [&](const char *what, const std::function<void()> &action) {
        QElapsedTimer t;
        t.start();
        action();
        const qint64 ms = t.elapsed();
        qInfo("%s: %lld ms", what, ms);
        longestAction = std::max(longestAction, ms);
    };

    MainWindow window(db);
    window.show();
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    sinceTick.start();
    ticker.start();
    timed("choose an edition", [&] { QVERIFY(window.selectEdition(QStringLiteral("2021-01-01"))); });
    timed("look a rule up", [&] { QVERIFY(window.showRule(QStringLiteral("106.2"))); });
    timed("switch editions", [&] { QVERIFY(window.selectEdition(QStringLiteral("2020-01-01"))); });
    // Not 106.1 of 2020 under the number 106.2: the rule's place there is not known yet.
    QVERIFY2(view->toPlainText().contains(QStringLiteral("being linked")), qPrintable(view->toPlainText()));
    QVERIFY(window.citation().isEmpty());
    timed("search", [&] { window.search(QStringLiteral("mana")); });
    timed("open the history", [&] { window.showHistoryPanel(); });
    timed("open the diff view", [&] { QVERIFY(window.openDiffView(QStringLiteral("2020-01-01"), QStringLiteral("2021-01-01"))); });
    timed("open the import dialog", [&] { QVERIFY(window.openImportDialog()); });
    QTest::qWait(300); // the background work meets the lock meanwhile
    qInfo("event loop: longest gap between 10 ms ticks %lld ms, longest action %lld ms", longestGap, longestAction);
    // The busy timeout is 5 s: a window waiting for the lock would take that long.
    QVERIFY2(longestAction < 1000, qPrintable(QString::number(longestAction)));
    QVERIFY2(longestGap < 1000, qPrintable(QString::number(longestGap)));

    // The other program commits: the editions are linked in the background and the rule
    // the judge followed shows under its number there.
    locker->exec("COMMIT");
    locker.reset();
    QTRY_VERIFY_WITH_TIMEOUT(window.current() && window.current()->key == QStringLiteral("106.1")
                                 && view->toPlainText().contains(QStringLiteral("Mana is the primary resource")),
                             15000);
    QVERIFY(rulesdb::RulesStore(db).lineageReady(QStringLiteral("en")));
}

// The keyboard help (F1) lists the shortcut of every action in the menus, and the diff
// view's keys: each one, pressed, reaches its action, here as on every platform (a
// standard key the platform leaves empty gets ours).
void TestMainWindow::everyShortcutTheHelpListsTriggersItsAction()
{
    // Back and Forward both possible, so that every action is enabled.
    lookUp(QStringLiteral("601.2"));
    lookUp(QStringLiteral("601.2g"));
    lookUp(QStringLiteral("702.19b"));
    m_window->goBack();
    ShortcutCatcher catcher;
    QList<QAction *> actions;
    for (QAction *menu : m_window->menuBar()->actions())
        actions += menu->menu()->actions();
    int walked = 0;
    QAction *pdf = nullptr;
    for (QAction *action : actions) {
        if (QString(action->text()).remove(u'&').startsWith(QStringLiteral("Save this rule as PDF")))
            pdf = action;
        action->installEventFilter(&catcher);
        for (const QKeySequence &keys : action->shortcuts()) {
            QVERIFY2(action->isEnabled(), qPrintable(action->text()));
            QVERIFY2(shortcutReaches(m_window.get(), action, keys, catcher),
                     qPrintable(keys.toString() + QStringLiteral(" does not reach ") + action->text()));
            ++walked;
        }
        action->removeEventFilter(&catcher);
    }
    qInfo("%d shortcuts of the menus walked", walked);
    QVERIFY(walked >= 20);
    QVERIFY(pdf);
    QCOMPARE(pdf->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));

    // The diff view: the keys the help lists for it.
    DiffView *diff = m_window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"));
    QVERIFY(diff);
    QVERIFY(QTest::qWaitForWindowExposed(diff));
    diff->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(diff));
    for (const char *keys : {"Ctrl+F", "Ctrl+P", "Ctrl+Shift+S"}) {
        QAction *found = nullptr;
        for (QAction *action : diff->actions())
            if (action->shortcuts().contains(QKeySequence(QString::fromLatin1(keys))))
                found = action;
        QVERIFY2(found, keys);
        found->installEventFilter(&catcher);
        QVERIFY2(shortcutReaches(diff, found, QKeySequence(QString::fromLatin1(keys)), catcher), keys);
        found->removeEventFilter(&catcher);
    }
    diff->close();
}

// Every top-level window opens inside the available geometry of its screen: the test
// platform's screen is smaller than the sizes the windows ask for on a desk monitor.
// And the sizing holds on a 1280×720 screen at a scale factor of 2 (640×360 left).
void TestMainWindow::everyWindowOpensInsideItsScreen()
{
    const QRect available = m_window->screen()->availableGeometry();
    qInfo("the test screen: %d×%d available", available.width(), available.height());
    QVERIFY2(available.width() < 1280 || available.height() < 800, "the test screen is no smaller than the windows");
    const auto inside = [&](QWidget *w) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        const QRect frame = w->frameGeometry();
        qInfo("%s: %d×%d, at least %d×%d", qPrintable(w->windowTitle()), frame.width(), frame.height(),
              w->minimumSizeHint().width(), w->minimumSizeHint().height());
        // On 1280×720 at a scale factor of 2, 640×360 are left.
        QVERIFY2(w->minimumSizeHint().width() <= 640 && w->minimumSizeHint().height() <= 360, qPrintable(w->windowTitle()));
        QVERIFY2(available.contains(frame),
                 qPrintable(QStringLiteral("%1 at %2,%3 %4×%5")
                                .arg(w->windowTitle()).arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height())));
    };
    inside(m_window.get());
    inside(m_window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08")));
    inside(m_window->openImportDialog());
    inside(m_window->openRulesUpdate());
    PreferencesDialog preferences(Preferences{}, 13, m_window.get());
    inside(&preferences);
    HelpDialog help({}, m_window.get());
    inside(&help);
    // A session kept on a larger screen is put back inside this one.
    Session large = m_window->session();
    {
        MainWindow big(m_db);
        big.setGeometry(QRect(QPoint(1500, 900), QSize(1900, 1100)));
        large.geometry = big.saveGeometry();
    }
    m_window->restoreSession(large);
    inside(m_window.get());

    const QRect scaled(0, 0, 640, 360); // 1280×720 at a scale factor of 2
    for (const QSize wanted : {QSize(1280, 800), QSize(1240, 780), QSize(860, 560), QSize(560, 480)}) {
        const QSize got = fittedSize(wanted, scaled);
        QVERIFY(got.width() <= scaled.width() && got.height() <= scaled.height());
    }
    QCOMPARE(fittedSize(QSize(560, 300), QRect(0, 0, 1366, 768)), QSize(560, 300)); // as asked where it fits
}

// The place is written as it changes: a second program reading the settings file while
// the first still runs (as after kill -9, when no close ever comes) finds the edition, the
// rule, Back and the panel the judge had.
void TestMainWindow::thePlaceIsKeptWithoutAQuit()
{
    const QString file = m_dir.filePath(QStringLiteral("crash.ini"));
    QSettings settings(file, QSettings::IniFormat);
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30")));
    QVERIFY(window.showRule(QStringLiteral("601.2")));
    QVERIFY(window.showRule(QStringLiteral("601.2g")));
    window.findChild<QDockWidget *>(QStringLiteral("bookmarksDock"))->raise();
    const auto kept = [&] {
        QSettings reread(file, QSettings::IniFormat);
        const Session s = loadSession(reread);
        return s.editionDate == QStringLiteral("2024-07-30") && s.current >= 0 && s.current < int(s.places.size())
               && s.places[size_t(s.current)].key == QStringLiteral("601.2g") && s.current == 1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(kept(), 3000);
    // Reopened from that file, the window is there.
    QSettings again(file, QSettings::IniFormat);
    MainWindow reopened(m_db);
    reopened.rememberSessionIn(&again);
    QCOMPARE(reopened.current()->key, QStringLiteral("601.2g"));
    QCOMPARE(reopened.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2024-07-30 en"));
    reopened.goBack();
    QCOMPARE(reopened.current()->key, QStringLiteral("601.2"));
}

void TestMainWindow::theEditionBoxShowsWholeLabelsAndExplainsThem()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("flags.sqlite"));
    {
        rulesdb::RulesStore store(db);
        store.addEdition(testsupport::madeEdition("2024-06-07", {{"1.", "Game Concepts"}, {"100.1", "These rules apply."}},
                                                  rulesdb::FlagPartial | rulesdb::FlagLossy | rulesdb::FlagTransliterated));
    }
    MainWindow window(db);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *box = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
    QCOMPARE(box->currentText(), QStringLiteral("2024-06-07 en (partial, lossy, transliterated)"));
    // The whole label fits in the box, arrow aside.
    QVERIFY2(box->width() > box->fontMetrics().horizontalAdvance(box->currentText()) + 16,
             qPrintable(QString::number(box->width())));
    QVERIFY2(box->toolTip().contains(QStringLiteral("partial: an excerpt")), qPrintable(box->toolTip()));
    QVERIFY(box->toolTip().contains(QStringLiteral("lossy: ")));
    QVERIFY(box->toolTip().contains(QStringLiteral("transliterated: every quote and dash")));
    QCOMPARE(box->itemData(0, Qt::ToolTipRole).toString(), box->toolTip());
}

void TestMainWindow::aBandSaysWhatTheDatabaseHoldsAndWhenRulesAreReplaced()
{
    // Excerpts only, as the bundled sample: the first start shows a rule and a band says
    // what the database holds, with the two ways to get the whole rules.
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("sample.sqlite"));
        {
            rulesdb::RulesStore store(db);
            store.addEdition(testsupport::madeEdition("2024-06-07", {{"702.19", "Trample"}, {"702.19b", "Assign excess damage."}},
                                                      rulesdb::FlagPartial));
        }
        MainWindow window(db);
        window.show();
        QVERIFY(window.showFirstRuleIfNone());
        QCOMPARE(window.current()->key, QStringLiteral("702.19"));
        auto *band = window.findChild<NoticeBand *>();
        QVERIFY2(band->text().contains(QStringLiteral("excerpts of the rules")), qPrintable(band->text()));
        QCOMPARE(band->actions().size(), qsizetype(2));
        QVERIFY(band->actions()[0]->text().contains(QStringLiteral("New Rules")));
        QVERIFY(band->actions()[1]->text().contains(QStringLiteral("Import")));
        QVERIFY(!window.showFirstRuleIfNone()); // once only
    }
    // Rules no longer in force: the band says so; Alt+Home goes back to the current ones.
    auto *band = m_window->findChild<NoticeBand *>();
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    QCOMPARE(band->text(), QString());
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    QCOMPARE(band->text(), QStringLiteral("You are reading the 2024-07-30 rules, replaced on 2024-11-08. The rules in "
                                          "force today are those of 2025-02-07."));
    QTest::keySequence(m_window.get(), QKeySequence(QStringLiteral("Alt+Home")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-02-07 en"));
    QCOMPARE(band->text(), QString());
}

void TestMainWindow::smallDialogsShowTheirWholeTitle()
{
    const auto dialog = textDialog(m_window.get(), QStringLiteral("Rules in force on a date"), QStringLiteral("Date:"), QString());
    QFont bold = dialog->font();
    bold.setBold(true);
    QVERIFY(dialog->minimumWidth() > QFontMetrics(bold).horizontalAdvance(dialog->windowTitle()) + 100);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    QVERIFY(dialog->width() >= dialog->minimumWidth());
    // The window manager shows the application's name after the title ("Bookmark —
    // Rulekeeper"): the dialog is wide enough for both.
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Rulekeeper"));
    const auto bookmark = textDialog(m_window.get(), QStringLiteral("Bookmark"), QStringLiteral("Note:"), QString());
    QVERIFY2(bookmark->minimumWidth() > QFontMetrics(bold).horizontalAdvance(QStringLiteral("Bookmark — Rulekeeper")) + 100,
             qPrintable(QString::number(bookmark->minimumWidth())));
    QGuiApplication::setApplicationDisplayName(QString());
    // The app's own small dialogs too.
    PreferencesDialog preferences(Preferences{}, 13, m_window.get());
    preferences.show();
    QVERIFY(preferences.width() > QFontMetrics(bold).horizontalAdvance(preferences.windowTitle()) + 100);
}

// On a 1366 px wide window the panels share the width so that the rule is read in the
// widest column, and side by side with another language each language's pane is still no
// narrower than a panel.
void TestMainWindow::theReadingPaneIsNeverTheNarrowestColumn()
{
    MainWindow window(m_db);
    window.resize(1366, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.selectEdition(QStringLiteral("2024-11-08")));
    QVERIFY(window.showRule(QStringLiteral("702.19b")));
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    const auto docksShown = [&] {
        QList<QDockWidget *> shown;
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            if (dock->isVisible())
                shown << dock;
        return shown;
    };
    const auto widths = [&] {
        QStringList out;
        for (QDockWidget *dock : docksShown())
            out << dock->objectName() + u' ' + QString::number(dock->width());
        return out.join(QStringLiteral(", ")) + QStringLiteral(", reading ") + QString::number(view->width());
    };
    QVERIFY(!docksShown().isEmpty());
    for (QDockWidget *dock : docksShown())
        QVERIFY2(view->width() > dock->width() * 2, qPrintable(widths()));
    window.findChild<QAction *>(QStringLiteral("compareAction"))->setChecked(true);
    auto *other = window.findChild<RuleView *>(QStringLiteral("compareView"));
    QTRY_VERIFY(other->isVisible());
    QTest::qWait(50);
    for (QDockWidget *dock : docksShown()) {
        QVERIFY2(view->width() >= dock->width(), qPrintable(widths()));
        QVERIFY2(other->width() >= dock->width(), qPrintable(widths() + QStringLiteral(", beside ") + QString::number(other->width())));
    }
}

// The lookup box's hint ends with its key whatever the window's width: a shorter wording
// where the long one would be cut.
void TestMainWindow::theLookupHintIsNeverCut()
{
    for (const int width : {1366, 1100, 900}) {
        m_window->resize(width, 700);
        QTest::qWait(20);
        const QString hint = m_lookup->placeholderText();
        QVERIFY2(hint.endsWith(QStringLiteral("(Ctrl+L)")), qPrintable(hint));
        QVERIFY2(m_lookup->fontMetrics().horizontalAdvance(hint) < m_lookup->width() - 20,
                 qPrintable(QStringLiteral("%1 px: “%2” in %3 px").arg(width).arg(hint).arg(m_lookup->width())));
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
