#include "cards/cardnicknames.h"

#include "cards/cardname.h"
#include "text/tabbedrows.h"

#include <QStringList>
#include <algorithm>

namespace rulesdb {

extern const char kCardNicknames[]; // resources/card-nicknames.tsv, built in (cardnicknames_data.cpp.in)

namespace {

// The fourth column; a line without it, or with a word not known here, is never read in a
// question: taking an ordinary word for a card is the worse mistake.
NicknameInQuestions inQuestionsNamed(const QString &word)
{
    if (word == u"coined")
        return NicknameInQuestions::Coined;
    if (word == u"word")
        return NicknameInQuestions::Word;
    if (word == u"first name")
        return NicknameInQuestions::FirstName;
    return NicknameInQuestions::Never;
}

// The file's lines: nickname, card, source, what it can be in a question, by tabs; '#'
// starts a comment line.
std::vector<CardNickname> readNicknames()
{
    std::vector<CardNickname> out;
    for (const QStringList &columns : tabbedRows(kCardNicknames, 3)) {
        CardNickname n{columns[0].trimmed(), cardNameKey(columns[0]), columns[1].trimmed(), columns[2].trimmed(),
                       inQuestionsNamed(columns.value(3).trimmed())};
        if (n.key.isEmpty() || n.card.isEmpty())
            continue;
        out.push_back(std::move(n));
    }
    return out;
}

} // namespace

const std::vector<CardNickname> &cardNicknames()
{
    static const std::vector<CardNickname> nicknames = readNicknames();
    return nicknames;
}

const CardNickname *cardNicknameKeyed(QStringView key)
{
    for (const CardNickname &n : cardNicknames())
        if (n.key == key)
            return &n;
    return nullptr;
}

std::vector<const CardNickname *> cardNicknamesStartingWith(QStringView key)
{
    std::vector<const CardNickname *> out;
    if (key.isEmpty())
        return out;
    for (const CardNickname &n : cardNicknames())
        if (n.key.startsWith(key))
            out.push_back(&n);
    std::stable_sort(out.begin(), out.end(), [](const auto *a, const auto *b) { return a->key.size() < b->key.size(); });
    return out;
}

} // namespace rulesdb
