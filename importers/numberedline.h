#pragma once
// The numbered lines every layout of the rules shares: "1. Game Concepts", "100. General",
// "100.1. Text", "100.1a Text", and their real-world variants ("102.8 Text" without the
// dot, "901.4.All" without the space, "702. 37a" with a stray space, "306.b" damaged);
// and "Example:" paragraphs ("例如：" in the Chinese translation).

#include <QString>
#include <QStringView>

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
bool isExampleLine(QStringView line);
// The example's text without its "Example:" (or "例如：") prefix.
QStringView exampleText(QStringView line);

} // namespace importers
