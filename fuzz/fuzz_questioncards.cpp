// What a judge types into the search box, read for the cards it names (cards/questioncards.h):
// the finder walks the words of any text, brackets, possessives, clause marks and hyphens
// included, and hands back places in that text that the search then cuts out. So each card
// found must name a span of the question that holds what it says was typed, the spans must
// come in order without overlapping, and the question without them must be shorter. A small
// store of our own: a CR whose rules say some words and list others among names (as 205.3m
// lists the creature types), and cards of the shapes names come in (a split card, a legend
// with a comma, apostrophes, a hyphen, a card whose name is a word of the rules).
#include "cards/cardstore.h"
#include "cards/questioncards.h"
#include "fuzzsupport.h"
#include "rulesstore.h"

#include <memory>

namespace {

struct Store {
    std::unique_ptr<rulesdb::RulesStore> rules;
    std::unique_ptr<rulesdb::CardStore> cards;
    std::unique_ptr<rulesdb::QuestionCards> mentions;
};

rulesdb::OracleCard card(const char *name, const char *text, const char *layout = "normal")
{
    rulesdb::OracleCard c;
    c.name = QString::fromUtf8(name);
    c.layout = QString::fromLatin1(layout);
    for (const QString &face : c.name.split(QStringLiteral(" // ")))
        c.faces.push_back({face, QStringLiteral("{1}{R}"), QStringLiteral("Instant"), QString::fromUtf8(text)});
    return c;
}

Store &store()
{
    static Store s = [] {
        Store made;
        made.rules = std::make_unique<rulesdb::RulesStore>(QStringLiteral(":memory:"));
        rulesdb::EditionData cr;
        cr.meta.date = QStringLiteral("2026-01-16");
        cr.meta.language = QStringLiteral("en");
        cr.meta.name = QStringLiteral("Magic: The Gathering Comprehensive Rules");
        cr.meta.sourceFile = QStringLiteral("2026-01-16.txt");
        cr.meta.format = QStringLiteral("txt");
        cr.meta.encoding = QStringLiteral("UTF-8");
        cr.meta.sha256 = "fuzz-cr";
        cr.rules = {{QStringLiteral("205.3m"),
                     QStringLiteral("The creature types are Angel, Beast, Elemental, Goblin, Golem, Human, Moon, "
                                    "Soldier, Spirit, Zombie, and Time Lord.")},
                    {QStringLiteral("107.10"), QStringLiteral("Lightning Bolt deals 3 damage to any target: a time "
                                                              "to fight in the forest.")}};
        made.rules->addEdition(cr);
        made.cards = std::make_unique<rulesdb::CardStore>(*made.rules);
        rulesdb::CardSnapshot snapshot;
        snapshot.date = QStringLiteral("2022-04-25");
        snapshot.name = QStringLiteral("fuzz");
        snapshot.sourceFile = QStringLiteral("fuzz.json");
        snapshot.format = QStringLiteral("mtgjson");
        snapshot.sha256 = "fuzz-cards";
        snapshot.cards = {card("Fire // Ice", "Fire deals 2 damage divided as you choose.", "split"),
                          card("Urborg, Tomb of Yawgmoth", "Each land is a Swamp in addition to its other land types."),
                          card("Lim-Dûl's Vault", "Look at the top five cards of your library."),
                          card("Thought-Knot Seer", "When this enters, target opponent reveals their hand."),
                          card("Slippery Bogle", "Hexproof"), card("Lightning Bolt", "Lightning Bolt deals 3 damage."),
                          card("Goblin Guide", "Haste"), card("Time Stop", "End the turn."), card("Opt", "Scry 1."),
                          card("Tarmogoyf", "Power and toughness."), card("Dark Confidant", "Reveal the top card."),
                          card("Swords to Plowshares", "Exile target creature.")};
        made.cards->addSnapshot(snapshot);
        const auto edition = made.rules->edition(QString(), QStringLiteral("en"));
        made.mentions = std::make_unique<rulesdb::QuestionCards>(*made.rules, &*edition);
        return made;
    }();
    return s;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString question = fuzz::textOf(data, size);
    const std::vector<rulesdb::QuestionCard> found = store().mentions->find(question);
    qsizetype end = 0;
    for (const rulesdb::QuestionCard &m : found) {
        if (m.name.isEmpty() || m.card <= 0)
            fuzz::fail("a card found without its name or id", question);
        std::vector<std::pair<qsizetype, qsizetype>> spans{{m.start, m.length}};
        spans.insert(spans.end(), m.again.begin(), m.again.end());
        for (const auto &[start, length] : spans)
            if (start < 0 || length <= 0 || start + length > question.size())
                fuzz::fail("a card's place outside the question", question);
        if (question.mid(m.start, m.length) != m.typed)
            fuzz::fail("a card's place that does not hold what was typed", m.typed);
        if (m.start < end)
            fuzz::fail("cards out of order or overlapping", question);
        end = m.start + m.length;
    }
    if (!found.empty() && rulesdb::QuestionCards::withoutNames(question, found).size() >= question.simplified().size())
        fuzz::fail("a question no shorter without the cards it names", question);
    return 0;
}
