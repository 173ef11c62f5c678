#include "searchquery.h"

#include "rulenumber.h"

namespace rulesdb {
namespace {

struct Token {
    QString text;
    bool phrase = false;  // written in quotes
    bool negated = false; // -word
    bool prefix = false;  // word*
};

bool hasSearchableChar(const QString &s)
{
    for (QChar c : s)
        if (c.isLetterOrNumber())
            return true;
    return false;
}

// FTS5 string literal: double quotes doubled.
QString quoted(const QString &s)
{
    QString out = s;
    out.replace(u'"', QStringLiteral("\"\""));
    return u'"' + out + u'"';
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
        if (text[i] == u'-' && i + 1 < n && !text[i + 1].isSpace()) {
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

} // namespace

SearchQuery parseSearchQuery(QStringView text)
{
    SearchQuery q;
    QStringList positive; // alternatives joined by OR form one element
    QStringList negative;
    bool pendingOr = false;

    // FTS5 reads its expression as a C string: a NUL would end it inside a quoted term.
    QString typed = text.toString();
    typed.replace(QChar(0), u' ');
    for (Token &t : tokenize(typed)) {
        if (!t.phrase && !t.negated) {
            if (t.text == u"OR" && !t.prefix) {
                pendingOr = !positive.isEmpty();
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
        QString term = quoted(t.text);
        if (t.prefix)
            term += u'*';
        if (t.negated) {
            negative.append(term);
            continue;
        }
        q.terms.append(t.text);
        if (pendingOr && !positive.isEmpty()) {
            positive.last() = positive.last() + QStringLiteral(" OR ") + term;
            pendingOr = false;
        } else {
            positive.append(term);
        }
    }
    if (positive.isEmpty())
        return q; // FTS5 cannot search for "everything but"; nothing to match

    QStringList groups;
    for (const QString &g : positive)
        groups.append(g.contains(QStringLiteral(" OR ")) ? u'(' + g + u')' : g);
    q.match = groups.join(QStringLiteral(" AND "));
    if (!negative.isEmpty()) {
        if (groups.size() > 1)
            q.match = u'(' + q.match + u')';
        for (const QString &neg : negative)
            q.match += QStringLiteral(" NOT ") + neg;
    }
    return q;
}

} // namespace rulesdb
