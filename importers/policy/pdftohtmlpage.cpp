#include "policy/pdftohtmlpage.h"

#include "importerror.h"
#include "policy/pdftohtmllines.h"
#include "policy/pdftohtmltable.h"
#include "policy/policyhtml.h"
#include "policy/policytext.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <map>

namespace importers::policy {

using namespace html;
using pdftohtml::Fragment;
using pdftohtml::Line;

namespace {

struct Font {
    int size = 12;
    int lineHeight = 0;
};

QHash<QString, Font> fontsOf(const GumboNode *root)
{
    QHash<QString, Font> fonts;
    static const QRegularExpression rule(QStringLiteral(R"(\.(ft\d+)\s*\{([^}]*)\})"));
    static const QRegularExpression size(QStringLiteral(R"(font-size:\s*(\d{1,4})px)"));
    static const QRegularExpression height(QStringLiteral(R"(line-height:\s*(\d{1,4})px)"));
    walk(root, [&](const GumboNode *n) {
        if (!isElement(n, GUMBO_TAG_STYLE))
            return Visit::Descend;
        const GumboVector *children = childrenOf(n);
        for (unsigned i = 0; i < children->length; ++i) {
            const auto *c = static_cast<const GumboNode *>(children->data[i]);
            if (c->type != GUMBO_NODE_TEXT && c->type != GUMBO_NODE_WHITESPACE && c->type != GUMBO_NODE_CDATA)
                continue;
            const QString css = QString::fromUtf8(c->v.text.text);
            for (auto it = rule.globalMatch(css); it.hasNext();) {
                const auto m = it.next();
                Font f;
                if (const auto s = size.match(m.capturedView(2)); s.hasMatch())
                    f.size = std::max(1, s.captured(1).toInt());
                if (const auto h = height.match(m.capturedView(2)); h.hasMatch())
                    f.lineHeight = h.captured(1).toInt();
                fonts.insert(m.captured(1), f);
            }
        }
        return Visit::Skip;
    });
    return fonts;
}

std::vector<Fragment> fragmentsOf(const GumboNode *root, const QHash<QString, Font> &fonts)
{
    static const QRegularExpression position(QStringLiteral(R"(top:\s*(-?\d{1,6})px;\s*left:\s*(-?\d{1,6})px)"));
    static const QRegularExpression pageId(QStringLiteral(R"(^page\d+-div$)"));
    std::vector<Fragment> out;
    int page = 0;
    walk(root, [&](const GumboNode *n) {
        if (n->type != GUMBO_NODE_ELEMENT)
            return Visit::Skip;
        const GumboTag tag = n->v.element.tag;
        if (tag == GUMBO_TAG_IMG || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_TITLE
            || tag == GUMBO_TAG_HEAD)
            return Visit::Skip;
        if (tag == GUMBO_TAG_DIV && pageId.match(attribute(n, "id")).hasMatch()) {
            ++page;
            return Visit::Descend;
        }
        if (tag != GUMBO_TAG_P)
            return Visit::Descend;
        const auto m = position.match(attribute(n, "style"));
        if (!m.hasMatch())
            return Visit::Skip;
        const Font font = fonts.value(attribute(n, "class"));
        const int step = font.lineHeight > 0 ? font.lineHeight : font.size + font.size / 5;
        const std::vector<LinePiece> pieces = brokenLinesOf(n);
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            Fragment f;
            f.page = page;
            f.top = m.captured(1).toInt() + int(i) * step;
            f.left = m.captured(2).toInt();
            f.size = font.size;
            f.bold = pieces[i].bold;
            f.breakBefore = i > 0;
            f.sourceLine = lineOf(n);
            f.text = pieces[i].text;
            f.order = int(out.size());
            out.push_back(std::move(f));
        }
        return Visit::Skip;
    });
    return out;
}

// The fragments of each page grouped into lines: at one top (±3 px), or sharing a foot
// (small capitals: the big letter stands higher than the rest of the word). Each line's
// fragments left to right; its text is made by finishLine.
std::vector<Line> groupedLines(std::vector<Fragment> fragments)
{
    std::stable_sort(fragments.begin(), fragments.end(), [](const Fragment &a, const Fragment &b) {
        return std::tie(a.page, a.top, a.left) < std::tie(b.page, b.top, b.left);
    });
    std::vector<Line> lines;
    std::size_t pageStart = 0;
    for (Fragment &f : fragments) {
        if (!lines.empty() && lines.back().page != f.page)
            pageStart = lines.size();
        Line *into = nullptr;
        // Only the last few lines of the page can share the fragment's height.
        for (std::size_t i = lines.size(); i > pageStart && i + 4 > lines.size(); --i) {
            Line &l = lines[i - 1];
            if (std::abs(f.top - l.top) <= 3 || std::abs(f.top + f.size - l.bottom) <= 3) {
                into = &l;
                break;
            }
        }
        if (!into) {
            lines.push_back(Line{});
            into = &lines.back();
            into->page = f.page;
            into->top = f.top;
            into->bottom = f.top + f.size;
            into->sourceLine = f.sourceLine;
        }
        into->breakBefore = into->breakBefore || f.breakBefore;
        into->fragments.push_back(std::move(f));
    }
    for (Line &l : lines)
        std::stable_sort(l.fragments.begin(), l.fragments.end(),
                         [](const Fragment &a, const Fragment &b) { return a.left < b.left; });
    return lines;
}

// A line's text from its fragments, and its cells where the page leaves a wide gap.
void finishLine(Line &l)
{
    l.size = 0;
    l.bold = true;
    l.cells.clear();
    QString joined;
    QString cell;
    int end = -1;
    for (const Fragment &f : l.fragments) {
        const bool blank = collapsedSpaces(f.text).isEmpty();
        l.size = std::max(l.size, f.size);
        l.bold = l.bold && (f.bold || blank);
        // A wide gap after where the text before ends (a letter is about half the
        // font's size wide): a table's next column.
        if (end >= 0 && !blank && f.left - end > 5 * f.size) {
            if (!collapsedSpaces(cell).isEmpty())
                l.cells << collapsedSpaces(cell);
            cell.clear();
        }
        // Words the page sets apart are apart, whether or not the fragment ends in a space.
        if (end >= 0 && !blank && f.left - end > 2 * f.size)
            joined += u' ';
        joined += f.text;
        cell += f.text;
        if (!blank)
            end = f.left + int(f.text.size()) * f.size / 2;
    }
    if (!collapsedSpaces(cell).isEmpty())
        l.cells << collapsedSpaces(cell);
    l.text = collapsedSpaces(joined);
    if (l.text.isEmpty())
        l.bold = false;
}

bool isBullet(const Fragment &f)
{
    const QString t = collapsedSpaces(f.text);
    return !t.isEmpty() && QStringView(u"\u2022\u25CF\u25AA\u00B7").contains(t.front()) && (t.size() == 1 || t.at(1) == u' ');
}

// Where a page sets a list in columns side by side (the formats' sets and banned cards),
// the columns' lines share their heights, so grouping by height interleaves them ("Mox
// Emerald into the game (56 Cards). Click here for the"). Such columns are known by their
// bullets: two or more runs of bullets, each at its own left edge far from the others',
// down the same stretch of the page. Through that stretch (the lines that start at or
// right of the first column and cross no gap between columns) each line is cut at the
// columns' edges, and the first column is read down before the next. A table (its cells
// carry no bullets of their own past the first column) is left in rows.
void readPageColumns(std::vector<Line> &lines, std::size_t start, std::size_t end, std::vector<Line> &out)
{
    struct Bullet {
        int left, top, size;
    };
    std::vector<Bullet> bullets;
    for (std::size_t i = start; i < end; ++i)
        for (const Fragment &f : lines[i].fragments)
            if (isBullet(f))
                bullets.push_back({f.left, f.top, f.size});
    std::sort(bullets.begin(), bullets.end(), [](const Bullet &a, const Bullet &b) { return a.left < b.left; });
    struct Column {
        int left, top, bottom, count;
    };
    std::vector<Column> columns;
    for (std::size_t b = 0; b < bullets.size();) {
        std::size_t e = b;
        Column c{bullets[b].left, bullets[b].top, bullets[b].top, 0};
        while (e < bullets.size() && bullets[e].left - bullets[b].left <= 8) {
            c.top = std::min(c.top, bullets[e].top);
            c.bottom = std::max(c.bottom, bullets[e].top);
            ++c.count;
            ++e;
        }
        // A column's edge is far right of the one before (not a nested list's indent), and its
        // bullets stand beside that column's.
        const bool apart = columns.empty()
                           || (c.left - columns.back().left > 10 * bullets[b].size && c.top <= columns.front().bottom
                               && c.bottom >= columns.front().top);
        if (c.count >= 2 && apart)
            columns.push_back(c);
        b = e;
    }
    if (columns.size() < 2) {
        std::move(lines.begin() + std::ptrdiff_t(start), lines.begin() + std::ptrdiff_t(end), std::back_inserter(out));
        return;
    }
    constexpr int kMargin = 4;
    const auto columnOf = [&](const Fragment &f) {
        std::size_t c = 0;
        while (c + 1 < columns.size() && f.left >= columns[c + 1].left - kMargin)
            ++c;
        return c;
    };
    // Starts within the columns and runs across no edge between them (estimating a
    // fragment's width as the font's half size a letter, as finishLine does).
    const auto inColumns = [&](const Line &l) {
        for (const Fragment &f : l.fragments) {
            if (collapsedSpaces(f.text).isEmpty())
                continue;
            if (f.left < columns.front().left - kMargin)
                return false;
            const int right = f.left + int(f.text.trimmed().size()) * f.size / 2;
            for (std::size_t c = 1; c < columns.size(); ++c)
                if (f.left < columns[c].left - kMargin && right > columns[c].left + f.size)
                    return false;
        }
        return true;
    };
    const auto bulletBeyondFirst = [&](const Line &l) {
        return std::any_of(l.fragments.begin(), l.fragments.end(),
                           [&](const Fragment &f) { return isBullet(f) && columnOf(f) > 0; });
    };
    for (std::size_t i = start; i < end;) {
        if (!bulletBeyondFirst(lines[i]) || !inColumns(lines[i])) {
            out.push_back(std::move(lines[i++]));
            continue;
        }
        // The stretch: down to a line that leaves the columns, or a gap wider than the
        // list's lines leave (the page's number below it).
        std::size_t stretchEnd = i + 1;
        while (stretchEnd < end && inColumns(lines[stretchEnd])
               && lines[stretchEnd].top - lines[stretchEnd - 1].top <= 3 * std::max(lines[stretchEnd - 1].bottom - lines[stretchEnd - 1].top, 8))
            ++stretchEnd;
        // Each column's fragments grouped into lines again on their own: a column's line
        // may stand a few pixels off the other's and have been grouped with it.
        for (std::size_t c = 0; c < columns.size(); ++c) {
            std::vector<Fragment> inColumn;
            for (std::size_t k = i; k < stretchEnd; ++k)
                for (const Fragment &f : lines[k].fragments)
                    if (columnOf(f) == c)
                        inColumn.push_back(f);
            for (Line &part : groupedLines(std::move(inColumn)))
                if (std::any_of(part.fragments.begin(), part.fragments.end(),
                                [](const Fragment &f) { return !collapsedSpaces(f.text).isEmpty(); }))
                    out.push_back(std::move(part));
        }
        i = stretchEnd;
    }
}

std::vector<Line> readColumnByColumn(std::vector<Line> lines)
{
    std::vector<Line> out;
    out.reserve(lines.size());
    for (std::size_t start = 0; start < lines.size();) {
        std::size_t end = start;
        while (end < lines.size() && lines[end].page == lines[start].page)
            ++end;
        readPageColumns(lines, start, end, out);
        start = end;
    }
    return out;
}

std::vector<Line> linesOf(std::vector<Fragment> fragments)
{
    std::vector<Line> lines = readColumnByColumn(groupedLines(std::move(fragments)));
    for (Line &l : lines)
        finishLine(l);
    return pdftohtml::tablesInRows(std::move(lines));
}

// "1.1 Tournament Types ........ 5": the contents' entry without its leader and page.
std::optional<QString> contentsEntry(const QString &line)
{
    static const QRegularExpression leader(QStringLiteral(R"(\s*(?:\.\s*){4,}\s*\d{0,4}\s*$|\s*(?:\x{2026}\s*){2,}\s*\d{0,4}\s*$)"));
    const auto m = leader.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    return collapsedSpaces(QStringView(line).left(m.capturedStart()));
}

// Where a line's words start on the page.
int leftOf(const Line &l)
{
    for (const Fragment &f : l.fragments)
        if (!collapsedSpaces(f.text).isEmpty())
            return f.left;
    return 0;
}

class Reader {
public:
    // untitled: the pages name no document; their lines are read from the first, the
    // document left unstated.
    Reader(const QString &fileName, PolicyDocument &document, bool untitled = false)
        : m_fileName(fileName)
        , m_document(document)
        , m_builder(document, fileName)
        , m_untitled(untitled)
    {
        m_document.documentStated = !untitled;
    }

    static ImportError noTitle(const QString &fileName)
    {
        return ImportError(fileName, 0,
                           QStringLiteral("no line names the document: expected a title such as \"Magic: The "
                                          "Gathering Tournament Rules\" at the top of the first page"));
    }

    bool foundTitle() const { return !m_title.isEmpty(); }

    void read(std::vector<Line> lines)
    {
        dropPageFurniture(lines);
        QString all;
        for (const Line &l : lines)
            all += l.text + u'\n';
        m_vocabulary = wordsOf(all);
        std::map<int, int> sizes; // the body's size: the commonest
        for (const Line &l : lines) {
            if (!l.text.isEmpty())
                sizes[l.size] += int(l.text.size());
            if (const auto entry = contentsEntry(l.text))
                if (const auto h = parseHeading(*entry))
                    m_builder.setContentsTitle(h->number, h->title, l.sourceLine);
        }
        int commonest = 0;
        for (const auto &[size, count] : sizes)
            if (count > commonest) {
                commonest = count;
                m_bodySize = size;
            }
        // Contents entries, and an entry the PDF printed without its leader between two
        // that have one ("Byes 52").
        std::vector<bool> contents(lines.size(), false);
        for (std::size_t i = 0; i < lines.size(); ++i)
            contents[i] = contentsEntry(lines[i].text).has_value();
        static const QRegularExpression pageNumber(QStringLiteral(R"(\S\s+\d{1,3}$)"));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (contents[i] || !pageNumber.match(lines[i].text).hasMatch())
                continue;
            std::size_t before = i, after = i + 1;
            while (before > 0 && lines[before - 1].text.isEmpty())
                --before;
            while (after < lines.size() && lines[after].text.isEmpty())
                ++after;
            contents[i] = before > 0 && contents[before - 1] && after < lines.size() && contents[after];
        }
        const Line *previous = nullptr;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const Line &l = lines[i];
            if (contents[i] && (!m_title.isEmpty() || m_untitled)) {
                flush();
                m_blankSince = false;
                previous = &l;
                continue; // the contents list (read beforehand)
            }
            line(l, previous);
            if (!l.text.isEmpty())
                previous = &l;
            else
                m_blankSince = true;
        }
        flush();
        if (m_title.isEmpty() && !m_untitled)
            return; // nothing was read: the caller reads the pages again as untitled
        if (m_document.sections.empty() && m_untitled)
            throw noTitle(m_fileName);
        m_builder.finish();
    }

private:
    // Page furniture: a page's number alone as its first or last line, and a running
    // header or footer, the same words (numbers aside) at the top or foot of many pages.
    static void dropPageFurniture(std::vector<Line> &lines)
    {
        static const QRegularExpression number(QStringLiteral(R"(^\d{1,3}$)"));
        static const QRegularExpression digits(QStringLiteral(R"(\d+)"));
        struct Edge {
            std::size_t index;
            QString key;
        };
        std::vector<Edge> edges;
        QHash<QString, QSet<int>> pagesOfKey;
        int pages = 0;
        std::size_t start = 0;
        while (start < lines.size()) {
            std::size_t end = start;
            while (end < lines.size() && lines[end].page == lines[start].page)
                ++end;
            ++pages;
            std::size_t first = start, last = end;
            while (first < end && lines[first].text.isEmpty())
                ++first;
            while (last > first && lines[last - 1].text.isEmpty())
                --last;
            if (first < last && number.match(lines[first].text).hasMatch())
                lines[first].text.clear();
            if (last > first && number.match(lines[last - 1].text).hasMatch())
                lines[last - 1].text.clear();
            for (std::size_t i : {first, last - 1}) {
                if (i < start || i >= end || lines[i].text.isEmpty())
                    continue;
                QString key = lines[i].text;
                key.replace(digits, QStringLiteral("#"));
                edges.push_back({i, key});
                pagesOfKey[key].insert(lines[i].page);
            }
            start = end;
        }
        for (const Edge &e : edges) {
            const qsizetype on = pagesOfKey.value(e.key).size();
            if (on >= 3 && on * 3 >= pages)
                lines[e.index].text.clear();
        }
    }

    void line(const Line &l, const Line *previous)
    {
        const QString &text = l.text;
        if (text.isEmpty())
            return;
        if (m_title.isEmpty() && !m_untitled) {
            if (const auto document = documentOfTitle(text)) {
                m_document.document = *document;
                m_document.title = text;
                m_title = text;
            }
            m_blankSince = false;
            return;
        }
        if (!m_dateSeen && text.size() < 80 && findStatedDate(text)) {
            m_dateSeen = true;
            return;
        }
        if (text.compare(u"Contents", Qt::CaseInsensitive) == 0)
            return;
        if (text.compare(u"Introduction", Qt::CaseInsensitive) == 0) {
            flush();
            if (!m_builder.hasSection())
                m_builder.beginIntroduction(QStringLiteral("Introduction"), l.sourceLine);
            else if (m_builder.current().number.isEmpty() && m_builder.current().paragraphs.isEmpty())
                m_builder.current().sourceLine = l.sourceLine;
            else
                m_builder.paragraph(text);
            m_blankSince = false;
            return;
        }
        if (heading(l))
            return;
        if (m_builder.inInfraction() && partLabelOf(text)) {
            flush();
            m_builder.part(text);
            m_blankSince = false;
            return;
        }
        if (m_document.document == rulesdb::Document::JAR && l.bold && m_builder.hasSection()) {
            // The JAR's headings: its sections in a bigger type, its issues in the body's.
            const int level = l.size > m_bodySize ? 1 : 2;
            if (level == 2 && m_jarHeadingOpen && previous && previous->bold && previous->page == l.page
                && l.top - previous->top < 2 * l.size) {
                m_builder.current().title += u' ' + text;
                return;
            }
            flush();
            m_builder.beginUnnumbered(text, level, l.sourceLine);
            m_jarHeadingOpen = true;
            m_blankSince = false;
            return;
        }
        m_jarHeadingOpen = false;
        textLine(l, previous);
        m_blankSince = false;
    }

    // A numbered heading is one the contents list, with its words, in order.
    bool heading(const Line &l)
    {
        const auto h = parseHeading(l.text);
        if (!h)
            return false;
        if (!m_lastNumber.isEmpty() && !numberBefore(m_lastNumber, h->number))
            return false;
        // Without a contents list, a heading is a numbered line all in bold.
        const QString contents = m_builder.hasContents() ? m_builder.contentsTitle(h->number) : h->title;
        if (contents.isEmpty() || !startsWithWords(h->title, contents) || (!m_builder.hasContents() && !l.bold))
            return false;
        flush();
        Heading heading = *h;
        const QString rest = collapsedSpaces(QStringView(h->title).mid(contents.size()));
        heading.title = h->title.left(contents.size());
        if (isAllCapitals(heading.title))
            heading.title = contents;
        m_builder.beginSection(heading, l.sourceLine);
        m_lastNumber = h->number;
        m_blankSince = false;
        if (!rest.isEmpty())
            m_pending << rest;
        return true;
    }

    void textLine(const Line &l, const Line *previous)
    {
        // A bullet with no item after it (an empty place in a list's column).
        if (l.text.size() == 1 && QStringView(u"\u2022\u25CF\u25AA").contains(l.text.front()))
            return;
        if (!m_builder.hasSection())
            m_builder.beginIntroduction(QStringLiteral("Introduction"), l.sourceLine);
        const bool row = l.cells.size() >= 2;
        if (row) {
            flush();
            m_builder.paragraph(l.cells.join(QStringLiteral(" | ")));
            m_lastWasRow = true;
            return;
        }
        // A blank line parts paragraphs on a page; those around a page break do not.
        const bool blank = m_blankSince && previous && previous->page == l.page;
        // A line all in bold (a sub-heading such as "Warning") is a paragraph of its own.
        const bool boldChange = previous && previous->bold != l.bold;
        // A line that starts left of where a list's item starts is past the item (the
        // text after a list read column by column, or after a page break).
        const int left = leftOf(l);
        const bool pastItem = !m_pending.isEmpty() && startsItem(m_pending.front()) && left < m_pendingLeft - 4;
        bool newParagraph = m_pending.isEmpty() || blank || boldChange || l.breakBefore || m_lastWasRow
                            || startsItem(l.text) || pastItem;
        if (!newParagraph && previous) {
            if (previous->page == l.page)
                newParagraph = l.top - previous->top > previous->size * 8 / 5;
            else // a page break: the paragraph goes on unless the last one ended
                newParagraph = endsParagraph(m_pending.back()) && l.text.front().isUpper();
        }
        m_lastWasRow = false;
        if (newParagraph)
            flush();
        if (m_pending.isEmpty())
            m_pendingLeft = left;
        m_pending << l.text;
    }

    void flush()
    {
        if (m_pending.isEmpty())
            return;
        if (!m_builder.hasSection())
            m_builder.beginIntroduction(QStringLiteral("Introduction"), 0);
        m_builder.paragraph(joinWrappedLines(m_pending, m_vocabulary));
        m_pending.clear();
    }

    const QString &m_fileName;
    PolicyDocument &m_document;
    Builder m_builder;
    QSet<QString> m_vocabulary;
    QString m_title;
    bool m_untitled = false;
    QString m_lastNumber;
    QStringList m_pending;
    int m_pendingLeft = 0; // where the first line of the pending paragraph starts
    int m_bodySize = 0;
    bool m_dateSeen = false;
    bool m_blankSince = false;
    bool m_lastWasRow = false;
    bool m_jarHeadingOpen = false;
};

} // namespace

bool recognisesPdftohtmlPages(QStringView text)
{
    const QStringView head = text.left(16384);
    return head.contains(u"id=\"page1-div\"") && head.contains(u"position:absolute");
}

PolicyDocument readPdftohtmlPages(const QString &text, const QString &fileName)
{
    PolicyDocument document;
    std::vector<Line> lines;
    {
        const Page page(text);
        const QHash<QString, Font> fonts = fontsOf(page.root());
        lines = linesOf(fragmentsOf(page.root(), fonts));
    }
    Reader reader(fileName, document);
    // The stated date is read from the rebuilt lines: the page's own first line is the
    // converter's date stamp, not the document's.
    QString firstPages;
    for (const Line &l : lines)
        if (l.page <= 3)
            firstPages += l.text + u'\n';
    reader.read(lines);
    if (!reader.foundTitle()) {
        // No title: the sections are read all the same, for --document to say whose they are.
        // Sections no heading was found for tell nothing either: the title is what is missing.
        document = PolicyDocument{};
        try {
            Reader(fileName, document, true).read(std::move(lines));
        } catch (const ImportError &) {
            throw Reader::noTitle(fileName);
        }
    }
    if (const auto stated = findStatedDate(firstPages)) {
        document.date = stated->date;
        if (stated->date.isEmpty())
            document.warnings << ImportError::describe(
                fileName, 0, QStringLiteral("\"%1\" names no real day").arg(stated->words));
    }
    return document;
}

} // namespace importers::policy
