#include "policy/pdftextdump.h"

#include "importerror.h"
#include "policy/policyexamples.h"
#include "policy/policytext.h"
#include "policy/rowcells.h"
#include "policy/textdumptable.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace importers::policy {

namespace {

// How far into the text the title and the date line may be: after a page number, the
// title (one line) and the date line come first in every version of the PDFs.
constexpr int kHeaderLines = 6;
// The legal notices at the end are a line or two, a dozen lines with the licensed sets'.
constexpr size_t kLegalLinesAtMost = 40;

// A line of the table of contents: a title, a dotted leader, maybe a page number.
const QRegularExpression &contentsLine()
{
    // Possessive runs: a long line of dots that is no entry fails at once.
    static const QRegularExpression re(QStringLiteral(R"(^(.*?\S)\s*+[.\x{2026}]{5,}+[\s.\x{2026}]*+\d*+\s*$)"));
    return re;
}

// No contents entry is longer than this; a longer line is text.
constexpr qsizetype kContentsLineAtMost = 400;

bool isPageNumberText(const QString &line)
{
    if (line.isEmpty() || line.size() > 4)
        return false;
    return std::all_of(line.begin(), line.end(), [](QChar c) { return c.isDigit(); });
}

bool endsSentence(QStringView line)
{
    // Closing quotes and brackets after the stop: "…said “Take two.”", "(… absent.)"
    while (!line.isEmpty()
           && (line.back() == u'"' || line.back() == u'\u201D' || line.back() == u'\u2019' || line.back() == u')'
               || line.back() == u'\''))
        line.chop(1);
    return !line.isEmpty() && (line.back() == u'.' || line.back() == u':' || line.back() == u'!' || line.back() == u'?'
                               || line.back() == u';');
}

bool startsItem(QStringView line)
{
    if (line.startsWith(u'\u2022') || line.startsWith(u'\u25E6') || line.startsWith(u'\u25AA'))
        return true;
    // "1. Players shuffle …", "A. A player draws …": step and example letters; "2.1: Treat
    // …", "Appendix D: Upcoming …": the entries of the lists of changes.
    static const QRegularExpression item(
        QStringLiteral(R"(^(?:(?:\d{1,2}|[A-Z])\.\s+\S|\d{1,2}\.\d{1,2}:\s|Appendix [A-Z]:\s))"));
    return item.match(line).hasMatch();
}

bool isBulleted(QStringView line)
{
    return line.startsWith(u'\u2022') || line.startsWith(u'\u25E6') || line.startsWith(u'\u25AA');
}

QString withoutBullet(const QString &paragraph)
{
    if (paragraph.startsWith(u'\u2022') || paragraph.startsWith(u'\u25E6') || paragraph.startsWith(u'\u25AA'))
        return paragraph.mid(1).trimmed();
    return paragraph;
}

// The IPG's labelled blocks, as the PDF sets them on lines of their own.
QString partLabel(QStringView line)
{
    const QString l = line.toString().toCaseFolded();
    if (l == u"definition")
        return QStringLiteral("Definition");
    if (l == u"examples" || l == u"example")
        return QStringLiteral("Examples");
    if (l == u"philosophy")
        return QStringLiteral("Philosophy");
    if (l == u"additional remedy" || l == u"additional remedies")
        return QStringLiteral("Additional Remedy");
    return {};
}

struct Line {
    QString text; // spaces collapsed
    int number;   // 1-based
};

// Where a section's lines go: paragraphs of the section, or of an IPG block.
class SectionBuilder {
public:
    SectionBuilder(PolicySection &section, const QSet<QString> &vocabulary)
        : m_section(section), m_vocabulary(vocabulary)
    {
    }

    // endsEarly: the line stops before the width of the page although the next word
    // would have fitted on it, so it ends its paragraph. nextStartsItem: the line after
    // this one starts an item of a list (a line ending in a colon over it, after a
    // sentence, starts a paragraph: "The following cards are banned …:").
    void addLine(const QString &line, bool endsEarly, bool nextStartsItem = false)
    {
        if (!m_section.category.isEmpty()) {
            const QString label = partLabel(line);
            if (!label.isEmpty()) {
                flush();
                m_section.parts.push_back({label, {}});
                m_previousEndedEarly = true;
                return;
            }
        }
        const bool upgrade = line.startsWith(u"Upgrade:") || line.startsWith(u"Downgrade:");
        if (!m_lines.isEmpty()
            && ((m_previousEndedEarly && !continuesItem(line, nextStartsItem)) || upgrade || line.startsWith(u"Example:")
                || isBulleted(line) || (startsItem(line) && endsSentence(m_lines.back()))
                || (nextStartsItem && line.endsWith(u':') && endsSentence(m_lines.back())))) {
            flush();
        }
        m_lines << line;
        m_previousEndedEarly = endsEarly;
    }

    // A line that stands alone whatever its length: a sub-heading inside a section.
    void addStandalone(const QString &line)
    {
        if (!m_section.category.isEmpty() && !partLabel(line).isEmpty()) {
            addLine(line, true);
            return;
        }
        flush();
        m_lines << line;
        flush();
    }

    // A table's row: its first line ends what came before; its further lines join it
    // whatever their length.
    void startRow(const QString &line)
    {
        flush();
        m_lines << line;
        m_previousEndedEarly = true;
        m_linesAreRow = true;
    }
    void continueRow(const QString &line)
    {
        m_lines << line;
        m_previousEndedEarly = true;
    }

    void flush()
    {
        if (m_lines.isEmpty())
            return;
        QString paragraph = withoutBullet(joinWrappedLines(m_lines, m_vocabulary));
        m_lines.clear();
        m_previousEndedEarly = false;
        const bool row = std::exchange(m_linesAreRow, false);
        if (paragraph.isEmpty())
            return;
        if (!m_section.category.isEmpty()) {
            for (const QString &label : {QStringLiteral("Upgrade"), QStringLiteral("Downgrade")}) {
                if (paragraph.startsWith(label + u':')) {
                    paragraph = paragraph.mid(label.size() + 1).trimmed();
                    if (m_section.parts.empty() || m_section.parts.back().label != label)
                        m_section.parts.push_back({label, {}});
                }
            }
            if (!m_section.parts.empty()) {
                m_section.parts.back().paragraphs << paragraph;
                return;
            }
        }
        if (row)
            m_rowParagraphs.push_back(m_section.paragraphs.size());
        m_section.paragraphs << paragraph;
    }

    // Each table's rows (paragraphs made from rows, one after another) with their cells
    // apart where their words show them; called once the section is read.
    void setCellsApart()
    {
        flush();
        for (size_t i = 0; i < m_rowParagraphs.size();) {
            size_t j = i + 1;
            while (j < m_rowParagraphs.size() && m_rowParagraphs[j] == m_rowParagraphs[j - 1] + 1)
                ++j;
            const qsizetype first = m_rowParagraphs[i];
            const qsizetype count = qsizetype(j - i);
            const QStringList rows = rowsWithCells(m_section.paragraphs.mid(first, count));
            for (qsizetype r = 0; r < count; ++r)
                m_section.paragraphs[first + r] = rows.at(r);
            i = j;
        }
        m_rowParagraphs.clear();
    }

private:
    // A list set in narrow columns ends every line early, its items' wrapped lines too:
    // a line that starts no item goes on with the item above when it cannot start a
    // paragraph ("(25 cards)", "into the game …"), when the item left a bracket open
    // ("… (effective" / "November 10, 2025)"), or when the list goes on after it and the
    // line is words that end no sentence (an item follows: "… Avatar: The Last" /
    // "Airbender" / "• Lorwyn Eclipsed"; not "The following cards are restricted …:"
    // over the next list, nor a flattened table's row of figures).
    bool continuesItem(const QString &line, bool nextStartsItem) const
    {
        if (!isBulleted(m_lines.front()) || startsItem(line) || endsSentence(m_lines.back()))
            return false;
        if (!line.front().isUpper() && !line.front().isDigit())
            return true;
        qsizetype open = 0;
        for (const QString &l : m_lines)
            open += l.count(u'(') - l.count(u')');
        return open > 0 || (nextStartsItem && line.front().isLetter() && !endsSentence(line));
    }

    PolicySection &m_section;
    const QSet<QString> &m_vocabulary;
    QStringList m_lines;
    bool m_previousEndedEarly = false;
    bool m_linesAreRow = false;              // m_lines began with a table's row
    std::vector<qsizetype> m_rowParagraphs; // the section's paragraphs made from rows
};

// Every word of four letters or more capitalised: "General Unwanted Behaviors", not "A
// player sees a card in a library".
bool isTitleCase(QStringView text)
{
    bool any = false;
    for (const QStringView word : text.split(u' ', Qt::SkipEmptyParts)) {
        qsizetype letters = 0;
        for (const QChar c : word)
            letters += c.isLetter() ? 1 : 0;
        if (letters < 4)
            continue;
        if (!word.front().isUpper())
            return false;
        any = true;
    }
    return any;
}

// A copy that lost its title: its first line of words is the date line ("Effective June 1,
// 2031"), and numbered headings follow. The CR states its date in a sentence ("These rules
// are effective as of …"), never on a line of its own.
bool opensWithDateLine(QStringView head, bool (*skip)(QStringView line))
{
    for (const QStringView raw : head.split(u'\n')) {
        const QString line = collapsedSpaces(raw);
        if (line.isEmpty() || skip(line))
            continue;
        return isStatedDateLine(line);
    }
    return false;
}

// The text before the first heading: the document does not title it.
PolicySection introduction(int line)
{
    PolicySection s;
    s.title = QStringLiteral("Introduction");
    s.sourceLine = line;
    return s;
}

} // namespace

bool recognisesPdfTextDump(QStringView text)
{
    const QStringView head = text.left(16384);
    if (head.contains(u'\t') || head.contains(u'<') || head.trimmed().startsWith(u'{'))
        return false;
    // A mail or news post (the 1994 rules) is the plain-text rules' shape.
    static const QRegularExpression mailHeader(QStringLiteral(R"(^(?:From|Path|Newsgroups|Subject|Date): )"));
    if (mailHeader.match(head).hasMatch())
        return false;
    const auto pageNumber = [](QStringView line) { return isPageNumberText(line.toString()); };
    return opensWithTitleAndDate(head, kHeaderLines, pageNumber) || opensWithDateLine(head, pageNumber);
}

PolicyDocument readPdfTextDump(const QString &text, const QString &fileName)
{
    PolicyDocument doc;
    std::vector<Line> lines;
    {
        int n = 0;
        for (const QStringView raw : QStringView(text).split(u'\n')) {
            ++n;
            lines.push_back({collapsedSpaces(raw), n});
        }
    }

    // Page furniture: a number alone on a line is a page number when it follows the last
    // one (a blank page skips one); a table cell "7" in the middle of page 51 is not.
    std::vector<bool> furniture(lines.size(), false);
    int lastPage = 0;
    std::vector<size_t> pageStarts;
    for (size_t i = 0; i < lines.size(); ++i) {
        const QString &l = lines[i].text;
        if (l.isEmpty()) {
            furniture[i] = true;
            continue;
        }
        if (isPageNumberText(l)) {
            const int page = l.toInt();
            if (page > lastPage && page <= lastPage + 3) {
                furniture[i] = true;
                lastPage = page;
                pageStarts.push_back(i);
            }
        }
    }
    // A running header: the same line next to the page number on most pages.
    if (pageStarts.size() >= 3) {
        QHash<QString, std::vector<size_t>> beside;
        for (const size_t p : pageStarts)
            for (const size_t j : {p + 1, p - 1})
                if (j < lines.size() && !furniture[j] && !lines[j].text.isEmpty())
                    beside[lines[j].text].push_back(j);
        for (auto it = beside.cbegin(); it != beside.cend(); ++it)
            if (it->size() * 2 >= pageStarts.size() && it->size() >= 3)
                for (const size_t j : *it)
                    furniture[j] = true;
    }

    // The title and the stated date.
    size_t bodyStart = 0;
    int titleLine = 0;
    {
        int seen = 0;
        for (size_t i = 0; i < lines.size() && seen < kHeaderLines; ++i) {
            if (furniture[i])
                continue;
            ++seen;
            const QString &l = lines[i].text;
            if (titleLine == 0) {
                if (const auto d = documentOfTitle(l); d && l.size() < 120) {
                    doc.document = *d;
                    doc.title = titleCased(l);
                    titleLine = lines[i].number;
                    furniture[i] = true;
                    bodyStart = i + 1;
                    continue;
                }
                // No title: the date line opening the text stands where it would be.
                if (seen > 1 || !isStatedDateLine(l))
                    continue;
                doc.documentStated = false;
                titleLine = lines[i].number;
            }
            if (const auto date = findStatedDate(l)) {
                if (date->date.isEmpty())
                    throw ImportError(fileName, lines[i].number,
                                      QStringLiteral("a stated date that names a real day, not \"%1\"").arg(date->words));
                doc.date = date->date;
                furniture[i] = true;
                bodyStart = i + 1;
                break;
            }
        }
    }
    if (titleLine == 0)
        throw ImportError(fileName, 1,
                          QStringLiteral("the title of the Magic Tournament Rules, the Infraction Procedure Guide or "
                                         "Judging at Regular REL among the first lines"));

    // The table of contents: its lines are dropped, its entries say which body lines are
    // headings and how the document spells their titles in mixed case. An entry too long
    // for one line is on two or three, the dotted leader on the last.
    ContentsList contents;
    std::vector<size_t> leaders;
    for (size_t i = bodyStart; i < lines.size(); ++i)
        if (!furniture[i] && lines[i].text.size() <= kContentsLineAtMost && contentsLine().match(lines[i].text).hasMatch())
            leaders.push_back(i);
    if (!leaders.empty()) {
        // The list's own heading ("CONTENTS") on the line before its first entry.
        for (size_t j = leaders.front(); j-- > bodyStart;) {
            if (furniture[j])
                continue;
            if (comparableTitle(lines[j].text) == u"contents" || comparableTitle(lines[j].text) == u"tableofcontents")
                furniture[j] = true;
            break;
        }
        size_t previous = leaders.front();
        for (const size_t i : leaders) {
            // The lines since the last entry start this one when they are few; more are
            // text between two lists, left alone.
            std::vector<size_t> start;
            for (size_t j = previous + 1; j < i; ++j)
                if (!furniture[j])
                    start.push_back(j);
            if (start.size() > 2)
                start.clear();
            previous = i;
            QStringList parts;
            for (const size_t j : start) {
                parts << lines[j].text;
                furniture[j] = true;
            }
            furniture[i] = true;
            parts << contentsLine().match(lines[i].text).captured(1).trimmed();
            const QString entry = parts.join(u' ');
            ContentsList::Entry e;
            e.line = lines[start.empty() ? i : start.front()].number;
            if (const auto h = parseHeading(entry)) {
                e.number = h->number;
                e.category = h->category;
                e.title = h->title;
            } else {
                e.title = entry;
            }
            contents.add(std::move(e));
        }
    }
    // The legal notices that close every document ("All trademarks are property of …",
    // then the notices of the licensed sets), on the last lines.
    for (size_t i = lines.size(), seen = 0; i-- > bodyStart && seen < kLegalLinesAtMost;) {
        if (furniture[i])
            continue;
        ++seen;
        if (lines[i].text.startsWith(u"All trademarks are property of")) {
            for (size_t j = i; j < lines.size(); ++j)
                furniture[j] = true;
            break;
        }
    }

    // Wrapped lines fill the width; a line well short of it ends its paragraph.
    std::vector<int> lengths;
    for (size_t i = bodyStart; i < lines.size(); ++i)
        if (!furniture[i])
            lengths.push_back(int(lines[i].text.size()));
    if (lengths.empty())
        throw ImportError(fileName, titleLine, QStringLiteral("the document's text after its title"));
    std::sort(lengths.begin(), lengths.end());
    // Most lines are full: the width of the page in characters, stray long lines (two
    // lines run together, a long address) left out.
    const int width = lengths[lengths.size() * 95 / 100];
    const QSet<QString> vocabulary = wordsOf(text);
    std::vector<size_t> body;
    for (size_t i = bodyStart; i < lines.size(); ++i)
        if (!furniture[i])
            body.push_back(i);
    // A wrapped line is one the next word did not fit on; the letters of a proportional
    // font differ in width, hence the margin.
    std::vector<bool> endsEarly(body.size(), true);
    for (size_t k = 0; k + 1 < body.size(); ++k) {
        const QString &next = lines[body[k + 1]].text;
        qsizetype word = next.indexOf(u' ');
        if (word < 0)
            word = next.size();
        endsEarly[k] = (lines[body[k]].text.size() + 1 + word) * 100 < width * 87;
    }

    // A short line between two paragraphs that is no sentence ("Disqualification" over
    // its definition, "Examples" over numbered items): a heading inside a section, a
    // paragraph of its own.
    const auto isSubHeading = [&](size_t k) {
        const QString &t = lines[body[k]].text;
        const QString &next = k + 1 < body.size() ? lines[body[k + 1]].text : QString();
        return k > 0 && k + 1 < body.size() && endsEarly[k] && t.size() * 2 < width && !endsSentence(t)
               && endsSentence(lines[body[k - 1]].text) && (next.front().isUpper() || startsItem(next));
    };

    // First where the headings are, then the text between them.
    std::vector<std::optional<PolicySection>> headingAt(body.size());
    std::vector<QString> innerHeadingAt(body.size()); // a heading inside a section, as the contents spell it
    std::vector<bool> inHeading(body.size(), false);  // a heading's further lines, its penalty's line
    const auto penaltyOnNextLine = [&](size_t k, PolicySection &s) {
        // "2.1. Game Play Error — Missed Trigger" with the penalty on a line of its own.
        if (s.category.isEmpty() || !s.penalty.isEmpty() || k + 1 >= body.size())
            return;
        for (const QString &penalty : penaltyNames())
            if (lines[body[k + 1]].text.compare(penalty, Qt::CaseInsensitive) == 0) {
                s.penalty = penalty;
                inHeading[k + 1] = true;
            }
    };

    if (!contents.isEmpty()) {
        // A heading is found by its number and title, whatever their capitals
        // ("1.1. DEFINITION OF PENALTIES" for "1.1. Definition of Penalties"); any other
        // numbered line is text ("1. Players shuffle …").
        bool numberedSeen = false;
        for (size_t k = 0; k < body.size(); ++k) {
            const Line &line = lines[body[k]];
            const std::optional<Heading> heading = parseHeading(line.text);
            const std::optional<size_t> match = heading ? contents.match(heading->number, heading->category, heading->title)
                                                        : contents.match({}, {}, line.text);
            if (!match)
                continue;
            const ContentsList::Entry &entry = contents.at(*match);
            if (entry.number.isEmpty() && numberedSeen) {
                // An unnumbered entry under an appendix ("Booster Draft Timing"): a
                // heading inside the section, kept as its own paragraph.
                innerHeadingAt[k] = entry.title;
                continue;
            }
            PolicySection s;
            s.number = entry.number;
            s.level = heading && !entry.number.isEmpty() ? heading->level : 1;
            s.sourceLine = line.number;
            if (heading && !entry.number.isEmpty()) {
                s.category = heading->category;
                s.penalty = heading->penalty;
                s.title = isAllCapitals(heading->title) && !isAllCapitals(entry.title) ? entry.title : heading->title;
                numberedSeen = true;
            } else {
                s.title = isAllCapitals(line.text) && !isAllCapitals(entry.title) ? entry.title : line.text;
            }
            penaltyOnNextLine(k, s);
            headingAt[k] = std::move(s);
        }
        for (const size_t c : contents.unmatched())
            doc.warnings << ImportError::describe(fileName, contents.at(c).line,
                                                  QStringLiteral("contents entry \"%1\" has no heading in the text after it")
                                                      .arg(contents.at(c).title));
    } else {
        // No contents list. Numbered headings follow each other: "N." after the section
        // before it (in capitals, or with its first subsection "N.1" next), "N.M" after
        // "N.(M-1)", appendices in letter order; each a line of its own that is no sentence.
        int top = 0;
        int sub = 0;
        QChar appendix = u'A';
        bool numbered = false;
        for (size_t k = 0; k < body.size(); ++k) {
            const QString &t = lines[body[k]].text;
            const std::optional<Heading> h = parseHeading(t);
            if (!h || endsSentence(t) || h->title.size() > 150)
                continue;
            const bool alone = endsEarly[k] || !h->penalty.isEmpty() || isAllCapitals(h->title);
            bool accept = false;
            if (h->number.startsWith(u"Appendix ")) {
                accept = h->number.back() == appendix && alone;
                if (accept)
                    appendix = QChar(appendix.unicode() + 1);
            } else if (h->level == 1) {
                const std::optional<Heading> next = k + 1 < body.size() ? parseHeading(lines[body[k + 1]].text) : std::nullopt;
                const bool firstSubsectionNext = next && next->number == h->number + QStringLiteral(".1");
                accept = appendix == u'A' && h->number.toInt() == top + 1 && (isAllCapitals(h->title) || firstSubsectionNext);
                if (accept) {
                    top = h->number.toInt();
                    sub = 0;
                }
            } else {
                const auto parts = QStringView(h->number).split(u'.');
                accept = appendix == u'A' && parts.size() == 2 && parts[0].toInt() == top && parts[1].toInt() == sub + 1 && alone;
                if (accept)
                    sub = parts[1].toInt();
            }
            if (!accept)
                continue;
            numbered = true;
            PolicySection s;
            s.number = h->number;
            s.level = h->level;
            s.category = h->category;
            s.penalty = h->penalty;
            s.title = titleCased(h->title);
            s.sourceLine = lines[body[k]].number;
            penaltyOnNextLine(k, s);
            headingAt[k] = std::move(s);
        }
        // Nor numbers (the JAR): a heading is one to three lines after the end of a
        // paragraph, the last of them ending early and without a stop, followed by text;
        // titles in title case head the document's parts, sentence-like ones the issues
        // in them.
        for (size_t k = 0; !numbered && k < body.size(); ++k) {
            const QString &first = lines[body[k]].text;
            const bool afterParagraph = k == 0 || endsSentence(lines[body[k - 1]].text) || headingAt[k - 1].has_value()
                                        || inHeading[k - 1];
            if (!afterParagraph || first.isEmpty() || !first.front().isUpper() || startsItem(first))
                continue;
            for (size_t j = k; j < body.size() && j < k + 3; ++j) {
                const QString &t = lines[body[j]].text;
                if (endsSentence(t) || t.endsWith(u','))
                    break;
                if (!endsEarly[j])
                    continue;
                const bool textFollows = j + 1 < body.size()
                                         && (lines[body[j + 1]].text.front().isUpper() || startsItem(lines[body[j + 1]].text));
                if (textFollows) {
                    QStringList titleLines;
                    for (size_t i = k; i <= j; ++i) {
                        titleLines << lines[body[i]].text;
                        inHeading[i] = i > k;
                    }
                    PolicySection s;
                    s.title = joinWrappedLines(titleLines, vocabulary);
                    s.level = isTitleCase(s.title) ? 1 : 2;
                    s.sourceLine = lines[body[k]].number;
                    headingAt[k] = std::move(s);
                    k = j;
                }
                break;
            }
        }
    }

    // The appendices' tables: where their rows begin and go on.
    std::vector<textdump::RowPlace> rowPlace(body.size(), textdump::RowPlace::Text);
    {
        std::vector<size_t> sectionLines;
        const auto placeRows = [&] {
            std::vector<QString> texts;
            std::vector<bool> early;
            for (const size_t k : sectionLines) {
                texts.push_back(lines[body[k]].text);
                early.push_back(endsEarly[k]);
            }
            const std::vector<textdump::RowPlace> places = textdump::tableRowPlaces(texts, early);
            for (size_t i = 0; i < sectionLines.size(); ++i)
                rowPlace[sectionLines[i]] = places[i];
            sectionLines.clear();
        };
        bool inAppendix = false;
        for (size_t k = 0; k < body.size(); ++k) {
            if (headingAt[k]) {
                placeRows();
                inAppendix = headingAt[k]->number.startsWith(u"Appendix ");
            } else if (inAppendix && !inHeading[k]) {
                sectionLines.push_back(k);
            }
        }
        placeRows();
    }

    std::unique_ptr<SectionBuilder> builder;
    for (size_t k = 0; k < body.size(); ++k) {
        if (inHeading[k])
            continue;
        if (headingAt[k]) {
            if (builder)
                builder->setCellsApart();
            doc.sections.push_back(std::move(*headingAt[k]));
            builder = std::make_unique<SectionBuilder>(doc.sections.back(), vocabulary);
            continue;
        }
        const Line &line = lines[body[k]];
        if (!builder) {
            doc.sections.push_back(introduction(line.number));
            builder = std::make_unique<SectionBuilder>(doc.sections.back(), vocabulary);
            // Its own heading ("INTRODUCTION") where no contents list named it.
            if (k + 1 < body.size() && endsEarly[k] && !endsSentence(line.text) && line.text.size() * 2 < width
                && !startsItem(line.text) && lines[body[k + 1]].text.front().isUpper()) {
                doc.sections.back().title = titleCased(line.text);
                continue;
            }
        }
        if (rowPlace[k] == textdump::RowPlace::Starts)
            builder->startRow(line.text);
        else if (rowPlace[k] == textdump::RowPlace::Continues)
            builder->continueRow(line.text);
        else if (!innerHeadingAt[k].isEmpty())
            builder->addStandalone(innerHeadingAt[k]);
        else if (isSubHeading(k))
            builder->addStandalone(line.text);
        else
            builder->addLine(line.text, endsEarly[k], k + 1 < body.size() && startsItem(lines[body[k + 1]].text));
    }
    if (builder)
        builder->setCellsApart();
    // The penalty quick reference's rows, flattened into words: their cells apart again.
    for (PolicySection &s : doc.sections)
        if (s.number.startsWith(u"Appendix "))
            s.paragraphs = penaltyTableRows(s.paragraphs);

    if (doc.sections.empty())
        throw ImportError(fileName, titleLine, QStringLiteral("sections after the title"));
    separateExamples(doc);
    return doc;
}

} // namespace importers::policy
