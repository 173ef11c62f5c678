// The panels beside the rules: the history of a rule, bookmarks with notes, the same rule
// in another language, the contents of an excerpt.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "settings/bookmarks.h"
#include "settings/session.h"
#include "panels/historypanel.h"
#include "importer.h"
#include "panels/roles.h"
#include "panels/ruletreemodel.h"
#include "rulesstore.h"
#include "struckandmarked.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeView>
#include <QTreeWidget>

class TestPanels : public AppTest {
    Q_OBJECT
private slots:
    void historyPanelShowsWhatChanged();
    void historyLeavesOutTypographyUntilAsked();
    void bookmarksWithNotesSurviveARestart();
    void sameRuleInAnotherLanguageSideBySide();
    void contentsOfAnExcerptWithoutSections();
    void contentsFromTheOutlineAreTheStoreBranches_data();
    void contentsFromTheOutlineAreTheStoreBranches();
};

namespace {

// Every row of a contents model, branches opened, one line each: "number|title|children".
QStringList allRows(RuleTreeModel &model, const QModelIndex &parent = {}, int depth = 0)
{
    if (model.canFetchMore(parent))
        model.fetchMore(parent);
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        out << QStringLiteral("%1%2|%3|%4")
                   .arg(QString(depth, u' '), index.data(NumberRole).toString(), index.data(Qt::DisplayRole).toString())
                   .arg(model.hasChildren(index));
        out << allRows(model, index, depth + 1);
    }
    return out;
}

} // namespace

void TestPanels::historyPanelShowsWhatChanged()
{
    lookUp(QStringLiteral("601.2g"));
    auto *history = m_window->findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    m_window->findChild<QDockWidget *>(QStringLiteral("historyDock"))->raise();
    QTRY_VERIFY(!history->steps().empty());
    // Newest first (the keyword edition, a whole one without it, removed it), then the new
    // wording with the words it lost struck out and the new ones marked.
    const QString text = history->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("2025-02-07  removed: 601.2g")), qPrintable(text));
    QVERIFY(text.indexOf(QStringLiteral("2024-11-08  reworded: 601.2g")) < text.indexOf(QStringLiteral("2024-07-30  first seen: 601.2g")));
    const auto [struck, marked] = testsupport::struckAndMarked(*history->document());
    QVERIFY2(struck.contains(QStringLiteral("then has a chance to")), qPrintable(struck));
    QVERIFY2(marked.contains(QStringLiteral("may")), qPrintable(marked));
    // The step of the edition shown (2024-11-08) is marked.
    QCOMPARE(history->steps()[size_t(history->markedStep())].edition, QStringLiteral("2024-11-08"));
    QVERIFY2(text.contains(QStringLiteral("2024-11-08  reworded: 601.2g  (the edition shown)")), qPrintable(text));
    // In an edition where the rule did not change, the wording it has is marked as in force.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    QTRY_COMPARE(history->steps()[size_t(std::max(0, history->markedStep()))].edition, QStringLiteral("2024-07-30"));
}

// A transliterated edition and the one after it changed only quotes and dashes: their
// steps are left out, and one link at the top brings them back; the choice is remembered.
void TestPanels::historyLeavesOutTypographyUntilAsked()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    rulesdb::RulesStore store(dir.filePath(QStringLiteral("t.sqlite")));
    QStringList files;
    for (const char *date : {"2015-07-17", "2018-08-10", "2019-01-25", "2019-05-03"})
        files << testsupport::corpusFile(QStringLiteral("cr-txt/%1.txt").arg(QLatin1StringView(date)));
    importers::importFiles(store, files, {});
    const auto edition = store.edition(QStringLiteral("2019-05-03"), QStringLiteral("en"));
    QVERIFY(edition);

    HistoryPanel panel;
    panel.resize(500, 600);
    panel.showHistory(store, *edition, QStringLiteral("601.2f"));
    for (const auto &step : panel.steps())
        QVERIFY2(step.change != rulesdb::ChangeKind::Typography, qPrintable(step.edition));
    QVERIFY2(panel.toPlainText().startsWith(QStringLiteral("Show the 2 step")),
             qPrintable(panel.toPlainText()));
    QVERIFY(!panel.toPlainText().contains(QStringLiteral("2019-01-25")));

    emit panel.anchorClicked(QUrl(QStringLiteral("typography:toggle")));
    QVERIFY(panel.showsTypography());
    QVERIFY2(panel.toPlainText().startsWith(QStringLiteral("Hide the 2 step")), qPrintable(panel.toPlainText()));
    QVERIFY(panel.toPlainText().contains(QStringLiteral("2019-01-25")));

    // Remembered across a restart, with the rest of the session.
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    Session session;
    QVERIFY(!loadSession(settings).historyShowsTypography);
    session.historyShowsTypography = panel.showsTypography();
    saveSession(settings, session);
    QVERIFY(loadSession(settings).historyShowsTypography);
}

void TestPanels::bookmarksWithNotesSurviveARestart()
{
    const QString file = m_dir.filePath(QStringLiteral("bookmarks.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        MainWindow window(m_db);
        window.rememberSessionIn(&settings);
        window.show();
        QVERIFY(!window.current());
        QVERIFY(!window.bookmarkCurrent(QStringLiteral("nothing shown yet")));
        QVERIFY(window.selectEdition(QStringLiteral("2024-07-30")));
        QVERIFY(window.showRule(QStringLiteral("601.2g")));
        QVERIFY(window.bookmarkCurrent(QStringLiteral("round 3: <b>mana abilities</b> during casting")));
        QVERIFY(window.selectEdition(QStringLiteral("2024-11-08")));
        QVERIFY(window.showRule(QStringLiteral("702.19b")));
        QVERIFY(window.bookmarkCurrent(QString()));
        QVERIFY(window.bookmarkCurrent(QStringLiteral("trample and deathtouch"))); // again: the note changes
        QCOMPARE(window.bookmarks().size(), size_t(2));
        // Written at once, not on close: a crash keeps them.
        QSettings written(file, QSettings::IniFormat);
        QCOMPARE(written.value(QStringLiteral("bookmarks/size")).toInt(), 2);
    }
    QSettings settings(file, QSettings::IniFormat);
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    window.show();
    auto *list = window.findChild<QTreeWidget *>(QStringLiteral("bookmarkList"));
    QVERIFY(list);
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("601.2g"));
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("2024-07-30"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("round 3: <b>mana abilities</b> during casting"));
    QCOMPARE(list->topLevelItem(1)->text(2), QStringLiteral("trample and deathtouch"));
    // Enter on a bookmark shows its rule in its edition.
    QVERIFY(window.selectEdition(QStringLiteral("2024-11-08")));
    list->setFocus();
    list->setCurrentItem(list->topLevelItem(0));
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(window.current()->key, QStringLiteral("601.2g"));
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2024-07-30 en"));
    // Delete removes it, from the settings too.
    QTest::keyClick(list, Qt::Key_Delete);
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(loadBookmarks(settings).size(), size_t(1));
    // A damaged entry reads as absent.
    settings.setValue(QStringLiteral("bookmarks/1/place"), QStringLiteral("nonsense"));
    QCOMPARE(loadBookmarks(settings).size(), size_t(0));
}

// A translation of the edition shown: the same rule in it, beside the rule, following it.
void TestPanels::sameRuleInAnotherLanguageSideBySide()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("two-languages.sqlite"));
    {
        rulesdb::RulesStore store(path);
        importers::importFiles(store,
                               {testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt")),
                                testsupport::testData(QStringLiteral("editions/mini-2024-07-30.zh.txt"))},
                               {});
    }
    MainWindow window(path);
    window.show();
    // The translation, imported last, neither takes the English rules' place nor is picked
    // by a date alone: of one date, English first, then the language read now.
    auto *box = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
    QCOMPARE(box->currentText(), QStringLiteral("2024-07-30 en"));
    QCOMPARE(box->itemText(1), QStringLiteral("2024-07-30 zh"));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30 zh")));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30")));
    QCOMPARE(box->currentText(), QStringLiteral("2024-07-30 zh"));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30 en")));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30")));
    QCOMPARE(box->currentText(), QStringLiteral("2024-07-30 en"));
    QVERIFY(window.showRule(QStringLiteral("702.19b")));
    auto *action = window.findChild<QAction *>(QStringLiteral("compareAction"));
    auto *other = window.findChild<RuleView *>(QStringLiteral("compareView"));
    auto *language = window.findChild<QComboBox *>(QStringLiteral("compareLanguage"));
    QVERIFY(action && other && language);
    QVERIFY(!other->isVisible()); // on request only
    action->trigger();
    QVERIFY(other->isVisible());
    // Beside the rule, not over it.
    const auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(view->isVisible());
    QVERIFY(other->mapTo(&window, QPoint(0, 0)).x() >= view->mapTo(&window, QPoint(view->width(), 0)).x());
    QCOMPARE(language->currentText(), QStringLiteral("zh"));
    QVERIFY2(other->toPlainText().contains(QStringLiteral("具有践踏的攻击生物之操控者")), qPrintable(other->toPlainText()));
    QVERIFY(view->toPlainText().contains(QStringLiteral("The controller of an attacking creature with trample")));
    // Each side's examples open in its own language.
    QVERIFY2(other->toPlainText().contains(QStringLiteral("例如：一个具践踏的5/5绿色生物")), qPrintable(other->toPlainText()));
    QVERIFY(!other->toPlainText().contains(QStringLiteral("Example:")));
    QVERIFY(view->toPlainText().contains(QStringLiteral("Example: ")));

    // The other side follows the rule shown, and says when the translation lacks it.
    QVERIFY(window.showRule(QStringLiteral("100.1a")));
    QVERIFY2(other->toPlainText().contains(QStringLiteral("双人游戏是开始时只有两位牌手的游戏。")), qPrintable(other->toPlainText()));
    QVERIFY(window.showRule(QStringLiteral("601.2b")));
    QCOMPARE(other->toPlainText(), QStringLiteral("Rule 601.2b is not in the 2024-07-30 edition in this language (zh)."));

    // Reading the translation, the other side is the English.
    QVERIFY(window.showRule(QStringLiteral("100.1a")));
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30 zh")));
    QVERIFY(view->toPlainText().contains(QStringLiteral("双人游戏")));
    QCOMPARE(language->currentText(), QStringLiteral("en"));
    QVERIFY2(other->toPlainText().contains(QStringLiteral("A two-player game is a game that begins with only two players.")),
             qPrintable(other->toPlainText()));

    // Hidden, the other side is not read on every lookup; shown again, it has caught up.
    action->trigger();
    QVERIFY(!other->isVisible());
    QVERIFY(window.selectEdition(QStringLiteral("2024-07-30 en")));
    QVERIFY(window.showRule(QStringLiteral("702.19b")));
    QVERIFY(other->toPlainText().contains(QStringLiteral("A two-player game"))); // as it was left
    // --beside LANG asks for it by language.
    QVERIFY(!window.showBeside(QStringLiteral("fr")));
    QVERIFY(window.showBeside(QStringLiteral("zh")));
    QVERIFY(other->isVisible());
    QCOMPARE(language->currentText(), QStringLiteral("zh"));
    QVERIFY2(other->toPlainText().contains(QStringLiteral("具有践踏的攻击生物之操控者")), qPrintable(other->toPlainText()));
}

// Rows of a dataset hold rules but no section or heading rows ("1.", "106."): the rules
// hang under their nearest ancestor the edition has, here the root.
void TestPanels::contentsOfAnExcerptWithoutSections()
{
    const QString db = m_dir.filePath(QStringLiteral("excerpt.sqlite"));
    {
        rulesdb::RulesStore store(db);
        store.addEdition(testsupport::madeEdition("2024-06-07",
                                                  {{"106.1", "Mana is the primary resource in the game."},
                                                   {"106.1a", "There are five colors of mana."},
                                                   {"106.1b", "There are six types of mana."},
                                                   {"107.1", "The only numbers the Magic game uses are integers."}},
                                                  rulesdb::FlagPartial));
    }
    MainWindow window(db);
    window.show();
    QVERIFY(window.showRule(QStringLiteral("106.1b")));
    auto *tree = window.findChild<QTreeView *>(QStringLiteral("ruleTree"));
    QCOMPARE(tree->model()->rowCount(), 2);
    QCOMPARE(tree->model()->index(0, 0).data(NumberRole).toString(), QStringLiteral("106.1"));
    QCOMPARE(tree->model()->index(1, 0).data(NumberRole).toString(), QStringLiteral("107.1"));
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("106.1b"));
    QCOMPARE(tree->currentIndex().parent().data(NumberRole).toString(), QStringLiteral("106.1"));
}

void TestPanels::contentsFromTheOutlineAreTheStoreBranches_data()
{
    QTest::addColumn<QString>("date");
    QTest::newRow("2022-11-18") << QStringLiteral("2022-11-18");
    QTest::newRow("2006-05-01, numbers repeated") << QStringLiteral("2006-05-01"); // 501.2, 501.3 twice
}

// The contents cut from the outline the window has read are the branches the store gives.
void TestPanels::contentsFromTheOutlineAreTheStoreBranches()
{
    QFETCH(QString, date);
    const QString file = testsupport::corpusFile(QStringLiteral("cr-txt/%1.txt").arg(date));
    if (file.isEmpty())
        QSKIP("../shared (the real CR corpus) is absent beside this clone; skipping");
    rulesdb::RulesStore store(m_dir.filePath(date + QStringLiteral(".sqlite")));
    importers::importFiles(store, {file}, {});
    const auto edition = store.edition(date, QStringLiteral("en"));
    QVERIFY(edition);
    RuleTreeModel read, cut;
    read.setEdition(&store, edition);
    cut.setEdition(&store, edition, store.headlines(*edition));
    const QStringList expected = allRows(read);
    QVERIFY(expected.size() > 1000);
    QCOMPARE(allRows(cut), expected);
}

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
