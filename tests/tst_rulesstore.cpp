// The rules database on small editions written here: shared texts, rule lookup with
// parent and subrules, references both ways, dangling references, search, export,
// idempotent import and rollback.

#include "rulesstore.h"
#include "schema.h"
#include "sqlite.h"

#include <QTest>
#include <algorithm>

using namespace rulesdb;

namespace {

RuleEntry rule(const char *number, const char *text, QStringList examples = {})
{
    return {QString::fromUtf8(number), QString::fromUtf8(text), std::move(examples), 0};
}

EditionData smallEdition(const QString &date, const QByteArray &sha)
{
    EditionData e;
    e.meta.date = date;
    e.meta.name = QStringLiteral("Magic: The Gathering Comprehensive Rules");
    e.meta.sourceFile = date + QStringLiteral(".txt");
    e.meta.format = QStringLiteral("txt");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = sha;
    e.rules = {
        rule("6.", "Spells, Abilities, and Effects"),
        rule("601.", "Casting Spells"),
        rule("601.2", "To cast a spell is to take it from where it is and put it on the stack."),
        rule("601.2b", "If the spell is modal, the player announces the mode choice (see rule 700.2)."),
        rule("601.2f", "The player determines the total cost of the spell."),
        rule("601.2g", "If the total cost includes a mana payment, the player may activate mana abilities."),
        rule("601.2h", "The player pays the total cost. See rules 601.2b and 601.2f–h."),
        rule("7.", "Additional Rules"),
        rule("702.", "Keyword Abilities"),
        rule("702.19", "Trample"),
        rule("702.19a", "Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.",
             {QStringLiteral("A 5/5 creature with trample blocked by a 2/2 creature assigns 3 damage to the player (see rule 601.2f).")}),
        rule("702.19b", "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it."),
    };
    e.glossary = {{QStringLiteral("Trample"),
                   QStringLiteral("A keyword ability that modifies how combat damage is assigned. See rule 702.19.")}};
    e.credits = QStringLiteral("Rules Manager: Someone");
    return e;
}

} // namespace

class TestRulesStore : public QObject {
    Q_OBJECT
private slots:
    void init();
    void addsAnEditionWithCounts();
    void sameBytesTwiceAddNothing();
    void sameDateOtherBytesIsRefusedUnlessReplace();
    void completeEditionSupersedesAnExcerpt();
    void theEditionReadByDefaultIsTheNewestWholeOne();
    void textsAreStoredOnce();
    void onlyTitlesAreKeptAsTitles();
    void ruleWithParentSubrulesAndExamples();
    void referencesBothWays();
    void citedByListsEachCitingRuleOnce();
    void danglingReferencesAreCounted();
    void searchFindsRulesExamplesAndGlossary();
    void searchAcceptsAnyText_data();
    void searchAcceptsAnyText();
    void searchAllEditionsGroupsOneRule();
    void exportGivesTheEditionBack();
    void failedImportLeavesDatabaseAsItWas();
    void markupInRuleTextIsStoredVerbatim();
    void oneEditionsQueriesSeekByEdition();
    void theFileIsPackedWhenItHasGrownByAQuarter();

private:
    std::unique_ptr<RulesStore> m_store;
};

void TestRulesStore::init()
{
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
}

void TestRulesStore::addsAnEditionWithCounts()
{
    const auto r = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    QCOMPARE(r.status, AddStatus::Added);
    QCOMPARE(r.edition.date, QStringLiteral("2024-07-30"));
    QCOMPARE(r.edition.language, QStringLiteral("en"));
    QCOMPARE(r.edition.rules, 8); // 601.2, 601.2b, f, g, h, 702.19, 702.19a, b; not 6. 601. 7. 702.
    QCOMPARE(r.edition.examples, 1);
    QCOMPARE(r.edition.glossary, 1);
    QCOMPARE(m_store->editions().size(), size_t(1));
}

void TestRulesStore::sameBytesTwiceAddNothing()
{
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    const qint64 texts = m_store->database().queryInt("SELECT count(*) FROM texts");
    const auto again = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    QCOMPARE(again.status, AddStatus::AlreadyImported);
    QCOMPARE(m_store->editions().size(), size_t(1));
    QCOMPARE(m_store->database().queryInt("SELECT count(*) FROM texts"), texts);
}

void TestRulesStore::sameDateOtherBytesIsRefusedUnlessReplace()
{
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    QVERIFY_THROWS_EXCEPTION(DbError,
                             m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "bb")));
    const auto r = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "bb"), true);
    QCOMPARE(r.status, AddStatus::Added);
    QCOMPARE(m_store->editions().size(), size_t(1));
    QCOMPARE(m_store->editions().front().sha256, QStringLiteral("bb"));
}

void TestRulesStore::completeEditionSupersedesAnExcerpt()
{
    EditionData excerpt = smallEdition(QStringLiteral("2024-07-30"), "aa");
    excerpt.meta.flags = FlagPartial;
    excerpt.rules.resize(4);
    m_store->addEdition(excerpt);
    const auto r = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "bb"));
    QCOMPARE(r.status, AddStatus::Added);
    QCOMPARE(m_store->editions().size(), size_t(1));
    QCOMPARE(m_store->editions().front().rules, 8);
    QCOMPARE(m_store->editions().front().flags, 0);
    // The other way round an excerpt never replaces a complete edition silently.
    excerpt.meta.sha256 = "cc";
    QVERIFY_THROWS_EXCEPTION(DbError, m_store->addEdition(excerpt));

    // A copy that broke off is superseded by the whole file too.
    EditionData broken = smallEdition(QStringLiteral("2025-01-01"), "dd");
    broken.meta.flags = FlagIncomplete;
    broken.rules.resize(6);
    m_store->addEdition(broken);
    m_store->addEdition(smallEdition(QStringLiteral("2025-01-01"), "ee"));
    const auto e = m_store->edition(QStringLiteral("2025-01-01"), QStringLiteral("en"));
    QCOMPARE(e->flags, 0);
    QCOMPARE(e->rules, 8);
}

// Excerpts, copies that broke off and lossy copies are read only when chosen; a language
// with nothing else is read from the newest excerpt rather than not at all.
void TestRulesStore::theEditionReadByDefaultIsTheNewestWholeOne()
{
    const auto made = [](const char *date, const QByteArray &sha, int flags) {
        EditionData e = smallEdition(QString::fromLatin1(date), sha);
        e.meta.flags = flags;
        return e;
    };
    const auto newest = [this] { return m_store->edition(QString(), QStringLiteral("en"))->date; };
    const auto inForce = [this](const char *date) {
        const auto e = m_store->editionAsOf(QString::fromLatin1(date), QStringLiteral("en"));
        return e ? e->date : QString();
    };
    m_store->addEdition(made("2025-03-01", "a", FlagPartial));
    m_store->addEdition(made("2025-02-01", "b", FlagPartial));
    QCOMPARE(newest(), QStringLiteral("2025-03-01"));
    QCOMPARE(inForce("2025-02-15"), QStringLiteral("2025-02-01"));

    m_store->addEdition(made("2024-11-08", "c", FlagLossy));
    QCOMPARE(newest(), QStringLiteral("2024-11-08"));
    m_store->addEdition(made("2024-07-30", "d", 0));
    m_store->addEdition(made("2025-04-01", "e", FlagIncomplete));
    m_store->addEdition(made("2025-05-01", "f", FlagPartial | FlagLossy));
    QCOMPARE(newest(), QStringLiteral("2024-07-30"));
    QVERIFY(!m_store->edition(QString(), QStringLiteral("fr")));
    // An edition named is that edition, whatever it is.
    QCOMPARE(m_store->edition(QStringLiteral("2025-03-01"), QStringLiteral("en"))->flags, int(FlagPartial));

    // In force: the newest whole edition then, lossy or not; never an excerpt.
    QCOMPARE(inForce("2025-06-01"), QStringLiteral("2024-11-08"));
    QCOMPARE(inForce("2024-11-07"), QStringLiteral("2024-07-30"));
    QCOMPARE(inForce("2024-01-01"), QString());
}

void TestRulesStore::textsAreStoredOnce()
{
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    const qint64 texts = m_store->database().queryInt("SELECT count(*) FROM texts");
    EditionData next = smallEdition(QStringLiteral("2024-11-08"), "bb");
    next.rules[5].text = QStringLiteral("If the total cost includes a mana payment, the player then has a chance to activate mana abilities.");
    m_store->addEdition(next);
    // One changed rule adds one text; everything else is shared.
    QCOMPARE(m_store->database().queryInt("SELECT count(*) FROM texts"), texts + 1);
    QCOMPARE(m_store->database().queryInt("SELECT count(*) FROM rules"), 24);
}

void TestRulesStore::onlyTitlesAreKeptAsTitles()
{
    // The titles search looks up are the headings ("702.19 Trample", "Casting Spells"),
    // stored as each text is and again when the index is rebuilt; a sentence, however short
    // ("The player determines the total cost of the spell."), is none, and search finds it
    // by its words.
    const auto e = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa")).edition;
    const auto titled = [&](const char *body) {
        Statement st(m_store->database(), "SELECT count(*) FROM search_titles s JOIN texts t ON t.id = s.text_id "
                                          "WHERE t.body = ?1");
        st.bind(1, QString::fromUtf8(body));
        return st.step() ? st.int64(0) : -1;
    };
    for (int pass = 0; pass < 2; ++pass) {
        QCOMPARE(titled("Trample"), 1);
        QCOMPARE(titled("Casting Spells"), 1);
        QCOMPARE(titled("The player determines the total cost of the spell."), 0);
        m_store->database().exec("UPDATE meta SET value = '0' WHERE key = 'fts_version'");
        ensureFullTextIndex(m_store->database()); // as an older index is rebuilt on open
    }
    SearchOptions options;
    options.editionId = e.id;
    const auto hits = m_store->search(QStringLiteral("the player determines the total cost of the spell"), options);
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("601.2f"));
}

void TestRulesStore::ruleWithParentSubrulesAndExamples()
{
    const auto e = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa")).edition;
    const auto kw = m_store->rule(e, *RuleNumber::parse(u"702.19"));
    QVERIFY(kw);
    QCOMPARE(kw->rule.text, QStringLiteral("Trample"));
    QVERIFY(kw->parent);
    QCOMPARE(kw->parent->number, QStringLiteral("702."));
    QCOMPARE(kw->subrules.size(), size_t(2));
    QCOMPARE(kw->subrules[0].number, QStringLiteral("702.19a"));
    QCOMPARE(kw->subrules[0].examples.size(), 1);
    QCOMPARE(kw->subrules[1].number, QStringLiteral("702.19b"));

    const auto a = m_store->rule(e, *RuleNumber::parse(u"702.19 A"));
    QVERIFY(a);
    QCOMPARE(a->rule.number, QStringLiteral("702.19a"));
    QVERIFY(a->rule.examples.front().startsWith(QStringLiteral("A 5/5 creature")));
    QVERIFY(a->subrules.empty());
    QVERIFY(!m_store->rule(e, *RuleNumber::parse(u"702.20")));
}

void TestRulesStore::referencesBothWays()
{
    const auto e = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa")).edition;
    const auto out = m_store->referencesFrom(e, *RuleNumber::parse(u"601.2h"));
    QStringList targets;
    for (const auto &c : out)
        targets << c.target;
    QCOMPARE(targets, (QStringList{QStringLiteral("601.2b"), QStringLiteral("601.2f"),
                                   QStringLiteral("601.2g"), QStringLiteral("601.2h")}));

    const auto in = m_store->referencesTo(e, *RuleNumber::parse(u"601.2f"));
    QStringList citing;
    for (const auto &c : in)
        citing << c.number + u'/' + textPlaceName(c.in);
    QCOMPARE(citing, (QStringList{QStringLiteral("601.2h/text"), QStringLiteral("702.19a/example")}));

    const auto glossaryIn = m_store->referencesTo(e, *RuleNumber::parse(u"702.19"));
    QCOMPARE(glossaryIn.size(), size_t(1));
    QCOMPARE(glossaryIn.front().in, TextPlace::Glossary);
    QCOMPARE(glossaryIn.front().number, QStringLiteral("Trample"));
}

// A rule that cites another twice (a range spanning it, then its number; or in its text and
// an example) is one entry, with the words that name the rule itself.
void TestRulesStore::citedByListsEachCitingRuleOnce()
{
    EditionData data = smallEdition(QStringLiteral("2024-07-30"), "aa");
    data.rules.insert(data.rules.begin() + 7,
                      {rule("602.1e", "See rules 602.2b and 601.2f.", {QStringLiteral("The cost is locked in (see rule 601.2f).")}),
                       rule("602.2b", "The process is identical to the one listed in rules 601.2b–i. An activated ability's analog "
                                      "to a spell's mana cost (as referenced in rule 601.2f) is its activation cost.")});
    data.glossary.push_back({QStringLiteral("Total Cost"),
                             QStringLiteral("The cost to pay (see rules 601.2f–h); see also rule 601.2f.")});
    const auto e = m_store->addEdition(data).edition;
    QStringList citing;
    for (const auto &c : m_store->referencesTo(e, *RuleNumber::parse(u"601.2f")))
        citing << c.number + u'/' + textPlaceName(c.in) + u'/' + c.cited;
    QCOMPARE(citing, (QStringList{QStringLiteral("601.2h/text/601.2f–h"), QStringLiteral("602.1e/text/601.2f"),
                                  QStringLiteral("602.2b/text/rule 601.2f"), QStringLiteral("702.19a/example/rule 601.2f"),
                                  QStringLiteral("Total Cost/glossary/rules 601.2f–h")}));
}

void TestRulesStore::danglingReferencesAreCounted()
{
    const auto e = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa")).edition;
    // "see rule 700.2" points at no rule of this small edition.
    QCOMPARE(e.danglingRefs, 1);
    const auto out = m_store->referencesFrom(e, *RuleNumber::parse(u"601.2b"));
    QCOMPARE(out.size(), size_t(1));
    QVERIFY(!out.front().exists);
}

void TestRulesStore::searchFindsRulesExamplesAndGlossary()
{
    const auto e = m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa")).edition;
    SearchOptions opts;
    opts.editionId = e.id;
    const auto hits = m_store->search(QStringLiteral("trample"), opts);
    QStringList found;
    for (const auto &h : hits)
        found << h.number + u'/' + textPlaceName(h.in);
    QVERIFY(found.contains(QStringLiteral("702.19/text")));
    QVERIFY(found.contains(QStringLiteral("702.19a/text")));
    QVERIFY(found.contains(QStringLiteral("702.19a/example")));
    QVERIFY(found.contains(QStringLiteral("Trample/glossary")));
    for (const auto &h : hits)
        QVERIFY2(h.snippet.contains(kSnippetOpen), qPrintable(h.snippet));

    opts.examplesOnly = true;
    const auto examples = m_store->search(QStringLiteral("trample"), opts);
    QCOMPARE(examples.size(), size_t(1));
    QCOMPARE(examples.front().in, TextPlace::Example);
}

void TestRulesStore::searchAcceptsAnyText_data()
{
    QTest::addColumn<QString>("query");
    for (const char *q : {"\"kick", "*", "NEAR(", "AND", "-", "\"\"", "601.2f–h", "trample OR",
                          "') DROP TABLE rules; --", "{T}", "can't", "in:", "examples:"})
        QTest::newRow(q) << QString::fromUtf8(q);
}

void TestRulesStore::searchAcceptsAnyText()
{
    QFETCH(QString, query);
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    SearchOptions opts;
    m_store->search(query, opts); // must not throw
    QCOMPARE(m_store->database().queryInt("SELECT count(*) FROM rules"), 12);
}

void TestRulesStore::searchAllEditionsGroupsOneRule()
{
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    m_store->addEdition(smallEdition(QStringLiteral("2024-11-08"), "bb"));
    SearchOptions opts; // every edition
    const auto hits = m_store->search(QStringLiteral("assigning"), opts);
    // Once, though two editions have it (other forms follow it: "assigns" in its example).
    QCOMPARE(std::count_if(hits.begin(), hits.end(), [](const SearchHit &h) { return h.number == u"702.19a" && h.in == TextPlace::RuleText; }),
             1);
    QCOMPARE(hits.front().number, QStringLiteral("702.19a"));
    QCOMPARE(hits.front().edition, QStringLiteral("2024-11-08"));
    QCOMPARE(hits.front().editions.size(), 2);
}

void TestRulesStore::exportGivesTheEditionBack()
{
    const EditionData in = smallEdition(QStringLiteral("2024-07-30"), "aa");
    const auto e = m_store->addEdition(in).edition;
    const EditionData out = m_store->exportEdition(e);
    QCOMPARE(out.rules.size(), in.rules.size());
    for (size_t i = 0; i < in.rules.size(); ++i) {
        QCOMPARE(out.rules[i].number, in.rules[i].number);
        QCOMPARE(out.rules[i].text, in.rules[i].text);
        QCOMPARE(out.rules[i].examples, in.rules[i].examples);
    }
    QCOMPARE(out.glossary.size(), size_t(1));
    QCOMPARE(out.credits, in.credits);
}

void TestRulesStore::failedImportLeavesDatabaseAsItWas()
{
    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    auto counts = [&] {
        return QList<qint64>{m_store->database().queryInt("SELECT count(*) FROM editions"),
                             m_store->database().queryInt("SELECT count(*) FROM texts"),
                             m_store->database().queryInt("SELECT count(*) FROM rules"),
                             m_store->database().queryInt("SELECT count(*) FROM refs")};
    };
    const auto before = counts();
    EditionData bad = smallEdition(QStringLiteral("2024-11-08"), "bb");
    bad.rules[3].text = QStringLiteral("A brand new text that would be stored first.");
    bad.rules.push_back(rule("not a number", "broken"));
    QVERIFY_THROWS_EXCEPTION(DbError, m_store->addEdition(bad));
    QCOMPARE(counts(), before);
}

void TestRulesStore::markupInRuleTextIsStoredVerbatim()
{
    EditionData e = smallEdition(QStringLiteral("2024-07-30"), "aa");
    e.rules[4].text = QStringLiteral("<b>bold</b> & <img src=x onerror=alert(1)>");
    const auto info = m_store->addEdition(e).edition;
    const auto r = m_store->rule(info, *RuleNumber::parse(u"601.2f"));
    QCOMPARE(r->rule.text, e.rules[4].text);
}

// A search of one edition asks "(?2 IS NULL OR edition_id = ?2)"; SQLite plans a statement
// for any value of ?2, so that form steps through every edition sharing a text (or scans every
// rule for a number). The form used for one edition seeks straight to its rows.
void TestRulesStore::oneEditionsQueriesSeekByEdition()
{
    const char *byText = "SELECT number FROM rules WHERE text_id = ?1 AND (?2 IS NULL OR edition_id = ?2) "
                         "AND (?3 IS NULL OR (sort_key >= ?3 AND sort_key < ?4))";
    const QByteArray set = withConditionsSet(byText);
    QCOMPARE(set, QByteArray("SELECT number FROM rules WHERE text_id = ?1 AND edition_id = ?2 "
                             "AND (?3 IS NULL OR (sort_key >= ?3 AND sort_key < ?4))"));
    const QByteArray byNumber = withConditionsSet(
        "SELECT text_id FROM rules x WHERE sort_key = ?1 AND (?2 IS NULL OR x.edition_id = ?2)");
    QCOMPARE(byNumber, QByteArray("SELECT text_id FROM rules x WHERE sort_key = ?1 AND x.edition_id = ?2"));

    m_store->addEdition(smallEdition(QStringLiteral("2024-07-30"), "aa"));
    const auto plan = [&](const QByteArray &sql) {
        Statement st(m_store->database(), ("EXPLAIN QUERY PLAN " + sql).constData());
        QString detail;
        while (st.step())
            detail += st.text(3) + u'\n';
        return detail;
    };
    QVERIFY2(plan(set).contains(u"(text_id=? AND edition_id=?)"), qPrintable(plan(set)));
    QVERIFY2(!plan(byText).contains(u"edition_id=?"), qPrintable(plan(byText))); // why the form exists
    QVERIFY2(plan(byNumber).contains(u"PRIMARY KEY (edition_id=? AND sort_key=?)"), qPrintable(plan(byNumber)));
}

namespace {

// An edition of many rules, each its own text, arriving in key order as every import's do.
EditionData manyRules(int year)
{
    EditionData e = smallEdition(QStringLiteral("%1-01-01").arg(year), QByteArray::number(year));
    for (int r = 1; r <= 400; ++r)
        e.rules.push_back({QStringLiteral("800.%1").arg(r),
                           QStringLiteral("In %1, rule %2 says a player may pass priority %3 times.").arg(year).arg(r).arg(r * 7),
                           {}, 0});
    return e;
}

} // namespace

void TestRulesStore::theFileIsPackedWhenItHasGrownByAQuarter()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RulesStore store(dir.filePath(QStringLiteral("packed.sqlite")));
    Database &db = store.database();
    qint64 before = store.fileBytes();
    for (int year = 1990; year < 2000; ++year)
        store.addEdition(manyRules(year));
    const qint64 unpacked = store.fileBytes();
    QVERIFY(!store.packIfGrown(before, 1024LL * 1024 * 1024)); // smaller than asked
    QVERIFY(store.packIfGrown(before, 0));
    const qint64 packed = store.fileBytes();
    // The rules' pages, split in halves as the rows came, hold more each (here the texts,
    // kept by rowid and so packed as they came, are most of the file).
    QVERIFY2(packed < unpacked, qPrintable(QStringLiteral("%1 → %2 bytes").arg(unpacked).arg(packed)));
    // Grown by less than a quarter: not packed; nor ever inside a transaction.
    before = store.fileBytes();
    store.addEdition(manyRules(2000));
    QVERIFY(!store.packIfGrown(before, 0));
    for (int year = 2001; year < 2004; ++year)
        store.addEdition(manyRules(year));
    {
        Transaction tx(db);
        QVERIFY(!store.packIfGrown(before, 0));
    }
    QVERIFY(store.packIfGrown(before, 0));
    // Nothing lost or changed: every edition, its rules and search.
    QCOMPARE(int(store.editions().size()), 14);
    const auto e = store.edition(QStringLiteral("1995-01-01"), QStringLiteral("en"));
    QVERIFY(e);
    const auto rule = store.rule(*e, *RuleNumber::parse(QStringLiteral("800.250")));
    QVERIFY(rule);
    QCOMPARE(rule->rule.text, QStringLiteral("In 1995, rule 250 says a player may pass priority 1750 times."));
    SearchOptions options;
    options.editionId = e->id;
    const auto hits = store.search(QStringLiteral("\"priority 1750\""), options);
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("800.250"));
    QCOMPARE(db.queryInt("SELECT count(*) FROM pragma_integrity_check WHERE integrity_check <> 'ok'"), qint64(0));
}

QTEST_GUILESS_MAIN(TestRulesStore)


#include "tst_rulesstore.moc"
