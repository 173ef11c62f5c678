#include "policy/textdumptable.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace importers::policy::textdump {

namespace {

bool endsSentence(QStringView line)
{
    while (!line.isEmpty() && (line.back() == u')' || line.back() == u'"' || line.back() == u'\u201D'))
        line.chop(1);
    return !line.isEmpty() && QStringView(u".:!?;").contains(line.back());
}

bool isBulleted(QStringView line)
{
    return line.startsWith(u'\u2022') || line.startsWith(u'\u25E6') || line.startsWith(u'\u25AA');
}

bool startsWithDigit(QStringView line)
{
    return !line.isEmpty() && line.front().isDigit();
}

bool holdsDigit(QStringView line)
{
    return std::any_of(line.begin(), line.end(), [](QChar c) { return c.isDigit(); });
}

// "16", "3/(4*3)", "0.25,", "(6", "=": a figure of a table's cell.
bool isFigure(QStringView token)
{
    while (!token.isEmpty() && QStringView(u",;:").contains(token.back()))
        token.chop(1);
    if (token == u"=")
        return true;
    static const QStringView figureChars = u"0123456789./*()=+-\u2013";
    return holdsDigit(token) && std::all_of(token.begin(), token.end(), [](QChar c) { return figureChars.contains(c); });
}

} // namespace

// Words that lead on to the next line ("1-3-0, then", "0.25, so", "including a", "with").
bool leadsOn(QStringView word)
{
    static const QSet<QString> words = {QStringLiteral("a"),    QStringLiteral("an"),  QStringLiteral("and"),
                                        QStringLiteral("by"),   QStringLiteral("for"), QStringLiteral("in"),
                                        QStringLiteral("including"), QStringLiteral("of"), QStringLiteral("or"),
                                        QStringLiteral("so"),   QStringLiteral("the"), QStringLiteral("then"),
                                        QStringLiteral("to"),   QStringLiteral("with")};
    return words.contains(word.toString());
}

namespace {

bool isLeadingWord(QStringView word)
{
    return leadsOn(word);
}

QStringView lastWord(QStringView line)
{
    const qsizetype space = line.lastIndexOf(u' ');
    return line.mid(space + 1);
}

QStringView firstWord(QStringView line)
{
    const qsizetype space = line.indexOf(u' ');
    return space < 0 ? line : line.left(space);
}

// "21 10 21/(3*10) = 0.70", "9 11 9/(3*11) = 0.27, so": a row's cells of figures, which
// close it.
bool isFiguresLine(QStringView line)
{
    QList<QStringView> tokens = line.split(u' ', Qt::SkipEmptyParts);
    while (!tokens.isEmpty() && isLeadingWord(tokens.back()) && tokens.size() >= 2
           && tokens.at(tokens.size() - 2).endsWith(u','))
        tokens.removeLast();
    return tokens.size() >= 2 && std::all_of(tokens.begin(), tokens.end(), isFigure);
}

// A row's own figures, not those of an item inside a cell ("• Round 1: 2 wins (6 …)").
bool holdsFigures(QStringView line)
{
    if (isBulleted(line))
        return false;
    const QList<QStringView> tokens = line.split(u' ', Qt::SkipEmptyParts);
    return std::count_if(tokens.begin(), tokens.end(), isFigure) >= 2;
}

// A line of a table's header: words in capitals first, no figure, no sentence.
bool isHeaderLine(QStringView line)
{
    return !line.isEmpty() && line.front().isUpper() && !endsSentence(line) && !holdsDigit(line) && !isBulleted(line);
}

// The upper end of a row key that is a range ("9-16": 16), or 0.
int rangeEnd(QStringView key)
{
    static const QRegularExpression range(QStringLiteral(R"(^\d+[-\x{2013}](\d+),?$)"));
    const auto m = range.match(key);
    return m.hasMatch() ? m.capturedView(1).toInt() : 0;
}

constexpr size_t kHeaderLinesAtMost = 4;
constexpr size_t kWordRowsAtLeast = 3;

// The number of lines from k on that are rows of a chart of words: short, in capitals,
// no sentence, no bullet.
size_t wordRowsFrom(const std::vector<QString> &lines, const std::vector<bool> &endsEarly, size_t k)
{
    size_t j = k;
    while (j < lines.size() && endsEarly[j] && !lines[j].isEmpty() && lines[j].front().isUpper()
           && !endsSentence(lines[j]) && !isBulleted(lines[j]))
        ++j;
    return j - k;
}

} // namespace

std::vector<RowPlace> tableRowPlaces(const std::vector<QString> &lines, const std::vector<bool> &endsEarly)
{
    const size_t n = lines.size();
    std::vector<RowPlace> places(n, RowPlace::Text);
    bool inTable = false;
    bool figureRows = false;      // the table's rows start with a figure ("5-8 3 …")
    int keyRangeEnd = 0;          // the current row's key is a range ending here
    qsizetype openBrackets = 0;   // in the current row
    // The first line of the rows not yet closed by their figures, if any.
    constexpr size_t kNone = size_t(-1);
    size_t open = kNone;
    for (size_t k = 0; k < n; ++k) {
        const QString &t = lines[k];
        if (!inTable) {
            // A header: short lines without figures, right after a sentence, over a row
            // that starts with a figure or a bullet.
            if (k > 0 && !endsSentence(lines[k - 1]))
                continue;
            // (Not the header of a table whose rows start with figures or bullets.)
            if (const size_t rows = wordRowsFrom(lines, endsEarly, k);
                k > 0 && lines[k - 1].endsWith(u':') && rows >= kWordRowsAtLeast
                && !(k + rows < n && (startsWithDigit(lines[k + rows]) || isBulleted(lines[k + rows])))) {
                for (size_t r = k; r < k + rows; ++r)
                    places[r] = RowPlace::Starts;
                k += rows - 1;
                continue;
            }
            size_t j = k;
            while (j < n && j < k + kHeaderLinesAtMost && endsEarly[j] && isHeaderLine(lines[j]))
                ++j;
            if (j == k || j >= n || !(startsWithDigit(lines[j]) || isBulleted(lines[j])))
                continue;
            places[k] = RowPlace::Starts;
            for (size_t h = k + 1; h < j; ++h)
                places[h] = RowPlace::Continues;
            inTable = true;
            figureRows = startsWithDigit(lines[j]);
            keyRangeEnd = 0;
            openBrackets = 0;
            open = kNone;
            k = j - 1;
            continue;
        }
        const QString &previous = lines[k - 1];
        const bool closes = endsSentence(t) || isFiguresLine(t) || holdsFigures(t);
        bool continues = false;
        if (open != kNone && open < k && isFiguresLine(t)) {
            // The figures of the rows since the last closed one: one row with them.
            for (size_t r = open + 1; r < k; ++r)
                places[r] = RowPlace::Continues;
            continues = true;
        } else if (t.front().isLower() && !endsSentence(previous)) {
            continues = true; // "withdraws 3 4 …"
        } else if (openBrackets > 0 || isLeadingWord(lastWord(previous))) {
            continues = true; // "4 (if Limited Format with" / "Booster Draft in Playoff)"
        } else if (bool whole = false; keyRangeEnd > 0 && firstWord(t).toInt(&whole) <= keyRangeEnd && whole) {
            continues = true; // under "9-16": "4 (if Limited …", "5 (All Other Formats)"
        } else if (figureRows && !startsWithDigit(t) && !isBulleted(t) && !endsSentence(t) && endsEarly[k]
                   && k + 1 < n && endsEarly[k + 1]) {
            continues = true; // "Rounds (No Swiss) None (Run Single Elimination)"
        }
        if (continues) {
            places[k] = RowPlace::Continues;
            openBrackets += t.count(u'(') - t.count(u')');
            if (closes)
                open = kNone;
            continue;
        }
        // Text again: a line across the page, or one that starts no row.
        if (!endsEarly[k] || !(startsWithDigit(t) || isBulleted(t))) {
            inTable = false;
            // It may head the next table.
            --k;
            continue;
        }
        places[k] = RowPlace::Starts;
        keyRangeEnd = rangeEnd(firstWord(t));
        openBrackets = t.count(u'(') - t.count(u')');
        if (closes)
            open = kNone;
        else if (open == kNone)
            open = k;
    }
    return places;
}

} // namespace importers::policy::textdump
