// A card's history in the window, like a rule's: with a card page shown, the History panel
// lists the card snapshots where its Oracle text changed, newest first, each dated, the
// words changed struck and marked; a date clicked shows the card as of that snapshot. The
// database is built from the corpus (Time Spiral's set file of the 2022 archive and of
// 2025, and the CR of 2025-09-19); skips with a message when ../shared is absent.

#include "cards/cardfiles.h"
#include "importer.h"
#include "panels/historypanel.h"
#include "reading/ruleview.h"
#include "rulesstore.h"
#include "timespiralwindow.h"
#include "struckandmarked.h"
#include "testsupport.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <memory>

using namespace gui;

class TestCardHistory : public TimeSpiralWindowTest {
    Q_OBJECT
private slots:
    void theSnapshotsWhereTheTextChangedAreListed();
    void choosingADateShowsTheCardThen();
    void aRuleShownAfterACardHasTheRuleHistory();

private:
    // The history panel, raised so that it reads the history of what is shown.
    HistoryPanel *raisedHistory();
    // The text of the panel's links, and of the words struck and marked.
    QStringList links(HistoryPanel *panel, QStringList *hrefs = nullptr) const;
};

HistoryPanel *TestCardHistory::raisedHistory()
{
    m_window->showHistoryPanel();
    return m_window->findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
}

QStringList TestCardHistory::links(HistoryPanel *panel, QStringList *hrefs) const
{
    QStringList texts;
    for (QTextBlock b = panel->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor()) {
                texts << it.fragment().text();
                if (hrefs)
                    *hrefs << it.fragment().charFormat().anchorHref();
            }
    return texts;
}

void TestCardHistory::theSnapshotsWhereTheTextChangedAreListed()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    HistoryPanel *history = raisedHistory();
    QVERIFY(history);
    QTRY_COMPARE(int(history->steps().size()), 2);
    QCOMPARE(history->steps()[0].edition, QStringLiteral("2022-04-25"));
    QCOMPARE(history->steps()[1].edition, QStringLiteral("2025-08-18"));
    // Newest first, the snapshot shown marked; each date a link.
    const QString text = history->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("2025-08-18  reworded: Lotus Bloom  (the snapshot shown)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2022-04-25  first seen: Lotus Bloom")), qPrintable(text));
    QCOMPARE(links(history), (QStringList{QStringLiteral("2025-08-18"), QStringLiteral("2022-04-25")}));
    QCOMPARE(history->steps()[size_t(history->markedStep())].edition, QStringLiteral("2025-08-18"));
    // The words of 2022 struck, those of 2025 marked: the card no longer names itself.
    const auto [struck, marked] = testsupport::struckAndMarked(*history->document());
    QVERIFY2(struck.contains(QStringLiteral("Lotus Bloom")), qPrintable(struck));
    QVERIFY2(marked.contains(QStringLiteral("this artifact")), qPrintable(marked));
    // The first step's words whole: the text of 2022.
    const qsizetype first = text.indexOf(QStringLiteral("2022-04-25  first seen"));
    QVERIFY2(text.indexOf(QStringLiteral("Sacrifice Lotus Bloom"), first) > first, qPrintable(text));
}

void TestCardHistory::choosingADateShowsTheCardThen()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    HistoryPanel *history = raisedHistory();
    QTRY_COMPARE(int(history->steps().size()), 2);
    QStringList hrefs;
    const QStringList dates = links(history, &hrefs);
    const qsizetype then = dates.indexOf(QStringLiteral("2022-04-25"));
    QVERIFY(then >= 0);
    emit history->anchorClicked(QUrl(hrefs[then]));
    QString page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Oracle text as of 2022-04-25")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Sacrifice Lotus Bloom")), qPrintable(page));
    QCOMPARE(m_window->current()->edition, QStringLiteral("2022-04-25"));
    // The panel follows: the step of 2022 is the one shown now.
    QTRY_COMPARE(history->steps()[size_t(std::max(0, history->markedStep()))].edition, QStringLiteral("2022-04-25"));
    QVERIFY2(history->toPlainText().contains(QStringLiteral("2022-04-25  first seen: Lotus Bloom  (the snapshot shown)")),
             qPrintable(history->toPlainText()));

    // And back to the newest.
    emit history->anchorClicked(QUrl(hrefs[dates.indexOf(QStringLiteral("2025-08-18"))]));
    page = m_view->toPlainText();
    QVERIFY2(page.contains(QStringLiteral("Oracle text as of 2025-08-18")), qPrintable(page));
    QVERIFY2(page.contains(QStringLiteral("Sacrifice this artifact")), qPrintable(page));
}

void TestCardHistory::aRuleShownAfterACardHasTheRuleHistory()
{
    QVERIFY(m_window->showCard(QStringLiteral("Lotus Bloom")));
    HistoryPanel *history = raisedHistory();
    QTRY_COMPARE(int(history->steps().size()), 2);
    QVERIFY(m_window->showRule(QStringLiteral("702.62a")));
    QTRY_VERIFY2(!history->toPlainText().contains(QStringLiteral("Lotus Bloom")), qPrintable(history->toPlainText()));
    for (const auto &step : history->steps())
        QCOMPARE(step.number, QStringLiteral("702.62a"));
}

QTEST_MAIN(TestCardHistory)
#include "tst_cardhistory.moc"
