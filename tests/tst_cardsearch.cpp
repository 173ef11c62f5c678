// Cards in search, on real files: the CR of 2026-01-16 and seven set files out of MTGJSON's
// 2022 archive (A25, EVE, THB, DOM, 10E, MMA, ODY: Dark Ritual, Lightning Bolt, Slippery
// Bogle, Banishing Light, Opt, Time Stop, Shock, Forest, Tarmogoyf, Dark Confidant, Psychatog
// among some two thousand cards). The cards a question names, by name or judges' nickname, and the ordinary words
// that are card names or nicknames too; `search --document cards`,
// `--document all` and the CR's search of a question naming a card, as the command line
// prints them; and a question that names no card, or a database without cards, searched
// exactly as before.

#include "cards/questioncards.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "cards/cardfiles.h"
#include "importer.h"
#include "rulesstore.h"
#include "search/cardquestion.h"
#include "cardslices.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCardSearch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cardsNamedInQuestions_data();
    void cardsNamedInQuestions();
    void questionWithoutTheNames_data();
    void questionWithoutTheNames();
    void cliSearchesTheCards();
    void cliSearchesTheWholeLibraryWithCards();
    void cliQuestionNamingACardListsItAfterTheRules();
    void questionsNamingNoCardSearchedAsBefore_data();
    void questionsNamingNoCardSearchedAsBefore();
    void withoutCardsTheSearchIsAsBefore();

private:
    QJsonArray cli(const QString &db, const QStringList &args);

    QTemporaryDir m_dir;
    QString m_db;        // the CR and the cards
    QString m_rulesOnly; // the CR alone
    std::unique_ptr<rulesdb::RulesStore> m_store;
    std::unique_ptr<rulesdb::CardStore> m_cards;
    std::unique_ptr<rulesdb::QuestionCards> m_mentions;
    std::unique_ptr<rulesdb::KeywordRules> m_keywords;
};

void TestCardSearch::initTestCase()
{
    REQUIRE_SHARED();
    const QString archive = testsupport::cardArchive2022();
    const QString rules = testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt"));
    if (!QFileInfo::exists(archive) || !QFileInfo::exists(rules))
        QSKIP("../shared/corpus (the 2022 card archive and the CR of 2026-01-16) is absent beside this clone; skipping");
    QVERIFY(m_dir.isValid());
    const QStringList sets = testsupport::setFilesFrom2022Archive(
        m_dir.path(), {QStringLiteral("A25.json"), QStringLiteral("EVE.json"), QStringLiteral("THB.json"), QStringLiteral("DOM.json"),
                       QStringLiteral("10E.json"), QStringLiteral("MMA.json"), QStringLiteral("ODY.json"),
                       QStringLiteral("APC.json")});
    QCOMPARE(sets.size(), 8);
    m_rulesOnly = m_dir.filePath(QStringLiteral("rules.sqlite"));
    m_db = m_dir.filePath(QStringLiteral("cards.sqlite"));
    {
        rulesdb::RulesStore store(m_rulesOnly);
        QCOMPARE(int(importers::importFiles(store, {rules}, {}).size()), 1);
    }
    m_store = std::make_unique<rulesdb::RulesStore>(m_db);
    QCOMPARE(int(importers::importFiles(*m_store, QStringList{rules} + sets, {}).size()), 9);
    m_cards = std::make_unique<rulesdb::CardStore>(*m_store);
    const auto edition = m_store->edition(QString(), QStringLiteral("en"));
    QVERIFY(edition);
    m_mentions = std::make_unique<rulesdb::QuestionCards>(*m_store, &*edition);
    QVERIFY(!m_mentions->empty());
    m_keywords = std::make_unique<rulesdb::KeywordRules>(*m_store, *edition);
}

void TestCardSearch::cardsNamedInQuestions_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("cards");
    const auto none = QStringList();
    QTest::newRow("two words, as a name") << QStringLiteral("Banishing Light LTB, the exiled creature comes back under whose control")
                                          << QStringList{QStringLiteral("Banishing Light")};
    QTest::newRow("lower case, a word the rules never use") << QStringLiteral("is dark ritual a mana ability") << QStringList{QStringLiteral("Dark Ritual")};
    QTest::newRow("possessive") << QStringLiteral("can I bolt their Slippery Bogle's aura") << QStringList{QStringLiteral("Slippery Bogle")};
    QTest::newRow("brackets, any case") << QStringLiteral("what does [[opt]] do on my upkeep") << QStringList{QStringLiteral("Opt")};
    QTest::newRow("short name, capitalised in a sentence") << QStringLiteral("can I cast Opt during combat") << QStringList{QStringLiteral("Opt")};
    QTest::newRow("two cards, a longer name first") << QStringLiteral("Time Stop in response to Lightning Bolt")
                                                    << QStringList{QStringLiteral("Time Stop"), QStringLiteral("Lightning Bolt")};
    QTest::newRow("lower case, a name's word the rules never use") << QStringLiteral("does slippery bogle stop my aura")
                                                                   << QStringList{QStringLiteral("Slippery Bogle")};
    QTest::newRow("lower case, every word a word of the rules (107.10's lightning bolt)")
        << QStringLiteral("lightning bolt my 2/2") << none;
    QTest::newRow("a short word opening the question") << QStringLiteral("Shock a planeswalker") << none;
    QTest::newRow("an ordinary verb") << QStringLiteral("I opt to put the card on the bottom") << none;
    QTest::newRow("a word of the rules") << QStringLiteral("does a forest tap for green mana") << none;
    QTest::newRow("a rules word, capitalised") << QStringLiteral("my Forest is a Mountain now") << none;
    QTest::newRow("a short English word") << QStringLiteral("the player was in shock, what time is it") << none;
    QTest::newRow("no card at all") << QStringLiteral("how does trample work with deathtouch") << none;
    QTest::newRow("lower case, words the rules only list (an Homelands card, a creature type)")
        << QStringLiteral("does city of brass deal damage when I tap it for mana") << QStringList{QStringLiteral("City of Brass")};
    QTest::newRow("lower case, a type the rules list and words they say")
        << QStringLiteral("can blue elemental blast counter a green spell") << QStringList{QStringLiteral("Blue Elemental Blast")};
    QTest::newRow("lower case, every word one the rules say (712.2's moon)") << QStringLiteral("blood moon makes lands mountains")
                                                                            << none;
    QTest::newRow("a creature type alone, in lower case") << QStringLiteral("can my zombie token block") << none;
    QTest::newRow("a split card's halves joined, lower case") << QStringLiteral("fire//ice with split second")
                                                              << QStringList{QStringLiteral("Fire // Ice")};
    QTest::newRow("a split card's halves joined, opening the question") << QStringLiteral("Fire//Ice: can I cast both halves")
                                                                        << QStringList{QStringLiteral("Fire // Ice")};
    QTest::newRow("brackets, a later word of one name") << QStringLiteral("can I target [[bogle]] with an aura")
                                                        << QStringList{QStringLiteral("Slippery Bogle")};
    QTest::newRow("brackets, misspelt") << QStringLiteral("what does [[Slipery Bogle]] cost")
                                        << QStringList{QStringLiteral("Slippery Bogle")};
    QTest::newRow("several of one card") << QStringLiteral("I cast two Opts and both Lightning Bolts")
                                         << QStringList{QStringLiteral("Opt"), QStringLiteral("Lightning Bolt")};
    QTest::newRow("several of a rules word, capitalised") << QStringLiteral("my Forests are Mountains now") << none;
    QTest::newRow("a card's name inside a glossary term") << QStringLiteral("Two-Headed Giant Variant") << none;
    QTest::newRow("a glossary term in a sentence, possessive") << QStringLiteral("what is the Two-Headed Giant Variant's life total")
                                                               << none;
    QTest::newRow("a card's name starting a section's title (810. Two-Headed Giant Variant)")
        << QStringLiteral("in Two-Headed Giant can we block together") << none;
    QTest::newRow("that name in brackets") << QStringLiteral("in 2HG what does [[Two-Headed Giant]] do")
                                           << QStringList{QStringLiteral("Two-Headed Giant")};
    QTest::newRow("no name runs across brackets") << QStringLiteral("then Lightning [[Opt]] Bolt") << QStringList{QStringLiteral("Opt")};
    QTest::newRow("brackets, the start of several names") << QStringLiteral("what does [[Light]] do") << none;
    QTest::newRow("the start of one card's name, capitalised") << QStringLiteral("my commander got hit by Swords, can it go to the command zone")
                                                               << QStringList{QStringLiteral("Swords to Plowshares")};
    QTest::newRow("the start of one card's name, opening the question") << QStringLiteral("Swords my commander") << none;
    QTest::newRow("one card named twice, listed once") << QStringLiteral("Lightning Bolt in response to Lightning Bolt")
                                                       << QStringList{QStringLiteral("Lightning Bolt")};
    // Judges' nicknames (resources/card-nicknames.tsv), each read as what else it can be.
    QTest::newRow("a coined nickname, lower case") << QStringLiteral("can goyf block a flier")
                                                   << QStringList{QStringLiteral("Tarmogoyf")};
    QTest::newRow("a coined nickname, possessive, opening the question")
        << QStringLiteral("Goyf's power counts the card types in every graveyard") << QStringList{QStringLiteral("Tarmogoyf")};
    QTest::newRow("coined nicknames of two words and of initials") << QStringLiteral("does Fat Moti survive STP")
                                                                   << QStringList{QStringLiteral("Mahamoti Djinn"),
                                                                                  QStringLiteral("Swords to Plowshares")};
    QTest::newRow("a title's full stop ends no sentence") << QStringLiteral("can Dr. Teeth and mana birds be sacrificed")
                                                          << QStringList{QStringLiteral("Psychatog"), QStringLiteral("Birds of Paradise")};
    QTest::newRow("a nickname in brackets") << QStringLiteral("what does [[bop]] tap for") << QStringList{QStringLiteral("Birds of Paradise")};
    QTest::newRow("a first name in lower case") << QStringLiteral("does bob trigger if I reveal a land")
                                                << QStringList{QStringLiteral("Dark Confidant")};
    QTest::newRow("a first name after a word that makes it a thing") << QStringLiteral("can my Bob be sacrificed in response")
                                                                     << QStringList{QStringLiteral("Dark Confidant")};
    QTest::newRow("an English word, capitalised inside a sentence") << QStringLiteral("can I Bolt a creature with protection from red")
                                                                    << QStringList{QStringLiteral("Lightning Bolt")};
    QTest::newRow("a first name, a player's") << QStringLiteral("Bob attacks with two creatures, can Alice block both") << none;
    QTest::newRow("a first name, capitalised in a sentence") << QStringLiteral("then Bob passes priority") << none;
    QTest::newRow("an English word in lower case") << QStringLiteral("can I bolt their creature in response") << none;
    QTest::newRow("an English word opening a sentence") << QStringLiteral("Bolt resolves. Does the creature die") << none;
    QTest::newRow("an English word in a longer capitalised name") << QStringLiteral("is Bolt Bend a copy spell") << none;
    QTest::newRow("a creature type, never a nickname in a question") << QStringLiteral("does an Elder count as a Dragon") << none;
    QTest::newRow("a coined nickname anywhere") << QStringLiteral("can thoracle win with an empty library")
                                                << QStringList{QStringLiteral("Thassa's Oracle")};
    QTest::newRow("a coined nickname of two words, lower case") << QStringLiteral("does my mana bird tap for any color")
                                                                << QStringList{QStringLiteral("Birds of Paradise")};
    QTest::newRow("a coined nickname of initials") << QStringLiteral("does KoTR count the lands in my graveyard")
                                                   << QStringList{QStringLiteral("Knight of the Reliquary")};
    QTest::newRow("another first name in lower case") << QStringLiteral("does gary count its own black mana symbols")
                                                      << QStringList{QStringLiteral("Gray Merchant of Asphodel")};
    QTest::newRow("a surname after a word that makes it a thing") << QStringLiteral("can my Finkel be blocked by an artifact creature")
                                                                  << QStringList{QStringLiteral("Shadowmage Infiltrator")};
    QTest::newRow("that first name, a player's") << QStringLiteral("Gary attacks with two creatures, can I block both") << none;
    QTest::newRow("another English word, capitalised inside a sentence") << QStringLiteral("can I Path my own creature")
                                                                         << QStringList{QStringLiteral("Path to Exile")};
    QTest::newRow("that English word in lower case") << QStringLiteral("which path does a spell take to the stack") << none;
}

void TestCardSearch::questionWithoutTheNames_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("asked");
    QTest::newRow("one name") << QStringLiteral("can I bolt their Slippery Bogle's aura") << QStringLiteral("can I bolt their aura");
    QTest::newRow("the same card twice") << QStringLiteral("Lightning Bolt my creature, then Lightning Bolt their face")
                                         << QStringLiteral("my creature, then their face");
    QTest::newRow("two cards, each twice") << QStringLiteral("Time Stop after Lightning Bolt: does Time Stop exile Lightning Bolt")
                                           << QStringLiteral("after : does exile");
    QTest::newRow("a nickname") << QStringLiteral("can goyf block a flier") << QStringLiteral("can block a flier");
    QTest::newRow("a nickname before a card in brackets and a dash") << QStringLiteral("can goyf [[Opt]]- block")
                                                                     << QStringLiteral("can - block");
}

void TestCardSearch::questionWithoutTheNames()
{
    QFETCH(QString, question);
    QFETCH(QString, asked);
    QCOMPARE(rulesdb::QuestionCards::withoutNames(question, m_mentions->find(question)), asked);
}

void TestCardSearch::cardsNamedInQuestions()
{
    QFETCH(QString, question);
    QFETCH(QStringList, cards);
    QStringList found;
    for (const rulesdb::QuestionCard &m : m_mentions->find(question))
        found << m.name;
    QCOMPARE(found, cards);
}

QJsonArray TestCardSearch::cli(const QString &db, const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), QStringList{QStringLiteral("--db"), db, QStringLiteral("--json")} + args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning("%s", p.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).array();
}

void TestCardSearch::cliSearchesTheCards()
{
    const QJsonArray byName = cli(m_db, {QStringLiteral("search"), QStringLiteral("slippery bogle"),
                                         QStringLiteral("--document"), QStringLiteral("cards")});
    QVERIFY(!byName.isEmpty());
    const QJsonObject bogle = byName.first().toObject();
    QCOMPARE(bogle.value(QLatin1String("document")).toString(), QStringLiteral("cards"));
    QCOMPARE(bogle.value(QLatin1String("name")).toString(), QStringLiteral("Slippery Bogle"));
    QCOMPARE(bogle.value(QLatin1String("number")).toString(), QStringLiteral("Slippery Bogle"));
    QCOMPARE(bogle.value(QLatin1String("type_line")).toString(), QStringLiteral("Creature — Beast"));
    QCOMPARE(bogle.value(QLatin1String("snapshot")).toString(), QStringLiteral("2022-04-25"));
    QVERIFY2(bogle.value(QLatin1String("snippet")).toString().contains(QStringLiteral("Hexproof")), qPrintable(bogle.value(QLatin1String("snippet")).toString()));

    // Words of the Oracle text: every card with them, the words marked in its text.
    const QJsonArray byText = cli(m_db, {QStringLiteral("search"), QStringLiteral("deals 3 damage to any target"),
                                         QStringLiteral("--document"), QStringLiteral("cards"), QStringLiteral("--limit"),
                                         QStringLiteral("50")});
    QStringList names;
    for (const QJsonValue &v : byText) {
        QCOMPARE(v.toObject().value(QLatin1String("document")).toString(), QStringLiteral("cards"));
        names << v.toObject().value(QLatin1String("name")).toString();
    }
    QVERIFY2(names.contains(QStringLiteral("Lightning Bolt")), qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY(!names.contains(QStringLiteral("Slippery Bogle")));
    // A word only its rulings hold: Banishing Light's speak of an Aura returned onto a permanent with shroud.
    const QJsonArray inRulings = cli(m_db, {QStringLiteral("search"), QStringLiteral("banishing shroud"),
                                            QStringLiteral("--document"), QStringLiteral("cards")});
    QVERIFY(!inRulings.isEmpty());
    QCOMPARE(inRulings.first().toObject().value(QLatin1String("name")).toString(), QStringLiteral("Banishing Light"));
    QVERIFY(inRulings.first().toObject().value(QLatin1String("snippet")).toString().contains(QStringLiteral("shroud")));
    QCOMPARE(inRulings.first().toObject().value(QLatin1String("part")).toString(), QStringLiteral("rulings"));
}

void TestCardSearch::cliSearchesTheWholeLibraryWithCards()
{
    const QJsonArray hits = cli(m_db, {QStringLiteral("search"), QStringLiteral("hexproof"), QStringLiteral("--document"),
                                       QStringLiteral("all")});
    QVERIFY(!hits.isEmpty());
    QStringList documents, cards;
    for (const QJsonValue &v : hits) {
        documents << v.toObject().value(QLatin1String("document")).toString();
        if (documents.last() == u"cards")
            cards << v.toObject().value(QLatin1String("name")).toString();
    }
    QCOMPARE(documents.first(), QStringLiteral("cr")); // the rule before the cards that have it
    QVERIFY2(cards.contains(QStringLiteral("Slippery Bogle")), qPrintable(documents.join(QStringLiteral(", "))));
}

void TestCardSearch::cliQuestionNamingACardListsItAfterTheRules()
{
    const QJsonArray hits = cli(m_db, {QStringLiteral("search"), QStringLiteral("can I bolt their Slippery Bogle")});
    QVERIFY(!hits.isEmpty());
    // The rules first, each with the keys a CR hit always had, none of them looked for by
    // the card's name; then the card, with the rule of its keyword.
    const QJsonObject first = hits.first().toObject();
    QCOMPARE(first.value(QLatin1String("document")).toString(), QStringLiteral("cr"));
    for (const char *key : {"edition", "number", "snippet", "in", "editions", "language", "document"})
        QVERIFY2(first.contains(QLatin1String(key)), key);
    for (int i = 0; i + 1 < hits.size(); ++i) {
        const QJsonObject hit = hits.at(i).toObject();
        QCOMPARE(hit.value(QLatin1String("document")).toString(), QStringLiteral("cr"));
        const QJsonArray missing = hit.value(QLatin1String("missing")).toArray();
        QVERIFY2(!missing.contains(QStringLiteral("Slippery")) && !missing.contains(QStringLiteral("Bogle")),
                 qPrintable(hit.value(QLatin1String("number")).toString()));
    }
    const QJsonObject last = hits.last().toObject();
    QCOMPARE(last.value(QLatin1String("document")).toString(), QStringLiteral("cards"));
    QCOMPARE(last.value(QLatin1String("name")).toString(), QStringLiteral("Slippery Bogle"));
    QCOMPARE(last.value(QLatin1String("typed")).toString(), QStringLiteral("Slippery Bogle"));
    QCOMPARE(last.value(QLatin1String("type_line")).toString(), QStringLiteral("Creature — Beast"));
    QCOMPARE(last.value(QLatin1String("rules")).toArray().first().toObject().value(QLatin1String("number")).toString(),
             QStringLiteral("702.11"));

    // The rules of what is asked of the card, not of the card's name's words.
    const QJsonArray ritual = cli(m_db, {QStringLiteral("search"), QStringLiteral("is Dark Ritual a mana ability")});
    QVERIFY(!ritual.isEmpty());
    QVERIFY2(ritual.first().toObject().value(QLatin1String("number")).toString().startsWith(QStringLiteral("605")),
             qPrintable(ritual.first().toObject().value(QLatin1String("number")).toString()));
    QCOMPARE(ritual.last().toObject().value(QLatin1String("name")).toString(), QStringLiteral("Dark Ritual"));
}

void TestCardSearch::questionsNamingNoCardSearchedAsBefore_data()
{
    QTest::addColumn<QString>("question");
    QTest::newRow("keyword") << QStringLiteral("how does trample work with deathtouch");
    QTest::newRow("ordinary word that is a card") << QStringLiteral("I opt to put the card on the bottom");
    QTest::newRow("rules word that is a card") << QStringLiteral("does a forest tap for green mana");
}

void TestCardSearch::questionsNamingNoCardSearchedAsBefore()
{
    QFETCH(QString, question);
    const auto edition = m_store->edition(QString(), QStringLiteral("en"));
    rulesdb::SearchOptions options;
    options.editionId = edition->id;
    const rulesdb::CardQuestionAnswer answer =
        rulesdb::searchNamingCards(*m_store, m_cards.get(), m_mentions.get(), m_keywords.get(), question, options);
    QVERIFY(answer.cards.empty());
    const auto before = m_store->search(question, options);
    QCOMPARE(answer.rules.size(), before.size());
    for (size_t i = 0; i < before.size(); ++i)
        QCOMPARE(answer.rules[i].number, before[i].number);
}

void TestCardSearch::withoutCardsTheSearchIsAsBefore()
{
    // A card's name is a question's words like any other when no card is known.
    const QJsonArray hits = cli(m_rulesOnly, {QStringLiteral("search"), QStringLiteral("can I bolt their Slippery Bogle")});
    rulesdb::RulesStore store(m_rulesOnly);
    rulesdb::SearchOptions options;
    options.editionId = store.edition(QString(), QStringLiteral("en"))->id;
    // As the command line always searched: a misspelt keyword's correction when no rule has every word.
    auto before = store.search(QStringLiteral("can I bolt their Slippery Bogle"), options);
    if (!rulesdb::foundEveryWord(before))
        if (const QString meant = store.didYouMean(QStringLiteral("can I bolt their Slippery Bogle"), options); !meant.isEmpty())
            before = store.search(meant, options);
    QCOMPARE(hits.size(), qsizetype(before.size()));
    for (size_t i = 0; i < before.size(); ++i) {
        QCOMPARE(hits.at(qsizetype(i)).toObject().value(QLatin1String("number")).toString(), before[i].number);
        QCOMPARE(hits.at(qsizetype(i)).toObject().value(QLatin1String("document")).toString(), QStringLiteral("cr"));
    }
}

QTEST_GUILESS_MAIN(TestCardSearch)
#include "tst_cardsearch.moc"
