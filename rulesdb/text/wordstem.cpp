#include "text/wordstem.h"

#include <QStringList>

#include <algorithm>

namespace rulesdb {

namespace {

constexpr qsizetype kShortestWord = 5; // shorter words are searched as typed
constexpr qsizetype kShortestStem = 4; // a shorter start matches too many other words

bool isPlainLatin(QStringView word)
{
    return std::all_of(word.begin(), word.end(), [](QChar c) { return c >= u'a' && c <= u'z'; });
}

// "remove", "removes", "removed", "removing", "removal": the final e goes too.
QString withoutFinalE(QString stem)
{
    if (stem.endsWith(u'e') && stem.size() > kShortestStem)
        stem.chop(1);
    return stem;
}

constexpr const char16_t *kUnits[] = {u"zero", u"one", u"two", u"three", u"four", u"five", u"six",
                                      u"seven", u"eight", u"nine", u"ten", u"eleven", u"twelve", u"thirteen",
                                      u"fourteen", u"fifteen", u"sixteen", u"seventeen", u"eighteen", u"nineteen"};
constexpr const char16_t *kTens[] = {u"twenty", u"thirty", u"forty", u"fifty", u"sixty", u"seventy", u"eighty",
                                     u"ninety", u"hundred"};

} // namespace

void appendSingular(QStringView word, QString &out)
{
    if (word.size() > 4 && word.endsWith(u"ies")) {
        out += word.first(word.size() - 3);
        out += u'y';
    } else if (word.size() > 4
               && (word.endsWith(u"sses") || word.endsWith(u"ches") || word.endsWith(u"shes") || word.endsWith(u"xes"))) {
        out += word.first(word.size() - 2);
    } else if (word.size() > 3 && word.endsWith(u's') && !word.endsWith(u"ss") && !word.endsWith(u"us")
               && !word.endsWith(u"is")) {
        out += word.first(word.size() - 1);
    } else {
        out += word;
    }
}

QString singular(QStringView word)
{
    QString out;
    appendSingular(word, out);
    return out;
}

QString plural(QStringView word)
{
    const auto isVowel = [](QChar c) { return QStringView(u"aeiou").contains(c); };
    if (word.size() > 1 && word.endsWith(u'y') && !isVowel(word[word.size() - 2]))
        return word.left(word.size() - 1).toString() + QStringLiteral("ies");
    if (word.endsWith(u's') || word.endsWith(u'x') || word.endsWith(u'z') || word.endsWith(u"ch")
        || word.endsWith(u"sh"))
        return word.toString() + QStringLiteral("es");
    return word.toString() + u's';
}

QString otherNumber(QStringView word)
{
    // "flying", "blocked", "only": no plural to look for.
    if (word.size() < 3 || !isPlainLatin(word) || word.endsWith(u"ing") || word.endsWith(u"ed")
        || word.endsWith(u"ly"))
        return QString();
    const QString one = singular(word);
    return one != word ? one : plural(word);
}

bool isFunctionWord(QStringView word)
{
    // And the words a question is asked with: "how much damage does a creature with
    // deathtouch need to deal" is about damage, creature, deathtouch and deal. A question
    // says when ("during my opponent's turn") or compares ("hidden zones vs public zones")
    // in words the rule that answers it need not have.
    static const QStringList words = QStringLiteral(
                                         "a an the of to in on at by for from with into onto as is are was were be "
                                         "been it its this that these those and or but if then than so their they "
                                         "them there who whose which what when where while why how much many i me "
                                         "my you your we our do does did can could will would should need has have "
                                         "had having being any during between among vs versus i'm i've i'd i'll it's what's that's "
                                         "there's they're you're we're who's let's us he him she her his")
                                         .split(u' ');
    return word.size() <= 7 && words.contains(word);
}

bool isQuestionWord(QStringView word)
{
    static const QStringList words = QStringLiteral("how what when where why who whom which whose can could "
                                                    "does do did is are will would should may must")
                                         .split(u' ');
    return word.size() <= 6 && words.contains(word);
}

bool isAskingVerb(QStringView word)
{
    static const QStringList words =
        QStringLiteral("work works working mean means happen happens happened exactly get gets got go goes went "
                       "still anyone someone anything something").split(u' ');
    return word.size() <= 9 && words.contains(word);
}

QString numberTwin(QStringView word)
{
    bool isNumber = false;
    const int n = word.toInt(&isNumber);
    if (isNumber && word.size() <= 3) {
        if (n >= 0 && n < 20)
            return QString::fromUtf16(kUnits[n]);
        if (n >= 20 && n <= 100 && n % 10 == 0)
            return QString::fromUtf16(kTens[n / 10 - 2]);
        return QString();
    }
    for (int i = 0; i < 20; ++i)
        if (word == QStringView(kUnits[i]))
            return QString::number(i);
    for (int i = 0; i < 9; ++i)
        if (word == QStringView(kTens[i]))
            return QString::number((i + 2) * 10);
    return QString();
}

WordStem wordStem(QStringView word)
{
    if (word.size() < kShortestWord || !isPlainLatin(word))
        return {};
    const auto cut = [&](qsizetype n) { return word.left(word.size() - n).toString(); };
    QString stem;
    if (word.endsWith(u"ies")) {
        // "abilities" → "abilit" finds "ability"; "copies" → "copy" needs the word itself too.
        stem = cut(3);
        if (stem.size() < kShortestStem)
            return {stem + u'y', word.toString()};
        return {stem, QString()};
    }
    if (word.endsWith(u"ing") || word.endsWith(u"ed")) {
        stem = cut(word.endsWith(u"ing") ? 3 : 2);
        // A consonant doubled before the ending: "controlled" → "control"*, which finds
        // "controller" and "controls"; "tapped" → "tapp"*, "tap" ("tap"* would find "tape").
        if (stem.size() >= 2 && stem.back() == stem[stem.size() - 2] && !QStringView(u"aeiouy").contains(stem.back())) {
            const QString single = stem.chopped(1);
            if (single.size() >= kShortestStem)
                return {single, QString()};
            if (stem.size() >= kShortestStem)
                return {stem, single};
        }
    } else if (word.endsWith(u"sses") || word.endsWith(u"xes") || word.endsWith(u"ches") || word.endsWith(u"shes"))
        stem = cut(2);
    else if (word.endsWith(u's') && !word.endsWith(u"ss") && !word.endsWith(u"us") && !word.endsWith(u"is"))
        stem = cut(1);
    else
        stem = word.toString();
    stem = withoutFinalE(stem);
    if (stem.size() < kShortestStem)
        return {}; // "flying" is not "fly*"
    return {stem, QString()};
}

} // namespace rulesdb
