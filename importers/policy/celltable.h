#pragma once
// A table that a word processor's text export wrote one cell a line, row after row, with
// nothing to mark where a row ends (the Tournament Rules of 2009: "Players" / "Rounds" / "8"
// / "3" / "9-16" / "4" …). Read one a paragraph, a judge sees a column of loose figures.

#include <QStringList>
#include <QStringView>

namespace importers::policy {

// The paragraphs with each run of such cells set as rows, "cell | cell", a header of fewer
// cells than the rows (a heading over several columns) a row of its own. A run is a table
// when its cells, counted from its last, fall into columns whose cells look alike (figures,
// "N seconds", "N cards"); the fewest such columns are taken. Any other run of short lines
// is left as it is.
QStringList cellRunsInRows(const QStringList &paragraphs);

// What a cell looks like, for telling columns apart: "N" for figures alone ("9-16", "-"),
// else its words with each run of digits as one "9" ("15 cards" and "14 cards" alike).
QString cellLook(QStringView cell);

} // namespace importers::policy
