#pragma once
// The numbered lines every layout of the rules shares: "1. Game Concepts", "100. General",
// "100.1. Text", "100.1a Text", and their real-world variants ("102.8 Text" without the
// dot, "901.4.All" without the space, "702. 37a" with a stray space, "306.b" damaged);
// and "Example:" paragraphs ("例如：" in the Chinese translation).

#include <QString>
#include <QStringView>

namespace rulesdb {
class RuleNumber;
}

namespace importers {

struct NumberedLine {
    enum Kind { None, Number, Invalid } kind = None;
    QString number;      // normalised
    QStringView label;   // as written, for messages
    QStringView text;    // after the number
    bool spaced = false; // written with a stray space inside the number
};

// Reads a line that starts at the left margin (callers strip any indentation they allow).
NumberedLine readNumberedLine(QStringView line);
// A numbered rule or subrule (not a section or heading).
bool isRuleLine(QStringView line);
// Whether `next` can be the number after `previous` in the rules: the first child of
// `previous` (100.1 -> 100.1a, 100. -> 100.1), or the next sibling of it or of one of its
// parents (100.1a -> 100.1b, 100.2 or 101.), a few numbers on at most, as the rules skip
// the letters l and o and an edition sometimes leaves a number out.
bool followsInSequence(const rulesdb::RuleNumber &previous, const rulesdb::RuleNumber &next);
bool isExampleLine(QStringView line);
// The example's text without its "Example:" (or "例如：") prefix.
QStringView exampleText(QStringView line);

} // namespace importers
