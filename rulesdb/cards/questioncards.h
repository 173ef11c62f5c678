#pragma once
// The cards a question names, as judges type them: "can I bolt their Slippery Bogle",
// "is dark ritual a mana ability", "[[Opt]]", "Thought-Knot Seer's cost", "Urborg" for
// "Urborg, Tomb of Yawgmoth". Many card names are ordinary words ("Fight", "Time", "Opt",
// "Forest"), so a name is taken from prose only when the way it is written says it is one:
// in [[…]], or several words written as a name is, or a word the rules never use. What
// the rules use is read from the CR edition's own rule text, not from a list of ours.
// (Edited text, where a name is written exactly as printed, is read by cardmentions.h.)

#include "rulesstore.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <vector>

namespace rulesdb {

struct QuestionCard {
    qint64 card = 0;
    QString name;   // the card's whole name
    QString typed;  // as the question has it ("Slippery Bogle's", "[[opt]]")
    qsizetype start = 0; // where `typed` is in the question
    qsizetype length = 0;
};

class QuestionCards {
public:
    // Every card name of the store's cards, and the words of the CR edition's rules (for
    // telling a name from prose); empty when there are no cards. Read once: the app and the
    // bench keep one for all their questions.
    QuestionCards(RulesStore &store, const EditionInfo *crEdition);

    bool empty() const { return m_names.isEmpty(); }
    // The cards named, in the order the question names them, each once; a longer name before
    // the shorter ones inside it ("Time Stop", not "Time").
    std::vector<QuestionCard> find(const QString &question) const;
    // The question without the cards' names: what it asks of them.
    static QString withoutNames(const QString &question, const std::vector<QuestionCard> &mentions);

private:
    struct Named {
        qint64 card = 0;
        QString name;
        int rank = 0; // lower wins a shared key: a whole name, then paper, then the oldest
    };
    const Named *named(const QString &key) const;
    bool rulesWord(const QString &folded) const { return m_rulesWords.contains(folded); }

    QHash<QString, Named> m_names;    // cardNameKey() of every name → its best card
    QHash<QString, Named> m_shortNames; // a legend's name before its comma, when one card has it
    QSet<QString> m_rulesWords;       // folded words of the CR's rule text
};

} // namespace rulesdb
