#include "readers/bookpages.h"

#include "importerror.h"
#include "numberedline.h"
#include "text/effectivedate.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <utility>
#include <vector>

namespace importers {
namespace {

const QRegularExpression &pageLine()
{
    // "Page 7", and as other reading sites write it: "Page 7 of 120", "page 7/120", "- Page 7 -".
    static const QRegularExpression re(QStringLiteral(R"(^\s*[-–—]?\s*Page\s+(\d+)(?:\s*(?:of|/)\s*\d+)?\s*[-–—]?\s*$)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

const QRegularExpression &ruleAtIndent()
{
    // Rules, headings and sections, indented or not: "  200.8. …", "201. Characteristics".
    static const QRegularExpression re(QStringLiteral(R"(^[\s\x{00A0}]*\d{1,3}\.(\d+[a-z]*\.?)?\s+\S)"));
    return re;
}

bool isNavigation(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.isEmpty() || t == u"\u00A0" || t.contains(u"Prev") || t.contains(u"Next")
           || t.startsWith(u'\u2039') || t.startsWith(u'\u203A') || t.startsWith(u'\u00AB')
           || t.startsWith(u'\u00BB');
}

struct Page {
    QString file;
    int number = 0;
    int firstBodyLine = 0; // 0-based
    QStringList lines;
    int lastBodyLine = -1;
};

Page readPage(const BookPage &in)
{
    Page page;
    page.file = in.fileName;
    page.lines = in.text.split(u'\n');
    // Furniture at the top: title lines, "Page N", "by Author", up to the first line that
    // is rules text. A page may start in the middle of a sentence (the seam), so the
    // header ends at the author line when there is one.
    int headerEnd = -1;
    for (int i = 0; i < page.lines.size() && i < 15; ++i) {
        const QString t = page.lines[i].trimmed();
        if (const auto m = pageLine().match(t); m.hasMatch()) {
            page.number = m.captured(1).toInt();
            headerEnd = i;
        } else if (headerEnd >= 0 && t.startsWith(QStringLiteral("by "))) {
            headerEnd = i;
            break;
        } else if (ruleAtIndent().match(page.lines[i]).hasMatch()) {
            break;
        }
    }
    page.firstBodyLine = headerEnd + 1;
    page.lastBodyLine = int(page.lines.size()) - 1;
    while (page.lastBodyLine >= page.firstBodyLine && isNavigation(page.lines[page.lastBodyLine]))
        --page.lastBodyLine;
    return page;
}

// Words the book uses, to tell a word a page break split ("ha" + "s") from two words.
class Vocabulary {
public:
    // Every word of every page: a Latin letter, then letters and apostrophes. Read by
    // hand, as a pattern would make a match object of each word; counted as views into
    // one lower-cased copy of the page, as a string of its own for each word would cost
    // an allocation a word.
    void add(QStringView text)
    {
        QString lower = text.toString();
        for (QChar &c : lower)
            if (c >= u'A' && c <= u'Z')
                c = QChar(c.unicode() | 0x20); // the words are ASCII letters: their length stays
        // The copies are kept while their words are counted; a QString's characters stay
        // where they are when the list grows.
        const QStringView page = m_pages.emplace_back(std::move(lower));
        const auto isLatin = [](QChar c) { return c >= u'a' && c <= u'z'; };
        for (qsizetype i = 0; i < page.size();) {
            if (!isLatin(page[i])) {
                ++i;
                continue;
            }
            qsizetype end = i + 1;
            while (end < page.size() && (isLatin(page[end]) || page[end] == u'\'' || page[end] == u'’'))
                ++end;
            ++m_count[page.mid(i, end - i)];
            i = end;
        }
    }
    int count(const QString &w) const { return m_count.value(QStringView(w.toLower())); }

private:
    std::vector<QString> m_pages;
    QHash<QStringView, int> m_count;
};

QString trailingWord(const QString &s)
{
    qsizetype i = s.size();
    while (i > 0 && s[i - 1].isLetter())
        --i;
    return s.mid(i);
}

QString leadingWord(QStringView s)
{
    qsizetype i = 0;
    while (i < s.size() && s[i].isLetter())
        ++i;
    return s.left(i).toString();
}

// Joins text broken across lines or pages: no space before closing punctuation, none
// inside a word that the break split, a space between two words.
void mend(QString &text, QStringView next, const Vocabulary &vocabulary)
{
    const QStringView t = next.trimmed();
    if (t.isEmpty())
        return;
    if (text.isEmpty()) {
        text = t.toString();
        return;
    }
    static const QString closing = QStringLiteral("”’),.;:!?");
    const QChar last = text.back();
    const QChar first = t.front();
    bool glue = closing.contains(first);
    if (!glue && last.isLetter() && first.isLower()) {
        const QString a = trailingWord(text), b = leadingWord(t);
        // Each fragment was counted once, here at the seam: a fragment the book never uses
        // elsewhere is part of a word ("ha" + "s", "a" + "rtifact" where the book knows
        // "artifact"); two words it uses elsewhere stay two ("the" + "creature").
        const bool aKnown = vocabulary.count(a) > 1, bKnown = vocabulary.count(b) > 1;
        const bool wholeKnown = vocabulary.count(a + b) > 0;
        glue = (!aKnown && !bKnown) || (wholeKnown && (!aKnown || !bKnown));
    }
    text += (glue ? QString() : QStringLiteral(" ")) + t.toString();
}

} // namespace

bool looksLikeBookPage(QStringView text)
{
    const QStringList head = text.left(2000).toString().split(u'\n').mid(0, 15);
    bool pageNumber = false;
    for (const QString &l : head)
        pageNumber = pageNumber || pageLine().match(l).hasMatch();
    if (!pageNumber)
        return false;
    static const QRegularExpression indentedRule(QStringLiteral(R"((?m)^[\s\x{00A0}]+\d{3}\.\d+[a-z]*\.?\s)"));
    return indentedRule.match(text).hasMatch();
}

rulesdb::EditionData readBookPages(std::vector<BookPage> input)
{
    std::vector<Page> pages;
    Vocabulary vocabulary;
    for (const BookPage &p : input) {
        pages.push_back(readPage(p));
        vocabulary.add(p.text);
    }
    // Page order is the book's, not the order the files were given in.
    std::stable_sort(pages.begin(), pages.end(), [](const Page &a, const Page &b) { return a.number < b.number; });

    rulesdb::EditionData edition;
    edition.meta.flags = rulesdb::FlagPartial;
    enum { InText, InExample } where = InText;
    bool paragraphBreak = false;
    for (size_t pi = 0; pi < pages.size(); ++pi) {
        const Page &page = pages[pi];
        if (edition.meta.name.isEmpty())
            for (int i = 0; i < page.firstBodyLine; ++i) {
                const QString t = page.lines[i].trimmed();
                if (t.contains(QStringLiteral("Comprehensive Rules"))) {
                    edition.meta.name = t;
                    break;
                }
            }
        bool sawRule = false;
        bool pageStart = true; // the first text of a page continues the page before
        for (int i = page.firstBodyLine; i <= page.lastBodyLine; ++i) {
            const QString &raw = page.lines[i];
            const QStringView line = QStringView(raw).trimmed();
            if (line.isEmpty() || line == u"\u00A0") {
                paragraphBreak = true;
                continue;
            }
            const bool firstTextOfPage = std::exchange(pageStart, false);
            if (edition.meta.date.isEmpty()) {
                if (const auto sentence = findEffectiveSentence(line))
                    edition.meta.date = sentence->date;
            }
            if (isExampleLine(line)) {
                if (edition.rules.empty()) {
                    edition.warnings << ImportError::describe(page.file, i + 1, QStringLiteral("an example before any rule; skipped"));
                    continue;
                }
                edition.rules.back().examples << exampleText(line).toString();
                where = InExample;
                paragraphBreak = false;
                continue;
            }
            const NumberedLine n = readNumberedLine(line);
            if (n.kind == NumberedLine::Number) {
                edition.rules.push_back({n.number, n.text.toString(), {}, i + 1});
                where = InText;
                paragraphBreak = false;
                sawRule = true;
                continue;
            }
            // The rest of a sentence: from the line above, or from the page before.
            if (edition.rules.empty()) {
                edition.warnings << ImportError::describe(page.file, i + 1, QStringLiteral("text before the first rule; skipped"));
                continue;
            }
            rulesdb::RuleEntry &rule = edition.rules.back();
            QString &target = (where == InExample && !rule.examples.isEmpty()) ? rule.examples.last() : rule.text;
            if (paragraphBreak && !firstTextOfPage)
                target += u'\n' + line.toString();
            else
                mend(target, line, vocabulary);
            paragraphBreak = false;
        }
        if (!sawRule)
            throw ImportError(page.file, page.firstBodyLine + 1,
                              QStringLiteral("expected rules such as \"200.8. …\" on this book page; found none"));
        // A page break ends no paragraph: the next page continues the sentence.
        paragraphBreak = false;
    }
    for (size_t i = 1; i < pages.size(); ++i)
        if (pages[i].number != 0 && pages[i].number != pages[i - 1].number + 1)
            edition.warnings << ImportError::describe(pages[i].file, 0, QStringLiteral("page %1 follows page %2: pages in between are missing")
                                                               .arg(pages[i].number)
                                                               .arg(pages[i - 1].number));
    return edition;
}

} // namespace importers
