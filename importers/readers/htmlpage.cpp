#include "readers/htmlpage.h"

#include "importerror.h"
#include "rulelines.h"

#include <QRegularExpression>
#include <gumbo.h>
#include <memory>

namespace importers {
namespace {

bool isSkipped(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_HEAD:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_NAV:    // site furniture, never rules text
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_ASIDE:
        return true;
    default:
        return false;
    }
}

// Site furniture that may come before the page's text. Left open, the parser nests the
// rest of the page inside it.
bool isLeadingFurniture(GumboTag tag)
{
    return tag == GUMBO_TAG_NAV || tag == GUMBO_TAG_ASIDE || tag == GUMBO_TAG_NOSCRIPT;
}

bool hasEndTag(const GumboNode *node)
{
    return node->v.element.original_end_tag.length > 0;
}

bool isBlock(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_P: case GUMBO_TAG_DIV: case GUMBO_TAG_LI: case GUMBO_TAG_UL: case GUMBO_TAG_OL:
    case GUMBO_TAG_H1: case GUMBO_TAG_H2: case GUMBO_TAG_H3: case GUMBO_TAG_H4: case GUMBO_TAG_H5:
    case GUMBO_TAG_H6: case GUMBO_TAG_TR: case GUMBO_TAG_TD: case GUMBO_TAG_TH: case GUMBO_TAG_DT:
    case GUMBO_TAG_DD: case GUMBO_TAG_DL: case GUMBO_TAG_TABLE: case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_SECTION: case GUMBO_TAG_ARTICLE: case GUMBO_TAG_HEADER:
    case GUMBO_TAG_MAIN: case GUMBO_TAG_PRE: case GUMBO_TAG_BODY: case GUMBO_TAG_HR:
        return true;
    default:
        return false;
    }
}

// Walks the document as a browser lays it out: each block (and each <br>) ends a line;
// inside a line, runs of whitespace are one space.
class TextLines {
public:
    void walk(const GumboNode *node)
    {
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA
            || node->type == GUMBO_NODE_WHITESPACE) {
            if (m_inFurniture)
                return;
            if (m_current.isEmpty())
                m_line = int(node->v.text.start_pos.line);
            appendText(QString::fromUtf8(node->v.text.text));
            return;
        }
        if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_DOCUMENT)
            return;
        const GumboVector *children = node->type == GUMBO_NODE_ELEMENT ? &node->v.element.children
                                                                       : &node->v.document.children;
        GumboTag tag = node->type == GUMBO_NODE_ELEMENT ? node->v.element.tag : GUMBO_TAG_UNKNOWN;
        const bool openFurniture = isLeadingFurniture(tag) && !hasEndTag(node);
        if (isSkipped(tag) && !openFurniture)
            return;
        if (tag == GUMBO_TAG_BR) {
            endLine();
            return;
        }
        const bool block = isBlock(tag);
        if (block)
            endLine();
        // A nav left open holds the page: its own links and words are still furniture,
        // the blocks the parser nested in it are the page's text. (A footer left open
        // holds only what follows it, the end of the page: it stays skipped.)
        const bool wasInFurniture = m_inFurniture;
        m_inFurniture = openFurniture || (m_inFurniture && !block);
        for (unsigned i = 0; i < children->length; ++i)
            walk(static_cast<const GumboNode *>(children->data[i]));
        m_inFurniture = wasInFurniture;
        if (block)
            endLine();
    }

    std::vector<SourceLine> take()
    {
        endLine();
        return std::move(m_lines);
    }

private:
    void appendText(const QString &text)
    {
        for (QChar c : text) {
            if (c.isSpace() && c != u'\u00A0') {
                if (!m_current.isEmpty() && !m_current.endsWith(u' '))
                    m_current += u' ';
            } else {
                m_current += c;
            }
        }
    }

    void endLine()
    {
        const QString t = m_current.trimmed();
        if (!t.isEmpty())
            m_lines.push_back({t, m_line});
        m_current.clear();
    }

    std::vector<SourceLine> m_lines;
    QString m_current;
    int m_line = 1;
    bool m_inFurniture = false; // inside an open nav, outside any block in it
};

// Elements whose content the parser reads as text up to their end tag.
bool isRawText(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_TITLE: case GUMBO_TAG_TEXTAREA: case GUMBO_TAG_STYLE: case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_XMP: case GUMBO_TAG_IFRAME: case GUMBO_TAG_NOEMBED: case GUMBO_TAG_NOFRAMES:
        return true;
    default:
        return false;
    }
}

// A <title> or <script> whose end tag is missing takes the rest of the page as its text,
// as a browser does: whatever rules follow would be lost without a word. Refused, naming
// the tag, when that text holds markup, i.e. the page went on after it.
void refuseSwallowedPage(const GumboNode *node, const QString &fileName)
{
    if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_DOCUMENT)
        return;
    const GumboVector &children = node->type == GUMBO_NODE_ELEMENT ? node->v.element.children
                                                                   : node->v.document.children;
    if (node->type == GUMBO_NODE_ELEMENT && isRawText(node->v.element.tag) && !hasEndTag(node)) {
        static const QRegularExpression markup(QStringLiteral("<[/!a-zA-Z]"));
        for (unsigned i = 0; i < children.length; ++i) {
            const auto *child = static_cast<const GumboNode *>(children.data[i]);
            if (child->type != GUMBO_NODE_TEXT || !markup.match(QString::fromUtf8(child->v.text.text)).hasMatch())
                continue;
            const QString name = QString::fromUtf8(gumbo_normalized_tagname(node->v.element.tag));
            throw ImportError(fileName, int(node->v.element.start_pos.line),
                              QStringLiteral("<%1> opens here and is never closed: the rest of the page is "
                                             "its text, as a browser reads it, so the rules in it cannot be "
                                             "read; expected </%1>")
                                  .arg(name));
        }
    }
    for (unsigned i = 0; i < children.length; ++i)
        refuseSwallowedPage(static_cast<const GumboNode *>(children.data[i]), fileName);
}

const QRegularExpression &bullet()
{
    // "  • 107.1. …" (also "·", "*", "-" and "–" used as bullets).
    static const QRegularExpression re(QStringLiteral(R"(^\s*[•·*\-–]\s+(?=\d{1,3}\.))"));
    return re;
}

// Whether the line may start with a bullet: asked of every line of a page, and most
// start with none, so the pattern need not run.
bool mayHaveBullet(QStringView line)
{
    for (const QChar c : line) {
        if (c.isSpace())
            continue;
        return QStringView(u"•·*-–").contains(c);
    }
    return false;
}

} // namespace

bool looksLikeHtml(QStringView text)
{
    const QStringView head = text.trimmed().left(4096);
    static const QRegularExpression tag(QStringLiteral(R"(<(?:!doctype\s+html|html|body|p|li|div|h[1-6])[\s>])"),
                                        QRegularExpression::CaseInsensitiveOption);
    return tag.match(head).hasMatch();
}

bool looksLikeBulletedRules(QStringView text)
{
    int bullets = 0;
    for (QStringView line : text.left(20000).split(u'\n'))
        if (mayHaveBullet(line) && bullet().match(line).hasMatch() && ++bullets >= 3)
            return true;
    return false;
}

rulesdb::EditionData readHtmlPage(const QString &text, const QString &fileName)
{
    const QByteArray utf8 = text.toUtf8();
    GumboOutput *output = gumbo_parse_with_options(&kGumboDefaultOptions, utf8.constData(), size_t(utf8.size()));
    // The tree is the parser's: freed whatever the walk throws.
    const std::unique_ptr<GumboOutput, void (*)(GumboOutput *)> owner(
        output, [](GumboOutput *o) { gumbo_destroy_output(&kGumboDefaultOptions, o); });
    refuseSwallowedPage(output->document, fileName);
    TextLines lines;
    lines.walk(output->document);
    return readRuleLines(lines.take(), fileName);
}

rulesdb::EditionData readBulletedRules(const QString &text, const QString &fileName)
{
    std::vector<SourceLine> lines;
    const QStringList raw = text.split(u'\n');
    for (qsizetype i = 0; i < raw.size(); ++i) {
        QString l = raw[i];
        if (mayHaveBullet(l))
            l.remove(bullet());
        lines.push_back({l, int(i + 1)});
    }
    return readRuleLines(lines, fileName);
}

} // namespace importers
