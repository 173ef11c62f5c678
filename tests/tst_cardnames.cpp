// The card store without a file: names as judges type them (case, accents, apostrophes,
// commas, either half, a face's own name, a unique start, a misspelling), kinds kept apart,
// and snapshots that update only what they hold and blank nothing. An in-memory database.

#include "cards/cardname.h"
#include "cards/cardnicknames.h"
#include "cards/cardstore.h"
#include "rulesstore.h"
#include "sqlite.h"

#include <QTest>
#include <memory>
#include <optional>

using namespace rulesdb;

class TestCardNames : public QObject {
    Q_OBJECT
private slots:
    void init();
    void keysFoldWhatPeopleType_data();
    void keysFoldWhatPeopleType();
    void namesFound_data();
    void namesFound();
    void ambiguousStartNamesTheCandidates();
    void misspeltNameSuggestsTheClosest();
    void completionByStart();
    void aLaterWordOfOneNameFindsIt();
    void nicknamesFindTheirCards();
    void everyNicknameHasOneCardAndASource();
    void aSnapshotUpdatesOnlyWhatItHolds();
    void whatASnapshotLacksBlanksNothing();
    void unchangedCardsAddNoVersion();

private:
    static OracleCard card(const char *name, std::vector<std::pair<const char *, const char *>> faces,
                           CardKind kind = CardKind::Paper, const char *layout = "normal");
    static CardSnapshot snapshot(const char *date, const char *sha, std::vector<OracleCard> cards);
    QString found(const QString &typed);

    std::unique_ptr<RulesStore> m_store;
    std::unique_ptr<CardStore> m_cards;
};

OracleCard TestCardNames::card(const char *name, std::vector<std::pair<const char *, const char *>> faces, CardKind kind,
                               const char *layout)
{
    OracleCard c;
    c.name = QString::fromUtf8(name);
    c.kind = kind;
    c.layout = QString::fromUtf8(layout);
    for (const auto &[faceName, text] : faces)
        c.faces.push_back({QString::fromUtf8(faceName), {}, QStringLiteral("Instant"), QString::fromUtf8(text)});
    return c;
}

CardSnapshot TestCardNames::snapshot(const char *date, const char *sha, std::vector<OracleCard> cards)
{
    CardSnapshot s;
    s.date = QString::fromLatin1(date);
    s.name = QStringLiteral("test");
    s.sourceFile = QStringLiteral("test.json");
    s.format = QStringLiteral("mtgjson");
    s.sha256 = sha;
    s.cards = std::move(cards);
    return s;
}

QString TestCardNames::found(const QString &typed)
{
    const CardLookup lookup = m_cards->find(typed);
    return lookup.card ? m_cards->card(*lookup.card)->name : QString();
}

void TestCardNames::init()
{
    m_cards.reset();
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
    m_cards = std::make_unique<CardStore>(*m_store);
    m_cards->addSnapshot(snapshot(
        "2022-04-25", "a",
        {card("Lightning Bolt", {{"Lightning Bolt", "Lightning Bolt deals 3 damage to any target."}}),
         card("Lightning Helix", {{"Lightning Helix", "Lightning Helix deals 3 damage to any target and you gain 3 life."}}),
         card("Lim-Dûl's Vault", {{"Lim-Dûl's Vault", "Look at the top five cards of your library."}}),
         card("Urza's Tower", {{"Urza's Tower", "{T}: Add {C}."}}),
         card("Fire // Ice", {{"Fire", "Fire deals 2 damage divided as you choose."}, {"Ice", "Tap target permanent.\nDraw a card."}},
              CardKind::Paper, "split"),
         card("Delver of Secrets // Insectile Aberration", {{"Delver of Secrets", "At the beginning of your upkeep, look."}, {"Insectile Aberration", "Flying"}},
              CardKind::Paper, "transform"),
         card("Bruna, the Fading Light", {{"Bruna, the Fading Light", "Flying, vigilance"}}),
         card("Brazen Borrower // Petty Theft", {{"Brazen Borrower", "Flash\nFlying"}, {"Petty Theft", "Return target nonland permanent."}},
              CardKind::Paper, "adventure"),
         card("Alrund's Epiphany", {{"Alrund's Epiphany", "Take an extra turn after this one."}}),
         card("A-Alrund's Epiphany", {{"A-Alrund's Epiphany", "Take an extra turn after this one. Exile it."}}, CardKind::Alchemy),
         card("Treasure", {{"Treasure", "{T}, Sacrifice this artifact: Add one mana of any color."}}, CardKind::Token, "token"),
         card("Palantír of Orthanc", {{"Palantír of Orthanc", "At the beginning of your end step, scry 2."}})}));
}

void TestCardNames::keysFoldWhatPeopleType_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("key");
    QTest::newRow("accents") << QStringLiteral("Lim-Dûl's Vault") << QStringLiteral("limdulsvault");
    QTest::newRow("case, spaces") << QStringLiteral("LIM DUL S VAULT") << QStringLiteral("limdulsvault");
    QTest::newRow("curly apostrophe") << QStringLiteral("Urza’s Tower") << QStringLiteral("urzastower");
    QTest::newRow("ligature") << QStringLiteral("Æther Vial") << QStringLiteral("aethervial");
    QTest::newRow("commas") << QStringLiteral("Bruna, the Fading Light") << QStringLiteral("brunathefadinglight");
}

void TestCardNames::keysFoldWhatPeopleType()
{
    QFETCH(QString, typed);
    QFETCH(QString, key);
    QCOMPARE(cardNameKey(typed), key);
}

void TestCardNames::namesFound_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("card");
    QTest::newRow("as printed") << QStringLiteral("Lightning Bolt") << QStringLiteral("Lightning Bolt");
    QTest::newRow("any case") << QStringLiteral("LIGHTNING bolt") << QStringLiteral("Lightning Bolt");
    QTest::newRow("without accents") << QStringLiteral("Lim-Dul's Vault") << QStringLiteral("Lim-Dûl's Vault");
    QTest::newRow("without the hyphen or apostrophe") << QStringLiteral("limduls vault") << QStringLiteral("Lim-Dûl's Vault");
    QTest::newRow("Palantir") << QStringLiteral("palantir of orthanc") << QStringLiteral("Palantír of Orthanc");
    QTest::newRow("without the apostrophe") << QStringLiteral("Urzas Tower") << QStringLiteral("Urza's Tower");
    QTest::newRow("without the comma") << QStringLiteral("Bruna the Fading Light") << QStringLiteral("Bruna, the Fading Light");
    QTest::newRow("whole split name") << QStringLiteral("fire//ice") << QStringLiteral("Fire // Ice");
    QTest::newRow("first half") << QStringLiteral("Fire") << QStringLiteral("Fire // Ice");
    QTest::newRow("second half") << QStringLiteral("ice") << QStringLiteral("Fire // Ice");
    QTest::newRow("a face's own name") << QStringLiteral("Insectile Aberration")
                                       << QStringLiteral("Delver of Secrets // Insectile Aberration");
    QTest::newRow("an adventure") << QStringLiteral("petty theft") << QStringLiteral("Brazen Borrower // Petty Theft");
    QTest::newRow("a unique start") << QStringLiteral("Brazen Bor") << QStringLiteral("Brazen Borrower // Petty Theft");
    QTest::newRow("paper before Alchemy") << QStringLiteral("Alrund's Epiphany") << QStringLiteral("Alrund's Epiphany");
    QTest::newRow("Alchemy by its own name") << QStringLiteral("A-Alrund's Epiphany") << QStringLiteral("A-Alrund's Epiphany");
    QTest::newRow("a token") << QStringLiteral("treasure") << QStringLiteral("Treasure");
    QTest::newRow("nothing typed") << QStringLiteral(" ,' ") << QString();
}

void TestCardNames::namesFound()
{
    QFETCH(QString, typed);
    QFETCH(QString, card);
    QCOMPARE(found(typed), card);
}

void TestCardNames::ambiguousStartNamesTheCandidates()
{
    const CardLookup lookup = m_cards->find(QStringLiteral("lightning"));
    QVERIFY(!lookup.card);
    QCOMPARE(lookup.closest, QStringList({QStringLiteral("Lightning Bolt"), QStringLiteral("Lightning Helix")}));
}

void TestCardNames::misspeltNameSuggestsTheClosest()
{
    CardLookup lookup = m_cards->find(QStringLiteral("Lightnig Bolt"));
    QVERIFY(!lookup.card);
    QVERIFY(!lookup.closest.isEmpty());
    QCOMPARE(lookup.closest.front(), QStringLiteral("Lightning Bolt"));
    lookup = m_cards->find(QStringLiteral("Brazen Borower"));
    QVERIFY(!lookup.card);
    QCOMPARE(lookup.closest.value(0), QStringLiteral("Brazen Borrower // Petty Theft"));
    // Nothing near: no suggestion rather than a wild one.
    QVERIFY(m_cards->find(QStringLiteral("Qwxyzzy Blorp")).closest.isEmpty());
}

void TestCardNames::completionByStart()
{
    QCOMPARE(m_cards->complete(QStringLiteral("light")),
             QStringList({QStringLiteral("Lightning Bolt"), QStringLiteral("Lightning Helix")}));
    QCOMPARE(m_cards->complete(QStringLiteral("insectile")),
             QStringList({QStringLiteral("Delver of Secrets // Insectile Aberration")}));
    QVERIFY(m_cards->complete(QStringLiteral("zzz")).isEmpty());
}

void TestCardNames::aLaterWordOfOneNameFindsIt()
{
    m_cards->addSnapshot(snapshot("2022-04-26", "later",
                                  {card("Slippery Bogle", {{"Slippery Bogle", "Hexproof"}}),
                                   card("Lotus Bloom", {{"Lotus Bloom", "Suspend 3—{0}"}}),
                                   card("Cadaverous Bloom", {{"Cadaverous Bloom", "Exile a card from your hand."}})}));
    // No name starts with "bogle"; one name has a later word starting so: that card, as a
    // judge says it.
    QCOMPARE(found(QStringLiteral("bogle")), QStringLiteral("Slippery Bogle"));
    QCOMPARE(found(QStringLiteral("BOGLE")), QStringLiteral("Slippery Bogle"));
    QCOMPARE(found(QStringLiteral("bog")), QString()); // under four letters: too many names have such a word
    // The lookup box lets a rule win over such a guess: the lookup says how it matched.
    QVERIFY(m_cards->find(QStringLiteral("bogle")).laterWord);
    QVERIFY(!m_cards->find(QStringLiteral("Slippery Bogle")).laterWord);
    QVERIFY(!m_cards->find(QStringLiteral("slippery")).laterWord); // a unique start
    // Two names end in "Bloom": neither is chosen; both are the closest.
    CardLookup bloom = m_cards->find(QStringLiteral("bloom"));
    QVERIFY(!bloom.card);
    QCOMPARE(bloom.closest, (QStringList{QStringLiteral("Lotus Bloom"), QStringLiteral("Cadaverous Bloom")}));
    // Names starting so: still none chosen, the names starting so first, then the others.
    m_cards->addSnapshot(snapshot("2022-04-27", "tender",
                                  {card("Bloom Tender", {{"Bloom Tender", "{T}: For each color …"}}),
                                   card("Bloom Hulk", {{"Bloom Hulk", "When Bloom Hulk enters, proliferate."}})}));
    bloom = m_cards->find(QStringLiteral("bloom"));
    QVERIFY(!bloom.card);
    QCOMPARE(bloom.closest, (QStringList{QStringLiteral("Bloom Hulk"), QStringLiteral("Bloom Tender"),
                                         QStringLiteral("Lotus Bloom"), QStringLiteral("Cadaverous Bloom")}));
    // A name starting so still comes first: "lightning" names two cards by their start,
    // whatever later words hold.
    QVERIFY(!m_cards->find(QStringLiteral("lightning")).card);
    // Several later words, as typed ("fading light"), the punctuation left out.
    QCOMPARE(found(QStringLiteral("fading light")), QStringLiteral("Bruna, the Fading Light"));
}

void TestCardNames::nicknamesFindTheirCards()
{
    m_cards->addSnapshot(snapshot("2022-04-26", "nicknamed",
                                  {card("Tarmogoyf", {{"Tarmogoyf", "Tarmogoyf's power is equal to …"}}),
                                   card("Dark Confidant", {{"Dark Confidant", "At the beginning of your upkeep, reveal …"}}),
                                   card("Tim", {{"Tim", "A card of this very name: a name wins over a nickname."}})}));
    CardLookup lookup = m_cards->find(QStringLiteral("goyf"));
    QVERIFY(lookup.card);
    QCOMPARE(m_cards->card(*lookup.card)->name, QStringLiteral("Tarmogoyf"));
    QCOMPARE(lookup.nickname, QStringLiteral("Goyf"));
    QCOMPARE(found(QStringLiteral("BOB")), QStringLiteral("Dark Confidant"));
    // "Bolt" is a nickname; no name is "Bolt": Lightning Bolt, rather than the names
    // starting so or the closest.
    lookup = m_cards->find(QStringLiteral("bolt"));
    QVERIFY(lookup.card);
    QCOMPARE(m_cards->card(*lookup.card)->name, QStringLiteral("Lightning Bolt"));
    QCOMPARE(lookup.nickname, QStringLiteral("Bolt"));
    // A card's own name wins over a nickname (Tim is Prodigal Sorcerer's); the name says no nickname.
    lookup = m_cards->find(QStringLiteral("tim"));
    QCOMPARE(m_cards->card(*lookup.card)->name, QStringLiteral("Tim"));
    QVERIFY(lookup.nickname.isEmpty());
    // A nickname whose card this database does not hold finds nothing (Skullclamp).
    QVERIFY(!m_cards->find(QStringLiteral("clamp")).card);
    QVERIFY(!m_cards->complete(QStringLiteral("clamp")).contains(QStringLiteral("Skullclamp")));
    // Completion offers the card of a nickname typed whole first, and of one started.
    QCOMPARE(m_cards->complete(QStringLiteral("goyf")).value(0), QStringLiteral("Tarmogoyf"));
    QVERIFY(m_cards->complete(QStringLiteral("goy")).contains(QStringLiteral("Tarmogoyf")));
    QCOMPARE(m_cards->complete(QStringLiteral("bolt")).value(0), QStringLiteral("Lightning Bolt"));
}

void TestCardNames::everyNicknameHasOneCardAndASource()
{
    const std::vector<CardNickname> &all = cardNicknames();
    QVERIFY2(all.size() >= 20, "the nicknames file was not read");
    QStringList keys;
    for (const CardNickname &n : all) {
        QVERIFY2(!keys.contains(n.key), qPrintable(n.nickname + QStringLiteral(" is listed twice")));
        keys << n.key;
        QVERIFY2(n.source.startsWith(QStringLiteral("http")), qPrintable(n.nickname + QStringLiteral(" has no source")));
        QVERIFY2(!n.card.isEmpty() && n.card != n.nickname, qPrintable(n.nickname));
    }
    QCOMPARE(cardNicknameKeyed(QStringLiteral("drteeth"))->card, QStringLiteral("Psychatog"));
    // What else each can be in a question, as the file's fourth column says.
    QCOMPARE(cardNicknameKeyed(QStringLiteral("goyf"))->inQuestions, NicknameInQuestions::Coined);
    QCOMPARE(cardNicknameKeyed(QStringLiteral("bolt"))->inQuestions, NicknameInQuestions::Word);
    QCOMPARE(cardNicknameKeyed(QStringLiteral("bob"))->inQuestions, NicknameInQuestions::FirstName);
    QCOMPARE(cardNicknameKeyed(QStringLiteral("elder"))->inQuestions, NicknameInQuestions::Never);
    // Nicknames past the letters A-B, each its own kind.
    const auto readAs = [](const char *key) {
        const CardNickname *n = cardNicknameKeyed(QString::fromLatin1(key));
        return n ? std::optional(n->inQuestions) : std::nullopt;
    };
    QCOMPARE(readAs("thoracle"), NicknameInQuestions::Coined);
    QCOMPARE(readAs("gary"), NicknameInQuestions::FirstName);
    QCOMPARE(readAs("path"), NicknameInQuestions::Word);
    QCOMPARE(readAs("led"), NicknameInQuestions::Word); // "led", the past of "lead": never in lower case
    QCOMPARE(cardNicknameKeyed(QStringLiteral("jtms")) ? cardNicknameKeyed(QStringLiteral("jtms"))->card : QString(),
             QStringLiteral("Jace, the Mind Sculptor"));
}

void TestCardNames::aSnapshotUpdatesOnlyWhatItHolds()
{
    m_cards->addSnapshot(snapshot("2025-08-18", "b",
                                  {card("Lightning Bolt", {{"Lightning Bolt", "This spell deals 3 damage to any target."}})}));
    const qint64 bolt = *m_cards->find(QStringLiteral("Lightning Bolt")).card;
    QCOMPARE(m_cards->card(bolt, QStringLiteral("2024-01-01"))->faces[0].text,
             QStringLiteral("Lightning Bolt deals 3 damage to any target."));
    QCOMPARE(m_cards->card(bolt, QStringLiteral("2025-08-18"))->faces[0].text,
             QStringLiteral("This spell deals 3 damage to any target."));
    QCOMPARE(m_cards->card(bolt)->snapshot, QStringLiteral("2025-08-18"));
    // A card the newer snapshot lacks is as the older one had it.
    const qint64 helix = *m_cards->find(QStringLiteral("Lightning Helix")).card;
    QCOMPARE(m_cards->card(helix)->snapshot, QStringLiteral("2022-04-25"));
    // An older snapshot imported afterwards answers for its own date only.
    m_cards->addSnapshot(snapshot("2010-01-01", "c",
                                  {card("Lightning Bolt", {{"Lightning Bolt", "Lightning Bolt deals 3 damage to target creature or player."}})}));
    QVERIFY(m_cards->card(bolt, QStringLiteral("2011-01-01"))->faces[0].text.contains(QStringLiteral("creature or player")));
    QCOMPARE(m_cards->card(bolt, QStringLiteral("2023-01-01"))->faces[0].text,
             QStringLiteral("Lightning Bolt deals 3 damage to any target."));
}

void TestCardNames::whatASnapshotLacksBlanksNothing()
{
    // A spoiler file's multi-face entry: faces named, text empty.
    OracleCard delver = card("Delver of Secrets // Insectile Aberration", {{"Delver of Secrets", ""}, {"Insectile Aberration", ""}},
                             CardKind::Paper, "");
    m_cards->addSnapshot(snapshot("2025-01-01", "d", {delver}));
    const qint64 id = *m_cards->find(QStringLiteral("Delver of Secrets")).card;
    const StoredCard now = *m_cards->card(id);
    QCOMPARE(now.layout, QStringLiteral("transform"));
    QCOMPARE(now.faces[0].text, QStringLiteral("At the beginning of your upkeep, look."));
    QCOMPARE(now.faces[1].text, QStringLiteral("Flying"));
}

void TestCardNames::unchangedCardsAddNoVersion()
{
    Database &db = m_store->database();
    const qint64 versions = db.queryInt("SELECT count(*) FROM card_versions");
    const qint64 texts = db.queryInt("SELECT count(*) FROM card_texts");
    m_cards->addSnapshot(snapshot("2025-08-18", "e",
                                  {card("Lightning Bolt", {{"Lightning Bolt", "Lightning Bolt deals 3 damage to any target."}}),
                                   card("Urza's Tower", {{"Urza's Tower", "{T}: Add {C}."}})}));
    QCOMPARE(db.queryInt("SELECT count(*) FROM card_versions"), versions);
    QCOMPARE(db.queryInt("SELECT count(*) FROM card_texts"), texts);
    QCOMPARE(int(m_cards->snapshots().size()), 2);
    // The same bytes again: nothing.
    QCOMPARE(m_cards->addSnapshot(snapshot("2025-08-18", "e", {})).status, AddStatus::AlreadyImported);
}

QTEST_GUILESS_MAIN(TestCardNames)
#include "tst_cardnames.moc"
