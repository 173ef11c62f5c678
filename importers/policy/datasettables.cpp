#include "policy/datasettables.h"

#include "policy/rowcells.h"
#include "text/sourcenote.h"

#include <QHash>
#include <algorithm>
#include <vector>

namespace importers::policy {

namespace {

const QString kCellSeparator = QStringLiteral(" | ");
constexpr qsizetype kColumnsAtMost = 5;

bool endsSentence(QStringView p)
{
    while (!p.isEmpty() && (p.back() == u')' || p.back() == u'"' || p.back() == u'\u201D'))
        p.chop(1);
    return !p.isEmpty() && QStringView(u".:!?;").contains(p.back());
}

qsizetype figuresIn(const QString &p)
{
    const QList<QStringView> words = QStringView(p).split(u' ', Qt::SkipEmptyParts);
    return std::count_if(words.begin(), words.end(), isFigureWord);
}

bool isTableText(const QString &p)
{
    return !p.contains(kCellSeparator) && !endsSentence(p) && figuresIn(p) >= 2;
}

// A run's paragraphs cut into rows of `columns` pieces: for each paragraph its rows, or
// none where it does not cut so. The first row of the first paragraph may be the header.
std::vector<QStringList> cutInto(const std::vector<QStringList> &pieces, qsizetype columns)
{
    const auto isHeader = [](size_t paragraph, qsizetype row) { return paragraph == 0 && row == 0; };
    std::vector<QHash<QString, int>> beginnings{size_t(columns)};
    for (size_t p = 0; p < pieces.size(); ++p) {
        if (pieces[p].size() % columns != 0)
            continue;
        for (qsizetype r = 0; r * columns < pieces[p].size(); ++r)
            if (!isHeader(p, r))
                for (qsizetype c = 0; c < columns; ++c)
                    ++beginnings[size_t(c)][beginningOfCell(pieces[p].at(r * columns + c))];
    }
    std::vector<QString> usual{size_t(columns)};
    for (qsizetype c = 0; c < columns; ++c) {
        int most = 0;
        for (auto it = beginnings[size_t(c)].cbegin(); it != beginnings[size_t(c)].cend(); ++it)
            if (it.value() > most || (it.value() == most && it.key() < usual[size_t(c)])) {
                most = it.value();
                usual[size_t(c)] = it.key();
            }
    }
    std::vector<QStringList> rows(pieces.size());
    for (size_t p = 0; p < pieces.size(); ++p) {
        if (pieces[p].isEmpty() || pieces[p].size() % columns != 0)
            continue;
        QStringList cut;
        bool fits = true;
        for (qsizetype r = 0; fits && r * columns < pieces[p].size(); ++r) {
            const QStringList cells = pieces[p].mid(r * columns, columns);
            // The first column begins as it usually does, the others all but one at most
            // ("1 card | N/A").
            int unusual = 0;
            for (qsizetype c = 1; c < columns; ++c)
                unusual += beginningOfCell(cells.at(c)) != usual[size_t(c)] ? 1 : 0;
            fits = isHeader(p, r) || (beginningOfCell(cells.front()) == usual.front() && unusual <= 1);
            cut << cells.join(kCellSeparator);
        }
        if (fits)
            rows[p] = cut;
    }
    return rows;
}

// The run's paragraphs as they are read: rows where the run cuts into them, else its words
// after the note.
QStringList readRun(const QStringList &run, int &lost)
{
    std::vector<QStringList> pieces;
    for (const QString &p : run)
        pieces.push_back(cellPiecesOf(p));
    std::vector<QStringList> best;
    qsizetype bestFitting = 0;
    for (qsizetype columns = 2; columns <= kColumnsAtMost; ++columns) {
        std::vector<QStringList> rows = cutInto(pieces, columns);
        const qsizetype fitting = std::count_if(rows.begin(), rows.end(), [](const QStringList &r) { return !r.isEmpty(); });
        if (fitting > bestFitting && fitting >= 2 && fitting * 3 >= run.size() * 2) {
            bestFitting = fitting;
            best = std::move(rows);
        }
    }
    QStringList out;
    if (best.empty()) {
        ++lost;
        out << rulesdb::kLostTableLayoutNote.toString() << run;
        return out;
    }
    for (qsizetype p = 0; p < run.size(); ++p) {
        if (!best[size_t(p)].isEmpty()) {
            out << best[size_t(p)];
            continue;
        }
        if (p == 0 || !best[size_t(p - 1)].isEmpty()) {
            ++lost;
            out << rulesdb::kLostTableLayoutNote.toString();
        }
        out << run.at(p);
    }
    return out;
}

} // namespace

QStringList datasetTableRows(const QStringList &paragraphs, int &lost)
{
    QStringList out;
    for (qsizetype i = 0; i < paragraphs.size();) {
        if (!isTableText(paragraphs.at(i))) {
            out << paragraphs.at(i++);
            continue;
        }
        qsizetype j = i + 1;
        while (j < paragraphs.size()) {
            const QString &p = paragraphs.at(j);
            const bool goesOn = isTableText(p)
                                || (!p.contains(kCellSeparator) && !endsSentence(p) && figuresIn(p) >= 1)
                                || (figuresIn(p) >= 2 && j + 1 < paragraphs.size() && isTableText(paragraphs.at(j + 1)));
            if (!goesOn)
                break;
            ++j;
        }
        out << readRun(paragraphs.mid(i, j - i), lost);
        i = j;
    }
    return out;
}

} // namespace importers::policy
