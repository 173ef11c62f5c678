// Every key the menus and the keyboard help promise, pressed from every place the focus can
// be (the lookup box, the rule view, each panel, the other language's pane), does what it
// says and brings up what it acts on: the test reads what is visible after each press, as
// a judge would see it. Also: the parts of a rule one key apart, the keyboard help as a
// page that finds keys, and About.
// Runs offscreen over the window apptest.h opens, with a small IPG, MTR and JAR added.

#include "apptest.h"
#include "cards/cardstore.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/helpdialog.h"
#include "dialogs/importdialog.h"
#include "dialogs/rulesupdatedialog.h"
#include "diff/diffview.h"
#include "panels/bookmarkspanel.h"
#include "panels/comparepane.h"
#include "panels/historypanel.h"
#include "panels/searchpanel.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTimer>
#include <QLabel>
#include <QRegularExpression>
#include <QTreeView>
#include <functional>

namespace {

rulesdb::EditionData policyEdition(rulesdb::Document document, const char *date, const char *title)
{
    rulesdb::EditionData e;
    e.meta.document = document;
    e.meta.date = QString::fromLatin1(date);
    e.meta.name = rulesdb::documentTitle(document);
    e.meta.sourceFile = rulesdb::documentName(document) + QStringLiteral(".txt");
    e.meta.format = QStringLiteral("pdftext");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = rulesdb::documentName(document).toLatin1() + date;
    e.sections.push_back({QStringLiteral("1"), QString::fromLatin1(title), 1, {}, {}, QStringLiteral("The first section."), {}, 1});
    return e;
}

// Closes each modal dialog as soon as it is up, keeping its title: a key that opens one
// (Preferences, F1, a bookmark's note) is seen to have opened it, and the walk goes on.
class ModalCloser : public QObject {
public:
    ModalCloser()
    {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                titles.append(modal->windowTitle());
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                else
                    modal->close();
            }
        });
        m_timer.start();
    }
    QStringList titles;

private:
    QTimer m_timer;
};

// A line edit as it is on X11 and GNOME keyboard schemes: it claims the emacs keys as
// moves and deletions (Ctrl+E End, Ctrl+F and Ctrl+B a step right and left, Ctrl+D Delete,
// Ctrl+K and Ctrl+U delete to the end and the start). The offscreen platform's scheme is
// Windows', where a line edit claims none of them: installed on the window's line edits,
// this makes the test see what a judge on Linux sees.
class X11LineEditKeys : public QObject {
public:
    explicit X11LineEditKeys(QWidget *window)
    {
        for (QLineEdit *edit : window->findChildren<QLineEdit *>())
            edit->installEventFilter(this);
    }
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->modifiers() == Qt::ControlModifier
                && QList<int>{Qt::Key_E, Qt::Key_F, Qt::Key_B, Qt::Key_D, Qt::Key_K, Qt::Key_U}.contains(key->key()))
                event->accept();
        }
        return false;
    }
};

QString plain(const QAction *action)
{
    return QString(action->text()).remove(u'&');
}

bool visibleAndTopmost(QWidget *w)
{
    // A dock behind another's tab is hidden by Qt: visible means in front.
    return w && w->isVisible();
}

} // namespace

class TestKeys : public AppTest {
    Q_OBJECT
protected:
    void addEditions(rulesdb::RulesStore &store) override
    {
        store.addEdition(testsupport::madeIpgEdition());
        store.addEdition(policyEdition(rulesdb::Document::MTR, "2024-09-23", "Tournament Fundamentals"));
        store.addEdition(policyEdition(rulesdb::Document::JAR, "2024-09-23", "Introduction"));
        // A snapshot of one made-up card, so that the cards' key has a page to show.
        rulesdb::CardStore(store).addSnapshot(testsupport::madeUpCards());
    }

private slots:
    void everyKeyFromEveryFocusShowsWhatItActsOn();
    void theWindowsKeysWinOverTheLookupBox();
    void everyStandardKeyHasAKey();
    void ctrlTabWalksTheRulesPartsAndTabThenItsLinks();
    void theZoomReadsInBothLanguages();
    void theKeyboardHelpIsAPageThatFindsKeys();
    void aboutSaysTheVersionTheDatabaseAndHowNewItIs();
    void aboutListsTheDatesInAColumn();
    void qtsOwnWordsAndTheKeysReadInGerman();
    void theLanguageOfTheEarliestEditionReadsInGerman();

private:
    QList<QAction *> menuActions() const
    {
        QList<QAction *> all;
        for (QAction *menu : m_window->menuBar()->actions())
            all += menu->menu()->actions();
        return all;
    }
    template <typename T> T *child(const char *name) const
    {
        return m_window->findChild<T *>(QString::fromLatin1(name));
    }
    // The same starting point before each key: 702.19b of 2024-11-08 read, Back and Forward
    // both possible, the search panel in front of its tabs, the contents closed, no other
    // language beside, the normal size.
    void startingPoint();
    void press(const QKeySequence &keys)
    {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keySequence(focus, keys);
        QApplication::processEvents();
    }
};

void TestKeys::startingPoint()
{
    m_editions->hidePopup();
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w != m_window.get() && w->isVisible() && !qobject_cast<QMenu *>(w))
            w->close();
    if (!m_window->isVisible())
        m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->chooseDocument(rulesdb::Document::CR);
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    QVERIFY(m_window->showRule(QStringLiteral("601.2")));
    QVERIFY(m_window->showRule(QStringLiteral("702.19b")));
    QVERIFY(m_window->showRule(QStringLiteral("601.2g")));
    m_window->goBack();
    QCOMPARE(m_window->current()->key, QStringLiteral("702.19b"));
    auto *compare = m_window->findChild<QAction *>(QStringLiteral("compareAction"));
    compare->setChecked(false);
    child<QDockWidget>("contentsDock")->hide();
    for (const char *dock : {"searchDock", "historyDock", "bookmarksDock"})
        child<QDockWidget>(dock)->show();
    child<QDockWidget>("searchDock")->raise();
    m_view->setZoom(0);
    QApplication::clipboard()->clear();
}

// Each action's key from each focus: pressed where the focus is, as a user's key reaches
// the focused widget first, then checked by what shows.
void TestKeys::everyKeyFromEveryFocusShowsWhatItActsOn()
{
    QApplication::setQuitOnLastWindowClosed(false); // Quit is pressed, and the walk goes on
    ModalCloser modals;
    X11LineEditKeys x11Keys(m_window.get());
    const auto searchBox = [this] { return m_window->findChild<SearchPanel *>()->findChild<QLineEdit *>(); };
    const auto diffShown = [] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (qobject_cast<DiffView *>(w) && w->isVisible())
                return true;
        return false;
    };
    const auto visibleOf = []<typename T>(T *) {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (qobject_cast<T *>(w) && w->isVisible())
                return true;
        return false;
    };
    const auto modalTitled = [&modals](const QString &title) {
        return [&modals, title] { return modals.titles.contains(title); };
    };

    bool besideBefore = false; // the other language's pane, before the key
    // What each action shows, by the words of its menu item. An action without an entry
    // fails the test: a new key needs a check.
    struct Expectation {
        std::function<void()> before; // sets up what the key acts on
        std::function<bool()> shown;
    };
    const QHash<QString, Expectation> expected = {
        {QStringLiteral("Look up a rule"), {{}, [&] { return m_lookup->hasFocus(); }}},
        {QStringLiteral("Choose the edition"), {{}, [&] { return m_editions->view()->isVisible(); }}},
        {QStringLiteral("Rules in force on a date…"), {{}, modalTitled(QStringLiteral("Rules in force on a date"))}},
        {QStringLiteral("Copy citation"), {{}, [] { return QApplication::clipboard()->text().startsWith(QStringLiteral("CR 702.19b")); }}},
        {QStringLiteral("Bookmark this rule…"), {{}, modalTitled(QStringLiteral("Bookmark"))}},
        {QStringLiteral("Compare editions…"), {{}, diffShown}},
        {QStringLiteral("Print this rule…"), {{}, [&] { return !modals.titles.isEmpty() && modals.titles.last().startsWith(QStringLiteral("Print")); }}},
        {QStringLiteral("Save this rule as PDF…"), {{}, modalTitled(QStringLiteral("Save as PDF"))}},
        {QStringLiteral("Import rules files…"), {{}, [&] { return visibleOf((ImportDialog *)nullptr); }}},
        {QStringLiteral("Check for New Rules…"), {{}, [&] { return visibleOf((RulesUpdateDialog *)nullptr); }}},
        {QStringLiteral("Quit"), {{}, [&] { return !m_window->isVisible(); }}},
        {QStringLiteral("Back"), {{}, [&] { return m_window->current()->key == QStringLiteral("601.2") && shown().contains(QStringLiteral("To cast a spell")); }}},
        {QStringLiteral("Forward"), {{}, [&] { return m_window->current()->key == QStringLiteral("601.2g"); }}},
        {QStringLiteral("The current rules"), {{}, [&] { return m_editions->currentText() == QStringLiteral("2025-02-07 en"); }}},
        {QStringLiteral("Comprehensive Rules"), {[&] { m_window->chooseDocument(rulesdb::Document::IPG); },
                                                 [&] { return m_window->document() == rulesdb::Document::CR && shown().contains(QStringLiteral("Comprehensive Rules")); }}},
        {QStringLiteral("Magic Tournament Rules (MTR)"), {{}, [&] { return shown().contains(QStringLiteral("Tournament Fundamentals")); }}},
        {QStringLiteral("Infraction Procedure Guide (IPG)"), {{}, [&] { return shown().contains(QStringLiteral("Infraction Procedure Guide")); }}},
        {QStringLiteral("Judging at Regular REL (JAR)"), {{}, [&] { return shown().contains(QStringLiteral("Judging at Regular REL")); }}},
        {QStringLiteral("Oracle cards"), {{}, [&] {
             return m_window->document() == rulesdb::Document::Cards && shown().contains(QStringLiteral("Kicking Test"));
         }}},
        {QStringLiteral("Search the rules"), {{}, [&] { return visibleAndTopmost(searchBox()) && searchBox()->hasFocus(); }}},
        {QStringLiteral("History of this rule"), {{}, [&] {
             auto *panel = m_window->findChild<HistoryPanel *>();
             return visibleAndTopmost(panel) && (panel->hasFocus() || panel->isAncestorOf(QApplication::focusWidget()));
         }}},
        {QStringLiteral("Bookmarks"), {{}, [&] { return visibleAndTopmost(m_window->findChild<BookmarksPanel *>()); }}},
        {QStringLiteral("Table of contents"), {{}, [&] {
             auto *tree = child<QTreeView>("ruleTree");
             return visibleAndTopmost(tree) && tree->hasFocus();
         }}},
        {QStringLiteral("Next part of the rule"), {{}, [&] {
             return m_view->hasFocus() && m_view->textCursor().block().text().startsWith(QStringLiteral("702.19b"));
         }}},
        {QStringLiteral("Previous part of the rule"), {{}, [&] {
             return m_view->hasFocus() && m_view->textCursor().block().text().startsWith(QStringLiteral("Example:"));
         }}},
        {QStringLiteral("Zoom in"), {{}, [&] { return m_view->zoom() == 1; }}},
        {QStringLiteral("Zoom out"), {{}, [&] { return m_view->zoom() == -1; }}},
        {QStringLiteral("Normal size"), {[&] { m_view->setZoom(3); }, [&] { return m_view->zoom() == 0; }}},
        {QStringLiteral("Side by side with another language"), {{}, [&] { return m_window->findChild<ComparePane *>()->isVisible() != besideBefore; }}},
        {QStringLiteral("Preferences…"), {{}, modalTitled(QStringLiteral("Preferences"))}},
        {QStringLiteral("Keyboard shortcuts"), {{}, modalTitled(QStringLiteral("Keyboard shortcuts"))}},
    };

    // Where the focus can be, each put there as a user would (the panel brought up first).
    const QList<QPair<QString, std::function<void()>>> focuses = {
        {QStringLiteral("the lookup box"), [&] { m_lookup->setFocus(); }},
        {QStringLiteral("the rule view"), [&] { m_view->setFocus(); }},
        {QStringLiteral("the contents"), [&] {
             child<QDockWidget>("contentsDock")->show();
             child<QTreeView>("ruleTree")->setFocus();
         }},
        {QStringLiteral("the search box"), [&] { searchBox()->setFocus(); }},
        {QStringLiteral("the history panel"), [&] {
             child<QDockWidget>("historyDock")->raise();
             m_window->findChild<HistoryPanel *>()->setFocus();
         }},
        {QStringLiteral("the bookmarks panel"), [&] {
             child<QDockWidget>("bookmarksDock")->raise();
             m_window->findChild<BookmarksPanel *>()->setFocus();
         }},
        {QStringLiteral("the other language's pane"), [&] {
             m_window->findChild<QAction *>(QStringLiteral("compareAction"))->setChecked(true);
             m_window->findChild<ComparePane *>()->findChild<RuleView *>()->setFocus();
         }},
    };

    int walked = 0;
    for (const auto &[where, focus] : focuses) {
        for (QAction *action : menuActions()) {
            for (const QKeySequence &keys : action->shortcuts()) {
                const QString what = QStringLiteral("%1 from %2 (%3)").arg(plain(action), where, keys.toString());
                QVERIFY2(expected.contains(plain(action)), qPrintable(QStringLiteral("no check for ") + what));
                const Expectation &e = expected[plain(action)];
                startingPoint();
                if (e.before)
                    e.before();
                focus();
                QVERIFY2(QApplication::focusWidget(), qPrintable(what));
                besideBefore = m_window->findChild<ComparePane *>()->isVisible();
                modals.titles.clear();
                press(keys);
                QTRY_VERIFY2_WITH_TIMEOUT(e.shown(), qPrintable(what), 2000);
                ++walked;
            }
        }
    }
    qInfo("%d keys walked", walked);
    QVERIFY(walked >= 7 * 28);
    startingPoint();
}

// The line edit takes Ctrl+E as End (and Ctrl+F, Ctrl+B, Ctrl+D as moves and Delete on
// X11 and GNOME keyboards): the window's action wins, and the text typed stays as it was.
void TestKeys::theWindowsKeysWinOverTheLookupBox()
{
    X11LineEditKeys x11Keys(m_window.get());
    m_lookup->setFocus();
    QTest::keyClicks(m_lookup, QStringLiteral("trample"));
    m_lookup->setCursorPosition(2);
    QTest::keySequence(m_lookup, QKeySequence(QStringLiteral("Ctrl+E")));
    QTRY_VERIFY(m_editions->view()->isVisible());
    m_editions->hidePopup();
    QCOMPARE(m_lookup->text(), QStringLiteral("trample"));
    // Keys no action holds are still the box's.
    m_lookup->setFocus();
    m_lookup->setCursorPosition(2);
    QTest::keyClick(m_lookup, Qt::Key_End);
    QCOMPARE(m_lookup->cursorPosition(), 7);
    QTest::keySequence(m_lookup, QKeySequence(QKeySequence::SelectAll));
    QCOMPARE(m_lookup->selectedText(), QStringLiteral("trample"));
}

// A platform theme may leave a standard key empty (Quit under qt6ct, SaveAs on most
// desktops): every action that stands for one has a key all the same.
void TestKeys::everyStandardKeyHasAKey()
{
    QStringList keyless;
    for (QAction *action : menuActions())
        if (!action->isSeparator() && !action->menu() && action->shortcuts().isEmpty()
            && !plain(action).startsWith(QStringLiteral("About")) && action->isCheckable() == false)
            keyless.append(plain(action));
    QVERIFY2(keyless.isEmpty(), qPrintable(keyless.join(QStringLiteral(", "))));
    for (QAction *action : menuActions())
        if (plain(action) == QStringLiteral("Quit"))
            QVERIFY2(!action->shortcut().isEmpty(), "Quit has no key");
}

// Ctrl+Tab goes from part to part of the rule shown (its text, its examples, its
// subrules, "Cited by"), bringing each to view; Tab then walks that part's links, so a
// rule citing this one is two keys away.
void TestKeys::ctrlTabWalksTheRulesPartsAndTabThenItsLinks()
{
    lookUp(QStringLiteral("601.2f"));
    QVERIFY(shown().contains(QStringLiteral("Cited by: 601.2h")));
    QVERIFY(m_lookup->hasFocus());
    const auto blockAtCursor = [this] { return m_view->textCursor().block().text(); };
    QTest::keySequence(m_lookup, QKeySequence(QStringLiteral("Ctrl+Tab")));
    QVERIFY(m_view->hasFocus());
    QVERIFY2(blockAtCursor().startsWith(QStringLiteral("601.2f")), qPrintable(blockAtCursor()));
    QTest::keySequence(m_view, QKeySequence(QStringLiteral("Ctrl+Tab")));
    QVERIFY2(blockAtCursor().startsWith(QStringLiteral("Cited by:")), qPrintable(blockAtCursor()));
    // In view, not below the fold.
    QVERIFY(m_view->viewport()->rect().contains(m_view->cursorRect().center()));
    QTest::keyClick(m_view, Qt::Key_Tab);
    QCOMPARE(m_view->textCursor().selectedText(), QStringLiteral("601.2h"));
    QTest::keyClick(m_view, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2h"));
    // Backwards, round the start to the last part.
    lookUp(QStringLiteral("702.19b"));
    QTest::keySequence(m_lookup, QKeySequence(QStringLiteral("Ctrl+Shift+Tab")));
    QVERIFY2(blockAtCursor().startsWith(QStringLiteral("Example:")), qPrintable(blockAtCursor()));
    QTest::keySequence(m_view, QKeySequence(QStringLiteral("Ctrl+Shift+Tab")));
    QVERIFY2(blockAtCursor().startsWith(QStringLiteral("702.19b")), qPrintable(blockAtCursor()));
}

// The zoom is for the eyes: the other language's pane beside the rule reads at the same size.
void TestKeys::theZoomReadsInBothLanguages()
{
    m_window->findChild<QAction *>(QStringLiteral("compareAction"))->setChecked(true);
    auto *other = m_window->findChild<ComparePane *>()->findChild<RuleView *>(QStringLiteral("compareView"));
    QVERIFY(other && other->isVisible());
    const qreal before = other->font().pointSizeF();
    QCOMPARE(before, m_view->font().pointSizeF());
    m_view->setFocus();
    for (int i = 0; i < 3; ++i)
        QTest::keySequence(m_view, QKeySequence(QStringLiteral("Ctrl+=")));
    QCOMPARE(m_view->font().pointSizeF(), before + 3);
    QCOMPARE(other->font().pointSizeF(), before + 3);
    QTest::keySequence(m_view, QKeySequence(QStringLiteral("Ctrl+0")));
    QCOMPARE(other->font().pointSizeF(), before);
}

// F1: a page grouped by menu whose lines wrap (no sideways scrolling, no cut words), and a
// box that keeps only the keys matching the words typed.
void TestKeys::theKeyboardHelpIsAPageThatFindsKeys()
{
    QList<QPair<QString, QList<QAction *>>> menus;
    for (QAction *menu : m_window->menuBar()->actions())
        menus.append({menu->text(), menu->menu()->actions()});
    HelpDialog help(menus);
    help.show();
    QVERIFY(QTest::qWaitForWindowExposed(&help));
    const QString all = help.pageText();
    for (QAction *action : menuActions())
        if (!action->shortcuts().isEmpty()) {
            QVERIFY2(all.contains(plain(action)), qPrintable(plain(action)));
            QVERIFY2(all.contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(plain(action)));
        }
    for (const char *group : {"Rules", "Go", "View", "Help", "Compare editions"})
        QVERIFY2(all.contains(QString::fromLatin1(group)), group);
    auto *page = help.findChild<QTextBrowser *>(QStringLiteral("shortcutPage"));
    QVERIFY(!page->horizontalScrollBar()->isVisible());
    QVERIFY(page->document()->idealWidth() <= page->viewport()->width());
    // What each key does starts in one column down the whole page, whatever its group.
    const auto column = [page](const QString &does) {
        QTextCursor at = page->document()->find(does);
        at.setPosition(at.selectionStart());
        return page->cursorRect(at).left();
    };
    QCOMPARE(column(QStringLiteral("The current rules")), column(QStringLiteral("Look up a rule")));
    QCOMPARE(column(QStringLiteral("Zoom in")), column(QStringLiteral("Look up a rule")));
    // And the group holding the widest key ("Mouse back / forward buttons") with them.
    QCOMPARE(column(QStringLiteral("Start a lookup with what you type")), column(QStringLiteral("Look up a rule")));
    auto *filter = help.findChild<QLineEdit *>(QStringLiteral("shortcutFilter"));
    QCOMPARE(help.focusWidget(), filter); // typing finds at once
    QTest::keyClicks(filter, QStringLiteral("zoom"));
    const QString zoom = help.pageText();
    QVERIFY2(zoom.contains(QStringLiteral("Zoom in")) && zoom.contains(QStringLiteral("Zoom out")), qPrintable(zoom));
    QVERIFY2(!zoom.contains(QStringLiteral("Bookmarks")), qPrintable(zoom));
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("no such key"));
    QVERIFY2(help.pageText().contains(QStringLiteral("No key matches")), qPrintable(help.pageText()));
}

// Help ▸ About: the version, the database's path and the newest edition of each document.
void TestKeys::aboutSaysTheVersionTheDatabaseAndHowNewItIs()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QAction *about = m_window->findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    ModalCloser modals;
    QString said;
    QTimer::singleShot(0, this, [&said] {
        if (auto *dialog = qobject_cast<AboutDialog *>(QApplication::activeModalWidget()))
            said = dialog->text();
    });
    about->trigger();
    QVERIFY2(said.contains(QStringLiteral("Rulekeeper 9.8.7")), qPrintable(said));
    QVERIFY2(said.contains(m_db), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Comprehensive Rules: 2025-02-07")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Infraction Procedure Guide: 2024-09-23")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Magic Tournament Rules: 2024-09-23")), qPrintable(said));
}

// About reads at a glance: the name above the rest in a larger font, and each document's
// newest date in one column beside the document's title, not after a colon in one block of
// text where the dates stood ragged.
void TestKeys::aboutListsTheDatesInAColumn()
{
    const AboutFacts facts{QStringLiteral("9.8.7"), m_db,
                           {{rulesdb::Document::CR, QStringLiteral("2025-02-07")},
                            {rulesdb::Document::IPG, QStringLiteral("2024-09-23")},
                            {rulesdb::Document::JAR, QStringLiteral("2024-09-23")}}};
    AboutDialog about(facts, m_window.get());
    about.show();
    QVERIFY(QTest::qWaitForWindowExposed(&about));
    QList<QLabel *> dates, documents;
    for (QLabel *label : about.findChildren<QLabel *>()) {
        if (QRegularExpression(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$")).match(label->text()).hasMatch())
            dates << label;
        else if (label->text() == rulesdb::documentTitle(rulesdb::Document::CR)
                 || label->text() == rulesdb::documentTitle(rulesdb::Document::IPG)
                 || label->text() == rulesdb::documentTitle(rulesdb::Document::JAR))
            documents << label;
    }
    QCOMPARE(dates.size(), 3);
    QCOMPARE(documents.size(), 3);
    const auto left = [&](QWidget *w) { return w->mapTo(&about, QPoint(0, 0)).x(); };
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(left(dates[i]), left(dates[0]));
        QVERIFY(left(dates[i]) > left(documents[i]) + documents[i]->width() - 1);
        QVERIFY(!dates[i]->visibleRegion().isEmpty());
    }
    QLabel *name = nullptr;
    for (QLabel *label : about.findChildren<QLabel *>())
        if (label->text() == QStringLiteral("Rulekeeper 9.8.7"))
            name = label;
    QVERIFY2(name, "the name is a line of its own");
    QVERIFY(name->font().pointSizeF() > about.font().pointSizeF());
}

// In German the line saying since when a rule's words are in force names the language of
// the earliest edition in German: "(die früheste Ausgabe hier in der Sprache Englisch)",
// not Qt's English "English".
void TestKeys::theLanguageOfTheEarliestEditionReadsInGerman()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany));
    const auto english = qScopeGuard([] { installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English)); });
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    lookUp(QStringLiteral("100.1"));
    const QString text = shown();
    QVERIFY2(text.contains(QStringLiteral("mindestens seit 2024-07-30")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Sprache Englisch)")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("English")), qPrintable(text));
}

// In German, Qt's own buttons say "Schließen" and "Abbrechen" (its translations are
// loaded beside ours), and a key is written the same way in the menus and in F1: "Strg+F".
void TestKeys::qtsOwnWordsAndTheKeysReadInGerman()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany));
    const auto english = qScopeGuard([] { installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English)); });
    QDialogButtonBox buttons(QDialogButtonBox::Close | QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Close)->text(), QStringLiteral("Schließen"));
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));

    MainWindow window(m_db);
    QList<QPair<QString, QList<QAction *>>> menus;
    QStringList menuKeys;
    for (QAction *menu : window.menuBar()->actions()) {
        menus.append({menu->text(), menu->menu()->actions()});
        for (QAction *action : menu->menu()->actions())
            if (!action->shortcut().isEmpty())
                menuKeys << action->shortcut().toString(QKeySequence::NativeText);
    }
    QVERIFY2(menuKeys.contains(QStringLiteral("Strg+F")), qPrintable(menuKeys.join(u' ')));
    HelpDialog help(menus);
    const QString page = help.pageText();
    for (const QString &keys : menuKeys)
        QVERIFY2(page.contains(keys), qPrintable(keys));
    QVERIFY2(!page.contains(QStringLiteral("Ctrl")), qPrintable(page));
    QVERIFY(page.contains(QStringLiteral("Strg+Umschalt+S")));

    // An English rule's example is labelled in the window's language, in the history as in
    // the rule view beside it: "Beispiel:", not "Example:".
    window.show();
    QVERIFY(window.selectEdition(QStringLiteral("2024-11-08")));
    QVERIFY(window.showRule(QStringLiteral("702.19b")));
    QVERIFY(window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText().contains(QStringLiteral("Beispiel: A 5/5")));
    window.showHistoryPanel();
    auto *history = window.findChild<HistoryPanel *>();
    QTRY_VERIFY_WITH_TIMEOUT(history->toPlainText().contains(QStringLiteral("A 5/5 green creature")), 10000);
    QVERIFY2(history->toPlainText().contains(QStringLiteral("Beispiel: A 5/5")), qPrintable(history->toPlainText()));
    QVERIFY(!history->toPlainText().contains(QStringLiteral("Example:")));
}

QTEST_MAIN(TestKeys)
#include "tst_keys.moc"
