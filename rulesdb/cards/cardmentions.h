#pragma once
// Card names in running text: where a rules example or a ruling names a real card ("A
// player casts Lightning Bolt, …"), so that the words can link to the card. Kept apart from
// the database so that anything reading edited text for cards (examples, rulings) shares
// one recogniser: it is given the names and the ordinary words of the text's language and
// only reads. A judge's typed question is another matter, read by questioncards.h: it
// forgives case, possessives and half names, which edited text never needs.
//
// The CR's own convention decides what counts: its examples write a card's name exactly as
// printed, capitalised ("Lightning Bolt", "Fog"), and write rules terms that are also card
// names as terms ("Flash", "Mountain" as a land type). So a name is found only as written,
// case and all, between word boundaries; the longest name wins where several start at the
// same word ("Lightning Bolt" over "Lightning"); a name the text's own vocabulary uses as a
// term is passed over (the caller's `ordinaryWords`: the CR's keywords, types and glossary
// terms, "Flash", "Mountain", "Two-Headed Giant"); and so is a one-word name where its
// capital says nothing (the first word of a sentence).

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringView>
#include <vector>

namespace rulesdb {

struct CardMention {
    qsizetype start = 0;
    qsizetype length = 0;
    QString card; // the card's whole name ("Fire // Ice" where the text says "Fire // Ice")
};

class CardMentionFinder {
public:
    struct Name {
        QString written; // as text writes it: a whole name, or a half of "Fire // Ice"
        QString card;    // the whole name of the card it names
    };

    CardMentionFinder() = default;
    // `ordinaryWords`: names that are terms of the text's language, never a card.
    CardMentionFinder(const std::vector<Name> &names, QSet<QString> ordinaryWords);

    bool isEmpty() const { return m_byFirstWord.isEmpty(); }
    qsizetype nameCount() const { return m_count; }

    // The cards the text names, in order, none overlapping.
    std::vector<CardMention> find(QStringView text) const;

private:
    // By a name's first word (to the first space): the names starting with it, longest first.
    QHash<QString, std::vector<Name>> m_byFirstWord;
    QSet<QString> m_ordinary;
    qsizetype m_count = 0;
};

// The names a card is written by in text: its whole name, and for a split or double-faced
// card ("Fire // Ice") each half.
std::vector<CardMentionFinder::Name> writtenNamesOf(const QString &wholeName);

} // namespace rulesdb
