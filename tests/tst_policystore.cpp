// The judge's library in the database: editions of the MTR, the IPG and JAR beside the
// CR's (one of each document on one date), their sections found by number or title with
// penalties and parts, and the CR's own answers untouched by them.
#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>
#include <algorithm>

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
        QCOMPARE(ipg.edition.rules, 5); // sections, the unnumbered introduction too
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

    void linksResolveInTheEditionsInForceTogether()
    {
        RulesStore store(QStringLiteral(":memory:"));
        store.addEdition(testsupport::madeEdition("2024-08-02", {{"103.4", "Each player draws seven cards."},
                                                                 {"103.4c", "A player may mulligan in multiplayer."}}));
        const auto mtr = [](const char *date, const QByteArray &bytes, const char *fiveTwo) {
            EditionData e = policyEdition(Document::MTR, date, bytes);
            e.sections.push_back({QStringLiteral("4.3"), QStringLiteral("Out-of-Order Sequencing"), 2, {}, {},
                                  QStringLiteral("Players may take actions out of order."), {}, 1});
            e.sections.push_back({QStringLiteral("5.2"), QStringLiteral("Bribery"), 2, {}, {},
                                  QString::fromUtf8(fiveTwo), {}, 2});
            return e;
        };
        const EditionInfo mtrOld = store.addEdition(mtr("2024-06-01", "mtr-old", "Ordering is allowed (see section 4.3).")).edition;
        const EditionInfo mtrNew = store.addEdition(mtr("2025-01-01", "mtr-new", "No bribes.")).edition;
        EditionData ipgData = smallIpg();
        ipgData.sections[2].parts[2].text = QStringLiteral(
            "The Out-of-Order Sequencing rules (MTR section 4.3) apply; mulligans follow rule 103.4c and "
            "Bribery is section 5.9 of the Magic Tournament Rules.");
        const EditionInfo ipg = store.addEdition(ipgData).edition;

        // Outgoing, from the IPG of 2024-09-23, the current one: today's IPG goes with
        // today's MTR, 2025-01-01's, not the one in force on its date.
        const auto out = store.sectionLinksFrom(ipg, *store.section(ipg, QStringLiteral("2.1")));
        QCOMPARE(out.size(), size_t(3));
        QCOMPARE(out[0].targetDocument, Document::MTR);
        QCOMPARE(out[0].target, QStringLiteral("4.3"));
        QCOMPARE(out[0].targetEdition, QStringLiteral("2025-01-01"));
        QCOMPARE(out[0].fromPart, QStringLiteral("Philosophy"));
        QCOMPARE(out[0].cited, QStringLiteral("MTR section 4.3"));
        QVERIFY(out[0].exists);
        QCOMPARE(out[1].targetDocument, Document::CR);
        QCOMPARE(out[1].target, QStringLiteral("103.4c"));
        QCOMPARE(out[1].targetEdition, QStringLiteral("2024-08-02"));
        QVERIFY(out[1].exists);
        QCOMPARE(out[2].target, QStringLiteral("5.9"));
        QVERIFY(!out[2].exists); // no such section in that MTR

        // Incoming: the MTR's own 5.2 cites 4.3; the IPG cites it only once it is in force.
        auto in = store.sectionLinksTo(mtrOld, *store.section(mtrOld, QStringLiteral("4.3")));
        QCOMPARE(in.size(), size_t(1));
        QCOMPARE(in[0].from, QStringLiteral("5.2"));
        QCOMPARE(in[0].fromDocument, Document::MTR);
        in = store.sectionLinksTo(mtrNew, *store.section(mtrNew, QStringLiteral("4.3")));
        QCOMPARE(in.size(), size_t(1));
        QCOMPARE(in[0].fromDocument, Document::IPG);
        QCOMPARE(in[0].fromEdition, QStringLiteral("2024-09-23"));
        QCOMPARE(in[0].from, QStringLiteral("2.1"));
        // A newer IPG imported since is read, not what was found before it came.
        EditionData newerIpg = testsupport::madeIpgEdition("2024-12-01", "ipg-b");
        newerIpg.sections[3].text = QStringLiteral("Ordering out of turn is covered by MTR 4.3.");
        store.addEdition(newerIpg);
        in = store.sectionLinksTo(mtrNew, *store.section(mtrNew, QStringLiteral("4.3")));
        QCOMPARE(in.size(), size_t(2));
        QCOMPARE(in[0].fromEdition, QStringLiteral("2024-12-01"));
        QCOMPARE(in[0].from, QStringLiteral("2.1"));
        QCOMPARE(in[1].from, QStringLiteral("2.10"));
        QCOMPARE(in[1].cited, QStringLiteral("MTR 4.3"));
        // Replaced since, the IPG of 2024-09-23 goes with the MTR in force on its date.
        const auto older = store.sectionLinksFrom(ipg, *store.section(ipg, QStringLiteral("2.1")));
        QCOMPARE(older[0].targetEdition, QStringLiteral("2024-06-01"));

        // The CR's 100.6 names the MTR: the current CR, the current MTR.
        const EditionInfo cr = *store.edition(QStringLiteral("2024-08-02"), QStringLiteral("en"));
        RuleText rule{QStringLiteral("100.6"), QStringLiteral("Tournament rules are in the Magic: The Gathering Tournament Rules."), {}};
        const auto named = store.documentLinksOfRule(cr, rule);
        QCOMPARE(named.size(), size_t(1));
        QCOMPARE(named[0].targetDocument, Document::MTR);
        QCOMPARE(named[0].targetEdition, QStringLiteral("2025-01-01"));
        QVERIFY(named[0].target.isEmpty());
    }

    // Which policy edition goes with the rules read depends on whether they are current,
    // never on their language: the Chinese rules of a date go with the English ones' MTR.
    void thePolicyBesideTheRulesIsTheSameInEveryLanguage()
    {
        RulesStore store(QStringLiteral(":memory:"));
        for (const char *language : {"en", "zh"}) {
            store.addEdition(testsupport::madeEdition("2024-08-02", {{"100.1", "Old rules."}}, 0, language));
            store.addEdition(testsupport::madeEdition("2025-02-01", {{"100.1", "New rules."}}, 0, language));
        }
        const auto mtr = [&](const char *date) {
            EditionData e = policyEdition(Document::MTR, date, date);
            e.sections.push_back({QStringLiteral("4.5"), QStringLiteral("Triggered Abilities"), 2, {}, {},
                                  QStringLiteral("Players remember their triggers."), {}, 1});
            return store.addEdition(e).edition;
        };
        mtr("2024-06-01");
        mtr("2025-03-01"); // out after the newest rules: today's policy all the same
        const auto beside = [&](const char *date, const char *language) {
            const auto e = store.editionBeside(*store.edition(QString::fromLatin1(date), QString::fromLatin1(language)), Document::MTR);
            return e ? e->date : QString();
        };
        QCOMPARE(beside("2025-02-01", "en"), QStringLiteral("2025-03-01"));
        QCOMPARE(beside("2025-02-01", "zh"), QStringLiteral("2025-03-01"));
        QCOMPARE(beside("2024-08-02", "en"), QStringLiteral("2024-06-01"));
        QCOMPARE(beside("2024-08-02", "zh"), QStringLiteral("2024-06-01"));
        // The current IPG's link to the MTR opens the current MTR.
        EditionData ipgData = smallIpg();
        const EditionInfo ipg = store.addEdition(ipgData).edition;
        const auto out = store.sectionLinksFrom(ipg, *store.section(ipg, QStringLiteral("2.1")));
        const auto toMtr = std::find_if(out.begin(), out.end(), [](const DocumentLinkTo &l) { return l.targetDocument == Document::MTR; });
        QVERIFY(toMtr != out.end());
        QCOMPARE(toMtr->target, QStringLiteral("4.3"));
        QCOMPARE(toMtr->targetEdition, QStringLiteral("2025-03-01"));
    }

    void aRenumberedSectionKeepsItsHistory()
    {
        RulesStore store(QStringLiteral(":memory:"));
        const QString order = QStringLiteral("Players may take certain actions in a different order than the rules specify, "
                                             "as long as the result is the same.");
        const QString triggers = QStringLiteral("Players are expected to remember their own triggered abilities; "
                                                "intentionally ignoring one is cheating.");
        const QString team = QStringLiteral("Teammates may communicate with each other at any time during a match, "
                                            "and must not receive outside assistance.");
        const auto add = [&](const char *date, const QByteArray &bytes, std::vector<SectionEntry> sections) {
            EditionData e = policyEdition(Document::MTR, date, bytes);
            e.sections = std::move(sections);
            return store.addEdition(e).edition;
        };
        const auto s = [](const char *number, const char *title, const QString &text) {
            return SectionEntry{QString::fromLatin1(number), QString::fromLatin1(title), 2, {}, {}, text, {}, 1};
        };
        const EditionInfo e2018 = add("2018-04-27", "a", {s("4.3", "Out-of-Order Sequencing", order),
                                                          s("4.4", "Triggered Abilities", triggers),
                                                          s("4.5", "Team Communication", team)});
        const EditionInfo e2019 = add("2019-05-03", "b", {s("4.3", "Out-of-Order Sequencing", order),
                                                          s("4.4", "Loops", QStringLiteral("A loop is a repeated series of actions; a player proposes a number of iterations.")),
                                                          s("4.5", "Triggered Abilities", triggers),
                                                          s("4.6", "Team Communication", team + QStringLiteral(" Two-Headed Giant teams talk freely."))});
        const EditionInfo e2020 = add("2020-01-01", "c", {s("4.3", "Out-of-Order Sequencing", order),
                                                          s("4.4", "Loops", QStringLiteral("A loop is a repeated series of actions; a player proposes a number of iterations.")),
                                                          s("4.5", "Triggered Abilities", triggers)});

        auto h = store.sectionHistory(e2019, *store.section(e2019, QStringLiteral("4.5")));
        QCOMPARE(h.size(), size_t(2));
        QCOMPARE(h[0].change, ChangeKind::FirstSeen);
        QCOMPARE(h[0].edition, QStringLiteral("2018-04-27"));
        QCOMPARE(h[0].number, QStringLiteral("4.4"));
        QCOMPARE(h[1].change, ChangeKind::Moved);
        QCOMPARE(h[1].number, QStringLiteral("4.5"));
        QCOMPARE(h[1].previousNumber, QStringLiteral("4.4"));

        h = store.sectionHistory(e2019, *store.section(e2019, QStringLiteral("Loops")));
        QCOMPARE(h.size(), size_t(1));
        QCOMPARE(h[0].change, ChangeKind::Added);
        QCOMPARE(h[0].edition, QStringLiteral("2019-05-03"));

        h = store.sectionHistory(e2018, *store.section(e2018, QStringLiteral("4.5")));
        QCOMPARE(h.size(), size_t(3));
        QCOMPARE(h[1].change, ChangeKind::MovedModified);
        QCOMPARE(h[1].number, QStringLiteral("4.6"));
        QVERIFY2(h[1].diff.endsWith(QStringLiteral("assistance.{+ Two-Headed Giant teams talk freely.+}")), qPrintable(h[1].diff));
        QCOMPARE(h[2].change, ChangeKind::Removed);
        QCOMPARE(h[2].edition, QStringLiteral("2020-01-01"));

        QStringList changes;
        for (const SectionChange &c : store.sectionDiff(e2018, e2019))
            if (c.kind != ChangeKind::Unchanged)
                changes << changeKindName(c.kind) + u' ' + c.older.join(u'+') + QStringLiteral("->") + c.newer.join(u'+');
        QCOMPARE(changes, (QStringList{QStringLiteral("added ->4.4"), QStringLiteral("moved 4.4->4.5"),
                                       QStringLiteral("moved-modified 4.5->4.6")}));
        QVERIFY(store.sectionHistory(*store.edition(QStringLiteral("2020-01-01"), QStringLiteral("en"), Document::MTR),
                                     SectionEntry{QStringLiteral("9.9")}).empty());
        Q_UNUSED(e2020);
    }

    void aPenaltyQuestionFindsTheInfractionAndAKeywordTheCr()
    {
        RulesStore store(QStringLiteral(":memory:"));
        store.addEdition(testsupport::madeEdition("2024-09-23", {{"603.2", "Whenever a game event matches a triggered ability's trigger event, that ability triggers."},
                                                                 {"702.2b", "A creature dealt damage by a source with deathtouch is destroyed."}}));
        store.addEdition(smallIpg());
        const SearchOptions options;
        auto hits = store.searchSections(QStringLiteral("missed trigger penalty"), Document::IPG, options);
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().document, Document::IPG);
        QCOMPARE(hits.front().number, QStringLiteral("2.1"));
        QCOMPARE(hits.front().title, QStringLiteral("Missed Trigger"));
        QVERIFY(hits.front().missing.isEmpty());
        hits = store.searchSections(QStringLiteral("forgets a death trigger"), Document::IPG, options);
        QCOMPARE(hits.front().number, QStringLiteral("2.1"));
        QCOMPARE(hits.front().part, QStringLiteral("Examples"));
        QVERIFY2(hits.front().snippet.contains(QStringLiteral("\u00ABforgets\u00BB")), qPrintable(hits.front().snippet));

        hits = store.searchLibrary(QStringLiteral("missed trigger penalty"), options);
        QCOMPARE(hits.front().document, Document::IPG);
        hits = store.searchLibrary(QStringLiteral("deathtouch"), options);
        QCOMPARE(hits.front().document, Document::CR);
        QCOMPARE(hits.front().number, QStringLiteral("702.2b"));
        QVERIFY(store.searchSections(QStringLiteral("the of and"), std::nullopt, options).empty());
        // Judges' shorthand is found as the guide spells it out, and is not said to be missing.
        hits = store.searchSections(QStringLiteral("GPE"), Document::IPG, options);
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().title, QStringLiteral("Game Play Errors"));
        QVERIFY2(hits.front().missing.isEmpty(), qPrintable(hits.front().missing.join(u' ')));
        // What a hit lacks is said in the words typed, never as their stems.
        hits = store.searchSections(QStringLiteral("forgets wobbling triggers"), Document::IPG, options);
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().missing, QStringList{QStringLiteral("wobbling")});
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

    // The CR's ranking weighs each word by how rare it is among the CR's texts: the MTR, IPG
    // and JAR imported beside it must not move the CR's answers (or their scores) at all.
    void theCrRankingIsTheSameWithOrWithoutThePolicyDocuments()
    {
        const auto cr = [] {
            return testsupport::madeEdition("2024-09-23", {{"702.2b", "A creature dealt damage by a source with deathtouch is destroyed."},
                                                           {"702.2c", "Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is lethal damage."},
                                                           {"603.2", "Whenever a game event matches a triggered ability's trigger event, that ability triggers."}});
        };
        const QStringList questions{QStringLiteral("deathtouch damage"), QStringLiteral("trigger event creature"),
                                    QStringLiteral("lethal damage source")};
        const auto ranking = [&questions](RulesStore &store) {
            QStringList out;
            for (const QString &q : questions)
                for (const SearchHit &hit : store.search(q, SearchOptions{}))
                    out << QStringLiteral("%1 %2 %3").arg(q, hit.number).arg(hit.score, 0, 'g', 12);
            return out;
        };
        RulesStore alone(QStringLiteral(":memory:"));
        alone.addEdition(cr());
        RulesStore beside(QStringLiteral(":memory:"));
        beside.addEdition(cr());
        EditionData ipg = smallIpg();
        ipg.sections[1].text = QStringLiteral("Deathtouch damage from a source whose trigger event was missed: "
                                              "a creature that should have died, lethal damage.");
        beside.addEdition(ipg);
        QCOMPARE(ranking(beside), ranking(alone));
        // A text both hold is the CR's too: imported by the CR after the IPG, it is searched.
        RulesStore policyFirst(QStringLiteral(":memory:"));
        EditionData shared = smallIpg();
        shared.sections[1].text = QStringLiteral("A creature dealt damage by a source with deathtouch is destroyed.");
        policyFirst.addEdition(shared);
        QVERIFY(policyFirst.search(QStringLiteral("deathtouch"), SearchOptions{}).empty());
        policyFirst.addEdition(cr());
        QCOMPARE(ranking(policyFirst), ranking(alone));
    }
};

QTEST_GUILESS_MAIN(TestPolicyStore)
#include "tst_policystore.moc"
