// Inputs that once broke an entry point under the fuzzers (fuzz/), kept in
// data/fuzz-regressions/<target>/ and fed to the same entry point as the fuzz target of
// that name: each must now be read or refused with an ImportError, and what is read must
// hold up where it goes next (rule numbers the store can parse, FTS5 expressions that are
// no syntax errors). Also a few hand-made nasty inputs with the behaviour each must get.

#include "cards/cardstore.h"
#include "cards/questioncards.h"
#include "importerror.h"
#include "jsonfile.h"
#include "readers/bookpages.h"
#include "readers/cardrulings.h"
#include "readers/crjson.h"
#include "readers/datasetrows.h"
#include "readers/datedrulings.h"
#include "readers/htmlpage.h"
#include "readers/officialtext.h"
#include "readers/rstpage.h"
#include "references.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "schema.h"
#include "search/searchquery.h"
#include "sqlite.h"
#include "testsupport.h"
#include "text/textdecoder.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QTest>
#include <functional>

using namespace rulesdb;
using importers::ImportError;

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void regressions_data();
    void regressions();
    void nulBytesAreRefused();
    void aTenMegabyteLine();
    void unbalancedQuotes();
    void unclosedTags();
    void deeplyNestedJson();
    void titlesWithNoRoomAreSkipped();
};

namespace {

// What an entry point made of an input: the ImportError's message when it refused it,
// else the rule numbers it produced (reference targets, for the reference extractor).
struct Outcome {
    bool refused = false;
    QString error;
    QStringList numbers;
    QString match; // the FTS5 expression, for the search query parser
    QString problem; // what is wrong with the cards a question names, for the question reader
};

// The cards a question names (fuzz/fuzz_questioncards.cpp), read with a CR that lists some
// words among names and cards of the shapes names come in: what is wrong with the places
// found, or empty. The search cuts those places out of the question.
QString questionCardsProblem(const QString &question)
{
    static RulesStore store(QStringLiteral(":memory:"));
    static std::unique_ptr<QuestionCards> mentions = [] {
        EditionData cr = testsupport::madeEdition(
            "2026-01-16", {{"205.3m", "The creature types are Angel, Beast, Elemental, Goblin, Golem, Human, Moon, "
                                      "Soldier, Spirit, Zombie, and Time Lord."},
                           {"107.10", "Lightning Bolt deals 3 damage to any target."}});
        store.addEdition(cr);
        CardSnapshot snapshot;
        snapshot.date = QStringLiteral("2022-04-25");
        snapshot.name = snapshot.sourceFile = snapshot.format = QStringLiteral("mtgjson");
        snapshot.sha256 = "regressions";
        for (const char *name : {"Fire // Ice", "Tarmogoyf", "Swords to Plowshares", "Dark Confidant", "Opt",
                                 "Lightning Bolt"}) {
            OracleCard card;
            card.name = QString::fromUtf8(name);
            for (const QString &face : card.name.split(QStringLiteral(" // ")))
                card.faces.push_back({face, {}, QStringLiteral("Instant"), QStringLiteral("Draw a card.")});
            snapshot.cards.push_back(std::move(card));
        }
        CardStore(store).addSnapshot(snapshot);
        const auto edition = store.edition(QString(), QStringLiteral("en"));
        return std::make_unique<QuestionCards>(store, &*edition);
    }();
    qsizetype end = 0;
    for (const QuestionCard &m : mentions->find(question)) {
        if (m.start < end || m.length <= 0 || m.start + m.length > question.size())
            return QStringLiteral("%1 at %2+%3: out of order, overlapping or outside").arg(m.name).arg(m.start).arg(m.length);
        if (question.mid(m.start, m.length) != m.typed)
            return QStringLiteral("%1's place does not hold \"%2\"").arg(m.name, m.typed);
        end = m.start + m.length;
    }
    return {};
}

QStringList numbersOf(const EditionData &edition)
{
    QStringList out;
    for (const RuleEntry &r : edition.rules)
        out << r.number;
    return out;
}

// The entry point each fuzz target drives, by the target's name (fuzz/fuzz_<name>.cpp).
Outcome feed(const QString &target, const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    const QString file = QStringLiteral("regression");
    using Rows = std::vector<importers::DatasetRow> (*)(const QString &, const QString &, QStringList &);
    const auto rows = [&](Rows read) {
        QStringList warnings;
        std::vector<importers::DatasetRow> found = read(text, file, warnings);
        return numbersOf(importers::rowsToEdition(std::move(found), file, warnings));
    };
    const QHash<QString, std::function<QStringList()>> entryPoints{
        {QStringLiteral("textdecoder"), [&] { return QStringList{importers::decodeText(bytes, file).encoding}; }},
        {QStringLiteral("officialtext"), [&] { return numbersOf(importers::parseOfficialText(text, file)); }},
        {QStringLiteral("rows_csv"), [&] { return rows(importers::readCsvRows); }},
        {QStringLiteral("rows_json"), [&] { return rows(importers::readJsonRows); }},
        {QStringLiteral("rows_jsonl"), [&] { return rows(importers::readJsonlRows); }},
        {QStringLiteral("rows_viewer"), [&] { return rows(importers::readViewerRows); }},
        {QStringLiteral("crjson"), [&] { return numbersOf(importers::readCrJson(text, file)); }},
        {QStringLiteral("bookpages"),
         [&] {
             // As the fuzz target does: a form feed starts the next page.
             std::vector<importers::BookPage> pages;
             for (const QString &page : text.split(u'\f'))
                 pages.push_back({file, page});
             return numbersOf(importers::readBookPages(std::move(pages)));
         }},
        {QStringLiteral("htmlpage"), [&] { return numbersOf(importers::readHtmlPage(text, file)); }},
        {QStringLiteral("htmltext"), [&] { return numbersOf(importers::readBulletedRules(text, file)); }},
        {QStringLiteral("rstpage"), [&] { return numbersOf(importers::readRstRules(text, file)); }},
        {QStringLiteral("datedrulings"), [&] { return numbersOf(importers::readDatedRulings(text, file)); }},
        {QStringLiteral("cardrulings"),
         [&] {
             (void)importers::readCardRulings(text, file);
             return QStringList();
         }},
        {QStringLiteral("jsonfile"),
         [&] {
             (void)importers::parseJsonFile(bytes, file, QStringLiteral("anything"));
             return QStringList();
         }},
        {QStringLiteral("rulenumber"),
         [&] {
             const auto n = RuleNumber::parse(text);
             return n ? QStringList{n->toString()} : QStringList();
         }},
        {QStringLiteral("references"),
         [&] {
             QStringList targets;
             for (const Reference &r : extractReferences(text))
                 targets += r.targets;
             return targets;
         }},
    };
    Outcome out;
    if (target == QStringLiteral("questioncards")) {
        out.problem = questionCardsProblem(text);
        return out;
    }
    if (target == QStringLiteral("searchquery")) {
        out.match = parseSearchQuery(text).match;
        return out;
    }
    const auto read = entryPoints.constFind(target);
    if (read == entryPoints.constEnd()) {
        out.refused = true;
        out.error = QStringLiteral("no entry point named %1").arg(target);
        return out;
    }
    try {
        out.numbers = (*read)();
    } catch (const ImportError &e) {
        out.refused = true;
        out.error = e.toString();
    }
    return out;
}

// Runs an expression against a table built like the store's index; the error, or empty.
QString ftsError(const QString &match)
{
    Database db(QStringLiteral(":memory:"));
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='%1');"
                           "INSERT INTO t(body) VALUES('702.19b Trample')")
                .arg(QString::fromLatin1(kFtsTokenize)));
    try {
        Statement s(db, "SELECT count(*) FROM t WHERE t MATCH ?1");
        s.bind(1, match);
        while (s.step()) {
        }
    } catch (const DbError &e) {
        return e.message();
    }
    return {};
}

} // namespace

void TestFuzzRegressions::initTestCase()
{
    QVERIFY2(QDir(testsupport::testData(QStringLiteral("fuzz-regressions"))).exists(),
             "data/fuzz-regressions is missing");
}

void TestFuzzRegressions::regressions_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    QDirIterator it(testsupport::testData(QStringLiteral("fuzz-regressions")), QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    for (const QString &path : paths) {
        const QFileInfo info(path);
        const QString target = info.dir().dirName();
        QTest::newRow(qPrintable(target + u'/' + info.fileName())) << target << path;
    }
}

void TestFuzzRegressions::regressions()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    const QByteArray bytes = testsupport::readAll(path);
    const Outcome out = feed(target, bytes);
    QVERIFY2(!out.error.startsWith(QStringLiteral("no entry point")), qPrintable(out.error));
    if (out.refused) {
        // A refusal names the file and says what was expected.
        QVERIFY2(out.error.startsWith(QStringLiteral("regression")), qPrintable(out.error));
        return;
    }
    if (target == QStringLiteral("textdecoder"))
        return;
    QVERIFY2(out.problem.isEmpty(), qPrintable(out.problem));
    for (const QString &number : out.numbers) {
        const auto n = RuleNumber::parse(number);
        QVERIFY2(n, qPrintable(QStringLiteral("\"%1\" is not a rule number").arg(number)));
        QCOMPARE(n->toString(), number);
    }
    if (!out.match.isEmpty())
        QVERIFY2(ftsError(out.match).isEmpty(), qPrintable(out.match + u' ' + ftsError(out.match)));
}

void TestFuzzRegressions::nulBytesAreRefused()
{
    static const char raw[] = "100.1. A rule\0\0\x01\x02 and then binary\0";
    const QByteArray binary(raw, sizeof raw - 1);
    try {
        (void)importers::decodeText(binary, QStringLiteral("nul.txt"));
        QFAIL("NUL bytes outside UTF-16 were decoded as text");
    } catch (const ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("nul.txt"));
        QCOMPARE(e.line(), 1);
    }
    // A NUL typed into the search box is a space, never the end of the FTS5 expression.
    QString typed = QStringLiteral("\"first#strike\" -to#ken");
    typed.replace(u'#', QChar(0));
    const SearchQuery q = parseSearchQuery(typed);
    QVERIFY(!q.match.contains(QChar(0)));
    QCOMPARE(q.terms, QStringList({QStringLiteral("first strike"), QStringLiteral("ken")}));
    QVERIFY2(ftsError(q.match).isEmpty(), qPrintable(q.match));
}

void TestFuzzRegressions::aTenMegabyteLine()
{
    const QString line = QString(10 * 1024 * 1024, u'x');
    QVERIFY(extractReferences(line).empty());
    QCOMPARE(parseSearchQuery(line).terms, QStringList{line});
    QVERIFY(!RuleNumber::parse(line));
    try {
        (void)importers::parseOfficialText(line, QStringLiteral("long.txt"));
        QFAIL("a line of x's was read as the rules");
    } catch (const ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("long.txt"));
    }
    // One rule whose text is the long line: read whole, not cut.
    QStringList warnings;
    const auto rows = importers::readCsvRows(QStringLiteral("number,text\n100.1,") + line,
                                             QStringLiteral("long.csv"), warnings);
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows.front().text.size(), line.size());
}

void TestFuzzRegressions::unbalancedQuotes()
{
    QStringList warnings;
    try {
        (void)importers::readCsvRows(QStringLiteral("number,text\n100.1,\"Text\n100.2,More\n"),
                                     QStringLiteral("quotes.csv"), warnings);
        QFAIL("a field left open was accepted");
    } catch (const ImportError &e) {
        QCOMPARE(e.line(), 2); // where the open record starts
        QVERIFY2(e.message().contains(QStringLiteral("closing \"")), qPrintable(e.message()));
    }
    // In the search box, an open quote runs to the end: a phrase still being typed.
    const SearchQuery q = parseSearchQuery(u"trample \"first stri");
    QCOMPARE(q.terms, QStringList({QStringLiteral("trample"), QStringLiteral("first stri")}));
    QVERIFY2(ftsError(q.match).isEmpty(), qPrintable(q.match));
}

void TestFuzzRegressions::unclosedTags()
{
    // An HTML5 parser closes what the page left open, as a browser would.
    const EditionData e = importers::readHtmlPage(
        QStringLiteral("<html><body><ul><li>100.1. These rules <b>apply <i>to<li>100.1a A "
                       "two-player game<div><p>Example: Unclosed"),
        QStringLiteral("open.html"));
    QCOMPARE(numbersOf(e), QStringList({QStringLiteral("100.1"), QStringLiteral("100.1a")}));
    QCOMPARE(e.rules.front().text, QStringLiteral("These rules apply to"));
    QCOMPARE(e.rules.back().examples, QStringList{QStringLiteral("Unclosed")});
}

void TestFuzzRegressions::deeplyNestedJson()
{
    const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
    try {
        (void)importers::parseJsonFile(deep, QStringLiteral("deep.json"), QStringLiteral("rows"));
        QFAIL("JSON nested 100000 deep was parsed");
    } catch (const ImportError &e) {
        QCOMPARE(e.line(), 1);
        QVERIFY2(e.message().startsWith(QStringLiteral("not valid JSON")), qPrintable(e.message()));
    }
}

void TestFuzzRegressions::titlesWithNoRoomAreSkipped()
{
    // A copy without section titles: headings that nothing numbers follow the last one...
    const QString numbered = QStringLiteral(":Date: 2011-07-15\n\nGeneral\n-------\n\n.. _`100.1`:\n\n"
                                            "100.1. A rule.\n\nEmpty\n-----\n\nEmpty Too\n---------\n");
    QCOMPARE(numbersOf(importers::readRstRules(numbered, QStringLiteral("titles.rst"))),
             QStringList({QStringLiteral("100."), QStringLiteral("100.1"), QStringLiteral("101."),
                          QStringLiteral("102.")}));
    // ...unless the last was x99: 200. would be another section's, "0." is no number.
    const QString full = QStringLiteral(":Date: 2011-07-15\n\nLast\n----\n\n.. _`199.1`:\n\n"
                                        "199.1. A rule.\n\nNo Room\n-------\n");
    const EditionData e = importers::readRstRules(full, QStringLiteral("titles.rst"));
    QCOMPARE(numbersOf(e), QStringList({QStringLiteral("199."), QStringLiteral("199.1")}));
    QVERIFY2(e.warnings.join(u'\n').contains(QStringLiteral("\"No Room\"")), qPrintable(e.warnings.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
