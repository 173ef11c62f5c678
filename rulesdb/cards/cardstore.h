#pragma once
// The Oracle cards: snapshots of card files in, a card as it read on a date out, found by
// any name a judge types. A part of the database of its own over the rules store's
// connection (the same file, the same transactions), not more of RulesStore's facade.
// Like the RulesStore it is made from, it belongs to one thread.

#include "cards/carddata.h"
#include "cards/cardmentions.h"
#include "rulesstore.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace rulesdb {

// A card as one snapshot gives it, with what every snapshot up to then added.
struct StoredCard {
    qint64 id = 0;
    QString oracleId;
    QString name;
    CardKind kind = CardKind::Paper;
    QString layout;
    std::vector<CardFace> faces;
    QStringList keywords;
    std::vector<OracleRuling> rulings; // oldest first
    std::vector<CardSet> sets;       // by release date
    QString snapshot;                // the date of the snapshot its text is read from
};

// One step of a card's Oracle history: a snapshot whose wording of the card differs from
// the one before it (the first step: the earliest snapshot here that holds the card).
struct CardStep {
    QString snapshot; // its date
    QString layout;
    std::vector<CardFace> faces;
};

// A card whose Oracle wording differs between two snapshots, each read as of its date.
struct CardChange {
    qint64 id = 0;
    QString name;
    CardKind kind = CardKind::Paper;
    std::vector<CardFace> before; // empty: the card is new since the older snapshot
    std::vector<CardFace> after;
};

// A card's ruling that cites a rule: on that rule's page, with the card it is about.
struct CitingRuling {
    QString card;   // the card's whole name
    QString date;   // YYYY-MM-DD
    QString text;
    QString source; // "wotc", "scryfall"
    QString cited;  // the rule number the ruling cites: the rule asked for, or one below it
};

// What a typed name found: one card, or none and the names closest to what was typed
// (several cards share that start, or it is misspelt).
struct CardLookup {
    std::optional<qint64> card;
    QStringList closest;
    QString nickname; // the judges' nickname the card was found by ("Goyf"), if it was
    bool laterWord = false; // found by a later word of its name only ("bogle"): the weakest match
};

// A card as a list of every card shows it: its name, the key it sorts by, its kind.
struct CardListing {
    QString key;  // cardNameKey() of its whole name: "aethervial"
    QString name; // its whole name
    CardKind kind = CardKind::Paper;
};

class CardStore {
public:
    // Over the rules store's connection; the store must outlive this.
    explicit CardStore(RulesStore &store);
    ~CardStore();
    CardStore(const CardStore &) = delete;
    CardStore &operator=(const CardStore &) = delete;

    // Stores a snapshot as an edition of the document "cards", in one transaction (nested
    // in the caller's, if any). The same bytes again add nothing; a second file of the same
    // date adds its cards to that date's snapshot. For each card only what changed is
    // stored: its faces when they differ from those in force on the snapshot's date (what
    // the snapshot leaves empty is kept from then), its new rulings and printings. Throws
    // DbError.
    AddResult addSnapshot(const CardSnapshot &snapshot);

    // The snapshots, oldest first.
    std::vector<EditionInfo> snapshots();

    // The card a typed name means: its whole name or a face's, in any case, with or
    // without accents, apostrophes and commas; else the card of a judges' nickname
    // (cards/cardnicknames.h: "goyf"); else the one card whose names start so; else the one
    // card with a later word starting so ("bogle": Slippery Bogle). A paper card before an
    // Alchemy one, an Un-card or a token of the same name. When several cards start so, or
    // have a later word starting so, none is chosen: they are the closest.
    CardLookup find(const QString &typed);
    // Up to `limit` names starting as typed (folded as find() folds), shortest first; the
    // card of a nickname typed whole comes first, those of nicknames starting so last.
    QStringList complete(const QString &typed, int limit = 10);
    // Up to `limit` names with a later word starting as typed, folded the same way ("bolt":
    // Lightning Bolt; "academy head": Urza, Academy Headmaster), shortest first. The index of
    // words is made on the first call (tens of milliseconds over 24,000 names).
    QStringList completeInside(const QString &typed, int limit = 10);
    // Every card some snapshot up to `asOf` (empty: any) holds, by its folded name (accents
    // off: "Æther Vial" among the A's), paper cards before others of the same name. One query.
    std::vector<CardListing> listing(const QString &asOf = {});
    // The first paper card by name (else of any kind): where the cards open when none was
    // asked for. Empty when there are none.
    QString firstName();
    // The card as it read on `asOf` (YYYY-MM-DD; empty: as the newest snapshot has it):
    // the text of the newest snapshot up to then that holds it, the rulings and sets known
    // by then. nullopt when no snapshot up to then holds it.
    std::optional<StoredCard> card(qint64 id, const QString &asOf = {});
    // The date of the snapshot in force on `date`: the newest up to then, else (cards known
    // only from later files) the earliest. Empty when there are no cards.
    QString snapshotInForce(const QString &date);
    // The names of the paper cards some snapshot up to `date` holds, as text writes them
    // (whole names and the halves of "Fire // Ice"): what a rules example can name.
    std::vector<CardMentionFinder::Name> paperNamesUpTo(const QString &date);
    // The rulings that cite rule `number` or a rule below it ("702.19" for "702.19b"),
    // newest first; with `before` (a date), only those dated earlier (a later ruling cites
    // the numbers of a later edition).
    std::vector<CitingRuling> rulingsCiting(const QString &number, const QString &before = {});
    // The date of the edition after this one (of its document and language), up to which
    // its rule pages list rulings: empty for the newest. One query, not every edition read.
    QString nextEditionDate(const EditionInfo &edition);
    // Every wording the card has had here, oldest first.
    std::vector<CardStep> history(qint64 id);
    // The cards whose wording as of `newer` (a date) differs from their wording as of
    // `older`, or that no snapshot up to `older` held; by name. Rulings and printings are
    // no change of wording.
    std::vector<CardChange> changes(const QString &older, const QString &newer);

private:
    struct Private;
    RulesStore &m_store;
    std::unique_ptr<Private> d;
};

} // namespace rulesdb
