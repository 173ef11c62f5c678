#pragma once
// The start an English word shares with its other forms, for the search that goes on when
// too few texts have every word typed: "removes" finds "removed" and "removal" through "remov",
// "triggers" finds "triggered" through "trigger". Only plain Latin words of at least five
// letters are cut, and never below four letters, so that short words stay themselves.
// Not a full stemmer: it only has to turn a word into a prefix that matches its family.

#include <QString>
#include <QStringView>

namespace rulesdb {

struct WordStem {
    QString prefix;      // what the word's forms start with; empty when the word is kept whole
    QString alternative; // a form the prefix misses and the word had ("copies" for "copy"), or empty
};

// `word` as the index holds it (folded: lower case).
WordStem wordStem(QStringView word);

// An English plural in the singular ("tokens" → "token", "abilities" → "ability",
// "classes" → "class", "matches" → "match"); any other word as it is. `word` folded.
QString singular(QStringView word);
// The same, appended to `out` (a key of many words built without a string for each).
void appendSingular(QStringView word, QString &out);

// An English singular in the plural ("card" → "cards", "ability" → "abilities", "class" →
// "classes"). `word` folded.
QString plural(QStringView word);

// A plain Latin word of at least three letters in its other number: "cards" → "card",
// "card" → "cards", "gains" → "gain"; empty for anything else. What the search requires
// of a word is it or this form of it: a judge types "mill a card" for "mill a number of
// cards". `word` folded.
QString otherNumber(QStringView word);

// An English word that only links others ("the", "from", "with") or asks ("how", "does"):
// in most rules, it tells none apart. `word` folded.
bool isFunctionWord(QStringView word);

// A word a question starts with ("how", "what", "can", "does"), and a word such a question
// asks with ("how does ward work", "what happens when…", "what does scry mean", "does it
// still deal damage", "who gets priority"): the rule says what the question asks, not
// these. `word` folded.
bool isQuestionWord(QStringView word);
bool isAskingVerb(QStringView word);

// A number written the other way: "sixty" for "60" and "60" for "sixty" (the rules write
// "60 cards" and "seven cards"), up to one hundred; empty for anything else.
QString numberTwin(QStringView word);

} // namespace rulesdb
