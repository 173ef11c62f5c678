// Search over small editions written here: the ranking a judge expects, one hit per rule
// however many editions share it, typography that does not matter, every query form, the
// glossary, languages, and "did you mean".

#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

namespace {

RuleEntry rule(const char *number, const char *text, std::initializer_list<const char *> examples = {})
{
    return {QString::fromUtf8(number), QString::fromUtf8(text), testsupport::list(examples), 0};
}

EditionData edition(const char *date, std::vector<RuleEntry> rules,
                    std::vector<std::pair<const char *, const char *>> glossary = {}, const char *language = "en")
{
    EditionData e = testsupport::madeEdition(date, {}, 0, language);
    e.rules = std::move(rules);
    for (const auto &[term, definition] : glossary)
        e.glossary.push_back({QString::fromUtf8(term), QString::fromUtf8(definition)});
    return e;
}

// The rules of a keyword and the rules that mention it, out of order on purpose.
EditionData keywordEdition(const char *date = "2026-01-16", const char *combat = nullptr)
{
    return edition(date,
                   {rule("5.", "Turn Structure"),
                    rule("510.", "Combat Damage Step"),
                    rule("510.1c", combat ? combat
                                          : "A blocked creature assigns its combat damage to the creatures blocking "
                                            "it; a creature with trample may assign the rest to the player."),
                    rule("510.2", "A creature with trample and flying deals combat damage.",
                         {"A creature with trample and flying deals combat damage to each blocker."}),
                    rule("510.3", "A creature with trample and flying deals combat damage.",
                         {"A creature with trample and flying deals combat damage."}),
                    rule("7.", "Additional Rules"),
                    rule("702.", "Keyword Abilities"),
                    rule("702.19", "Trample"),
                    rule("702.19a", "Trample is a static ability that modifies the rules for assigning an attacking "
                                    "creature’s combat damage, described at length in rule 510 and in the rules "
                                    "for trample over planeswalkers, which are a variant of trample."),
                    rule("702.19b", "The controller of an attacking creature with trample first assigns damage to "
                                    "the creatures blocking it."),
                    rule("702.19c", "Multiple instances of trample are redundant."),
                    rule("702.20", "Vigilance"),
                    rule("702.20a", "Vigilance is a static ability. A creature with vigilance and trample attacks."),
                    rule("704.", "State-Based Actions"),
                    rule("704.5j", "If two or more legendary permanents with the same name are controlled by the "
                                   "same player, all but one are put into the graveyard. This is the “legend rule.”"),
                    rule("704.5k", "This spell can’t be countered; {T}: it taps. Junún Efreet is here.")},
                   {{"Legend Rule", "A state-based action. See rule 704.5j."},
                    {"Mana Ability", "An ability that makes mana. See rule 605, “Mana Abilities.”"},
                    {"Trample", "A keyword ability that modifies how a creature assigns combat damage. See rule 702.19, "
                                "“Trample.”"}});
}

QStringList found(const std::vector<SearchHit> &hits)
{
    QStringList out;
    for (const SearchHit &h : hits)
        out << (h.in == rulesdb::TextPlace::RuleText ? h.number : h.number + u'/' + rulesdb::textPlaceName(h.in));
    return out;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    void init();
    void keywordThenGlossaryThenItsRulesInOrder();
    void glossaryTermAndTheRuleItCites();
    void ruleTextBeforeExamplesTiesInRuleOrder();
    void keywordNamedAmongOtherWords();
    void keywordsNamedTogether();
    void headingSpeaksForTheRulesUnderIt();
    void aRuleUnderTheHeadingAskedAboutComesFirst();
    void ruleNumberTypedComesFirst();
    void anEntryThatPointsToAnotherIsFollowedByIt();
    void titleTypedInTheSingular();
    void glossaryTermTypedInTheOtherNumber();
    void typographyDoesNotMatter_data();
    void typographyDoesNotMatter();
    void queryForms_data();
    void queryForms();
    void oneHitPerRuleAcrossEditions();
    void chineseWordByWord();
    void shorthandAsTheRulesWordIt();
    void judgesWordsReachTheRulesWords();
    void glossaryTermsByTheirWords();
    void didYouMean_data();
    void didYouMean();
    void didYouMeanKnowsNewGlossaryTerms();
    void snippetsMarkTheWordsFound();
    void someWordsWhenNoTextHasEvery_data();
    void someWordsWhenNoTextHasEvery();
    void someWordsKeepScopeAndExclusions();
    void wordInNoTextDoesNotCount();
    void mostWordsWhenNoneHasHalf();
    void aRareWordAloneStillAnswers();
    void threeWordsOfALongQuestion();
    void wordsTogetherWeighMore();
    void wordTheRulesAlsoSayAs();
    void someWordsSeeAnEditionAddedSince();

private:
    std::unique_ptr<RulesStore> m_store;
    EditionInfo m_edition;
    SearchOptions m_options;
};

void TestSearch::init()
{
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
    m_edition = m_store->addEdition(keywordEdition()).edition;
    m_options = SearchOptions{};
    m_options.editionId = m_edition.id;
}

void TestSearch::keywordThenGlossaryThenItsRulesInOrder()
{
    const QStringList got = found(m_store->search(QStringLiteral("trample"), m_options));
    // The long 702.19a says "trample" twice and would lose to short mentions on relevance.
    QCOMPARE(got.mid(0, 5), (QStringList{QStringLiteral("702.19"), QStringLiteral("Trample/glossary"),
                                         QStringLiteral("702.19a"), QStringLiteral("702.19b"),
                                         QStringLiteral("702.19c")}));
    QVERIFY(got.contains(QStringLiteral("510.1c")));
    QVERIFY(got.indexOf(QStringLiteral("510.1c")) > 4);
}

void TestSearch::glossaryTermAndTheRuleItCites()
{
    // No title is "legend rule": the rule the entry cites comes first, as a judge cites it,
    // then the entry that sums it up.
    QCOMPARE(found(m_store->search(QStringLiteral("legend rule"), m_options)).mid(0, 2),
             (QStringList{QStringLiteral("704.5j"), QStringLiteral("Legend Rule/glossary")}));
    // A heading's title is a title too.
    QCOMPARE(found(m_store->search(QStringLiteral("state based actions"), m_options)).first(), QStringLiteral("704."));
}

void TestSearch::ruleTextBeforeExamplesTiesInRuleOrder()
{
    // 510.2 and 510.3 share their words (one text); 510.3's example has the same words too,
    // and 510.2's example more of them.
    const QStringList got = found(m_store->search(QStringLiteral("trample flying"), m_options));
    QCOMPARE(got.mid(0, 2), (QStringList{QStringLiteral("510.2"), QStringLiteral("510.3")}));
    QVERIFY(got.indexOf(QStringLiteral("510.3/example")) > 1);
    QVERIFY(got.indexOf(QStringLiteral("510.2/example")) > 1);
}

void TestSearch::keywordNamedAmongOtherWords()
{
    // 510.1c and 702.19b have all three words; "trample" names a keyword, whose rules
    // weigh more.
    const QStringList got = found(m_store->search(QStringLiteral("creature trample assigns"), m_options));
    QCOMPARE(got.first(), QStringLiteral("702.19b"));
}

void TestSearch::keywordsNamedTogether()
{
    // Two keywords asked about together: the one text with both is a list of keywords, so
    // each keyword's rules follow it, saying which word they lack. Words that are not all
    // keywords keep to the texts with every word ("lethal trample").
    m_store->addEdition(edition(
        "2026-03-01",
        {rule("122.1b", "Keyword counters: flying, deathtouch, trample."),
         rule("500.1", "A creature deals damage."),
         rule("702.2", "Deathtouch"),
         rule("702.2a", "Deathtouch is a static ability."),
         rule("702.2c", "Any nonzero amount of combat damage assigned by a source with deathtouch is lethal damage."),
         rule("702.19", "Trample"),
         rule("702.19a", "Trample is a static ability."),
         rule("702.19b", "An attacking creature with trample assigns lethal damage to its blockers first.")},
        {{"Deathtouch", "A keyword ability that makes damage lethal. See rule 702.2, “Deathtouch.”"},
         {"Trample", "A keyword ability. See rule 702.19, “Trample.”"}}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    const auto hits = m_store->search(QStringLiteral("deathtouch and trample"), newest);
    const QStringList got = found(hits);
    QCOMPARE(got.first(), QStringLiteral("122.1b"));
    QVERIFY(hits.front().missing.isEmpty());
    for (const char *number : {"702.2a", "702.2c", "702.19a", "702.19b"})
        QVERIFY2(got.contains(QString::fromUtf8(number)), qPrintable(got.join(u' ')));
    QVERIFY2(!got.contains(QStringLiteral("500.1")), qPrintable(got.join(u' ')));
    for (const SearchHit &hit : hits)
        if (hit.number == u"702.2c")
            QCOMPARE(hit.missing, QStringList{QStringLiteral("trample")});
    QCOMPARE(found(m_store->search(QStringLiteral("lethal trample"), newest)), QStringList{QStringLiteral("702.19b")});
}

void TestSearch::headingSpeaksForTheRulesUnderIt()
{
    // 704.5j says "legend rule" under 704. State-Based Actions: asked for with the heading's
    // words, it follows the text that has them all, lacking nothing, before the texts with
    // some of them. A rule that is a title (702.19 Trample) speaks for its rules the same way;
    // a section (7. Additional Rules) is too wide to, and a rule with its own words does not.
    m_store->addEdition(edition(
        "2026-03-01",
        {rule("205.4d", "A legendary permanent is subject to the state-based action for legendary permanents, "
                        "also called the legend rule."),
         rule("7.", "Additional Rules"),
         rule("702.2b", "A creature dealt damage by a source with deathtouch is destroyed as a state-based "
                        "action. See rule 704."),
         rule("702.19", "Trample"),
         rule("702.19c", "Multiple instances of it are redundant."),
         rule("702.20", "Vigilance is a keyword."),
         rule("702.20b", "Multiple instances of vigilance are redundant."),
         rule("704.", "State-Based Actions"),
         rule("704.5j", "If a player controls two or more legendary permanents with the same name, they choose one; "
                        "this is called the “legend rule.”")}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    auto hits = m_store->search(QStringLiteral("state-based actions legend rule"), newest);
    QVERIFY2(found(hits).mid(0, 3) == (QStringList{QStringLiteral("205.4d"), QStringLiteral("704.5j"),
                                                   QStringLiteral("702.2b")}),
             qPrintable(found(hits).join(u' ')));
    QVERIFY(hits[1].missing.isEmpty());
    QCOMPARE(hits[2].missing, QStringList{QStringLiteral("legend")});

    hits = m_store->search(QStringLiteral("trample instances redundant"), newest);
    QVERIFY2(found(hits) == (QStringList{QStringLiteral("702.19c"), QStringLiteral("702.20b")}),
             qPrintable(found(hits).join(u' ')));
    QVERIFY(hits[0].missing.isEmpty());
    QCOMPARE(hits[1].missing, QStringList{QStringLiteral("trample")});

    // The section's words and a keyword's rule with a sentence of its own count for nothing.
    hits = m_store->search(QStringLiteral("additional legend rule"), newest);
    for (const SearchHit &hit : hits)
        if (hit.number == u"704.5j")
            QCOMPARE(hit.missing, QStringList{QStringLiteral("additional")});
    QVERIFY2(found(hits).contains(QStringLiteral("704.5j")), qPrintable(found(hits).join(u' ')));
    hits = m_store->search(QStringLiteral("keyword instances redundant"), newest);
    QVERIFY2(found(hits).contains(QStringLiteral("702.20b")), qPrintable(found(hits).join(u' ')));
    for (const SearchHit &hit : hits) // 702.20 lends "keyword" to none of its rules
        if (hit.number.startsWith(u"702.20") && hit.number != u"702.20")
            QVERIFY2(hit.missing.contains(QStringLiteral("keyword")), qPrintable(hit.number));
    for (const SearchHit &hit : hits)
        if (hit.number == u"702.20b")
            QCOMPARE(hit.missing, QStringList{QStringLiteral("keyword")});
}

void TestSearch::aRuleUnderTheHeadingAskedAboutComesFirst()
{
    // No text has "reorder" and "graveyard": among the texts with some of the words, the
    // rule under 404. Graveyard answers, not a rule elsewhere that says "graveyard" twice.
    // A heading's words count in any form ("regeneration" under 701.19 Regenerate).
    m_store->addEdition(edition(
        "2026-03-01",
        {rule("404.", "Graveyard"),
         rule("404.2", "Each graveyard is kept in a single face-up pile. Players can't change its order."),
         rule("701.19", "Regenerate"),
         rule("701.19a", "If the effect of a resolving spell or ability regenerates a permanent, it creates a "
                         "replacement effect that protects the permanent the next time it would be destroyed."),
         rule("702.59a", "Recover is a triggered ability that functions while the card is in a graveyard. When a "
                         "creature is put into your graveyard from the battlefield, you may pay the cost."),
         rule("704.5k", "If two or more legendary permanents have the same name, all but one are put into their "
                        "owners' graveyards; the graveyard order is chosen by their owner."),
         rule("614.8", "Regeneration is a destruction-replacement effect. The shield is used up when it applies.")}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    auto hits = m_store->search(QStringLiteral("can I reorder my graveyard"), newest);
    QVERIFY2(!found(hits).isEmpty() && found(hits).front() == u"404.2", qPrintable(found(hits).join(u' ')));
    QCOMPARE(hits.front().missing, QStringList{QStringLiteral("reorder")});

    // Every edition: headings are read only for the edition searched, so none weighs there.
    SearchOptions every;
    QVERIFY(!m_store->search(QStringLiteral("can I reorder my graveyard"), every).empty());
}

void TestSearch::ruleNumberTypedComesFirst()
{
    // Its own text does not hold its number; the texts that cite it follow.
    m_store->addEdition(edition("2026-03-01", {rule("601.2f", "The player determines the total cost of the spell."),
                                               rule("702.35b", "Madness follows rules 601.2b and 601.2f–h.")}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    for (const char *typed : {"601.2f", "rule 601.2f", " Rules 601.2F "}) {
        const auto hits = m_store->search(QString::fromUtf8(typed), newest);
        QCOMPARE(found(hits), (QStringList{QStringLiteral("601.2f"), QStringLiteral("702.35b")}));
        QCOMPARE(hits.front().snippet, QStringLiteral("The player determines the total cost of the spell."));
    }
    // As the Chinese translation writes it (its texts cite 规则601.2f, these English ones do not).
    QCOMPARE(found(m_store->search(QStringLiteral("规则601.2f"), newest)), QStringList{QStringLiteral("601.2f")});
    // A number with other words is words to find; a number no edition has is only cited.
    QCOMPARE(found(m_store->search(QStringLiteral("madness 601.2f"), newest)), QStringList{QStringLiteral("702.35b")});
    QCOMPARE(found(m_store->search(QStringLiteral("601.2b"), newest)), QStringList{QStringLiteral("702.35b")});
}

void TestSearch::glossaryTermTypedInTheOtherNumber()
{
    // The entry is "Mana Ability"; its definition cites "Mana Abilities" too, but the entry
    // is what was asked for, above the texts with the words.
    for (const char *typed : {"mana abilities", "legend rules"}) {
        const QStringList got = found(m_store->search(QString::fromUtf8(typed), m_options));
        QVERIFY2(!got.isEmpty() && got.first().endsWith(QStringLiteral("/glossary")), qPrintable(got.join(u' ')));
    }
    QCOMPARE(found(m_store->search(QStringLiteral("legend rules"), m_options)).mid(0, 2),
             (QStringList{QStringLiteral("Legend Rule/glossary"), QStringLiteral("704.5j")}));
}

void TestSearch::anEntryThatPointsToAnotherIsFollowedByIt()
{
    // "Islandcycling" says only "See Typecycling.": the entry it points to comes next, and
    // the rules with the word typed after both.
    m_store->addEdition(edition("2026-03-01",
                                {rule("702.29", "Cycling"),
                                 rule("702.29e", "Typecycling is a variant of the cycling ability. Islandcycling is "
                                                 "one kind of typecycling.")},
                                {{"Islandcycling", "See Typecycling."},
                                 {"Typecycling", "A variant of the cycling ability. See rule 702.29."},
                                 {"Swampwalk", "See rule 702.14, \"Landwalk.\""}}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    QCOMPARE(found(m_store->search(QStringLiteral("islandcycling"), newest)),
             (QStringList{QStringLiteral("Islandcycling/glossary"), QStringLiteral("Typecycling/glossary"),
                          QStringLiteral("702.29e")}));
    // A pointer to a rule is no entry to follow.
    QCOMPARE(found(m_store->search(QStringLiteral("swampwalk"), newest)),
             QStringList{QStringLiteral("Swampwalk/glossary")});
}

void TestSearch::titleTypedInTheSingular()
{
    // "702. Keyword Abilities" is what a judge means by "keyword ability"; its rules follow.
    QStringList got = found(m_store->search(QStringLiteral("keyword ability"), m_options));
    QVERIFY2(got.mid(0, 2) == (QStringList{QStringLiteral("702."), QStringLiteral("Trample/glossary")}),
             qPrintable(got.join(u' ')));
    got = found(m_store->search(QStringLiteral("state-based action"), m_options));
    QCOMPARE(got.mid(0, 2), (QStringList{QStringLiteral("704."), QStringLiteral("Legend Rule/glossary")}));
}

void TestSearch::typographyDoesNotMatter_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("number");
    const auto row = [](const char *query, const char *number) {
        QTest::newRow(query) << QString::fromUtf8(query) << QString::fromUtf8(number);
    };
    row("can't be countered", "704.5k");
    row("can’t be countered", "704.5k");
    row("cant be countered", "704.5k");
    row("{Tap}", "704.5k");
    row("{T}", "704.5k");
    row("junun", "704.5k");
    row("JUNÚN", "704.5k");
    row("legend-rule", "704.5j");
    row("legend—rule", "704.5j");
    row("“legend rule”", "704.5j");
    row("state–based actions", "704.");
}

void TestSearch::typographyDoesNotMatter()
{
    QFETCH(QString, query);
    QFETCH(QString, number);
    const QStringList got = found(m_store->search(query, m_options));
    QVERIFY2(got.contains(number), qPrintable(got.join(u' ')));
}

void TestSearch::queryForms_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected"); // exactly these (their order is tested above)
    const auto row = [](const char *query, std::initializer_list<const char *> expected) {
        QTest::newRow(query) << QString::fromUtf8(query) << testsupport::list(expected);
    };
    // Every word; then every word in another form ("blocking", "blocker").
    row("blocked creature", {"510.1c", "702.19b", "510.2/example"});
    row("\"creature with trample and flying\"", {"510.2", "510.3", "510.2/example", "510.3/example"});
    row("\"flying and trample\"", {});                           // a phrase is in order
    row("redun*", {"702.19c"});                                  // a prefix
    // Without those words; the entry named "Trample" is found by its name.
    row("trample -flying -combat", {"702.19", "Trample/glossary", "702.19b", "702.19c", "702.20a"});
    row("trample in:510", {"510.1c", "510.2", "510.3", "510.2/example", "510.3/example"});
    row("examples: blocker", {"510.2/example"});
    row("vigilance OR redundant", {"702.20", "702.20a", "702.19c"});
}

void TestSearch::queryForms()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QStringList got = found(m_store->search(query, m_options));
    got.sort();
    expected.sort();
    QCOMPARE(got, expected);
}

void TestSearch::oneHitPerRuleAcrossEditions()
{
    // 510.1c reads the same in three editions, the same but for its punctuation in a
    // fourth, and differently in a fifth.
    m_store->addEdition(keywordEdition("2025-06-13"));
    m_store->addEdition(keywordEdition("2025-11-14"));
    m_store->addEdition(keywordEdition("2025-02-07", "A blocked creature assigns its combat damage to the creatures "
                                                     "blocking it — a creature with trample may assign the rest to "
                                                     "the player."));
    m_store->addEdition(keywordEdition("2024-01-01", "A blocked creature with trample assigns damage to blockers."));
    SearchOptions every;
    const auto hits = m_store->search(QStringLiteral("\"blocked creature\""), every);
    QCOMPARE(found(hits), (QStringList{QStringLiteral("510.1c"), QStringLiteral("510.1c")}));
    QCOMPARE(hits[0].editions.size() + hits[1].editions.size(), 5);
    const SearchHit &shared = hits[0].editions.size() == 4 ? hits[0] : hits[1];
    QVERIFY(shared.editions.contains(QStringLiteral("2025-02-07")));
    QCOMPARE(shared.edition, QStringLiteral("2026-01-16")); // named by the newest
    QVERIFY(shared.editions.contains(QStringLiteral("2025-06-13")));
    QCOMPARE(shared.language, QStringLiteral("en"));
}

void TestSearch::shorthandAsTheRulesWordIt()
{
    // "SBA" is nowhere in the rules; "state-based actions" is the title of 704.
    auto hits = m_store->search(QStringLiteral("SBA"), m_options);
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("704."));
    QCOMPARE(hits.front().snippet, QStringLiteral("«State-Based Actions»"));
    QVERIFY(foundEveryWord(hits));
    // Among other words, and with the word typed as it is too.
    hits = m_store->search(QStringLiteral("sba rule"), m_options);
    QVERIFY(!hits.empty());
    QCOMPARE(found(hits).front(), QStringLiteral("Legend Rule/glossary")); // "A state-based action. See rule …"
    QVERIFY(hits.front().missing.isEmpty());
}

void TestSearch::judgesWordsReachTheRulesWords()
{
    // "Floating" mana is mana left in a pool; damage "wears off" when it is removed; the
    // "art" is the illustration. No rule says these words.
    m_store->addEdition(edition(
        "2026-03-01",
        {rule("106.4", "When an effect instructs a player to add mana, that mana goes into a player's mana pool. "
                       "Each player's mana pool empties at the end of each step and phase."),
         rule("120.3", "Damage may have one or more of the following results, depending on whether the recipient "
                       "of the damage is a player or permanent and on the characteristics of the damage's source."),
         rule("203.1", "The illustration is printed on the upper half of a card and has no effect on game play."),
         rule("500.4", "Between steps, players may take actions such as discarding cards."),
         rule("514.2", "Second, the following actions happen simultaneously: all damage marked on permanents is "
                       "removed and all \"until end of turn\" and \"this turn\" effects end."),
         rule("702.9b", "A creature with flying can't be blocked except by creatures with flying or reach."),
         rule("702.8a", "Flash is a static ability that functions in any zone from which you could play the card "
                        "it's on. \"Flash\" means \"You may play this card any time you could cast an instant.\""),
         rule("702.8b", "Multiple instances of flash on the same object are redundant."),
         rule("701.6b", "The player who cast a countered spell or activated a countered ability doesn't get a "
                        "\"refund\" of any costs that were paid."),
         rule("701.23a", "To search for a card in a zone, look at all cards in that zone and find a card that "
                         "matches the given description."),
         rule("701.23b", "If a player is instructed to search a zone for cards with a stated quality, that player "
                         "isn't required to find some or all of those cards even if they're present in that zone.")}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    const auto first = [&](const char *question) {
        const QStringList numbers = found(m_store->search(QString::fromUtf8(question), newest));
        return numbers.isEmpty() ? QString() : numbers.front();
    };
    QCOMPARE(first("does floating mana disappear between steps"), QStringLiteral("106.4"));
    QCOMPARE(first("when does damage wear off"), QStringLiteral("514.2"));
    QCOMPARE(first("does the art of a card matter"), QStringLiteral("203.1"));
    // A countered spell's mana comes "back"; a search "fails to find" (701.23a has more of
    // the words typed).
    QCOMPARE(first("spell is countered, do I get my mana back"), QStringLiteral("701.6b"));
    QCOMPARE(first("search for a card and fail to find"), QStringLiteral("701.23b"));
    // Words said together for one thing: "instant speed" is "any time you could cast an
    // instant", which has every word of the question.
    const auto flash = m_store->search(QStringLiteral("play a card at instant speed"), newest);
    QVERIFY(!flash.empty());
    QCOMPARE(flash.front().number, QStringLiteral("702.8a"));
    QVERIFY(flash.front().missing.isEmpty());
}

void TestSearch::chineseWordByWord()
{
    const auto zh = m_store
                        ->addEdition(edition("2026-01-16",
                                             {rule("702.19", "践踏"),
                                              rule("702.19b", "具有践踏的攻击生物之操控者，首先将伤害分配给阻挡它的生物。"),
                                              rule("702.20a", "警戒属于静止式异能。")},
                                             {{"践踏", "一个关键字异能。参见规则702.19，“践踏”。"}}, "zh"))
                        .edition;
    SearchOptions chinese;
    chinese.language = QStringLiteral("zh");
    // Typed without spaces, the two words are looked for apart: they are not next to
    // each other in 702.19b.
    auto hits = m_store->search(QStringLiteral("践踏伤害"), chinese);
    QCOMPARE(found(hits), QStringList{QStringLiteral("702.19b")});
    QCOMPARE(hits.front().language, QStringLiteral("zh"));
    QCOMPARE(found(m_store->search(QStringLiteral("践踏"), chinese)).mid(0, 3),
             (QStringList{QStringLiteral("702.19"), QStringLiteral("践踏/glossary"), QStringLiteral("702.19b")}));
    // English is not searched for Chinese, nor the other way round.
    QVERIFY(m_store->search(QStringLiteral("trample"), chinese).empty());
    SearchOptions english;
    english.language = QStringLiteral("en");
    QVERIFY(m_store->search(QStringLiteral("践踏"), english).empty());
    SearchOptions inEdition;
    inEdition.editionId = zh.id;
    QCOMPARE(found(m_store->search(QStringLiteral("警戒"), inEdition)), QStringList{QStringLiteral("702.20a")});
}

void TestSearch::glossaryTermsByTheirWords()
{
    // The definition does not repeat its term: the term's own words find it.
    QCOMPARE(found(m_store->search(QStringLiteral("mana abil*"), m_options)).first(),
             QStringLiteral("Mana Ability/glossary"));
}

void TestSearch::didYouMean_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("meant"); // empty: nothing to suggest
    QTest::newRow("one letter left out") << QStringLiteral("tramle") << QStringLiteral("trample");
    QTest::newRow("two letters swapped") << QStringLiteral("trmaple") << QStringLiteral("trample");
    QTest::newRow("among good words") << QStringLiteral("legend rlue") << QStringLiteral("legend rule");
    QTest::newRow("spelt right") << QStringLiteral("trample") << QString();
    QTest::newRow("nothing near") << QStringLiteral("xyzzy") << QString();
    QTest::newRow("two slips") << QStringLiteral("tampel") << QStringLiteral("trample");
    QTest::newRow("first two letters swapped") << QStringLiteral("rtample") << QStringLiteral("trample");
    // Two letters off, the first among them: another word, not a slip.
    QTest::newRow("another word") << QStringLiteral("bramble") << QString();
    // Three letters are as likely shorthand: "rul" is one slip from "rule", yet left alone.
    QTest::newRow("three letters") << QStringLiteral("rul") << QString();
}

void TestSearch::didYouMean()
{
    QFETCH(QString, query);
    QFETCH(QString, meant);
    QCOMPARE(m_store->didYouMean(query, m_options), meant);
}

void TestSearch::didYouMeanKnowsNewGlossaryTerms()
{
    // The glossary's words are kept between questions; an import brings new ones.
    SearchOptions every;
    QCOMPARE(m_store->didYouMean(QStringLiteral("vigilanse"), every), QString());
    m_store->addEdition(edition("2026-02-01", {rule("702.20", "Vigilance")},
                                {{"Vigilance", "A keyword ability. See rule 702.20, “Vigilance.”"}}));
    QCOMPARE(m_store->didYouMean(QStringLiteral("vigilanse"), every), QStringLiteral("vigilance"));
}

void TestSearch::snippetsMarkTheWordsFound()
{
    const auto hits = m_store->search(QStringLiteral("cant countered"), m_options);
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().snippet, QStringLiteral("This spell «can’t» be «countered»; {T}: it taps. Junún Efreet is here."));
    const auto title = m_store->search(QStringLiteral("TRAMPLE"), m_options);
    QCOMPARE(title.front().snippet, QStringLiteral("«Trample»"));
    const auto entry = m_store->search(QStringLiteral("legend rule"), m_options);
    QVERIFY(entry.size() >= 2 && entry[1].in == rulesdb::TextPlace::Glossary);
    QVERIFY2(entry[1].snippet.startsWith(QStringLiteral("«Legend Rule» — A state-based action.")),
             qPrintable(entry[1].snippet));
    // A phrase is marked where its words follow one another, as one mark; "creature"
    // elsewhere is not what was looked for.
    const auto phrase = m_store->search(QStringLiteral("\"creature with trample\""), m_options);
    const auto blocked = std::find_if(phrase.begin(), phrase.end(),
                                      [](const SearchHit &h) { return h.number == QStringLiteral("510.1c"); });
    QVERIFY(blocked != phrase.end());
    QCOMPARE(blocked->snippet, QStringLiteral("A blocked creature assigns its combat damage to the creatures blocking "
                                              "it; a «creature with trample» may assign the rest to the player."));
    const auto prefix = m_store->search(QStringLiteral("\"with tram\"*"), m_options);
    QVERIFY(!prefix.empty());
    QVERIFY2(prefix.front().snippet.contains(QStringLiteral("«with trample»")), qPrintable(prefix.front().snippet));
    // Shorthand is marked as the rules phrase it stands for.
    const auto sba = m_store->search(QStringLiteral("SBA"), m_options);
    QVERIFY(!sba.empty());
    QCOMPARE(sba.front().snippet, QStringLiteral("«State-Based Actions»"));
}

void TestSearch::someWordsWhenNoTextHasEvery_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expected"); // the first hits, in order
    QTest::addColumn<QStringList>("missing");  // what the first hit lacks
    const auto row = [](const char *query, std::initializer_list<const char *> expected,
                        std::initializer_list<const char *> missing) {
        QTest::newRow(query) << QString::fromUtf8(query) << testsupport::list(expected) << testsupport::list(missing);
    };
    // No text says "everyone"; 702.19b has the other three words, 510.1c two of them.
    row("controller trample assigns everyone", {"702.19b", "510.1c"}, {"everyone"});
    // Other forms of the words: "assigning" finds "assigns", "modified" finds "modifies",
    // "instance" finds "instances".
    row("trample modified assigning", {"702.19a", "Trample/glossary"}, {}); // the very word first
    row("trample instance redundant", {"702.19c"}, {});
    // A number in digits finds it in words, and the other way round.
    row("2 legendary permanents", {"704.5j"}, {});
}

void TestSearch::someWordsWhenNoTextHasEvery()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, missing);
    const auto hits = m_store->search(query, m_options);
    QVERIFY2(found(hits).mid(0, expected.size()) == expected, qPrintable(found(hits).join(u' ')));
    QCOMPARE(hits.front().missing, missing);
    // At least half of the words, and every hit says what it lacks, in the order typed.
    const qsizetype words = query.split(u' ').size();
    for (const SearchHit &hit : hits)
        QVERIFY2(hit.missing.size() <= words / 2, qPrintable(hit.number + u' ' + hit.missing.join(u',')));
    QVERIFY(!foundEveryWord(hits) || missing.isEmpty());
}

void TestSearch::wordsTogetherWeighMore()
{
    // Both have the two words; the short 100.1 would win on relevance alone, but 100.2 says
    // them together, as typed (with "the" between).
    m_store->addEdition(edition("2026-03-01",
                                {rule("100.1", "A card on the battlefield that a player left face down stays there."),
                                 rule("100.2", "A token that has left the battlefield ceases to exist when "
                                               "state-based actions are next checked.")}));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    QCOMPARE(found(m_store->search(QStringLiteral("left battlefield"), newest)),
             (QStringList{QStringLiteral("100.2"), QStringLiteral("100.1")}));
    // In any order.
    QCOMPARE(found(m_store->search(QStringLiteral("battlefield left"), newest)).first(), QStringLiteral("100.2"));
}

void TestSearch::wordInNoTextDoesNotCount()
{
    // "nowhere" is in no text and "vigilance" never beside "assigns": each text with one of
    // them is as near as the rules come (before, nothing was found).
    const auto hits = m_store->search(QStringLiteral("vigilance assigns nowhere"), m_options);
    const QStringList got = found(hits);
    QVERIFY2(got.contains(QStringLiteral("702.20a")) && got.contains(QStringLiteral("702.19b")), qPrintable(got.join(u' ')));
    for (const SearchHit &hit : hits) {
        QCOMPARE(hit.missing.size(), qsizetype(2));
        QVERIFY2(hit.missing.contains(QStringLiteral("nowhere")), qPrintable(hit.number));
    }
    // A word that is somewhere still counts: "trample assigns vigilance" has texts with two.
    for (const SearchHit &hit : m_store->search(QStringLiteral("trample assigns vigilance"), m_options))
        QVERIFY2(hit.missing.size() <= 1, qPrintable(hit.number));
}

void TestSearch::mostWordsWhenNoneHasHalf()
{
    // Five words, each in some text, no text with three: those with two, rather than nothing.
    const auto hits = m_store->search(QStringLiteral("redundant instances legendary graveyard countered"), m_options);
    QCOMPARE(found(hits).mid(0, 2), (QStringList{QStringLiteral("702.19c"), QStringLiteral("704.5j")}));
    for (const SearchHit &hit : hits)
        QCOMPARE(hit.missing.size(), qsizetype(3));
}

void TestSearch::threeWordsOfALongQuestion()
{
    // Seven words found: four of them together in a few texts, three others (fewer than
    // half, and common) in more. A long question tells a situation in more words than the
    // rule that answers it has: those with three of them are found too.
    std::vector<RuleEntry> rules;
    const char *few[] = {"500.1", "502.1", "507.1", "508.1"};
    for (const char *number : few)
        rules.push_back(rule(number, QStringLiteral("In step %1, each player draws a card in their turn of the game.")
                                         .arg(QString::fromLatin1(number))
                                         .toUtf8()
                                         .constData()));
    const char *more[] = {"702.26a", "702.26b", "702.26c", "702.26d", "702.26e", "702.26f"};
    for (const char *number : more)
        rules.push_back(rule(number, QStringLiteral("Rule %1: a permanent with phasing that regenerates keeps its banding.")
                                         .arg(QString::fromLatin1(number))
                                         .toUtf8()
                                         .constData()));
    m_store->addEdition(edition("2026-03-01", std::move(rules)));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    const QStringList got =
        found(m_store->search(QStringLiteral("player card turn game phasing regenerates banding umbrella"), newest));
    QVERIFY2(got.contains(QStringLiteral("702.26b")), qPrintable(got.join(u' ')));
}

void TestSearch::aRareWordAloneStillAnswers()
{
    // "opponent scoops in the middle of my turn": conceding (104.3a) has one of the four
    // words, the rarest; texts with "opponent" and "turn", the commonest, have half. The one
    // with most of the question's rarity is listed too (in the whole rules it comes first:
    // tst_judgequestions).
    std::vector<RuleEntry> rules{
        rule("104.3a", "A player can concede the game at any time. A player who concedes leaves the game "
                       "immediately. That player loses the game."),
        rule("104.3b", "If a player's life total is 0 or less, that player loses the game.")};
    const char *common[] = {"500.1", "502.1", "507.1", "508.1", "509.1", "510.1", "511.1", "512.1"};
    for (const char *number : common)
        rules.push_back(rule(number, "During this part of the turn, the active player's opponent may act after "
                                     "the active player does."));
    m_store->addEdition(edition("2026-03-01", std::move(rules)));
    SearchOptions newest;
    newest.editionId = m_store->editions().back().id;
    const auto hits = m_store->search(QStringLiteral("opponent scoops in the middle of my turn"), newest);
    const qsizetype at = found(hits).indexOf(QStringLiteral("104.3a"));
    QVERIFY2(at >= 0, qPrintable(found(hits).join(u' ')));
    QCOMPARE(hits[size_t(at)].missing, (QStringList{QStringLiteral("opponent"), QStringLiteral("middle"),
                                                    QStringLiteral("turn")}));
}

void TestSearch::wordTheRulesAlsoSayAs()
{
    // Judges say "extra" where the rules say "additional" (and "additional" where they say
    // "extra"): 7. is "Additional Rules". Not the same word, so never required.
    const auto hits = m_store->search(QStringLiteral("extra rules"), m_options);
    QVERIFY(!hits.empty());
    QCOMPARE(hits.front().number, QStringLiteral("7."));
    QVERIFY(hits.front().missing.isEmpty());
    QCOMPARE(hits.front().snippet, QStringLiteral("«Additional» «Rules»"));
}

void TestSearch::someWordsKeepScopeAndExclusions()
{
    // Texts with every word come first; below them, those that lack fewer than half of the
    // words (702.19b: "blocking" is a form of "blocked", "player" is missing), never one
    // that lacks half ("player blocked" is not followed by every text with "player").
    const auto every = m_store->search(QStringLiteral("player trample blocked"), m_options);
    QCOMPARE(found(every).mid(0, 2), (QStringList{QStringLiteral("510.1c"), QStringLiteral("702.19b")}));
    QVERIFY(every[0].missing.isEmpty());
    QCOMPARE(every[1].missing, QStringList{QStringLiteral("player")});
    for (const SearchHit &hit : every)
        QVERIFY2(hit.missing.size() <= 1, qPrintable(hit.number));
    QVERIFY(foundEveryWord(every));
    for (const SearchHit &hit : m_store->search(QStringLiteral("player blocked"), m_options))
        QVERIFY2(hit.missing.isEmpty(), qPrintable(hit.number));
    // Enough texts with every word: none with some of them joins them.
    SearchOptions one = m_options;
    one.limit = 1;
    QCOMPARE(found(m_store->search(QStringLiteral("player trample blocked"), one)),
             QStringList{QStringLiteral("510.1c")});
    // Excluded words stay excluded, in: and examples: hold.
    QCOMPARE(found(m_store->search(QStringLiteral("trample redundant nowhere"), m_options)).mid(0, 1),
             QStringList{QStringLiteral("702.19c")});
    QStringList got = found(m_store->search(QStringLiteral("trample redundant nowhere -multiple"), m_options));
    QVERIFY2(!got.contains(QStringLiteral("702.19c")), qPrintable(got.join(u' ')));
    got = found(m_store->search(QStringLiteral("trample nowhere in:702.19"), m_options));
    QVERIFY(!got.isEmpty());
    for (const QString &number : got)
        QVERIFY2(number.startsWith(QStringLiteral("702.19")), qPrintable(number));
    QCOMPARE(found(m_store->search(QStringLiteral("examples: blocker nowhere"), m_options)),
             QStringList{QStringLiteral("510.2/example")});
    // Asked for every word only (a name looked up), nothing.
    SearchOptions everyWord = m_options;
    everyWord.someWords = false;
    QVERIFY(m_store->search(QStringLiteral("trample redundant nowhere"), everyWord).empty());
    // Half the words at least: one word of four is no answer (when each is in some text;
    // words in none do not count, wordInNoTextDoesNotCount).
    QVERIFY(m_store->search(QStringLiteral("redundant legendary vigilance countered"), m_options).empty());
    // A misspelt keyword among words still gets its suggestion, not the other words' hits.
    QCOMPARE(m_store->didYouMean(QStringLiteral("tramle damage"), m_options), QStringLiteral("trample damage"));
}

void TestSearch::someWordsSeeAnEditionAddedSince()
{
    // The texts each word of a question is in are kept between searches of one connection
    // (no text has every word here, so each word is looked up alone): an edition added
    // since is searched too.
    RulesStore store(QStringLiteral(":memory:"));
    store.addEdition(testsupport::madeEdition("2024-01-01", {{"1.", "Game Concepts"}, {"100.1", "Zebras have flying."}}));
    SearchOptions every; // every edition
    QStringList got = found(store.search(QStringLiteral("zebra unicorn flying"), every));
    QVERIFY2(got.contains(QStringLiteral("100.1")), qPrintable(got.join(u' ')));
    QVERIFY2(!got.contains(QStringLiteral("100.2")), qPrintable(got.join(u' ')));
    store.addEdition(testsupport::madeEdition("2025-01-01", {{"1.", "Game Concepts"}, {"100.1", "Zebras have flying."},
                                                             {"100.2", "A unicorn has flying."}}));
    got = found(store.search(QStringLiteral("zebra unicorn flying"), every));
    QVERIFY2(got.contains(QStringLiteral("100.2")), qPrintable(got.join(u' ')));
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
