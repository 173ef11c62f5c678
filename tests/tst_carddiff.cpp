// Two snapshots of the cards compared in the diff view, as two editions of the CR are: the
// cards whose Oracle text changed listed by name, the words of the older wording struck and
// those of the newer marked, a filter by name or words, Enter opening the card, reached by
// the window's Compare editions with a card shown and by dates that are snapshots. The
// database is built from the corpus (Time Spiral's set file of the 2022 archive and of 2025,
// in which Lotus Bloom's text changed, and the CR of 2025-09-19); skips with a message when
// ../shared is absent.

#include "cards/cardfiles.h"
#include "cards/cardstore.h"
#include "diff/diffmodel.h"
#include "diff/diffview.h"
#include "importer.h"
#include "reading/ruleview.h"
#include "rulesstore.h"
#include "timespiralwindow.h"
#include "struckandmarked.h"
#include "testsupport.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <memory>

using namespace gui;

class TestCardDiff : public TimeSpiralWindowTest {
    Q_OBJECT
private slots:
    void theSnapshotsAroundTheCardShownAreCompared();
    void theWordsChangedAreStruckAndMarked();
    void theFilterFindsANameOrWordsAndEnterOpensTheCard();
    void datesOfSnapshotsCompareTheCardsFromTheRules();

private:
    // The diff view opened with Lotus Bloom shown, once its diff is there.
    DiffView *openedOnLotusBloom();
    QStringList column(const DiffView &view, int column) const;
};

DiffView *TestCardDiff::openedOnLotusBloom()
{
    if (!m_window->showCard(QStringLiteral("Lotus Bloom")))
        return nullptr;
    DiffView *view = m_window->openDiffView();
    if (view && !QTest::qWaitFor([view] { return !view->isBusy(); }, 20000))
        return nullptr;
    return view;
}

QStringList TestCardDiff::column(const DiffView &view, int column) const
{
    const auto *list = view.findChild<QTreeView *>(QStringLiteral("diffList"));
    QStringList out;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        out << list->model()->index(row, column).data().toString();
    return out;
}

// With a card shown, Compare editions (Ctrl+D) compares the snapshot before the one shown
// with it, every card whose wording changed listed by name, the card shown selected.
void TestCardDiff::theSnapshotsAroundTheCardShownAreCompared()
{
    DiffView *view = openedOnLotusBloom();
    QVERIFY(view);
    QVERIFY(view->diff());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::Cards);
    QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("diffFrom"))->currentText(), QStringLiteral("2022-04-25 en"));
    QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("diffTo"))->currentText(), QStringLiteral("2025-08-18 en"));
    // The cards the store says changed, each once, by name; new wordings only ("reworded").
    std::vector<rulesdb::CardChange> changes;
    {
        rulesdb::RulesStore store(m_db);
        changes = rulesdb::CardStore(store).changes(QStringLiteral("2022-04-25"), QStringLiteral("2025-08-18"));
    }
    QVERIFY(changes.size() > 100); // most of Time Spiral says "this creature" now
    const QStringList names = column(*view, DiffModel::NewColumn);
    QCOMPARE(names.size(), qsizetype(changes.size()));
    QVERIFY(names.contains(QStringLiteral("Lotus Bloom")));
    QVERIFY(names.contains(QStringLiteral("Aetherflame Wall")));
    QCOMPARE(column(*view, DiffModel::KindColumn).count(QStringLiteral("reworded")), names.size());
    const QString summary = view->findChild<QLabel *>(QStringLiteral("diffSummary"))->text();
    QVERIFY2(summary.startsWith(QStringLiteral("%1 changes, ").arg(changes.size())), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral(" cards unchanged: %1 reworded").arg(changes.size())), qPrintable(summary));
    // One column of names, headed so; the text column shows the line that changed.
    const auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    QVERIFY(list->isColumnHidden(DiffModel::OldColumn));
    QCOMPARE(list->model()->headerData(DiffModel::NewColumn, Qt::Horizontal).toString(), QStringLiteral("Card"));
    QCOMPARE(list->currentIndex().data().toString(), QStringLiteral("Lotus Bloom"));
    QCOMPARE(list->model()->index(list->currentIndex().row(), DiffModel::TextColumn).data().toString(),
             QStringLiteral("Suspend 3—{0} (Rather than cast this card from your hand, pay {0} and exile it with three time "
                            "counters on it. At the beginning of your upkeep, remove a time counter. When the last is "
                            "removed, you may cast it without paying its mana cost.)"));
    // Said of cards, not rules.
    QCOMPARE(view->windowTitle(), QStringLiteral("Compare card snapshots — Rulekeeper"));
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("diffKeys"))->text().startsWith(QStringLiteral("Enter: show the card")));
    QCOMPARE(view->findChild<QLineEdit *>(QStringLiteral("diffFilter"))->placeholderText(),
             QStringLiteral("Filter: a card's name or words  (Ctrl+F)"));
    QCOMPARE(view->reportTitle(), QStringLiteral("Oracle text changes 2022-04-25 to 2025-08-18"));
    const auto report = view->report();
    QVERIFY(report);
    QVERIFY(report->toPlainText().contains(QStringLiteral("the cards as of 2022-04-25 to the cards as of 2025-08-18")));
}

// Lotus Bloom no longer names itself: "Sacrifice Lotus Bloom" became "Sacrifice this
// artifact", and its suspend reminder says "you may cast it". Side by side, each side
// under its snapshot's date; inline, the old words struck and the new marked.
void TestCardDiff::theWordsChangedAreStruckAndMarked()
{
    DiffView *view = openedOnLotusBloom();
    QVERIFY(view);
    view->setSideBySide(true);
    const auto *old = view->findChild<QTextBrowser *>(QStringLiteral("diffOld"));
    const auto *now = view->findChild<QTextBrowser *>(QStringLiteral("diffNew"));
    QVERIFY2(old->toPlainText().startsWith(QStringLiteral("2022-04-25  Lotus Bloom")), qPrintable(old->toPlainText()));
    QVERIFY2(old->toPlainText().contains(QStringLiteral("{T}, Sacrifice Lotus Bloom: Add three mana of any one color.")),
             qPrintable(old->toPlainText()));
    QVERIFY2(now->toPlainText().startsWith(QStringLiteral("2025-08-18  Lotus Bloom  reworded")), qPrintable(now->toPlainText()));
    QVERIFY2(now->toPlainText().contains(QStringLiteral("{T}, Sacrifice this artifact: Add three mana of any one color.")),
             qPrintable(now->toPlainText()));
    QCOMPARE(testsupport::struckAndMarked(*old->document()).marked, QStringLiteral("Lotus Bloom"));
    QCOMPARE(testsupport::struckAndMarked(*now->document()).marked, QStringLiteral("you may this artifact"));

    view->setSideBySide(false);
    const auto *both = view->findChild<QTextBrowser *>(QStringLiteral("diffBoth"));
    QVERIFY2(both->toPlainText().startsWith(QStringLiteral("Lotus Bloom  reworded")), qPrintable(both->toPlainText()));
    const auto [struck, marked] = testsupport::struckAndMarked(*both->document());
    QCOMPARE(struck, QStringLiteral("Lotus Bloom"));
    QCOMPARE(marked, QStringLiteral("you may this artifact"));
}

void TestCardDiff::theFilterFindsANameOrWordsAndEnterOpensTheCard()
{
    DiffView *view = openedOnLotusBloom();
    QVERIFY(view);
    auto *filter = view->findChild<QLineEdit *>(QStringLiteral("diffFilter"));
    // A name's word, which no changed text holds but the card's own.
    QTest::keyClicks(filter, QStringLiteral("lotus"));
    QCOMPARE(column(*view, DiffModel::NewColumn), QStringList{QStringLiteral("Lotus Bloom")});
    // Words of a wording: the new "this artifact" of several cards.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("sacrifice this artifact"));
    const QStringList artifacts = column(*view, DiffModel::NewColumn);
    QVERIFY2(artifacts.contains(QStringLiteral("Lotus Bloom")) && artifacts.size() > 1, qPrintable(artifacts.join(u'|')));
    // Enter on a card: the card in the main window, as the newest snapshot has it.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("aetherflame"));
    QCOMPARE(column(*view, DiffModel::NewColumn), QStringList{QStringLiteral("Aetherflame Wall")});
    auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    QTest::keyClick(filter, Qt::Key_Down); // to the list, its first row current
    QVERIFY(list->hasFocus() || list->currentIndex().isValid());
    emit list->activated(list->currentIndex());
    QCOMPARE(m_window->current()->kind, Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Aetherflame Wall"));
    QVERIFY2(m_view->toPlainText().contains(QStringLiteral("This creature can block creatures with shadow")),
             qPrintable(m_view->toPlainText()));
    QCOMPARE(m_window->document(), rulesdb::Document::Cards);
}

// rulekeeper --diff 2022-04-25..2025-08-18 over a session left on a rule: the dates are
// snapshots of the cards, so the cards are read and compared.
void TestCardDiff::datesOfSnapshotsCompareTheCardsFromTheRules()
{
    QVERIFY(m_window->selectEdition(QString()));
    QVERIFY(m_window->showRule(QStringLiteral("702.62a")));
    QCOMPARE(m_window->document(), rulesdb::Document::CR);
    DiffView *view = m_window->openDiffView(QStringLiteral("2022-04-25"), QStringLiteral("2025-08-18"));
    QVERIFY(view);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
    QVERIFY(view->diff());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::Cards);
    QCOMPARE(view->diff()->to.date, QStringLiteral("2025-08-18"));
    QCOMPARE(m_window->document(), rulesdb::Document::Cards);
    QVERIFY(column(*view, DiffModel::NewColumn).contains(QStringLiteral("Lotus Bloom")));
    // And back: the CR's one edition here is no pair, the cards' dates are.
    QVERIFY(!m_window->openDiffView(QStringLiteral("2025-09-19"), QStringLiteral("2025-08-18")));
}

QTEST_MAIN(TestCardDiff)
#include "tst_carddiff.moc"
