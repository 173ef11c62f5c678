// Cards in the window, from the real files to what the judge reads: the lookup box offers
// card names beside rule numbers, Enter opens the card's page (its Oracle text, its
// keywords linked to their rules in the CR read, its dated rulings, its sets), the
// document picker lists the cards and says when a card is shown. The database is built
// from the corpus (the 2025 Time Spiral set file and the CR of 2025-09-19); skips with a
// message when ../shared is absent.

#include "cards/cardfiles.h"
#include "cards/cardcontents.h"
#include "cards/cardlistmodel.h"
#include "cards/cardname.h"
#include "cards/cardstore.h"
#include "cards/cardpage.h"
#include "importer.h"
#include "panels/roles.h"
#include "reading/ruleview.h"
#include "rulesstore.h"
#include "settings/session.h"
#include "cardslices.h"
#include "testsupport.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolTip>
#include <QTreeView>
#include <QHelpEvent>
#include <algorithm>
#include <memory>

using namespace gui;

class TestCardPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void completionOffersCardNamesAfterRules();
    void enterOpensTheCardPage();
    void aKeywordLinksToItsRule();
    void choosingACardFromTheCompletionOpensIt();
    void aLaterWordOfANameOffersTheCard();
    void enterOnALaterWordOfOneNameOpensIt();
    void aNicknameOpensItsCard();
    void theContentsListEveryCardOfTheSnapshot();
    void theContentsFilterAsLettersAreTyped();
    void aRuleNumberWinsOverACardName();
    void aKeywordNameWinsUnlessTheCardIsClaimed();
    void anUnknownCardNamesTheClosest();
    void theDocumentPickerListsTheCards();
    void aCardPlaceIsKeptInTheSession();
    void rulingsLinkTheRulesTheyCiteAndMarkupIsText();
    void theWordsOfEarlierSnapshotsAreShown();
    void anExampleNamingACardLinksToItWithItsTextOnHover();
    void aRulePageListsTheRulingsCitingIt();
    void aRulingNamingAnotherCardLinksToIt();
    void withoutCardsARulePageReadsAsBefore();

private:
    void typeIntoLookup(const QString &text);
    // The link in the page whose text is `text`, and where it points; empty when none.
    QString hrefOf(const QString &text) const;
    // What the view's tooltip says with the mouse over the words `linkText`.
    QString tooltipOver(const QString &linkText);

    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<MainWindow> m_window;
    QLineEdit *m_lookup = nullptr;
    RuleView *m_view = nullptr;
    QComboBox *m_documents = nullptr;
    QComboBox *m_editions = nullptr;
};

void TestCardPage::initTestCase()
{
    const QString cards = testsupport::corpusFile(QStringLiteral("cards/mtgjson5/TSP-2025-08-18.json"));
    const QString rules = testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"));
    if (cards.isEmpty() || !QFileInfo::exists(cards) || !QFileInfo::exists(rules))
        QSKIP("../shared/corpus (the real card and rules files) is absent beside this clone; skipping");
    QStandardPaths::setTestModeEnabled(true);
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("cards.sqlite"));
    // Out of the 2022 archive: the Time Spiral set file (Lotus Bloom read otherwise then),
    // Mirage's (its card Flash is named as a keyword is), Unlimited's (Lightning Bolt, which
    // an example of 120.5 casts) and Unstable's (Rules Lawyer, whose rulings cite 704.5's).
    const QStringList sets2022 = testsupport::setFilesFrom2022Archive(
        m_dir.path(), {QStringLiteral("TSP.json"), QStringLiteral("MIR.json"), QStringLiteral("2ED.json"), QStringLiteral("UST.json")});
    QCOMPARE(sets2022.size(), 4);
    rulesdb::RulesStore store(m_db);
    const auto outcomes = importers::importFiles(store, QStringList{rules} + sets2022 + QStringList{cards}, {});
    QCOMPARE(int(outcomes.size()), 6);
    QCOMPARE(int(store.editions().size()), 1);
    QCOMPARE(int(store.editions(rulesdb::Document::Cards).size()), 2);
}

void TestCardPage::init()
{
    m_window = std::make_unique<MainWindow>(m_db);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_lookup = m_window->findChild<QLineEdit *>(QStringLiteral("lookup"));
    m_view = m_window->findChild<RuleView *>(QStringLiteral("ruleView"));
    m_documents = m_window->findChild<QComboBox *>(QStringLiteral("documentBox"));
    m_editions = m_window->findChild<QComboBox *>(QStringLiteral("editionBox"));
    QVERIFY(m_lookup && m_view && m_documents && m_editions);
}

void TestCardPage::cleanup()
{
    m_window.reset();
}

void TestCardPage::typeIntoLookup(const QString &text)
{
    m_lookup->setFocus();
    m_lookup->selectAll();
    QTest::keyClicks(m_lookup, text);
}

QString TestCardPage::hrefOf(const QString &text) const
{
    for (QTextBlock block = m_view->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor() && it.fragment().text() == text)
                return it.fragment().charFormat().anchorHref();
    return {};
}

void TestCardPage::completionOffersCardNamesAfterRules()
{
    typeIntoLookup(QStringLiteral("lotus bl"));
    QCompleter *completer = m_lookup->completer();
    QVERIFY(completer->popup()->isVisible());
    QStringList offered;
    for (int row = 0; row < completer->completionModel()->rowCount(); ++row)
        offered << completer->completionModel()->index(row, 0).data(Qt::DisplayRole).toString();
    QCOMPARE(offered, QStringList{QStringLiteral("Lotus Bloom — card")});

    // A number offers rules only: the card index is not asked.
    typeIntoLookup(QStringLiteral("702.6"));
    for (int row = 0; row < completer->completionModel()->rowCount(); ++row)
        QVERIFY(completer->completionModel()->index(row, 0).data(CardNameRole).toString().isEmpty());
    QVERIFY(completer->completionModel()->rowCount() > 0);
}

void TestCardPage::enterOpensTheCardPage()
{
    typeIntoLookup(QStringLiteral("lotus bl"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    const QString page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Lotus Bloom")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Oracle text as of 2025-08-18")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Artifact")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("{T}, Sacrifice this artifact: Add three mana of any one color.")), qPrintable(page));
    // Its rulings, dated, and whose they are.
    QVERIFY2(page.contains(QStringLiteral("2024-02-02  ·  Wizards of the Coast ruling")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Cards exiled with suspend are exiled face up.")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Time Spiral (TSP")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Rules it invokes (Comprehensive Rules, effective 2025-09-19)")), qPrintable(page));
    // The window says what it shows.
    QCOMPARE(m_window->windowTitle(), QStringLiteral("Lotus Bloom — Rulekeeper"));
    QCOMPARE(m_lookup->text(), QStringLiteral("Lotus Bloom"));
    QCOMPARE(m_documents->currentText(), QStringLiteral("Cards"));
    QVERIFY2(m_editions->currentText().startsWith(QStringLiteral("2025-08-18")), qPrintable(m_editions->currentText()));
    QVERIFY(m_window->citation().startsWith(QStringLiteral("Lotus Bloom (Oracle text as of 2025-08-18): Suspend 3")));
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Card);
}

void TestCardPage::aKeywordLinksToItsRule()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    QCOMPARE(hrefOf(QStringLiteral("Suspend")), QStringLiteral("rule:702.62"));
    // The action where it begins a clause; nothing inside the reminder text ("exile it").
    QVERIFY(hrefOf(QStringLiteral("Sacrifice")).startsWith(QStringLiteral("rule:701.")));
    QVERIFY(hrefOf(QStringLiteral("exile")).isEmpty());
    // Rule text is text: the page holds no markup of the card's.
    QVERIFY(!m_view->toHtml().contains(QStringLiteral("<T>")));

    // A keyword the rules name with a placeholder ("[type]walk", 702.14a) links to its rule.
    QVERIFY(m_window->showCard(QStringLiteral("Bog Wraith")));
    QCOMPARE(hrefOf(QStringLiteral("Swampwalk")), QStringLiteral("rule:702.14"));
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    // Followed as a judge does: from the keyboard, Tab to the link and Enter.
    m_view->setFocus();
    QTest::keyClick(m_view, Qt::Key_Tab);
    QCOMPARE(m_view->textCursor().selectedText(), QStringLiteral("Suspend"));
    QTest::keyClick(m_view, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Rule);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.62"));
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("702.62  Suspend")));
    QCOMPARE(m_documents->currentText(), QStringLiteral("CR"));
    // And back to the card.
    m_window->goBack();
    QCOMPARE(m_window->current()->kind, Target::Card);
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("Oracle text as of 2025-08-18")));
}

void TestCardPage::choosingACardFromTheCompletionOpensIt()
{
    typeIntoLookup(QStringLiteral("lotus"));
    QAbstractItemView *popup = m_lookup->completer()->popup();
    QVERIFY(popup->isVisible());
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Lotus Bloom"));
}

void TestCardPage::aLaterWordOfANameOffersTheCard()
{
    // "bloom": no name starts so; Lotus Bloom's and Cadaverous Bloom's second word does.
    // Chosen with the keyboard, the card opens.
    typeIntoLookup(QStringLiteral("bloom"));
    QAbstractItemView *popup = m_lookup->completer()->popup();
    QVERIFY(popup->isVisible());
    const QAbstractItemModel *offered = m_lookup->completer()->completionModel();
    QStringList shown;
    for (int row = 0; row < offered->rowCount(); ++row)
        shown << offered->index(row, 0).data(Qt::DisplayRole).toString();
    QCOMPARE(shown, (QStringList{QStringLiteral("Lotus Bloom — card"), QStringLiteral("Cadaverous Bloom — card")}));
    QTest::keyClick(popup, Qt::Key_Down);
    QCOMPARE(m_lookup->text(), QStringLiteral("Lotus Bloom — card")); // the box shows what is chosen
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Lotus Bloom"));
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("Sacrifice this artifact")));

    // The names starting as typed first ("Time Walk", "Timetwister"), then one with a later
    // word starting so (Jhoira's Timebug).
    typeIntoLookup(QStringLiteral("time"));
    QVERIFY(popup->isVisible());
    shown.clear();
    for (int row = 0; row < offered->rowCount(); ++row)
        if (const QString card = offered->index(row, 0).data(CardNameRole).toString(); !card.isEmpty())
            shown << card;
    QCOMPARE(shown.size(), 5);
    QCOMPARE(shown.last(), QStringLiteral("Jhoira's Timebug"));
    for (qsizetype i = 0; i + 1 < shown.size(); ++i)
        QVERIFY2(shown[i].startsWith(QStringLiteral("Time")), qPrintable(shown.join(QStringLiteral(", "))));
}

void TestCardPage::enterOnALaterWordOfOneNameOpensIt()
{
    // No name starts with "timebug"; Jhoira's Timebug alone has a later word starting so:
    // Enter on the text typed, no choice picked, opens it.
    typeIntoLookup(QStringLiteral("timebug"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Jhoira's Timebug"));
    // "bloom" ends two names (Lotus Bloom, Cadaverous Bloom): neither is guessed.
    QVERIFY(!m_window->showRule(QStringLiteral("bloom")));
    QVERIFY(!m_window->current() || m_window->current()->key != QStringLiteral("Lotus Bloom"));
}

void TestCardPage::aNicknameOpensItsCard()
{
    // "bolt", as judges say it (resources/card-nicknames.tsv): Lightning Bolt, though names
    // start so (Bolt of Keranos is no card here, but "bolt" starts no rule either).
    typeIntoLookup(QStringLiteral("bolt"));
    const QAbstractItemModel *offered = m_lookup->completer()->completionModel();
    QTRY_VERIFY(offered->rowCount() > 0);
    QCOMPARE(offered->index(0, 0).data(CardNameRole).toString(), QStringLiteral("Lightning Bolt"));
    QTest::keyClick(m_lookup, Qt::Key_Escape); // the popup closed, the text as typed
    m_lookup->setText(QStringLiteral("bolt"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Lightning Bolt"));
}

void TestCardPage::theContentsListEveryCardOfTheSnapshot()
{
    auto *stack = m_window->findChild<QStackedWidget *>();
    auto *contents = m_window->findChild<CardContents *>(QStringLiteral("cardContents"));
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("ruleTree"));
    QVERIFY(stack && contents && tree);
    // A rule: the edition's table of contents.
    QVERIFY(m_window->showRule(QStringLiteral("702.62")));
    QCOMPARE(stack->currentWidget(), tree);
    // A card: every card of the snapshot shown, by letter, the card shown selected.
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    QCOMPARE(stack->currentWidget(), contents);
    CardListModel *model = contents->model();
    rulesdb::RulesStore store(m_db);
    rulesdb::CardStore cards(store);
    const auto snapshots = cards.snapshots();
    QCOMPARE(model->cardCount(), int(cards.listing(snapshots.back().date).size()));
    QVERIFY(model->cardCount() > 1000);
    QCOMPARE(model->shownCount(), model->cardCount());
    QCOMPARE(model->index(0, 0).data().toString().left(1), QStringLiteral("A"));
    QVERIFY(model->rowCount() <= 27); // the letters, and "#"
    QCOMPARE(model->cardAt(contents->list()->currentIndex()), QStringLiteral("Lotus Bloom"));
    QVERIFY(contents->list()->isExpanded(contents->list()->currentIndex().parent()));
    // Each letter's cards by their name, accents off.
    const QModelIndex a = model->index(0, 0);
    for (int row = 1; row < model->rowCount(a); ++row)
        QVERIFY(rulesdb::cardNameKey(model->cardAt(model->index(row - 1, 0, a)))
                <= rulesdb::cardNameKey(model->cardAt(model->index(row, 0, a))));
    // The 2022 snapshot chosen: its cards (not the 2025 file's alone), Lotus Bloom still selected.
    m_editions->setCurrentIndex(m_editions->findText(snapshots.front().date, Qt::MatchStartsWith));
    QTRY_COMPARE(m_window->current()->edition, snapshots.front().date);
    QCOMPARE(model->cardCount(), int(cards.listing(snapshots.front().date).size()));
    QCOMPARE(model->cardAt(contents->list()->currentIndex()), QStringLiteral("Lotus Bloom"));
    // Enter on another card opens it.
    contents->list()->setFocus();
    QTest::keyClick(contents->list(), Qt::Key_Down);
    const QString next = model->cardAt(contents->list()->currentIndex());
    QVERIFY(!next.isEmpty() && next != QStringLiteral("Lotus Bloom"));
    QTest::keyClick(contents->list(), Qt::Key_Return);
    QTRY_COMPARE(m_window->current()->key, next);
    // Back to a rule: the table of contents again.
    QVERIFY(m_window->showRule(QStringLiteral("702.62")));
    QCOMPARE(stack->currentWidget(), tree);
}

void TestCardPage::theContentsFilterAsLettersAreTyped()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    auto *contents = m_window->findChild<CardContents *>(QStringLiteral("cardContents"));
    QVERIFY(contents);
    CardListModel *model = contents->model();
    // Letters typed in the list go to the filter: the cards whose name holds them.
    contents->list()->setFocus();
    QTest::keyClicks(contents->list(), QStringLiteral("bloo"));
    QCOMPARE(contents->filterBox()->text(), QStringLiteral("bloo"));
    QVERIFY(contents->filterBox()->hasFocus());
    QVERIFY(model->shownCount() >= 2 && model->shownCount() < 20);
    QVERIFY(model->indexOfCard(QStringLiteral("Cadaverous Bloom")).isValid());
    QVERIFY(!model->indexOfCard(QStringLiteral("Lightning Bolt")).isValid());
    QCOMPARE(model->cardAt(contents->list()->currentIndex()), QStringLiteral("Lotus Bloom")); // the card shown
    // Down to the list, Down again, Enter: that card opens.
    QTest::keyClick(contents->filterBox(), Qt::Key_Down);
    QVERIFY(contents->list()->hasFocus());
    // A letter's cards are listed in full: every match's letter is open.
    for (int l = 0; l < model->rowCount(); ++l)
        QVERIFY(contents->list()->isExpanded(model->index(l, 0)));
    // Backspace in the list takes a letter off the filter.
    QTest::keyClick(contents->list(), Qt::Key_Backspace);
    QCOMPARE(contents->filterBox()->text(), QStringLiteral("blo"));
    // A nickname typed: its card, and Enter in the filter opens it.
    contents->filterBox()->setFocus();
    contents->filterBox()->clear();
    QTest::keyClicks(contents->filterBox(), QStringLiteral("bolt"));
    QVERIFY(model->indexOfCard(QStringLiteral("Lightning Bolt")).isValid());
    contents->filterBox()->setText(QStringLiteral("timebu"));
    QCOMPARE(model->shownCount(), 1);
    QTest::keyClick(contents->filterBox(), Qt::Key_Return);
    QTRY_COMPARE(m_window->current()->key, QStringLiteral("Jhoira's Timebug"));
    // Escape empties the filter: every card again.
    contents->filterBox()->setFocus();
    QTest::keyClick(contents->filterBox(), Qt::Key_Escape);
    QCOMPARE(model->shownCount(), model->cardCount());
}

void TestCardPage::aRuleNumberWinsOverACardName()
{
    typeIntoLookup(QStringLiteral("702.62"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Rule);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.62"));
}

void TestCardPage::aKeywordNameWinsUnlessTheCardIsClaimed()
{
    // Flash is a keyword and a card (Mirage): typed, the keyword's rule.
    typeIntoLookup(QStringLiteral("flash"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Rule);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.8"));
    // [[…]] claims the card, as judges write them in chat.
    typeIntoLookup(QStringLiteral("[[flash]]"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Flash"));
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("You may put a creature card from your hand onto the battlefield.")));
    // So does choosing "Flash — card" from the completion, though Enter reaches the box too.
    QVERIFY(m_window->showRule(QStringLiteral("702.62")));
    typeIntoLookup(QStringLiteral("flash"));
    QAbstractItemView *popup = m_lookup->completer()->popup();
    QVERIFY(popup->isVisible());
    const QAbstractItemModel *offered = m_lookup->completer()->completionModel();
    int cardRow = -1;
    for (int row = 0; row < offered->rowCount(); ++row)
        if (offered->index(row, 0).data(Qt::DisplayRole).toString() == QStringLiteral("Flash — card"))
            cardRow = row;
    QVERIFY(cardRow > 0); // after the keyword's own choice
    QCOMPARE(offered->index(0, 0).data(Qt::DisplayRole).toString(), QStringLiteral("Flash — rule 702.8"));
    for (int i = 0; i <= cardRow; ++i)
        QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Flash"));
    // Nothing else on the way: no search for the choice's words, Back is the page before.
    QVERIFY2(!m_window->statusBar()->currentMessage().contains(QStringLiteral("Nothing is named")),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_window->goBack();
    QCOMPARE(m_window->current()->key, QStringLiteral("702.62"));
}

void TestCardPage::anUnknownCardNamesTheClosest()
{
    QVERIFY(!m_window->showCard(QStringLiteral("Lotus Blom")));
    QVERIFY2(m_view->toPlainText().contains(QStringLiteral("No card is named “Lotus Blom”. Closest: Lotus Bloom")),
             qPrintable(m_view->toPlainText()));
}

void TestCardPage::theDocumentPickerListsTheCards()
{
    QVERIFY(m_window->showRule(QStringLiteral("702.62")));
    QVERIFY(m_documents->isVisibleTo(m_window.get()));
    const int cards = m_documents->findData(int(rulesdb::Document::Cards));
    QVERIFY(cards >= 0);
    QCOMPARE(m_documents->itemText(cards), QStringLiteral("Cards"));
    // Chosen with nothing read yet: a card is shown, and the pickers say so.
    m_documents->setCurrentIndex(cards);
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->document(), rulesdb::Document::Cards);
    // The edition picker shows the snapshot the card's words are read from.
    const auto asOf = QRegularExpression(QStringLiteral("Oracle text as of (\\d{4}-\\d\\d-\\d\\d)")).match(m_view->toPlainText());
    QVERIFY2(asOf.hasMatch(), qPrintable(m_view->toPlainText()));
    QVERIFY2(m_editions->currentText().startsWith(asOf.captured(1)), qPrintable(m_editions->currentText()));
    // The rules again: the rule read last.
    m_documents->setCurrentIndex(m_documents->findData(int(rulesdb::Document::CR)));
    QVERIFY(m_window->current() && m_window->current()->kind == Target::Rule);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.62"));
    QCOMPARE(m_documents->currentText(), QStringLiteral("CR"));
    // And the card read last, not the first one.
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    QVERIFY(m_window->showRule(QStringLiteral("702.62")));
    QVERIFY(m_window->chooseDocument(rulesdb::Document::Cards));
    QCOMPARE(m_window->current()->key, QStringLiteral("Lotus Bloom"));
}

void TestCardPage::aCardPlaceIsKeptInTheSession()
{
    for (const Target &t : {Target{Target::Card, QStringLiteral("Lotus Bloom"), rulesdb::Document::Cards, {}},
                            Target{Target::Card, QStringLiteral("Fire // Ice"), rulesdb::Document::Cards,
                                   QStringLiteral("2022-04-25")}}) {
        const auto back = placeFrom(placeKey(t));
        QVERIFY2(back, qPrintable(placeKey(t)));
        QCOMPARE(*back, t);
    }
    QCOMPARE(placeKey({Target::Card, QStringLiteral("Lotus Bloom"), rulesdb::Document::Cards, {}}),
             QStringLiteral("card:Lotus Bloom"));
}

// Lotus Bloom's text changed between the 2022 and 2025 snapshots: the page reads the 2025
// words and the 2022 ones below them; chosen in the edition picker, the 2022 snapshot
// shows the 2022 words and nothing earlier.
void TestCardPage::theWordsOfEarlierSnapshotsAreShown()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    QString page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Earlier Oracle text")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("From 2022-04-25 until 2025-08-18")), qPrintable(page));
    const qsizetype earlier = page.indexOf(QStringLiteral("Earlier Oracle text"));
    QVERIFY2(page.indexOf(QStringLiteral("Sacrifice this artifact")) < earlier, qPrintable(page));
    QVERIFY2(page.indexOf(QStringLiteral("Sacrifice Lotus Bloom"), earlier) > earlier, qPrintable(page));

    const int then = m_editions->findText(QStringLiteral("2022-04-25"), Qt::MatchStartsWith);
    QVERIFY(then >= 0);
    m_editions->setCurrentIndex(then);
    page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Oracle text as of 2022-04-25")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Sacrifice Lotus Bloom")), qPrintable(page));
    QVERIFY2(!page.contains(QStringLiteral("Earlier Oracle text")), qPrintable(page));
    QCOMPARE(m_window->current()->edition, QStringLiteral("2022-04-25"));
    QVERIFY(m_editions->currentText().startsWith(QStringLiteral("2022-04-25")));
}

// The page laid out alone, from a card made up here: a ruling's rule numbers are links, a
// Scryfall note says it is one, and text that looks like markup is shown as it is.
void TestCardPage::rulingsLinkTheRulesTheyCiteAndMarkupIsText()
{
    CardPage page;
    page.card.name = QStringLiteral("Made <b>Up</b>");
    page.card.snapshot = QStringLiteral("2025-01-01");
    page.card.faces = {{page.card.name, QStringLiteral("{2}"), QStringLiteral("Artifact"),
                        QStringLiteral("<i>Suspend</i> & more"), {}, {}, {}, {}}};
    page.card.rulings = {{QStringLiteral("2024-02-02"), QStringLiteral("See rules 702.62a and 116.2."), QStringLiteral("wotc")},
                         {QStringLiteral("2024-03-03"), QStringLiteral("A note of its own."), QStringLiteral("scryfall")}};
    page.rules = {{QStringLiteral("702.62"), QStringLiteral("Suspend")}};
    rulesdb::RulesStore store(m_db);
    page.rulesEdition = store.editionAsOf(QStringLiteral("2025-09-19"), QStringLiteral("en"));
    QVERIFY(page.rulesEdition);
    page.keywords = std::make_shared<const rulesdb::KeywordRules>(store, *page.rulesEdition);
    QTextDocument doc;
    QTextCursor cursor(&doc);
    std::vector<int> parts;
    CardPageView(page).renderInto(cursor, QPalette(), &parts);
    const QString text = doc.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Made <b>Up</b>")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("<i>Suspend</i> & more")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2024-03-03  ·  Scryfall note, not an official ruling")), qPrintable(text));
    QStringList links;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor())
                links << it.fragment().text() + u'=' + it.fragment().charFormat().anchorHref();
    QVERIFY2(links.contains(QStringLiteral("Suspend=rule:702.62")), qPrintable(links.join(u' ')));
    QVERIFY2(links.contains(QStringLiteral("rules 702.62a=rule:702.62a")), qPrintable(links.join(u' ')));
    QVERIFY2(links.contains(QStringLiteral("116.2=rule:116.2")), qPrintable(links.join(u' ')));
    // The title, the rules, the rulings: each a part the view's Ctrl+Tab goes to.
    QCOMPARE(int(parts.size()), 3);
}

QString TestCardPage::tooltipOver(const QString &linkText)
{
    // Where the link is drawn: the cursor's rectangle at its middle.
    const QTextCursor found = m_view->document()->find(linkText);
    if (found.isNull())
        return QStringLiteral("(no such text)");
    QTextCursor middle(m_view->document());
    middle.setPosition((found.selectionStart() + found.selectionEnd()) / 2);
    m_view->setTextCursor(middle);
    m_view->ensureCursorVisible();
    const QPoint at = m_view->cursorRect(middle).center();
    QHelpEvent help(QEvent::ToolTip, at, m_view->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(m_view->viewport(), &help);
    if (!QToolTip::isVisible())
        return {};
    // As the reader sees it: the tooltip's rich text laid out.
    QTextDocument shown;
    shown.setHtml(QToolTip::text());
    return shown.toPlainText().replace(QChar::Nbsp, u' ');
}

void TestCardPage::anExampleNamingACardLinksToItWithItsTextOnHover()
{
    QVERIFY(m_window->showRule(QStringLiteral("120.5")));
    const QString page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("A player casts Lightning Bolt, an instant")), qPrintable(page));
    QCOMPARE(hrefOf(QStringLiteral("Lightning Bolt")), QStringLiteral("card:Lightning%20Bolt"));
    // Linked where the example first names it, not five times over.
    QCOMPARE(m_view->toHtml().count(QStringLiteral("card:Lightning%20Bolt")), 1);
    // Its Oracle text on hover, as text: the card's "{R}" stays as written.
    const QString tip = tooltipOver(QStringLiteral("Lightning Bolt"));
    QVERIFY2(tip.contains(QStringLiteral("Lightning Bolt deals 3 damage to any target.")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("{R}")) && tip.contains(QStringLiteral("Instant")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Oracle text as of 2022-04-25")), qPrintable(tip));
    // Followed, the card opens; back, the rule.
    emit m_view->anchorClicked(QUrl(hrefOf(QStringLiteral("Lightning Bolt"))));
    QTRY_VERIFY(m_window->current() && m_window->current()->kind == Target::Card);
    QCOMPARE(m_window->current()->key, QStringLiteral("Lightning Bolt"));
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("Lightning Bolt deals 3 damage to any target.")));
    m_window->goBack();
    QCOMPARE(m_window->current()->key, QStringLiteral("120.5"));
}

void TestCardPage::aRulePageListsTheRulingsCitingIt()
{
    QVERIFY(m_window->showRule(QStringLiteral("704.5")));
    const QString page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Rulings of cards citing it (16), newest first")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Rules Lawyer  2018-01-19  ·  cites 704.5a")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("You don’t lose the game if you’re at or below 0 life. (704.5a)")), qPrintable(page));
    QCOMPARE(hrefOf(QStringLiteral("Rules Lawyer")), QStringLiteral("card:Rules%20Lawyer"));
    // The number a ruling cites is a link too.
    QCOMPARE(hrefOf(QStringLiteral("704.5a")), QStringLiteral("rule:704.5a"));
    // The subrule's own page lists the one ruling citing it.
    QVERIFY(m_window->showRule(QStringLiteral("704.5a")));
    QVERIFY2(m_view->toPlainText().contains(QStringLiteral("Ruling of a card citing it (1), newest first")),
             qPrintable(m_view->toPlainText()));
}

void TestCardPage::aRulingNamingAnotherCardLinksToIt()
{
    QVERIFY(m_window->showCard(QStringLiteral("Celestial Dawn")));
    // Its ruling of 2006-09-25 names Llanowar Elves (Unlimited) and the land type Plains.
    QVERIFY2(m_view->toPlainText().contains(QStringLiteral("Llanowar Elves")), qPrintable(m_view->toPlainText()));
    QCOMPARE(hrefOf(QStringLiteral("Llanowar Elves")), QStringLiteral("card:Llanowar%20Elves"));
    QVERIFY(m_view->toPlainText().contains(QStringLiteral("“Plains”")));
    QVERIFY(!m_view->toHtml().contains(QStringLiteral("card:Plains")));
    // The card is not a link to itself.
    QVERIFY(!m_view->toHtml().contains(QStringLiteral("card:Celestial")));
    const QString tip = tooltipOver(QStringLiteral("Llanowar Elves"));
    QVERIFY2(tip.contains(QStringLiteral("Add {G}.")), qPrintable(tip));
}

void TestCardPage::withoutCardsARulePageReadsAsBefore()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("rules-only.sqlite"));
    {
        rulesdb::RulesStore store(db);
        QCOMPARE(int(importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"))}, {}).size()), 1);
    }
    QVERIFY(m_window->showRule(QStringLiteral("120.5")));
    const QString withCards = m_view->toPlainText();
    m_window.reset();
    m_window = std::make_unique<MainWindow>(db);
    m_window->show();
    auto *view = m_window->findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(m_window->showRule(QStringLiteral("120.5")));
    QCOMPARE(view->toPlainText(), withCards);
    QVERIFY(!view->toHtml().contains(QStringLiteral("card:")));
}

QTEST_MAIN(TestCardPage)
#include "tst_cardpage.moc"
