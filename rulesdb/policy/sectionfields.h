#pragma once
// A policy section's words as the search of the MTR, IPG and JAR weighs them: the section
// in fields (its title, its penalty, its text, each part), each word in the form its stem
// gives. The search (sectionsearch.cpp) and the index stored at import (sectionindex.h)
// both read sections through fieldsOf(), so the counts stored are the counts a search
// would compute: changing how a word becomes a term here means a new kFtsVersion.

#include "edition.h"
#include "text/textfold.h"

#include <QHash>
#include <QString>
#include <QStringView>
#include <cstdint>
#include <vector>

namespace rulesdb::sectionwords {

// A word in the form its stem gives, folded as the index folds it ("conceding" and
// "concede" alike, "cards" as "card"); empty for a linking word when those are dropped.
QString termOf(QStringView written, bool dropFunctionWords);

// Calls f(start, end) for each word of the text: letters and digits, with apostrophes inside.
inline bool continuesWord(QChar c, bool inWord)
{
    return c.isLetterOrNumber() || (inWord && isApostrophe(c.unicode()));
}
template <typename F>
void forEachSpan(QStringView text, F &&f)
{
    qsizetype start = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool inWord = continuesWord(text.at(i), start >= 0);
        if (inWord && start < 0) {
            start = i;
        } else if (!inWord && start >= 0) {
            f(start, i);
            start = -1;
        }
    }
    if (start >= 0)
        f(start, text.size());
}

// Calls f(start, end, term) for each word of the text as termOf() gives it, linking words
// dropped when asked. With `known`, each word as written is stemmed once: the documents'
// few thousand words recur (a process reading the sections stemmed 60,000 words a search).
template <typename F>
void forEachTerm(QStringView text, bool dropFunctionWords, F &&f, QHash<QStringView, QString> *known = nullptr)
{
    forEachSpan(text, [&](qsizetype start, qsizetype end) {
        const QStringView written = text.mid(start, end - start);
        QString word;
        if (known) {
            auto it = known->find(written);
            if (it == known->end())
                it = known->insert(written, termOf(written, dropFunctionWords));
            word = *it;
        } else {
            word = termOf(written, dropFunctionWords);
        }
        if (!word.isEmpty())
            f(start, end, std::move(word));
    });
}

// Where a section's words are: what they weigh, and whether they make its snippet. The
// values are stored (sectionindex.h): new kinds go at the end.
enum class FieldKind : std::uint8_t { Title, Penalty, Text, Part, Example };

struct Field {
    QString label; // the part's label; empty for the title and text
    QString text;
    FieldKind kind = FieldKind::Text;
    QHash<QString, int> counts; // each word's occurrences (from the stored index: the words searched for)
    int length = 0;             // words
    // Each word where it is, for the snippet: found once with the counts, not again for
    // every search that shows the field.
    struct Word {
        qsizetype start, end;
        QString term;
    };
    std::vector<Word> words;
    bool shown() const { return kind != FieldKind::Title && kind != FieldKind::Penalty; }
};

// The section's fields in order: its title (with an infraction's category), its penalty
// when it has one, its text, then each part. `known`: the terms of the words read so far
// (forEachTerm()), shared by an edition's sections; its keys point into the fields' texts,
// which must outlive it (a moved QString keeps its data). With `wordsOf` (a field's place),
// only that field's words are read: the one a hit's snippet is cut from.
std::vector<Field> fieldsOf(const SectionEntry &section, QHash<QStringView, QString> &known, int wordsOf = -1);

} // namespace rulesdb::sectionwords
