#include "numberedline.h"

#include "rulenumber.h"

namespace importers {
namespace {

bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }

// Where a number stands among its siblings, the first being 1: a section's number, a
// heading's place in its section (100. is 1), a rule's number, a subrule's letters read
// as a = 1 … z = 26, aa = 27 ….
int place(const rulesdb::RuleNumber &n)
{
    switch (n.kind()) {
    case rulesdb::RuleKind::Section:
        return n.toString().chopped(1).toInt();
    case rulesdb::RuleKind::Heading:
        return n.heading() % 100 + 1;
    case rulesdb::RuleKind::Rule:
        return n.rule();
    case rulesdb::RuleKind::Subrule:
        break;
    }
    // A run of letters no edition has ("aaaaaaaaa…", from a damaged copy) stops counting
    // before it overflows: it is far from any sibling either way.
    int value = 0;
    for (const QChar c : n.letters()) {
        if (value > 1'000'000)
            return value;
        value = value * 26 + (c.unicode() - u'a' + 1);
    }
    return value;
}

} // namespace

// "1. Game Concepts", "100. General", "100.1. Text", "100.1a Text", "102.8 Text" (no dot),
// "901.4.All …" (no space), and the damaged "306.b …" (Invalid).
NumberedLine readNumberedLine(QStringView line)
{
    NumberedLine out;
    qsizetype p = 0;
    while (p < line.size() && isDigit(line[p]))
        ++p;
    if ((p != 1 && p != 3) || p >= line.size() || line[p] != u'.')
        return out;
    qsizetype end = p + 1;
    if (p == 3 && end < line.size() && (isDigit(line[end]) || (line[end] >= u'a' && line[end] <= u'z'))) {
        while (end < line.size() && isDigit(line[end]))
            ++end;
        while (end < line.size() && line[end] >= u'a' && line[end] <= u'z')
            ++end;
        if (end < line.size() && line[end] == u'.')
            ++end;
    }
    // The number must be followed by a space, the end, or the start of a sentence glued
    // to it ("901.4.All").
    if (end < line.size() && !line[end].isSpace() && !line[end].isUpper()
        && !line[end].isPunct())
        return out;
    out.label = line.left(end);
    out.text = line.mid(end).trimmed();
    // "702. 37a Storm is …" (2009): a space slipped in after the heading's dot.
    if (p == 3 && end == 4 && !out.text.isEmpty() && isDigit(out.text.front())) {
        qsizetype q = 0;
        while (q < out.text.size() && isDigit(out.text[q]))
            ++q;
        while (q < out.text.size() && out.text[q] >= u'a' && out.text[q] <= u'z')
            ++q;
        if (q < out.text.size() && out.text[q] == u'.')
            ++q;
        if (q < out.text.size() && out.text[q].isSpace()) {
            const QString joined = line.left(4).toString() + out.text.left(q).toString();
            if (const auto n = rulesdb::RuleNumber::parse(joined)) {
                out.kind = NumberedLine::Number;
                out.number = n->toString();
                out.spaced = true;
                out.text = out.text.mid(q).trimmed();
                return out;
            }
        }
    }
    if (const auto n = rulesdb::RuleNumber::parse(out.label)) {
        // A section or heading line needs a title; "7." alone is not one.
        if (n->kind() != rulesdb::RuleKind::Rule && n->kind() != rulesdb::RuleKind::Subrule
            && out.text.isEmpty())
            return NumberedLine{};
        out.kind = NumberedLine::Number;
        out.number = n->toString();
    } else {
        out.kind = NumberedLine::Invalid;
    }
    return out;
}

bool isRuleLine(QStringView line)
{
    const NumberedLine n = readNumberedLine(line);
    return n.kind == NumberedLine::Number && n.number.size() > 4 && !n.number.endsWith(u'.');
}

bool followsInSequence(const rulesdb::RuleNumber &previous, const rulesdb::RuleNumber &next)
{
    // Gaps of two are common (704.5k -> 704.5m, 901.3 -> 901.5); three is a margin.
    constexpr int maxStep = 3;
    if (next.parent() == previous)
        return place(next) <= maxStep;
    for (std::optional<rulesdb::RuleNumber> n = previous; n; n = n->parent()) {
        if (n->kind() == next.kind() && n->parent() == next.parent()) {
            const int step = place(next) - place(*n);
            return step >= 1 && step <= maxStep;
        }
    }
    return false;
}

// The length of the words that open an example paragraph, 0 for none: "Example:",
// "Examples:", and the Chinese translation's "例如：" (once "例如，", in 111.11).
static qsizetype examplePrefix(QStringView t)
{
    if (t.startsWith(u"Example:"))
        return 8;
    if (t.startsWith(u"Examples:"))
        return 9;
    if (t.size() > 2 && t.startsWith(u"例如") && QStringView(u"：:，,").contains(t[2]))
        return 3;
    return 0;
}

bool isExampleLine(QStringView line)
{
    return examplePrefix(line.trimmed()) > 0;
}

QStringView exampleText(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.mid(examplePrefix(t)).trimmed();
}

} // namespace importers
