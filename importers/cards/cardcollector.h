#pragma once
// Printings in, Oracle cards out: every card reader hands each printing (or each face of
// one) to a collector, which keeps one card per Oracle identity with its faces, its rulings
// once each and the sets printing it. The same card is printed dozens of times in a big
// file, and its rulings repeat on every printing.

#include "cards/carddata.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <vector>

namespace importers::cards {

// One face of one printing, as a file gives it.
struct Printing {
    QString oracleId;
    QString name;     // the whole name ("Fire // Ice"); a face's own name is face.name
    QString side;     // "a", "b" … for a multi-face card; empty for one face
    QString layout;
    rulesdb::CardKind kind = rulesdb::CardKind::Paper;
    rulesdb::CardFace face;
    QStringList keywords;
    std::vector<rulesdb::OracleRuling> rulings;
    QStringList sets;
};

// What a printing is, from what every format tells: a token (by the file's own list of
// tokens or by its layout: token, double-faced token, emblem), an Alchemy rebalanced card
// (flagged so, or named "A-…" as every format spells them), an Un-card, or a paper card.
rulesdb::CardKind cardKind(const QString &layout, const QString &name, bool listedAsToken, bool rebalanced,
                           bool funny);

class CardCollector {
public:
    void add(Printing &&printing);
    void addSet(const rulesdb::CardSet &set);
    // Rulings listed apart from the cards (Scryfall's rulings files), by oracle id.
    void addRulings(const QString &oracleId, std::vector<rulesdb::OracleRuling> &&rulings);
    int printings() const { return m_printings; }
    bool empty() const { return m_cards.empty() && m_orphanRulings.isEmpty(); }

    // The cards collected, each with its faces in side order. A meld card's front
    // ("Bruna, the Fading Light // Brisela, Voice of Nightmares") gets the back it melds
    // into, which files give as a card of its own.
    std::vector<rulesdb::OracleCard> takeCards();
    std::vector<rulesdb::CardSet> takeSets();

private:
    struct Building {
        rulesdb::OracleCard card;
        std::vector<QString> faceKeys; // side + face name, parallel to card.faces
        QSet<QString> rulingKeys;
    };
    void addRulingsTo(Building &b, std::vector<rulesdb::OracleRuling> &&rulings);
    std::vector<Building> m_cards;
    QHash<QString, int> m_byKey;      // the card's identity in this file
    QHash<QString, int> m_byOracleId; // for rulings given apart
    QHash<QString, std::vector<rulesdb::OracleRuling>> m_orphanRulings;
    std::vector<rulesdb::CardSet> m_sets;
    QSet<QString> m_setCodes;
    int m_printings = 0;
};

} // namespace importers::cards
