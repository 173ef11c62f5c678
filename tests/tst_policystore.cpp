// The judge's library in the database: editions of the MTR, the IPG and JAR beside the
// CR's (one of each document on one date), their sections found by number or title with
// penalties and parts, and the CR's own answers untouched by them.
#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

namespace {

EditionData policyEdition(Document document, const char *date, const QByteArray &bytes)
{
    EditionData e;
    e.meta.document = document;
    e.meta.date = QString::fromLatin1(date);
    e.meta.name = documentTitle(document);
    e.meta.sourceFile = QStringLiteral("%1-%2.txt").arg(documentName(document), e.meta.date);
    e.meta.format = QStringLiteral("pdftext");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = bytes;
    return e;
}

EditionData smallIpg(const char *date = "2024-09-23", const QByteArray &bytes = "ipg-a")
{
    return testsupport::madeIpgEdition(date, bytes);
}

} // namespace

class TestPolicyStore : public QObject {
    Q_OBJECT
private slots:
    void oneEditionOfEachDocumentOnADate()
    {
        RulesStore store(QStringLiteral(":memory:"));
        store.addEdition(testsupport::madeEdition("2024-09-23", {{"1.", "Game Concepts"}, {"100.1", "These rules apply."}}));
        const AddResult ipg = store.addEdition(smallIpg());
        QCOMPARE(ipg.status, AddStatus::Added);
        QCOMPARE(ipg.edition.document, Document::IPG);
        QCOMPARE(ipg.edition.rules, 4); // numbered sections: 2, 2.1, 2.10 and the appendix
        QCOMPARE(ipg.edition.examples, 2);
        EditionData jar = policyEdition(Document::JAR, "2024-09-23", "jar-a");
        jar.sections.push_back({QString(), QStringLiteral("Serious Problems"), 1, {}, {}, QStringLiteral("Call a judge."), {}, 3});
        QCOMPARE(store.addEdition(jar).status, AddStatus::Added);

        // The CR's answers hold only the CR.
        QCOMPARE(store.editions().size(), size_t(1));
        QCOMPARE(store.edition(QStringLiteral("2024-09-23"), QStringLiteral("en"))->document, Document::CR);
        QCOMPARE(store.editionAsOf(QStringLiteral("2025-01-01"), QStringLiteral("en"))->document, Document::CR);
        QCOMPARE(store.editions(Document::IPG).size(), size_t(1));
        QCOMPARE(store.editions(Document::JAR).size(), size_t(1));
        QVERIFY(store.editions(Document::MTR).empty());
        QCOMPARE(store.edition(QString(), QStringLiteral("en"), Document::IPG)->id, ipg.edition.id);

        // Another IPG of that date is refused, naming the document.
        try {
            store.addEdition(smallIpg("2024-09-23", "ipg-b"));
            QFAIL("a second IPG of one date was stored");
        } catch (const DbError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("Infraction Procedure Guide")), e.what());
        }
        QCOMPARE(store.editions(Document::IPG).size(), size_t(1));
        // …and replaces it when asked.
        QCOMPARE(store.addEdition(smallIpg("2024-09-23", "ipg-b"), true).status, AddStatus::Added);
        QCOMPARE(store.editions(Document::IPG).size(), size_t(1));
        QCOMPARE(store.editions().size(), size_t(1));
    }

    void sectionsByNumberOrTitleWithPenaltyAndParts()
    {
        RulesStore store(QStringLiteral(":memory:"));
        const EditionInfo ipg = store.addEdition(smallIpg()).edition;
        const auto all = store.sections(ipg);
        QCOMPARE(all.size(), size_t(5));
        QCOMPARE(all[0].title, QStringLiteral("Introduction"));
        QCOMPARE(all[3].number, QStringLiteral("2.10")); // document order, not text order
        QCOMPARE(all[4].number, QStringLiteral("Appendix A"));

        for (const QString &typed : {QStringLiteral("2.1"), QStringLiteral("2.1."), QStringLiteral("IPG 2.1"),
                                     QStringLiteral("missed trigger"), QStringLiteral(" Missed  Trigger ")}) {
            const auto s = store.section(ipg, typed);
            QVERIFY2(s, qPrintable(typed));
            QCOMPARE(s->number, QStringLiteral("2.1"));
            QCOMPARE(s->category, QStringLiteral("Game Play Error"));
            QCOMPARE(s->penalty, QStringLiteral("No Penalty"));
            QCOMPARE(s->parts.size(), size_t(3));
            QCOMPARE(s->parts[1].label, QStringLiteral("Examples"));
            QVERIFY(s->parts[1].text.startsWith(QStringLiteral("A. A player forgets")));
        }
        QCOMPARE(store.section(ipg, QStringLiteral("appendix a"))->title, QStringLiteral("Penalty Quick Reference"));
        QCOMPARE(store.section(ipg, QStringLiteral("2.10"))->title, QStringLiteral("Later Error"));
        QVERIFY(!store.section(ipg, QStringLiteral("2.2")));
        QVERIFY(!store.section(ipg, QStringLiteral("2.1a")));
    }

    void aDocumentHoldsOnlyWhatItIsMadeOf()
    {
        RulesStore store(QStringLiteral(":memory:"));
        EditionData cr = testsupport::madeEdition("2024-09-23", {{"100.1", "These rules apply."}});
        cr.sections.push_back({QStringLiteral("1"), QStringLiteral("Stray"), 1, {}, {}, QStringLiteral("x"), {}, 1});
        QVERIFY_THROWS_EXCEPTION(DbError, store.addEdition(cr));
        EditionData mtr = policyEdition(Document::MTR, "2024-09-23", "mtr-a");
        mtr.rules.push_back({QStringLiteral("100.1"), QStringLiteral("A rule in a policy document")});
        QVERIFY_THROWS_EXCEPTION(DbError, store.addEdition(mtr));
        QVERIFY(store.editions().empty());
        QVERIFY(store.editions(Document::MTR).empty());
    }

    void theCrSearchNeverAnswersWithAPolicySection()
    {
        RulesStore store(QStringLiteral(":memory:"));
        store.addEdition(testsupport::madeEdition("2024-09-23", {{"702.2b", "A creature dealt damage by a source with deathtouch is destroyed."}}));
        EditionData ipg = smallIpg();
        ipg.sections[1].text = QStringLiteral("Deathtouch triggers forgotten are Game Play Errors.");
        store.addEdition(ipg);
        const SearchOptions all; // every edition
        const auto hits = store.search(QStringLiteral("deathtouch"), all);
        QCOMPARE(hits.size(), size_t(1));
        QCOMPARE(hits.front().number, QStringLiteral("702.2b"));
    }
};

QTEST_GUILESS_MAIN(TestPolicyStore)
#include "tst_policystore.moc"
