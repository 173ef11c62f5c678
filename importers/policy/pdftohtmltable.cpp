#include "policy/pdftohtmltable.h"

#include "policy/policytext.h"

#include <algorithm>

namespace importers::policy::pdftohtml {

namespace {

bool blank(const Fragment &f)
{
    return collapsedSpaces(f.text).isEmpty();
}

// A fragment's right edge, a letter taken as half the font's size wide (as finishLine does).
int rightOf(const Fragment &f)
{
    return f.left + int(f.text.trimmed().size()) * f.size / 2;
}

// Lines close enough to be one block: no more than a line and a half apart (the type's
// size and a half: a paragraph's lines are set about a size and a third apart, paragraphs
// and a table's rows of one line twice that).
bool tight(const Line &upper, const Line &lower)
{
    return lower.top - upper.top <= std::max(upper.size, lower.size) * 3 / 2;
}

struct Cell {
    int left = 0, right = 0;
    int lastTop = 0, lastRight = 0;
    QStringList lines;
    std::vector<Fragment> fragments;

    void start(const Fragment &f)
    {
        left = f.left;
        right = rightOf(f);
        newLine(f);
    }
    void newLine(const Fragment &f)
    {
        lines << collapsedSpaces(f.text);
        lastTop = f.top;
        lastRight = rightOf(f);
        left = std::min(left, f.left);
        right = std::max(right, lastRight);
        fragments.push_back(f);
    }
    void sameLine(const Fragment &f)
    {
        lines.back() = collapsedSpaces(QString(lines.back() + u' ' + f.text));
        lastRight = rightOf(f);
        right = std::max(right, lastRight);
        fragments.push_back(f);
    }
    // The cell's lines as one text; a cell that is a bulleted list keeps its items apart
    // by their bullets, the first one dropped as a paragraph's is.
    QString text() const
    {
        QString t = collapsedSpaces(lines.join(u' '));
        if (t.startsWith(u'\u2022'))
            t = t.mid(1).trimmed();
        return t;
    }
};

using Row = std::vector<Cell>;

// The rows of a table from its fragments in the converter's order; empty when the walk
// does not give every row the same number of cells, two at least.
std::vector<Row> rowsOf(std::vector<Fragment> fragments)
{
    std::stable_sort(fragments.begin(), fragments.end(),
                     [](const Fragment &a, const Fragment &b) { return a.order < b.order; });
    std::vector<Row> rows;
    for (const Fragment &f : fragments) {
        if (blank(f))
            continue;
        if (rows.empty()) {
            rows.emplace_back(1);
            rows.back().back().start(f);
            continue;
        }
        Cell &cell = rows.back().back();
        const int down = f.top - cell.lastTop;
        const bool alongLine = std::abs(down) <= 3 && f.left >= cell.lastRight - f.size && f.left - cell.lastRight <= 2 * f.size;
        const bool underLine = down > 3 && down <= f.size * 3 / 2 && f.left < cell.right && rightOf(f) > cell.left;
        if (alongLine) {
            cell.sameLine(f);
        } else if (underLine) {
            cell.newLine(f);
        } else if (f.left > cell.left + f.size) {
            rows.back().emplace_back();
            rows.back().back().start(f);
        } else {
            rows.emplace_back(1);
            rows.back().back().start(f);
        }
    }
    if (rows.size() < 2)
        return {};
    for (const Row &r : rows)
        if (r.size() < 2 || r.size() != rows.front().size())
            return {};
    return rows;
}

Line lineOf(const Row &row, int page)
{
    Line l;
    l.page = page;
    l.top = row.front().fragments.front().top;
    l.bold = true;
    for (const Cell &c : row) {
        l.cells << c.text();
        for (const Fragment &f : c.fragments) {
            l.top = std::min(l.top, f.top);
            l.bottom = std::max(l.bottom, f.top + f.size);
            l.size = std::max(l.size, f.size);
            l.bold = l.bold && f.bold;
            l.fragments.push_back(f);
        }
    }
    l.sourceLine = row.front().fragments.front().sourceLine;
    l.text = l.cells.join(u' ');
    std::stable_sort(l.fragments.begin(), l.fragments.end(), [](const Fragment &a, const Fragment &b) {
        return std::tie(a.top, a.left) < std::tie(b.top, b.left);
    });
    return l;
}

} // namespace

std::vector<Line> tablesInRows(std::vector<Line> lines)
{
    std::vector<Line> out;
    out.reserve(lines.size());
    std::size_t done = 0; // lines before this one are in `out`
    for (std::size_t first = 0; first < lines.size(); ++first) {
        if (first < done || lines[first].cells.size() < 2)
            continue;
        const int page = lines[first].page;
        // The table's first line: up from the first line in cells over the lines tight
        // above it (a header's cell of two lines starts higher than the others).
        std::size_t begin = first;
        while (begin > done && lines[begin - 1].page == page && !lines[begin - 1].text.isEmpty()
               && tight(lines[begin - 1], lines[begin]))
            --begin;
        // Down over lines in cells, lines tight under the line before and lines tight over a
        // line in cells (a row's first cell of three lines starts a row's height lower), to a
        // blank line.
        const auto inCells = [&](std::size_t k) {
            return k < lines.size() && lines[k].page == page && lines[k].cells.size() >= 2;
        };
        std::size_t end = first + 1;
        while (end < lines.size() && lines[end].page == page && !lines[end].text.isEmpty()
               && (inCells(end) || tight(lines[end - 1], lines[end]) || (inCells(end + 1) && tight(lines[end], lines[end + 1]))))
            ++end;
        std::vector<Fragment> fragments;
        for (std::size_t k = begin; k < end; ++k)
            fragments.insert(fragments.end(), lines[k].fragments.begin(), lines[k].fragments.end());
        const std::vector<Row> rows = rowsOf(std::move(fragments));
        if (rows.empty())
            continue; // not a table read cell by cell: the lines stay as they are
        for (std::size_t k = done; k < begin; ++k)
            out.push_back(std::move(lines[k]));
        for (const Row &r : rows)
            out.push_back(lineOf(r, page));
        done = end;
        first = end - 1;
    }
    for (std::size_t k = done; k < lines.size(); ++k)
        out.push_back(std::move(lines[k]));
    return out;
}

} // namespace importers::policy::pdftohtml
