#include "cardcollector.h"

#include <algorithm>

namespace importers::cards {

namespace {

// Every card but a token is its name (and kind: "A-" and Un-cards apart); tokens of one
// name are many cards, told apart by their oracle id, else by what they are.
QString identity(const Printing &p)
{
    const QString kind = rulesdb::cardKindName(p.kind);
    if (p.kind != rulesdb::CardKind::Token)
        return kind + u'|' + p.name;
    if (!p.oracleId.isEmpty())
        return kind + u'|' + p.oracleId;
    return kind + u'|' + p.name + u'|' + p.face.typeLine + u'|' + p.face.text + u'|' + p.face.power + u'/'
           + p.face.toughness;
}

} // namespace

void CardCollector::add(Printing &&p)
{
    ++m_printings;
    // A reversible card names both its sides alike ("Zndrsplt, Eye of Wisdom // Zndrsplt, Eye
    // of Wisdom" in Scryfall's and Cockatrice's files): it is the card of that one name.
    if (const QStringList halves = p.name.split(QStringLiteral(" // ")); halves.size() > 1
        && std::all_of(halves.begin(), halves.end(), [&](const QString &h) { return h == halves.front(); }))
        p.name = halves.front();
    const QString key = identity(p);
    auto it = m_byKey.constFind(key);
    int index = 0;
    if (it == m_byKey.constEnd()) {
        index = int(m_cards.size());
        m_byKey.insert(key, index);
        Building b;
        b.card.name = p.name;
        b.card.kind = p.kind;
        b.card.layout = p.layout;
        m_cards.push_back(std::move(b));
    } else {
        index = *it;
    }
    Building &b = m_cards[size_t(index)];
    // The card's oracle id is its front's; a meld back, a card of its own whose only side is
    // "b", has one of its own.
    if (b.card.oracleId.isEmpty() && !p.oracleId.isEmpty() && (p.side.isEmpty() || p.side == u"a" || b.card.faces.empty())) {
        b.card.oracleId = p.oracleId;
        m_byOracleId.insert(p.oracleId, index);
        if (auto orphans = m_orphanRulings.find(p.oracleId); orphans != m_orphanRulings.end()) {
            addRulingsTo(b, std::move(*orphans));
            m_orphanRulings.erase(orphans);
        }
    }
    const QString faceKey = p.side + u'|' + p.face.name;
    auto face = std::find(b.faceKeys.begin(), b.faceKeys.end(), faceKey);
    if (face == b.faceKeys.end()) {
        // In side order: "a" before "b" whatever order the printings come in.
        auto at = std::upper_bound(b.faceKeys.begin(), b.faceKeys.end(), faceKey,
                                   [](const QString &x, const QString &y) { return x.section(u'|', 0, 0) < y.section(u'|', 0, 0); });
        const auto offset = at - b.faceKeys.begin();
        b.faceKeys.insert(at, faceKey);
        b.card.faces.insert(b.card.faces.begin() + offset, p.face);
    } else if (b.card.faces[size_t(face - b.faceKeys.begin())].text.isEmpty()) {
        b.card.faces[size_t(face - b.faceKeys.begin())] = p.face;
    }
    for (const QString &keyword : p.keywords)
        if (!b.card.keywords.contains(keyword))
            b.card.keywords << keyword;
    addRulingsTo(b, std::move(p.rulings));
    for (const QString &set : p.sets)
        if (!set.isEmpty() && !b.card.sets.contains(set))
            b.card.sets << set;
}

void CardCollector::addRulingsTo(Building &b, std::vector<rulesdb::OracleRuling> &&rulings)
{
    for (rulesdb::OracleRuling &r : rulings) {
        const QString key = r.date + u'|' + r.text;
        if (r.text.isEmpty() || b.rulingKeys.contains(key))
            continue;
        b.rulingKeys.insert(key);
        b.card.rulings.push_back(std::move(r));
    }
}

void CardCollector::addSet(const rulesdb::CardSet &set)
{
    if (set.code.isEmpty() || m_setCodes.contains(set.code))
        return;
    m_setCodes.insert(set.code);
    m_sets.push_back(set);
}

void CardCollector::addRulings(const QString &oracleId, std::vector<rulesdb::OracleRuling> &&rulings)
{
    if (auto it = m_byOracleId.constFind(oracleId); it != m_byOracleId.constEnd()) {
        addRulingsTo(m_cards[size_t(*it)], std::move(rulings));
        return;
    }
    auto &orphans = m_orphanRulings[oracleId];
    for (rulesdb::OracleRuling &r : rulings)
        orphans.push_back(std::move(r));
}

std::vector<rulesdb::OracleCard> CardCollector::takeCards()
{
    for (Building &b : m_cards) {
        const QStringList halves = b.card.name.split(QStringLiteral(" // "));
        if (b.card.layout != u"meld" || halves.size() != 2 || b.card.faces.size() != 1)
            continue;
        const auto back = m_byKey.constFind(rulesdb::cardKindName(b.card.kind) + u'|' + halves[1]);
        if (back != m_byKey.constEnd() && !m_cards[size_t(*back)].card.faces.empty())
            b.card.faces.push_back(m_cards[size_t(*back)].card.faces.front());
    }
    std::vector<rulesdb::OracleCard> out;
    out.reserve(m_cards.size());
    // Rulings given for cards this file does not hold: carried by their oracle id alone,
    // for the store to add to the card it already has.
    for (auto it = m_orphanRulings.begin(); it != m_orphanRulings.end(); ++it) {
        rulesdb::OracleCard card;
        card.oracleId = it.key();
        card.rulings = std::move(it.value());
        out.push_back(std::move(card));
    }
    for (Building &b : m_cards)
        out.push_back(std::move(b.card));
    m_cards.clear();
    m_byKey.clear();
    m_byOracleId.clear();
    m_orphanRulings.clear();
    return out;
}

std::vector<rulesdb::CardSet> CardCollector::takeSets()
{
    return std::move(m_sets);
}

rulesdb::CardKind cardKind(const QString &layout, const QString &name, bool listedAsToken, bool rebalanced, bool funny)
{
    if (listedAsToken || layout == u"token" || layout == u"double_faced_token" || layout == u"emblem")
        return rulesdb::CardKind::Token;
    if (rebalanced || name.startsWith(QLatin1StringView("A-")))
        return rulesdb::CardKind::Alchemy;
    if (funny)
        return rulesdb::CardKind::Funny;
    return rulesdb::CardKind::Paper;
}

} // namespace importers::cards
