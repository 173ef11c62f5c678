#include "policy/gathererpage.h"

#include "importerror.h"
#include "policy/policyhtml.h"
#include "policy/policytext.h"

#include <QRegularExpression>

namespace importers::policy {

using namespace html;

namespace {

enum class Phase { BeforeTitle, Introduction, Contents, Body };

// A heading the scrape spells in no way parseHeading reads ("IPG Anhang B - …", a
// translated appendix) is numbered from its anchor: "ipg-appendix-b", "mtr4-4".
std::optional<Heading> headingFromAnchor(const QString &id, const QString &text)
{
    static const QRegularExpression numbered(QStringLiteral(R"(^(?:mtr|ipg|jar)(\d{1,2})(?:-(\d{1,2}))?$)"));
    static const QRegularExpression appendix(QStringLiteral(R"(^(?:mtr|ipg|jar)-appendix-([a-z])$)"));
    Heading h;
    if (const auto m = numbered.match(id); m.hasMatch()) {
        h.number = m.capturedLength(2) ? m.captured(1) + u'.' + m.captured(2) : m.captured(1);
        h.level = m.capturedLength(2) ? 2 : 1;
    } else if (const auto a = appendix.match(id); a.hasMatch()) {
        h.number = QStringLiteral("Appendix ") + a.captured(1).toUpper();
    } else {
        return std::nullopt;
    }
    const qsizetype dash = text.indexOf(QStringLiteral(" - "));
    h.title = dash >= 0 ? text.mid(dash + 3).trimmed() : QString();
    if (h.title.isEmpty())
        return std::nullopt;
    return h;
}

// A contents table (the IPG repeats each section's list of subsections at its top): every
// filled cell a number and a link into the page.
bool isContentsTable(const GumboNode *table)
{
    static const QRegularExpression entry(QStringLiteral(R"(^\d{1,2}(?:\.\d{1,2})*\.?\s+\S)"));
    bool any = false;
    bool allEntries = true;
    walk(table, [&](const GumboNode *n) {
        if (isElement(n, GUMBO_TAG_TD) || isElement(n, GUMBO_TAG_TH)) {
            const QString cell = collapsedSpaces(textOf(n));
            if (!cell.isEmpty()) {
                any = true;
                allEntries = allEntries && entry.match(cell).hasMatch()
                             && attribute(findElement(n, GUMBO_TAG_A), "href").startsWith(u'#');
            }
            return Visit::Skip;
        }
        return Visit::Descend;
    });
    return any && allEntries;
}

// A table's rows, each its filled cells joined with " | ".
// A paragraph that is only bold words: the JAR's headings of its common issues.
bool isBoldOnly(const GumboNode *p)
{
    const GumboVector *children = childrenOf(p);
    int bold = 0;
    for (unsigned i = 0; i < children->length; ++i) {
        const auto *c = static_cast<const GumboNode *>(children->data[i]);
        if (c->type == GUMBO_NODE_WHITESPACE)
            continue;
        if (c->type == GUMBO_NODE_TEXT && collapsedSpaces(QString::fromUtf8(c->v.text.text)).isEmpty())
            continue;
        if (isElement(c, GUMBO_TAG_STRONG) || isElement(c, GUMBO_TAG_B)) {
            ++bold;
            continue;
        }
        return false;
    }
    return bold > 0;
}

class Reader {
public:
    Reader(const QString &fileName, PolicyDocument &document)
        : m_fileName(fileName)
        , m_document(document)
        , m_builder(document, fileName)
    {
    }

    void read(const GumboNode *root)
    {
        const BlockMap blocks(root);
        walk(root, [&](const GumboNode *n) {
            if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_CDATA) {
                paragraph(QStringList{collapsedSpaces(QString::fromUtf8(n->v.text.text))}, n);
                return Visit::Skip;
            }
            const GumboTag tag = n->v.element.tag;
            switch (tag) {
            case GUMBO_TAG_HEAD: case GUMBO_TAG_SCRIPT: case GUMBO_TAG_STYLE: case GUMBO_TAG_IMG:
            case GUMBO_TAG_TITLE:
                return Visit::Skip;
            case GUMBO_TAG_HEADER:
                if (hasClass(n, u"entry-header")) {
                    header(n);
                    return Visit::Skip;
                }
                return Visit::Descend;
            case GUMBO_TAG_TABLE:
                table(n);
                return Visit::Skip;
            case GUMBO_TAG_UL: case GUMBO_TAG_OL:
                return Visit::Descend;
            case GUMBO_TAG_LI:
                paragraph(QStringList{joinWrappedLines(linesOf(n))}, n);
                return Visit::Skip;
            case GUMBO_TAG_P:
                paragraphWithSubheadings(n);
                return Visit::Skip;
            default:
                break;
            }
            if (isHeadingTag(tag)) {
                heading(n);
                return Visit::Skip;
            }
            if (tag == GUMBO_TAG_DIV && hasClass(n, u"alert") && penalty(n))
                return Visit::Skip;
            if (blocks.holdsBlock(n))
                return Visit::Descend;
            paragraph(linesOf(n), n);
            return Visit::Skip;
        });
        if (m_phase == Phase::BeforeTitle)
            throw ImportError(m_fileName, 0,
                              QStringLiteral("no <header class=\"entry-header\"> block with the document's title "
                                             "was found"));
        m_builder.finish();
    }

private:
    void header(const GumboNode *n)
    {
        const GumboNode *h1 = findElement(n, GUMBO_TAG_H1);
        const QString text = collapsedSpaces(textOf(h1 ? h1 : n));
        const int line = lineOf(h1 ? h1 : n);
        if (m_phase == Phase::BeforeTitle) {
            const auto document = documentOfTitle(text);
            if (!document)
                throw ImportError(m_fileName, line,
                                  QStringLiteral("the first heading \"%1\" names no tournament document: expected "
                                                 "the Magic Tournament Rules, the Infraction Procedure Guide or "
                                                 "Judging at Regular Rules Enforcement Level")
                                      .arg(text.left(120)));
            m_document.document = *document;
            m_document.title = text;
            m_phase = Phase::Introduction;
            return;
        }
        auto h = parseHeading(text);
        if (!h) {
            h = headingFromAnchor(attribute(n, "id"), text);
            if (h)
                m_document.warnings << ImportError::describe(
                    m_fileName, line,
                    QStringLiteral("the heading \"%1\" is numbered from its anchor").arg(text.left(120)));
        }
        if (!h)
            throw ImportError(m_fileName, line,
                              QStringLiteral("expected a section heading such as \"MTR 4.4 Loops\" or \"IPG 2.1 "
                                             "Game Play Error - Missed Trigger\", found \"%1\"")
                                  .arg(text.left(120)));
        m_phase = Phase::Body;
        m_builder.beginSection(*h, line);
    }

    void heading(const GumboNode *n)
    {
        const QString text = collapsedSpaces(textOf(n));
        if (text.isEmpty())
            return;
        switch (m_phase) {
        case Phase::BeforeTitle:
            return;
        case Phase::Contents:
            contentsEntry(text, n);
            return;
        case Phase::Introduction:
            if (const auto h = parseHeading(text); h && h->level == 1 && !h->number.startsWith(u"Appendix")) {
                m_phase = Phase::Contents;
                contentsEntry(text, n);
            } else if (!m_builder.hasSection()) {
                m_builder.beginIntroduction(text, lineOf(n));
            } else if (m_document.document == rulesdb::Document::JAR) {
                m_builder.beginUnnumbered(text, 1, lineOf(n));
            } else {
                m_builder.paragraph(text);
            }
            return;
        case Phase::Body:
            if (!m_builder.part(text))
                m_builder.paragraph(text);
            return;
        }
    }

    void contentsEntry(const QString &text, const GumboNode *n)
    {
        if (const auto h = parseHeading(text); h && h->level == 1)
            m_builder.setContentsTitle(h->number, h->title, lineOf(n));
    }

    void paragraph(const QStringList &lines, const GumboNode *n)
    {
        if (lines.isEmpty())
            return;
        const QString whole = lines.join(u' ');
        switch (m_phase) {
        case Phase::BeforeTitle: case Phase::Contents:
            return; // the scrape's date stamp; the contents list
        case Phase::Introduction:
            if (whole.compare(u"Contents", Qt::CaseInsensitive) == 0) {
                m_phase = Phase::Contents;
                return;
            }
            // The stated date heads the page; it is the document's date, not its text.
            if (!m_dateSeen && whole.size() < 160 && findStatedDate(whole)) {
                m_dateSeen = true;
                return;
            }
            if (!m_builder.hasSection())
                m_builder.beginIntroduction(QStringLiteral("Introduction"), lineOf(n));
            else if (m_document.document == rulesdb::Document::JAR && n
                && isElement(n, GUMBO_TAG_P) && isBoldOnly(n)) {
                m_builder.beginUnnumbered(whole, 2, lineOf(n));
                return;
            }
            break;
        case Phase::Body:
            if (m_builder.part(whole))
                return;
            break;
        }
        m_builder.paragraphs(paragraphsOf(lines));
    }

    // "<p><strong>Match Points</strong><br>Players earn …": the bold line is a paragraph
    // of its own, not the first words of the text after it.
    void paragraphWithSubheadings(const GumboNode *p)
    {
        const std::vector<LinePiece> pieces = brokenLinesOf(p);
        if (pieces.size() < 2) {
            paragraph(linesOf(p), p);
            return;
        }
        QStringList lines;
        for (const LinePiece &piece : pieces) {
            const QString text = collapsedSpaces(piece.text);
            if (text.isEmpty())
                continue;
            if (piece.bold) {
                paragraph(lines, p);
                lines.clear();
                paragraph({text}, p);
                continue;
            }
            lines << text;
        }
        paragraph(lines, p);
    }

    bool penalty(const GumboNode *alert)
    {
        if (m_phase != Phase::Body)
            return false;
        const QStringList lines = linesOf(alert);
        const qsizetype at = lines.indexOf(QStringLiteral("Penalty"));
        if (at < 0 || at + 1 >= lines.size())
            return false;
        if (const auto p = penaltyOf(lines.at(at + 1))) {
            m_builder.setPenalty(*p);
        } else {
            m_builder.setPenalty(lines.at(at + 1));
            m_document.warnings << ImportError::describe(
                m_fileName, lineOf(alert), QStringLiteral("\"%1\" is no penalty the guide names").arg(lines.at(at + 1)));
        }
        return true;
    }

    void table(const GumboNode *n)
    {
        if (m_phase != Phase::Body && m_phase != Phase::Introduction)
            return;
        if (isContentsTable(n))
            return;
        m_builder.paragraphs(tableRows(n));
    }

    const QString &m_fileName;
    PolicyDocument &m_document;
    Builder m_builder;
    Phase m_phase = Phase::BeforeTitle;
    bool m_dateSeen = false;
};

} // namespace

bool recognisesGathererPage(QStringView text)
{
    const QStringView head = text.left(8192);
    return head.contains(u"class=\"entry-header\"") && head.contains(u"class=\"entry-title\"");
}

PolicyDocument readGathererPage(const QString &text, const QString &fileName)
{
    PolicyDocument document;
    const Page page(text);
    Reader reader(fileName, document);
    reader.read(page.root());
    // The date the first block states; the first line's scrape date is not it.
    if (const auto stated = findStatedDate(text)) {
        document.date = stated->date;
        if (stated->date.isEmpty())
            document.warnings << ImportError::describe(
                fileName, 0, QStringLiteral("\"%1\" names no real day").arg(stated->words));
    }
    return document;
}

} // namespace importers::policy
