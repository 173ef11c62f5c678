#pragma once
// The appendices' tables as the French-Vanilla datasets hold them. Their parser read a
// table's page by height and ran what it found into paragraphs: where every cell of a row
// fits its line, rows follow one another, several to a paragraph ("9 cards 20 seconds 8
// cards 20 seconds"); where a cell wraps, the lines of the cells beside it fall between its
// lines and the rows mix ("2 Single-Elimination 4 (Team/2HG Only) None (Run Single
// Elimination) Rounds (No Swiss) 3 Single-Elimination 5-8 …"). Nothing in the text says
// where a row or a cell begins.

#include <QStringList>

namespace importers::policy {

// An appendix's paragraphs with each table's rows set apart, "cell | cell", where the
// table's paragraphs cut into rows of one number of pieces (the words no cell boundary
// can cut, as rowcells.h says) whose columns begin alike (a figure, "N/A" in one column at
// most); its header row, first, as its pieces fall. The words of a table that cannot be cut
// so (rows mixed, a cell lost: "13 cards seconds 12 cards 30 seconds") stay as the dataset
// has them, after rulesdb::kLostTableLayoutNote (sourcenote.h). A table's paragraphs are
// those that end no sentence and hold two figures or more (one, right after another such
// paragraph; a sentence between two of them). `lost` counts the notes added.
QStringList datasetTableRows(const QStringList &paragraphs, int &lost);

} // namespace importers::policy
