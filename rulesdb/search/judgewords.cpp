#include "search/judgewords.h"

#include "text/tabbedrows.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace rulesdb {

extern const char kJudgeWords[]; // resources/judgewords.tsv, built in (judgewords_data.cpp.in)

namespace {

struct JudgeWords {
    QHash<QString, QStringList> shorthand; // typed → the rules' wordings
    QHash<QString, QStringList> also;      // typed → what the rules also say
    QSet<QString> phrases;                 // the typed entries of several words
    qsizetype longestPhrase = 0;           // in words
};

// The vocabulary's lines: kind, the words typed, the rules' wordings and a source, by tabs.
JudgeWords readJudgeWords()
{
    JudgeWords out;
    for (const QStringList &columns : tabbedRows(kJudgeWords, 3)) {
        const QString kind = columns[0].trimmed();
        QStringList typed, rules;
        for (const QString &w : columns[1].split(u','))
            if (!w.trimmed().isEmpty())
                typed.append(w.trimmed());
        for (const QString &r : columns[2].split(u'|'))
            if (!r.trimmed().isEmpty())
                rules.append(r.trimmed());
        for (const QString &w : std::as_const(typed)) {
            if (const qsizetype words = w.count(u' ') + 1; words > 1) {
                out.phrases.insert(w);
                out.longestPhrase = std::max(out.longestPhrase, words);
            }
            if (kind == u"shorthand")
                out.shorthand.insert(w, rules);
            else if (kind == u"also" || kind == u"both")
                out.also[w].append(rules);
        }
        if (kind == u"both")
            for (const QString &r : std::as_const(rules))
                out.also[r].append(typed);
    }
    return out;
}

const JudgeWords &judgeWords()
{
    static const JudgeWords words = readJudgeWords();
    return words;
}

} // namespace

QStringList spelledOut(QStringView word)
{
    return judgeWords().shorthand.value(word.toString());
}

QStringList alsoSaidAs(QStringView word)
{
    return judgeWords().also.value(word.toString());
}

bool isJudgesPhrase(QStringView words)
{
    return judgeWords().phrases.contains(words.toString());
}

qsizetype longestJudgesPhrase()
{
    return judgeWords().longestPhrase;
}

} // namespace rulesdb
