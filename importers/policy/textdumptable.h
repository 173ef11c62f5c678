#pragma once
// The tables of a text dump's appendices. The dump writes a table row by row, each row's
// cells on one line when they fit, but a cell that wraps puts its lines one under another
// and the cells beside it on a line of their own ("1-3-0, then" / "withdraws 3 4 3/(4*3) =
// 0.25, so" / "0.33 is used."), and a header whose cells wrap takes several lines
// ("Tournament" / "Record Match Points Rounds Played Match-win" / "Percentage"). No line
// says where its cells begin, so a row is rebuilt from what its words show: a line that
// cannot begin a row goes on with the row above.

#include <QString>
#include <vector>

namespace importers::policy::textdump {

// What each line of a section is to its table, if it is in one.
enum class RowPlace {
    Text,     // not in a table, or a row's first line when the row above has ended anyway
    Starts,   // the first line of a header or row that must not run into the text above
    Continues // a further line of the row above
};

// The place of each of a section's lines (spaces collapsed, page furniture and headings
// left out), endsEarly[k] saying that line k stops short of the page's width. A table is
// found only where it shows itself: a header of short lines without figures, right after
// a sentence, over rows that begin with a figure or a bullet. Rows then go on while a line
// starts in lower case, the row leaves a bracket open or ends on a word that leads on
// ("then", "so", "a"), a line of figures closes a row whose words came before it, a key
// of a range ("9-16") holds the lines that start with a number within it, or, in a table
// whose rows start with figures, a line of words with more of the table after it. A
// chart of words alone (appendix F's programs and their levels) is found too: after a line
// that ends on a colon, three lines or more of words in capitals, short, with no sentence
// and no bullet, each a row.
// A word that leads on to the words after it ("then", "so", "a", "with"): a line or a
// cell that ends on one goes on.
bool leadsOn(QStringView word);

std::vector<RowPlace> tableRowPlaces(const std::vector<QString> &lines, const std::vector<bool> &endsEarly);

} // namespace importers::policy::textdump
