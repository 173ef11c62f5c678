#pragma once
// The cards a question names, as judges type them: "can I bolt their Slippery Bogle",
// "is dark ritual a mana ability", "[[Opt]]", "Thought-Knot Seer's cost", "Urborg" for
// "Urborg, Tomb of Yawgmoth". Many card names are ordinary words ("Fight", "Time", "Opt",
// "Forest"), so a name is taken from prose only when the way it is written says it is one:
// in [[…]] (found as the card command finds a name: "[[bogle]]", "[[Tarmogoyff]]"),
// several words written as a name is, a split card's halves joined ("fire//ice"), or a word
// the rules never use (of several words, one the rules only list among names: "city of
// brass"). What the rules use is read from the CR edition's own rule text, not from a list
// of ours.
// Judges' nicknames ("can goyf block a flier", cards/cardnicknames.h) name their cards as
// the data file says each can: anywhere when it is nothing else ("goyf"), only written as a
// name when it is an English word too ("Bolt"), only where no player can be meant when it
// is a person's name too ("does bob trigger", "my Bob").
// (Edited text, where a name is written exactly as printed, is read by cardmentions.h.)

#include "rulesstore.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace rulesdb {

class CardStore;
class Database;
class Statement;

struct QuestionCard {
    qint64 card = 0;
    QString name;   // the card's whole name
    QString typed;  // as the question has it ("Slippery Bogle's", "[[opt]]")
    qsizetype start = 0; // where `typed` is in the question
    qsizetype length = 0;
    // Where the question names the same card again, by the same name or another of its
    // names ("Delver of Secrets … flips to Insectile Aberration"): (start, length) each.
    std::vector<std::pair<qsizetype, qsizetype>> again;
};

class QuestionCards {
public:
    // The names of the store's cards and the words of the CR edition's rules (for telling a
    // name from prose), asked of the database as a question needs them and remembered: a
    // command that asks one question reads a few dozen keys, not every card's name and every
    // rule's words (170 ms a process with 24,000 cards). The app and the bench keep one for
    // all their questions. `store` must outlive it.
    QuestionCards(RulesStore &store, const EditionInfo *crEdition);
    ~QuestionCards();

    bool empty() const { return m_empty; } // no card is held
    // The cards named, in the order the question names them, each once; a longer name before
    // the shorter ones inside it ("Time Stop", not "Time").
    std::vector<QuestionCard> find(const QString &question) const;
    // The question without the cards' names, wherever it names them: what it asks of them.
    static QString withoutNames(const QString &question, const std::vector<QuestionCard> &mentions);

private:
    struct Named {
        qint64 card = 0;
        QString name;
        int rank = 0; // lower wins a shared key: a whole name, then paper, then the oldest
    };
    // The best card of a cardNameKey(), if any card has it.
    const Named *named(const QString &key) const;
    // The one card whose name starts with the key, if only one does ("[[snapcas]]").
    const Named *onlyStartingWith(const QString &key) const;
    // A legend by its name before the comma ("Urborg"), when one paper card has it and it is
    // no card's name itself.
    const Named *shortNamed(const QString &key) const;
    // Whether the key (cardNameKey()) is a name the edition gives one of its own terms: a
    // glossary term whole, without its qualifier, or one of the names it lists ("manaburn"
    // for Mana Burn (Obsolete)); a section's or keyword's title, or two words or more at its
    // start ("twoheadedgiant" for 810. Two-Headed Giant Variant). Read once.
    bool termKey(const QString &key) const;
    // A folded word that the edition's rule text uses; with `prose`, outside its lists of
    // names (the creature types of 205.3m, the planar types, 206.3c's Homelands cards).
    bool rulesWord(const QString &folded, bool prose = false) const;

    // Prepared once: a question asks a few dozen keys and words.
    Statement &statement(std::unique_ptr<Statement> &slot, const char *sql) const;

    Database &m_db;
    std::unique_ptr<CardStore> m_cards; // finds a [[name]] as the card command does
    mutable std::unique_ptr<Statement> m_byKey, m_byPrefix, m_legends, m_ruleWord, m_ruleTexts;
    qint64 m_editionId = 0; // 0: no edition, no word is the rules'
    bool m_empty = true;
    // Node-based, so that a card found stays where it is while more keys are read (a QHash
    // moves its values when it grows).
    mutable std::unordered_map<QString, std::optional<Named>> m_names;      // cardNameKey() → its best card
    mutable std::unordered_map<QString, std::optional<Named>> m_shortNames; // a legend's name before its comma
    mutable QHash<QString, bool> m_rulesWords;                 // folded word → the rules use it
    mutable QHash<QString, bool> m_proseWords;                 // folded word → their prose uses it
    mutable std::optional<QSet<QString>> m_termKeys;           // termKey()'s, read on first use
};

} // namespace rulesdb
