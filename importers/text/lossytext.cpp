#include "text/lossytext.h"

#include "importerror.h"

#include <QRegularExpression>

namespace importers {

namespace {

// One lost character is not an edition's habit: a stray "?" or a missing apostrophe in
// one rule is a typo in the source, not a conversion that ate every quote.
constexpr int kLostApostrophesToFlag = 2;
constexpr int kQuestionMarksToFlag = 5;

const QRegularExpression &contractionWithoutApostrophe()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(?:cant|dont|doesnt|isnt|arent|wasnt|werent|wont|couldnt|shouldnt|wouldnt|)"
                       R"(thats|theyre|youre|hasnt|havent|didnt)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// A word's "?" sits between two letters or digits ("don?t", "cards?even", "212.2h?k");
// a web address's "?" starts its query, after a path ("default.asp?x=magic/rules").
bool isWebAddress(QStringView word)
{
    return word.contains(u'/') || word.contains(u'=') || word.contains(QStringLiteral("www."));
}

int countQuestionMarks(QStringView text, int stopAt)
{
    // From each "?" to its word: a rules text has few of them, so this is a fast scan.
    int found = 0;
    const qsizetype n = text.size();
    for (qsizetype at = text.indexOf(u'?'); at >= 0 && found < stopAt; at = text.indexOf(u'?', at + 1)) {
        if (at == 0 || at + 1 >= n || !text[at - 1].isLetterOrNumber() || !text[at + 1].isLetterOrNumber())
            continue;
        qsizetype start = at, end = at;
        while (start > 0 && !text[start - 1].isSpace())
            --start;
        while (end < n && !text[end].isSpace())
            ++end;
        if (!isWebAddress(text.mid(start, end - start)))
            ++found;
        at = end; // one per word
    }
    return found;
}

} // namespace

bool lostApostrophes(QStringView text)
{
    if (text.contains(u'\'') || text.contains(u'\u2019'))
        return false;
    int found = 0;
    for (auto it = contractionWithoutApostrophe().globalMatch(text); it.hasNext() && found < kLostApostrophesToFlag;
         it.next())
        ++found;
    return found >= kLostApostrophesToFlag;
}

int questionMarksForPunctuation(QStringView text)
{
    return countQuestionMarks(text, std::numeric_limits<int>::max());
}

void flagLossyText(rulesdb::EditionData &edition, const QString &fileName)
{
    QString all;
    for (const rulesdb::RuleEntry &rule : edition.rules) {
        all += rule.text + u'\n';
        for (const QString &example : rule.examples)
            all += example + u'\n';
    }
    QString what;
    int line = 0;
    if (lostApostrophes(all)) {
        what = QStringLiteral("the text lost its apostrophes and quotes (\"cant\", \"thats\")");
        for (const rulesdb::RuleEntry &rule : edition.rules)
            if (rule.text.contains(contractionWithoutApostrophe())) {
                line = rule.sourceLine;
                break;
            }
    } else if (countQuestionMarks(all, kQuestionMarksToFlag) >= kQuestionMarksToFlag) {
        what = QStringLiteral("the text has \"?\" where quotes, apostrophes or dashes were (\"don?t\")");
        for (const rulesdb::RuleEntry &rule : edition.rules)
            if (countQuestionMarks(rule.text, 1) > 0) {
                line = rule.sourceLine;
                break;
            }
    }
    if (what.isEmpty())
        return;
    edition.meta.flags |= rulesdb::FlagLossy;
    edition.warnings << ImportError::describe(fileName, line, what + QStringLiteral(": imported flagged lossy"));
}

} // namespace importers
