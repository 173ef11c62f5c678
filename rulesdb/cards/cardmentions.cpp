#include "cardmentions.h"

#include <algorithm>

namespace rulesdb {

namespace {

// Letters, digits and the marks that join a word ("Two-Headed", "Lim-Dûl's"): a name must
// not start or end inside such a run ("Headed Giant" in "Two-Headed Giant").
bool joinsWord(QChar c)
{
    return c.isLetterOrNumber() || c == u'-' || c == u'\'' || c == u'\u2019';
}

// Where a one-word name's capital is the sentence's, not the name's: at the start of the
// text, or after a full stop, colon, opening quote or bracket.
bool startsSentence(QStringView text, qsizetype at)
{
    qsizetype i = at - 1;
    while (i >= 0 && text[i].isSpace())
        --i;
    if (i < 0)
        return true;
    const QChar c = text[i];
    return c == u'.' || c == u':' || c == u'!' || c == u'?' || c == u'\u201C' || c == u'"' || c == u'(' || c == u'[';
}

bool endsWordAt(QStringView text, qsizetype end)
{
    if (end >= text.size())
        return true;
    const QChar c = text[end];
    if (c.isLetterOrNumber() || c == u'-')
        return false;
    // A possessive ("Lightning Bolt’s damage") still names the card; "Bolt'n" does not.
    if ((c == u'\'' || c == u'\u2019') && end + 1 < text.size() && text[end + 1].isLetter())
        return text[end + 1] == u's' && (end + 2 >= text.size() || !text[end + 2].isLetterOrNumber());
    return true;
}

// The CR writes a name's apostrophe curly ("Altar’s Reap"), the card files mostly straight:
// one apostrophe for both, the length kept so that places in the text stay places.
QString withStraightApostrophes(QStringView text)
{
    QString out = text.toString();
    out.replace(u'\u2019', u'\'');
    return out;
}

} // namespace

std::vector<CardMentionFinder::Name> writtenNamesOf(const QString &wholeName)
{
    std::vector<CardMentionFinder::Name> names{{wholeName, wholeName}};
    if (wholeName.contains(QStringLiteral(" // "))) {
        // The rules write a split card without the spaces too ("Fire//Ice").
        names.push_back({QString(wholeName).replace(QStringLiteral(" // "), QStringLiteral("//")), wholeName});
        for (const QString &half : wholeName.split(QStringLiteral(" // "), Qt::SkipEmptyParts))
            names.push_back({half.trimmed(), wholeName});
    }
    return names;
}

CardMentionFinder::CardMentionFinder(const std::vector<Name> &names, QSet<QString> ordinaryWords)
    : m_ordinary(std::move(ordinaryWords))
{
    for (const Name &given : names) {
        // Only a name that begins as a name does: its capital is what marks it in text.
        if (given.written.isEmpty() || !given.written.front().isUpper())
            continue;
        const Name n{withStraightApostrophes(given.written), given.card};
        const qsizetype space = n.written.indexOf(u' ');
        m_byFirstWord[space < 0 ? n.written : n.written.left(space)].push_back(n);
        ++m_count;
    }
    QSet<QString> ordinary;
    for (const QString &word : std::as_const(m_ordinary))
        ordinary.insert(withStraightApostrophes(word));
    m_ordinary = std::move(ordinary);
    for (auto &list : m_byFirstWord) {
        std::sort(list.begin(), list.end(), [](const Name &a, const Name &b) {
            return a.written.size() != b.written.size() ? a.written.size() > b.written.size() : a.written < b.written;
        });
        list.erase(std::unique(list.begin(), list.end(),
                               [](const Name &a, const Name &b) { return a.written == b.written; }),
                   list.end());
    }
}

std::vector<CardMention> CardMentionFinder::find(QStringView given) const
{
    std::vector<CardMention> found;
    if (m_byFirstWord.isEmpty())
        return found;
    const QString straight = withStraightApostrophes(given);
    const QStringView text(straight);
    qsizetype at = 0;
    while (at < text.size()) {
        // The next word that starts with a capital.
        if (!text[at].isUpper() || (at > 0 && joinsWord(text[at - 1]))) {
            ++at;
            continue;
        }
        qsizetype wordEnd = at;
        while (wordEnd < text.size() && !text[wordEnd].isSpace())
            ++wordEnd;
        // The first word of a name as text writes it, without the punctuation after it
        // ("Fog," "Fog." "Fog’s"): try the whole run, then shorter ones.
        const Name *match = nullptr;
        for (qsizetype end = wordEnd; end > at && !match; --end) {
            const auto list = m_byFirstWord.constFind(text.mid(at, end - at).toString());
            if (list == m_byFirstWord.cend())
                continue;
            for (const Name &n : *list) {
                if (!text.mid(at).startsWith(n.written) || !endsWordAt(text, at + n.written.size()))
                    continue;
                // "Fire//Ice" is no word of a sentence: only a plain word's capital can be the sentence's.
                const bool plainWord = !n.written.contains(u' ') && !n.written.contains(u'/');
                if (m_ordinary.contains(n.written) || (plainWord && startsSentence(text, at)))
                    continue;
                match = &n;
                break;
            }
        }
        if (match) {
            found.push_back({at, match->written.size(), match->card});
            at += match->written.size();
        } else {
            at = wordEnd;
        }
    }
    return found;
}

} // namespace rulesdb
