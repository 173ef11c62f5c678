#include "policy/bluewizardpage.h"

#include "importerror.h"
#include "policy/policyhtml.h"
#include "policy/policytext.h"

#include <QRegularExpression>

namespace importers::policy {

using namespace html;

namespace {

enum class Phase { Title, Front, Contents, AfterContents, Body };

class Reader {
public:
    // untitled: the page names no document; its text is read from the top, the document
    // left unstated.
    Reader(const QString &fileName, PolicyDocument &document, bool untitled = false)
        : m_fileName(fileName)
        , m_document(document)
        , m_builder(document, fileName)
        , m_phase(untitled ? Phase::Front : Phase::Title)
    {
        m_document.documentStated = !untitled;
    }

    // False when no line names the document (nothing is read then).
    bool read(const GumboNode *root, const QString &text)
    {
        m_vocabulary = wordsOf(text);
        readContents(root);
        const BlockMap blocks(root);
        walk(root, [&](const GumboNode *n) {
            if (n->type != GUMBO_NODE_ELEMENT) {
                lines({collapsedSpaces(QString::fromUtf8(n->v.text.text))}, n);
                return Visit::Skip;
            }
            const GumboTag tag = n->v.element.tag;
            switch (tag) {
            case GUMBO_TAG_HEAD: case GUMBO_TAG_SCRIPT: case GUMBO_TAG_STYLE: case GUMBO_TAG_IMG:
            case GUMBO_TAG_TITLE:
                return Visit::Skip;
            case GUMBO_TAG_H5:
                // The contents list (read beforehand); no section heading is an <h5>.
                if (m_phase == Phase::Front)
                    m_phase = Phase::Contents;
                return Visit::Skip;
            case GUMBO_TAG_TABLE:
                table(n);
                return Visit::Skip;
            case GUMBO_TAG_UL: case GUMBO_TAG_OL:
                return Visit::Descend;
            case GUMBO_TAG_LI:
                flush();
                lines({joinWrappedLines(linesOf(n), m_vocabulary)}, n);
                flush();
                return Visit::Skip;
            default:
                break;
            }
            if (isHeadingTag(tag)) {
                heading(collapsedSpaces(textOf(n)), n, true);
                return Visit::Skip;
            }
            if (blocks.holdsBlock(n))
                return Visit::Descend;
            lines(linesOf(n), n);
            return Visit::Skip;
        });
        flush();
        if (m_phase == Phase::Title)
            return false;
        m_builder.finish();
        return true;
    }

    static ImportError noTitle(const QString &fileName)
    {
        return ImportError(fileName, 0,
                           QStringLiteral("no line names the document: expected a title such as \"Magic: The "
                                          "Gathering Tournament Rules\" or \"Magic Infraction Procedure "
                                          "Guide\" at the top of the page"));
    }

private:
    // The <h5> links of the contents, and the appendices the contents list as plain lines
    // before the first body heading ("Appendix A - Penalty Quick Reference").
    void readContents(const GumboNode *root)
    {
        bool body = false;
        walk(root, [&](const GumboNode *n) {
            if (body)
                return Visit::Skip;
            if (isElement(n, GUMBO_TAG_H4)) {
                body = true;
                return Visit::Skip;
            }
            if (isElement(n, GUMBO_TAG_H5)) {
                const QString t = collapsedSpaces(textOf(n));
                if (const auto h = parseHeading(t)) {
                    m_builder.setContentsTitle(h->number, h->title, textLineOf(n));
                    m_contentsEnd = std::max(m_contentsEnd, textLineOf(n));
                }
                return Visit::Skip;
            }
            if (n->type == GUMBO_NODE_TEXT) {
                const QString t = collapsedSpaces(QString::fromUtf8(n->v.text.text));
                if (const auto h = parseHeading(t); h && h->number.startsWith(u"Appendix") && !isAllCapitals(h->title)) {
                    m_builder.setContentsTitle(h->number, h->title, textLineOf(n));
                    m_contentsEnd = std::max(m_contentsEnd, textLineOf(n));
                }
            }
            return Visit::Descend;
        });
    }

    // A line that may be a heading: an <h4>, a bold line, a line of its own. It is one when
    // its number is in the contents and its words begin with the contents' title.
    bool heading(const QString &text, const GumboNode *n, bool headingTag)
    {
        if (text.isEmpty() || m_phase == Phase::Title)
            return false;
        if (headingTag && startsPart(text))
            return true;
        if (textLineOf(n) > m_contentsEnd) {
            if (const auto h = parseHeading(text)) {
                // Without a contents list, a heading is a numbered <h4>.
                const QString contents = m_builder.hasContents() ? m_builder.contentsTitle(h->number)
                                         : headingTag                ? h->title
                                                                     : QString();
                if (!contents.isEmpty() && startsWithWords(h->title, contents)
                    && (m_lastNumber.isEmpty() || numberBefore(m_lastNumber, h->number))) {
                    flush();
                    Heading heading = *h;
                    const QString rest = collapsedSpaces(QStringView(h->title).mid(contents.size()));
                    heading.title = h->title.left(contents.size());
                    if (isAllCapitals(heading.title))
                        heading.title = contents;
                    // A penalty glued by parseHeading is the title's when the contents say so.
                    m_builder.beginSection(heading, textLineOf(n));
                    m_lastNumber = h->number;
                    m_phase = Phase::Body;
                    if (!rest.isEmpty())
                        lines({rest}, n);
                    return true;
                }
            }
        }
        if (headingTag) {
            lines({text}, n);
            return true;
        }
        return false;
    }

    void lines(const QStringList &found, const GumboNode *n)
    {
        for (const QString &line : found) {
            if (line.isEmpty())
                continue;
            if (m_phase == Phase::Title) {
                if (const auto document = documentOfTitle(line)) {
                    m_document.document = *document;
                    m_document.title = line;
                    m_phase = Phase::Front;
                }
                continue;
            }
            if (line.startsWith(u"Converted by:", Qt::CaseInsensitive))
                continue; // the converter's credit
            if (!m_dateSeen && line.size() < 80 && findStatedDate(line)) {
                m_dateSeen = true;
                continue;
            }
            if (m_phase == Phase::Contents && textLineOf(n) > m_contentsEnd)
                m_phase = Phase::AfterContents;
            if (heading(line, n, false))
                continue;
            switch (m_phase) {
            case Phase::Title:
                break;
            case Phase::Front:
                if (line.compare(u"Contents", Qt::CaseInsensitive) == 0) {
                    flush();
                    m_phase = Phase::Contents;
                } else if (line.compare(u"Introduction", Qt::CaseInsensitive) == 0 && !m_builder.hasSection()) {
                    m_builder.beginIntroduction(QStringLiteral("Introduction"), textLineOf(n));
                } else {
                    text(line, n);
                }
                break;
            case Phase::Contents:
                break; // the contents list
            case Phase::AfterContents:
                if (const auto h = parseHeading(line); h && h->number.startsWith(u"Appendix"))
                    break; // the contents' appendices
                if (line.compare(u"Introduction", Qt::CaseInsensitive) == 0) {
                    // After the contents: the introduction's own heading (the one before may
                    // have been the contents' entry).
                    if (!m_builder.hasSection()) {
                        m_builder.beginIntroduction(QStringLiteral("Introduction"), textLineOf(n));
                        break;
                    }
                    if (m_builder.current().number.isEmpty() && m_builder.current().paragraphs.isEmpty()) {
                        m_builder.current().sourceLine = textLineOf(n);
                        break;
                    }
                }
                text(line, n);
                break;
            case Phase::Body:
                if (startsPart(line))
                    break;
                text(line, n);
                break;
            }
        }
    }

    // A line of text: the PDF's paragraphs come broken into lines at page ends, with the
    // page number left at the end of the line before the break.
    void text(const QString &line, const GumboNode *n)
    {
        if (!m_builder.hasSection())
            m_builder.beginIntroduction(QStringLiteral("Introduction"), textLineOf(n));
        if (m_document.document == rulesdb::Document::JAR && isJarHeading(line)) {
            flush();
            m_builder.beginUnnumbered(line, 1, textLineOf(n));
            return;
        }
        if (m_builder.inInfraction() && m_builder.current().penalty.isEmpty() && m_pending.isEmpty()
            && m_builder.current().parts.size() == 1 && m_builder.current().parts.front().paragraphs.isEmpty()) {
            if (const auto p = penaltyOf(line)) {
                m_builder.setPenalty(*p);
                return;
            }
        }
        if (!m_pending.isEmpty()) {
            const QString &last = m_pending.back();
            const bool continues = !endsParagraph(last) && !startsItem(line)
                                   && (line.front().isLower() || last.endsWith(u'-'));
            if (continues) {
                static const QRegularExpression pageNumber(QStringLiteral(R"(\s+\d{1,3}$)"));
                m_pending.back().remove(pageNumber);
            } else {
                flush();
            }
        }
        m_pending << line;
    }

    // The JAR's section headings are lines of a few words in title case and no stop.
    static bool isJarHeading(const QString &line)
    {
        static const QStringList minor = {QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("and"),
                                          QStringLiteral("at"), QStringLiteral("for"), QStringLiteral("in"),
                                          QStringLiteral("of"), QStringLiteral("on"), QStringLiteral("or"),
                                          QStringLiteral("the"), QStringLiteral("to")};
        const QStringList words = line.split(u' ');
        if (words.size() > 5 || endsParagraph(line) || line.endsWith(u','))
            return false;
        for (qsizetype i = 0; i < words.size(); ++i) {
            const QString &w = words.at(i);
            if (w.isEmpty() || (!w.front().isUpper() && (i == 0 || !minor.contains(w))))
                return false;
        }
        return true;
    }

    // An infraction's block label: what came before it is finished first.
    bool startsPart(const QString &text)
    {
        if (!m_builder.inInfraction() || !partLabelOf(text))
            return false;
        flush();
        return m_builder.part(text);
    }

    void flush()
    {
        if (m_pending.isEmpty())
            return;
        m_builder.paragraph(joinWrappedLines(m_pending, m_vocabulary));
        m_pending.clear();
    }

    void table(const GumboNode *n)
    {
        const QStringList rows = tableRows(n);
        if (m_phase == Phase::Title || m_phase == Phase::Contents)
            return;
        flush();
        // The infraction's penalty: a table of one column headed "Penalty".
        if (rows.size() == 2 && rows.front().compare(u"Penalty", Qt::CaseInsensitive) == 0
            && m_builder.hasSection() && m_builder.current().level == 2 && m_builder.current().parts.empty()) {
            // The converter sometimes put the first block's label in the penalty's cell and
            // the penalty on the line after it: the label starts its block, and the penalty
            // is taken from that line (see text()).
            if (startsPart(rows.back()))
                return;
            const auto p = penaltyOf(rows.back());
            m_builder.setPenalty(p ? *p : rows.back());
            if (!p)
                m_document.warnings << ImportError::describe(
                    m_fileName, textLineOf(n), QStringLiteral("\"%1\" is no penalty the guide names").arg(rows.back()));
            return;
        }
        if (!m_builder.hasSection())
            m_builder.beginIntroduction(QStringLiteral("Introduction"), textLineOf(n));
        m_builder.paragraphs(rows);
    }

    const QString &m_fileName;
    PolicyDocument &m_document;
    Builder m_builder;
    QSet<QString> m_vocabulary;
    Phase m_phase;
    int m_contentsEnd = 0;
    bool m_dateSeen = false;
    QString m_lastNumber;
    QStringList m_pending;
};

PolicyDocument readConverted(const QString &text, const QString &fileName)
{
    PolicyDocument document;
    const Page page(text);
    if (!Reader(fileName, document).read(page.root(), text)) {
        // No title: the sections are read all the same, for --document to say whose they are.
        // Sections no heading was found for tell nothing either: the title is what is missing.
        document = PolicyDocument{};
        bool read = false;
        try {
            read = Reader(fileName, document, true).read(page.root(), text) && !document.sections.empty();
        } catch (const ImportError &) {
        }
        if (!read)
            throw Reader::noTitle(fileName);
    }
    if (const auto stated = findStatedDate(text)) {
        document.date = stated->date;
        if (stated->date.isEmpty())
            document.warnings << ImportError::describe(
                fileName, 0, QStringLiteral("\"%1\" names no real day").arg(stated->words));
    }
    return document;
}

} // namespace

bool recognisesCalibrePage(QStringView text)
{
    return text.left(16384).contains(u"class=\"calibre");
}

bool recognisesBluewizardPage(QStringView text)
{
    const QStringView head = text.left(16384);
    return !recognisesCalibrePage(text) && head.contains(u"<h5><a href=\"#")
           && !head.contains(u"class=\"entry-header\"");
}

PolicyDocument readBluewizardPage(const QString &text, const QString &fileName)
{
    return readConverted(text, fileName);
}

PolicyDocument readCalibrePage(const QString &text, const QString &fileName)
{
    return readConverted(text, fileName);
}

} // namespace importers::policy
