#pragma once
// Where a text lists names rather than says something about them: the cards of an expansion
// ("Those names are Abbey Gargoyles; Abbey Matron; …; Forget; …; and Wizards’ School.",
// 206.3c), the creature types, the sets. A word of a question found only there names a card
// or a type that happens to share it ("what happens if I forget a trigger": Forget, a
// Homelands card), so the search weighs such a match down (search.cpp). Told from the text
// itself: a run of many items separated by commas or semicolons, each of them capitalised
// words such as a name is written ("Feast of the Unicorn", "Reveka, Wizard Savant").

#include <QStringView>
#include <vector>

namespace rulesdb {

struct TextSpan {
    qsizetype start = 0; // the first character of the first name
    qsizetype end = 0;   // one past the last character of the last name
    friend bool operator==(const TextSpan &, const TextSpan &) = default;
};

// The fewest names a run must have to be a list of names: "Plains, Island, Swamp, Mountain,
// and Forest" (305.6, five basic land types the rules explain) is a sentence of the rules.
constexpr int kFewestListedNames = 8;

// The stretches of the text that are lists of names, in order; none in most texts.
std::vector<TextSpan> nameListSpans(QStringView text);

} // namespace rulesdb
