#pragma once
// The cells of a table's rows that a source wrote with spaces only ("17-32 5 Top 8",
// "Eternal Weekend Competitive"): the text dump of a PDF keeps each row on its line but
// nothing between its cells. A row's cells are told apart only where its words show them,
// never from what the words mean:
// - a cell's words hold together: a word in lower case goes on with the cell before it
//   ("15 cards", "1-3-0, then withdraws"), so does a bracket ("4 (Team/2HG Only)"), a word
//   after a comma or colon ("Round 1: 2 wins"), an operator, bullet or dash between words
//   ("16/(8*3) = 0.667", "Series – Day 1"), and a figure after a plain word ("Top 8");
// - a table whose rows mostly hold the same number of such pieces has that many columns,
//   when each column's cells after the first mostly begin alike (a figure, "Top"); or
// - a table of two columns whose second column repeats a few values ("Competitive",
//   "Regular (Competitive recommended)") ends each row with the shortest of its endings
//   that another row ends with too.
// A row that none of this settles (a header of another shape, a row whose cells wrapped
// into more pieces) keeps its words as they stand, with no mark of cells it cannot show.

#include <QStringList>

namespace importers::policy {

// The rows of one table, in order (its header lines among them); each row returned with
// " | " between its cells where they could be told, else as it was.
QStringList rowsWithCells(const QStringList &rows);

// A row's pieces: runs of its words that no cell boundary can cut, as above.
QStringList cellPiecesOf(const QString &row);

// How a cell begins: "N" for a figure ("9-16", "-", "3/(4*3)"), else its first word with
// each run of digits as one "9" ("Top", "N/A").
QString beginningOfCell(const QString &cell);

// "16", "3/(4*3)", "0.25,", "5-8", "410+", and "-", the mark of an empty cell.
bool isFigureWord(QStringView token);

} // namespace importers::policy
