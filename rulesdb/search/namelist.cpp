#include "search/namelist.h"

#include <QStringList>
#include <array>

namespace rulesdb {

namespace {

// A name is a few words (the longest card names of the lists run to five or six).
constexpr qsizetype kLongestName = 7;

// Words a name writes in lower case between its capitalised ones ("Feast of the Unicorn",
// "Hazduhr the Abbot", "Ring of Ma’rûf").
bool isConnector(QStringView word)
{
    static constexpr std::array<QStringView, 17> connectors = {
        u"of", u"the", u"to", u"a", u"an", u"and", u"from", u"in", u"on",
        u"with", u"for", u"at", u"by", u"de", u"la", u"le", u"upon"};
    for (const QStringView c : connectors)
        if (word == c)
            return true;
    return false;
}

// Whether a word starts with a capital or a digit, past its leading punctuation ("’Dane").
bool isCapitalised(QStringView word)
{
    for (const QChar c : word) {
        if (c.isLetter())
            return c.isUpper() || c.isTitleCase();
        if (c.isDigit())
            return true;
    }
    return false;
}

// One item of a run: the characters between two separators, trimmed.
struct Item {
    qsizetype start = 0, end = 0;
    bool listGoesOn = false; // ended by a comma or semicolon, not by a sentence's end
};

bool endsSentence(QStringView text, qsizetype at)
{
    const QChar c = text[at];
    if (c == u'\n' || c == u'?' || c == u'!')
        return true;
    return c == u'.' && (at + 1 == text.size() || text[at + 1].isSpace());
}

// Which characters stand between parentheses: a name's reference ("Aura (see rule 303.4)",
// "One card (Apocalypse Chime) refers …") is no part of a list, nor does it end one.
std::vector<bool> inParentheses(QStringView text)
{
    std::vector<bool> inside(size_t(text.size()), false);
    int depth = 0;
    for (qsizetype at = 0; at < text.size(); ++at) {
        if (text[at] == u'(')
            ++depth;
        inside[size_t(at)] = depth > 0;
        if (text[at] == u')' && depth > 0)
            --depth;
    }
    return inside;
}

std::vector<Item> itemsOf(QStringView text, const std::vector<bool> &aside)
{
    std::vector<Item> items;
    qsizetype from = 0;
    for (qsizetype at = 0; at <= text.size(); ++at) {
        if (at < text.size() && aside[size_t(at)])
            continue;
        const bool end = at == text.size() || endsSentence(text, at);
        const bool separator = !end && (text[at] == u',' || text[at] == u';');
        if (!end && !separator)
            continue;
        items.push_back({from, at, separator});
        from = at + 1;
    }
    return items;
}

// The item's words, with where each starts and ends, a leading "and" or "or" and a closing
// trademark sign left out ("and Wizards’ School", "Homelands™").
struct Word {
    qsizetype start, end;
};
std::vector<Word> wordsOf(QStringView text, const std::vector<bool> &aside, const Item &item)
{
    std::vector<Word> words;
    qsizetype at = item.start;
    while (at < item.end) {
        while (at < item.end && (text[at].isSpace() || aside[size_t(at)]))
            ++at;
        const qsizetype start = at;
        while (at < item.end && !text[at].isSpace() && !aside[size_t(at)])
            ++at;
        qsizetype end = at;
        while (end > start && (text[end - 1] == u'™' || text[end - 1] == u'®'))
            --end;
        if (end > start)
            words.push_back({start, end});
    }
    if (!words.empty()) {
        const QStringView first = text.sliced(words.front().start, words.front().end - words.front().start);
        if (first == u"and" || first == u"or" || first == u"and/or")
            words.erase(words.begin());
    }
    return words;
}

bool isNameWord(QStringView text, const Word &w, bool first)
{
    const QStringView word = text.sliced(w.start, w.end - w.start);
    return isCapitalised(word) || (!first && isConnector(word));
}

// Whether a word has two letters one after the other: a name has such a word ("Ox", "Atog"),
// a label does not (the seats "A1, B1, C1, A2, …" of 811.3's example).
bool hasTwoLetters(QStringView word)
{
    for (qsizetype i = 1; i < word.size(); ++i)
        if (word[i - 1].isLetter() && word[i].isLetter())
            return true;
    return false;
}

// Whether the words are a name: a few words, the first capitalised and the others too but
// for the small words names keep in lower case.
bool isName(QStringView text, const std::vector<Word> &words)
{
    if (words.empty() || qsizetype(words.size()) > kLongestName)
        return false;
    bool spelt = false;
    for (size_t i = 0; i < words.size(); ++i) {
        if (!isNameWord(text, words[i], i == 0))
            return false;
        spelt = spelt || hasTwoLetters(text.sliced(words[i].start, words[i].end - words[i].start));
    }
    return spelt && !isConnector(text.sliced(words.back().start, words.back().end - words.back().start));
}

// Where the name ending an item that opens a list starts ("Those names are Abbey Gargoyles":
// Abbey Gargoyles); -1 when it does not end with one.
qsizetype trailingNameStart(QStringView text, const std::vector<Word> &words)
{
    qsizetype start = -1;
    for (size_t i = words.size(); i-- > 0 && qsizetype(words.size() - i) <= kLongestName;) {
        const QStringView word = text.sliced(words[i].start, words[i].end - words[i].start);
        if (isCapitalised(word))
            start = words[i].start;
        else if (!isConnector(word) || i + 1 == words.size())
            break;
    }
    return start;
}

} // namespace

std::vector<TextSpan> nameListSpans(QStringView text)
{
    std::vector<TextSpan> spans;
    // Most texts have too few commas and semicolons to list that many names: told at once.
    if (text.count(u',') + text.count(u';') < kFewestListedNames - 1)
        return spans;
    const std::vector<bool> aside = inParentheses(text);
    const std::vector<Item> items = itemsOf(text, aside);
    size_t i = 0;
    while (i < items.size()) {
        // A run starts at a name, or at the name that ends the words opening it.
        std::vector<Word> words = wordsOf(text, aside, items[i]);
        qsizetype start = -1;
        if (isName(text, words))
            start = words.front().start;
        else if (items[i].listGoesOn && i + 1 < items.size())
            start = trailingNameStart(text, words);
        if (start < 0) {
            ++i;
            continue;
        }
        int names = 1;
        qsizetype end = words.back().end;
        size_t next = i + 1;
        while (items[next - 1].listGoesOn && next < items.size()) {
            words = wordsOf(text, aside, items[next]);
            if (!isName(text, words))
                break;
            ++names;
            end = words.back().end;
            ++next;
        }
        if (names >= kFewestListedNames)
            spans.push_back({start, end});
        i = next;
    }
    return spans;
}

} // namespace rulesdb
