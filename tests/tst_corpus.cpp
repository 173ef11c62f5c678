// Every official edition of the corpus, imported into one database the way a user would:
// dates from the files' own headers, counts, real rule texts, shared texts, references.
// Skips with a message when ../shared (the corpus) is absent.

#include "importer.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace rulesdb;

class TestCorpus : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyEditionImportedWithItsOwnDate();
    void countsMatchTheSources_data();
    void countsMatchTheSources();
    void realRuleTexts_data();
    void realRuleTexts();
    void textsAreSharedAcrossEditions();
    void referencesResolveInModernEditions();
    void reimportingAddsNothing();
    void searchFindsTheKeywordRule();
    void translationsImportAsChinese_data();
    void translationsImportAsChinese();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<RulesStore> m_store;
    QStringList m_files;
};

void TestCorpus::initTestCase()
{
    REQUIRE_SHARED();
    const QDir dir(testsupport::corpusFile(QStringLiteral("cr-txt")));
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        m_files << dir.filePath(f);
    QVERIFY(m_files.size() >= 99);
    m_store = std::make_unique<RulesStore>(m_dir.filePath(QStringLiteral("corpus.sqlite")));
    for (const QString &f : m_files) {
        try {
            importers::importFiles(*m_store, {f}, importers::ImportOptions{});
        } catch (const std::exception &e) {
            QFAIL(qPrintable(QStringLiteral("%1: %2").arg(f, QString::fromUtf8(e.what()))));
        }
    }
}

void TestCorpus::everyEditionImportedWithItsOwnDate()
{
    const auto editions = m_store->editions();
    QCOMPARE(int(editions.size()), m_files.size());
    for (const auto &e : editions) {
        // The corpus names each file by the date its header states.
        QCOMPARE(e.source, e.date + QStringLiteral(".txt"));
        QCOMPARE(e.language, QStringLiteral("en"));
        // Two files went through a code page without curly quotes or dashes: every "’" of
        // 2008-05-01 and every "—" of 2009-05-01 is a "?" ("don?t", "cards?even").
        const bool lostPunctuation = e.date == QStringLiteral("2008-05-01") || e.date == QStringLiteral("2009-05-01");
        QVERIFY2(e.flags == (lostPunctuation ? FlagLossy : 0), qPrintable(e.date + u' ' + flagNames(e.flags).join(u',')));
        QVERIFY2(e.rules > 500, qPrintable(e.date)); // 514 in March 2003, 3,114 in 2026
        QVERIFY2(e.glossary > 100, qPrintable(e.date));
        // A term is a name, never a name with its definition run into it (2021-06-18 lost
        // the line break after eleven: "Ability1. Text on an object…").
        static const QRegularExpression sense(QStringLiteral("\\d\\.\\s"));
        for (const QString &term : m_store->glossaryTerms(e))
            QVERIFY2(!term.contains(sense) && term.size() < 80, qPrintable(e.date + u' ' + term));
        QVERIFY2(e.examples > 50, qPrintable(e.date)); // 61 in March 2003
    }
}

void TestCorpus::countsMatchTheSources_data()
{
    // Rules + subrules of the twelve editions described in corpus/SOURCES.md. Its table
    // counts only lines like "100.1. " and "100.1a ", so it misses real rules printed
    // without the dot ("606.5 If …", "901.4.All …"), with an extra one ("119.1d. In …") or
    // with a stray space ("702. 37a Storm …"), and, in 2009-07-11, four rule lines indented
    // by a space (" 509.1c", " 605.3a", " 611.2.", " 615.1d"); the figures here count those
    // too (checked line by line against the files).
    QTest::addColumn<QString>("date");
    QTest::addColumn<int>("rules");
    QTest::addColumn<QString>("encoding");
    const auto row = [](const char *date, int table, int extra, const char *encoding) {
        QTest::newRow(date) << QString::fromUtf8(date) << table + extra << QString::fromUtf8(encoding);
    };
    row("2006-10-01", 419 + 539, 6 + 8 + 1, "macintosh");
    row("2009-07-11", 645 + 814, 2 + 5 + 2 + 4, "US-ASCII");
    row("2010-02-01", 717 + 916, 1 + 3, "windows-1252");
    row("2013-05-01", 841 + 1088, 0 + 1, "UTF-16BE");
    row("2016-09-30", 903 + 1250, 0, "UTF-16LE");
    row("2017-09-29", 918 + 1320, 0, "windows-1252");
    row("2019-01-25", 941 + 1386, 0 + 1, "IBM437");
    row("2019-05-03", 945 + 1387, 0 + 1, "UTF-8");
    row("2022-10-07", 1066 + 1689, 2 + 3, "windows-1252");
    row("2022-11-18", 1078 + 1708, 2 + 3, "UTF-16BE");
    row("2024-07-30", 1121 + 1869, 2 + 1, "UTF-8");
    row("2026-01-16", 1156 + 1956, 1 + 1, "UTF-8");
}

void TestCorpus::countsMatchTheSources()
{
    QFETCH(QString, date);
    QFETCH(int, rules);
    QFETCH(QString, encoding);
    const auto e = m_store->edition(date, QStringLiteral("en"));
    QVERIFY(e);
    QCOMPARE(e->rules, rules);
    QCOMPARE(e->encoding, encoding);
}

void TestCorpus::realRuleTexts_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("startsWith");
    QTest::addColumn<int>("examples");
    QTest::newRow("2024 trample") << QStringLiteral("2024-07-30") << QStringLiteral("702.19b")
                                  << QStringLiteral("The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.")
                                  << 2;
    QTest::newRow("2009 object") << QStringLiteral("2009-07-11") << QStringLiteral("109.1")
                                 << QStringLiteral("An object is an ability on the stack, a card, a copy of a card, a token, a spell, or a permanent.")
                                 << 0;
    QTest::newRow("2006 object, old numbering") << QStringLiteral("2006-10-01") << QStringLiteral("200.8")
                                                << QStringLiteral("An object is an ability on the stack, a card, a copy of a card, a token, a spell, or a permanent. The term \"object\"")
                                                << 0;
    QTest::newRow("2003 playing a spell") << QStringLiteral("2003-03-15") << QStringLiteral("409.1g")
                                          << QStringLiteral("Once the steps described in 409.1a-409.1f are completed, the spell or ability becomes played.")
                                          << 0;
    QTest::newRow("2003 heading") << QStringLiteral("2003-03-15") << QStringLiteral("409.")
                                  << QStringLiteral("Playing Spells and Activated Abilities") << 0;
    QTest::newRow("2026 section") << QStringLiteral("2026-01-16") << QStringLiteral("7.")
                                  << QStringLiteral("Additional Rules") << 0;
}

void TestCorpus::realRuleTexts()
{
    QFETCH(QString, date);
    QFETCH(QString, number);
    QFETCH(QString, startsWith);
    QFETCH(int, examples);
    const auto e = m_store->edition(date, QStringLiteral("en"));
    QVERIFY(e);
    const auto r = m_store->rule(*e, *RuleNumber::parse(number));
    QVERIFY2(r, qPrintable(number));
    QVERIFY2(r->rule.text.startsWith(startsWith), qPrintable(r->rule.text));
    QCOMPARE(r->rule.examples.size(), examples);
}

void TestCorpus::textsAreSharedAcrossEditions()
{
    Database &db = m_store->database();
    const qint64 rows = db.queryInt("SELECT count(*) FROM rules");
    const qint64 distinct = db.queryInt("SELECT count(DISTINCT text_id) FROM rules");
    qInfo("%lld rule rows share %lld distinct texts", rows, distinct);
    QVERIFY(rows > 190000);
    QVERIFY(distinct < rows / 10);
}

void TestCorpus::referencesResolveInModernEditions()
{
    const auto e = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    const auto in = m_store->referencesTo(*e, *RuleNumber::parse(u"601.2f"));
    QVERIFY(in.size() >= 3);
    // The official text cites very few numbers it lacks.
    QVERIFY2(e->danglingRefs < 20, qPrintable(QString::number(e->danglingRefs)));
}

void TestCorpus::reimportingAddsNothing()
{
    const auto outcomes = importers::importFiles(*m_store, {m_files.last()}, importers::ImportOptions{});
    QCOMPARE(outcomes.front().result.status, AddStatus::AlreadyImported);
    QCOMPARE(int(m_store->editions().size()), m_files.size());
}

void TestCorpus::searchFindsTheKeywordRule()
{
    const auto e = m_store->edition(QString(), QStringLiteral("en"));
    SearchOptions opts;
    opts.editionId = e->id;
    opts.limit = 50;
    const auto hits = m_store->search(QStringLiteral("trample"), opts);
    QStringList numbers;
    for (const auto &h : hits)
        numbers << h.number;
    QVERIFY2(numbers.contains(QStringLiteral("702.19")), qPrintable(numbers.join(u' ')));
}

void TestCorpus::translationsImportAsChinese_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("date");
    QTest::newRow("2024-07-30") << QStringLiteral("2024-07-30.zh.txt") << QStringLiteral("2024-07-30");
    QTest::newRow("2026-01-16") << QStringLiteral("2026-01-16.zh.txt") << QStringLiteral("2026-01-16");
}

// The Chinese translation: its date from "此规则于…起生效", its language from its text, the
// same numbers as the English edition of that date, and no punctuation taken for lost.
void TestCorpus::translationsImportAsChinese()
{
    QFETCH(QString, file);
    QFETCH(QString, date);
    const auto outcomes = importers::importFiles(*m_store, {testsupport::corpusFile(QStringLiteral("cr-txt-zh/") + file)},
                                                 importers::ImportOptions{});
    const EditionInfo zh = outcomes.front().result.edition;
    QVERIFY2(outcomes.front().warnings.isEmpty(), qPrintable(outcomes.front().warnings.join(u'\n')));
    QCOMPARE(zh.date, date);
    QCOMPARE(zh.language, QStringLiteral("zh"));
    QCOMPARE(zh.flags, 0);
    const auto en = m_store->edition(date, QStringLiteral("en"));
    QVERIFY(en);
    QCOMPARE(zh.rules, en->rules);
    QCOMPARE(zh.examples, en->examples);
    QCOMPARE(zh.glossary, en->glossary);
    QCOMPARE(m_store->headlines(zh).size(), m_store->headlines(*en).size());
}

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
