#include "policy/columnlist.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <array>
#include <optional>

namespace importers::policy {

namespace {

// Words written in lower case inside the names of cards and sets ("Oko, Thief of Crowns",
// "Shadows over Innistrad", "Magic 2010 core set"): no sign of another line.
bool isNameWord(QStringView word)
{
    static const QSet<QString> words = {QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("and"), QStringLiteral("at"), QStringLiteral("by"), QStringLiteral("for"), QStringLiteral("from"), QStringLiteral("in"), QStringLiteral("of"), QStringLiteral("on"), QStringLiteral("or"), QStringLiteral("over"), QStringLiteral("the"), QStringLiteral("to"), QStringLiteral("with"), QStringLiteral("core"), QStringLiteral("set"), QStringLiteral("vs.")};
    return words.contains(word.toString());
}

// A name as an alphabetical list orders it, and as it is compared with the names of other
// lists (without their trademark signs and punctuation).
QString sortKey(const QString &item)
{
    QString key;
    for (const QChar c : item)
        if (c.isLetterOrNumber() || c == u' ')
            key += c.toCaseFolded();
    return key;
}

bool endsSentence(QStringView text)
{
    return !text.isEmpty() && QStringView(u".!?:").contains(text.back());
}

bool leavesBracketOpen(QStringView text)
{
    return text.count(u'(') > text.count(u')');
}

// Where, in an item, the wrapped line of the item beside it begins: words after a trademark
// sign, a word no item name starts or holds ("(25 cards)", "into the game …", "list."), or, beside an item that left a
// bracket open ("… (effective"), the rest of the date it broke ("November 10, 2025)").
std::optional<qsizetype> tailStart(const QString &item, const QString &beside, const QHash<QString, int> &earlier)
{
    if (beside.isEmpty() || endsSentence(beside))
        return std::nullopt;
    // A list of names an earlier list of the document holds whole (the formats' sets): the
    // item is one of them with words after it that complete the item beside it ("Throne of
    // Eldraine Airbender (effective …)" beside "… Avatar: The Last").
    if (!earlier.isEmpty()) {
        for (qsizetype at = item.indexOf(u' '); at > 0; at = item.indexOf(u' ', at + 1))
            if (earlier.contains(sortKey(item.left(at)))
                && earlier.contains(sortKey(beside + u' ' + item.mid(at + 1))))
                return at + 1;
    }
    if (leavesBracketOpen(beside)) {
        static const QRegularExpression date(
            QStringLiteral(R"(\s((?:(?:January|February|March|April|May|June|July|August|September|October|November|December) )?(?:\d{1,2}, ?)?\d{4}\)[.,;]?)$)"));
        if (const auto m = date.match(item); m.hasMatch() && m.capturedStart(1) > 0)
            return m.capturedStart(1);
    }
    // A trademark sign ends the name of a set: words after it in the same item are the line
    // that wrapped beside it ("Battle for Zendikar\u2122 Airbender (effective …)").
    static const QRegularExpression marked(QStringLiteral(R"([\x{2122}\x{00AE}] (?=\p{L}))"));
    if (const auto m = marked.match(item); m.hasMatch())
        return m.capturedEnd();
    qsizetype at = item.indexOf(u' ');
    while (at >= 0) {
        const qsizetype word = at + 1;
        qsizetype end = item.indexOf(u' ', word);
        const QStringView w = QStringView(item).mid(word, (end < 0 ? item.size() : end) - word);
        if (!w.isEmpty()) {
            const bool lower = w.front().isLower() && !isNameWord(w);
            const bool count = w.size() >= 2 && w.front() == u'(' && w.at(1).isDigit();
            // The item's own words come first: a name of two words at least ("All cards
            // that …", "A player's record …" are sentences, not a name and a wrapped line).
            if (lower && !QStringView(item).left(at).contains(u' '))
                return std::nullopt;
            if (lower || count)
                return word;
        }
        at = end;
    }
    return std::nullopt;
}

// How many neighbours stand out of order: the order of an earlier list that holds both
// (the release order of the sets), or else the alphabet's.
int outOfOrder(const QStringList &items, const QHash<QString, int> &earlier)
{
    int count = 0;
    for (qsizetype i = 1; i < items.size(); ++i) {
        const QString a = sortKey(items.at(i - 1)), b = sortKey(items.at(i));
        const auto x = earlier.constFind(a), y = earlier.constFind(b);
        if (x != earlier.cend() && y != earlier.cend())
            count += *x > *y ? 1 : 0;
        else
            count += a > b ? 1 : 0;
    }
    return count;
}

} // namespace

QStringList columnsApart(const QStringList &items, const QStringList &earlierItems)
{
    QHash<QString, int> earlierPlace;
    for (qsizetype i = 0; i < earlierItems.size(); ++i)
        earlierPlace.insert(sortKey(earlierItems.at(i)), int(i));
    // A sentence that opens the next list, run onto this list's last item ("Lorwyn Eclipsed
    // (effective January 16, 2026) The following cards are banned …:"): the lists apart.
    static const QRegularExpression introduced(QStringLiteral(R"(^(.*[)\x{2122}\x{00AE}])\s+([A-Z][^.!?]*:)$)"));
    for (qsizetype i = 0; i + 1 < items.size(); ++i)
        if (const auto m = introduced.match(items.at(i)); m.hasMatch())
            return columnsApart(items.mid(0, i) << m.captured(1), earlierItems) << m.captured(2)
                   << columnsApart(items.mid(i + 1), earlierItems);
    if (items.size() < 4)
        return items;
    // Only a list of names is set in narrow columns; sentences ("Round 1: 2 wins (6 game
    // points)") are read as they are.
    qsizetype names = 0;
    for (const QString &item : items)
        names += tailStart(item, QStringLiteral("…"), {}).has_value() ? 0 : 1;
    if (names * 2 < items.size())
        return items;
    // Row by row, the first column's line, then the second's: each item starts in the column
    // after the one the line before it was in; a wrapped line run into an item belongs to
    // the other column's last item, and fills that column's place in the row.
    std::array<QStringList, 2> columns;
    int column = 0;
    bool wrapped = false;
    for (const QString &item : items) {
        QString head = item;
        QStringList &other = columns[size_t(1 - column)];
        if (const auto tail = tailStart(item, other.isEmpty() ? QString() : other.back(), earlierPlace)) {
            head = item.left(*tail).trimmed();
            other.back() += u' ' + item.mid(*tail).trimmed();
            wrapped = true;
            columns[size_t(column)] << head;
            continue; // the next item is in this column again: the row's other place was the wrapped line
        }
        columns[size_t(column)] << head;
        column = 1 - column;
    }
    if (!wrapped) {
        // Nothing wrapped: two columns only if the list is a card list, in alphabetical order
        // read every other item and out of it as given.
        const int given = outOfOrder(items, earlierPlace);
        const int apart = outOfOrder(columns[0], earlierPlace) + outOfOrder(columns[1], earlierPlace);
        if (given * 10 < items.size() * 3 || apart * 10 > items.size() * 2)
            return items;
    }
    return columns[0] + columns[1];
}

} // namespace importers::policy
