#include "search/snippet.h"

#include "italics.h"
#include "rulesstore.h"
#include "text/icutokenizer.h"

#include <algorithm>

namespace rulesdb {

SnippetMaker::SnippetMaker(const SearchQuery &query, Forms forms)
{
    QStringList terms = query.terms;
    for (const QString &word : query.notRequired()) // so not shown as found
        terms.removeOne(word);
    if (forms == AnyForm) {
        for (const QueryPart &part : query.parts) {
            if (!query.isRequired(part))
                continue;
            for (const QString &form : part.forms)
                m_words.insert(form);
            m_prefixes.append(part.stems);
        }
    }
    for (const QString &term : std::as_const(terms)) {
        const auto tokens = searchTokens(term);
        const bool prefix = query.prefixes.contains(term);
        if (tokens.size() > 1) {
            Phrase phrase;
            for (const SearchToken &t : tokens)
                phrase.words.append(t.folded);
            phrase.lastIsPrefix = prefix;
            m_phrases.push_back(std::move(phrase));
        } else if (tokens.size() == 1) {
            if (prefix)
                m_prefixes.append(tokens.front().folded);
            else
                m_words.insert(tokens.front().folded);
        }
    }
}

bool SnippetMaker::looksFor(const QString &folded) const
{
    if (m_words.count(folded))
        return true;
    for (const QString &p : m_prefixes)
        if (folded.startsWith(p))
            return true;
    return false;
}

void SnippetMaker::markFound(const std::vector<SearchToken> &tokens, std::vector<char> &found,
                             std::vector<char> &phraseGoesOn) const
{
    found.assign(tokens.size(), 0);
    phraseGoesOn.assign(tokens.size(), 0);
    for (size_t i = 0; i < tokens.size(); ++i)
        found[i] = looksFor(tokens[i].folded);
    for (const Phrase &phrase : m_phrases) {
        const size_t length = size_t(phrase.words.size());
        for (size_t start = 0; start + length <= tokens.size(); ++start) {
            size_t w = 0;
            while (w < length
                   && (w + 1 == length && phrase.lastIsPrefix
                           ? tokens[start + w].folded.startsWith(phrase.words[qsizetype(w)])
                           : tokens[start + w].folded == phrase.words[qsizetype(w)]))
                ++w;
            if (w < length)
                continue;
            for (w = 0; w < length; ++w) {
                found[start + w] = 1;
                phraseGoesOn[start + w] = w + 1 < length;
            }
        }
    }
}

std::vector<TextSpan> SnippetMaker::foundIn(QStringView text) const
{
    const auto tokens = searchTokens(text);
    std::vector<char> found, phraseGoesOn;
    markFound(tokens, found, phraseGoesOn);
    std::vector<TextSpan> out;
    for (size_t i = 0; i < tokens.size(); ++i)
        if (found[i])
            out.push_back({tokens[i].start, tokens[i].end});
    return out;
}

QString SnippetMaker::snippet(const QString &text, int words) const
{
    return snippet(text, searchTokens(text), words);
}

QString SnippetMaker::snippet(const QString &text, const std::vector<SearchToken> &tokens, int words) const
{
    if (tokens.empty())
        return text;
    std::vector<char> found, phraseGoesOn; // phraseGoesOn: the next token is the same phrase's
    markFound(tokens, found, phraseGoesOn);

    // The window of `words` tokens with the most different words found (counted as it
    // slides), the first of equals; then moved on to start a few words before the first
    // word found in it, which loses none of them.
    constexpr size_t kLeadIn = 3;
    const size_t width = std::min(tokens.size(), size_t(std::max(1, words)));
    StringMap<int> inWindow;
    const auto enter = [&](size_t i) {
        if (found[i])
            ++inWindow[tokens[i].folded];
    };
    const auto leave = [&](size_t i) {
        if (found[i] && --inWindow[tokens[i].folded] == 0)
            inWindow.erase(tokens[i].folded);
    };
    for (size_t i = 0; i < width; ++i)
        enter(i);
    size_t bestStart = 0;
    size_t bestCount = inWindow.size();
    for (size_t start = 1; start + width <= tokens.size(); ++start) {
        leave(start - 1);
        enter(start + width - 1);
        if (inWindow.size() > bestCount) {
            bestCount = inWindow.size();
            bestStart = start;
        }
    }
    const auto first = std::find(found.begin() + qsizetype(bestStart), found.end(), 1) - found.begin();
    if (size_t(first) > bestStart + kLeadIn)
        bestStart = std::min(size_t(first) - kLeadIn, tokens.size() - width);
    size_t bestEnd = bestStart + width; // one past the last token

    // A sentence cut after a word found in it goes on to its end when that is near: what
    // follows the words asked about is often the answer ("can I respond to a land drop":
    // "Playing a land is a special action; it doesn't use the stack").
    constexpr size_t kRunOn = 16;
    const auto endsSentence = [&](size_t i) {
        const qsizetype gapEnd = i + 1 < tokens.size() ? tokens[i + 1].start : text.size();
        const QStringView gap = QStringView(text).sliced(tokens[i].end, gapEnd - tokens[i].end);
        return gap.contains(u'.') || gap.contains(u'?') || gap.contains(u'!') || gap.contains(u'\n');
    };
    bool cutAfterAWordFound = false;
    for (size_t i = bestEnd; bestEnd < tokens.size() && i-- > bestStart;) {
        if (endsSentence(i))
            break;
        if (found[i]) {
            cutAfterAWordFound = true;
            break;
        }
    }
    for (size_t i = bestEnd; cutAfterAWordFound && i < tokens.size() && i < bestEnd + kRunOn; ++i)
        if (endsSentence(i)) {
            bestEnd = i + 1;
            break;
        }

    const qsizetype from = bestStart == 0 ? 0 : tokens[bestStart].start;
    const qsizetype to = bestEnd == tokens.size() ? text.size() : tokens[bestEnd - 1].end;
    // The source's italics cut by the stretch ("…The Gathering_ Tournament Rules") keep their
    // marks at the cut, so that what shows the snippet reads them as italics, not underscores.
    QString openCut, closeCut;
    for (const ItalicSpan &span : italicSpans(text)) {
        if (span.open < from && from <= span.close)
            openCut = QString(span.marks, u'_');
        if (span.open < to && to <= span.close)
            closeCut = QString(span.marks, u'_');
    }
    QString out;
    if (from > 0)
        out += u'…';
    out += openCut;
    qsizetype at = from;
    for (size_t i = bestStart; i < bestEnd; ++i) {
        if (!found[i])
            continue;
        // A phrase is one mark, and so are words found next to each other with no space
        // between ("State-based").
        size_t last = i;
        while (last + 1 < bestEnd && found[last + 1]
               && (phraseGoesOn[last]
                   || !QStringView(text).sliced(tokens[last].end, tokens[last + 1].start - tokens[last].end)
                           .contains(u' ')))
            ++last;
        out += QStringView(text).sliced(at, tokens[i].start - at);
        out += kSnippetOpen;
        out += QStringView(text).sliced(tokens[i].start, tokens[last].end - tokens[i].start);
        out += kSnippetClose;
        at = tokens[last].end;
        i = last;
    }
    out += QStringView(text).sliced(at, to - at);
    out += closeCut;
    if (to < text.size())
        out += u'…';
    out.replace(u'\n', u' ');
    return out;
}

} // namespace rulesdb
