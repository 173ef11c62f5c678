#include "readers/officialtext.h"

#include "importerror.h"
#include "numberedline.h"
#include "rulenumber.h"
#include "store/stringhash.h"
#include "text/effectivedate.h"
#include "text/linestarts.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>

namespace importers {
namespace {

using rulesdb::EditionData;
using rulesdb::RuleEntry;

bool isBlank(QStringView line) { return line.trimmed().isEmpty(); }

// The headings after the numbered rules, in English and in the Chinese translation. They
// stand at the left margin (an indented "Glossary" is a line of text).
bool isGlossaryHeading(QStringView line)
{
    const QStringView t = line.trimmed();
    return !line.front().isSpace() && (t == u"Glossary" || t == u"词汇表");
}

bool isCreditsHeading(QStringView line)
{
    const QStringView t = line.trimmed();
    return !line.front().isSpace() && (t == u"Credits" || t == u"版权信息");
}

// The paragraph lines of the file, with the layout facts the parser needs.
class Lines {
public:
    explicit Lines(const QString &text)
    {
        qsizetype start = 0;
        for (;;) {
            const qsizetype nl = text.indexOf(u'\n', start);
            m_lines.push_back(QStringView(text).mid(start, nl < 0 ? -1 : nl - start));
            if (nl < 0)
                break;
            start = nl + 1;
        }
        // 2003-2004 releases were hard-wrapped at about 100 columns: a wrapped line ends
        // with the space where it was broken. When most lines do, the file is wrapped.
        qsizetype nonBlank = 0, brokenAtSpace = 0;
        for (size_t i = 0; i + 1 < m_lines.size(); ++i) {
            if (isBlank(m_lines[i]))
                continue;
            ++nonBlank;
            if (m_lines[i].endsWith(u' ') && continuesWrapped(m_lines[i + 1]))
                ++brokenAtSpace;
        }
        m_wrapped = nonBlank > 0 && brokenAtSpace * 5 > nonBlank;
    }

    int size() const { return int(m_lines.size()); }
    // Whether the text stops inside a line: a copy that broke off mid-sentence.
    bool endsMidLine() const { return !isBlank(m_lines.back()); }
    QStringView operator[](int i) const { return m_lines[size_t(i)]; }
    bool wrapped() const { return m_wrapped; }

    // Whether line i is the rest of a sentence the previous line broke off (wrapped files).
    bool isWrappedContinuation(int i) const
    {
        return m_wrapped && i > 0 && !isBlank(m_lines[size_t(i - 1)])
               && m_lines[size_t(i - 1)].endsWith(u' ') && continuesWrapped(m_lines[size_t(i)])
               && !isExampleLine(m_lines[size_t(i)]);
    }

private:
    static bool continuesWrapped(QStringView next)
    {
        return !next.isEmpty() && !next.front().isSpace();
    }

    std::vector<QStringView> m_lines;
    bool m_wrapped = false;
};

// Appends a line to a paragraph text: a wrapped line continues the sentence, any other
// line starts a new paragraph.
void appendLine(QString &text, QStringView line, bool continuesSentence)
{
    const QStringView t = line.trimmed();
    if (t.isEmpty())
        return;
    if (text.isEmpty())
        text = t.toString();
    else
        text += (continuesSentence ? u' ' : u'\n') + t.toString();
}

class Parser {
public:
    Parser(const QString &text, const QString &fileName) : m_lines(text), m_file(fileName) {}

    EditionData parse()
    {
        readHeader();
        const int bodyStart = findBodyStart();
        const int glossaryStart = readRules(bodyStart);
        // The line that looked like the first rule may have been read as the wrapped end of
        // the line above it: then no rule was read at all.
        if (m_edition.rules.empty())
            throw error(bodyStart + 1, QStringLiteral("expected numbered rules such as \"100.1. …\" "
                                                      "after the header; found none"));
        if (glossaryStart < 0) {
            // Nothing says the last rule was finished: its text or examples may be cut.
            m_edition.rules.back().truncated = true;
            breakOff(m_lines.size(), QStringLiteral("the file breaks off in the numbered rules, after %1 "
                                                    "(kept, marked as cut off); no Glossary or Credits follow")
                                         .arg(lastNumber()));
            return std::move(m_edition);
        }
        const int creditsStart = readGlossary(glossaryStart + 1);
        if (creditsStart < 0) {
            QString where = QStringLiteral("after its heading");
            if (!m_unfinishedTerm.isEmpty())
                where = QStringLiteral("after the term \"%1\", which has no definition").arg(m_unfinishedTerm);
            else if (!m_cutTerm.isEmpty())
                where = QStringLiteral("inside the entry \"%1\", left out as its definition is cut").arg(m_cutTerm);
            else if (!m_edition.glossary.empty())
                where = QStringLiteral("after the entry \"%1\"").arg(m_edition.glossary.back().term);
            breakOff(m_lines.size(),
                     QStringLiteral("the file breaks off in the glossary, %1; no Credits follow").arg(where));
            return std::move(m_edition);
        }
        readCredits(creditsStart + 1);
        return std::move(m_edition);
    }

private:
    ImportError error(int line, const QString &message) const
    {
        return ImportError(m_file, line, message);
    }

    void warn(int line, const QString &message)
    {
        m_edition.warnings.append(ImportError::describe(m_file, line, message));
    }

    void breakOff(int lastLine, const QString &message)
    {
        // Find the last line with text: that is where the file stops.
        int line = lastLine;
        while (line > 0 && isBlank(m_lines[line - 1]))
            --line;
        m_edition.meta.flags |= rulesdb::FlagIncomplete;
        warn(line, message + QStringLiteral("; imported as incomplete"));
    }

    QString lastNumber() const
    {
        return m_edition.rules.empty() ? QStringLiteral("its first line") : m_edition.rules.back().number;
    }

    void readHeader()
    {
        for (int i = 0; i < m_lines.size(); ++i) {
            if (m_edition.meta.name.isEmpty() && !isBlank(m_lines[i]))
                m_edition.meta.name = m_lines[i].trimmed().toString();
            const auto sentence = findEffectiveSentence(m_lines[i]);
            if (!sentence)
                continue;
            if (sentence->date.isEmpty())
                throw error(i + 1, QStringLiteral("expected a date like \"July 30, 2024\" in \"%1\"")
                                       .arg(sentence->words));
            m_edition.meta.date = sentence->date;
            m_dateLine = i;
            return; // the sentence is repeated at the end; the first one counts
        }
        throw error(1, QStringLiteral("expected the sentence \"These rules are effective as of "
                                      "<Month D, YYYY>.\" near the top; this does not read like "
                                      "the Comprehensive Rules"));
    }

    // The body begins at the section heading above the first numbered rule: everything
    // before it (title, introduction, contents) is front matter.
    int findBodyStart() const
    {
        for (int i = m_dateLine + 1; i < m_lines.size(); ++i) {
            if (!isRuleLine(m_lines[i]))
                continue;
            int start = i;
            for (int j = i - 1; j > m_dateLine; --j) {
                const QStringView line = m_lines[j];
                if (isBlank(line))
                    continue;
                const NumberedLine n = readNumberedLine(line);
                if (n.kind != NumberedLine::Number)
                    break;
                start = j;
                if (n.number.size() == 2) // a section: the body starts here
                    break;
            }
            return start;
        }
        throw error(m_dateLine + 1, QStringLiteral("expected numbered rules such as \"100.1. …\" "
                                                   "after the header; found none"));
    }

    // Reads sections, headings, rules, subrules and examples; returns the line of the
    // "Glossary" heading that ends them, or -1 when the file ends first.
    int readRules(int start)
    {
        rulesdb::StringMap<int> firstSeen; // number -> its first line
        enum { InText, InExample } where = InText;
        for (int i = start; i < m_lines.size(); ++i) {
            const QStringView line = m_lines[i];
            if (isBlank(line))
                continue;
            if (isGlossaryHeading(line))
                return i;
            if (m_lines.isWrappedContinuation(i)) {
                appendToCurrent(i, line, true, where == InExample);
                continue;
            }
            if (isExampleLine(line)) {
                if (m_edition.rules.empty()) {
                    warn(i + 1, QStringLiteral("an example before any rule; skipped"));
                    continue;
                }
                m_edition.rules.back().examples.append(exampleText(line).toString());
                where = InExample;
                continue;
            }
            const NumberedLine n = line.front().isSpace() ? readIndentedLine(i) : readNumberedLine(line);
            if (n.kind == NumberedLine::Number) {
                if (const auto [seen, first] = firstSeen.try_emplace(n.number, i + 1); !first)
                    warn(i + 1, QStringLiteral("%1 appears again (first on line %2); both are kept")
                                    .arg(n.number, QString::number(seen->second)));
                if (n.spaced)
                    warn(i + 1, QStringLiteral("\"%1\" read as %2").arg(writtenNumber(line, n), n.number));
                m_edition.rules.push_back(RuleEntry{n.number, n.text.toString(), {}, i + 1});
                where = InText;
                continue;
            }
            if (n.kind == NumberedLine::Invalid)
                warn(i + 1, QStringLiteral("\"%1\" is not a rule number; the line is kept as part of %2")
                                .arg(n.label, lastNumber()));
            // An indented or unnumbered paragraph belongs to what precedes it.
            appendToCurrent(i, line, false, where == InExample && !line.front().isSpace());
        }
        return -1;
    }

    // An indented line is a paragraph of the rule before it ("     Cards printed before…"),
    // unless what it says and where it stands make it a rule: it starts a paragraph, and its
    // number comes next after the last one read and before the next one at the margin. The
    // 2009 releases indent a few rules by a space (" 509.1c The defending player checks…");
    // an indented paragraph may as well open with a number it quotes.
    NumberedLine readIndentedLine(int i)
    {
        const NumberedLine n = readNumberedLine(m_lines[i].trimmed());
        if (n.kind != NumberedLine::Number || m_edition.rules.empty())
            return NumberedLine{};
        const auto number = rulesdb::RuleNumber::parse(n.number);
        const auto last = rulesdb::RuleNumber::parse(lastNumber());
        QString why;
        if (!startsParagraph(i))
            why = QStringLiteral("continues the sentence above it");
        else if (!last || !followsInSequence(*last, *number))
            why = QStringLiteral("does not follow %1").arg(lastNumber());
        else if (const auto next = nextNumberAtMargin(i); next && !(*number < *next))
            why = QStringLiteral("is not before the next rule, %1").arg(next->toString());
        const QStringView written = writtenNumber(m_lines[i], n);
        if (!why.isEmpty()) {
            warn(i + 1, QStringLiteral("\"%1\" is indented and %2; kept as part of %3").arg(written, why, lastNumber()));
            return NumberedLine{};
        }
        warn(i + 1, QStringLiteral("\"%1\" is indented but follows %2; read as %3").arg(written, lastNumber(), n.number));
        return n;
    }

    // The number as the line writes it, for messages: "509.1c", "702. 37a".
    static QStringView writtenNumber(QStringView line, const NumberedLine &n)
    {
        const QStringView t = line.trimmed();
        return n.spaced ? t.left(t.indexOf(u' ', 5)) : n.label;
    }

    // Whether line i begins a paragraph: a blank line above it, or a finished sentence.
    bool startsParagraph(int i) const
    {
        if (i == 0 || isBlank(m_lines[i - 1]))
            return true;
        QStringView above = m_lines[i - 1].trimmed();
        while (!above.isEmpty() && QStringView(u"\"'”’)]").contains(above.back()))
            above.chop(1);
        return !above.isEmpty() && QStringView(u".!?。！？").contains(above.back());
    }

    // The number of the next numbered line at the left margin after line i, none when the
    // glossary or the end comes first. Found once for all the lines before it, so that a
    // long run of indented lines is not scanned again for each.
    std::optional<rulesdb::RuleNumber> nextNumberAtMargin(int i)
    {
        if (m_nextAtMarginLine > i)
            return m_nextAtMargin;
        m_nextAtMargin.reset();
        int j = i + 1;
        for (; j < m_lines.size(); ++j) {
            const QStringView line = m_lines[j];
            if (isBlank(line) || line.front().isSpace() || m_lines.isWrappedContinuation(j))
                continue;
            if (isGlossaryHeading(line))
                break;
            if (const NumberedLine n = readNumberedLine(line); n.kind == NumberedLine::Number) {
                m_nextAtMargin = rulesdb::RuleNumber::parse(n.number);
                break;
            }
        }
        m_nextAtMarginLine = j;
        return m_nextAtMargin;
    }

    void appendToCurrent(int i, QStringView line, bool continuesSentence, bool toExample)
    {
        if (m_edition.rules.empty()) {
            warn(i + 1, QStringLiteral("text before the first rule; skipped"));
            return;
        }
        RuleEntry &rule = m_edition.rules.back();
        if (toExample && !rule.examples.isEmpty())
            appendLine(rule.examples.last(), line, continuesSentence);
        else
            appendLine(rule.text, line, continuesSentence);
    }

    // Term on one line, definition on the following lines (numbered senses, examples,
    // indented paragraphs), entries separated by blank lines. Returns the "Credits" line.
    int readGlossary(int start)
    {
        rulesdb::GlossaryEntry *entry = nullptr;
        bool afterBlank = true;
        for (int i = start; i < m_lines.size(); ++i) {
            const QStringView line = m_lines[i];
            if (isBlank(line)) {
                afterBlank = true;
                continue;
            }
            const QStringView t = line.trimmed();
            if (isCreditsHeading(line)) {
                checkDefinition(entry);
                return i;
            }
            const bool wrappedOn = m_lines.isWrappedContinuation(i);
            if (afterBlank && !line.front().isSpace() && !wrappedOn) {
                checkDefinition(entry);
                m_edition.glossary.push_back(splitGluedSense(t, i + 1));
                entry = &m_edition.glossary.back();
                m_entryLine = i + 1;
            } else if (entry) {
                appendLine(entry->definition, line, wrappedOn);
            }
            afterBlank = false;
        }
        // A last entry without its definition is where the file broke off.
        if (entry && entry->definition.isEmpty()) {
            m_unfinishedTerm = entry->term;
            m_edition.glossary.pop_back();
        } else if (entry && m_lines.endsMidLine()) {
            // Its definition stops mid-sentence: a glossary entry cannot be marked cut off,
            // and a definition that silently lacks its end would read as complete.
            m_cutTerm = entry->term;
            m_edition.glossary.pop_back();
        }
        return -1;
    }

    // A term with its first sense run into it: the 2021-06-18 release lost the line break
    // after eleven terms ("Ability1. Text on an object that explains…"). No term has a
    // letter followed by "1. " and words, so that is where the definition begins.
    rulesdb::GlossaryEntry splitGluedSense(QStringView line, int lineNumber)
    {
        static const QRegularExpression glued(QStringLiteral(R"(^(.*[\p{L})])(1\.\s+\S.*)$)"));
        const QString text = line.toString();
        const QRegularExpressionMatch m = glued.match(text);
        if (!m.hasMatch())
            return {text, QString()};
        warn(lineNumber, QStringLiteral("the glossary term \"%1\" runs into its first sense; read apart")
                             .arg(m.captured(1)));
        return {m.captured(1), m.captured(2)};
    }

    void checkDefinition(const rulesdb::GlossaryEntry *entry)
    {
        if (entry && entry->definition.isEmpty())
            warn(m_entryLine, QStringLiteral("the glossary entry \"%1\" has no definition")
                                  .arg(entry->term));
    }

    void readCredits(int start)
    {
        QString credits;
        for (int i = start; i < m_lines.size(); ++i) {
            const QStringView t = m_lines[i].trimmed();
            if (!t.isEmpty())
                credits += t.toString() + u'\n';
            else if (!credits.isEmpty() && !credits.endsWith(QStringLiteral("\n\n")))
                credits += u'\n';
        }
        m_edition.credits = credits.trimmed();
    }

    Lines m_lines;
    QString m_file;
    EditionData m_edition;
    int m_dateLine = 0;
    int m_entryLine = 0;
    int m_nextAtMarginLine = -1; // the line nextNumberAtMargin found last
    std::optional<rulesdb::RuleNumber> m_nextAtMargin;
    QString m_unfinishedTerm; // a last glossary term the file broke off after
    QString m_cutTerm;        // a last glossary entry the file broke off inside
};

} // namespace

bool looksLikeOfficialText(QStringView text)
{
    // The header sentence near the top and a numbered rule somewhere after it.
    const QStringView head = text.left(20000);
    const auto sentence = findEffectiveSentence(head);
    if (!sentence)
        return false;
    static const QRegularExpression rule(QStringLiteral(R"(\d{3}\.\d+[a-z]*\.?\s)"));
    bool found = false;
    forEachLineStart(text, sentence->end, [](QChar c) { return c.isDigit(); }, [&](qsizetype start) {
        found = text[start].isDigit() && matchesAt(rule, text, start);
        return !found;
    });
    return found;
}

EditionData parseOfficialText(const QString &text, const QString &fileName)
{
    EditionData edition = Parser(text, fileName).parse();
    edition.meta.format = QStringLiteral("txt");
    return edition;
}

} // namespace importers
