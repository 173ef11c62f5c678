#include "readers/rstpage.h"

#include "importerror.h"
#include "numberedline.h"
#include "rulenumber.h"
#include "text/effectivedate.h"
#include "text/linestarts.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <functional>
#include <optional>
#include <vector>

namespace importers {
namespace {

using rulesdb::EditionData;
using rulesdb::RuleEntry;
using rulesdb::RuleKind;
using rulesdb::RuleNumber;

bool isBlank(QStringView line) { return line.trimmed().isEmpty(); }

int indentOf(QStringView line)
{
    int n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        ++n;
    return n;
}

// RST lets any printable ASCII punctuation adorn a title; asking for three repeats keeps
// "..", "::" and the like from reading as adornments.
bool isAdornment(QStringView line)
{
    QStringView t = line;
    while (!t.isEmpty() && t.back().isSpace())
        t.chop(1);
    if (t.size() < 3)
        return false;
    const QChar c = t.front();
    if (c.unicode() <= 0x20 || c.unicode() >= 0x7f || c.isLetterOrNumber())
        return false;
    for (QChar x : t)
        if (x != c)
            return false;
    return true;
}

// Comments, directives and hyperlink targets all start "..": none of them is text.
bool isExplicitMarkup(QStringView trimmed)
{
    return trimmed == u".." || trimmed.startsWith(u".. ");
}

// A line that begins like a rule number even when readNumberedLine cannot read one:
// such a line must not vanish into the text without a word.
bool looksNumbered(QStringView trimmed)
{
    static const QRegularExpression re(QStringLiteral(R"(^\d{2,4}\s?\.\s?\d)"));
    // Asked of every line: most start with no digit, and need no pattern.
    return !trimmed.isEmpty() && trimmed.front() >= u'0' && trimmed.front() <= u'9' && re.match(trimmed).hasMatch();
}

// The start of a line for a message, cut at a word.
QString excerpt(QStringView line)
{
    if (line.size() <= 30)
        return line.toString();
    QStringView cut = line.left(30);
    if (const qsizetype space = cut.lastIndexOf(u' '); space > 10)
        cut = cut.left(space);
    return cut.toString() + u'…';
}

QString replaceEach(const QString &s, const QRegularExpression &re,
                    const std::function<QString(const QRegularExpressionMatch &)> &with)
{
    QString out;
    qsizetype from = 0;
    for (auto it = re.globalMatch(s); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(s).mid(from, m.capturedStart() - from);
        out += with(m);
        from = m.capturedEnd();
    }
    out += QStringView(s).mid(from);
    return out;
}

// Runs of blanks (spaces, tabs, a stray carriage return) become one space, and a blank
// beside a line break goes: by hand, as patterns would make a match of every space
// between two words.
QString collapseSpaces(QStringView s)
{
    QString out(s.size(), Qt::Uninitialized);
    QChar *to = out.data();
    bool blank = false;      // blanks seen and not yet written
    bool afterBreak = false; // the last character written is a line break
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u' ':
        case u'\t':
        case u'\v':
        case u'\f':
        case u'\r':
            blank = true;
            continue;
        case u'\n':
            *to++ = c;
            blank = false;
            afterBreak = true;
            continue;
        default:
            if (blank && !afterBreak)
                *to++ = u' ';
            *to++ = c;
            blank = afterBreak = false;
        }
    }
    if (blank && !afterBreak)
        *to++ = u' ';
    out.truncate(to - out.constData());
    return out;
}

// The text a reader of the rendered page sees: references become their text, emphasis
// and literals lose their markers, escapes their backslash, and runs of spaces (which RST
// renders as one; the marker-up typed two after many sentences) become one space.
// The end markers are accepted before any non-word character, not only RST's strict
// set: the copy writes "*Ravnica*®", meaning the emphasis to end there.
QString plainText(QStringView raw)
{
    static const QRegularExpression literal(QStringLiteral(R"(``(.+?)``)"));
    static const QRegularExpression link(QStringLiteral(R"(`([^`<]*?)\s*<([^<>`]+)>`(?:__?)?)"));
    static const QRegularExpression interpreted(
        QStringLiteral(R"((?::[\w.+-]+:)?`([^`]+)`(?:__?|:[\w.+-]+:)?)"));
    static const QRegularExpression strong(QStringLiteral(R"((?<![\w\\*])\*\*(?![\s*])(.+?)(?<![\s\\*])\*\*(?![\w*]))"));
    static const QRegularExpression emphasis(QStringLiteral(R"((?<![\w\\*])\*(?![\s*])(.+?)(?<![\s\\*])\*(?![\w*]))"));
    static const QRegularExpression reference(
        QStringLiteral(R"((?<![\w\\`])([A-Za-z0-9]+(?:[-.+:][A-Za-z0-9]+)*)__?(?!\w))"));
    static const QRegularExpression escape(QStringLiteral(R"(\\(.))"));
    QString s = raw.toString();
    // Most rules have no markup at all: a pattern runs only where its marker is there.
    if (s.contains(u'`')) {
        s.replace(literal, QStringLiteral("\\1"));
        s = replaceEach(s, link, [](const QRegularExpressionMatch &m) {
            // RST parses no markup inside a reference's text, so a '*' there is a slip of the
            // marker-up (100.6 "Magic: The Gathering* Tournament Rules"), not part of the name.
            QString text = m.captured(1).trimmed();
            text.remove(u'*');
            return text.isEmpty() ? m.captured(2).trimmed() : text;
        });
        s.replace(interpreted, QStringLiteral("\\1"));
    }
    if (s.contains(u'*')) {
        s.replace(strong, QStringLiteral("\\1"));
        s.replace(emphasis, QStringLiteral("\\1"));
    }
    if (s.contains(u'_'))
        s.replace(reference, QStringLiteral("\\1"));
    if (s.contains(u'\\')) {
        // "*Magic*\ ™": the escaped space only ends the emphasis; it is not text.
        s.replace(QStringLiteral("\\ "), QString());
        s.replace(escape, QStringLiteral("\\1"));
    }
    return collapseSpaces(s).trimmed();
}

// The copy runs examples on after the rule text ("…wins.  Example: If …"), mostly after
// two spaces, eleven times after one; a sentence end before "Example:" tells them from
// the word used in running text ("Examples include …" starts no example).
void splitExamples(const QString &plain, QString &text, QStringList &examples)
{
    static const QRegularExpression at(QStringLiteral(R"re((?<=[.)"!?])\s+(?=Examples?:))re"));
    QList<qsizetype> cuts;
    if (isExampleLine(plain))
        cuts << 0;
    if (plain.contains(u"Example"))
        for (auto it = at.globalMatch(plain); it.hasNext();)
            cuts << it.next().capturedEnd();
    text = (cuts.isEmpty() ? plain : plain.left(cuts.front())).trimmed();
    for (qsizetype i = 0; i < cuts.size(); ++i) {
        const qsizetype end = i + 1 < cuts.size() ? cuts[i + 1] : plain.size();
        examples << exampleText(QStringView(plain).mid(cuts[i], end - cuts[i])).toString();
    }
}

std::optional<QDate> readDate(const QString &s)
{
    // The copy writes the US form, 07/15/2011; the others are what a field might hold.
    static const char *const formats[] = {"MM/dd/yyyy", "M/d/yyyy", "yyyy-MM-dd", "MMMM d, yyyy",
                                          "MMMM d yyyy", "d MMMM yyyy"};
    for (const char *f : formats) {
        const QDate d = QDate::fromString(s, QString::fromLatin1(f));
        if (d.isValid())
            return d;
    }
    return std::nullopt;
}

struct Title {
    QString text; // markup removed
    QChar mark;
    bool overlined = false;
    int start = 0;    // its first line (the overline, if any), 0-based
    int textLine = 0; // the line of its text
    int end = 0;      // the line after its underline
    int level = 0;    // RST's: styles rank in the order they first appear
};

// Consecutive non-blank lines at one indentation: a paragraph, a term, a definition.
struct Block {
    int line = 0; // 0-based
    int indent = 0;
    std::vector<QStringView> lines; // trimmed
};

struct ContentsEntry {
    RuleNumber number;
    QString title;
};

// A section or heading title read before the number it stands for is known: the copy's
// titles carry no numbers, so the number comes from the rules under the title, a
// ".. _`100`:" target, the Contents, or failing all three, its place.
struct OpenTitle {
    int index = -1; // into the edition's rules; -1 when none is waiting
    int target = 0;
    int targetLine = 0;
};

class Parser {
public:
    Parser(const QString &text, const QString &fileName) : m_file(fileName)
    {
        for (QStringView l : QStringView(text).split(u'\n')) {
            if (l.endsWith(u'\r'))
                l.chop(1);
            m_lines.push_back(l);
        }
        findTitles();
    }

    EditionData parse()
    {
        const int firstRule = findFirstRule();
        if (firstRule < 0)
            throw ImportError(m_file, 1, QStringLiteral("expected numbered rules such as \"100.1. …\" "
                                                        "(each after a \".. _`100.1`:\" target) under "
                                                        "the section titles; found none in %1 lines")
                                             .arg(size()));
        const int bodyStart = findBodyStart(firstRule);
        readFrontMatter(bodyStart);
        readBody(bodyStart);
        readEffectiveSentence();
        // Titles that nothing numbers, not even their place, cannot be stored (warned above).
        std::erase_if(m_edition.rules, [](const RuleEntry &e) { return e.number.isEmpty(); });
        if (!rulesdb::coversWholeRules(m_edition.rules))
            m_edition.meta.flags |= rulesdb::FlagPartial;
        m_edition.credits = m_credits.join(QStringLiteral("\n\n"));
        m_edition.meta.format = QStringLiteral("rst");
        return std::move(m_edition);
    }

private:
    enum Part { Rules, Glossary, Credits };

    int size() const { return int(m_lines.size()); }

    void warn(int line, const QString &message)
    {
        m_edition.warnings.append(ImportError::describe(m_file, line, message));
    }

    std::optional<Title> titleAt(int i) const
    {
        const QStringView line = m_lines[size_t(i)];
        if (isAdornment(line) && i + 2 < size() && !isBlank(m_lines[size_t(i + 1)])
            && isAdornment(m_lines[size_t(i + 2)]) && m_lines[size_t(i + 2)].front() == line.front())
            return Title{plainText(m_lines[size_t(i + 1)]), line.front(), true, i, i + 1, i + 3, 0};
        if (!isBlank(line) && !line.front().isSpace() && !isAdornment(line)
            && !isExplicitMarkup(line.trimmed()) && i + 1 < size() && isAdornment(m_lines[size_t(i + 1)]))
            return Title{plainText(line), m_lines[size_t(i + 1)].front(), false, i, i, i + 2, 0};
        return std::nullopt;
    }

    void findTitles()
    {
        QList<std::pair<QChar, bool>> styles;
        for (int i = 0; i < size();) {
            std::optional<Title> t = titleAt(i);
            if (!t) {
                ++i;
                continue;
            }
            const std::pair<QChar, bool> style{t->mark, t->overlined};
            if (!styles.contains(style))
                styles << style;
            t->level = int(styles.indexOf(style));
            m_titleAt.insert(i, int(m_titles.size()));
            i = t->end;
            m_titles.push_back(std::move(*t));
        }
    }

    int findFirstRule() const
    {
        for (int i = 0; i < size(); ++i)
            if (!m_titleAt.contains(i) && isRuleLine(m_lines[size_t(i)].trimmed()))
                return i;
        return -1;
    }

    // The title right above the first rule is a heading; the nearest title above it in
    // another style is a section. Everything before that section (the document title,
    // the introduction, the Contents) is front matter.
    int findBodyStart(int firstRule)
    {
        int heading = -1;
        for (int t = 0; t < int(m_titles.size()) && m_titles[size_t(t)].textLine < firstRule; ++t)
            heading = t;
        if (heading < 0)
            return firstRule;
        const bool documentTitle = !m_titles.empty() && firstTextLine() == m_titles.front().start;
        int section = -1;
        for (int t = heading - 1; t >= (documentTitle ? 1 : 0); --t) {
            if (m_titles[size_t(t)].level != m_titles[size_t(heading)].level) {
                section = t;
                break;
            }
        }
        m_headingLevel = m_titles[size_t(heading)].level;
        m_sectionLevel = section >= 0 ? m_titles[size_t(section)].level : -1;
        return m_titles[size_t(section >= 0 ? section : heading)].start;
    }

    int firstTextLine() const
    {
        for (int i = 0; i < size(); ++i)
            if (!isBlank(m_lines[size_t(i)]))
                return i;
        return -1;
    }

    int lastTextLine() const
    {
        int i = size() - 1;
        while (i > 0 && isBlank(m_lines[size_t(i)]))
            --i;
        return i;
    }

    // The document title, the ":Date:" field and the Contents, whose "1. `Game Concepts`_"
    // and "100. `General`__" lines give the numbers the body's titles leave out.
    void readFrontMatter(int bodyStart)
    {
        static const QRegularExpression dateField(QStringLiteral(R"(^:Date:\s*(.*?)\s*$)"),
                                                  QRegularExpression::CaseInsensitiveOption);
        if (!m_titles.empty() && firstTextLine() == m_titles.front().start)
            m_edition.meta.name = m_titles.front().text;
        for (int i = 0; i < bodyStart; ++i) {
            if (const auto t = m_titleAt.constFind(i); t != m_titleAt.constEnd()) {
                i = m_titles[size_t(*t)].end - 1;
                continue;
            }
            const QStringView line = m_lines[size_t(i)].trimmed();
            if (const auto m = dateField.match(line); m.hasMatch()) {
                if (const auto d = readDate(m.captured(1)))
                    m_edition.meta.date = d->toString(Qt::ISODate);
                else
                    warn(i + 1, QStringLiteral("the :Date: field \"%1\" is not a date like 07/15/2011")
                                    .arg(m.captured(1)));
                continue;
            }
            const NumberedLine n = readNumberedLine(line);
            if (n.kind != NumberedLine::Number)
                continue;
            const auto number = RuleNumber::parse(n.number);
            if (number->kind() == RuleKind::Section || number->kind() == RuleKind::Heading)
                m_contents.push_back({*number, plainText(n.text)});
        }
    }

    void readEffectiveSentence()
    {
        for (int i = 0; i < size(); ++i) {
            const auto sentence = findEffectiveSentence(m_lines[size_t(i)]);
            if (!sentence)
                continue;
            if (sentence->date.isEmpty())
                return;
            const QString &iso = sentence->date;
            if (m_edition.meta.date.isEmpty())
                m_edition.meta.date = iso;
            else if (m_edition.meta.date != iso)
                warn(i + 1, QStringLiteral("the text says the rules are effective as of %1, the :Date: "
                                           "field says %2; %2 is kept")
                                .arg(iso, m_edition.meta.date));
            return;
        }
    }

    void readBody(int start)
    {
        Block block;
        const auto flush = [&] {
            if (!block.lines.empty())
                handleBlock(block);
            block = Block{};
        };
        for (int i = start; i < size();) {
            if (const auto t = m_titleAt.constFind(i); t != m_titleAt.constEnd()) {
                flush();
                handleTitle(m_titles[size_t(*t)]);
                i = m_titles[size_t(*t)].end;
                continue;
            }
            const QStringView line = m_lines[size_t(i)];
            if (isBlank(line)) {
                flush();
                ++i;
                continue;
            }
            const int indent = indentOf(line);
            const QStringView t = line.trimmed();
            if (isExplicitMarkup(t)) {
                flush();
                i = handleMarkup(i, indent, t);
                continue;
            }
            if (t == u"__" || t.startsWith(u"__ ")) { // an anonymous target: "__ game-general_"
                flush();
                ++i;
                continue;
            }
            // A numbered line starts a rule even with no blank line before it.
            if (block.lines.empty() || indent != block.indent
                || (m_part == Rules && (readNumberedLine(t).kind != NumberedLine::None || looksNumbered(t)))) {
                flush();
                block.line = i;
                block.indent = indent;
            }
            block.lines.push_back(t);
            ++i;
        }
        flush();
        if (m_part == Rules) {
            closeRules(QStringLiteral("the end of the file"));
            warn(lastTextLine() + 1, QStringLiteral("no Glossary title follows the rules; the edition has no glossary"));
        } else if (m_part == Glossary) {
            checkDefinition();
        }
    }

    // Returns the line after the markup and whatever is indented under it.
    int handleMarkup(int i, int indent, QStringView t)
    {
        static const QRegularExpression target(QStringLiteral(R"(^\.\.\s+_(?:`([^`]+)`|([^:`]+)):(?:\s|$))"));
        const auto m = target.match(t);
        int next = i + 1;
        if (m.hasMatch()) {
            // A target's name may go on on lines indented under it, never past a blank line.
            while (next < size() && !isBlank(m_lines[size_t(next)]) && indentOf(m_lines[size_t(next)]) > indent)
                ++next;
            if (m_part == Rules)
                handleTarget(i, m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
            return next;
        }
        // A directive or comment owns the blank and deeper-indented lines after it.
        while (next < size() && (isBlank(m_lines[size_t(next)]) || indentOf(m_lines[size_t(next)]) > indent))
            ++next;
        while (next > i + 1 && isBlank(m_lines[size_t(next - 1)]))
            --next;
        if (m_part == Rules)
            warn(i + 1, QStringLiteral("\"%1\" is an RST directive or comment, not rules text; it and the "
                                       "lines indented under it are skipped")
                            .arg(excerpt(t)));
        return next;
    }

    void handleTarget(int i, const QString &name)
    {
        const auto n = RuleNumber::parse(name);
        if (!n)
            return; // "game-general" and other names of places, not numbers
        switch (n->kind()) {
        case RuleKind::Rule:
        case RuleKind::Subrule:
            dropPendingTarget(QStringLiteral("another target"));
            m_pendingRule = n->toString();
            m_pendingRuleLine = i + 1;
            return;
        case RuleKind::Heading:
            // After its title (as the copy writes it) or before the next one.
            if (m_heading.index >= 0 && m_heading.target == 0) {
                m_heading.target = n->heading();
                m_heading.targetLine = i + 1;
            } else {
                m_waitingHeading = n->heading();
                m_waitingHeadingLine = i + 1;
            }
            return;
        case RuleKind::Section: {
            const int s = n->toString().chopped(1).toInt();
            if (m_section.index >= 0 && m_section.target == 0) {
                m_section.target = s;
                m_section.targetLine = i + 1;
            } else {
                m_waitingSection = s;
                m_waitingSectionLine = i + 1;
            }
            return;
        }
        }
    }

    // A rule's target promises the rule on the next paragraph; when something else comes,
    // the rule is missing or could not be read, and the user must hear of it.
    void dropPendingTarget(const QString &whatFollows)
    {
        if (m_pendingRule.isEmpty())
            return;
        warn(m_pendingRuleLine, QStringLiteral("the target `%1` is followed by %2, not by rule %1; "
                                               "no rule %1 is imported from here")
                                    .arg(m_pendingRule, whatFollows));
        m_pendingRule.clear();
    }

    void handleTitle(const Title &t)
    {
        const bool glossary = t.text.compare(u"Glossary", Qt::CaseInsensitive) == 0;
        const bool credits = t.text.compare(u"Credits", Qt::CaseInsensitive) == 0;
        switch (m_part) {
        case Rules:
            if (glossary || credits) {
                closeRules(QStringLiteral("the title \"%1\"").arg(t.text));
                m_part = glossary ? Glossary : Credits;
                return;
            }
            dropPendingTarget(QStringLiteral("the title \"%1\"").arg(t.text));
            if (m_sectionLevel >= 0 && t.level == m_sectionLevel)
                openSection(t);
            else if (t.level == m_headingLevel)
                openHeading(t);
            else
                warn(t.textLine + 1, QStringLiteral("the title \"%1\" is neither a section nor a heading of "
                                                    "the rules; skipped")
                                         .arg(t.text));
            return;
        case Glossary:
            // Titles below the glossary's own level group its terms ("A", "B", …); one at its
            // level or above ends it.
            if (!credits && (m_sectionLevel < 0 || t.level > m_sectionLevel))
                return;
            checkDefinition();
            m_part = Credits;
            if (!credits)
                m_credits << t.text;
            return;
        case Credits:
            // What follows the credits (the customer service addresses) is kept with them,
            // as the official text editions of the time keep it.
            m_credits << t.text;
            return;
        }
    }

    void openSection(const Title &t)
    {
        settleHeading(0);
        settleSection(0);
        m_edition.rules.push_back(RuleEntry{QString(), t.text, {}, t.textLine + 1});
        m_section = OpenTitle{int(m_edition.rules.size()) - 1, m_waitingSection, m_waitingSectionLine};
        m_waitingSection = 0;
    }

    void openHeading(const Title &t)
    {
        settleHeading(0);
        m_edition.rules.push_back(RuleEntry{QString(), t.text, {}, t.textLine + 1});
        m_heading = OpenTitle{int(m_edition.rules.size()) - 1, m_waitingHeading, m_waitingHeadingLine};
        m_waitingHeading = 0;
    }

    int fromContents(RuleKind kind, const QString &title) const
    {
        for (const ContentsEntry &c : m_contents) {
            if (c.number.kind() != kind || c.title.compare(title, Qt::CaseInsensitive) != 0)
                continue;
            if (kind == RuleKind::Section) {
                const int s = c.number.toString().chopped(1).toInt();
                if (s > m_sectionNumber)
                    return s;
            } else if (c.number.section() == m_sectionNumber && c.number.heading() > m_headingNumber) {
                return c.number.heading();
            }
        }
        return 0;
    }

    // fromRules: the section the first rule under the title is in; 0 when none came.
    void settleSection(int fromRules)
    {
        if (m_section.index < 0)
            return;
        RuleEntry &e = m_edition.rules[size_t(m_section.index)];
        int n = fromRules;
        if (n && m_section.target && m_section.target != n)
            warn(m_section.targetLine, QStringLiteral("the target `%1` names section %1, but the rules under "
                                                      "\"%2\" are in section %3; it is numbered %3")
                                           .arg(QString::number(m_section.target), e.text, QString::number(n)));
        if (!n)
            n = m_section.target;
        if (!n)
            n = fromContents(RuleKind::Section, e.text);
        if (!n) {
            n = m_sectionNumber < 9 ? m_sectionNumber + 1 : 0;
            warn(e.sourceLine, n ? QStringLiteral("nothing numbers the section \"%1\" (no rules, target or "
                                                  "Contents entry); numbered %2 by its place")
                                       .arg(e.text, QString::number(n))
                                 : QStringLiteral("nothing numbers the section \"%1\" (no rules, target or "
                                                  "Contents entry), and it comes after section 9; skipped")
                                       .arg(e.text));
        }
        if (n) {
            e.number = QString::number(n) + u'.';
            m_sectionNumber = n;
        }
        m_section = OpenTitle{};
    }

    // The heading after the last one of the current section (in a copy without section
    // titles, the last heading's), or its first; 0 when there is no section yet ("0." is no
    // number) or the last heading was its x99 (the next is another section's).
    int headingByPlace() const
    {
        const int section = m_sectionNumber ? m_sectionNumber : m_headingNumber / 100;
        if (section < 1)
            return 0;
        if (m_headingNumber / 100 != section)
            return section * 100;
        return (m_headingNumber + 1) / 100 == section ? m_headingNumber + 1 : 0;
    }

    // fromRules: the heading the first rule under the title belongs to; 0 when none came.
    void settleHeading(int fromRules)
    {
        if (m_heading.index < 0)
            return;
        settleSection(fromRules / 100);
        RuleEntry &e = m_edition.rules[size_t(m_heading.index)];
        int n = fromRules;
        if (n && m_heading.target && m_heading.target != n)
            warn(m_heading.targetLine, QStringLiteral("the target `%1` names heading %1., but the rules under "
                                                      "\"%2\" are in %3.; it is numbered %3.")
                                           .arg(QString::number(m_heading.target), e.text, QString::number(n)));
        if (!n)
            n = m_heading.target;
        if (!n)
            n = fromContents(RuleKind::Heading, e.text);
        if (!n) {
            n = headingByPlace();
            warn(e.sourceLine, n ? QStringLiteral("nothing numbers the heading \"%1\" (no rules, target or "
                                                  "Contents entry); numbered %2. by its place")
                                       .arg(e.text, QString::number(n))
                                 : QStringLiteral("nothing numbers the heading \"%1\" (no rules, target or "
                                                  "Contents entry), and no section before it has room for "
                                                  "it; skipped")
                                       .arg(e.text));
        }
        if (n) {
            e.number = QString::number(n) + u'.';
            m_headingNumber = n;
        }
        m_heading = OpenTitle{};
    }

    void closeRules(const QString &whatFollows)
    {
        dropPendingTarget(whatFollows);
        settleHeading(0);
        settleSection(0);
    }

    void handleBlock(const Block &b)
    {
        switch (m_part) {
        case Rules:
            ruleBlock(b);
            return;
        case Glossary:
            glossaryBlock(b);
            return;
        case Credits: {
            QStringList lines;
            for (QStringView l : b.lines)
                lines << l.toString();
            m_credits << plainText(lines.join(u' '));
            return;
        }
        }
    }

    QString lastName() const
    {
        const RuleEntry &e = m_edition.rules.back();
        return e.number.isEmpty() ? QStringLiteral("\"%1\"").arg(e.text) : e.number;
    }

    void ruleBlock(const Block &b)
    {
        QString rest;
        for (size_t k = 1; k < b.lines.size(); ++k) {
            rest += u' ';
            rest += b.lines[k];
        }
        const NumberedLine n = readNumberedLine(b.lines.front());
        if (n.kind == NumberedLine::Number) {
            addNumbered(b, n, rest);
            return;
        }
        QString why;
        const QStringView first = b.lines.front();
        if (n.kind == NumberedLine::Invalid)
            why = QStringLiteral("\"%1\" is not a rule number").arg(n.label);
        else if (!m_pendingRule.isEmpty())
            why = QStringLiteral("the target `%1` on line %2 is followed by \"%3\", which does not read as rule %1")
                      .arg(m_pendingRule, QString::number(m_pendingRuleLine), excerpt(first));
        else if (looksNumbered(first))
            why = QStringLiteral("\"%1\" does not read as a rule number").arg(excerpt(first));
        m_pendingRule.clear();
        if (m_edition.rules.empty()) {
            warn(b.line + 1, why.isEmpty() ? QStringLiteral("text before the first rule; skipped")
                                           : why + QStringLiteral("; skipped"));
            return;
        }
        if (!why.isEmpty())
            warn(b.line + 1, why + QStringLiteral("; the paragraph is kept as part of %1").arg(lastName()));
        QString text;
        QStringList examples;
        splitExamples(plainText(first.toString() + rest), text, examples);
        // A paragraph after an example goes on with that example, as in the official text.
        RuleEntry &e = m_edition.rules.back();
        QString &into = e.examples.isEmpty() ? e.text : e.examples.last();
        if (!text.isEmpty())
            into += (into.isEmpty() ? QString() : QStringLiteral("\n")) + text;
        e.examples += examples;
    }

    void addNumbered(const Block &b, const NumberedLine &n, const QString &rest)
    {
        const RuleNumber number = *RuleNumber::parse(n.number);
        switch (number.kind()) {
        case RuleKind::Section:
            settleHeading(0);
            settleSection(0);
            m_sectionNumber = number.toString().chopped(1).toInt();
            break;
        case RuleKind::Heading:
            settleSection(number.section());
            settleHeading(0);
            m_headingNumber = number.heading();
            break;
        case RuleKind::Rule:
        case RuleKind::Subrule:
            settleSection(number.section());
            settleHeading(number.heading());
            break;
        }
        if (!m_pendingRule.isEmpty() && m_pendingRule != n.number)
            warn(m_pendingRuleLine, QStringLiteral("the target `%1` is followed by rule %2; it is imported as %2")
                                        .arg(m_pendingRule, n.number));
        m_pendingRule.clear();
        const int line = b.line + 1;
        if (const auto seen = m_firstSeen.constFind(n.number); seen != m_firstSeen.constEnd())
            warn(line, QStringLiteral("%1 appears again (first on line %2); both are kept").arg(n.number, QString::number(*seen)));
        else
            m_firstSeen.insert(n.number, line);
        if (n.spaced)
            warn(line, QStringLiteral("\"%1 %2\" read as %3").arg(n.label.toString(), n.text.left(4).toString(), n.number));
        RuleEntry e{n.number, QString(), {}, line};
        splitExamples(plainText(n.text.toString() + rest), e.text, e.examples);
        m_edition.rules.push_back(std::move(e));
    }

    void glossaryBlock(const Block &b)
    {
        static const QRegularExpression enumerated(QStringLiteral(R"(^(?:\d+|[a-z])[.)]\s|^[-*+•]\s)"));
        size_t from = 0;
        if (b.indent == 0) {
            checkDefinition();
            m_edition.glossary.push_back({plainText(b.lines.front()), QString()});
            m_termLine = b.line + 1;
            from = 1; // an unindented line under the term runs its definition on
        } else if (m_edition.glossary.empty()) {
            warn(b.line + 1, QStringLiteral("a definition before any glossary term; skipped"));
            return;
        }
        // The numbered senses ("1. A zone. 2. To put …") are list items, one a line;
        // other lines are a paragraph hard-wrapped.
        QString raw;
        for (size_t k = from; k < b.lines.size(); ++k) {
            const QStringView l = b.lines[k];
            if (!raw.isEmpty())
                raw += enumerated.match(l).hasMatch() ? u'\n' : u' ';
            raw += l;
        }
        if (raw.isEmpty())
            return;
        QString &definition = m_edition.glossary.back().definition;
        definition += (definition.isEmpty() ? QString() : QStringLiteral("\n")) + plainText(raw);
    }

    void checkDefinition()
    {
        if (!m_edition.glossary.empty() && m_edition.glossary.back().definition.isEmpty())
            warn(m_termLine, QStringLiteral("the glossary term \"%1\" has no definition")
                                 .arg(m_edition.glossary.back().term));
    }

    QString m_file;
    std::vector<QStringView> m_lines;
    std::vector<Title> m_titles;
    QHash<int, int> m_titleAt; // first line -> index into m_titles
    int m_sectionLevel = -1;
    int m_headingLevel = -1;
    std::vector<ContentsEntry> m_contents;

    EditionData m_edition;
    Part m_part = Rules;
    QStringList m_credits; // paragraphs
    QHash<QString, int> m_firstSeen;
    int m_termLine = 0;

    OpenTitle m_section, m_heading;
    int m_sectionNumber = 0;
    int m_headingNumber = 0;
    // A heading's or section's target written above its title, waiting for it.
    int m_waitingSection = 0, m_waitingSectionLine = 0;
    int m_waitingHeading = 0, m_waitingHeadingLine = 0;
    // A rule's target whose rule has not come yet.
    QString m_pendingRule;
    int m_pendingRuleLine = 0;
};

} // namespace

bool looksLikeRst(QStringView text)
{
    // ".. _`100.1a`:" targets for rules are RST's alone; a copy without them still has
    // a ":Date:" field, adorned titles and numbered rules.
    static const QRegularExpression ruleTarget(
        QStringLiteral(R"((?m)[ \t]*\.\.[ \t]+_`?\d{3}\.\d+[a-z]?`?:[ \t]*\r?$)"));
    int targets = 0;
    forEachLineStart(text, 0, [](QChar c) { return c == u'.'; }, [&](qsizetype start) {
        targets += matchesAt(ruleTarget, text, start) ? 1 : 0;
        return targets < 3;
    });
    if (targets >= 3)
        return true;
    static const QRegularExpression dateField(QStringLiteral(R"((?m)^:Date:[ \t]*\S)"));
    static const QRegularExpression title(QStringLiteral(R"((?m)^([=\-#*~^+])\1{2,}[ \t]*\r?\n[^\n]+\r?\n\1{3,}[ \t]*\r?$)"));
    static const QRegularExpression rule(QStringLiteral(R"((?m)^[ \t]*\d{3}\.\d+[a-z]?\.?[ \t])"));
    const QStringView head = text.left(20000);
    return dateField.match(head).hasMatch() && title.match(head).hasMatch() && rule.match(text).hasMatch();
}

rulesdb::EditionData readRstRules(const QString &text, const QString &fileName)
{
    return Parser(text, fileName).parse();
}

} // namespace importers
