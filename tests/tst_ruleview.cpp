// The rule view: references followed and Back, markup shown as text, the source's italics,
// who cites a rule, the citation, colours that read in light and dark themes, the text
// size, and the ring around the link Tab reaches.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "reading/colors.h"
#include "diff/diffdocument.h"
#include "panels/historypanel.h"
#include "importer.h"
#include "lineage/editiondiff.h"
#include "window/lookupcompleter.h"
#include "settings/preferences.h"
#include "dialogs/preferencesdialog.h"
#include "panels/roles.h"
#include "rulesstore.h"
#include "panels/searchpanel.h"

#include <QApplication>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTreeView>

namespace {

// Whether the first character of the first place the words are found is in italics.
bool italicAt(const QTextDocument *doc, const QString &words)
{
    const QTextCursor found = doc->find(words);
    if (found.isNull())
        return false;
    QTextCursor at(const_cast<QTextDocument *>(doc));
    at.setPosition(found.selectionStart() + 1);
    return at.charFormat().fontItalic();
}

} // namespace

class TestRuleView : public AppTest {
    Q_OBJECT
private slots:
    void referenceNavigatesAndBackReturns();
    void markupInRuleTextShowsLiterally();
    void sourceItalicsShowAsItalics();
    void italicsOfThe2009Rules();
    void citedByListsEachRuleOnce();
    void citationAndContentsFollowTheRule();
    void textSizeUpMakesTextLarger();
    void linksDatesAndHighlightsReadInLightAndDarkThemes();
    void aDarkStyleSheetIsReadToo();
    void theLinkTabReachesHasAVisibleRing();
};

namespace {

// The lowest contrast of a coloured fragment (links, dates) against the background; 21
// when there is none.
qreal lowestContrast(const QTextDocument *doc, const QColor &base, bool *sawLink)
{
    qreal lowest = 21;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (!f.hasProperty(QTextFormat::ForegroundBrush))
                continue;
            lowest = std::min(lowest, contrastRatio(f.foreground().color(), base));
            *sawLink |= f.isAnchor();
        }
    return lowest;
}

} // namespace

void TestRuleView::referenceNavigatesAndBackReturns()
{
    lookUp(QStringLiteral("601.2h"));
    // Click inside the words "601.2b" of "See rules 601.2b and 601.2f–h."
    const int at = m_view->document()->find(QStringLiteral("601.2b and")).selectionStart();
    QVERIFY(at > 0);
    QTextCursor cursor(m_view->document());
    cursor.setPosition(at + 2);
    QVERIFY(cursor.charFormat().isAnchor());
    QCOMPARE(cursor.charFormat().anchorHref(), QStringLiteral("rule:601.2b"));
    const QPoint point = m_view->cursorRect(cursor).center();
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, point);
    QTRY_COMPARE(m_window->current()->key, QStringLiteral("601.2b"));
    QVERIFY(shown().contains(QStringLiteral("the player announces the mode choice")));

    QTest::keyClick(m_window.get(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2h"));
    QVERIFY(shown().contains(QStringLiteral("The player pays the total cost")));
    m_window->goForward();
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2b"));
}

void TestRuleView::markupInRuleTextShowsLiterally()
{
    lookUp(QStringLiteral("702.19b"));
    QVERIFY2(shown().contains(QStringLiteral("<b>Not markup</b> & stays text.")), qPrintable(shown()));
    const int at = m_view->document()->find(QStringLiteral("Not markup")).selectionStart();
    QTextCursor cursor(m_view->document());
    cursor.setPosition(at + 1);
    QVERIFY(cursor.charFormat().fontWeight() != QFont::Bold);
    // The contents tree's tooltip (Qt guesses markup in tooltips) holds the characters.
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("ruleTree"));
    QVERIFY(tree);
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("702.19b"));
    const QString tip = tree->currentIndex().data(Qt::ToolTipRole).toString();
    QTextDocument rendered;
    rendered.setHtml(tip);
    QVERIFY2(rendered.toPlainText().contains(QStringLiteral("<b>Not markup</b> & stays text.")), qPrintable(tip));
}

// "_Magic_" in the 2008–2014 texts is the source's italics: in italics everywhere the app
// shows rule text (upright inside an italic example), never with the underscores.
void TestRuleView::sourceItalicsShowAsItalics()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("italics.sqlite"));
    rulesdb::EditionData first = testsupport::madeEdition(
        "2009-07-11", {{"1.", "Game Concepts"},
                       {"101.", "The _Magic_ Golden Rules"},
                       {"101.1", "Whenever a card's text contradicts these rules, the card takes precedence (see rule 611.2)."},
                       {"6.", "Spells, Abilities, and Effects"},
                       {"611.", "Text-Changing Effects"},
                       {"611.2", "A text-changing effect changes only words used in the correct way (for example, a "
                                 "_Magic_ color word being used as a color word)."}});
    first.rules[5].examples << QStringLiteral("A _Magic_ card with a color word in its name keeps it.");
    rulesdb::EditionData second = first;
    second.meta.date = QStringLiteral("2009-09-04");
    second.meta.sha256 = "second";
    second.rules[5].text = QStringLiteral("A text-changing effect changes only words used in the correct way (for example, "
                                          "a _Magic: The Gathering_ color word being used as a color word).");
    {
        rulesdb::RulesStore store(db);
        const auto a = store.addEdition(first).edition;
        const auto b = store.addEdition(second).edition;
        // The diff view's words (and its printed report) are laid out by diffReport().
        const auto diff = rulesdb::diffEditions(store, a, b);
        QCOMPARE(diff.changes.size(), size_t(1));
        const auto report = diffReport(diff, {0}, QString());
        QVERIFY2(!report->toPlainText().contains(u'_'), qPrintable(report->toPlainText()));
        QVERIFY(italicAt(report.get(), QStringLiteral("Gathering color")));
        QVERIFY(!italicAt(report.get(), QStringLiteral("color word being")));
    }
    MainWindow window(db);
    window.show();
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(window.selectEdition(QStringLiteral("2009-07-11")));
    QVERIFY(window.showRule(QStringLiteral("611.2")));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("(for example, a Magic color word being used")),
             qPrintable(view->toPlainText()));
    QVERIFY2(!view->toPlainText().contains(u'_'), qPrintable(view->toPlainText()));
    QVERIFY(italicAt(view->document(), QStringLiteral("Magic color")));
    QVERIFY(!italicAt(view->document(), QStringLiteral("color word being")));
    // In an example, which is italic, the title stands upright.
    QVERIFY(!italicAt(view->document(), QStringLiteral("Magic card with")));
    QVERIFY(italicAt(view->document(), QStringLiteral("card with a color")));
    QVERIFY(!window.citation().contains(u'_'));
    // A heading's title in the breadcrumbs, the contents and the completion.
    QVERIFY(window.showRule(QStringLiteral("101.1")));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("101. The Magic Golden Rules")), qPrintable(view->toPlainText()));
    QVERIFY(italicAt(view->document(), QStringLiteral("Magic Golden")));
    const QAbstractItemModel *choices = window.findChild<LookupCompleter *>()->model();
    QStringList shownChoices;
    for (int row = 0; row < choices->rowCount(); ++row)
        shownChoices << choices->index(row, 0).data(Qt::DisplayRole).toString();
    QVERIFY2(shownChoices.contains(QStringLiteral("101.  The Magic Golden Rules")), qPrintable(shownChoices.join(u'|')));
    const QAbstractItemModel *tree = window.findChild<QTreeView *>(QStringLiteral("ruleTree"))->model();
    QCOMPARE(tree->index(0, 0, tree->index(0, 0)).data(Qt::DisplayRole).toString(), QStringLiteral("101.  The Magic Golden Rules"));

    // The history's words, and a search hit.
    QVERIFY(window.selectEdition(QStringLiteral("2009-09-04")));
    QVERIFY(window.showRule(QStringLiteral("611.2")));
    auto *history = window.findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    window.showHistoryPanel();
    QTRY_COMPARE(history->steps().size(), size_t(2));
    QVERIFY2(history->toPlainText().contains(QStringLiteral("Magic: The Gathering color word")), qPrintable(history->toPlainText()));
    QVERIFY2(!history->toPlainText().contains(u'_'), qPrintable(history->toPlainText()));
    QVERIFY(italicAt(history->document(), QStringLiteral("Gathering color")));
    auto *panel = window.findChild<SearchPanel *>();
    auto *results = window.findChild<QListWidget *>(QStringLiteral("searchResults"));
    panel->searchFor(QStringLiteral("magic color"));
    QTRY_VERIFY(panel->resultCount() > 0);
    QCOMPARE(results->item(0)->data(NumberRole).toString(), QStringLiteral("611.2"));
    const QString html = results->item(0)->data(HtmlRole).toString();
    QVERIFY2(html.contains(QStringLiteral("<i>Magic</i>")) && !html.contains(u'_'), qPrintable(html));
    QVERIFY(!results->item(0)->data(Qt::AccessibleTextRole).toString().contains(u'_'));
}

// The 2009-07-11 rules: "There are five colors in the _Magic_ game" (105.1), "101. The
// _Magic_ Golden Rules".
void TestRuleView::italicsOfThe2009Rules()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("2009.sqlite"));
    {
        rulesdb::RulesStore store(db);
        importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2009-07-11.txt"))}, {});
    }
    MainWindow window(db);
    window.show();
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(window.showRule(QStringLiteral("105.1")));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("There are five colors in the Magic game: white")),
             qPrintable(view->toPlainText()));
    QVERIFY(!view->toPlainText().contains(u'_'));
    QVERIFY(italicAt(view->document(), QStringLiteral("Magic game")));
    QVERIFY(!italicAt(view->document(), QStringLiteral("game: white")));
    QVERIFY(window.showRule(QStringLiteral("101.1")));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("101. The Magic Golden Rules")), qPrintable(view->toPlainText()));
}

// 602.2b cites 601.2f twice in its text, 602.1e in its text and an example: each once.
void TestRuleView::citedByListsEachRuleOnce()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("cited.sqlite"));
    {
        rulesdb::EditionData e = testsupport::madeEdition(
            "2026-01-16", {{"601.2f", "The player determines the total cost of the spell."},
                           {"602.1e", "See rules 602.2b and 601.2f."},
                           {"602.2b", "The process is the one listed in rules 601.2b–i. An activated ability's analog to a "
                                      "spell's mana cost (as referenced in rule 601.2f) is its activation cost."}});
        e.rules[1].examples << QStringLiteral("The cost is locked in (see rule 601.2f).");
        rulesdb::RulesStore(db).addEdition(e);
    }
    MainWindow window(db);
    window.show();
    QVERIFY(window.showRule(QStringLiteral("601.2f")));
    const QString shownText = window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText();
    QVERIFY2(shownText.contains(QStringLiteral("Cited by: 602.1e, 602.2b")) && shownText.count(QStringLiteral("602.2b")) == 1,
             qPrintable(shownText));
    if (testsupport::sharedDir().isEmpty())
        return; // the real edition below needs ../shared
    const QString real = dir.filePath(QStringLiteral("2026.sqlite"));
    {
        rulesdb::RulesStore store(real);
        importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"))}, {});
    }
    MainWindow realWindow(real);
    realWindow.show();
    QVERIFY(realWindow.showRule(QStringLiteral("601.2f")));
    const QString text = realWindow.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText();
    const QString citedBy = text.section(QStringLiteral("Cited by: "), 1).section(u'\n', 0, 0);
    QStringList entries = citedBy.split(QStringLiteral(", "));
    QVERIFY2(entries.size() > 10 && entries.count(QStringLiteral("602.2b")) == 1, qPrintable(citedBy));
    const qsizetype all = entries.size();
    entries.removeDuplicates();
    QCOMPARE(entries.size(), all);
}

void TestRuleView::citationAndContentsFollowTheRule()
{
    lookUp(QStringLiteral("601.2g"));
    QCOMPARE(m_window->citation(),
             QStringLiteral("CR 601.2g (effective 2024-11-08): If the total cost includes a mana "
                            "payment, the player may activate mana abilities (see rule 605, "
                            "“Mana Abilities”)."));
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("ruleTree"));
    QVERIFY(tree);
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("601.2g"));
    // Choosing a row in the contents opens it.
    const QModelIndex parent = tree->currentIndex().parent();
    QCOMPARE(parent.data(NumberRole).toString(), QStringLiteral("601.2"));
    emit tree->activated(tree->model()->index(0, 0, parent));
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2b"));
}

void TestRuleView::textSizeUpMakesTextLarger()
{
    // From "Default", Up is one point larger than the default size, Down one smaller.
    PreferencesDialog dialog(Preferences{}, 13);
    auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("textSize"));
    QVERIFY(size);
    size->setFocus();
    QTest::keyClick(size, Qt::Key_Up);
    QCOMPARE(dialog.preferences().textSize, 14);
    QTest::keyClick(size, Qt::Key_Up);
    QCOMPARE(dialog.preferences().textSize, 15);
    PreferencesDialog smaller(Preferences{}, 13);
    auto *box = smaller.findChild<QSpinBox *>(QStringLiteral("textSize"));
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(smaller.preferences().textSize, 12);
    // At the smallest size, Down goes back to the default.
    box->setValue(kMinTextSize);
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(smaller.preferences().textSize, 0);
}

// Links, dates and the highlights of changed words keep a contrast of at least 4.5:1 with
// their background in a light theme, a dark one, and a dark one that kept the default
// link blue; computed from the palette in use, and read back from the rule view.
void TestRuleView::linksDatesAndHighlightsReadInLightAndDarkThemes()
{
    QPalette light = QApplication::palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
    dark.setColor(QPalette::Window, QColor(0x31, 0x36, 0x3b));
    dark.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::WindowText, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    QPalette darkDefaultLink = dark;
    darkDefaultLink.setColor(QPalette::Link, QColor(0x00, 0x00, 0xff));
    for (const QPalette &p : {light, dark, darkDefaultLink}) {
        const QColor base = p.color(QPalette::Base), text = p.color(QPalette::Text);
        QVERIFY2(contrastRatio(mutedText(p), base) >= kReadableContrast, qPrintable(mutedText(p).name()));
        QVERIFY2(contrastRatio(readableLink(p), base) >= kReadableContrast, qPrintable(readableLink(p).name()));
        const DiffColors colors(p);
        QVERIFY(contrastRatio(text, colors.inserted) >= kReadableContrast);
        QVERIFY(contrastRatio(text, colors.deleted) >= kReadableContrast);
        // What the rule view paints: its links and its dates.
        m_view->setPalette(p);
        lookUp(QStringLiteral("601.2h"));
        bool sawLink = false, sawDate = false;
        for (QTextBlock b = m_view->document()->begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                if (!f.hasProperty(QTextFormat::ForegroundBrush))
                    continue;
                const qreal ratio = contrastRatio(f.foreground().color(), base);
                QVERIFY2(ratio >= kReadableContrast, qPrintable(it.fragment().text() + QStringLiteral(" at ") + QString::number(ratio)));
                sawLink |= f.isAnchor();
                sawDate |= it.fragment().text().contains(QStringLiteral("2024-11-08"));
            }
        QVERIFY(sawLink && sawDate);
    }
    m_view->setPalette(QApplication::palette());
}

// A theme given as a style sheet (-stylesheet, or a desktop's) colours the view only once
// it is polished: a rule shown before that (the first one, at start) and the rule on screen
// when the theme changes are coloured from the theme in use, not from the palette before it.
void TestRuleView::aDarkStyleSheetIsReadToo()
{
    const QColor base(0x1b, 0x1e, 0x20);
    const QString dark = QStringLiteral("QWidget { background-color: #232629; color: #fcfcfc; } "
                                        "QTextBrowser { background-color: #1b1e20; color: #fcfcfc; }");
    lookUp(QStringLiteral("601.2h"));
    qApp->setStyleSheet(dark);
    bool sawLink = false;
    const qreal onScreen = lowestContrast(m_view->document(), base, &sawLink);
    QVERIFY(sawLink);
    // A window not shown yet: its first rule is drawn before it is polished.
    MainWindow fresh(m_db);
    QVERIFY(fresh.selectEdition(QStringLiteral("2024-11-08")));
    QVERIFY(fresh.showRule(QStringLiteral("601.2h")));
    auto *freshView = fresh.findChild<RuleView *>(QStringLiteral("ruleView"));
    sawLink = false;
    const qreal first = lowestContrast(freshView->document(), base, &sawLink);
    qApp->setStyleSheet(QString());
    QVERIFY(sawLink);
    QVERIFY2(onScreen >= kReadableContrast, qPrintable(QString::number(onScreen)));
    QVERIFY2(first >= kReadableContrast, qPrintable(QString::number(first)));
}

// Tab walks the rule view's links: the one reached has a ring around it that stands out
// from the background (3:1 at least) in a light theme whose selection is a pale blue, in
// a dark one, and in one whose highlight is as dark as its background.
void TestRuleView::theLinkTabReachesHasAVisibleRing()
{
    QPalette light = QApplication::palette();
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::Highlight, QColor(0xcd, 0xe8, 0xff));
    light.setColor(QPalette::HighlightedText, Qt::black);
    QPalette dark = light;
    dark.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
    dark.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::Link, QColor(0x1d, 0x99, 0xf3));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    dark.setColor(QPalette::HighlightedText, QColor(0xfc, 0xfc, 0xfc));
    QPalette darkHighlight = dark;
    darkHighlight.setColor(QPalette::Highlight, QColor(0x2a, 0x2e, 0x32));
    for (const QPalette &p : {light, dark, darkHighlight}) {
        m_view->setPalette(p);
        lookUp(QStringLiteral("601.2h"));
        m_view->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(m_view->hasFocus());
        QTest::keyClick(m_view, Qt::Key_Tab);
        const QTextCursor link = m_view->textCursor();
        QVERIFY(link.hasSelection());
        QTextCursor inside(m_view->document());
        inside.setPosition(link.selectionStart() + 1);
        QVERIFY2(inside.charFormat().isAnchor(), qPrintable(link.selectedText()));
        QTextCursor start(m_view->document());
        start.setPosition(link.selectionStart());
        const QRect at = m_view->cursorRect(start);
        const QImage focused = m_view->viewport()->grab().toImage();
        // Leaving the view takes the ring away.
        m_lookup->setFocus();
        QTRY_VERIFY(!m_view->hasFocus());
        const QImage unfocused = m_view->viewport()->grab().toImage();
        const qreal dpr = focused.devicePixelRatio();
        const QColor base = p.color(QPalette::Base);
        // Just left of the link's first letter, what the focus adds: the ring.
        qreal ring = 1;
        int changed = 0;
        for (int x = at.left() - 5; x <= at.left() - 1; ++x)
            for (int y = at.top() + at.height() / 3; y <= at.bottom() - at.height() / 3; ++y) {
                const QPoint px(int(x * dpr), int(y * dpr));
                if (focused.pixelColor(px) == unfocused.pixelColor(px))
                    continue;
                ++changed;
                ring = std::max(ring, contrastRatio(focused.pixelColor(px), base));
            }
        QVERIFY2(changed > 0 && ring >= 3.0, qPrintable(QStringLiteral("%1: %2 pixels, ring at %3:1 around %4")
                                                            .arg(base.name()).arg(changed).arg(ring).arg(link.selectedText())));
    }
    m_view->setPalette(QApplication::palette());
}

QTEST_MAIN(TestRuleView)
#include "tst_ruleview.moc"
