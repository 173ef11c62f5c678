// The diff view of two editions: the summary and the filter, the words changed, opening a
// rule, the pairs it starts on, the labels of a split, and the rule and the report on
// paper.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "reading/colors.h"
#include "workers/storeservice.h"
#include "diff/diffdocument.h"
#include "diff/diffmodel.h"
#include "diff/diffview.h"
#include "importer.h"
#include "lineage/editiondiff.h"
#include "reading/printing.h"
#include "rulesstore.h"
#include "text/worddiff.h"

#include <QApplication>
#include <QComboBox>
#include <QStandardItemModel>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QSplitter>
#include <QTest>
#include <QTextLayout>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QScrollBar>
#include <QTextCursor>
#include <functional>

namespace {

// Two editions with one change of each common kind: 100.2 and 100.3 reworded (100.3 holds
// markup-like text), 100.4 removed, 100.5 typography only, 101.1 renumbered to 101.2 as a
// new 101.1 is added; 1., 100. and 100.1 unchanged.
QString diffDatabase(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("diff.sqlite"));
    rulesdb::RulesStore store(path);
    const char *general = "These Magic rules apply to any Magic game with two or more players.";
    const char *pools = "Unused mana empties from each player's mana pool at the end of each step and phase.";
    store.addEdition(testsupport::madeEdition(
        "2020-01-01", {{"1.", "Game Concepts"},
                       {"100.", "General"},
                       {"100.1", general},
                       {"100.2", "To play, each player needs their own deck of traditional Magic cards."},
                       {"100.3", "Some formats use a <b>sideboard</b> & other tricks during a match."},
                       {"100.4", "Each player may mulligan any number of times before the game begins."},
                       {"100.5", "A player can't look at the cards in any library."},
                       {"101.1", pools}}));
    store.addEdition(testsupport::madeEdition(
        "2021-01-01", {{"1.", "Game Concepts"},
                       {"100.", "General"},
                       {"100.1", general},
                       {"100.2", "To play, each player needs their own deck of at least sixty Magic cards."},
                       {"100.3", "Some formats use a <b>sideboard</b> & other options between games."},
                       {"100.5", "A player can’t look at the cards in any library."},
                       {"101.1", "Snow mana is produced by snow permanents and spent on snow costs."},
                       {"101.2", pools}}));
    return path;
}

// Opens the diff view of the two editions and waits for their diff.
DiffView *openedDiff(MainWindow &window)
{
    DiffView *view = window.openDiffView(QStringLiteral("2020-01-01"), QStringLiteral("2021-01-01"));
    if (view && !QTest::qWaitFor([view] { return !view->isBusy(); }, 10000))
        return nullptr;
    return view;
}

QStringList listed(const DiffView &view, int column)
{
    const auto *list = view.findChild<QTreeView *>(QStringLiteral("diffList"));
    QStringList out;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        out << list->model()->index(row, column).data().toString();
    return out;
}

// The text of a document's fragments that a format predicate picks.
QString fragments(const QTextDocument *doc, const std::function<bool(const QTextCharFormat &)> &picks)
{
    QString out;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (picks(it.fragment().charFormat()))
                out += it.fragment().text();
    return out;
}

bool tinted(const QTextCharFormat &f)
{
    return f.hasProperty(QTextFormat::BackgroundBrush);
}

// A PDF as QPdfEngine writes it: the header, the trailer, and the title in the document
// information as a UTF-16BE string with its byte order mark (parentheses escaped).
void verifyPdf(const QString &file, const QString &title)
{
    const QByteArray pdf = testsupport::readAll(file);
    QVERIFY2(pdf.startsWith("%PDF-"), pdf.left(16).constData());
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QVERIFY(pdf.contains("/Type /Page"));
    QByteArray utf16("\xfe\xff");
    for (const QChar c : title) {
        for (const char byte : {char(c.unicode() >> 8), char(c.unicode() & 0xff)}) {
            if (byte == '(' || byte == ')' || byte == '\\')
                utf16 += '\\';
            utf16 += byte;
        }
    }
    QVERIFY2(pdf.contains(utf16), qPrintable(title));
}

} // namespace

class TestDiffView : public AppTest {
    Q_OBJECT
private slots:
    void diffViewSummarisesAndFilters();
    void diffViewShowsTheWordsChanged();
    void diffViewOpensTheRule();
    void diffViewComputesTheNewestPair();
    void diffViewStartsOnTheEditionShown();
    void ruleAndDiffReportSaveAsPdf();
    void diffFilterByNumberListsThatRuleAndItsSubrules();
    void aSplitLabelsEachNewParagraphWithItsRule();
    void aMergeInlineShowsEachOldRuleAgainstWhatItBecame();
    void aDarkStyleSheetColoursTheList();
    void onlyEditionsOfOneLanguageAreCompared();
    void aLongChangeOpensOnItsWordsAndBothSidesScrollTogether();
    void theWordsOfBothSidesStartLevelUnderTheirHeadings();
    void theFiltersPlaceholderIsNeverCut();
};

void TestDiffView::diffViewSummarisesAndFilters()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    DiffView *view = openedDiff(window);
    QVERIFY(view && view->diff());
    QCOMPARE(view->diff()->from.date, QStringLiteral("2020-01-01"));
    QCOMPARE(view->diff()->to.date, QStringLiteral("2021-01-01"));
    using K = rulesdb::ChangeKind;
    const std::map<K, int> expected{{K::Unchanged, 3}, {K::Typography, 1}, {K::References, 0}, {K::Modified, 2},
                                    {K::Moved, 1},     {K::MovedModified, 0}, {K::Split, 0},   {K::Merged, 0},
                                    {K::Added, 1},     {K::Removed, 1}};
    QCOMPARE(view->diff()->summary, expected);
    // The summary says it in words, kinds that occur only.
    const QString summary = view->findChild<QLabel *>(QStringLiteral("diffSummary"))->text();
    QCOMPARE(summary, QStringLiteral("6 changes, 3 rules unchanged: 1 added · 1 removed · 2 reworded · 1 renumbered · "
                                     "1 typography only"));
    auto *kinds = view->findChild<QComboBox *>(QStringLiteral("diffKind"));
    QStringList kindItems;
    for (int i = 0; i < kinds->count(); ++i)
        kindItems << kinds->itemText(i);
    QCOMPARE(kindItems, (QStringList{QStringLiteral("All changes (6)"), QStringLiteral("added (1)"), QStringLiteral("removed (1)"),
                                     QStringLiteral("reworded (2)"), QStringLiteral("renumbered (1)"),
                                     QStringLiteral("typography only (1)")}));
    // Every change listed, in the newer edition's order, removed rules last.
    QCOMPARE(listed(*view, DiffModel::NewColumn),
             (QStringList{QStringLiteral("100.2"), QStringLiteral("100.3"), QStringLiteral("100.5"), QStringLiteral("101.1"),
                          QStringLiteral("101.2"), QStringLiteral("—")}));
    QCOMPARE(listed(*view, DiffModel::OldColumn),
             (QStringList{QStringLiteral("100.2"), QStringLiteral("100.3"), QStringLiteral("100.5"), QStringLiteral("—"),
                          QStringLiteral("101.1"), QStringLiteral("100.4")}));
    QCOMPARE(listed(*view, DiffModel::KindColumn),
             (QStringList{QStringLiteral("reworded"), QStringLiteral("reworded"), QStringLiteral("typography only"),
                          QStringLiteral("added"), QStringLiteral("renumbered"), QStringLiteral("removed")}));

    // A number prefix narrows to the rules under it, on either side.
    auto *filter = view->findChild<QLineEdit *>(QStringLiteral("diffFilter"));
    auto *shown = view->findChild<QLabel *>(QStringLiteral("diffShown"));
    QTest::keyClick(view, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("101"));
    QCOMPARE(listed(*view, DiffModel::NewColumn), (QStringList{QStringLiteral("101.1"), QStringLiteral("101.2")}));
    QCOMPARE(shown->text(), QStringLiteral("2 of 6 changes listed"));
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("100.4"));
    QCOMPARE(listed(*view, DiffModel::OldColumn), QStringList{QStringLiteral("100.4")});
    // Words, in either wording, whatever their case.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("SIXTY magic"));
    QCOMPARE(listed(*view, DiffModel::NewColumn), QStringList{QStringLiteral("100.2")});
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("mulligan"));
    QCOMPARE(listed(*view, DiffModel::OldColumn), QStringList{QStringLiteral("100.4")});
    // A kind on its own, and with words.
    filter->clear();
    kinds->setCurrentIndex(kinds->findText(QStringLiteral("reworded (2)")));
    QCOMPARE(listed(*view, DiffModel::NewColumn), (QStringList{QStringLiteral("100.2"), QStringLiteral("100.3")}));
    QTest::keyClicks(filter, QStringLiteral("sideboard"));
    QCOMPARE(listed(*view, DiffModel::NewColumn), QStringList{QStringLiteral("100.3")});
    QTest::keyClicks(filter, QStringLiteral(" nowhere"));
    QCOMPARE(view->findChild<QTreeView *>(QStringLiteral("diffList"))->model()->rowCount(), 0);
    QCOMPARE(view->findChild<QTextBrowser *>(QStringLiteral("diffNew"))->toPlainText(),
             QStringLiteral("No change matches the filter."));
    // Down goes from the filter to the list.
    filter->clear();
    kinds->setCurrentIndex(0);
    filter->setFocus();
    QTest::keyClick(filter, Qt::Key_Down);
    QVERIFY(view->findChild<QTreeView *>(QStringLiteral("diffList"))->hasFocus());
}

void TestDiffView::diffViewShowsTheWordsChanged()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    DiffView *view = openedDiff(window);
    QVERIFY(view);
    auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    auto *oldSide = view->findChild<QTextBrowser *>(QStringLiteral("diffOld"));
    auto *newSide = view->findChild<QTextBrowser *>(QStringLiteral("diffNew"));
    auto *both = view->findChild<QTextBrowser *>(QStringLiteral("diffBoth"));
    QVERIFY(list && oldSide && newSide && both);
    // The first change is shown at once, side by side: each side its own changed words.
    QVERIFY(view->isSideBySide());
    QCOMPARE(list->currentIndex().row(), 0);
    QVERIFY2(oldSide->toPlainText().startsWith(QStringLiteral("2020-01-01  100.2")), qPrintable(oldSide->toPlainText()));
    QVERIFY2(newSide->toPlainText().startsWith(QStringLiteral("2021-01-01  100.2  reworded · ")), qPrintable(newSide->toPlainText()));
    QCOMPARE(fragments(oldSide->document(), tinted), QStringLiteral("traditional"));
    QCOMPARE(fragments(newSide->document(), tinted), QStringLiteral("at least sixty"));
    QVERIFY(newSide->toPlainText().contains(QStringLiteral("their own deck of at least sixty Magic cards.")));

    // Inline: the old words struck out, the new ones marked, in one text.
    view->findChild<QToolButton *>(QStringLiteral("diffInline"))->click();
    QVERIFY(!view->isSideBySide());
    QVERIFY2(both->toPlainText().startsWith(QStringLiteral("100.2  reworded")), qPrintable(both->toPlainText()));
    QCOMPARE(fragments(both->document(), [](const QTextCharFormat &f) { return f.fontStrikeOut(); }),
             QStringLiteral("traditional"));
    QCOMPARE(fragments(both->document(), [](const QTextCharFormat &f) { return tinted(f) && !f.fontStrikeOut(); }),
             QStringLiteral("at least sixty"));
    QVERIFY(both->toPlainText().contains(QStringLiteral("deck of traditionalat least sixty Magic")));

    // Rule text is text: "<b>" shows as typed and makes nothing bold.
    QTest::keyClick(list, Qt::Key_Down);
    QVERIFY2(both->toPlainText().contains(QStringLiteral("Some formats use a <b>sideboard</b> & other ")),
             qPrintable(both->toPlainText()));
    QCOMPARE(fragments(both->document(), [](const QTextCharFormat &f) { return f.fontWeight() == QFont::Bold; }),
             QStringLiteral("100.3"));
    view->setSideBySide(true);
    QVERIFY(oldSide->toPlainText().contains(QStringLiteral("<b>sideboard</b> & other tricks during a match.")));
    QVERIFY(newSide->toPlainText().contains(QStringLiteral("<b>sideboard</b> & other options between games.")));

    // An added rule has no old side; a removed one no new side.
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(oldSide->toPlainText(), QStringLiteral("2020-01-01  not in this edition"));
    QCOMPARE(fragments(newSide->document(), tinted), QStringLiteral("Snow mana is produced by snow permanents and spent on snow costs."));
    QTest::keyClick(list, Qt::Key_End);
    QCOMPARE(newSide->toPlainText(), QStringLiteral("2021-01-01  not in this edition"));
    QVERIFY(oldSide->toPlainText().startsWith(QStringLiteral("2020-01-01  100.4  removed\n")));
    QCOMPARE(fragments(oldSide->document(), tinted), QStringLiteral("Each player may mulligan any number of times before the game begins."));
}

void TestDiffView::diffViewOpensTheRule()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    auto *editions = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
    // The view opens on the change of the rule being read: 101.1 of 2020 is 101.2 now,
    // not the new 101.1.
    QVERIFY(window.selectEdition(QStringLiteral("2020-01-01")));
    QVERIFY(window.showRule(QStringLiteral("101.1")));
    DiffView *view = openedDiff(window);
    QVERIFY(view);
    auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    QCOMPARE(list->currentIndex().row(), 4);
    QVERIFY(window.selectEdition(QStringLiteral("2021-01-01")));
    QVERIFY(window.showRule(QStringLiteral("101.1")));
    QCOMPARE(window.openDiffView(), view);
    QCOMPARE(list->currentIndex().row(), 3);
    // Enter on the renumbered rule: shown in the newer edition under its new number.
    list->setFocus();
    list->setCurrentIndex(list->model()->index(4, 0));
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(editions->currentText(), QStringLiteral("2021-01-01 en"));
    QCOMPARE(window.current()->key, QStringLiteral("101.2"));
    QVERIFY(window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText().contains(QStringLiteral("Unused mana empties")));
    // A removed rule is shown where it last was.
    list->setCurrentIndex(list->model()->index(5, 0));
    emit list->activated(list->currentIndex());
    QCOMPARE(editions->currentText(), QStringLiteral("2020-01-01 en"));
    QCOMPARE(window.current()->key, QStringLiteral("100.4"));
    // The status line speaks of what is shown now, not of the rule read before the jump.
    QVERIFY2(!window.statusBar()->currentMessage().contains(QStringLiteral("101.")),
             qPrintable(window.statusBar()->currentMessage()));
    // Escape closes the view; Ctrl+D brings it back as it was.
    QTest::keyClick(list, Qt::Key_Escape);
    QVERIFY(!view->isVisible());
    QCOMPARE(window.openDiffView(), view);
    QVERIFY(view->isVisible());
    QCOMPARE(view->diff()->to.date, QStringLiteral("2021-01-01"));
}

void TestDiffView::diffViewComputesTheNewestPair()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    DiffView *view = openedDiff(window);
    QVERIFY(view);
    const auto editions = rulesdb::RulesStore(dir.filePath(QStringLiteral("diff.sqlite"))).editions();
    // Asked for three pairs in a row, the view ends on the last, computed off this thread.
    QSignalSpy ready(view, &DiffView::ready);
    view->compare(editions[1], editions[0]);
    QVERIFY(view->isBusy());
    QVERIFY(!view->diff()); // the old diff is not shown as if it were the new one
    // Nor its count over the empty list.
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("diffShown"))->text(), QString());
    view->compare(editions[0], editions[0]);
    view->compare(editions[1], editions[0]);
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.date, QStringLiteral("2021-01-01"));
    QCOMPARE(view->diff()->to.date, QStringLiteral("2020-01-01"));
    QCOMPARE(view->diff()->summary.at(rulesdb::ChangeKind::Added), 1); // 100.4, going back
    QCOMPARE(ready.count(), 1); // superseded pairs are never shown
    // Picking with the pickers waits for them to settle, then compares.
    auto *from = view->findChild<QComboBox *>(QStringLiteral("diffFrom"));
    from->setCurrentIndex(from->findText(QStringLiteral("2020-01-01 en")));
    QVERIFY(view->isBusy());
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.date, QStringLiteral("2020-01-01"));
    QVERIFY(view->diff()->changes.empty());
    QCOMPARE(view->findChild<QTextBrowser *>(QStringLiteral("diffNew"))->toPlainText(),
             QStringLiteral("No rule changed from 2020-01-01 to 2020-01-01."));
    // The window's linking and every diff above went through the database's two worker
    // connections, opened once each, not one connection (and schema check) per task.
    QVERIFY(StoreService::of(dir.filePath(QStringLiteral("diff.sqlite")))->connectionsOpened() <= 2);
}

void TestDiffView::diffViewStartsOnTheEditionShown()
{
    // The edition before the one shown, then the one shown.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    DiffView *view = m_window->openDiffView();
    QVERIFY(view);
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.date, QStringLiteral("2024-07-30"));
    QCOMPARE(view->diff()->to.date, QStringLiteral("2024-11-08"));
    QCOMPARE(view->diff()->summary.at(rulesdb::ChangeKind::Modified), 1);
    // The oldest has nothing before it: what the next one changed.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    QCOMPARE(m_window->openDiffView(), view);
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.date, QStringLiteral("2024-07-30"));
    QCOMPARE(view->diff()->to.date, QStringLiteral("2024-11-08"));
    // Unknown dates open nothing.
    QVERIFY(!m_window->openDiffView(QStringLiteral("1999-01-01"), QStringLiteral("2024-11-08")));
}

void TestDiffView::ruleAndDiffReportSaveAsPdf()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    QVERIFY(!window.printableRule()); // nothing shown yet
    QVERIFY(window.showRule(QStringLiteral("100.3")));
    // The rule as on screen, markup-like text included, on white paper whatever the theme.
    const auto rule = window.printableRule();
    QVERIFY(rule);
    QVERIFY2(rule->toPlainText().contains(QStringLiteral("<b>sideboard</b> & other options between games.")),
             qPrintable(rule->toPlainText()));
    const QString rulePdf = dir.filePath(QStringLiteral("rule.pdf"));
    QCOMPARE(writePdf(*rule, QStringLiteral("CR 100.3 (effective 2021-01-01)"), rulePdf), QString());
    verifyPdf(rulePdf, QStringLiteral("CR 100.3 (effective 2021-01-01)"));

    // The diff report: the summary, then each change listed with its words.
    DiffView *view = openedDiff(window);
    QVERIFY(view);
    auto report = view->report();
    QVERIFY(report);
    QString text = report->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Comprehensive Rules: 2020-01-01 → 2021-01-01")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("reworded\t2")) || text.contains(QStringLiteral("reworded\n2")));
    QVERIFY(text.contains(QStringLiteral("101.1 → 101.2  renumbered")));
    QVERIFY(text.contains(QStringLiteral("deck of traditionalat least sixty Magic cards")));
    QVERIFY(text.contains(QStringLiteral("Some formats use a <b>sideboard</b> & other ")));
    QCOMPARE(fragments(report.get(), [](const QTextCharFormat &f) { return f.fontStrikeOut(); }),
             QStringLiteral("traditionaltricks during a matchcan'tEach player may mulligan any number of times before the game begins."));
    // Written in the background, as a long report would be.
    const QString diffPdf = dir.filePath(QStringLiteral("diff.pdf"));
    QSignalSpy printed(view, &DiffView::reportPrinted);
    QVERIFY(view->saveReportAsPdf(diffPdf));
    QVERIFY(view->isPrinting());
    QVERIFY(!view->saveReportAsPdf(diffPdf)); // one at a time
    QTRY_COMPARE(printed.count(), 1);
    QCOMPARE(printed.front().front().toString(), QString());
    QVERIFY(!view->isPrinting());
    verifyPdf(diffPdf, QStringLiteral("Comprehensive Rules changes 2020-01-01 to 2021-01-01"));
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("diffStatus"))->text(), QStringLiteral("Saved ") + diffPdf);
    // Filtered, the report has what is listed and says why.
    QTest::keyClicks(view->findChild<QLineEdit *>(QStringLiteral("diffFilter")), QStringLiteral("100.2"));
    text = view->report()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("1 of 6 changes, chosen by “100.2”")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("sixty")));
    QVERIFY(!text.contains(QStringLiteral("sideboard")));

    // A file that cannot be written is said so.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/diff.pdf"));
    QVERIFY(writePdf(*report, view->reportTitle(), nowhere).startsWith(QStringLiteral("Cannot write ") + nowhere));
    QVERIFY(!view->saveReportAsPdf(nowhere));
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("diffStatus"))->text().startsWith(QStringLiteral("Cannot write ")));
}

void TestDiffView::diffFilterByNumberListsThatRuleAndItsSubrules()
{
    auto diff = std::make_shared<rulesdb::EditionDiff>();
    for (const char *n : {"702.1", "702.1a", "702.10", "702.10a", "702.19b", "703.4"}) {
        rulesdb::DiffEntry e;
        e.kind = rulesdb::ChangeKind::Modified;
        e.oldNumbers = e.newNumbers = QStringList{QString::fromLatin1(n)};
        diff->changes.push_back(e);
    }
    DiffModel model;
    model.setDiff(diff);
    const auto listed = [&](const char *typed) {
        model.setFilter(QString::fromLatin1(typed), std::nullopt);
        QStringList out;
        for (int i : model.shownChanges())
            out << diff->changes[size_t(i)].newNumbers.join(u',');
        return out.join(u' ');
    };
    QCOMPARE(listed("702.1"), QStringLiteral("702.1 702.1a"));
    QCOMPARE(listed("702.1."), QStringLiteral("702.1 702.1a"));
    QCOMPARE(listed("702.10"), QStringLiteral("702.10 702.10a"));
    QCOMPARE(listed("702.1a"), QStringLiteral("702.1a"));
    QCOMPARE(listed("702"), QStringLiteral("702.1 702.1a 702.10 702.10a 702.19b"));
    QCOMPARE(listed("7"), QStringLiteral("702.1 702.1a 702.10 702.10a 702.19b 703.4"));
    QCOMPARE(listed("70"), QStringLiteral("702.1 702.1a 702.10 702.10a 702.19b 703.4"));
}

// The words of a split, inline or side by side: each new paragraph says which rule it is
// (500.4, 500.5a, 500.5b), an example counted with its rule.
void TestDiffView::aSplitLabelsEachNewParagraphWithItsRule()
{
    rulesdb::DiffEntry e;
    e.kind = rulesdb::ChangeKind::Split;
    e.oldNumbers = {QStringLiteral("500.4")};
    e.oldParagraphs = {1};
    e.newNumbers = {QStringLiteral("500.4"), QStringLiteral("500.5a"), QStringLiteral("500.5b")};
    e.newParagraphs = {2, 1, 1};
    e.oldText = QStringLiteral("Mana empties from each pool between steps. Effects last until end of turn. Damage wears off.");
    e.newText = QStringLiteral("Mana empties from each pool between steps.\nExample: A player taps a land.\n"
                               "Effects last until end of turn.\nDamage wears off at cleanup.");
    e.spans = rulesdb::wordDiff(e.oldText, e.newText);
    const auto rendered = [&](DiffSide side) {
        QTextDocument doc;
        QTextCursor cursor(&doc);
        insertWordDiff(cursor, e, side, DiffFormats(QApplication::palette()));
        return doc.toPlainText();
    };
    const QString expectedNew = QStringLiteral("500.4  Mana empties from each pool between steps.\n"
                                               "Example: A player taps a land.\n"
                                               "500.5a  Effects last until end of turn.\n"
                                               "500.5b  Damage wears off at cleanup.");
    QCOMPARE(rendered(DiffSide::New), expectedNew);
    // Inline, each new rule under its own heading against the old words it came from.
    const QString inlined = rendered(DiffSide::Inline);
    QVERIFY2(inlined.startsWith(QStringLiteral("500.4 → 500.4\nMana empties")), qPrintable(inlined));
    QVERIFY2(inlined.contains(QStringLiteral("\n500.4 → 500.5a\nEffects last until end of turn.\n")), qPrintable(inlined));
    QVERIFY2(inlined.contains(QStringLiteral("\n500.4 → 500.5b\nDamage wears off at cleanup.")), qPrintable(inlined));
    // One rule on the old side: no label, as before.
    QCOMPARE(rendered(DiffSide::Old), e.oldText);
}

// The real merge of the 2009 rewrite: trample's 502.9b, 502.9d and 502.9e became 702.17b,
// their examples in the other order. Inline, each old rule reads under its own heading
// against the words of 702.17b it became (502.9e's example kept whole, not deleted there
// and inserted elsewhere), never three rules' words interleaved.
void TestDiffView::aMergeInlineShowsEachOldRuleAgainstWhatItBecame()
{
    REQUIRE_SHARED();
    rulesdb::RulesStore store(QStringLiteral(":memory:"));
    importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2009-05-01.txt")),
                                   testsupport::corpusFile(QStringLiteral("cr-txt/2009-07-11.txt"))},
                           {});
    const auto editions = store.editions();
    QCOMPARE(editions.size(), size_t(2));
    const rulesdb::EditionDiff diff = rulesdb::diffEditions(store, editions[0], editions[1]);
    const rulesdb::DiffEntry *merge = nullptr;
    for (const rulesdb::DiffEntry &e : diff.changes)
        if (e.newNumbers == QStringList{QStringLiteral("702.17b")})
            merge = &e;
    QVERIFY(merge);
    QCOMPARE(merge->kind, rulesdb::ChangeKind::Merged);
    QCOMPARE(merge->oldNumbers, (QStringList{QStringLiteral("502.9b"), QStringLiteral("502.9d"), QStringLiteral("502.9e")}));

    QTextDocument doc;
    QTextCursor cursor(&doc);
    insertWordDiff(cursor, *merge, DiffSide::Inline, DiffFormats(QApplication::palette()));
    // Each heading's text: what the reader sees of the old rule (kept and struck words) and
    // of what it became (kept and inserted words).
    struct Part {
        QString heading, oldWords, newWords;
    };
    std::vector<Part> parts;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.text().contains(QStringLiteral(" → "))) {
            parts.push_back({b.text(), {}, {}});
            continue;
        }
        QVERIFY2(!parts.empty(), qPrintable(b.text()));
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            const bool struck = format.fontStrikeOut(), inserted = tinted(format) && !struck;
            if (!inserted)
                parts.back().oldWords += it.fragment().text();
            if (!struck)
                parts.back().newWords += it.fragment().text();
        }
        parts.back().oldWords += u'\n';
        parts.back().newWords += u'\n';
    }
    QCOMPARE(parts.size(), size_t(3));
    QCOMPARE(parts[0].heading, QStringLiteral("502.9b → 702.17b"));
    QCOMPARE(parts[1].heading, QStringLiteral("502.9d → 702.17b"));
    QCOMPARE(parts[2].heading, QStringLiteral("502.9e → 702.17b"));
    // Each old rule's words, and only its words, under its heading.
    QVERIFY2(parts[0].oldWords.startsWith(QStringLiteral("The controller of an attacking creature with trample first assigns")),
             qPrintable(parts[0].oldWords));
    QVERIFY2(!parts[0].oldWords.contains(QStringLiteral("several attacking creatures")), qPrintable(parts[0].oldWords));
    QVERIFY2(parts[1].oldWords.startsWith(QStringLiteral("Assigning damage from a creature with trample considers only")),
             qPrintable(parts[1].oldWords));
    QVERIFY2(parts[2].oldWords.startsWith(QStringLiteral("When there are several attacking creatures")),
             qPrintable(parts[2].oldWords));
    // The examples read against the example each became, in the new rule's order though
    // 502.9e's came after 502.9d's: most of their words kept, not struck and retyped.
    const auto kept = [](const Part &part, const QString &words) {
        return part.oldWords.contains(words) && part.newWords.contains(words);
    };
    QVERIFY2(kept(parts[1], QStringLiteral("A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green.")),
             qPrintable(parts[1].newWords));
    QVERIFY2(kept(parts[2], QStringLiteral("creature with an ability that enables it to block multiple attackers blocks two attackers")),
             qPrintable(parts[2].newWords));
    QVERIFY2(parts[0].newWords.contains(QStringLiteral("Once all those blocking creatures are assigned lethal damage")),
             qPrintable(parts[0].newWords));
    QVERIFY2(!parts[0].newWords.contains(QStringLiteral("Example")), qPrintable(parts[0].newWords));
}

// New and gone rules stand out down the list in the word diff's colours, tints of the
// list's own background: under a dark theme given as a style sheet, not of the light
// palette before it, so that the list's light text still reads on them.
void TestDiffView::aDarkStyleSheetColoursTheList()
{
    QTemporaryDir dir;
    MainWindow window(diffDatabase(dir));
    window.show();
    qApp->setStyleSheet(QStringLiteral("QWidget { background-color: #232629; color: #fcfcfc; } "
                                       "QTreeView, QTextBrowser { background-color: #1b1e20; color: #fcfcfc; }"));
    DiffView *view = openedDiff(window);
    QVERIFY(view);
    const auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    const QColor text(0xfc, 0xfc, 0xfc);
    int tinted = 0;
    qreal lowest = 21;
    for (int row = 0; row < list->model()->rowCount(); ++row) {
        const QVariant background = list->model()->index(row, DiffModel::KindColumn).data(Qt::BackgroundRole);
        if (!background.isValid())
            continue;
        ++tinted;
        lowest = std::min(lowest, contrastRatio(text, background.value<QColor>()));
    }
    // Every other row too: the sheet gives the list no alternate background (the selected
    // row is the style's highlight).
    QCoreApplication::processEvents();
    const QImage shown = list->viewport()->grab().toImage();
    qreal rows = 21;
    for (int row = 0; row < std::min(5, list->model()->rowCount()); ++row) {
        const QModelIndex index = list->model()->index(row, DiffModel::TextColumn);
        if (list->selectionModel()->isRowSelected(row, {}))
            continue;
        const QRect r = list->visualRect(index);
        rows = std::min(rows, contrastRatio(text, shown.pixelColor(r.right() - 2, r.bottom() - 1)));
    }
    qApp->setStyleSheet(QString());
    QVERIFY2(rows >= kReadableContrast, qPrintable(QString::number(rows)));
    QVERIFY(tinted > 0);
    QVERIFY2(lowest >= kReadableContrast, qPrintable(QString::number(lowest)));
}

// An English and a Chinese edition would differ in every rule: the second picker offers
// only the first one's language, follows it into another, and a pair of two languages
// asked for by date is not compared, the view saying why.
void TestDiffView::onlyEditionsOfOneLanguageAreCompared()
{
    QTemporaryDir dir;
    const QString path = diffDatabase(dir);
    {
        rulesdb::RulesStore store(path);
        store.addEdition(testsupport::madeEdition("2021-01-01", {{"100.1", "这些万智牌规则适用于任何万智牌游戏。"}}, 0, "zh"));
    }
    DiffView view(path);
    rulesdb::RulesStore store(path);
    view.setEditions(store.editions());
    auto *from = view.findChild<QComboBox *>(QStringLiteral("diffFrom"));
    auto *to = view.findChild<QComboBox *>(QStringLiteral("diffTo"));
    auto *status = view.findChild<QLabel *>(QStringLiteral("diffStatus"));
    const auto languageAt = [&](QComboBox *box, int row) { return box->itemText(row).section(u' ', 1, 1); };
    const auto offered = [&](const QString &language) {
        auto *items = qobject_cast<QStandardItemModel *>(to->model());
        for (int row = 0; row < to->count(); ++row)
            if (items->item(row)->isEnabled() != (languageAt(to, row) == language))
                return false;
        return true;
    };
    const auto en = *store.edition(QStringLiteral("2020-01-01"), QStringLiteral("en"));
    const auto enNew = *store.edition(QStringLiteral("2021-01-01"), QStringLiteral("en"));
    const auto zh = *store.edition(QStringLiteral("2021-01-01"), QStringLiteral("zh"));
    view.compare(en, enNew);
    QTRY_VERIFY(!view.isBusy());
    QVERIFY(view.diff());
    QVERIFY(offered(QStringLiteral("en")));
    // The first picker in Chinese: the second follows it, offering Chinese only.
    from->setCurrentIndex(from->findData(QVariant::fromValue(zh.id)));
    QVERIFY(offered(QStringLiteral("zh")));
    QCOMPARE(to->currentData().toLongLong(), zh.id);
    // Asked for by date across languages: not compared, and said why.
    view.compare(en, zh);
    QTRY_VERIFY(!view.isBusy());
    QVERIFY(!view.diff());
    QVERIFY2(status->text().contains(QStringLiteral("2020-01-01 (en) and 2021-01-01 (zh) are in different languages")),
             qPrintable(status->text()));
}

// A long text changed near its end opens with the changed words in view on both sides,
// not at the top; then scrolling one side scrolls the other by as much.
void TestDiffView::aLongChangeOpensOnItsWordsAndBothSidesScrollTogether()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.sqlite"));
    {
        QStringList sentences;
        for (int i = 1; i <= 60; ++i)
            sentences << QStringLiteral("Sentence %1 of this long rule says what a player may do then.").arg(i);
        const QByteArray before = sentences.join(u' ').toUtf8();
        sentences[49] = QStringLiteral("Sentence 50 of this long rule now says what a judge must do then.");
        const QByteArray after = sentences.join(u' ').toUtf8();
        rulesdb::RulesStore store(path);
        store.addEdition(testsupport::madeEdition("2020-01-01", {{"1.", "Game Concepts"}, {"100.1", before.constData()}}));
        store.addEdition(testsupport::madeEdition("2021-01-01", {{"1.", "Game Concepts"}, {"100.1", after.constData()}}));
    }
    MainWindow window(path);
    window.show();
    DiffView *view = window.openDiffView(QStringLiteral("2020-01-01"), QStringLiteral("2021-01-01"));
    QVERIFY(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    QTRY_VERIFY(!view->isBusy());
    view->findChild<QToolButton *>(QStringLiteral("diffSideBySide"))->click();
    // Laid out anew (a window resized wraps the lines again): the changes stay in view.
    view->resize(1000, 560);
    QTest::qWait(50);
    auto *oldPane = view->findChild<QTextBrowser *>(QStringLiteral("diffOld"));
    auto *newPane = view->findChild<QTextBrowser *>(QStringLiteral("diffNew"));
    QTRY_VERIFY(newPane->toPlainText().contains(QStringLiteral("judge must")));
    const auto inView = [](QTextBrowser *pane, int position) {
        QTextCursor at(pane->document());
        at.setPosition(position);
        return pane->viewport()->rect().contains(pane->cursorRect(at).center());
    };
    // Where a pane's first changed word is: the first tinted fragment.
    const auto firstChange = [](QTextBrowser *pane) {
        for (QTextBlock b = pane->document()->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (tinted(it.fragment().charFormat()))
                    return it.fragment().position();
        return -1;
    };
    QVERIFY2(newPane->verticalScrollBar()->maximum() > 0, "the text is longer than the pane");
    QVERIFY(newPane->toPlainText().indexOf(QStringLiteral("judge")) > 2000);
    QVERIFY(firstChange(newPane) > 2000 && firstChange(oldPane) > 2000);
    QVERIFY(inView(newPane, firstChange(newPane)));
    QVERIFY(inView(oldPane, firstChange(oldPane)));
    QVERIFY(!inView(newPane, newPane->toPlainText().indexOf(QStringLiteral("Sentence 1 of"))));
    // Together: a step down on one side is a step down on the other.
    const int oldAt = oldPane->verticalScrollBar()->value(), newAt = newPane->verticalScrollBar()->value();
    newPane->verticalScrollBar()->setValue(newAt - 40);
    QCOMPARE(oldPane->verticalScrollBar()->value(), oldAt - 40);
    oldPane->verticalScrollBar()->setValue(oldAt);
    QCOMPARE(newPane->verticalScrollBar()->value(), newAt);
}

// Side by side, the new side's heading also names the change ("reworded · 86% of the words
// the same") and wraps where the old side's does not: the words under both still start on
// one level, as they did before the panes were narrowed, each line beside its counterpart.
void TestDiffView::theWordsOfBothSidesStartLevelUnderTheirHeadings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("short.sqlite"));
    {
        rulesdb::RulesStore store(path);
        store.addEdition(testsupport::madeEdition(
            "2020-01-01", {{"1.", "Game Concepts"}, {"100.1", "A player may draw a card at the start of the turn and keep it."}}));
        store.addEdition(testsupport::madeEdition(
            "2021-01-01", {{"1.", "Game Concepts"}, {"100.1", "A player must draw a card at the start of the turn and keep it."}}));
    }
    MainWindow window(path);
    window.show();
    DiffView *view = window.openDiffView(QStringLiteral("2020-01-01"), QStringLiteral("2021-01-01"));
    QVERIFY(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    QTRY_VERIFY(!view->isBusy());
    if (!view->isSideBySide())
        view->findChild<QToolButton *>(QStringLiteral("diffSideBySide"))->click();
    auto *oldPane = view->findChild<QTextBrowser *>(QStringLiteral("diffOld"));
    auto *newPane = view->findChild<QTextBrowser *>(QStringLiteral("diffNew"));
    QTRY_VERIFY(newPane->toPlainText().contains(QStringLiteral("must")));
    const auto lines = [](QTextBrowser *pane) { return pane->document()->firstBlock().layout()->lineCount(); };
    const auto wordsTop = [](QTextBrowser *pane) {
        QTextCursor at(pane->document()->firstBlock().next());
        return pane->cursorRect(at).top();
    };
    for (const int width : {760, 1000, 1240}) {
        view->resize(width, 560);
        QTest::qWait(50);
        QTRY_COMPARE(wordsTop(oldPane), wordsTop(newPane));
        qInfo("%d px: headings of %d and %d lines", width, lines(oldPane), lines(newPane));
    }
    view->resize(760, 560);
    QTest::qWait(50);
    QVERIFY2(lines(newPane) > lines(oldPane), "the new side's heading wraps where the old side's does not");
    QTRY_COMPARE(wordsTop(oldPane), wordsTop(newPane));
}

// The filter's placeholder is never cut, however narrow the list's side (German at 1280×720
// read "Filter: eine Regelnummer (702.1) od…"): a shorter wording where the whole one does
// not fit, the whole one where it does.
void TestDiffView::theFiltersPlaceholderIsNeverCut()
{
    DiffView *view = m_window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"));
    QVERIFY(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    QTRY_VERIFY(!view->isBusy());
    auto *filter = view->findChild<QLineEdit *>(QStringLiteral("diffFilter"));
    QVERIFY(filter);
    const auto fits = [filter] {
        // The box less its frame and the clear button's room.
        return filter->fontMetrics().horizontalAdvance(filter->placeholderText()) + filter->height() <= filter->width();
    };
    for (const int listWidth : {200, 300, 700}) {
        auto *split = qobject_cast<QSplitter *>(view->findChild<QTreeView *>(QStringLiteral("diffList"))->parentWidget()->parentWidget());
        QVERIFY(split);
        split->setSizes({listWidth, 1200 - listWidth});
        QTest::qWait(20);
        QVERIFY2(fits(), qPrintable(QStringLiteral("\"%1\" in a box %2 px wide").arg(filter->placeholderText()).arg(filter->width())));
        QVERIFY(filter->placeholderText().contains(QStringLiteral("Filter")));
    }
    QVERIFY2(filter->placeholderText().contains(QStringLiteral("702.1")), qPrintable(filter->placeholderText()));
    view->close();
}

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
