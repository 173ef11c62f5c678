// Card files imported as a user would: real MTGJSON set files (slices of the 2022
// AllSetFiles archive, and the 2025 Time Spiral file), Scryfall API objects, Cockatrice's
// spoiler archive and tokens.xml, each a snapshot of the cards. Skips with a message when
// ../shared (the corpus) is absent.

#include "cards/cardfiles.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace rulesdb;

#define REQUIRE_CARDS()                                                                             \
    do {                                                                                            \
        if (testsupport::corpusFile(QStringLiteral("cards/SOURCES.md")).isEmpty()                   \
            || !QFileInfo::exists(testsupport::corpusFile(QStringLiteral("cards/SOURCES.md"))))     \
            QSKIP("../shared/corpus/cards (the real card files) is absent beside this clone; skipping"); \
    } while (false)

class TestCardImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lightningBolt();
    void faceLayouts_data();
    void faceLayouts();
    void meldCardHasTheBackItMeldsInto();
    void lotusBloomReadsAsEachSnapshotHasIt();
    void lotusBloomHistoryHasEachWording();
    void changesBetweenSnapshotsAreWordingsOnly();
    void rulingsAreKeptOnceEach();
    void rulesTheCardInvokes();
    void keywordsByEveryNameTheRulesGive_data();
    void keywordsByEveryNameTheRulesGive();
    void rulesOfTheKindOfCard_data();
    void rulesOfTheKindOfCard();
    void zndrspltFromScryfall();
    void theOneRingFromCockatriceSpoilers();
    void emptySpoilerTextBlanksNothing();
    void aTokenIsACardOfItsOwn();
    void sameFileTwiceAddsNothing();
    void truncatedFileIsRefusedAndChangesNothing_data();
    void truncatedFileIsRefusedAndChangesNothing();
    void cardCommand();
    void cardHistoryAndDiffCommands();
    void wholeAllSetFilesArchive();

private:
    CardStore &cards() { return *m_cards; }
    StoredCard cardNamed(const QString &name, const QString &asOf = {});
    QString tableCounts();

    QTemporaryDir m_dir;
    std::unique_ptr<RulesStore> m_store;
    std::unique_ptr<CardStore> m_cards;
    QString m_tsp2022; // the 2022 TSP.json out of the archive
};

static QString cardsFile(const char *relative)
{
    return testsupport::corpusFile(QStringLiteral("cards/") + QString::fromUtf8(relative));
}

StoredCard TestCardImport::cardNamed(const QString &name, const QString &asOf)
{
    const CardLookup found = cards().find(name);
    if (!found.card)
        qWarning("no card named %s (closest: %s)", qPrintable(name), qPrintable(found.closest.join(QStringLiteral(", "))));
    const std::optional<StoredCard> card = found.card ? cards().card(*found.card, asOf) : std::nullopt;
    return card ? *card : StoredCard{};
}

// Every card table's row count: what a refused import must leave as it was.
QString TestCardImport::tableCounts()
{
    QStringList counts;
    for (const char *table : {"editions", "cards", "card_texts", "card_versions", "oracle_rulings", "card_sets",
                              "card_printings", "card_names"})
        counts << QString::number(m_store->database().queryInt(
            QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1StringView(table)).toUtf8().constData()));
    return counts.join(u' ');
}

void TestCardImport::initTestCase()
{
    REQUIRE_CARDS();
    // Small real slices of the 2022 archive: the set files of the cards asserted below,
    // each imported as a user would import one set file.
    const QStringList wanted{QStringLiteral("M10.json"), QStringLiteral("ISD.json"), QStringLiteral("APC.json"),
                             QStringLiteral("ELD.json"), QStringLiteral("EMN.json"), QStringLiteral("TSP.json"),
                             // Keywords the rules name otherwise than by their title.
                             QStringLiteral("A25.json"), QStringLiteral("MMA.json"), QStringLiteral("MM2.json"),
                             QStringLiteral("MID.json"), QStringLiteral("ROE.json")};
    QStringList slices;
    importers::cards::forEachEntry(cardsFile("mtgjson5/AllSetFiles-2022-04-25.tar.xz"), QStringLiteral("archive"),
                                   [&](importers::cards::CardFileEntry &entry) {
                                       if (!wanted.contains(entry.name))
                                           return;
                                       QFile out(m_dir.filePath(entry.name));
                                       QVERIFY(out.open(QIODevice::WriteOnly));
                                       out.write(entry.bytes.data(), qint64(entry.bytes.size()));
                                       slices << out.fileName();
                                   });
    QCOMPARE(slices.size(), wanted.size());
    m_tsp2022 = m_dir.filePath(QStringLiteral("TSP.json"));
    m_store = std::make_unique<RulesStore>(m_dir.filePath(QStringLiteral("cards.sqlite")));
    m_cards = std::make_unique<CardStore>(*m_store);
    const auto outcomes = importers::importFiles(*m_store, slices, {});
    QCOMPARE(int(outcomes.size()), int(slices.size()));
    // Eleven set files of one date are one snapshot.
    QCOMPARE(int(cards().snapshots().size()), 1);
    QCOMPARE(cards().snapshots().front().date, QStringLiteral("2022-04-25"));

    importers::importFiles(*m_store, {cardsFile("mtgjson5/TSP-2025-08-18.json")}, {});
    importers::ImportOptions scryfall;
    scryfall.date = QStringLiteral("2025-11-01"); // Scryfall's files state no date of their own
    importers::importFiles(*m_store,
                           {cardsFile("scryfall/api-2025-11/api.scryfall.com/04_cards_d5dfd236-b1da-4552-b94f-ebf6bb9dafdf.json"),
                            cardsFile("scryfall/api-2025-11/api.scryfall.com/16_cards_d5dfd236-b1da-4552-b94f-ebf6bb9dafdf_rulings.json")},
                           scryfall);
    importers::importFiles(*m_store, {cardsFile("cockatrice/spoilers-2022-04-to-2025-12.tar.xz")}, {});
    importers::importFiles(*m_store, {cardsFile("cockatrice/tokens-20260805b.xml")}, {});
}

void TestCardImport::lightningBolt()
{
    const StoredCard bolt = cardNamed(QStringLiteral("Lightning Bolt"));
    QCOMPARE(bolt.name, QStringLiteral("Lightning Bolt"));
    QCOMPARE(bolt.layout, QStringLiteral("normal"));
    QCOMPARE(bolt.kind, CardKind::Paper);
    QCOMPARE(int(bolt.faces.size()), 1);
    QCOMPARE(bolt.faces[0].manaCost, QStringLiteral("{R}"));
    QCOMPARE(bolt.faces[0].typeLine, QStringLiteral("Instant"));
    QCOMPARE(bolt.faces[0].text, QStringLiteral("Lightning Bolt deals 3 damage to any target."));
    QCOMPARE(bolt.oracleId, QStringLiteral("4457ed35-7c10-48c8-9776-456485fdf070"));
    QVERIFY(std::any_of(bolt.sets.begin(), bolt.sets.end(), [](const CardSet &s) {
        return s.code == u"M10" && s.name == u"Magic 2010" && s.released == u"2009-07-17";
    }));
    QCOMPARE(bolt.snapshot, QStringLiteral("2022-04-25"));
}

void TestCardImport::faceLayouts_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QStringList>("faces");
    QTest::addColumn<QString>("secondType");
    QTest::newRow("transform, by its back") << QStringLiteral("Insectile Aberration")
                                            << QStringLiteral("Delver of Secrets // Insectile Aberration")
                                            << QStringLiteral("transform")
                                            << testsupport::list({"Delver of Secrets", "Insectile Aberration"})
                                            << QStringLiteral("Creature — Human Insect");
    QTest::newRow("split") << QStringLiteral("Fire // Ice") << QStringLiteral("Fire // Ice") << QStringLiteral("split")
                           << testsupport::list({"Fire", "Ice"}) << QStringLiteral("Instant");
    QTest::newRow("adventure") << QStringLiteral("Brazen Borrower") << QStringLiteral("Brazen Borrower // Petty Theft")
                               << QStringLiteral("adventure") << testsupport::list({"Brazen Borrower", "Petty Theft"})
                               << QStringLiteral("Instant — Adventure");
}

void TestCardImport::faceLayouts()
{
    QFETCH(QString, typed);
    QFETCH(QString, name);
    QFETCH(QString, layout);
    QFETCH(QStringList, faces);
    QFETCH(QString, secondType);
    const StoredCard card = cardNamed(typed);
    QCOMPARE(card.name, name);
    QCOMPARE(card.layout, layout);
    QStringList names;
    for (const CardFace &f : card.faces)
        names << f.name;
    QCOMPARE(names, faces);
    QCOMPARE(card.faces[1].typeLine, secondType);
    QVERIFY(!card.faces[1].text.isEmpty());
}

void TestCardImport::meldCardHasTheBackItMeldsInto()
{
    const StoredCard bruna = cardNamed(QStringLiteral("Bruna, the Fading Light"));
    QCOMPARE(bruna.layout, QStringLiteral("meld"));
    QCOMPARE(int(bruna.faces.size()), 2);
    QCOMPARE(bruna.faces[0].power, QStringLiteral("5"));
    QCOMPARE(bruna.faces[1].name, QStringLiteral("Brisela, Voice of Nightmares"));
    QCOMPARE(bruna.faces[1].toughness, QStringLiteral("10"));
    // The back, typed whole, is its own card (Gisela melds into it too).
    const StoredCard brisela = cardNamed(QStringLiteral("Brisela, Voice of Nightmares"));
    QCOMPARE(brisela.name, QStringLiteral("Brisela, Voice of Nightmares"));
    QVERIFY(brisela.id != bruna.id);
}

void TestCardImport::lotusBloomReadsAsEachSnapshotHasIt()
{
    const StoredCard in2022 = cardNamed(QStringLiteral("Lotus Bloom"), QStringLiteral("2023-01-01"));
    const StoredCard in2025 = cardNamed(QStringLiteral("Lotus Bloom"), QStringLiteral("2025-09-01"));
    QCOMPARE(in2022.snapshot, QStringLiteral("2022-04-25"));
    QCOMPARE(in2025.snapshot, QStringLiteral("2025-08-18"));
    QVERIFY2(in2022.faces[0].text.contains(QStringLiteral("Sacrifice Lotus Bloom")), qPrintable(in2022.faces[0].text));
    QVERIFY2(in2025.faces[0].text.contains(QStringLiteral("Sacrifice this artifact")), qPrintable(in2025.faces[0].text));
    QVERIFY(in2022.faces[0].text != in2025.faces[0].text);
    // Newest when no date is asked; nothing before the first snapshot.
    QCOMPARE(cardNamed(QStringLiteral("Lotus Bloom")).faces[0].text, in2025.faces[0].text);
    QVERIFY(!cards().card(in2022.id, QStringLiteral("2020-01-01")));
    // A card the 2025 file does not hold reads in 2025 as 2022 had it.
    QCOMPARE(cardNamed(QStringLiteral("Lightning Bolt"), QStringLiteral("2025-09-01")).snapshot, QStringLiteral("2022-04-25"));
    // The second snapshot stored only what changed: a card it holds with the same words
    // (a basic land) has no version of its own.
    const qint64 snapshot2025 = cards().snapshots()[1].id;
    const qint64 versions2025 = m_store->database().queryInt(
        QStringLiteral("SELECT count(*) FROM card_versions WHERE edition_id = %1").arg(snapshot2025).toUtf8().constData());
    QVERIFY(versions2025 > 0);
    QVERIFY2(versions2025 < cards().snapshots()[1].rules, "every card of the 2025 file got a version of its own");
}

void TestCardImport::lotusBloomHistoryHasEachWording()
{
    const StoredCard bloom = cardNamed(QStringLiteral("Lotus Bloom"));
    const std::vector<CardStep> steps = cards().history(bloom.id);
    QVERIFY(steps.size() >= 2);
    QCOMPARE(steps[0].snapshot, QStringLiteral("2022-04-25"));
    QVERIFY(steps[0].faces[0].text.contains(QStringLiteral("Sacrifice Lotus Bloom")));
    QCOMPARE(steps[1].snapshot, QStringLiteral("2025-08-18"));
    QVERIFY(steps[1].faces[0].text.contains(QStringLiteral("Sacrifice this artifact")));
    // A step is a new wording: no two in a row read alike.
    for (size_t i = 1; i < steps.size(); ++i)
        QVERIFY2(!(steps[i].faces == steps[i - 1].faces), qPrintable(steps[i].snapshot));
    // A card held by one snapshot only has one step.
    QCOMPARE(int(cards().history(cardNamed(QStringLiteral("Lightning Bolt")).id).size()), 1);
}

void TestCardImport::changesBetweenSnapshotsAreWordingsOnly()
{
    const std::vector<CardChange> changes = cards().changes(QStringLiteral("2022-04-25"), QStringLiteral("2025-08-18"));
    const auto named = [&](const QString &name) {
        return std::find_if(changes.begin(), changes.end(), [&](const CardChange &c) { return c.name == name; });
    };
    const auto bloom = named(QStringLiteral("Lotus Bloom"));
    QVERIFY(bloom != changes.end());
    QVERIFY(bloom->before[0].text.contains(QStringLiteral("Sacrifice Lotus Bloom")));
    QVERIFY(bloom->after[0].text.contains(QStringLiteral("Sacrifice this artifact")));
    // Not in the 2025 file: unchanged; every change listed is a change of wording.
    QVERIFY(named(QStringLiteral("Lightning Bolt")) == changes.end());
    for (const CardChange &c : changes)
        QVERIFY2(c.before.empty() || !(c.before == c.after), qPrintable(c.name));
    // Fewer than the file holds: what it holds with the same words is no change.
    QVERIFY(int(changes.size()) < cards().snapshots()[1].rules);
    // Before the first snapshot every card is new.
    const std::vector<CardChange> first = cards().changes(QStringLiteral("2000-01-01"), QStringLiteral("2022-04-25"));
    const auto added = std::find_if(first.begin(), first.end(), [](const CardChange &c) { return c.name == u"Lotus Bloom"; });
    QVERIFY(added != first.end() && added->before.empty());
    QVERIFY(cards().changes(QStringLiteral("2025-08-18"), QStringLiteral("2022-04-25")).empty());
}

void TestCardImport::rulingsAreKeptOnceEach()
{
    const StoredCard bloom = cardNamed(QStringLiteral("Lotus Bloom"));
    QVERIFY(bloom.rulings.size() >= 3);
    QSet<QString> seen;
    for (const OracleRuling &r : bloom.rulings) {
        QVERIFY(!seen.contains(r.date + r.text));
        seen.insert(r.date + r.text);
        QCOMPARE(r.source, QStringLiteral("wotc"));
        QVERIFY(QDate::fromString(r.date, Qt::ISODate).isValid());
    }
    // Rulings the 2025 file added are not known in 2023.
    const StoredCard then = cardNamed(QStringLiteral("Lotus Bloom"), QStringLiteral("2023-01-01"));
    for (const OracleRuling &r : then.rulings)
        QVERIFY(r.date <= QStringLiteral("2022-04-25"));
}

void TestCardImport::rulesTheCardInvokes()
{
    importers::importFiles(*m_store, {testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"))}, {});
    const auto cr = m_store->editionAsOf(QStringLiteral("2025-09-19"), QStringLiteral("en"));
    QVERIFY(cr);
    QStringList titles;
    for (const RuleHeadline &r : rulesInvokedBy(*m_store, *cr, cardNamed(QStringLiteral("Lotus Bloom"))))
        titles << r.number + u' ' + r.title;
    QVERIFY2(titles.contains(QStringLiteral("702.62 Suspend")), qPrintable(titles.join(u',')));
    QVERIFY2(std::any_of(titles.begin(), titles.end(), [](const QString &t) { return t.endsWith(u" Sacrifice"); }),
             qPrintable(titles.join(u',')));
    // A +1/+1 counter is no 701 Counter, a creature's Flying is 702.9.
    titles.clear();
    for (const RuleHeadline &r : rulesInvokedBy(*m_store, *cr, cardNamed(QStringLiteral("Brazen Borrower"))))
        titles << r.title;
    QVERIFY2(titles.contains(QStringLiteral("Flash")) && titles.contains(QStringLiteral("Flying")), qPrintable(titles.join(u',')));
    QVERIFY2(!titles.contains(QStringLiteral("Counter")), qPrintable(titles.join(u',')));
    QVERIFY2(titles.contains(QStringLiteral("Adventurer Cards")), qPrintable(titles.join(u',')));
}

void TestCardImport::keywordsByEveryNameTheRulesGive_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QStringList>("invoked"); // among the rules the card invokes
    QTest::addColumn<QStringList>("notInvoked");
    QTest::newRow("[type]walk (702.14a)") << QStringLiteral("Bog Wraith") << QStringList{QStringLiteral("702.14")}
                                          << QStringList{};
    QTest::newRow("[Type]cycling (702.29e)") << QStringLiteral("Twisted Abomination")
                                             << QStringList{QStringLiteral("702.29"), QStringLiteral("701.19")} << QStringList{};
    QTest::newRow("a variant: megamorph (702.37b)") << QStringLiteral("Den Protector") << QStringList{QStringLiteral("702.37")}
                                                    << QStringList{};
    QTest::newRow("a variant: multikicker (702.33c)") << QStringLiteral("Everflowing Chalice")
                                                      << QStringList{QStringLiteral("702.33")} << QStringList{QStringLiteral("701.6")};
    QTest::newRow("an older name: totem armor (702.89b)") << QStringLiteral("Hyena Umbra")
                                                          << QStringList{QStringLiteral("702.89")} << QStringList{};
    QTest::newRow("each half of a title of two, on each face") << QStringLiteral("Brutal Cathar // Moonrage Brute")
                                                               << QStringList{QStringLiteral("702.145"), QStringLiteral("702.21")}
                                                               << QStringList{};
    QTest::newRow("verbs after a mode's bullet") << QStringLiteral("Cryptic Command")
                                                 << QStringList{QStringLiteral("701.6"), QStringLiteral("701.26")} << QStringList{};
    QTest::newRow("an ability word opening a line (the rule the glossary's Ability Word cites)")
        << QStringLiteral("Morkrut Banshee") << QStringList{QStringLiteral("207.2c")} << QStringList{};
    QTest::newRow("a +1/+1 counter is no 701 Counter") << QStringLiteral("Walking Ballista") << QStringList{}
                                                       << QStringList{QStringLiteral("701.6")};
}

void TestCardImport::keywordsByEveryNameTheRulesGive()
{
    QFETCH(QString, card);
    QFETCH(QStringList, invoked);
    QFETCH(QStringList, notInvoked);
    importers::importFiles(*m_store, {testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"))}, {});
    const auto cr = m_store->editionAsOf(QStringLiteral("2025-09-19"), QStringLiteral("en"));
    QVERIFY(cr);
    QStringList numbers;
    for (const RuleHeadline &r : rulesInvokedBy(*m_store, *cr, cardNamed(card)))
        numbers << r.number;
    for (const QString &n : invoked)
        QVERIFY2(numbers.contains(n), qPrintable(n + QStringLiteral(" not in ") + numbers.join(u',')));
    for (const QString &n : notInvoked)
        QVERIFY2(!numbers.contains(n), qPrintable(n + QStringLiteral(" in ") + numbers.join(u',')));
    // Where a line names them, as the card page links them: an ability word only opening a
    // line, before its dash, an apostrophe curly or straight.
    const KeywordRules keywords(*m_store, *cr);
    const auto spans = keywords.spansIn(QStringLiteral("Council\u2019s dilemma \u2014 Starting with you, each player votes"));
    QCOMPARE(int(spans.size()), 1);
    QCOMPARE(spans.front().number, QStringLiteral("207.2c"));
    QCOMPARE(int(spans.front().length), int(QStringLiteral("Council's dilemma").size()));
    QVERIFY(keywords.spansIn(QStringLiteral("Whenever landfall happens, draw a card")).empty());
}

void TestCardImport::rulesOfTheKindOfCard_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("section"); // empty: none
    QTest::newRow("split") << QStringLiteral("Fire // Ice") << QStringLiteral("709. Split Cards");
    QTest::newRow("transform: the rules' double-faced cards") << QStringLiteral("Delver of Secrets")
                                                              << QStringLiteral("712. Double-Faced Cards");
    QTest::newRow("adventure: the rules' adventurer cards") << QStringLiteral("Brazen Borrower")
                                                            << QStringLiteral("715. Adventurer Cards");
    QTest::newRow("reversible card") << QStringLiteral("Zndrsplt, Eye of Wisdom") << QStringLiteral("712. Double-Faced Cards");
    QTest::newRow("normal") << QStringLiteral("Lightning Bolt") << QString();
}

void TestCardImport::rulesOfTheKindOfCard()
{
    QFETCH(QString, card);
    QFETCH(QString, section);
    importers::importFiles(*m_store, {testsupport::corpusFile(QStringLiteral("cr-txt/2025-09-19.txt"))}, {});
    const auto cr = m_store->editionAsOf(QStringLiteral("2025-09-19"), QStringLiteral("en"));
    QVERIFY(cr);
    QStringList sections;
    for (const RuleHeadline &r : rulesInvokedBy(*m_store, *cr, cardNamed(card)))
        if (r.number.endsWith(u'.'))
            sections << r.number + u' ' + r.title;
    QCOMPARE(sections, section.isEmpty() ? QStringList() : QStringList{section});
}

void TestCardImport::zndrspltFromScryfall()
{
    const StoredCard z = cardNamed(QStringLiteral("Zndrsplt, Eye of Wisdom"));
    QCOMPARE(z.layout, QStringLiteral("reversible_card"));
    // Scryfall gives its oracle id only inside card_faces.
    QCOMPARE(z.oracleId, QStringLiteral("502849a6-8e65-40f3-b348-a41c4f939768"));
    QCOMPARE(int(z.faces.size()), 2);
    QVERIFY(z.faces[0].text.contains(QStringLiteral("flip a coin"), Qt::CaseInsensitive));
    QVERIFY(std::any_of(z.sets.begin(), z.sets.end(), [](const CardSet &s) { return s.code == u"SLD"; }));
    QCOMPARE(z.snapshot, QStringLiteral("2025-11-01"));
    // The rulings list, a file of its own, found its card by the oracle id.
    QVERIFY(!z.rulings.empty());
}

void TestCardImport::theOneRingFromCockatriceSpoilers()
{
    const StoredCard ring = cardNamed(QStringLiteral("the one ring"));
    QCOMPARE(ring.name, QStringLiteral("The One Ring"));
    QCOMPARE(ring.faces[0].manaCost, QStringLiteral("{4}"));
    QCOMPARE(ring.faces[0].typeLine, QStringLiteral("Legendary Artifact"));
    QVERIFY(ring.faces[0].text.contains(QStringLiteral("burden counter")));
    QVERIFY(std::any_of(ring.sets.begin(), ring.sets.end(), [](const CardSet &s) { return s.code == u"LTR"; }));
    // The archive of 124 spoiler files is one snapshot, dated by its newest file.
    const auto snapshots = cards().snapshots();
    QVERIFY(std::any_of(snapshots.begin(), snapshots.end(), [](const EditionInfo &e) {
        return e.source == u"spoilers-2022-04-to-2025-12.tar.xz" && e.date >= u"2025-01-01";
    }));
    // Hybrid costs braced as Scryfall spells them.
    const StoredCard orcs = cardNamed(QStringLiteral("Orcish Bowmasters"));
    QCOMPARE(orcs.faces[0].manaCost, QStringLiteral("{1}{B}"));
}

void TestCardImport::emptySpoilerTextBlanksNothing()
{
    // Every multi-face entry of the spoiler files has empty text; a card the 2022
    // snapshot had (reprinted since) keeps its faces' words.
    Statement st(m_store->database(),
                 "SELECT c.name FROM cards c JOIN card_versions v ON v.card_id = c.id JOIN editions e ON e.id = v.edition_id "
                 "WHERE e.source LIKE 'spoilers%' AND c.name LIKE '% // %' AND EXISTS (SELECT 1 FROM card_versions w JOIN "
                 "editions f ON f.id = w.edition_id WHERE w.card_id = c.id AND f.date = '2022-04-25') LIMIT 5");
    int checked = 0;
    while (st.step()) {
        const StoredCard now = cardNamed(st.text(0));
        const StoredCard then = cardNamed(st.text(0), QStringLiteral("2022-12-31"));
        QCOMPARE(now.faces.size(), then.faces.size());
        // The spoilers' own wording may differ (DMR's Ice lost its line break); never blank.
        for (size_t i = 0; i < now.faces.size(); ++i)
            QVERIFY2(then.faces[i].text.isEmpty() || !now.faces[i].text.isEmpty(), qPrintable(now.faces[i].name));
        ++checked;
    }
    QVERIFY(checked > 0);
    // And a card only a spoiler knows keeps its faces, with names and types.
    const StoredCard spoiled = cardNamed(QStringLiteral("Andúril, Flame of the West"));
    QVERIFY(!spoiled.faces.empty());
    qInfo("%d multi-face cards of 2022 reprinted in the spoilers checked", checked);
}

void TestCardImport::aTokenIsACardOfItsOwn()
{
    const StoredCard pouncer = cardNamed(QStringLiteral("Adorned Pouncer (Token)"));
    QCOMPARE(pouncer.kind, CardKind::Token);
    QCOMPARE(pouncer.faces[0].power, QStringLiteral("4"));
    QCOMPARE(pouncer.faces[0].text, QStringLiteral("Double strike"));
    // The card of that name is another card.
    const StoredCard card = cardNamed(QStringLiteral("Adorned Pouncer"));
    QVERIFY(card.id != pouncer.id);
    QCOMPARE(card.kind, CardKind::Paper);
    // A token from MTGJSON's set files: Eldrazi Horror (EMN), 3/2.
    const StoredCard horror = cardNamed(QStringLiteral("Eldrazi Horror"));
    QCOMPARE(horror.kind, CardKind::Token);
    QCOMPARE(horror.faces[0].power + u'/' + horror.faces[0].toughness, QStringLiteral("3/2"));
}

void TestCardImport::sameFileTwiceAddsNothing()
{
    const QString before = tableCounts();
    const auto again = importers::importFiles(*m_store, {cardsFile("mtgjson5/TSP-2025-08-18.json")}, {});
    QCOMPARE(again.front().result.status, AddStatus::AlreadyImported);
    QCOMPARE(tableCounts(), before);
}

void TestCardImport::truncatedFileIsRefusedAndChangesNothing_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");
    QTest::newRow("MTGJSON set file") << cardsFile("mtgjson5/TSP-2025-08-18.json") << QStringLiteral("MTGJSON v5 JSON");
    QTest::newRow("Cockatrice spoiler archive") << cardsFile("cockatrice/spoilers-2022-04-to-2025-12.tar.xz")
                                                << QStringLiteral("archive");
    QTest::newRow("Scryfall list") << cardsFile("scryfall/api-2025-11/api.scryfall.com/"
                                                "02_cards_search_include_extras_true_include_variations_true_order_set_page_1_q_e_3AMID_unique_prints.json")
                                   << QStringLiteral("Scryfall JSON");
}

void TestCardImport::truncatedFileIsRefusedAndChangesNothing()
{
    QFETCH(QString, source);
    QFETCH(QString, expected);
    const QByteArray bytes = testsupport::readAll(source);
    QVERIFY(bytes.size() > 1000);
    const QString cut = m_dir.filePath(QStringLiteral("cut-") + QFileInfo(source).fileName());
    {
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes.left(bytes.size() / 2));
    }
    const QString before = tableCounts();
    importers::ImportOptions options;
    options.date = QStringLiteral("2026-01-01");
    try {
        importers::importFiles(*m_store, {cut}, options);
        QFAIL("a truncated file was imported");
    } catch (const importers::ImportError &error) {
        QCOMPARE(error.file(), QFileInfo(cut).fileName());
        QVERIFY2(error.message().contains(QStringLiteral("at byte ")), qPrintable(error.toString()));
        QVERIFY2(error.message().contains(expected), qPrintable(error.toString()));
        // The parser's own words end where the expectation starts, without a stop before it.
        QVERIFY2(!error.message().contains(QStringLiteral(".:")), qPrintable(error.toString()));
        qInfo("%s", qPrintable(error.toString()));
    }
    QCOMPARE(tableCounts(), before);
}

void TestCardImport::cardCommand()
{
    const auto cli = [this](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(RULEKEEPER_CLI_PATH), QStringList{QStringLiteral("--db"), m_store->database().path()} + args);
        p.waitForFinished(60000);
        return std::tuple(p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError()));
    };
    // The JSON contract: name, layout, faces, rulings, rules, snapshot, sets.
    auto [status, out, err] = cli({QStringLiteral("--json"), QStringLiteral("card"), QStringLiteral("lotus bloom"),
                                   QStringLiteral("--as-of"), QStringLiteral("2023-01-01")});
    QVERIFY2(status == 0, qPrintable(err));
    const QJsonObject card = QJsonDocument::fromJson(out).object();
    QCOMPARE(card.value(QStringLiteral("name")).toString(), QStringLiteral("Lotus Bloom"));
    QCOMPARE(card.value(QStringLiteral("layout")).toString(), QStringLiteral("normal"));
    QCOMPARE(card.value(QStringLiteral("snapshot")).toString(), QStringLiteral("2022-04-25"));
    const QJsonObject face = card.value(QStringLiteral("faces")).toArray().first().toObject();
    QCOMPARE(face.value(QStringLiteral("type_line")).toString(), QStringLiteral("Artifact"));
    QVERIFY(face.value(QStringLiteral("text")).toString().contains(QStringLiteral("Sacrifice Lotus Bloom")));
    QVERIFY(!face.contains(QStringLiteral("power"))); // only the fields a face has
    const QJsonObject ruling = card.value(QStringLiteral("rulings")).toArray().first().toObject();
    QVERIFY(ruling.contains(QStringLiteral("date")) && ruling.contains(QStringLiteral("text"))
            && ruling.value(QStringLiteral("source")).toString() == u"wotc");
    QVERIFY(card.value(QStringLiteral("rules")).isArray());
    QVERIFY(card.value(QStringLiteral("sets")).toArray().size() >= 1);
    // The newest text when no date is asked.
    std::tie(status, out, err) = cli({QStringLiteral("card"), QStringLiteral("Lotus Bloom")});
    QCOMPARE(status, 0);
    QVERIFY(QString::fromUtf8(out).contains(QStringLiteral("Sacrifice this artifact")));
    QVERIFY(QString::fromUtf8(out).contains(QStringLiteral("Oracle text as of 2025-08-18")));
    // An unknown name: exit status 2, the closest names said.
    std::tie(status, out, err) = cli({QStringLiteral("card"), QStringLiteral("Lightnig Bolt")});
    QCOMPARE(status, 2);
    QVERIFY2(err.contains(QStringLiteral("closest: Lightning Bolt")), qPrintable(err));
    // A later word of one name only is that card; a word several names end with is
    // ambiguous: exit status 2, those cards named.
    std::tie(status, out, err) = cli({QStringLiteral("card"), QStringLiteral("timebug")});
    QVERIFY2(status == 0, qPrintable(err));
    QVERIFY(QString::fromUtf8(out).startsWith(QStringLiteral("Jhoira's Timebug")));
    std::tie(status, out, err) = cli({QStringLiteral("card"), QStringLiteral("bloom")});
    QCOMPARE(status, 2);
    QVERIFY2(err.contains(QStringLiteral("closest: ")) && err.contains(QStringLiteral("Lotus Bloom")), qPrintable(err));
    // A judges' nickname: its card, and the JSON says which nickname matched (a new key).
    std::tie(status, out, err) = cli({QStringLiteral("--json"), QStringLiteral("card"), QStringLiteral("bolt")});
    QVERIFY2(status == 0, qPrintable(err));
    const QJsonObject bolt = QJsonDocument::fromJson(out).object();
    QCOMPARE(bolt.value(QStringLiteral("name")).toString(), QStringLiteral("Lightning Bolt"));
    QCOMPARE(bolt.value(QStringLiteral("nickname")).toString(), QStringLiteral("Bolt"));
    QVERIFY(!card.contains(QStringLiteral("nickname"))); // by its name: no such key
    std::tie(status, out, err) = cli({QStringLiteral("card"), QStringLiteral("Bolt")});
    QVERIFY(QString::fromUtf8(out).contains(QStringLiteral("(found by its nickname \"Bolt\")")));
    // The snapshots listed as editions of the cards.
    std::tie(status, out, err) = cli({QStringLiteral("editions"), QStringLiteral("--document"), QStringLiteral("cards")});
    QCOMPARE(status, 0);
    QVERIFY2(QString::fromUtf8(out).contains(QStringLiteral("2025-08-18 en  CARDS")), out.constData());
}

void TestCardImport::cardHistoryAndDiffCommands()
{
    const auto cli = [this](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(RULEKEEPER_CLI_PATH), QStringList{QStringLiteral("--db"), m_store->database().path()} + args);
        p.waitForFinished(60000);
        return std::tuple(p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError()));
    };
    const QString cardsDocument = QStringLiteral("--document=cards");
    // history: the keys of a rule's history (edition, change, text, diff) and the faces.
    auto [status, out, err] = cli({QStringLiteral("--json"), QStringLiteral("history"), QStringLiteral("lotus bloom"), cardsDocument});
    QVERIFY2(status == 0, qPrintable(err));
    const QJsonArray steps = QJsonDocument::fromJson(out).array();
    QVERIFY(steps.size() >= 2);
    QCOMPARE(steps[0].toObject().value(QStringLiteral("edition")).toString(), QStringLiteral("2022-04-25"));
    QCOMPARE(steps[0].toObject().value(QStringLiteral("change")).toString(), QStringLiteral("first seen"));
    QCOMPARE(steps[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Lotus Bloom"));
    const QJsonObject second = steps[1].toObject();
    QCOMPARE(second.value(QStringLiteral("edition")).toString(), QStringLiteral("2025-08-18"));
    QCOMPARE(second.value(QStringLiteral("change")).toString(), QStringLiteral("modified"));
    QVERIFY2(second.value(QStringLiteral("diff")).toString().contains(QStringLiteral("[-Lotus Bloom-]{+this artifact+}")),
             qPrintable(second.value(QStringLiteral("diff")).toString()));
    QCOMPARE(second.value(QStringLiteral("faces")).toArray().first().toObject().value(QStringLiteral("type_line")).toString(),
             QStringLiteral("Artifact"));
    std::tie(status, out, err) = cli({QStringLiteral("history"), QStringLiteral("Lotus Bloom"), cardsDocument});
    QCOMPARE(status, 0);
    QVERIFY2(QString::fromUtf8(out).contains(QStringLiteral("2025-08-18  modified")), out.constData());
    std::tie(status, out, err) = cli({QStringLiteral("history"), QStringLiteral("Lotsu Blom"), cardsDocument});
    QCOMPARE(status, 2);
    QVERIFY2(err.contains(QStringLiteral("closest: Lotus Bloom")), qPrintable(err));

    // diff: the cards reworded between two dates, in the shape of a section diff.
    std::tie(status, out, err) = cli({QStringLiteral("--json"), QStringLiteral("diff"), QStringLiteral("2023-01-01"),
                                      QStringLiteral("2025-09-01"), cardsDocument});
    QVERIFY2(status == 0, qPrintable(err));
    const QJsonObject diff = QJsonDocument::fromJson(out).object();
    QCOMPARE(diff.value(QStringLiteral("document")).toString(), QStringLiteral("cards"));
    QCOMPARE(diff.value(QStringLiteral("from")).toString(), QStringLiteral("2023-01-01"));
    QJsonObject bloom;
    QStringList names;
    for (const QJsonValue &v : diff.value(QStringLiteral("changes")).toArray()) {
        names << v.toObject().value(QStringLiteral("name")).toString();
        if (names.last() == u"Lotus Bloom")
            bloom = v.toObject();
    }
    QVERIFY(!names.contains(QStringLiteral("Lightning Bolt")));
    QCOMPARE(bloom.value(QStringLiteral("kind")).toString(), QStringLiteral("modified"));
    QVERIFY(bloom.value(QStringLiteral("old")).toString().contains(QStringLiteral("Sacrifice Lotus Bloom")));
    QVERIFY(bloom.value(QStringLiteral("new")).toString().contains(QStringLiteral("Sacrifice this artifact")));
    std::tie(status, out, err) = cli({QStringLiteral("diff"), QStringLiteral("2025-09-01"), QStringLiteral("2023-01-01"), cardsDocument});
    QCOMPARE(status, 2);
    QVERIFY2(err.contains(QStringLiteral("older date first")), qPrintable(err));
    // The commands that read rules still say where cards are read.
    std::tie(status, out, err) = cli({QStringLiteral("show"), QStringLiteral("1"), cardsDocument});
    QCOMPARE(status, 2);
    QVERIFY2(err.contains(QStringLiteral("card NAME")), qPrintable(err));
}

void TestCardImport::wholeAllSetFilesArchive()
{
#ifdef RULEKEEPER_SANITIZED
    QSKIP("the whole 2022 archive is imported in plain builds only (it takes minutes under a sanitizer)");
#endif
    QTemporaryDir dir;
    RulesStore store(dir.filePath(QStringLiteral("all.sqlite")));
    const auto outcomes = importers::importFiles(store, {cardsFile("mtgjson5/AllSetFiles-2022-04-25.tar.xz")}, {});
    QCOMPARE(int(outcomes.size()), 1);
    // The archive's one-byte placeholder is skipped, said as a warning.
    QVERIFY(outcomes.front().warnings.join(u'\n').contains(QStringLiteral("allSets.json is empty")));
    CardStore cardStore(store);
    const auto snapshots = cardStore.snapshots();
    QCOMPARE(int(snapshots.size()), 1);
    QCOMPARE(snapshots.front().date, QStringLiteral("2022-04-25"));
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM card_sets"), 579);
    // 23,711 card names in the files (SOURCES.md): one paper card each, apart from the
    // Alchemy and Un-cards and the tokens that share a name.
    const qint64 names = store.database().queryInt("SELECT count(DISTINCT name) FROM cards WHERE kind <> 'token'");
    QVERIFY2(names > 22000 && names < 24500, qPrintable(QString::number(names)));
    QVERIFY(store.database().queryInt("SELECT count(*) FROM oracle_rulings") > 40000);
    const CardLookup bolt = cardStore.find(QStringLiteral("Lightning Bolt"));
    QVERIFY(bolt.card);
    QCOMPARE(cardStore.card(*bolt.card)->sets.size() > 10, true);
    const CardLookup epiphany = cardStore.find(QStringLiteral("A-Alrund's Epiphany"));
    QVERIFY(epiphany.card);
    QCOMPARE(cardStore.card(*epiphany.card)->kind, CardKind::Alchemy);
    QVERIFY(*epiphany.card != *cardStore.find(QStringLiteral("Alrund's Epiphany")).card);
}

QTEST_GUILESS_MAIN(TestCardImport)
#include "tst_cardimport.moc"
