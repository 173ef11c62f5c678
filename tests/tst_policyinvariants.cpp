// What holds of a policy document whatever the shape it was read from, tried on the real
// files of the shared corpus (skipped, saying so, when it is absent): a list set in columns
// is read column by column and its wrapped lines joined (the MTR's format sections, in the
// pdftohtml pages of 2024-12-16, the French-Vanilla dataset of 2025-11-10 and the text dump
// of 2026-02-27); examples are found alike in every shape; one version read from two shapes
// gives the same sections, words and examples; and a diff of two versions in different
// shapes lists no section for its shape alone.
#include "importer.h"
#include "policy/frenchvanilla.h"
#include "policy/pdftextdump.h"
#include "policy/pdftohtmlpage.h"
#include "policy/plaintextrules.h"
#include "rulesstore.h"
#include "testsupport.h"
#include "text/textdecoder.h"
#include "text/textfold.h"

#include <QDir>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace importers::policy;

namespace {

#define REQUIRE_POLICY_CORPUS()                                                                         \
    do {                                                                                                \
        if (testsupport::corpusFile(QStringLiteral("policy")).isEmpty()                                 \
            || !QDir(testsupport::corpusFile(QStringLiteral("policy"))).exists())                       \
            QSKIP("the shared corpus of policy documents is absent beside this clone; skipping");       \
    } while (false)

// A corpus file read by the reader of its shape, as the import reads it.
PolicyDocument read(const QString &file)
{
    const QString path = testsupport::corpusFile(QStringLiteral("policy/") + file);
    if (file.endsWith(u".json"))
        return readFrenchVanillaFolder(path);
    const QString text = importers::decodeText(testsupport::readAll(path), path).text;
    if (file.contains(u".plaintext."))
        return readPlainTextRules(text, path);
    return file.contains(u".pdftohtml.") ? readPdftohtmlPages(text, path) : readPdfTextDump(text, path);
}

const PolicySection *section(const PolicyDocument &doc, const QString &number)
{
    for (const PolicySection &s : doc.sections)
        if (s.number == number)
            return &s;
    return nullptr;
}

// The three shapes of the newest MTRs.
void mtrShapes()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("2024-12-16 pdftohtml") << "mtr/2024-12-16.pdftohtml.html";
    QTest::newRow("2025-11-10 frenchvanilla") << "mtr/2025-11-10.frenchvanilla/mtr_index.json";
    QTest::newRow("2026-02-27 pdftext") << "mtr/2026-02-27.pdftext.txt";
}

// Whether `names` stand one after the other among the paragraphs.
bool inOrder(const QStringList &paragraphs, const QStringList &names)
{
    const qsizetype first = paragraphs.indexOf(names.front());
    if (first < 0)
        return false;
    for (qsizetype i = 1; i < names.size(); ++i)
        if (paragraphs.value(first + i) != names.at(i))
            return false;
    return true;
}

// Every word of a section, typography folded: its title, paragraphs, parts and examples.
// The text dump lost the hyphens at its line ends and joined the words ("previouslyunknown",
// "pregame"), so the letters are compared without the spaces between words.
QString foldedWords(const PolicySection &s)
{
    QStringList all{s.title};
    all << s.paragraphs << s.examples;
    for (const PolicyPart &p : s.parts)
        all << p.label << p.paragraphs;
    return rulesdb::foldTypography(all.join(u' ')).remove(u' ');
}

} // namespace

class TestPolicyInvariants : public QObject {
    Q_OBJECT
private slots:
    // The banned lists a judge reads at deck checks: the special entries, then the cards in
    // the document's order, each a paragraph of its own.
    void formatListsAreLists_data() { mtrShapes(); }
    void formatListsAreLists()
    {
        REQUIRE_POLICY_CORPUS();
        QFETCH(QString, file);
        const PolicyDocument doc = read(file);
        const PolicySection *legacy = section(doc, u"6.6"_qs);
        QVERIFY(legacy);
        const QStringList &p = legacy->paragraphs;
        QVERIFY2(inOrder(p, testsupport::list({"All cards with the card type \u201CConspiracy\u201D (25 cards)",
                                               "All cards that reference \u201Cplaying for ante\u201D (9 cards)",
                                               "All cards that bring a sticker or an Attraction into the game (56 Cards). "
                                               "Click here for the list."})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Ancestral Recall", "Arcum\u2019s Astrolabe", "Balance", "Bazaar of Baghdad",
                                               "Black Lotus", "Channel", "Chaos Orb"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Mana Vault", "Memory Jar", "Mental Misstep", "Mind Twist",
                                               "Mishra\u2019s Workshop", "Mox Emerald", "Mox Jet"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY(p.contains(u"Oko, Thief of Crowns"_qs));
        const PolicySection *vintage = section(doc, u"6.5"_qs);
        QVERIFY(vintage);
        QVERIFY2(inOrder(vintage->paragraphs, testsupport::list({"The following cards are restricted in Vintage tournaments:",
                                                                 "Ancestral Recall", "Balance", "Black Lotus", "Brainstorm"})),
                 qPrintable(vintage->paragraphs.join(u'\n')));
        const PolicySection *modern = section(doc, u"6.4"_qs);
        QVERIFY(modern);
        const qsizetype banned = modern->paragraphs.indexOf(u"The following cards are banned in Modern tournaments:"_qs);
        QVERIFY2(banned > 0, qPrintable(modern->paragraphs.join(u'\n')));
        QVERIFY(modern->paragraphs.value(banned + 1).startsWith(u"Amped Raptor"));
        QCOMPARE(modern->paragraphs.value(banned + 2), u"Ancient Den"_qs);
        QCOMPARE(modern->paragraphs.value(banned + 3), u"Arcum\u2019s Astrolabe"_qs);
    }

    // No list of a format section keeps a column's line run into the other's, nor a wrapped
    // line alone ("list.", "(25 cards)", "cards)").
    void formatListsAreNotInterleaved_data()
    {
        mtrShapes();
        QTest::newRow("2021-09-24 pdftohtml") << "mtr/2021-09-24.pdftohtml.html";
        QTest::newRow("2023-11-13 pdftohtml") << "mtr/2023-11-13.pdftohtml.html";
    }
    void formatListsAreNotInterleaved()
    {
        REQUIRE_POLICY_CORPUS();
        QFETCH(QString, file);
        const PolicyDocument doc = read(file);
        int checked = 0;
        for (const PolicySection &s : doc.sections) {
            if (!s.number.startsWith(u"6.") || s.number == u"6.1" || s.number == u"6.2")
                continue;
            ++checked;
            for (const QString &p : s.paragraphs) {
                const QString where = s.number + u": "_qs + p.left(120);
                QVERIFY2(!p.contains(u"Click here for the"_qs) || p.endsWith(u"Click here for the list."_qs), qPrintable(where));
                QVERIFY2(!p.contains(u"\u2022"_qs), qPrintable(where));
                QVERIFY2(p.front().isUpper() || p.front().isDigit(), qPrintable(where)); // no wrapped line alone
                QVERIFY2(!p.contains(u"tournaments:"_qs) || p.startsWith(u"The following"_qs), qPrintable(where));
            }
        }
        QCOMPARE(checked, 5);
    }

    // "Example:" before each, or one "Examples" heading over numbered items, or a dataset's
    // examples run into the paragraph before: the same examples.
    void examplesAreFoundInEveryShape_data() { mtrShapes(); }
    void examplesAreFoundInEveryShape()
    {
        REQUIRE_POLICY_CORPUS();
        QFETCH(QString, file);
        const PolicyDocument doc = read(file);
        const PolicySection *sequencing = section(doc, u"4.3"_qs);
        QVERIFY(sequencing);
        QCOMPARE(sequencing->examples.size(), 5);
        QVERIFY(sequencing->examples.front().startsWith(u"1. A player discards a card to pay for Masticore"));
        QVERIFY(!sequencing->paragraphs.contains(u"Examples"_qs));
        QCOMPARE(section(doc, u"4.8"_qs)->examples.size(), 3);
        QCOMPARE(section(doc, u"5.2"_qs)->examples.size(), 2);
        QVERIFY(section(doc, u"5.2"_qs)->examples.back().startsWith(u"In the finals of a 1-slot"));
        int examples = 0;
        for (const PolicySection &s : doc.sections)
            examples += int(s.examples.size());
        QCOMPARE(examples, 11);
    }

    // The IPG of 2024-09-23 as a text dump of the PDF and as the French-Vanilla dataset: the
    // same numbered sections, titles, words (typography folded) and examples. The text dump
    // also has the unnumbered introduction, which the dataset leaves out.
    void oneVersionTwoShapes_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("ipg 2024-09-23") << "ipg/2024-09-23.pdftext.txt" << "ipg/2024-09-23.frenchvanilla/ipg_index.json";
    }
    void oneVersionTwoShapes()
    {
        REQUIRE_POLICY_CORPUS();
        QFETCH(QString, first);
        QFETCH(QString, second);
        const PolicyDocument a = read(first), b = read(second);
        QCOMPARE(a.document, b.document);
        QCOMPARE(a.date, b.date);
        std::vector<const PolicySection *> x, y;
        for (const PolicySection &s : a.sections)
            if (!s.number.isEmpty())
                x.push_back(&s);
        for (const PolicySection &s : b.sections)
            if (!s.number.isEmpty())
                y.push_back(&s);
        QCOMPARE(x.size(), y.size());
        QStringList compared, differing;
        for (size_t i = 0; i < x.size(); ++i) {
            QCOMPARE(x[i]->number, y[i]->number);
            QCOMPARE(rulesdb::foldTypography(x[i]->title), rulesdb::foldTypography(y[i]->title));
            QCOMPARE(x[i]->penalty, y[i]->penalty);
            // The dataset leaves out the text of the four top-level sections (only their
            // titles are there): a section either shape has no words of is not compared.
            const bool bothWorded = (!x[i]->paragraphs.isEmpty() || !x[i]->parts.empty())
                                    && (!y[i]->paragraphs.isEmpty() || !y[i]->parts.empty());
            if (bothWorded)
                compared << x[i]->number;
            if (bothWorded && foldedWords(*x[i]) != foldedWords(*y[i]))
                differing << x[i]->number;
            QStringList examplesX = x[i]->examples, examplesY = y[i]->examples;
            for (const PolicyPart &p : x[i]->parts)
                if (p.label == u"Examples")
                    examplesX << p.paragraphs;
            for (const PolicyPart &p : y[i]->parts)
                if (p.label == u"Examples")
                    examplesY << p.paragraphs;
            QCOMPARE(examplesX.size(), examplesY.size());
            for (qsizetype e = 0; e < examplesX.size(); ++e)
                QCOMPARE(rulesdb::foldTypography(examplesX.at(e)), rulesdb::foldTypography(examplesY.at(e)));
        }
        QVERIFY2(differing.isEmpty(), qPrintable(u"differ: "_qs + differing.join(u' ')));
        QVERIFY(compared.size() * 10 >= qsizetype(x.size()) * 8);
    }

    // MTR 2024-12-16 (pdftohtml pages) → 2026-02-27 (a text dump): 4.3 and 4.8 changed only in
    // how their shapes set the examples, so neither the store's diff nor the command line's
    // lists them.
    void diffListsNoShape()
    {
        REQUIRE_POLICY_CORPUS();
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("mtr.sqlite"));
        {
            rulesdb::RulesStore store(db);
            importers::importFiles(store,
                                   {testsupport::corpusFile(QStringLiteral("policy/mtr/2024-12-16.pdftohtml.html")),
                                    testsupport::corpusFile(QStringLiteral("policy/mtr/2026-02-27.pdftext.txt"))},
                                   {});
            const auto older = store.edition(u"2024-12-16"_qs, u"en"_qs, rulesdb::Document::MTR);
            const auto newer = store.edition(u"2026-02-27"_qs, u"en"_qs, rulesdb::Document::MTR);
            QVERIFY(older && newer);
            QStringList changed;
            for (const rulesdb::SectionChange &c : store.sectionDiff(*older, *newer))
                if (c.kind != rulesdb::ChangeKind::Unchanged && c.kind != rulesdb::ChangeKind::Typography)
                    changed << c.newer;
            QVERIFY2(!changed.contains(u"4.3"_qs) && !changed.contains(u"4.8"_qs), qPrintable(changed.join(u' ')));
            QVERIFY(changed.contains(u"4.1"_qs)); // a real change is still one
        }
        QProcess cli;
        cli.start(QStringLiteral(RULEKEEPER_CLI_PATH), {QStringLiteral("--db"), db, QStringLiteral("diff"),
                                                       QStringLiteral("2024-12-16"), QStringLiteral("2026-02-27"),
                                                       QStringLiteral("--document"), QStringLiteral("mtr")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QStringList listed;
        for (const QString &line : QString::fromUtf8(cli.readAllStandardOutput()).split(u'\n'))
            if (!line.startsWith(u' ') && line.contains(u"  ") && !line.startsWith(u"typography"))
                listed << line.section(QStringLiteral("  "), 1, 1); // "modified  4.3  Out-of-Order Sequencing"
        QVERIFY2(!listed.contains(u"4.3"_qs) && !listed.contains(u"4.8"_qs), qPrintable(listed.join(u' ')));
        QVERIFY2(listed.contains(u"4.1"_qs), qPrintable(listed.join(u' ')));
    }

    // The appendices' tables whose cells wrap over several lines (C: the tiebreakers' worked
    // examples; E: the Swiss rounds) read one row a paragraph, its cells in column order, in
    // every version the pdftohtml pages hold: the page centres a cell of one line between
    // the lines of a taller cell beside it, which grouping by height interleaved.
    void appendixTablesReadInRows_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("2021-09-24 pdftohtml") << "mtr/2021-09-24.pdftohtml.html";
        QTest::newRow("2023-11-13 pdftohtml") << "mtr/2023-11-13.pdftohtml.html";
        QTest::newRow("2024-12-16 pdftohtml") << "mtr/2024-12-16.pdftohtml.html";
    }
    void appendixTablesReadInRows()
    {
        REQUIRE_POLICY_CORPUS();
        QFETCH(QString, file);
        const PolicyDocument doc = read(file);
        const PolicySection *tiebreakers = section(doc, u"Appendix C"_qs);
        QVERIFY(tiebreakers);
        const QStringList &c = tiebreakers->paragraphs;
        QVERIFY2(inOrder(c, testsupport::list({"Tournament Record | Match Points | Rounds Played | Match-win Percentage",
                                               "5-2-1 | 16 | 8 | 16/(8*3) = 0.667",
                                               "1-3-0, then withdraws | 3 | 4 | 3/(4*3) = 0.25, so 0.33 is used.",
                                               "3-2-0, including a first-round bye, then withdraws | 9 | 5 | 9/(5*3) = 0.60",
                                               "Game-win percentage"})),
                 qPrintable(c.join(u'\n')));
        QVERIFY2(inOrder(c, testsupport::list({"Game Record by Match | Game Points | Games Played | Game-win Percentage",
                                               "Round 1: 2 wins (6 game points) \u2022 Round 2: 2 wins and 1 loss (6 game points) "
                                               "\u2022 Round 3: 1 win and 2 losses (3 game points) \u2022 Round 4: 2 wins (6 game "
                                               "points) | 21 | 10 | 21/(3*10) = 0.70"})),
                 qPrintable(c.join(u'\n')));
        const PolicySection *swiss = section(doc, u"Appendix E"_qs);
        QVERIFY(swiss);
        const QStringList &e = swiss->paragraphs;
        QVERIFY2(inOrder(e, testsupport::list({"Players (Teams) | Swiss Rounds | Playoff",
                                               "4 (Team/2HG Only) | 2 Single-Elimination Rounds (No Swiss) | None (Run Single Elimination)",
                                               "5-8 | 3 Single-Elimination Rounds (No Swiss) | None (Run Single Elimination)",
                                               "9-16 | 4 (if Limited Format with Booster Draft in Playoff) 5 (All Other Formats) | "
                                               "Top 8 (If Limited Format with Booster Draft in Playoff) Top 4 (All Other Formats)",
                                               "17-32 | 5 | Top 8"})),
                 qPrintable(e.join(u'\n')));
        // Every row of the three tables has its header's number of cells.
        for (const PolicySection *s : {tiebreakers, swiss}) {
            qsizetype columns = 0;
            for (const QString &p : s->paragraphs) {
                const qsizetype cells = p.count(u" | "_qs) + 1;
                if (cells == 1) {
                    columns = 0; // past a table
                    continue;
                }
                if (columns == 0)
                    columns = cells;
                QVERIFY2(cells == columns, qPrintable(s->number + u": "_qs + p));
            }
        }
    }

    // The text dump of 2026-02-27 writes a table's row on one line when its cells fit and a
    // wrapped cell's lines one under another, the cells beside it on a line of their own:
    // each row is one paragraph again (its words in the dump's order), the headers whose
    // cells wrap too, and a header is not run into the sentence above it (appendix E). The
    // dump keeps nothing between a row's cells: they are told apart where the row's words
    // show them (" | "), and a row they do not settle keeps its words as they stand.
    void textDumpTablesReadInRows()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument doc = read(u"mtr/2026-02-27.pdftext.txt"_qs);
        const PolicySection *tiebreakers = section(doc, u"Appendix C"_qs);
        QVERIFY(tiebreakers);
        const QStringList &c = tiebreakers->paragraphs;
        QVERIFY2(inOrder(c, testsupport::list({"Tournament Record Match Points Rounds Played Match-win Percentage",
                                               "5-2-1 | 16 | 8 | 16/(8*3) = 0.667",
                                               "1-3-0, then withdraws | 3 | 4 | 3/(4*3) = 0.25, so 0.33 is used.",
                                               "3-2-0, including a first-round bye, then withdraws | 9 | 5 | 9/(5*3) = 0.60",
                                               "Game-win percentage"})),
                 qPrintable(c.join(u'\n')));
        QVERIFY2(inOrder(c, testsupport::list({"Game Record by Match Game Points Games Played Game-win Percentage",
                                               "Round 1: 2 wins (6 game points) \u2022 Round 2: 2 wins and 1 loss (6 game points) "
                                               "\u2022 Round 3: 1 win and 2 losses (3 game points) \u2022 Round 4: 2 wins (6 game "
                                               "points) | 21 | 10 | 21/(3*10) = 0.70",
                                               "Round 1: 1 win and 2 losses (3 game points) \u2022 Round 2: 1 win and 2 losses (3 "
                                               "game points) \u2022 Round 3: 2 losses (0 game points) \u2022 Round 4: 1 win and 2 "
                                               "losses (3 game points) | 9 | 11 | 9/(3*11) = 0.27, so 0.33 is used.",
                                               "Opponents\u2019 match-win percentage"})),
                 qPrintable(c.join(u'\n')));
        const PolicySection *swiss = section(doc, u"Appendix E"_qs);
        QVERIFY(swiss);
        const QStringList &e = swiss->paragraphs;
        QVERIFY2(e.value(0).endsWith(u"for non-Premier tournaments."_qs), qPrintable(e.join(u'\n')));
        // The rows whose cells wrapped into more pieces than the table has columns keep
        // their words: nothing in them tells "2 Single-Elimination | Rounds (No Swiss) None …"
        // from "2 | Single-Elimination Rounds (No Swiss) | None …".
        QVERIFY2(inOrder(e, testsupport::list({"Players (Teams) Swiss Rounds Playoff",
                                               "4 (Team/2HG Only) 2 Single-Elimination Rounds (No Swiss) None (Run Single Elimination)",
                                               "5-8 3 Single-Elimination Rounds (No Swiss) None (Run Single Elimination)",
                                               "9-16 4 (if Limited Format with Booster Draft in Playoff) 5 (All Other Formats) Top 8 "
                                               "(If Limited Format with Booster Draft in Playoff) Top 4 (All Other Formats)",
                                               "17-32 | 5 | Top 8", "33-64 | 6 | Top 8"})),
                 qPrintable(e.join(u'\n')));
        QVERIFY2(inOrder(e, testsupport::list({"227-409 | 9 | Top 8", "410+ | 10 | Top 8"})), qPrintable(e.join(u'\n')));
        QVERIFY2(e.contains(u"Team tournaments consider each team as a single player for this purpose."_qs),
                 qPrintable(e.join(u'\n')));
        // Tables whose cells fit on their lines stay a row a line, their cells apart.
        const QStringList &b = section(doc, u"Appendix B"_qs)->paragraphs;
        QVERIFY2(inOrder(b, testsupport::list({"Cards remaining in pack | Time allotted", "15 cards | 40 seconds",
                                               "14 cards | 40 seconds"})),
                 qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"2 cards | 5 seconds", "1 card | N/A"})), qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"15-Card Booster 14-Card Booster Time allotted", "15 | 14 | 50 seconds",
                                               "13 | 12 | 45 seconds"})),
                 qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"3 | - | 5 seconds", "1 | 2 | N/A"})), qPrintable(b.join(u'\n')));
        // A chart of words alone: the level, a value the rows repeat, apart from the program.
        const QStringList &f = section(doc, u"Appendix F"_qs)->paragraphs;
        QVERIFY2(inOrder(f, testsupport::list({"Program Rules Enforcement Level", "Eternal Weekend | Competitive",
                                               "Friday Night Magic | Regular", "Game Day | Regular (Competitive recommended)",
                                               "Launch Party | Regular", "Limited Championship | Professional", "Prerelease | Regular"})),
                 qPrintable(f.join(u'\n')));
        QVERIFY2(inOrder(f, testsupport::list({"Spotlight Series \u2013 Day 1 | Competitive",
                                               "Spotlight Series \u2013 Day 2 | Professional",
                                               "Store Championship | Regular (Competitive recommended)",
                                               "World Championship | Professional"})),
                 qPrintable(f.join(u'\n')));
        // Text around the tables is left alone: no sentence is cut into cells.
        for (const PolicySection &s : doc.sections)
            for (const QString &p : s.paragraphs)
                if (p.contains(u" | "_qs))
                    QVERIFY2(s.number.startsWith(u"Appendix "_qs) || p.startsWith(u"Magic: The Gathering | "_qs),
                             qPrintable(s.number + u": "_qs + p));
    }

    // Every row the text dump of 2026-02-27 sets apart into cells is the row the pdftohtml
    // pages of 2024-12-16 give, cell for cell, where that version has the row (matched by
    // its first cell): the cells come from the dump's words, and the pages' positions
    // check them. Appendix F's "Limited Championship" came after 2024-12-16.
    void textDumpCellsAgreeWithPdftohtml()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument dump = read(u"mtr/2026-02-27.pdftext.txt"_qs);
        const PolicyDocument pages = read(u"mtr/2024-12-16.pdftohtml.html"_qs);
        int agreed = 0;
        QStringList unmatched;
        for (const QString &appendix : {u"Appendix B"_qs, u"Appendix C"_qs, u"Appendix E"_qs, u"Appendix F"_qs}) {
            const PolicySection *d = section(dump, appendix);
            const PolicySection *p = section(pages, appendix);
            QVERIFY(d && p);
            QHash<QString, QStringList> rowsByKey;
            for (const QString &row : p->paragraphs)
                if (row.contains(u" | "_qs))
                    rowsByKey[row.section(u" | "_qs, 0, 0)] << row;
            for (const QString &row : d->paragraphs) {
                if (!row.contains(u" | "_qs))
                    continue;
                const QStringList same = rowsByKey.value(row.section(u" | "_qs, 0, 0));
                if (same.isEmpty()) {
                    unmatched << row;
                    continue;
                }
                QVERIFY2(same.contains(row), qPrintable(appendix + u": "_qs + row + u" against "_qs + same.join(u" / "_qs)));
                ++agreed;
            }
        }
        // B: 15 + 8 rows, C: 3 + 2, E: 6, F: 13 (the header "Cards remaining in pack | Time
        // allotted", which the pages leave whole, and F's new row have no match).
        QCOMPARE(agreed, 47);
        QCOMPARE(unmatched, testsupport::list({"Cards remaining in pack | Time allotted", "Limited Championship | Professional"}));
    }

    // The French-Vanilla dataset of 2025-11-10 ran the appendices' tables into paragraphs,
    // several rows to one ("9 cards 20 seconds 8 cards 20 seconds"), and where a cell wraps
    // it mixed the rows ("2 Single-Elimination 4 (Team/2HG Only) None …"). The draft
    // timings cut into rows again, each the row the pdftohtml pages of 2024-12-16 give;
    // what cannot be cut (appendix C's worked examples, E's Swiss rounds, F's levels, and
    // the timing row whose "35" the dataset dropped) keeps its words, after a note that says
    // it is a table whose layout this copy lost, never as a sentence or as rows.
    void frenchVanillaTablesRowsOrSaidLost()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument dataset = read(u"mtr/2025-11-10.frenchvanilla/mtr_index.json"_qs);
        const PolicyDocument pages = read(u"mtr/2024-12-16.pdftohtml.html"_qs);
        static const char noteText[] = "[A table whose rows and columns this copy of the document lost: its words follow "
                                       "in the copy's order.]";
        const QString note = QString::fromUtf8(noteText);
        const QStringList &b = section(dataset, u"Appendix B"_qs)->paragraphs;
        QVERIFY2(inOrder(b, testsupport::list({"Cards remaining in pack | Time allotted", "15 cards | 40 seconds",
                                               "14 cards | 40 seconds", noteText, "13 cards seconds 12 cards 30 seconds",
                                               "11 cards | 25 seconds", "10 cards | 25 seconds", "9 cards | 20 seconds",
                                               "8 cards | 20 seconds"})),
                 qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"Cards remaining in pack 15-Card Booster 14-Card Booster Time allotted",
                                               "15 | 14 | 50 seconds", "13 | 12 | 45 seconds", "11 | 10 | 40 seconds",
                                               "9 | 8 | 30 seconds", "7 | 6 | 20 seconds", "5 | 4 | 10 seconds",
                                               "3 | - | 5 seconds", "1 | 2 | N/A"})),
                 qPrintable(b.join(u'\n')));
        // Each row is the pages' row of the same first cell, cell for cell.
        QHash<QString, QString> pageRows;
        for (const QString &row : section(pages, u"Appendix B"_qs)->paragraphs)
            if (row.contains(u" | "_qs))
                pageRows.insert(row.section(u" | "_qs, 0, 0), row);
        int agreed = 0;
        for (const QString &row : b) {
            if (!row.contains(u" | "_qs) || !pageRows.contains(row.section(u" | "_qs, 0, 0)))
                continue;
            QCOMPARE(row, pageRows.value(row.section(u" | "_qs, 0, 0)));
            ++agreed;
        }
        QCOMPARE(agreed, 13 + 8); // all but the header and the two rows run together, one of which lost its cell
        // The tables that cannot be cut: their words, after the note.
        const QStringList &c = section(dataset, u"Appendix C"_qs)->paragraphs;
        QVERIFY2(inOrder(c, testsupport::list({"These three players competed in an 8-round tournament, although only the first "
                                               "player completed all rounds.",
                                               noteText})),
                 qPrintable(c.join(u'\n')));
        QVERIFY2(c.value(c.indexOf(note) + 1).startsWith(u"Tournament Match-win Match Points Rounds Played Record"),
                 qPrintable(c.join(u'\n')));
        QVERIFY2(inOrder(c, testsupport::list({"Games Game-win Game Record by Match Game Points Played Percentage", noteText,
                                               "Round 1: 2 wins (6 game points)"})),
                 qPrintable(c.join(u'\n')));
        const QStringList &e = section(dataset, u"Appendix E"_qs)->paragraphs;
        QVERIFY2(inOrder(e, testsupport::list({"Players (Teams) Swiss Rounds Playoff", noteText})), qPrintable(e.join(u'\n')));
        QVERIFY2(e.value(e.indexOf(note) + 1).startsWith(u"2 Single-Elimination 4 (Team/2HG Only)"), qPrintable(e.join(u'\n')));
        const QStringList &f = section(dataset, u"Appendix F"_qs)->paragraphs;
        QVERIFY2(inOrder(f, testsupport::list({"The following chart indicates the appropriate (minimum) Rules Enforcement "
                                               "level for various programs:",
                                               noteText})),
                 qPrintable(f.join(u'\n')));
        QVERIFY2(f.value(f.indexOf(note) + 1).startsWith(u"Program Rules Enforcement Level Eternal Weekend Competitive"),
                 qPrintable(f.join(u'\n')));
        // The note is no word of the document: appendix F has the same words in the dataset
        // and in the text dump of 2026-02-27, which did not change it.
        const PolicyDocument dump = read(u"mtr/2026-02-27.pdftext.txt"_qs);
        QCOMPARE(rulesdb::foldTypography(f.join(u' ')),
                 rulesdb::foldTypography(section(dump, u"Appendix F"_qs)->paragraphs.join(u' ')));
        for (const QString &appendix : {u"Appendix C"_qs, u"Appendix E"_qs, u"Appendix F"_qs})
            for (const QString &p : section(dataset, appendix)->paragraphs)
                QVERIFY2(!p.contains(u" | "_qs), qPrintable(appendix + u": "_qs + p));
        // No note where there is no table, nor in the dataset of the IPG (its penalty
        // reference is read in rows already).
        for (const PolicySection &s : dataset.sections)
            if (!s.number.startsWith(u"Appendix "_qs))
                QVERIFY2(!s.paragraphs.contains(note), qPrintable(s.number));
        for (const QString &appendix : {u"Appendix A"_qs, u"Appendix D"_qs})
            QVERIFY2(!section(dataset, appendix)->paragraphs.contains(note), qPrintable(appendix));
        const PolicyDocument ipg = read(u"ipg/2024-09-23.frenchvanilla/ipg_index.json"_qs);
        for (const PolicySection &s : ipg.sections)
            QVERIFY2(!s.paragraphs.contains(note), qPrintable(s.number));
    }

    // The Tournament Rules of 2009 came through a word processor's text export, which wrote
    // each table one cell a line: appendix F's Swiss rounds and appendix B's draft timings
    // read a row a paragraph, their cells apart, a heading over several columns on its own.
    void cellTablesReadInRows()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument doc = read(u"mtr/2009-07-01.plaintext.txt"_qs);
        const PolicySection *swiss = section(doc, u"Appendix F"_qs);
        QVERIFY(swiss);
        const QStringList &f = swiss->paragraphs;
        QVERIFY2(inOrder(f, testsupport::list({"Players | Rounds", "8 | 3", "9-16 | 4", "17-32 | 5"})), qPrintable(f.join(u'\n')));
        QVERIFY2(inOrder(f, testsupport::list({"410+ | 10", "Team tournaments consider each team as a single player for this purpose."})),
                 qPrintable(f.join(u'\n')));
        const PolicySection *timeLimits = section(doc, u"Appendix B"_qs);
        QVERIFY(timeLimits);
        const QStringList &b = timeLimits->paragraphs;
        QVERIFY2(inOrder(b, testsupport::list({"Cards remaining in pack | Time allotted", "15 cards | 40 seconds",
                                               "14 cards | 40 seconds"})),
                 qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"Cards remaining in pack", "15-Card Booster | 14-Card Booster | Time allotted",
                                               "15 | 14 | 50 seconds", "13 | 12 | 45 seconds"})),
                 qPrintable(b.join(u'\n')));
        QVERIFY2(inOrder(b, testsupport::list({"3 | - | 5 seconds", "1 | 2 | N/A"})), qPrintable(b.join(u'\n')));
    }

    // The dataset read the Modern sets, printed in two columns in release order, across the
    // columns ("Eighth Edition • Eldritch Moon\u2122 • Mirrodin • Kaladesh\u2122 …") and ran the
    // last line of one column into the other ("Battle for Zendikar\u2122 Airbender (effective
    // …)"): read down the first column, then the second, one set a paragraph.
    void frenchVanillaSetListInReleaseOrder()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument doc = read(u"mtr/2025-11-10.frenchvanilla/mtr_index.json"_qs);
        const PolicySection *modern = section(doc, u"6.4"_qs);
        QVERIFY(modern);
        const QStringList &p = modern->paragraphs;
        QVERIFY2(inOrder(p, testsupport::list({"The following card sets are permitted in Modern tournaments:", "Eighth Edition",
                                               "Mirrodin", "Darksteel", "Fifth Dawn", "Champions of Kamigawa"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Magic Origins\u2122", "Battle for Zendikar\u2122", "Oath of the Gatewatch\u2122"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Eldritch Moon\u2122", "Kaladesh\u2122", "Aether Revolt\u2122", "Amonkhet\u2122"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Magic: The Gathering | Marvel\u2019s Spider-Man",
                                               "Magic: The Gathering | Avatar: The Last Airbender (effective November 14, 2025)",
                                               "Lorwyn Eclipsed (effective January 16, 2026)",
                                               "The following cards are banned in Modern tournaments:"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY(p.indexOf(u"Oath of the Gatewatch\u2122"_qs) < p.indexOf(u"Eldritch Moon\u2122"_qs));
        // The number of the page a column ends on is no part of its last name.
        QVERIFY2(inOrder(p, testsupport::list({"Oath of the Gatewatch\u2122", "Shadows over Innistrad\u2122",
                                               "Eldritch Moon\u2122"})),
                 qPrintable(p.join(u'\n')));
    }

    // The Pioneer sets, two columns read across with no trademark sign to show where a line
    // wrapped ("Throne of Eldraine Airbender (effective …)"): the Modern list read before
    // holds those sets whole and in release order, which puts them back down each column.
    void frenchVanillaPioneerSetsInReleaseOrder()
    {
        REQUIRE_POLICY_CORPUS();
        const PolicyDocument doc = read(u"mtr/2025-11-10.frenchvanilla/mtr_index.json"_qs);
        const PolicySection *pioneer = section(doc, u"6.7"_qs);
        QVERIFY(pioneer);
        const QStringList &p = pioneer->paragraphs;
        QVERIFY2(inOrder(p, testsupport::list({"The following card sets are permitted in Pioneer tournaments:",
                                               "Return to Ravnica", "Gatecrash", "Dragon\u2019s Maze", "Magic 2014 core set",
                                               "Theros"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Core Set 2020", "Throne of Eldraine", "Theros Beyond Death",
                                               "Ikoria: Lair of Behemoths", "Core Set 2021", "Zendikar Rising"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Edge of Eternities", "Magic: The Gathering | Marvel\u2019s Spider-Man",
                                               "Magic: The Gathering | Avatar: The Last Airbender (effective November 14, 2025)",
                                               "Lorwyn Eclipsed (effective January 16, 2026)",
                                               "The following cards are banned in Pioneer tournaments:", "Amalia Benavides Aguirre",
                                               "Balustrade Spy"})),
                 qPrintable(p.join(u'\n')));
        QVERIFY2(inOrder(p, testsupport::list({"Lurrus of the Dream-Den", "Nexus of Fate"})), qPrintable(p.join(u'\n')));
    }

    // IPG 2.1 from 2024-04-15 (pdftohtml pages) to 2024-09-23 (a text dump): the dump sets the
    // first sentences of the definition as one paragraph where the pages break it, which is
    // whitespace only, no change of words: the step's diff marks real changes and nothing else.
    void historyMarksNoWhitespace()
    {
        REQUIRE_POLICY_CORPUS();
        QTemporaryDir dir;
        rulesdb::RulesStore store(dir.filePath(QStringLiteral("ipg.sqlite")));
        importers::importFiles(store,
                               {testsupport::corpusFile(QStringLiteral("policy/ipg/2024-04-15.pdftohtml.html")),
                                testsupport::corpusFile(QStringLiteral("policy/ipg/2024-09-23.pdftext.txt"))},
                               {});
        const auto newer = store.edition(u"2024-09-23"_qs, u"en"_qs, rulesdb::Document::IPG);
        QVERIFY(newer);
        const auto missedTrigger = store.section(*newer, u"2.1"_qs);
        QVERIFY(missedTrigger);
        const std::vector<rulesdb::HistoryEntry> steps = store.sectionHistory(*newer, *missedTrigger);
        QCOMPARE(steps.size(), size_t(2));
        const QString &diff = steps.back().diff;
        static const QRegularExpression spaceOnly(QStringLiteral(R"(\[-\s*-\]|\{\+\s*\+\})"));
        QVERIFY2(!spaceOnly.match(diff).hasMatch(), qPrintable(diff));
        // The words that did change are still marked.
        QVERIFY2(diff.contains(u"{+If the turn-based action of putting a lore counter on a Saga is missed"_qs), qPrintable(diff));
        QVERIFY(diff.contains(u"fashion. The point by which the player needs"_qs));
    }
};

QTEST_GUILESS_MAIN(TestPolicyInvariants)
#include "tst_policyinvariants.moc"
