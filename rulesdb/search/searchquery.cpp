#include "search/searchquery.h"

#include "rulenumber.h"
#include "search/judgewords.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"
#include "text/wordstem.h"

#include <algorithm>

namespace rulesdb {
namespace {

struct Token {
    QString text;
    bool phrase = false;  // written in quotes
    bool negated = false; // -word
    bool prefix = false;  // word*
    QString judges;       // words typed one after another that judges say for one thing
                          // ("instant speed"), folded: one phrase, shown as typed
};

bool hasSearchableChar(const QString &s)
{
    for (QChar c : s)
        if (c.isLetterOrNumber())
            return true;
    return false;
}

bool isQuote(QChar c)
{
    return c == u'"' || c == u'\u201C' || c == u'\u201D' || c == u'\u201E';
}

std::vector<Token> tokenize(QStringView text)
{
    std::vector<Token> tokens;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        while (i < n && text[i].isSpace())
            ++i;
        if (i >= n)
            break;
        Token t;
        // A minus before a digit is part of what is looked for: -1/-1 counters.
        if (text[i] == u'-' && i + 1 < n && !text[i + 1].isSpace() && !text[i + 1].isDigit()) {
            t.negated = true;
            ++i;
        }
        if (isQuote(text[i])) {
            // A phrase runs to the closing quote, or to the end when the user has not typed it yet.
            const qsizetype start = ++i;
            while (i < n && !isQuote(text[i]))
                ++i;
            t.text = text.mid(start, i - start).toString();
            t.phrase = true;
            if (i < n)
                ++i;
            if (i < n && text[i] == u'*') {
                t.prefix = true;
                ++i;
            }
        } else {
            const qsizetype start = i;
            while (i < n && !text[i].isSpace() && !isQuote(text[i]))
                ++i;
            t.text = text.mid(start, i - start).toString();
            while (t.text.endsWith(u'*')) {
                t.text.chop(1);
                t.prefix = true;
            }
        }
        tokens.push_back(std::move(t));
    }
    return tokens;
}

// The token as the index holds it when it is one plain word (not a phrase, a prefix or
// several words); else empty.
QString plainWord(const Token &t)
{
    if (t.phrase || t.prefix)
        return QString();
    const auto tokens = searchTokens(t.text);
    return tokens.size() == 1 ? tokens.front().folded : QString();
}

// Plain words typed one after another that judges say for one thing ("instant speed",
// "board wipe"; judgewords.h) become one token, the longest first. Not across a comma:
// "split second, can I" is two things.
void joinJudgesPhrases(std::vector<Token> &tokens)
{
    const qsizetype longest = longestJudgesPhrase();
    for (size_t i = 0; i + 1 < tokens.size(); ++i) {
        for (qsizetype length = std::min<qsizetype>(longest, qsizetype(tokens.size() - i)); length >= 2; --length) {
            QStringList words;
            for (qsizetype k = 0; k < length; ++k) {
                const Token &t = tokens[i + size_t(k)];
                const QString word = t.negated ? QString() : plainWord(t);
                if (word.isEmpty() || (k + 1 < length && !t.text.back().isLetterOrNumber()))
                    break;
                words.append(word);
            }
            const QString folded = words.join(u' ');
            if (words.size() != length || !isJudgesPhrase(folded))
                continue;
            Token joined;
            for (qsizetype k = 0; k < length; ++k)
                joined.text += (k ? QStringLiteral(" ") : QString()) + tokens[i + size_t(k)].text;
            joined.phrase = true;
            joined.judges = folded;
            tokens[i] = std::move(joined);
            tokens.erase(tokens.begin() + qsizetype(i) + 1, tokens.begin() + qsizetype(i) + length);
            break;
        }
    }
}

// What a person typed in Chinese or Japanese without spaces, split into the words it holds
// (ICU's dictionary): "践踏伤害" is two words to find, not a phrase. A character ICU leaves
// on its own is most often part of a word its dictionary lacks (死触 is 死 + 触), so a run of
// them stays together, and a single one joins the word after it (before it, at the end), as
// 再 does in 再调度.
QStringList cjkWords(const QString &text)
{
    struct Piece {
        qsizetype start, end;
        int singles; // characters left alone by ICU, 0 for a word
    };
    std::vector<Piece> pieces;
    for (const SearchToken &t : searchTokens(text)) {
        const bool single = t.end - t.start == 1 && isCjk(text[t.start].unicode());
        if (single && !pieces.empty() && pieces.back().singles > 0 && pieces.back().end == t.start) {
            pieces.back().end = t.end;
            ++pieces.back().singles;
            continue;
        }
        pieces.push_back({t.start, t.end, single ? 1 : 0});
    }
    for (size_t i = 0; i < pieces.size() && pieces.size() > 1;) {
        if (pieces[i].singles != 1) {
            ++i;
            continue;
        }
        if (i + 1 < pieces.size())
            pieces[i + 1].start = pieces[i].start;
        else
            pieces[i - 1].end = pieces[i].end;
        pieces.erase(pieces.begin() + qsizetype(i));
    }
    QStringList words;
    for (const Piece &p : pieces)
        words.append(text.mid(p.start, p.end - p.start));
    return words;
}

bool hasCjk(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return isCjk(c.unicode()); });
}

// A plain word as typed or in its other forms. What the search requires (`match`): the
// word as typed, or as the rules spell out a shorthand ("SBA": "state-based actions"). What
// the search with some of the words looks for (`loose`): those, its other number ("cards"
// for "card"), a number in words or digits ("7" for "seven") or any word starting as its
// family does ("removes" → "remov"*); the word as typed stays in it, so that a text with
// the very word scores more than one with another form of it. Phrases, prefixes and words
// of other scripts stay as they are.
void addForms(QueryPart &part, const QString &word, const QString &term, const QStringList &spelled,
              const QStringList &also)
{
    const QString twin = word.isEmpty() ? QString() : numberTwin(word);
    // A number word as it is: "seven" is not "seventy", nor "sevens".
    const QString other = word.isEmpty() || !twin.isEmpty() ? QString() : otherNumber(word);
    const WordStem stem = word.isEmpty() || !twin.isEmpty() ? WordStem{} : wordStem(word);
    QString forms = term;
    for (const QString &form : {twin, other}) {
        if (form.isEmpty())
            continue;
        forms += QStringLiteral(" OR ") + ftsString(form);
        part.forms.append(form);
    }
    // Shorthand the rules spell out ("SBA"): found as the rules word it, as typed or not.
    QString exact = term;
    for (const QString &rules : spelled)
        exact += QStringLiteral(" OR ") + ftsString(rules);
    part.alternatives = part.alternatives || !spelled.isEmpty();
    forms += exact.mid(term.size());
    QString loose = forms;
    for (const QString &said : also) {
        part.forms.append(said);
        loose += QStringLiteral(" OR ") + ftsString(said);
    }
    if (!stem.prefix.isEmpty()) {
        part.stems.append(stem.prefix);
        loose += QStringLiteral(" OR ") + ftsString(stem.prefix) + u'*';
    }
    if (!stem.alternative.isEmpty() && stem.alternative != other && stem.alternative != word) {
        part.stems.append(stem.alternative);
        loose += QStringLiteral(" OR ") + ftsString(stem.alternative);
    }
    const auto append = [](QString &to, const QString &more) {
        to += (to.isEmpty() ? QString() : QStringLiteral(" OR ")) + more;
    };
    append(part.match, exact);
    append(part.loose, loose);
}

} // namespace

// Double quotes doubled inside the quotes.
QString ftsString(QStringView text)
{
    QString out = text.toString();
    out.replace(u'"', QStringLiteral("\"\""));
    return u'"' + out + u'"';
}

SearchQuery parseSearchQuery(QStringView text)
{
    SearchQuery q;
    QStringList negative;
    bool pendingOr = false;
    bool asking = false; // a question: "how does ward work" asks about ward (see below)
    const auto addPart = [&](const QString &typed, const QString &term, const Token &t) {
        const QString word = plainWord(t);
        // A judges' phrase is looked up whole; it has no other forms of its own.
        const QString entry = t.judges.isEmpty() ? word : t.judges;
        const QStringList spelled = entry.isEmpty() ? QStringList() : spelledOut(entry);
        const QStringList also = entry.isEmpty() ? QStringList() : alsoSaidAs(entry);
        q.terms.append(spelled);
        if (pendingOr && !q.parts.empty()) {
            q.asked.append(spelled.isEmpty() ? t.text : spelled.front());
            QueryPart &last = q.parts.back();
            last.typed += QStringLiteral(" OR ") + typed;
            last.alternatives = true;
            addForms(last, word, term, spelled, also);
            last.functionWord = false; // "the OR flying" is about flying
            pendingOr = false;
            return;
        }
        QueryPart part;
        part.typed = typed;
        part.functionWord = !word.isEmpty() && (isFunctionWord(word) || (asking && isAskingVerb(word)));
        if (part.functionWord) // "the" has no other forms
            addForms(part, QString(), term, {}, {});
        else
            addForms(part, word, term, spelled, also);
        // Shorthand beside the word it stands for ("protection DEBT", "gy graveyard") asks
        // about that one thing, once: a title is still what was asked.
        const QString about = spelled.isEmpty() ? t.text : spelled.front();
        if (!part.functionWord && !q.asked.contains(about, Qt::CaseInsensitive))
            q.asked.append(about);
        q.parts.push_back(std::move(part));
    };

    // FTS5 reads its expression as a C string: a NUL would end it inside a quoted term.
    QString typed = text.toString();
    typed.replace(QChar(0), u' ');
    asking = typed.trimmed().endsWith(u'?');
    std::vector<Token> tokens = tokenize(typed);
    joinJudgesPhrases(tokens);
    // A question word anywhere makes the whole a question: judges tell the situation first
    // ("my 5/5 got chump blocked and they sacrificed the blocker does the damage go to the
    // player"), and "got" and "go" are then how they ask, not what the rule says.
    for (const Token &t : tokens)
        asking = asking || (!t.phrase && !t.negated && isQuestionWord(plainWord(t)));
    for (Token &t : tokens) {
        if (!t.phrase && !t.negated) {
            if (t.text == u"OR" && !t.prefix) {
                pendingOr = !q.parts.empty();
                continue;
            }
            if (t.text.startsWith(u"in:", Qt::CaseInsensitive)) {
                if (const auto n = RuleNumber::parse(QStringView(t.text).mid(3))) {
                    q.inRange = n->toString();
                    continue;
                }
            }
            if (t.text.startsWith(u"examples:", Qt::CaseInsensitive)) {
                q.examplesOnly = true;
                t.text = t.text.mid(9);
            }
        }
        if (!hasSearchableChar(t.text))
            continue;
        // Unspaced Chinese or Japanese typed as a plain word: each word it holds must match.
        if (!t.phrase && !t.negated && !pendingOr && hasCjk(t.text)) {
            const QStringList words = cjkWords(t.text);
            for (qsizetype w = 0; w + 1 < words.size(); ++w) {
                q.terms.append(words[w]);
                Token word = t;
                word.text = words[w];
                addPart(words[w], ftsString(words[w]), word);
            }
            if (!words.isEmpty())
                t.text = words.last();
        }
        QString term = ftsString(t.text);
        if (t.prefix)
            term += u'*';
        if (t.negated) {
            negative.append(term);
            continue;
        }
        q.terms.append(t.text);
        if (t.prefix)
            q.prefixes.append(t.text);
        const QString shown = t.phrase && t.judges.isEmpty() ? u'"' + t.text + u'"' : t.prefix ? t.text + u'*' : t.text;
        addPart(shown, term, t);
    }
    if (q.parts.empty())
        return q; // FTS5 cannot search for "everything but"; nothing to match

    if (q.onlyFunctionWords())
        q.asked = q.terms; // "what is the": what else could it be about
    QStringList groups;
    for (const QueryPart &part : q.parts) {
        if (!q.isRequired(part))
            continue;
        groups.append(part.alternatives ? u'(' + part.match + u')' : part.match);
    }
    q.match = groups.join(QStringLiteral(" AND "));
    for (const QString &neg : negative)
        q.excluded += QStringLiteral(" NOT ") + neg;
    if (!q.excluded.isEmpty() && groups.size() > 1)
        q.match = u'(' + q.match + u')';
    q.match += q.excluded;
    return q;
}

bool SearchQuery::onlyFunctionWords() const
{
    return std::all_of(parts.begin(), parts.end(), [](const QueryPart &p) { return p.functionWord; });
}

bool SearchQuery::isRequired(const QueryPart &part) const
{
    return !part.functionWord || onlyFunctionWords();
}

QStringList SearchQuery::notRequired() const
{
    QStringList words;
    for (const QueryPart &part : parts)
        if (!isRequired(part))
            words.append(part.typed);
    return words;
}

QString nearMatch(const SearchQuery &query, int gap)
{
    QStringList together;
    for (const QueryPart &part : query.parts)
        if (query.isRequired(part) && !part.alternatives)
            together.append(part.match);
    if (together.size() < 2)
        return QString();
    return QStringLiteral("NEAR(") + together.join(u' ') + QStringLiteral(", ") + QString::number(gap) + u')';
}

LooseQuery looseQuery(const SearchQuery &query)
{
    LooseQuery loose;
    QStringList any;
    for (size_t i = 0; i < query.parts.size(); ++i) {
        const QueryPart &part = query.parts[i];
        if (!query.isRequired(part))
            continue;
        loose.parts.push_back(i);
        any.append(part.loose);
    }
    loose.match = any.join(QStringLiteral(" OR "));
    if (!query.excluded.isEmpty() && !loose.match.isEmpty())
        loose.match = u'(' + loose.match + u')' + query.excluded;
    return loose;
}

} // namespace rulesdb
