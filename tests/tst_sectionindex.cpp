// The policy sections' words stored at import (policy/sectionindex.h): what is stored for
// each edition is exactly what the search would count from its sections, for real MTR, IPG
// and JAR editions; another edition brings its own rows, a replaced edition's rows go with
// it and its replacement's are written; an older database gets them on open; and the
// search of the policy documents answers from them.
#include "importer.h"
#include "policy/sectionindex.h"
#include "rulesstore.h"
#include "schema.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace rulesdb;
using namespace rulesdb::sectionwords;

namespace {

// What the tables hold for an edition, or why it is not what its sections count.
QString differenceFromCounted(RulesStore &store, const EditionInfo &edition)
{
    const SectionIndex counted = sectionIndexOf(store.sections(edition));
    Database &db = store.database();
    Statement fields(db, "SELECT fields FROM policy_fields WHERE edition_id = ?1");
    fields.bind(1, edition.id);
    if (!fields.step())
        return QStringLiteral("no policy_fields row");
    if (!(decodeFields(fields.blob(0)) == counted.fields))
        return QStringLiteral("the fields' kinds or lengths differ");
    std::map<QString, std::vector<Posting>> stored;
    Statement terms(db, "SELECT term, postings FROM policy_terms WHERE edition_id = ?1");
    terms.bind(1, edition.id);
    while (terms.step())
        stored.emplace(terms.text(0), decodePostings(terms.blob(1)));
    if (qsizetype(stored.size()) != counted.postings.size())
        return QStringLiteral("%1 terms stored, %2 counted").arg(stored.size()).arg(counted.postings.size());
    for (auto it = counted.postings.cbegin(); it != counted.postings.cend(); ++it) {
        const auto found = stored.find(it.key());
        if (found == stored.end())
            return QStringLiteral("\"%1\" not stored").arg(it.key());
        if (!(found->second == it.value()))
            return QStringLiteral("\"%1\" stored in other places").arg(it.key());
    }
    return {};
}

qint64 rowsOf(RulesStore &store, qint64 editionId)
{
    Statement st(store.database(), "SELECT (SELECT count(*) FROM policy_terms WHERE edition_id = ?1) + "
                                   "(SELECT count(*) FROM policy_fields WHERE edition_id = ?1)");
    st.bind(1, editionId);
    return st.step() ? st.int64(0) : -1;
}

QString policyFile(const char *relative)
{
    return testsupport::corpusFile(QStringLiteral("policy/") + QLatin1StringView(relative));
}

} // namespace

class TestSectionIndex : public QObject {
    Q_OBJECT
private slots:
    void theStoredCountsAreTheCountedOnes();
    void theSearchAnswersFromTheStoredCounts();
    void realEditionsAreStoredAsCounted();
    void aReplacedEditionIsCountedAnew();
    void anOlderDatabaseGetsThemOnOpen();
};

void TestSectionIndex::theStoredCountsAreTheCountedOnes()
{
    RulesStore store(QStringLiteral(":memory:"));
    const AddResult added = store.addEdition(testsupport::madeIpgEdition());
    QCOMPARE(differenceFromCounted(store, added.edition), QString());
    // Missed Trigger (the third section): its title, penalty, text and three parts.
    const SectionIndex counted = sectionIndexOf(store.sections(added.edition));
    QCOMPARE(counted.fields.at(2).size(), size_t(6));
    QCOMPARE(counted.fields.at(2).at(0).kind, FieldKind::Title);
    QCOMPARE(counted.fields.at(2).at(1).kind, FieldKind::Penalty);
    // "forgets" twice in the examples (the fifth field), "upkeep" once.
    const std::vector<Posting> forget = counted.postings.value(termOf(u"forgets", false));
    QVERIFY(std::find(forget.begin(), forget.end(), Posting{2, 4, 2}) != forget.end());
    const std::vector<Posting> upkeep = counted.postings.value(termOf(u"upkeep", false));
    QCOMPARE(upkeep, (std::vector<Posting>{{2, 4, 1}}));
    // The varints read back as written, past one byte.
    const std::vector<Posting> many{{0, 0, 1}, {3, 2, 300}, {200, 7, 70000}};
    QCOMPARE(decodePostings(encodePostings(many)), many);
}

void TestSectionIndex::theSearchAnswersFromTheStoredCounts()
{
    RulesStore store(QStringLiteral(":memory:"));
    const AddResult added = store.addEdition(testsupport::madeIpgEdition());
    auto hits = store.searchSections(QStringLiteral("forgets upkeep trigger"), Document::IPG, {});
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("2.1"));
    QVERIFY(hits.front().missing.isEmpty());
    QCOMPARE(hits.front().part, QStringLiteral("Examples"));
    QVERIFY2(hits.front().snippet.contains(QStringLiteral("«upkeep»")), qPrintable(hits.front().snippet));
    // Without the stored row of "upkeep", the section lacks the word: the counts come from
    // the table, not from reading the sections again.
    Statement drop(store.database(), "DELETE FROM policy_terms WHERE edition_id = ?1 AND term = ?2");
    drop.bind(1, added.edition.id).bind(2, termOf(u"upkeep", true)).run();
    hits = store.searchSections(QStringLiteral("forgets upkeep trigger"), Document::IPG, {});
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().missing, QStringList{QStringLiteral("upkeep")});
}

void TestSectionIndex::realEditionsAreStoredAsCounted()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    RulesStore store(dir.filePath(QStringLiteral("library.sqlite")));
    importers::importFiles(store,
                           {policyFile("mtr/") + QDir(policyFile("mtr")).entryList(QDir::Files, QDir::Name).last(),
                            policyFile("ipg/2024-09-23.pdftext.txt"), policyFile("jar/2024-09-23.pdftext.txt")},
                           importers::ImportOptions{});
    for (const Document d : {Document::MTR, Document::IPG, Document::JAR}) {
        QCOMPARE(store.editions(d).size(), size_t(1));
        QCOMPARE(differenceFromCounted(store, store.editions(d).front()), QString());
    }
    // Another edition brings its own rows and leaves the others' as they were.
    const EditionInfo newer = store.editions(Document::IPG).front();
    const qint64 newerRows = rowsOf(store, newer.id);
    QVERIFY(newerRows > 1000);
    importers::importFiles(store, {policyFile("ipg/2024-04-15.pdftohtml.html")}, importers::ImportOptions{});
    QCOMPARE(store.editions(Document::IPG).size(), size_t(2));
    for (const EditionInfo &e : store.editions(Document::IPG))
        QCOMPARE(differenceFromCounted(store, e), QString());
    QCOMPARE(rowsOf(store, newer.id), newerRows);
    // The newest answers a search, from its own rows.
    const auto hits = store.searchSections(QStringLiteral("missed trigger"), Document::IPG, {});
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().edition, QStringLiteral("2024-09-23"));
    QCOMPARE(hits.front().number, QStringLiteral("2.1"));
}

void TestSectionIndex::aReplacedEditionIsCountedAnew()
{
    REQUIRE_SHARED();
    QTemporaryDir dir;
    RulesStore store(dir.filePath(QStringLiteral("library.sqlite")));
    importers::importFiles(store, {policyFile("ipg/2024-09-23.pdftext.txt")}, importers::ImportOptions{});
    const EditionInfo before = store.editions(Document::IPG).front();
    QVERIFY(rowsOf(store, before.id) > 0);
    // A row only the replaced edition has: it must go with it.
    Statement stale(store.database(), "INSERT INTO policy_terms(edition_id, term, postings) VALUES(?1, 'zzstale', x'000101')");
    stale.bind(1, before.id).run();
    // The same edition in another shape, replacing it.
    importers::ImportOptions replace;
    replace.replace = true;
    replace.acceptLoss = true;
    importers::importFiles(store, {policyFile("ipg/2024-09-23.frenchvanilla")}, replace);
    QCOMPARE(store.editions(Document::IPG).size(), size_t(1));
    const EditionInfo after = store.editions(Document::IPG).front();
    QVERIFY(after.source != before.source);
    QCOMPARE(differenceFromCounted(store, after), QString());
    Statement left(store.database(), "SELECT count(*) FROM policy_terms WHERE term = 'zzstale'");
    QVERIFY(left.step());
    QCOMPARE(left.int64(0), qint64(0));
}

void TestSectionIndex::anOlderDatabaseGetsThemOnOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("older.sqlite"));
    qint64 id = 0;
    {
        RulesStore store(path);
        id = store.addEdition(testsupport::madeIpgEdition()).edition.id;
    }
    {
        // As a database of the previous full-text version has it: no such tables.
        Database db(path);
        db.exec("DROP TABLE policy_terms; DROP TABLE policy_fields;");
        db.exec(QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'fts_version'").arg(kFtsVersion - 1));
    }
    RulesStore store(path);
    QVERIFY(rowsOf(store, id) > 0);
    QCOMPARE(differenceFromCounted(store, store.editions(Document::IPG).front()), QString());
    const auto hits = store.searchSections(QStringLiteral("missed trigger"), Document::IPG, {});
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("2.1"));
}

QTEST_GUILESS_MAIN(TestSectionIndex)
#include "tst_sectionindex.moc"
