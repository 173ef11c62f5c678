#include "policy/rowcells.h"

#include "policy/celltable.h"
#include "policy/textdumptable.h"

#include <QHash>
#include <QSet>
#include <algorithm>
#include <map>

namespace importers::policy {

namespace {

const QString kCellSeparator = QStringLiteral(" | ");

// A word of letters alone that begins in capitals ("Top", "Day", "Round"): a figure after
// it is its own ("Top 8").
bool isPlainCapitalWord(QStringView token)
{
    return !token.isEmpty() && token.front().isUpper()
           && std::all_of(token.begin(), token.end(), [](QChar c) { return c.isLetter(); });
}

// Tokens that join the words on either side of them into one cell.
bool binds(QStringView token)
{
    static const QSet<QString> joining = {QStringLiteral("="), QStringLiteral("+"), QStringLiteral("*"),
                                          QStringLiteral("\u2022"), QStringLiteral("\u2013"), QStringLiteral("\u2014")};
    return joining.contains(token.toString());
}

} // namespace

bool isFigureWord(QStringView token)
{
    while (!token.isEmpty() && QStringView(u",;:").contains(token.back()))
        token.chop(1);
    if (token == u"-")
        return true;
    static const QStringView figureChars = u"0123456789./*()=+-\u2013%";
    return std::any_of(token.begin(), token.end(), [](QChar c) { return c.isDigit(); })
           && std::all_of(token.begin(), token.end(), [](QChar c) { return figureChars.contains(c); });
}

QStringList cellPiecesOf(const QString &row)
{
    const QList<QStringView> tokens = QStringView(row).split(u' ', Qt::SkipEmptyParts);
    QStringList pieces;
    qsizetype open = 0; // brackets open in the current piece
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QStringView t = tokens.at(i);
        bool joins = false;
        if (i > 0) {
            const QStringView previous = tokens.at(i - 1);
            joins = open > 0 || t.front().isLower() || t.front() == u'(' || previous.endsWith(u',')
                    || previous.endsWith(u':') || textdump::leadsOn(previous) || binds(t) || binds(previous)
                    || (isFigureWord(t) && t != u"-" && isPlainCapitalWord(previous));
        }
        if (joins)
            pieces.back() += u' ' + t.toString();
        else
            pieces << t.toString();
        open = (joins ? open : 0) + t.count(u'(') - t.count(u')');
    }
    return pieces;
}

QString beginningOfCell(const QString &cell)
{
    const qsizetype space = cell.indexOf(u' ');
    return cellLook(space < 0 ? QStringView(cell) : QStringView(cell).left(space));
}

namespace {

// A table whose rows mostly hold the same number of pieces, each column after the first
// beginning alike in most of them: those rows at their pieces. False when it is not one.
bool splitAtPieces(const std::vector<QStringList> &pieces, QStringList &rows)
{
    std::map<qsizetype, int> rowsWith;
    for (const QStringList &p : pieces)
        ++rowsWith[p.size()];
    const auto most = std::max_element(rowsWith.begin(), rowsWith.end(),
                                       [](const auto &a, const auto &b) { return a.second < b.second; });
    const qsizetype columns = most->first;
    const int regular = most->second;
    if (columns < 2 || regular * 2 <= int(pieces.size())
        || std::count_if(rowsWith.begin(), rowsWith.end(), [&](const auto &e) { return e.second == regular; }) > 1)
        return false;
    for (qsizetype c = 1; c < columns; ++c) {
        QHash<QString, int> beginnings;
        for (const QStringList &p : pieces)
            if (p.size() == columns)
                ++beginnings[beginningOfCell(p.at(c))];
        int alike = 0;
        for (const int n : std::as_const(beginnings))
            alike += n > 1 ? n : 0;
        if (alike * 3 < regular * 2)
            return false;
    }
    for (size_t r = 0; r < pieces.size(); ++r)
        if (pieces[r].size() == columns)
            rows[qsizetype(r)] = pieces[r].join(kCellSeparator);
    return true;
}

// A table of two columns whose second repeats a few values: each row split before the
// shortest of its endings (whole pieces, the first left to it) whose look another row
// ends with too. False when most rows have none.
bool splitAtSharedEndings(const std::vector<QStringList> &pieces, QStringList &rows)
{
    const auto endingLook = [&](size_t r, qsizetype from) {
        return cellLook(pieces[r].mid(from).join(u' '));
    };
    QHash<QString, QSet<size_t>> rowsEndingLike;
    for (size_t r = 0; r < pieces.size(); ++r)
        for (qsizetype from = 1; from < pieces[r].size(); ++from)
            rowsEndingLike[endingLook(r, from)].insert(r);
    std::vector<qsizetype> splitAt(pieces.size(), 0);
    int found = 0;
    for (size_t r = 0; r < pieces.size(); ++r) {
        for (qsizetype from = pieces[r].size() - 1; from >= 1; --from) {
            if (rowsEndingLike.value(endingLook(r, from)).size() > 1) {
                splitAt[r] = from;
                ++found;
                break;
            }
        }
    }
    if (pieces.size() < 3 || found * 3 < int(pieces.size()) * 2)
        return false;
    for (size_t r = 0; r < pieces.size(); ++r)
        if (splitAt[r] > 0)
            rows[qsizetype(r)] = pieces[r].mid(0, splitAt[r]).join(u' ') + kCellSeparator + pieces[r].mid(splitAt[r]).join(u' ');
    return true;
}

} // namespace

QStringList rowsWithCells(const QStringList &rows)
{
    QStringList out = rows;
    if (rows.size() < 2 || std::any_of(rows.begin(), rows.end(), [](const QString &r) { return r.contains(kCellSeparator); }))
        return out;
    std::vector<QStringList> pieces;
    for (const QString &r : rows)
        pieces.push_back(cellPiecesOf(r));
    if (!splitAtPieces(pieces, out))
        splitAtSharedEndings(pieces, out);
    return out;
}

} // namespace importers::policy
