#pragma once
// Oracle cards as an importer hands them to the card store: plain values, no database
// handles, so the card readers can be tested without SQLite. A card file read whole is one
// snapshot of the cards: it holds the cards it holds, as they read on its date.

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

namespace rulesdb {

// One face of a card: the only face of most, each half of a split or adventure card, each
// side of a double-faced one. Fields a face lacks stay empty (a land has no mana cost).
struct CardFace {
    QString name;
    QString manaCost;  // "{1}{U}", as Scryfall and MTGJSON spell it
    QString typeLine;  // "Creature — Human Wizard"
    QString text;      // Oracle text, lines joined with '\n'
    QString power;     // strings: "*", "1+*", "X"
    QString toughness;
    QString loyalty;
    QString defense;
    friend bool operator==(const CardFace &, const CardFace &) = default;
};

// A face as JSON, with the keys the command line's contract gives them (name, mana_cost,
// type_line, text, power, toughness, loyalty, defense; empty fields left out), and back.
QJsonObject cardFaceJson(const CardFace &face);
CardFace cardFaceFromJson(const QJsonObject &json);

// The faces as a card reads, for a person and for word diffs: each face's name and mana
// cost, type line, Oracle text, power/toughness, loyalty and defense on lines of their own,
// the faces apart by a line "//".
QString cardOracleText(const std::vector<CardFace> &faces);

// Reminder text in a card's text, "(…)": where each stands, [start, end), and the text
// without it. It only reminds of what the rules say, and is never the ability itself
// (no keyword is read inside it).
std::vector<std::pair<qsizetype, qsizetype>> reminderSpans(const QString &text);
QString withoutReminderText(const QString &text);

// A Wizards ruling, or a note Scryfall wrote itself ("scryfall"), shown as such.
struct OracleRuling {
    QString date; // YYYY-MM-DD
    QString text;
    QString source = QStringLiteral("wotc");
};

// Cards that share a name with a paper card and are not it: Alchemy's rebalanced "A-"
// cards, Un-cards (playtest and silver-bordered), and tokens, which are cards of their own.
enum class CardKind { Paper, Alchemy, Funny, Token };
QString cardKindName(CardKind kind);                 // "paper", "alchemy", "funny", "token"
CardKind cardKindNamed(const QString &name);         // unknown names are paper

struct CardSet {
    QString code;     // "TSP"
    QString name;     // "Time Spiral"
    QString released; // YYYY-MM-DD, or empty when the file does not say
};

struct OracleCard {
    QString oracleId; // Scryfall's oracle id; empty when the source has none (Cockatrice)
    QString name;     // the whole name: "Fire // Ice", "A-Lightning Bolt"
    CardKind kind = CardKind::Paper;
    QString layout;   // Scryfall's and MTGJSON's names: normal, split, transform, meld …
    std::vector<CardFace> faces;
    QStringList keywords; // as the source lists them (keyword abilities and actions)
    std::vector<OracleRuling> rulings;
    QStringList sets;     // codes of the sets printing it in this snapshot
};

struct CardSnapshot {
    QString date;       // YYYY-MM-DD: the data's own date, else what the import was told
    QString name;       // "MTGJSON 5.2.0+20220425", "Scryfall oracle cards"
    QString sourceFile; // file name only
    QString format;     // "mtgjson", "scryfall", "cockatrice"
    QByteArray sha256;  // of the file's bytes (hex)
    std::vector<OracleCard> cards;
    std::vector<CardSet> sets;
    QStringList warnings;
};

} // namespace rulesdb
