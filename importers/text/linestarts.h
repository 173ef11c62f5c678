#pragma once
// Finding the lines a pattern could start: a format's recogniser asks whether some line of
// a whole file begins like a rule or a link target, and PCRE's interpreter, scanning a
// megabyte for a multi-line pattern, costs more than reading the file did. Lines are found
// with a fast character search, and the pattern is tried only at those whose first
// character (after spaces and tabs) could begin it, anchored there.

#include <QRegularExpression>
#include <QStringView>

namespace importers {

// Calls `each(start)` with the offset of each line start at or after `from` (a line starts
// the text or follows a '\n') whose first character after spaces and tabs passes `could`,
// until `each` returns false.
template <typename Could, typename Each>
void forEachLineStart(QStringView text, qsizetype from, Could could, Each each)
{
    qsizetype start = from;
    if (start > 0 && text[start - 1] != u'\n') {
        start = text.indexOf(u'\n', start);
        start = start < 0 ? text.size() : start + 1;
    }
    while (start < text.size()) {
        qsizetype first = start;
        while (first < text.size() && (text[first] == u' ' || text[first] == u'\t'))
            ++first;
        if (first < text.size() && could(text[first]) && !each(start))
            return;
        const qsizetype newline = text.indexOf(u'\n', first);
        if (newline < 0)
            return;
        start = newline + 1;
    }
}

// Whether `pattern` matches at `start` itself (not later). The subject is that line alone,
// its '\n' included so "\s" and "$" still see the line end: matching against the whole
// text would have PCRE check and scan the whole megabyte once per line tried.
inline bool matchesAt(const QRegularExpression &pattern, QStringView text, qsizetype start)
{
    const qsizetype newline = text.indexOf(u'\n', start);
    const QStringView line = text.sliced(start, (newline < 0 ? text.size() : newline + 1) - start);
    return pattern.match(line, 0, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption)
        .hasMatch();
}

} // namespace importers
