#include "policy/celltable.h"

#include <QHash>
#include <algorithm>

namespace importers::policy {

namespace {

// A cell is short and no sentence; a paragraph already in cells (" | ") is a row.
constexpr qsizetype kCellAtMost = 40;
constexpr int kColumnsAtMost = 6;
constexpr int kRowsAtLeast = 3;

bool isCell(const QString &p)
{
    if (p.isEmpty() || p.size() > kCellAtMost || p.contains(QStringLiteral(" | ")))
        return false;
    QStringView t(p);
    while (!t.isEmpty() && (t.back() == u')' || t.back() == u'"' || t.back() == u'\u201D'))
        t.chop(1);
    return !t.isEmpty() && !QStringView(u".:!?;").contains(t.back());
}

// The fewest columns in which, counted from the last cell, each column's cells mostly look
// alike (two thirds of its rows at least; the header's cells are the exceptions), or 0.
int columnsOf(const QStringList &cells)
{
    const qsizetype n = cells.size();
    QStringList looks;
    for (const QString &c : cells)
        looks << cellLook(c);
    for (int k = 2; k <= kColumnsAtMost; ++k) {
        const qsizetype rows = n / k;
        if (rows < kRowsAtLeast)
            break;
        bool alike = true;
        for (int column = 0; column < k && alike; ++column) {
            QHash<QString, int> counts;
            int most = 0;
            for (qsizetype r = 0; r < rows; ++r)
                most = std::max(most, ++counts[looks.at(n - (r + 1) * k + column)]);
            alike = most * 3 >= rows * 2;
        }
        if (alike)
            return k;
    }
    return 0;
}

} // namespace

QStringList cellRunsInRows(const QStringList &paragraphs)
{
    QStringList out;
    for (qsizetype i = 0; i < paragraphs.size();) {
        qsizetype j = i;
        while (j < paragraphs.size() && isCell(paragraphs.at(j)))
            ++j;
        if (j == i) {
            out << paragraphs.at(i++);
            continue;
        }
        const QStringList run = paragraphs.mid(i, j - i);
        i = j;
        const int k = columnsOf(run);
        if (k == 0) {
            out << run;
            continue;
        }
        const qsizetype lead = run.size() % k;
        if (lead > 0)
            out << run.mid(0, lead).join(QStringLiteral(" | "));
        for (qsizetype r = lead; r < run.size(); r += k)
            out << run.mid(r, k).join(QStringLiteral(" | "));
    }
    return out;
}

QString cellLook(QStringView cell)
{
    if (std::none_of(cell.begin(), cell.end(), [](QChar c) { return c.isLetter(); }))
        return QStringLiteral("N");
    QString look;
    for (const QChar c : cell) {
        if (!c.isDigit())
            look += c;
        else if (look.isEmpty() || look.back() != u'9')
            look += u'9';
    }
    return look;
}

} // namespace importers::policy
