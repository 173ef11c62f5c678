// The lookup box: numbers as people type them, keywords, glossary terms, judges'
// shorthand, layers and misspellings, and what a lookup that finds nothing leaves.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "importer.h"
#include "window/lookup.h"
#include "rulesstore.h"

#include <QApplication>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

class TestLookup : public AppTest {
    Q_OBJECT
private slots:
    void typingANumberShowsTheRule();
    void numbersAsPeopleTypeThem();
    void keywordsAndGlossaryTerms();
    void typingAnywhereStartsALookup();
    void aLookupThatFindsNothingLeavesNoStaleAnswer();
    void lookupReadsShorthandLayersAndMisspellings();
    void aRangeTypedSaysItWasCutToItsFirstRule();
};

void TestLookup::typingANumberShowsTheRule()
{
    lookUp(QStringLiteral("601.2g"));
    QVERIFY(m_window->current());
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2g"));
    QVERIFY2(shown().contains(QStringLiteral("the player may activate mana abilities")), qPrintable(shown()));
    // Breadcrumbs: names in full; a rule above that is a sentence, by its number only.
    QVERIFY2(shown().startsWith(QStringLiteral("6. Spells, Abilities, and Effects  ›  601. Casting Spells  ›  601.2\n")),
             qPrintable(shown()));
    QVERIFY(!shown().contains(QStringLiteral("To cast a spell is to take it")));
    QVERIFY(shown().contains(QStringLiteral("effective 2024-11-08")));
    QVERIFY(shown().contains(QStringLiteral("Text in force since 2024-11-08")));
}

void TestLookup::numbersAsPeopleTypeThem()
{
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    // Also a decimal comma, and a reference copied from the rules or a ruling (its first rule).
    for (const char *typed : {"702.33a", "702.33 a", "70233a", "702.33A", "702,33a", "rule 702.33a",
                              "see rule 702.33a.", "CR 702.33a", "rules 702.33a-b", "(rule 702.33a)", "702.33a-b"}) {
        lookUp(QStringLiteral("702.33")); // elsewhere first, so that each form must lead there itself
        lookUp(QString::fromLatin1(typed));
        QVERIFY2(m_window->current() && m_window->current()->key == QStringLiteral("702.33a"), typed);
    }
    // Pasted with the rules' en dash; with other words, it is a question for the search.
    m_lookup->setText(QStringLiteral("rules 702.33b\u2013c"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.33b"));
    lookUp(QStringLiteral("kicker cost rule 702.33a"));
    QCOMPARE(m_window->current()->key, QStringLiteral("702.33b"));
    m_lookup->setText(QStringLiteral("参见规则702.33a"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.33a"));
    // A rule with its subrules.
    lookUp(QStringLiteral("702.33"));
    QCOMPARE(m_window->current()->key, QStringLiteral("702.33"));
    QVERIFY(shown().contains(QStringLiteral("702.33a  Kicker is a static ability")));
    QVERIFY(shown().contains(QStringLiteral("702.33b  Paying a kicker cost")));
}

void TestLookup::keywordsAndGlossaryTerms()
{
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    lookUp(QStringLiteral("kicker"));
    QCOMPARE(m_window->current()->kind, Target::Rule);
    QCOMPARE(m_window->current()->key, QStringLiteral("702.33"));

    lookUp(QStringLiteral("mana ability"));
    QCOMPARE(m_window->current()->kind, Target::Glossary);
    QCOMPARE(m_window->current()->key, QStringLiteral("Mana Ability"));
    QVERIFY(shown().contains(QStringLiteral("An activated or triggered ability that could create mana")));

    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
    lookUp(QStringLiteral("Trample"));
    QCOMPARE(m_window->current()->key, QStringLiteral("702.19"));
}

void TestLookup::typingAnywhereStartsALookup()
{
    lookUp(QStringLiteral("702.19b"));
    m_view->setFocus();
    QVERIFY(m_view->hasFocus());
    QTest::keyClick(m_view, '6');
    QVERIFY(m_lookup->hasFocus());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("01.2f"));
    QCOMPARE(m_lookup->text(), QStringLiteral("601.2f"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2f"));
}

void TestLookup::aLookupThatFindsNothingLeavesNoStaleAnswer()
{
    auto *tree = m_window->findChild<QTreeView *>(QStringLiteral("ruleTree"));
    lookUp(QStringLiteral("601.2g"));
    QVERIFY(tree->currentIndex().isValid());
    // Words that name nothing go to the search; the rule shown before is not their answer.
    lookUp(QStringLiteral("zzyzx quorble"));
    QVERIFY2(!shown().contains(QStringLiteral("mana abilities")), qPrintable(shown()));
    QVERIFY2(shown().contains(QStringLiteral("zzyzx quorble")), qPrintable(shown()));
    QVERIFY(m_window->citation().isEmpty());
    QVERIFY(!m_window->windowTitle().contains(QStringLiteral("601.2g")));
    QVERIFY(!tree->currentIndex().isValid());
    // A number the edition lacks: said in the view and the status line, which clears on
    // the next lookup that finds its rule.
    lookUp(QStringLiteral("601.2g"));
    lookUp(QStringLiteral("999.9"));
    QVERIFY(shown().contains(QStringLiteral("Rule 999.9 is not in this edition")));
    QVERIFY(!shown().contains(QStringLiteral("mana abilities")));
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    QVERIFY(!tree->currentIndex().isValid());
    lookUp(QStringLiteral("601.2"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QString());
    QVERIFY(tree->currentIndex().isValid());
    // A glossary entry is not a rule of the contents: no rule stays selected there.
    QVERIFY(m_window->selectEdition(QStringLiteral("2025-02-07")));
    lookUp(QStringLiteral("702.33a"));
    QVERIFY(tree->currentIndex().isValid());
    lookUp(QStringLiteral("mana ability"));
    QCOMPARE(m_window->current()->kind, Target::Glossary);
    QVERIFY(!tree->currentIndex().isValid());
}

// Judges' shorthand in the lookup box opens what the search panel lists first for it; a
// layer opens its rule (with its sublayers); a misspelt keyword opens the keyword meant.
// On the real rules of 2026-01-16.
void TestLookup::lookupReadsShorthandLayersAndMisspellings()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("real.sqlite"));
    rulesdb::RulesStore store(db);
    importers::importFiles(store, {testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
                                   testsupport::corpusFile(QStringLiteral("policy/ipg/2024-09-23.pdftext.txt"))},
                           {});
    const auto edition = store.edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    const auto lookedUp = [&](const char *typed) {
        const auto t = resolveLookup(store, *edition, QString::fromUtf8(typed));
        return t ? (t->kind == Target::Glossary ? QStringLiteral("glossary ") : QString()) + t->key : QStringLiteral("nothing");
    };
    for (const char *shorthand : {"SBA", "sbas", "CMC", "ETB", "LKI"}) {
        const auto first = store.search(QString::fromUtf8(shorthand), lookupSearchOptions(*edition));
        QVERIFY(!first.empty());
        const QString expected = (first.front().in == rulesdb::TextPlace::Glossary ? QStringLiteral("glossary ") : QString())
                                 + first.front().number;
        QCOMPARE(lookedUp(shorthand), expected);
    }
    QCOMPARE(lookedUp("SBA"), QStringLiteral("704."));
    // No title is "mana value": the rule its glossary entry cites, as a judge cites it.
    QCOMPARE(lookedUp("CMC"), QStringLiteral("202.3"));
    QCOMPARE(lookedUp("layer 7"), QStringLiteral("613.4"));
    QCOMPARE(lookedUp("Layer 7b"), QStringLiteral("613.4b"));
    QCOMPARE(lookedUp("L7"), QStringLiteral("613.4"));
    QCOMPARE(lookedUp("layer 4"), QStringLiteral("613.1d"));
    QCOMPARE(lookedUp("deathtuch"), QStringLiteral("702.2"));
    QCOMPARE(lookedUp("trampel"), QStringLiteral("702.19"));
    // Still nothing for words that name nothing: those are a question for the search.
    QCOMPARE(lookedUp("my opponent blocks with two creatures"), QStringLiteral("nothing"));
    // The tournament policy's shorthand: the IPG's section, not a rule with some of its words.
    for (const char *infraction : {"GRV", "FtMGS"}) {
        const auto t = resolveLookup(store, *edition, QString::fromUtf8(infraction));
        QVERIFY2(t && t->kind == Target::Section && t->document == rulesdb::Document::IPG, infraction);
        QCOMPARE(t->key, QString::fromUtf8(std::string_view(infraction) == "GRV" ? "2.5" : "2.6"));
    }
    // A penalty names no section: "DQ" is not the first infraction that carries one. Two
    // shorthands that no rule has together name no rule that has one of them (604.7).
    QCOMPARE(lookedUp("DQ"), QStringLiteral("nothing"));
    QCOMPARE(lookedUp("ETB LKI"), QStringLiteral("nothing"));

    // Through the window's box, as a judge types it.
    MainWindow window(db);
    window.show();
    QVERIFY(window.selectEdition(QStringLiteral("2026-01-16")));
    QVERIFY(window.showRule(QStringLiteral("SBA")));
    QCOMPARE(window.current()->key, QStringLiteral("704."));
    QVERIFY(window.showRule(QStringLiteral("deathtuch")));
    QCOMPARE(window.current()->key, QStringLiteral("702.2"));
    QVERIFY(window.showRule(QStringLiteral("GRV")));
    QCOMPARE(window.current()->kind, Target::Section);
    QCOMPARE(window.current()->key, QStringLiteral("2.5"));
}

// "601.2f–h" cites three rules; the first is shown, and the status line says so, naming
// what was typed and the rule shown. A single rule says nothing of the kind.
void TestLookup::aRangeTypedSaysItWasCutToItsFirstRule()
{
    // Pasted as the rules write it, with its en dash (no key types one).
    m_lookup->setFocus();
    m_lookup->setText(QStringLiteral("601.2f–h"));
    QTest::keyClick(m_lookup, Qt::Key_Return);
    QCOMPARE(m_window->current()->key, QStringLiteral("601.2f"));
    const QString said = m_window->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("601.2f–h names 3 rules; showing the first, 601.2f")), qPrintable(said));
    lookUp(QStringLiteral("rules 601.2f-h"));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("names 3 rules")),
             qPrintable(m_window->statusBar()->currentMessage()));
    lookUp(QStringLiteral("601.2g"));
    QVERIFY2(!m_window->statusBar()->currentMessage().contains(QStringLiteral("names")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

QTEST_MAIN(TestLookup)
#include "tst_lookup.moc"
