#include "policy/plaintextrules.h"

#include "importerror.h"
#include "policy/celltable.h"
#include "policy/policyexamples.h"
#include "policy/policytext.h"
#include "text/effectivedate.h"

#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace importers::policy {

namespace {

constexpr int kHeaderLines = 6;

struct Line {
    QString raw;  // as written, TABs kept
    QString text; // spaces collapsed
    int number;   // 1-based
};

std::vector<Line> linesOf(const QString &text)
{
    std::vector<Line> lines;
    int n = 0;
    for (const QStringView raw : QStringView(text).split(u'\n')) {
        ++n;
        lines.push_back({raw.toString(), collapsedSpaces(raw), n});
    }
    return lines;
}

bool isUsenetPost(QStringView text)
{
    static const QRegularExpression header(QStringLiteral(R"(^(?:From|Path|Newsgroups|Subject|Date): )"));
    return header.match(text).hasMatch() && text.left(4096).contains(u"\nNewsgroups: ");
}

// "•<TAB>Standard", "* Constructed …": the list mark goes; a row of TAB-separated cells
// ("15<TAB>50 seconds") keeps its cells apart with " | ".
QString paragraphOf(const QString &raw)
{
    QString t = raw.trimmed();
    if (t.startsWith(u'\u2022') || t.startsWith(u"* ") || t.startsWith(u"*\t"))
        t = t.mid(1).trimmed();
    if (!t.contains(u'\t'))
        return collapsedSpaces(t);
    QStringList cells;
    for (const QStringView cell : QStringView(t).split(u'\t')) {
        const QString c = collapsedSpaces(cell);
        if (!c.isEmpty())
            cells << c;
    }
    return cells.join(QStringLiteral(" | "));
}

bool endsSentence(QStringView line)
{
    while (!line.isEmpty() && (line.back() == u'"' || line.back() == u')' || line.back() == u'\u201D'))
        line.chop(1);
    return !line.isEmpty() && (line.back() == u'.' || line.back() == u':' || line.back() == u'!' || line.back() == u'?');
}

// The legal lines that close the Floor Rules and the Tournament Rules: not rules text.
bool isLegalFooter(const QString &line)
{
    return line.startsWith(u"All trademarks are property of") || line.startsWith(u"Published by Wizards of the Coast")
           || line.contains(u"is a trademark of") || line.contains(u"are trademarks of");
}

struct Header {
    rulesdb::Document document = rulesdb::Document::MTR;
    QString title;
    QString date;
    size_t bodyStart = 0;
    int titleLine = 0;
};

// A title line and an "Effective …" line among the first lines.
Header readHeader(const std::vector<Line> &lines, const QString &fileName, size_t from)
{
    Header h;
    int seen = 0;
    for (size_t i = from; i < lines.size() && seen < kHeaderLines; ++i) {
        const QString &l = lines[i].text;
        if (l.isEmpty())
            continue;
        ++seen;
        if (h.titleLine == 0) {
            if (const auto d = documentOfTitle(l); d && l.size() < 120) {
                h.document = *d;
                h.title = titleCased(l);
                h.titleLine = lines[i].number;
                h.bodyStart = i + 1;
            }
            continue;
        }
        if (const auto date = findStatedDate(l)) {
            if (date->date.isEmpty())
                throw ImportError(fileName, lines[i].number,
                                  QStringLiteral("a stated date that names a real day, not \"%1\"").arg(date->words));
            h.date = date->date;
            h.bodyStart = i + 1;
            break;
        }
    }
    if (h.titleLine == 0)
        throw ImportError(fileName, int(from) + 1,
                          QStringLiteral("the title of the Tournament Rules or the DCI Floor Rules among the first lines"));
    return h;
}

void addParagraph(PolicySection &s, const QString &paragraph)
{
    if (!paragraph.isEmpty())
        s.paragraphs << paragraph;
}

PolicySection introduction(int line)
{
    PolicySection s;
    s.title = QStringLiteral("Introduction");
    s.sourceLine = line;
    return s;
}

// The first Tournament Rules layout: a contents list ("1.1<TAB>Tournament Types<TAB>3"),
// whose entries say which body lines are headings; one paragraph a line.
PolicyDocument readContentsLayout(const std::vector<Line> &lines, const Header &header, const QString &fileName)
{
    static const QRegularExpression entryRe(QStringLiteral(R"(^(.*\S)\t+\s*\d{1,3}\s*$)"));
    ContentsList contents;
    size_t i = header.bodyStart;
    for (; i < lines.size(); ++i) {
        if (lines[i].text.isEmpty())
            continue;
        const auto m = entryRe.match(lines[i].raw);
        if (!m.hasMatch())
            break;
        ContentsList::Entry e;
        e.line = lines[i].number;
        const QString entry = collapsedSpaces(m.capturedView(1));
        if (const auto h = parseHeading(entry)) {
            e.number = h->number;
            e.category = h->category;
            e.title = h->title;
        } else {
            e.title = entry;
        }
        contents.add(std::move(e));
    }
    // The last line that is not empty: a page number there is furniture.
    size_t lastLine = lines.size();
    while (lastLine > 0 && lines[lastLine - 1].text.isEmpty())
        --lastLine;
    PolicyDocument doc;
    doc.document = header.document;
    doc.title = header.title;
    doc.date = header.date;
    bool numberedSeen = false;
    const bool bySequence = contents.isEmpty();
    int top = 0;
    int sub = 0;
    QChar appendix = u'A';
    for (; i < lines.size(); ++i) {
        const Line &line = lines[i];
        if (line.text.isEmpty() || isLegalFooter(line.text))
            continue;
        const auto h = parseHeading(line.text);
        std::optional<ContentsList::Entry> found;
        if (!bySequence) {
            if (const auto match = h ? contents.match(h->number, h->category, h->title) : contents.match({}, {}, line.text))
                found = contents.at(*match);
        } else if (h && !endsSentence(line.text) && line.text.size() < 150
                   && (line.raw.contains(u'\t') || line.raw.contains(u"  ") || h->number.startsWith(u"Appendix "))) {
            // No contents list: headings set apart by a TAB (or two spaces) after their
            // number, in order ("3." after "2.", "2.4" after "2.3", appendix letters in
            // order); "1. Players shuffle" in a step list is none of these.
            bool accept = false;
            if (h->number.startsWith(u"Appendix ")) {
                accept = h->number.back() == appendix;
                if (accept)
                    appendix = QChar(appendix.unicode() + 1);
            } else if (appendix == u'A' && h->level == 1) {
                accept = h->number.toInt() == top + 1;
                if (accept) {
                    top = h->number.toInt();
                    sub = 0;
                }
            } else if (appendix == u'A') {
                const auto parts = QStringView(h->number).split(u'.');
                // The TAB sets them apart well enough to let a number be skipped.
                accept = parts.size() == 2 && parts[0].toInt() == top && parts[1].toInt() > sub
                         && parts[1].toInt() <= sub + 10;
                if (accept)
                    sub = parts[1].toInt();
            }
            if (accept)
                found = ContentsList::Entry{h->number, h->category, h->title, line.number};
        }
        if (!found) {
            if (doc.sections.empty()) {
                doc.sections.push_back(introduction(line.number));
                // Its own heading ("Introduction") where no contents list named it.
                if (bySequence && line.text.size() < 40 && !endsSentence(line.text) && !line.raw.contains(u'\t')) {
                    doc.sections.back().title = titleCased(line.text);
                    continue;
                }
            }
            if (i + 1 == lastLine && line.text.size() <= 3
                && std::all_of(line.text.begin(), line.text.end(), [](QChar c) { return c.isDigit(); }))
                continue;
            addParagraph(doc.sections.back(), paragraphOf(line.raw));
            continue;
        }
        const ContentsList::Entry &e = *found;
        if (e.number.isEmpty() && numberedSeen) {
            // "Booster Draft Timing" under Appendix B: a heading inside the appendix.
            addParagraph(doc.sections.back(), e.title);
            continue;
        }
        PolicySection s;
        s.number = e.number;
        s.title = h && !e.number.isEmpty() ? h->title : line.text;
        if (isAllCapitals(s.title))
            s.title = isAllCapitals(e.title) ? titleCased(s.title) : e.title;
        s.level = h && !e.number.isEmpty() ? h->level : 1;
        s.sourceLine = line.number;
        numberedSeen = numberedSeen || !e.number.isEmpty();
        doc.sections.push_back(std::move(s));
    }
    for (const size_t c : contents.unmatched())
        doc.warnings << ImportError::describe(fileName, contents.at(c).line,
                                              QStringLiteral("contents entry \"%1\" has no heading in the text after it")
                                                  .arg(contents.at(c).title));
    if (doc.sections.empty())
        throw ImportError(fileName, header.titleLine, QStringLiteral("sections after the contents"));
    // The appendices' tables, exported one cell a line.
    for (PolicySection &s : doc.sections)
        if (s.number.startsWith(u"Appendix "))
            s.paragraphs = cellRunsInRows(s.paragraphs);
    return doc;
}

// The DCI Floor Rules: "100.<TAB>GENERAL …" heads the group of ten it starts, "101.<TAB>…"
// is a rule in it, numbers rising; "APPENDIX A — …" after them. One paragraph a line.
PolicyDocument readFloorRulesLayout(const std::vector<Line> &lines, const Header &header, const QString &fileName)
{
    static const QRegularExpression ruleRe(QStringLiteral(R"(^(\d{3})\.[ ]*\t\s*(\S.*)$)"));
    static const QRegularExpression appendixRe(QStringLiteral(R"(^APPENDIX\s+[A-Z]\b)"),
                                               QRegularExpression::CaseInsensitiveOption);
    PolicyDocument doc;
    doc.document = header.document;
    doc.title = header.title;
    doc.date = header.date;
    int lastNumber = 0;
    bool inAppendix = false;
    for (size_t i = header.bodyStart; i < lines.size(); ++i) {
        const Line &line = lines[i];
        if (line.text.isEmpty() || isLegalFooter(line.text))
            continue;
        if (const auto m = ruleRe.match(line.raw); m.hasMatch() && !inAppendix) {
            const int n = m.capturedView(1).toInt();
            if (n > lastNumber) {
                lastNumber = n;
                PolicySection s;
                s.number = m.captured(1);
                s.title = titleCased(m.captured(2));
                s.level = n % 10 == 0 ? 1 : 2;
                s.sourceLine = line.number;
                doc.sections.push_back(std::move(s));
                continue;
            }
        }
        if (appendixRe.match(line.text).hasMatch()) {
            if (const auto h = parseHeading(line.text)) {
                inAppendix = true;
                PolicySection s;
                s.number = h->number;
                s.title = titleCased(h->title);
                s.sourceLine = line.number;
                doc.sections.push_back(std::move(s));
                continue;
            }
        }
        if (doc.sections.empty()) {
            // The introduction's own one-word heading ("Introduction") names it.
            PolicySection intro = introduction(line.number);
            if (line.text.size() < 40 && !endsSentence(line.text) && !line.raw.contains(u'\t')) {
                intro.title = line.text;
                doc.sections.push_back(std::move(intro));
                continue;
            }
            doc.sections.push_back(std::move(intro));
        }
        addParagraph(doc.sections.back(), paragraphOf(line.raw));
    }
    if (lastNumber == 0)
        throw ImportError(fileName, header.titleLine, QStringLiteral("numbered rules (\"100.<TAB>Title\") after the title"));
    return doc;
}

// "26 Jan 94 12:30:31", "Wed, 26 Jan 1994 …": the post's own date.
QString usenetDate(QStringView value)
{
    static const QRegularExpression re(QStringLiteral(R"((\d{1,2})\s+([A-Za-z]{3,9})\s+(\d{2}|\d{4})\b)"));
    const auto m = re.match(value);
    if (!m.hasMatch())
        return {};
    QString year = m.captured(3);
    if (year.size() == 2)
        year = (year.toInt() >= 70 ? QStringLiteral("19") : QStringLiteral("20")) + year;
    return isoDateFromWords(m.capturedView(2), m.capturedView(1), year);
}

// The 1994 rules as posted: mail headers, the poster's note, a rule of "=" and then the
// rules themselves, two lists ("Deck construction rules:", "Floor Rules:") of numbered
// items hard-wrapped at 65 columns, paragraphs apart by blank lines.
PolicyDocument readPostedListsLayout(const std::vector<Line> &lines, const QString &fileName)
{
    PolicyDocument doc;
    size_t i = 0;
    int dateLine = 0;
    for (; i < lines.size() && !lines[i].text.isEmpty(); ++i) {
        if (lines[i].text.startsWith(u"Date: ")) {
            doc.date = usenetDate(QStringView(lines[i].text).mid(6));
            dateLine = lines[i].number;
        }
    }
    if (dateLine > 0 && doc.date.isEmpty())
        throw ImportError(fileName, dateLine, QStringLiteral("a Date header naming a real day (\"26 Jan 94\")"));
    // The poster's note ends at a rule of "=" or "-" when there is one.
    static const QRegularExpression ruleLine(QStringLiteral(R"(^[=\-_]{10,}$)"));
    for (size_t j = i; j < lines.size(); ++j)
        if (ruleLine.match(lines[j].text).hasMatch()) {
            i = j + 1;
            break;
        }
    int titleLine = 0;
    for (size_t j = i; j < lines.size() && j < i + 12; ++j) {
        if (const auto d = documentOfTitle(lines[j].text)) {
            doc.document = *d;
            doc.title = lines[j].text;
            titleLine = lines[j].number;
            i = j + 1;
            break;
        }
    }
    if (titleLine == 0)
        throw ImportError(fileName, lines.empty() ? 1 : lines[std::min(i, lines.size() - 1)].number,
                          QStringLiteral("the title of the tournament rules at the start of the post"));

    static const QRegularExpression listRe(QStringLiteral(R"(^(\S.{0,60}?)\s*:\s*$)"));
    static const QRegularExpression itemRe(QStringLiteral(R"(^\s+(\d{1,2})\.\s+(\S.*)$)"));
    QString listName;
    int nextItem = 1;
    QStringList block;
    const QSet<QString> vocabulary;
    const auto flush = [&] {
        if (block.isEmpty())
            return;
        if (doc.sections.empty())
            doc.sections.push_back(introduction(titleLine + 1));
        PolicySection &s = doc.sections.back();
        // A list of card names, one a line: each line is an entry of its own.
        const bool list = block.size() > 1 && std::all_of(block.begin(), block.end(), [](const QString &l) {
                              return l.size() < 40 && !endsSentence(l);
                          });
        if (list) {
            for (const QString &l : block)
                addParagraph(s, collapsedSpaces(l));
        } else {
            addParagraph(s, joinWrappedLines(block, vocabulary));
        }
        block.clear();
    };
    for (; i < lines.size(); ++i) {
        const Line &line = lines[i];
        if (line.text.isEmpty()) {
            flush();
            continue;
        }
        if (const auto m = listRe.match(line.raw); m.hasMatch() && line.raw.front() != u' ') {
            // A list's heading: an item numbered 1 follows.
            bool itemFollows = false;
            for (size_t j = i + 1; j < lines.size() && j < i + 4; ++j) {
                if (lines[j].text.isEmpty())
                    continue;
                const auto im = itemRe.match(lines[j].raw);
                itemFollows = im.hasMatch() && im.capturedView(1) == u"1";
                break;
            }
            if (itemFollows) {
                flush();
                QString name = m.captured(1).trimmed();
                PolicySection s;
                s.title = name;
                s.sourceLine = line.number;
                doc.sections.push_back(std::move(s));
                static const QRegularExpression rulesWord(QStringLiteral(R"(\s+rules?$)"),
                                                          QRegularExpression::CaseInsensitiveOption);
                name.remove(rulesWord);
                listName = titleCased(name.toUpper());
                nextItem = 1;
                continue;
            }
        }
        if (const auto m = itemRe.match(line.raw); m.hasMatch() && !listName.isEmpty()
                                                     && m.capturedView(1).toInt() == nextItem) {
            flush();
            PolicySection s;
            s.number = listName + u' ' + m.captured(1);
            s.level = 2;
            s.sourceLine = line.number;
            doc.sections.push_back(std::move(s));
            ++nextItem;
            block << m.captured(2);
            continue;
        }
        block << line.text;
    }
    flush();
    if (listName.isEmpty())
        throw ImportError(fileName, titleLine, QStringLiteral("a numbered list of rules (\"Floor Rules:\", then \"1.\")"));
    return doc;
}

bool hasTabHeadings(QStringView text)
{
    static const QRegularExpression re(QStringLiteral(R"((?m)^\d{1,3}(?:\.\d{1,2})?\.?[ ]*\t\S)"));
    return re.match(text.left(16384)).hasMatch();
}

} // namespace

bool recognisesPlainTextRules(QStringView text)
{
    const QStringView head = text.left(16384);
    if (isUsenetPost(head)) {
        for (const QStringView line : head.split(u'\n'))
            if (documentOfTitle(line))
                return true;
        return false;
    }
    if (!hasTabHeadings(head) || head.contains(u'<') || head.trimmed().startsWith(u'{'))
        return false;
    return opensWithTitleAndDate(head, kHeaderLines);
}

PolicyDocument readPlainTextRules(const QString &text, const QString &fileName)
{
    const std::vector<Line> lines = linesOf(text);
    PolicyDocument doc;
    static const QRegularExpression floorRule(QStringLiteral(R"((?m)^\d{3}\.[ ]*\t\S)"));
    if (isUsenetPost(text))
        doc = readPostedListsLayout(lines, fileName);
    else if (const Header header = readHeader(lines, fileName, 0); floorRule.match(text).hasMatch())
        doc = readFloorRulesLayout(lines, header, fileName);
    else
        doc = readContentsLayout(lines, header, fileName);
    separateExamples(doc);
    return doc;
}

} // namespace importers::policy
