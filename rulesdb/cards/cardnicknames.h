#pragma once
// What judges call some cards ("goyf" for Tarmogoyf, "bob" for Dark Confidant): data with its
// sources, resources/card-nicknames.tsv, built into the library. Nicknames are kept apart
// from the cards stored: they hold for any card snapshot, and one whose card the database
// does not hold finds nothing.

#include <QString>
#include <QStringView>
#include <vector>

namespace rulesdb {

// What else a nickname can be in a search question, and so when a question names its card by
// it (the file's fourth column; resources/card-nicknames.tsv says why each is what it is).
enum class NicknameInQuestions {
    Coined,    // nothing else ("goyf"): the card in any case, anywhere
    Word,      // an English word too ("bolt"): the card only capitalised inside a sentence, alone
    FirstName, // a person's name too ("Bob"): the card in lower case, or after "my", "their" …
    Never,     // too often something else ("Elder", a creature type): never in a question
};

struct CardNickname {
    QString nickname; // as the source writes it: "Goyf", "Dr. Teeth"
    QString key;      // cardNameKey() of it: "goyf", "drteeth"
    QString card;     // the card's whole name
    QString source;   // the page that gives it
    NicknameInQuestions inQuestions = NicknameInQuestions::Never;
};

// Every nickname, in the file's order.
const std::vector<CardNickname> &cardNicknames();

// The nickname whose key is `key` (cardNameKey() of what was typed); nullptr for none.
const CardNickname *cardNicknameKeyed(QStringView key);

// The nicknames whose key starts with `key`, shortest first.
std::vector<const CardNickname *> cardNicknamesStartingWith(QStringView key);

} // namespace rulesdb
