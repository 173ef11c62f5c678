// The judge's library in the main window: "IPG 2.1", "mtr appendix b", "JAR serious
// problems" typed in the lookup box show that section of the policy document that goes
// with the rules read, an infraction's penalty as a badge and its parts under their labels,
// a top-level section's subsections, links followed across documents and Back/Forward
// across a CR rule and a policy section; a document the database lacks said so.
// Runs offscreen over apptest.h's window, the database given policy editions of its own.

#include "apptest.h"
#include "window/noticeband.h"
#include "diff/diffmodel.h"
#include "diff/diffview.h"
#include "panels/bookmarkspanel.h"
#include "panels/comparepane.h"
#include "panels/historypanel.h"
#include "panels/searchpanel.h"
#include "panels/roles.h"
#include "settings/session.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>
#include <QTextBlock>
#include <QTextDocument>

namespace {

using rulesdb::SectionEntry;

rulesdb::EditionData policyEdition(rulesdb::Document document, const char *date, std::vector<SectionEntry> sections)
{
    rulesdb::EditionData e;
    e.meta.document = document;
    e.meta.date = QString::fromLatin1(date);
    e.meta.name = rulesdb::documentTitle(document);
    e.meta.sourceFile = rulesdb::documentName(document) + u'-' + e.meta.date + QStringLiteral(".txt");
    e.meta.format = QStringLiteral("pdftext");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = e.meta.sourceFile.toUtf8();
    e.sections = std::move(sections);
    return e;
}

SectionEntry section(const char *number, const char *title, int level, const char *text)
{
    return {QString::fromUtf8(number), QString::fromUtf8(title), level, {}, {}, QString::fromUtf8(text), {}, 1};
}

// An MTR with a section whose text looks like markup, and an appendix.
rulesdb::EditionData mtr()
{
    return policyEdition(rulesdb::Document::MTR, "2024-09-23",
                         {section("2", "Tournament Mechanics", 1, "How a match is played."),
                          section("2.12", "Conceding or Intentionally Drawing", 2,
                                  "A player may concede. <b>Not bold</b> & <i>not italic</i>."),
                          section("4", "Communication", 1, "Players talk."),
                          section("4.3", "Tournament Shortcuts", 2, "A shortcut skips steps, as rule 601.2b of the Comprehensive Rules allows."),
                          section("Appendix B", "Time Limits", 1, "Rounds are fifty minutes.")});
}

// A later MTR whose 4.3 is another section: Loops came in before Tournament Shortcuts.
rulesdb::EditionData renumberedMtr()
{
    return policyEdition(rulesdb::Document::MTR, "2025-09-01",
                         {section("4", "Communication", 1, "Players talk."), section("4.3", "Loops", 2, "A loop repeats."),
                          section("4.4", "Tournament Shortcuts", 2, "A shortcut skips steps.")});
}

rulesdb::EditionData jar()
{
    return policyEdition(rulesdb::Document::JAR, "2024-09-23",
                         {section("", "Introduction", 1, "Judging at Regular REL."),
                          section("", "Serious Problems", 1, "Some problems call for a head judge.")});
}

// IPGs on both sides of the CR editions read: one before 2024-07-30's rules, the test
// support's of 2024-09-23, and one newer than every CR edition here.
rulesdb::EditionData olderIpg()
{
    auto e = testsupport::madeIpgEdition("2024-04-15", "ipg-older");
    e.sections[2].parts[0].text = QStringLiteral("The April wording of the definition.");
    return e;
}

rulesdb::EditionData newerIpg()
{
    auto e = testsupport::madeIpgEdition("2025-06-01", "ipg-newer");
    e.sections[2].parts[0].text = QStringLiteral("The June wording of the definition.");
    return e;
}

// Where the words first are in the view's document, for the format they are shown in.
QTextCharFormat formatOf(const QTextDocument &doc, const QString &words)
{
    const QTextCursor found = doc.find(words);
    if (found.isNull())
        return {};
    QTextCursor at(found);
    at.setPosition(found.selectionStart() + 1);
    return at.charFormat();
}

} // namespace

namespace {

// A database in `dir` with the CR's keyword edition and these files of the real corpus.
QString corpusDatabase(const QTemporaryDir &dir, const QStringList &corpusFiles)
{
    const QString path = dir.filePath(QStringLiteral("corpus.sqlite"));
    rulesdb::RulesStore store(path);
    store.addEdition(keywordEdition());
    QStringList files;
    for (const QString &f : corpusFiles)
        files << testsupport::corpusFile(f);
    importers::importFiles(store, files, {});
    return path;
}

} // namespace

class TestPolicyReading : public AppTest {
    Q_OBJECT
protected:
    void addEditions(rulesdb::RulesStore &store) override;
private slots:
    void anInfractionShowsItsPenaltyAsABadgeAndItsPartsInOrder();
    void documentsAreNamedInAnyCaseAndSectionsByNumberAppendixOrTitle();
    void aTopLevelSectionListsItsSubsections();
    void sectionTextIsShownAsTextNeverAsMarkup();
    void theEditionGoesWithTheRulesRead();
    void linksAreFollowedAndBackForwardCrossDocuments();
    void aSectionPlaceSurvivesARestart();
    void aDocumentTheDatabaseLacksIsSaidInTheStatusLine();
    void aRuleLookupIsUnchanged();
    void theRealIpgReadsAsTheFileShowsIt();
    void aBookmarkedSectionIsNamedWithItsDocument();
    void nothingIsClaimedBesideASection();
    void aRuleNamingTheTournamentRulesLinksToThem();
    void aLinkLeadsToTheEditionItWasResolvedIn();
    void thePolicyBesideTheRulesIsTheSameInEveryLanguage();
    void theDocumentPickerListsTheDocumentsHeldEachWithAKey();
    void anEditionOfTheDocumentReadIsChosenInTheEditionPicker();
    void thePickersFollowWhatIsShown();
    void aTitleOpensItsSectionAndWordsAreAskedOfTheDocumentRead();
    void theCitationNamesTheDocument();
    void theDocumentReadInForceOnADate();
    void theContentsAreThoseOfTheDocumentRead();
    void theHistoryOfASectionFollowsItAcrossItsEditions();
    void theRealMtrsRenumberingIsInTheHistory();
    void thePolicyDocumentsEditionsAreCompared();
    void theSearchPanelSearchesThePolicyDocumentsOrTheWholeLibrary();
    void aRulesOnlyDatabaseOffersNoPolicySearch();
    void theRealDocumentsAnswerAsTheCommandLineDoes();
    void theDefaultSearchListsTheLibrarysAnswersAboveTheRules();
    void aPolicyEditionNoLongerInForceIsSaidSo();
    void aSectionReadsInTheInterfacesLanguage();
};

void TestPolicyReading::addEditions(rulesdb::RulesStore &store)
{
    for (const auto &e : {testsupport::madeIpgEdition(), olderIpg(), newerIpg(), mtr(), renumberedMtr(), jar()})
        store.addEdition(e);
}

void TestPolicyReading::anInfractionShowsItsPenaltyAsABadgeAndItsPartsInOrder()
{
    lookUp(QStringLiteral("IPG 2.1"));
    const QString text = shown();
    QVERIFY2(text.contains(QStringLiteral("IPG 2.1  Missed Trigger")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Infraction Procedure Guide, effective 2024-09-23")));
    QVERIFY(text.contains(QStringLiteral("Game Play Error")));
    // The penalty stands out: a tinted badge, not words among the others.
    QVERIFY(text.contains(QStringLiteral("No Penalty")));
    QCOMPARE(formatOf(*m_view->document(), QStringLiteral("No Penalty")).background().style(), Qt::SolidPattern);
    // Each part under its label, in the document's order.
    const qsizetype definition = text.indexOf(QStringLiteral("Definition\n"));
    const qsizetype examples = text.indexOf(QStringLiteral("Examples\n"));
    const qsizetype philosophy = text.indexOf(QStringLiteral("Philosophy\n"));
    QVERIFY(definition > 0 && definition < examples && examples < philosophy);
    QVERIFY(text.indexOf(QStringLiteral("A triggered ability of a player's own permanent is forgotten.")) > definition);
    QVERIFY(text.contains(QStringLiteral("A. A player forgets an upkeep trigger.\nB. A player forgets a death trigger.")));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("IPG 2.1 — Rulekeeper"));
    QCOMPARE(m_lookup->text(), QStringLiteral("IPG 2.1"));
}

void TestPolicyReading::documentsAreNamedInAnyCaseAndSectionsByNumberAppendixOrTitle()
{
    lookUp(QStringLiteral("ipg 2.1"));
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
    lookUp(QStringLiteral("MTR 4.3"));
    lookUp(QStringLiteral("ipg missed trigger"));
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
    lookUp(QStringLiteral("MTR 2.12"));
    QVERIFY2(shown().contains(QStringLiteral("MTR 2.12  Conceding or Intentionally Drawing")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("Magic Tournament Rules, effective 2024-09-23")));
    lookUp(QStringLiteral("mtr appendix b"));
    QVERIFY2(shown().contains(QStringLiteral("MTR Appendix B  Time Limits")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("Rounds are fifty minutes.")));
    // The JAR numbers nothing: its sections are found by their titles.
    lookUp(QStringLiteral("JAR serious problems"));
    QVERIFY2(shown().contains(QStringLiteral("JAR Serious Problems")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("Some problems call for a head judge.")));
    lookUp(QStringLiteral("ipg 9.9"));
    QVERIFY(!shown().contains(QStringLiteral("Some problems")));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("The IPG of 2024-09-23 has no section “9.9”."));
}

void TestPolicyReading::aTopLevelSectionListsItsSubsections()
{
    lookUp(QStringLiteral("IPG 2"));
    const QString text = shown();
    QVERIFY2(text.contains(QStringLiteral("In this section\n2.1  Missed Trigger  ·  No Penalty\n2.10  Later Error  ·  Warning")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("Penalty Quick Reference"))); // Appendix A is not under 2
    // An infraction lists nothing under it.
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY(!shown().contains(QStringLiteral("In this section")));
}

void TestPolicyReading::sectionTextIsShownAsTextNeverAsMarkup()
{
    lookUp(QStringLiteral("MTR 2.12"));
    QVERIFY2(shown().contains(QStringLiteral("<b>Not bold</b> & <i>not italic</i>.")), qPrintable(shown()));
    QVERIFY(!formatOf(*m_view->document(), QStringLiteral("Not bold")).font().bold());
}

void TestPolicyReading::theEditionGoesWithTheRulesRead()
{
    // 2024-11-08's rules are no longer the current ones: the IPG in force on their date.
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY(shown().contains(QStringLiteral("A triggered ability of a player's own permanent is forgotten.")));
    // Older rules: the IPG of their time, and the page shown follows the edition chosen.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    QVERIFY2(shown().contains(QStringLiteral("The April wording of the definition.")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("effective 2024-04-15")));
    // The current rules: today's IPG, though it came out after them.
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    QVERIFY2(shown().contains(QStringLiteral("The June wording of the definition.")), qPrintable(shown()));
}

void TestPolicyReading::linksAreFollowedAndBackForwardCrossDocuments()
{
    lookUp(QStringLiteral("601.2b"));
    QVERIFY(shown().contains(QStringLiteral("601.2b")));
    lookUp(QStringLiteral("IPG 2.1"));
    // "(see section 2.10 and MTR section 4.3)": both are links, each to its own document.
    const QString toMtr = formatOf(*m_view->document(), QStringLiteral("MTR section 4.3")).anchorHref();
    const QString toIpg = formatOf(*m_view->document(), QStringLiteral("section 2.10")).anchorHref();
    QVERIFY2(!toMtr.isEmpty() && !toIpg.isEmpty(), qPrintable(toMtr + u' ' + toIpg));
    emit m_view->anchorClicked(QUrl(toMtr));
    QVERIFY2(shown().contains(QStringLiteral("MTR 4.3  Tournament Shortcuts")), qPrintable(shown()));
    // The MTR cites a rule of the CR: followed into the rules read.
    const QString toCr = formatOf(*m_view->document(), QStringLiteral("rule 601.2b")).anchorHref();
    QVERIFY2(!toCr.isEmpty(), qPrintable(shown()));
    emit m_view->anchorClicked(QUrl(toCr));
    QCOMPARE(*m_window->current(), (Target{Target::Rule, QStringLiteral("601.2b")}));
    m_window->goBack();
    QVERIFY(shown().contains(QStringLiteral("MTR 4.3  Tournament Shortcuts")));
    m_window->goBack();
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
    emit m_view->anchorClicked(QUrl(toIpg));
    QVERIFY(shown().contains(QStringLiteral("IPG 2.10  Later Error")));
    m_window->goBack();
    m_window->goBack();
    QVERIFY2(shown().contains(QStringLiteral("601.2b")) && !shown().contains(QStringLiteral("Missed Trigger")),
             qPrintable(shown()));
    m_window->goForward();
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
    QCOMPARE(*m_window->current(), (Target{Target::Section, QStringLiteral("2.1"), rulesdb::Document::IPG}));
}

void TestPolicyReading::aSectionPlaceSurvivesARestart()
{
    const Target jarPlace{Target::Section, QStringLiteral("Serious Problems"), rulesdb::Document::JAR};
    QCOMPARE(placeFrom(placeKey(jarPlace)), std::optional<Target>(jarPlace));
    lookUp(QStringLiteral("JAR Serious Problems"));
    const Session kept = m_window->session();
    MainWindow again(m_db);
    again.restoreSession(kept);
    QCOMPARE(*again.current(), jarPlace);
    QVERIFY(again.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText().contains(QStringLiteral("Some problems call")));
}

void TestPolicyReading::aDocumentTheDatabaseLacksIsSaidInTheStatusLine()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cr-only.sqlite"));
    rulesdb::RulesStore(path).addEdition(keywordEdition());
    MainWindow crOnly(path);
    QVERIFY(crOnly.selectEdition(QString()));
    QVERIFY(!crOnly.showRule(QStringLiteral("IPG 2.1")));
    QCOMPARE(crOnly.statusBar()->currentMessage(),
             QStringLiteral("This database holds no Infraction Procedure Guide (IPG): import one to read it."));
    // The rules themselves are there as before.
    QVERIFY(crOnly.showRule(QStringLiteral("702.33a")));
}

void TestPolicyReading::aRuleLookupIsUnchanged()
{
    lookUp(QStringLiteral("IPG 2.1"));
    lookUp(QStringLiteral("601.2b"));
    QCOMPARE(*m_window->current(), (Target{Target::Rule, QStringLiteral("601.2b")}));
    QVERIFY(!shown().contains(QStringLiteral("Missed Trigger")));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("601.2b — Rulekeeper"));
}

// The IPG of 2024-09-23 and the MTR in force then, as imported from the real files: 2.1's
// penalty and five parts in the file's order, IPG 2's six infractions, and 2.1's link to
// the MTR followed. Checked by hand against the PDF's text.
void TestPolicyReading::theRealIpgReadsAsTheFileShowsIt()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    {
        rulesdb::RulesStore store(path);
        importers::importFiles(store,
                               {testsupport::corpusFile(QStringLiteral("cr-txt/2024-11-08.txt")),
                                testsupport::corpusFile(QStringLiteral("policy/ipg/2024-09-23.pdftext.txt")),
                                testsupport::corpusFile(QStringLiteral("policy/mtr/2023-11-13.pdftohtml.html"))},
                               {});
    }
    MainWindow window(path);
    QVERIFY(window.selectEdition(QString()));
    const auto text = [&] { return window.findChild<RuleView *>(QStringLiteral("ruleView"))->toPlainText(); };
    QVERIFY(window.showRule(QStringLiteral("ipg 2.1")));
    QVERIFY(text().contains(QStringLiteral("IPG 2.1  Missed Trigger\nPenalty   No Penalty ")));
    qsizetype at = 0;
    for (const char *label : {"Definition", "Examples", "Philosophy", "Additional Remedy", "Upgrade"}) {
        const qsizetype next = text().indexOf(u'\n' + QString::fromLatin1(label) + u'\n', at);
        QVERIFY2(next > at, label);
        at = next;
    }
    QVERIFY(text().contains(QStringLiteral("A triggered ability triggers, but the player controlling the ability doesn’t")));
    QVERIFY(window.showRule(QStringLiteral("IPG 2")));
    QVERIFY2(text().contains(QStringLiteral("In this section\n2.1  Missed Trigger  ·  No Penalty\n2.2  Looking at Extra Cards  ·  Warning\n"
                                            "2.3  Hidden Card Error  ·  Warning\n2.4  Mulligan Procedure Error  ·  Warning\n"
                                            "2.5  Game Rule Violation  ·  Warning\n2.6  Failure to Maintain Game State  ·  Warning")),
             qPrintable(text()));
    QVERIFY(window.showRule(QStringLiteral("IPG 2.1")));
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    const QString toMtr = formatOf(*view->document(), QStringLiteral("MTR section 4.3")).anchorHref();
    QVERIFY(!toMtr.isEmpty());
    emit view->anchorClicked(QUrl(toMtr));
    QVERIFY2(text().contains(QStringLiteral("MTR 4.3  Out-of-Order Sequencing")), qPrintable(text()));
}

void TestPolicyReading::aBookmarkedSectionIsNamedWithItsDocument()
{
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY(m_window->bookmarkCurrent(QStringLiteral("at every event")));
    auto *list = m_window->findChild<BookmarksPanel *>()->findChild<QTreeWidget *>();
    QVERIFY(list && list->topLevelItemCount() >= 1);
    const QTreeWidgetItem *last = list->topLevelItem(list->topLevelItemCount() - 1);
    QCOMPARE(last->text(0), QStringLiteral("IPG 2.1"));
    lookUp(QStringLiteral("601.2b"));
    QVERIFY(m_window->openBookmark(int(m_window->bookmarks().size()) - 1));
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
}

void TestPolicyReading::nothingIsClaimedBesideASection()
{
    lookUp(QStringLiteral("MTR 2.12"));
    const QString beside = m_window->findChild<ComparePane *>()->findChild<RuleView *>()->toPlainText();
    QVERIFY2(beside.contains(QStringLiteral("kept in English only")), qPrintable(beside));
}

void TestPolicyReading::aRuleNamingTheTournamentRulesLinksToThem()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules-and-mtr.sqlite"));
    const char *names = "Most Magic tournaments have additional rules covered in the Magic: The Gathering Tournament Rules "
                        "(found at WPN.Wizards.com/en/rules-documents).";
    {
        rulesdb::RulesStore store(path);
        store.addEdition(testsupport::madeEdition("2025-01-01", {{"100.", "General"}, {"100.6", names}}));
        store.addEdition(mtr());
    }
    MainWindow window(path);
    QVERIFY(window.selectEdition(QString()));
    QVERIFY(window.showRule(QStringLiteral("100.6")));
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    QVERIFY(view->toPlainText().contains(QString::fromUtf8(names)));
    const QString toMtr = formatOf(*view->document(), QStringLiteral("Magic: The Gathering Tournament Rules")).anchorHref();
    QVERIFY2(!toMtr.isEmpty(), "the words naming the MTR are no link");
    emit view->anchorClicked(QUrl(toMtr));
    QVERIFY2(view->toPlainText().contains(QStringLiteral("Magic Tournament Rules, effective 2024-09-23")), qPrintable(view->toPlainText()));
    QVERIFY(view->toPlainText().contains(QStringLiteral("MTR 2  Tournament Mechanics")));
    window.goBack();
    QVERIFY(view->toPlainText().contains(QString::fromUtf8(names)));
}

void TestPolicyReading::aLinkLeadsToTheEditionItWasResolvedIn()
{
    // Beside the current rules: the newest IPG (2025-06-01) and the newest MTR (2025-09-01,
    // where 4.3 is Loops).
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    lookUp(QStringLiteral("MTR 4.3"));
    QVERIFY(shown().contains(QStringLiteral("MTR 4.3  Loops")));
    // Today's IPG's "MTR section 4.3" opens today's MTR, not the one in force on its date.
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY(shown().contains(QStringLiteral("The June wording of the definition.")));
    emit m_view->anchorClicked(QUrl(formatOf(*m_view->document(), QStringLiteral("MTR section 4.3")).anchorHref()));
    QVERIFY2(shown().contains(QStringLiteral("MTR 4.3  Loops")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("Magic Tournament Rules, effective 2025-09-01")));
    // Beside older rules, the IPG of their time: its link opens the MTR in force on its
    // date, and is kept so across a restart.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY2(shown().contains(QStringLiteral("Infraction Procedure Guide, effective 2024-09-23")), qPrintable(shown()));
    emit m_view->anchorClicked(QUrl(formatOf(*m_view->document(), QStringLiteral("MTR section 4.3")).anchorHref()));
    QVERIFY2(shown().contains(QStringLiteral("MTR 4.3  Tournament Shortcuts")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("Magic Tournament Rules, effective 2024-09-23")));
    const Target there = *m_window->current();
    QCOMPARE(placeFrom(placeKey(there)), std::optional<Target>(there));
    m_window->goBack();
    m_window->goForward();
    QVERIFY(shown().contains(QStringLiteral("MTR 4.3  Tournament Shortcuts")));
}

// The Chinese rules of a date read beside the same policy as the English ones: today's
// MTR beside today's rules in either language, never a replaced one.
void TestPolicyReading::thePolicyBesideTheRulesIsTheSameInEveryLanguage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("languages.sqlite"));
    {
        rulesdb::RulesStore store(path);
        for (const char *language : {"en", "zh"})
            store.addEdition(testsupport::madeEdition("2025-02-07", {{"100.1", "Rules."}}, 0, language));
        store.addEdition(mtr());
        store.addEdition(renumberedMtr());
    }
    MainWindow window(path);
    window.show();
    auto *editions = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    for (const char *language : {"en", "zh"}) {
        QVERIFY(window.chooseDocument(rulesdb::Document::CR)); // the rules' editions in the picker
        const int at = editions->findText(QStringLiteral("2025-02-07 ") + QString::fromLatin1(language));
        QVERIFY2(at >= 0, language);
        editions->setCurrentIndex(at);
        QVERIFY(window.showRule(QStringLiteral("MTR 4.3")));
        QVERIFY2(view->toPlainText().contains(QStringLiteral("MTR 4.3  Loops")), qPrintable(view->toPlainText().left(300)));
    }
}

namespace {

// The items of a picker, as listed.
QStringList itemsOf(const QComboBox *box)
{
    QStringList items;
    for (int i = 0; i < box->count(); ++i)
        items << box->itemText(i);
    return items;
}

// The rows of the contents under `parent`, as listed.
QStringList rowsOf(const QAbstractItemModel *model, const QModelIndex &parent = {})
{
    QStringList rows;
    for (int i = 0; i < model->rowCount(parent); ++i)
        rows << model->index(i, 0, parent).data().toString();
    return rows;
}

// The rows of the diff view's list, one column.
QStringList diffColumn(const DiffView &view, int column)
{
    const auto *list = view.findChild<QTreeView *>(QStringLiteral("diffList"));
    QStringList out;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        out << list->model()->index(row, column).data().toString();
    return out;
}

} // namespace

void TestPolicyReading::theDocumentPickerListsTheDocumentsHeldEachWithAKey()
{
    auto *documents = m_window->findChild<QComboBox *>(QStringLiteral("documentBox"));
    QVERIFY(documents);
    QVERIFY(documents->isVisibleTo(m_window.get()));
    QCOMPARE(itemsOf(documents), (QStringList{QStringLiteral("CR"), QStringLiteral("MTR"), QStringLiteral("IPG"), QStringLiteral("JAR")}));
    lookUp(QStringLiteral("601.2b"));
    // Ctrl+3: the IPG, its editions listed newest first, the one in force on the rules'
    // date chosen, and its first section shown.
    QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(documents->currentText(), QStringLiteral("IPG"));
    QCOMPARE(m_window->document(), rulesdb::Document::IPG);
    QCOMPARE(itemsOf(m_editions),
             (QStringList{QStringLiteral("2025-06-01 en"), QStringLiteral("2024-09-23 en"), QStringLiteral("2024-04-15 en")}));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-09-23 en"));
    QVERIFY2(shown().contains(QStringLiteral("IPG Introduction")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("This guide gives judges the penalties to apply.")));
    // Ctrl+2 and Ctrl+4: the MTR and the JAR.
    QTest::keyClick(m_window.get(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(documents->currentText(), QStringLiteral("MTR"));
    QVERIFY2(shown().contains(QStringLiteral("MTR 2  Tournament Mechanics")), qPrintable(shown()));
    QCOMPARE(itemsOf(m_editions), (QStringList{QStringLiteral("2025-09-01 en"), QStringLiteral("2024-09-23 en")}));
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    QVERIFY2(shown().contains(QStringLiteral("JAR Introduction")), qPrintable(shown()));
    // Ctrl+1: back to the rule read, the CR's editions listed again.
    QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(documents->currentText(), QStringLiteral("CR"));
    QCOMPARE(*m_window->current(), (Target{Target::Rule, QStringLiteral("601.2b")}));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-11-08 en"));
    QCOMPARE(m_editions->count(), 3);
    // The lookup box names a document alone: its first section, the pickers on it.
    lookUp(QStringLiteral("JAR"));
    QCOMPARE(documents->currentText(), QStringLiteral("JAR"));
    QVERIFY2(shown().contains(QStringLiteral("JAR Introduction")), qPrintable(shown()));
    QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(documents->currentText(), QStringLiteral("CR"));
    // The picker itself does the same.
    documents->setCurrentIndex(documents->findText(QStringLiteral("JAR")));
    QVERIFY(shown().contains(QStringLiteral("JAR Introduction")));
    QCOMPARE(itemsOf(m_editions), QStringList{QStringLiteral("2024-09-23 en")});

    // A database of the CR alone has no choice to offer: no picker, and the keys say why.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cr-only.sqlite"));
    rulesdb::RulesStore(path).addEdition(keywordEdition());
    MainWindow crOnly(path);
    crOnly.show();
    QVERIFY(!crOnly.findChild<QComboBox *>(QStringLiteral("documentBox"))->isVisibleTo(&crOnly));
    QVERIFY(!crOnly.chooseDocument(rulesdb::Document::MTR));
    QCOMPARE(crOnly.statusBar()->currentMessage(),
             QStringLiteral("This database holds no Magic Tournament Rules (MTR): import one to read it."));
    QCOMPARE(crOnly.document(), rulesdb::Document::CR);
}

void TestPolicyReading::anEditionOfTheDocumentReadIsChosenInTheEditionPicker()
{
    lookUp(QStringLiteral("IPG 2.1"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-09-23 en"));
    // Another IPG: the same section there.
    m_editions->setCurrentIndex(m_editions->findText(QStringLiteral("2025-06-01 en")));
    QVERIFY2(shown().contains(QStringLiteral("The June wording of the definition.")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")));
    QCOMPARE(m_window->current()->edition, QStringLiteral("2025-06-01"));
    // Looked up again while that edition is chosen: read there.
    lookUp(QStringLiteral("IPG 2.10"));
    QVERIFY(shown().contains(QStringLiteral("Infraction Procedure Guide, effective 2025-06-01")));
    // Back and Forward come back to the edition chosen, across a CR rule.
    lookUp(QStringLiteral("601.2b"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-11-08 en"));
    m_window->goBack();
    m_window->goBack();
    QVERIFY2(shown().contains(QStringLiteral("The June wording of the definition.")), qPrintable(shown()));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-06-01 en"));
    // An MTR without the section read: its first section, and a word why.
    lookUp(QStringLiteral("MTR 2.12"));
    m_editions->setCurrentIndex(m_editions->findText(QStringLiteral("2025-09-01 en")));
    QVERIFY2(shown().contains(QStringLiteral("MTR 4  Communication")), qPrintable(shown()));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The MTR of 2025-09-01 has no section “2.12”: its first section is shown."));
}

void TestPolicyReading::thePickersFollowWhatIsShown()
{
    auto *documents = m_window->findChild<QComboBox *>(QStringLiteral("documentBox"));
    lookUp(QStringLiteral("MTR 4.3"));
    QCOMPARE(documents->currentText(), QStringLiteral("MTR"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-09-23 en"));
    // A link into the IPG, and one from the MTR into the CR.
    lookUp(QStringLiteral("IPG 2.1"));
    QCOMPARE(documents->currentText(), QStringLiteral("IPG"));
    emit m_view->anchorClicked(QUrl(formatOf(*m_view->document(), QStringLiteral("MTR section 4.3")).anchorHref()));
    QCOMPARE(documents->currentText(), QStringLiteral("MTR"));
    emit m_view->anchorClicked(QUrl(formatOf(*m_view->document(), QStringLiteral("rule 601.2b")).anchorHref()));
    QCOMPARE(documents->currentText(), QStringLiteral("CR"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-11-08 en"));
    // A bookmark of a section.
    m_window->goBack();
    QVERIFY(m_window->bookmarkCurrent(QString()));
    lookUp(QStringLiteral("601.2b"));
    QVERIFY(m_window->openBookmark(int(m_window->bookmarks().size()) - 1));
    QCOMPARE(documents->currentText(), QStringLiteral("MTR"));
    // Older rules chosen while a section is read: the policy of their time, the pickers with it.
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-07-30")));
    lookUp(QStringLiteral("IPG 2.1"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-04-15 en"));
    lookUp(QStringLiteral("601.2b"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-07-30 en"));
}

// "missed trigger", IPG 2.1's whole title, typed while the MTR is read opens IPG 2.1 and
// the document picker says IPG. Words that name nothing, typed while the IPG is read, are
// asked of the IPG: the pane says what the IPG lacks under the picker's IPG, never that
// the rules' edition has nothing of that name while the picker still names the IPG; a rule
// number the rules lack is said missing under the CR in the picker.
void TestPolicyReading::aTitleOpensItsSectionAndWordsAreAskedOfTheDocumentRead()
{
    auto *documents = m_window->findChild<QComboBox *>(QStringLiteral("documentBox"));
    lookUp(QStringLiteral("MTR 4.3"));
    QCOMPARE(documents->currentText(), QStringLiteral("MTR"));
    lookUp(QStringLiteral("missed trigger"));
    QCOMPARE(documents->currentText(), QStringLiteral("IPG"));
    QVERIFY2(shown().contains(QStringLiteral("\nIPG 2.1  Missed Trigger\n")), qPrintable(shown().left(200)));
    QCOMPARE(m_window->current()->key, QStringLiteral("2.1"));
    lookUp(QStringLiteral("zebra umbrella"));
    QCOMPARE(documents->currentText(), QStringLiteral("IPG"));
    QVERIFY2(shown().contains(QStringLiteral("The IPG of ")) && shown().contains(QStringLiteral("zebra umbrella")),
             qPrintable(shown()));
    // A rule number the rules' edition lacks, typed while the IPG is read: the pane says so
    // of the rules' edition, and the pickers name the CR and that edition, not the IPG.
    lookUp(QStringLiteral("999.9"));
    QVERIFY2(shown().contains(QStringLiteral("Rule 999.9 is not in this edition")), qPrintable(shown()));
    QCOMPARE(documents->currentText(), QStringLiteral("CR"));
}

void TestPolicyReading::theCitationNamesTheDocument()
{
    lookUp(QStringLiteral("IPG 2.1"));
    QCOMPARE(m_window->citation(), QStringLiteral("IPG 2.1 (effective 2024-09-23): Missed Trigger"));
    m_window->findChild<QAction *>(QStringLiteral("readMTR"))->trigger();
    QCOMPARE(m_window->citation(), QStringLiteral("MTR 2 (effective 2024-09-23): Tournament Mechanics"));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("MTR 2 — Rulekeeper"));
}

void TestPolicyReading::theContentsAreThoseOfTheDocumentRead()
{
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("ruleTree"));
    QVERIFY(tree);
    lookUp(QStringLiteral("IPG 2.1"));
    const QAbstractItemModel *model = tree->model();
    // The IPG's sections in order, subsections under their section.
    QCOMPARE(rowsOf(model), (QStringList{QStringLiteral("Introduction"), QStringLiteral("2  Game Play Errors"),
                                         QStringLiteral("Appendix A  Penalty Quick Reference")}));
    QCOMPARE(rowsOf(model, model->index(1, 0)),
             (QStringList{QStringLiteral("2.1  Missed Trigger"), QStringLiteral("2.10  Later Error")}));
    QVERIFY(!model->hasChildren(model->index(0, 0)));
    // It follows the section shown.
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("2.1"));
    // A click opens a section.
    tree->expandAll();
    const QModelIndex later = model->index(1, 0, model->index(1, 0));
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(later).center());
    QVERIFY2(shown().contains(QStringLiteral("IPG 2.10  Later Error")), qPrintable(shown()));
    QCOMPARE(*m_window->current(), (Target{Target::Section, QStringLiteral("2.10"), rulesdb::Document::IPG}));
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("2.10"));
    // The JAR's unnumbered sections, by their titles.
    lookUp(QStringLiteral("JAR Serious Problems"));
    QCOMPARE(rowsOf(tree->model()), (QStringList{QStringLiteral("Introduction"), QStringLiteral("Serious Problems")}));
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("Serious Problems"));
    // Another edition chosen: its contents (the MTR of 2025-09-01 has Loops at 4.3).
    lookUp(QStringLiteral("MTR 4.3"));
    m_editions->setCurrentIndex(m_editions->findText(QStringLiteral("2025-09-01 en")));
    QCOMPARE(rowsOf(tree->model(), tree->model()->index(0, 0)),
             (QStringList{QStringLiteral("4.3  Loops"), QStringLiteral("4.4  Tournament Shortcuts")}));
    // A rule of the CR: the CR's contents again, the rule's row current.
    lookUp(QStringLiteral("601.2b"));
    QVERIFY2(rowsOf(tree->model()).contains(QStringLiteral("6.  Spells, Abilities, and Effects")), qPrintable(rowsOf(tree->model()).join(u'|')));
    QCOMPARE(tree->currentIndex().data(NumberRole).toString(), QStringLiteral("601.2b"));
}

void TestPolicyReading::theHistoryOfASectionFollowsItAcrossItsEditions()
{
    lookUp(QStringLiteral("IPG 2.1"));
    m_window->showHistoryPanel();
    auto *panel = m_window->findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    QVERIFY(panel);
    // Its three wordings, the one read marked.
    QCOMPARE(panel->steps().size(), size_t(3));
    QCOMPARE(panel->steps()[0].edition, QStringLiteral("2024-04-15"));
    QCOMPARE(panel->steps()[2].edition, QStringLiteral("2025-06-01"));
    QCOMPARE(panel->steps()[2].change, rulesdb::ChangeKind::Modified);
    QCOMPARE(panel->markedStep(), 1);
    // The words changed, marked: June's inserted, September's struck.
    QVERIFY2(panel->toPlainText().contains(QStringLiteral("The June wording")), qPrintable(panel->toPlainText()));
    QCOMPARE(formatOf(*panel->document(), QStringLiteral("The June wording")).background().style(), Qt::SolidPattern);
    QVERIFY(formatOf(*panel->document(), QStringLiteral("A triggered ability")).fontStrikeOut());
    // A version clicked: that edition's section.
    const QString june = formatOf(*panel->document(), QStringLiteral("2025-06-01")).anchorHref();
    QVERIFY(!june.isEmpty());
    emit panel->anchorClicked(QUrl(june));
    QVERIFY2(shown().contains(QStringLiteral("The June wording of the definition.")), qPrintable(shown()));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-06-01 en"));
    QCOMPARE(panel->markedStep(), 2);
    // Renumbered: the MTR's Tournament Shortcuts went from 4.3 to 4.4 when Loops came in.
    lookUp(QStringLiteral("MTR 4.3"));
    QCOMPARE(panel->steps().size(), size_t(2));
    QCOMPARE(panel->steps()[1].number, QStringLiteral("4.4"));
    QCOMPARE(panel->steps()[1].previousNumber, QStringLiteral("4.3"));
    QVERIFY2(panel->toPlainText().contains(QStringLiteral("4.3 → 4.4")), qPrintable(panel->toPlainText()));
    emit panel->anchorClicked(QUrl(formatOf(*panel->document(), QStringLiteral("2025-09-01")).anchorHref()));
    QVERIFY2(shown().contains(QStringLiteral("MTR 4.4  Tournament Shortcuts")), qPrintable(shown()));
    // A CR rule: its own history again.
    lookUp(QStringLiteral("601.2b"));
    QVERIFY(panel->steps().empty() || panel->steps().back().number.startsWith(QStringLiteral("601.")));
}

// The real MTRs: 4.4 Triggered Abilities became 4.5 in 2019-05-03, when Loops came in.
void TestPolicyReading::theRealMtrsRenumberingIsInTheHistory()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString path = corpusDatabase(dir, {QStringLiteral("policy/mtr/2018-04-27.gatherer.html"),
                                              QStringLiteral("policy/mtr/2019-05-03.gatherer.html")});
    MainWindow window(path);
    window.show();
    QVERIFY(window.selectEdition(QString()));
    QVERIFY(window.showRule(QStringLiteral("MTR 4.5")));
    window.showHistoryPanel();
    auto *panel = window.findChild<HistoryPanel *>(QStringLiteral("historyPanel"));
    QVERIFY2(panel->steps().size() == 2, qPrintable(panel->toPlainText()));
    QCOMPARE(panel->steps()[0].edition, QStringLiteral("2018-04-27"));
    QCOMPARE(panel->steps()[0].number, QStringLiteral("4.4"));
    QCOMPARE(panel->steps()[1].number, QStringLiteral("4.5"));
    QCOMPARE(panel->steps()[1].previousNumber, QStringLiteral("4.4"));
    QVERIFY(panel->steps()[1].text.startsWith(QStringLiteral("Triggered Abilities")));
}

void TestPolicyReading::thePolicyDocumentsEditionsAreCompared()
{
    lookUp(QStringLiteral("IPG 2.1"));
    m_editions->setCurrentIndex(m_editions->findText(QStringLiteral("2025-06-01 en")));
    // From the IPG before the one read to it, section by section.
    DiffView *view = m_window->openDiffView();
    QVERIFY(view);
    QTRY_VERIFY(!view->isBusy());
    QVERIFY(view->diff());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::IPG);
    QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("diffFrom"))->currentText(), QStringLiteral("2024-09-23 en"));
    QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("diffTo"))->currentText(), QStringLiteral("2025-06-01 en"));
    QCOMPARE(diffColumn(*view, DiffModel::NewColumn), QStringList{QStringLiteral("2.1")});
    QCOMPARE(diffColumn(*view, DiffModel::KindColumn), QStringList{QStringLiteral("reworded")});
    QCOMPARE(view->reportTitle(), QStringLiteral("Infraction Procedure Guide changes 2024-09-23 to 2025-06-01"));
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("diffSummary"))->text(),
             QStringLiteral("1 change, 4 sections unchanged: 1 reworded"));
    QCOMPARE(view->findChild<QLineEdit *>(QStringLiteral("diffFilter"))->placeholderText(),
             QStringLiteral("Filter: a section number (2.1) or words  (Ctrl+F)"));
    QVERIFY2(view->findChild<QLabel *>(QStringLiteral("diffKeys"))->text().startsWith(QStringLiteral("Enter: show the section")),
             qPrintable(view->findChild<QLabel *>(QStringLiteral("diffKeys"))->text()));
    // Side by side: the section in both editions, the change selected.
    const auto *list = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    QCOMPARE(list->currentIndex().row(), 0);
    const QString before = view->findChild<QTextBrowser *>(QStringLiteral("diffOld"))->toPlainText();
    const QString after = view->findChild<QTextBrowser *>(QStringLiteral("diffNew"))->toPlainText();
    QVERIFY2(before.contains(QStringLiteral("A triggered ability of a player's own permanent is forgotten.")), qPrintable(before));
    QVERIFY2(after.contains(QStringLiteral("The June wording of the definition.")), qPrintable(after));
    view->close();

    // The MTR: Tournament Shortcuts renumbered under Loops, sections gone; a number filters
    // a section and those under it.
    lookUp(QStringLiteral("MTR 2.12"));
    view = m_window->openDiffView(QStringLiteral("2024-09-23"), QStringLiteral("2025-09-01"));
    QVERIFY(view);
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::MTR);
    auto *filter = view->findChild<QLineEdit *>(QStringLiteral("diffFilter"));
    QTest::keyClicks(filter, QStringLiteral("2"));
    QCOMPARE(diffColumn(*view, DiffModel::OldColumn), (QStringList{QStringLiteral("2"), QStringLiteral("2.12")}));
    QCOMPARE(diffColumn(*view, DiffModel::KindColumn), (QStringList{QStringLiteral("removed"), QStringLiteral("removed")}));
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("2.1"));
    QCOMPARE(diffColumn(*view, DiffModel::OldColumn), QStringList());
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("4.4"));
    QCOMPARE(diffColumn(*view, DiffModel::OldColumn), QStringList{QStringLiteral("4.3")});
    QCOMPARE(diffColumn(*view, DiffModel::NewColumn), QStringList{QStringLiteral("4.4")});
    // Enter on a change: that section in its edition.
    auto *rows = view->findChild<QTreeView *>(QStringLiteral("diffList"));
    rows->setCurrentIndex(rows->model()->index(0, 0));
    emit rows->activated(rows->currentIndex());
    QVERIFY2(shown().contains(QStringLiteral("MTR 4.4  Tournament Shortcuts")), qPrintable(shown()));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-09-01 en"));
    view->close();
    // Back on the CR: its editions compared again.
    lookUp(QStringLiteral("601.2b"));
    view = m_window->openDiffView(QStringLiteral("2024-07-30"), QStringLiteral("2024-11-08"));
    QVERIFY(view);
    QTRY_VERIFY(!view->isBusy());
    QCOMPARE(view->diff()->from.document, rulesdb::Document::CR);
    view->close();
}

void TestPolicyReading::theSearchPanelSearchesThePolicyDocumentsOrTheWholeLibrary()
{
    // The current rules: the policy documents' newest editions go with them, as the
    // command line searches them.
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    auto *panel = m_window->findChild<SearchPanel *>();
    auto *scope = panel->findChild<QComboBox *>(QStringLiteral("searchScope"));
    auto *results = panel->findChild<QListWidget *>(QStringLiteral("searchResults"));
    QVERIFY(scope->findText(QStringLiteral("Policy documents (MTR, IPG, JAR)")) >= 0);
    QVERIFY(scope->findText(QStringLiteral("The whole library")) >= 0);
    panel->setScope(SearchPanel::PolicyDocuments);
    QSignalSpy listed(panel, &SearchPanel::resultsShown);
    m_window->search(QStringLiteral("forgets upkeep"));
    QVERIFY(listed.wait());
    QVERIFY(results->count() > 0);
    // The hit says its document and section; it opens there, in the edition searched.
    rulesdb::RulesStore store(m_db);
    rulesdb::SearchOptions newest;
    newest.limit = 5;
    const auto expected = store.searchSections(QStringLiteral("forgets upkeep"), std::nullopt, newest);
    QVERIFY(!expected.empty());
    QCOMPARE(expected.front().number, QStringLiteral("2.1"));
    QVERIFY2(results->item(0)->data(Qt::AccessibleTextRole).toString().startsWith(QStringLiteral("IPG 2.1  Missed Trigger")),
             qPrintable(results->item(0)->data(Qt::AccessibleTextRole).toString()));
    emit results->itemClicked(results->item(0));
    QVERIFY2(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")), qPrintable(shown()));
    QVERIFY(shown().contains(QStringLiteral("The June wording of the definition.")));
    // The whole library: the CR's rules and the sections, as searchLibrary ranks them.
    panel->setScope(SearchPanel::WholeLibrary);
    QVERIFY(listed.wait());
    const auto library = store.searchLibrary(QStringLiteral("forgets upkeep"), lookupSearchOptions(*store.edition(QStringLiteral("2025-02-07"), QStringLiteral("en"))));
    QVERIFY(!library.empty());
    QVERIFY2(results->item(0)->data(NumberRole).toString() == library.front().number,
             qPrintable(results->item(0)->data(Qt::AccessibleTextRole).toString()));
    QCOMPARE(results->item(0)->data(DocumentRole).toInt(), int(library.front().document));
    // The lookup box: words naming no section open the section the search answers first.
    lookUp(QStringLiteral("ipg forgets upkeep"));
    QVERIFY2(shown().contains(QStringLiteral("IPG 2.1  Missed Trigger")), qPrintable(shown()));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("No section of the IPG is named “forgets upkeep”: the one that answers it best is shown."));
    // The rules' own scopes are there as before: the CR's rules, under a band of the
    // library's answers to a question that is the library's.
    panel->setScope(SearchPanel::ThisEdition);
    QVERIFY(listed.wait());
    bool underTheRules = false;
    for (int i = 0; i < results->count(); ++i) {
        if (results->item(i)->data(NumberRole).toString().isEmpty()) {
            underTheRules = underTheRules
                            || results->item(i)->data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("Comprehensive Rules"));
            continue;
        }
        QCOMPARE(results->item(i)->data(DocumentRole).toInt() == int(rulesdb::Document::CR), underTheRules);
    }
}

// A database of the CR alone offers no policy search.
void TestPolicyReading::aRulesOnlyDatabaseOffersNoPolicySearch()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cr-only.sqlite"));
    rulesdb::RulesStore(path).addEdition(keywordEdition());
    MainWindow crOnly(path);
    auto *scope = crOnly.findChild<SearchPanel *>()->findChild<QComboBox *>(QStringLiteral("searchScope"));
    QCOMPARE(scope->count(), 3);
    QCOMPARE(scope->findText(QStringLiteral("The whole library")), -1);
}

// The real IPG, MTR and JAR: the lookup box and the search panel answer words with the
// section `rulekeeper-cli search --document …` lists first (checked against it by hand).
// A judge asks the default search, scoped to the edition read, a question about procedure:
// "what happens if I forget a trigger". The CR's best text is a list of Homelands card
// names (206.3c, "Forget"); the answers are the MTR's, the IPG's and JAR's. They come
// first, in a band that says where they are from, the CR's after them, and the scope stays
// the edition read. A question about the game itself ("trample") gets no band.
void TestPolicyReading::theDefaultSearchListsTheLibrarysAnswersAboveTheRules()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString path = corpusDatabase(dir, {QStringLiteral("cr-txt/2026-01-16.txt"),
                                              QStringLiteral("policy/mtr/2026-02-27.pdftext.txt"),
                                              QStringLiteral("policy/ipg/2024-09-23.pdftext.txt"),
                                              QStringLiteral("policy/jar/2024-09-23.pdftext.txt")});
    MainWindow window(path);
    window.show();
    QVERIFY(window.selectEdition(QStringLiteral("2026-01-16")));
    auto *panel = window.findChild<SearchPanel *>();
    auto *results = panel->findChild<QListWidget *>(QStringLiteral("searchResults"));
    auto *scope = panel->findChild<QComboBox *>(QStringLiteral("searchScope"));
    QCOMPARE(scope->currentData().toInt(), int(SearchPanel::ThisEdition));
    QSignalSpy listed(panel, &SearchPanel::resultsShown);
    // Each row as read: a result as its document and number, a notice as its words.
    const auto rows = [&] {
        QStringList out;
        for (int i = 0; i < results->count(); ++i) {
            const QListWidgetItem *row = results->item(i);
            const QString number = row->data(NumberRole).toString();
            out << (number.isEmpty() ? row->data(Qt::AccessibleTextRole).toString()
                                     : rulesdb::documentName(rulesdb::Document(row->data(DocumentRole).toInt())).toUpper()
                                           + u' ' + number);
        }
        return out;
    };

    window.search(QStringLiteral("what happens if I forget a trigger"));
    QVERIFY(listed.wait());
    const QStringList asked = rows();
    QVERIFY2(asked.size() > 6, qPrintable(asked.join(u'|')));
    QVERIFY2(asked[0].contains(QStringLiteral("judge’s library")), qPrintable(asked.join(u'|')));
    const QStringList band = asked.mid(1, 3);
    QVERIFY2(band.contains(QStringLiteral("MTR 4.5")), qPrintable(asked.join(u'|')));
    QVERIFY2(band.contains(QStringLiteral("IPG 2.1")), qPrintable(asked.join(u'|')));
    QVERIFY2(std::any_of(band.begin(), band.end(), [](const QString &r) { return r.startsWith(QStringLiteral("JAR ")); }),
             qPrintable(asked.join(u'|')));
    QVERIFY2(asked[4].contains(QStringLiteral("Comprehensive Rules")), qPrintable(asked.join(u'|')));
    const qsizetype cards = asked.indexOf(QStringLiteral("CR 206.3c"));
    QVERIFY2(cards > 4, qPrintable(asked.join(u'|')));
    QCOMPARE(scope->currentData().toInt(), int(SearchPanel::ThisEdition));

    window.search(QStringLiteral("trample"));
    QVERIFY(listed.wait());
    const QStringList rules = rows();
    QVERIFY2(!rules.isEmpty() && rules.front() == QStringLiteral("CR 702.19"), qPrintable(rules.join(u'|')));
    QVERIFY2(std::none_of(rules.begin(), rules.end(), [](const QString &r) { return r.contains(QStringLiteral("library")); }),
             qPrintable(rules.join(u'|')));
}

void TestPolicyReading::theRealDocumentsAnswerAsTheCommandLineDoes()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString path = corpusDatabase(dir, {QStringLiteral("policy/ipg/2024-09-23.pdftext.txt"),
                                              QStringLiteral("policy/mtr/2023-11-13.pdftohtml.html"),
                                              QStringLiteral("policy/jar/2024-09-23.pdftext.txt")});
    MainWindow window(path);
    window.show();
    QVERIFY(window.selectEdition(QString()));
    auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
    auto *panel = window.findChild<SearchPanel *>();
    auto *results = panel->findChild<QListWidget *>(QStringLiteral("searchResults"));
    panel->setScope(SearchPanel::PolicyDocuments);
    QSignalSpy listed(panel, &SearchPanel::resultsShown);
    rulesdb::RulesStore store(path);
    const struct {
        rulesdb::Document document;
        const char *words, *section;
    } asked[] = {
        {rulesdb::Document::IPG, "forgot to reveal", "2.3"},
        {rulesdb::Document::IPG, "drew extra cards", "2.2"},
        {rulesdb::Document::MTR, "shuffling the deck", "3.10"},
        {rulesdb::Document::JAR, "player draws extra card",
         "A player accidentally draws more cards or has more cards in their hand than they were supposed to"},
    };
    for (const auto &a : asked) {
        const QString words = QString::fromUtf8(a.words);
        rulesdb::SearchOptions newest;
        newest.limit = 1;
        const auto hits = store.searchSections(words, a.document, newest);
        QVERIFY2(!hits.empty(), a.words);
        QCOMPARE(hits.front().number, QString::fromUtf8(a.section));
        const QString name = rulesdb::documentName(a.document).toUpper();
        QVERIFY(window.showRule(name + u' ' + words));
        QCOMPARE(window.current()->key, QString::fromUtf8(a.section));
        QVERIFY2(view->toPlainText().contains(name + u' ' + QString::fromUtf8(a.section)), qPrintable(view->toPlainText().left(200)));
    }
    // The panel lists the library's policy sections the way searchSections() ranks them.
    window.search(QStringLiteral("missed trigger"));
    QVERIFY(listed.wait());
    const auto hits = store.searchSections(QStringLiteral("missed trigger"), std::nullopt, rulesdb::SearchOptions{});
    QVERIFY(!hits.empty());
    QCOMPARE(results->item(0)->data(NumberRole).toString(), hits.front().number);
    QCOMPARE(results->item(0)->data(DocumentRole).toInt(), int(hits.front().document));
}

// "Rules in force on a date" while the IPG is read: the IPG of that day too, not the one
// of the rules' own date.
void TestPolicyReading::theDocumentReadInForceOnADate()
{
    lookUp(QStringLiteral("IPG 2.1"));
    QVERIFY(m_window->selectEditionInForce(QStringLiteral("2024-10-01")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-09-23 en"));
    QVERIFY2(shown().contains(QStringLiteral("A triggered ability of a player's own permanent is forgotten.")), qPrintable(shown()));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("In force on 2024-10-01: the rules effective 2024-07-30, the IPG effective 2024-09-23."));
    // The rules of that day are read: a CR rule is of them.
    lookUp(QStringLiteral("601.2b"));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2024-07-30 en"));
}

// An IPG that has been replaced reads like the rules that have: the band says so, and
// Alt+Home goes to the one in force today, at the same section.
void TestPolicyReading::aPolicyEditionNoLongerInForceIsSaidSo()
{
    auto *band = m_window->findChild<NoticeBand *>();
    QVERIFY(band);
    QVERIFY(m_window->showSection(rulesdb::Document::IPG, QStringLiteral("2.1"), QStringLiteral("2024-09-23")));
    QCOMPARE(band->text(), QStringLiteral("You are reading the IPG of 2024-09-23, replaced on 2025-06-01. The IPG in "
                                          "force today is that of 2025-06-01."));
    QVERIFY(band->actions().contains(m_window->findChild<QAction *>(QStringLiteral("backToCurrent"))));
    QTest::keySequence(m_window.get(), QKeySequence(QStringLiteral("Alt+Home")));
    QCOMPARE(m_editions->currentText(), QStringLiteral("2025-06-01 en"));
    QVERIFY2(shown().contains(QStringLiteral("IPG 2.1")), qPrintable(shown()));
    QCOMPARE(band->text(), QString());
}

// The words around a section (where it is from, "Penalty", "In this section") are the
// interface's, translated as the rule view's are; the section's own text stays English.
void TestPolicyReading::aSectionReadsInTheInterfacesLanguage()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German));
    lookUp(QStringLiteral("IPG 2.1"));
    const QString german = shown();
    lookUp(QStringLiteral("IPG 2"));
    const QString top = shown();
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QVERIFY2(german.contains(QStringLiteral("Strafe")), qPrintable(german));
    QVERIFY2(german.contains(QStringLiteral("gültig ab 2024-09-23")), qPrintable(german));
    QVERIFY2(german.contains(QStringLiteral("Missed Trigger")), qPrintable(german));
    QVERIFY2(top.contains(QStringLiteral("In diesem Abschnitt")), qPrintable(top));
}

QTEST_MAIN(TestPolicyReading)
#include "tst_policyreading.moc"
