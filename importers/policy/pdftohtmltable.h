#pragma once
// A table on a pdftohtml page whose cells wrap over several lines. Its cells are centred in
// their rows, so a cell of one line stands between the lines of a taller cell beside it, and
// grouping the page's fragments by height interleaves the cells of one row ("2 Single-
// Elimination" / "4 (Team/2HG Only) None (Run Single Elimination)" / "Rounds (No Swiss)").

#include "policy/pdftohtmllines.h"

#include <vector>

namespace importers::policy::pdftohtml {

// The lines with every table rebuilt as one line per row, its cells in column order. A
// table is where lines split into cells (finishLine's wide gaps), with the lines tight
// around them. Its fragments are taken in the order the converter wrote them, which is
// cell by cell, each cell's lines one under another: a fragment on the line under the
// cell's last (and across it) goes on the cell, one further right starts the row's next
// cell, one further left the next row. A table whose rows do not all come out with the
// same number of cells is left as the lines were.
std::vector<Line> tablesInRows(std::vector<Line> lines);

} // namespace importers::policy::pdftohtml
