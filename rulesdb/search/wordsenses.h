#pragma once
// What words mean, as the cards' rulings use them: a judge asks in the words of the table
// ("my team pump resolved, does the new creature get it"), the rules answer in their own
// ("continuous effect … affected objects are determined"), and the two often share no word.
// Wizards' rulings are written in between, about real situations in plain words, and there
// are tens of thousands of them: the words that stand near the same words in them mean
// nearly the same thing. From them (with the cards' Oracle text and the newest CR), the
// import learns a short vector per word (learnWordSenses(), the positive pointwise mutual
// information of words five apart, reduced to its main directions); a text's meaning is the
// sum of its words' vectors, each weighed by its rarity; and a search of a question orders
// its first hits by their words' order and by how near their meaning is to the question's
// (search.cpp). A database without a real card snapshot's rulings has no senses, and its
// search is what it was.

#include <QHash>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <memory>
#include <vector>

namespace rulesdb {

class Database;
class Statement;

// The words of a text as its meaning is read: lower case, curly apostrophes straight, runs
// of ASCII letters, digits, "+", "/" and "-" ("+1/+1", "first-strike") with one "'t"-like
// tail ("can't"), a possessive "'s" dropped; numbers and the words that only link or ask
// ("the", "my", "how"; wordstem.h) left out; each word as its family's start ("blocked":
// "block"). Learning and reading use only this.
// `read`, when given, keeps each word typed and what it was read as (empty: left out), for
// a caller that reads many texts of the same words.
QStringList senseWords(QStringView text, QHash<QString, QString> *read = nullptr);

// Directions per word: learnWordSenses() keeps this many.
inline constexpr int kSenseDimensions = 200;

class WordSenses {
public:
    explicit WordSenses(Database &db);
    ~WordSenses();
    WordSenses(const WordSenses &) = delete;
    WordSenses &operator=(const WordSenses &) = delete;

    // Whether the database has learnt any (a real card snapshot's rulings are imported).
    bool known() const { return m_known; }
    // A text's meaning, of length 1; empty when none of its words is known.
    std::vector<float> meaningOf(QStringView text);
    // The same for many texts, their words read at once.
    std::vector<std::vector<float>> meaningsOf(const QStringList &texts);
    // The cosine of two meanings (1: the same; 0 when either is empty).
    static double likeness(const std::vector<float> &a, const std::vector<float> &b);

private:
    struct Word {
        float weight = 0;       // its rarity (log of documents over documents with it)
        std::vector<float> vec; // empty: not learnt
    };
    void read(const QStringList &words); // into m_words, those not read yet

    Database &m_db;
    bool m_known = false;
    std::unique_ptr<Statement> m_lookup;
    QHash<QString, Word> m_words;    // read once each
    QHash<QString, QString> m_read;  // senseWords()' reading of each word met
};

// Fewer rulings than this (a sample, one set) say too little of too few words: no senses
// are learnt, and search goes on without them.
inline constexpr qint64 kLeastRulingsToLearnFrom = 2000;

// Learns the words' senses from the rulings, the cards' Oracle texts and the newest English
// CR edition, and stores them in word_senses (dropped and written again; empty when there
// are fewer than `leastRulings` rulings). Runs inside the caller's transaction.
void learnWordSenses(Database &db, qint64 leastRulings = kLeastRulingsToLearnFrom);

} // namespace rulesdb
