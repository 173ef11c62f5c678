#include "policy/policyhtml.h"

#include "importerror.h"
#include "policy/policyexamples.h"

#include <QRegularExpression>
#include <utility>
#include <vector>

namespace importers::policy::html {

namespace {
bool givesNoTextTag(const GumboNode *n)
{
    if (n->type != GUMBO_NODE_ELEMENT)
        return false;
    const GumboTag tag = n->v.element.tag;
    return tag == GUMBO_TAG_IMG || tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_HEAD
           || tag == GUMBO_TAG_TITLE;
}
} // namespace

Page::Page(const QString &text)
    : m_utf8(text.toUtf8())
{
    m_output = gumbo_parse_with_options(&kGumboDefaultOptions, m_utf8.constData(), size_t(m_utf8.size()));
}

Page::~Page()
{
    if (m_output)
        gumbo_destroy_output(&kGumboDefaultOptions, m_output);
}

const GumboNode *Page::root() const
{
    return m_output->document;
}

bool isElement(const GumboNode *node, GumboTag tag)
{
    return node && node->type == GUMBO_NODE_ELEMENT && node->v.element.tag == tag;
}

bool isHeadingTag(GumboTag tag)
{
    return tag == GUMBO_TAG_H1 || tag == GUMBO_TAG_H2 || tag == GUMBO_TAG_H3 || tag == GUMBO_TAG_H4
           || tag == GUMBO_TAG_H5 || tag == GUMBO_TAG_H6;
}

QString attribute(const GumboNode *node, const char *name)
{
    if (!node || node->type != GUMBO_NODE_ELEMENT)
        return {};
    const GumboAttribute *a = gumbo_get_attribute(&node->v.element.attributes, name);
    return a ? QString::fromUtf8(a->value) : QString();
}

bool hasClass(const GumboNode *node, QStringView cls)
{
    const QString classes = attribute(node, "class");
    for (QStringView c : QStringView(classes).split(u' ', Qt::SkipEmptyParts))
        if (c == cls)
            return true;
    return false;
}

int lineOf(const GumboNode *node)
{
    if (!node)
        return 0;
    if (node->type == GUMBO_NODE_ELEMENT)
        return int(node->v.element.start_pos.line);
    if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE) {
        // The line where the words start, not where the text's leading line ends are.
        int line = int(node->v.text.start_pos.line);
        for (const char *c = node->v.text.text; *c && (*c == '\n' || *c == '\r' || *c == ' ' || *c == '\t'); ++c)
            line += *c == '\n';
        return line;
    }
    return 0;
}

int textLineOf(const GumboNode *node)
{
    int line = 0;
    walk(node, [&](const GumboNode *n) {
        if (line > 0)
            return Visit::Skip;
        if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_CDATA) {
            line = lineOf(n);
            return Visit::Skip;
        }
        return givesNoTextTag(n) ? Visit::Skip : Visit::Descend;
    });
    return line > 0 ? line : lineOf(node);
}

const GumboVector *childrenOf(const GumboNode *node)
{
    if (!node)
        return nullptr;
    if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE)
        return &node->v.element.children;
    if (node->type == GUMBO_NODE_DOCUMENT)
        return &node->v.document.children;
    return nullptr;
}

namespace {

bool endsLine(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_P: case GUMBO_TAG_DIV: case GUMBO_TAG_LI: case GUMBO_TAG_TR: case GUMBO_TAG_TABLE:
    case GUMBO_TAG_UL: case GUMBO_TAG_OL: case GUMBO_TAG_HEADER: case GUMBO_TAG_H1: case GUMBO_TAG_H2:
    case GUMBO_TAG_H3: case GUMBO_TAG_H4: case GUMBO_TAG_H5: case GUMBO_TAG_H6: case GUMBO_TAG_BLOCKQUOTE:
        return true;
    default:
        return false;
    }
}

bool givesNoText(GumboTag tag)
{
    return tag == GUMBO_TAG_IMG || tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_HEAD
           || tag == GUMBO_TAG_TITLE;
}

} // namespace

QString textOf(const GumboNode *node, QStringView dropClass)
{
    // An explicit stack rather than recursion: a hostile page nests elements without end.
    QString out;
    struct Item {
        const GumboNode *node;
        bool closing;
    };
    std::vector<Item> stack{{node, false}};
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const GumboNode *n = item.node;
        if (!n)
            continue;
        if (item.closing) {
            out += u'\n';
            continue;
        }
        switch (n->type) {
        case GUMBO_NODE_TEXT: case GUMBO_NODE_WHITESPACE: case GUMBO_NODE_CDATA: {
            QString t = QString::fromUtf8(n->v.text.text);
            t.replace(u'\n', u' ').replace(u'\r', u' ');
            out += t;
            break;
        }
        case GUMBO_NODE_ELEMENT: case GUMBO_NODE_TEMPLATE: case GUMBO_NODE_DOCUMENT: {
            if (n->type != GUMBO_NODE_DOCUMENT) {
                const GumboTag tag = n->v.element.tag;
                if (givesNoText(tag) || (!dropClass.isEmpty() && hasClass(n, dropClass)))
                    break;
                if (tag == GUMBO_TAG_BR) {
                    out += u'\n';
                    break;
                }
                if (endsLine(tag))
                    stack.push_back({n, true});
            }
            const GumboVector *children = childrenOf(n);
            for (unsigned i = children->length; i > 0; --i)
                stack.push_back({static_cast<const GumboNode *>(children->data[i - 1]), false});
            break;
        }
        default:
            break;
        }
    }
    return out;
}

QStringList linesOf(const GumboNode *node, QStringView dropClass)
{
    QStringList out;
    const QString text = textOf(node, dropClass);
    for (QStringView l : QStringView(text).split(u'\n')) {
        const QString c = collapsedSpaces(l);
        if (!c.isEmpty())
            out << c;
    }
    return out;
}

const GumboNode *findElement(const GumboNode *node, GumboTag tag)
{
    std::vector<const GumboNode *> stack{node};
    while (!stack.empty()) {
        const GumboNode *n = stack.back();
        stack.pop_back();
        if (isElement(n, tag))
            return n;
        if (const GumboVector *children = childrenOf(n))
            for (unsigned i = children->length; i > 0; --i)
                stack.push_back(static_cast<const GumboNode *>(children->data[i - 1]));
    }
    return nullptr;
}

void walk(const GumboNode *root, const std::function<Visit(const GumboNode *)> &visit)
{
    std::vector<const GumboNode *> stack{root};
    while (!stack.empty()) {
        const GumboNode *n = stack.back();
        stack.pop_back();
        if (!n)
            continue;
        if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_CDATA) {
            if (!collapsedSpaces(QString::fromUtf8(n->v.text.text)).isEmpty())
                visit(n);
            continue;
        }
        if (n->type != GUMBO_NODE_ELEMENT && n->type != GUMBO_NODE_DOCUMENT && n->type != GUMBO_NODE_TEMPLATE)
            continue;
        if (n->type != GUMBO_NODE_DOCUMENT && visit(n) == Visit::Skip)
            continue;
        const GumboVector *children = childrenOf(n);
        for (unsigned i = children->length; i > 0; --i)
            stack.push_back(static_cast<const GumboNode *>(children->data[i - 1]));
    }
}

bool isBlockTag(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_P: case GUMBO_TAG_DIV: case GUMBO_TAG_LI: case GUMBO_TAG_UL: case GUMBO_TAG_OL:
    case GUMBO_TAG_TABLE: case GUMBO_TAG_HEADER: case GUMBO_TAG_H1: case GUMBO_TAG_H2: case GUMBO_TAG_H3:
    case GUMBO_TAG_H4: case GUMBO_TAG_H5: case GUMBO_TAG_H6: case GUMBO_TAG_BLOCKQUOTE: case GUMBO_TAG_SECTION:
        return true;
    default:
        return false;
    }
}

BlockMap::BlockMap(const GumboNode *root)
{
    // Post-order without recursion: a node is marked when a child is a block or holds one.
    struct Item {
        const GumboNode *node;
        bool done;
    };
    std::vector<Item> stack{{root, false}};
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const GumboVector *children = childrenOf(item.node);
        if (!children)
            continue;
        if (!item.done) {
            stack.push_back({item.node, true});
            for (unsigned i = 0; i < children->length; ++i)
                stack.push_back({static_cast<const GumboNode *>(children->data[i]), false});
            continue;
        }
        for (unsigned i = 0; i < children->length; ++i) {
            const auto *c = static_cast<const GumboNode *>(children->data[i]);
            if ((c->type == GUMBO_NODE_ELEMENT && isBlockTag(c->v.element.tag)) || m_holding.contains(c)) {
                m_holding.insert(item.node);
                break;
            }
        }
    }
}

std::vector<LinePiece> brokenLinesOf(const GumboNode *p)
{
    std::vector<LinePiece> pieces(1);
    struct Item {
        const GumboNode *node;
        bool bold;
    };
    std::vector<Item> stack{{p, false}};
    while (!stack.empty()) {
        const Item item = stack.back();
        stack.pop_back();
        const GumboNode *n = item.node;
        if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_WHITESPACE || n->type == GUMBO_NODE_CDATA) {
            QString t = QString::fromUtf8(n->v.text.text);
            t.replace(u'\n', u' ');
            if (!item.bold && !collapsedSpaces(t).isEmpty())
                pieces.back().bold = false;
            pieces.back().text += t;
            continue;
        }
        if (n->type != GUMBO_NODE_ELEMENT)
            continue;
        if (n->v.element.tag == GUMBO_TAG_BR) {
            pieces.emplace_back();
            continue;
        }
        if (n->v.element.tag == GUMBO_TAG_IMG || n->v.element.tag == GUMBO_TAG_SCRIPT
            || n->v.element.tag == GUMBO_TAG_STYLE)
            continue;
        const bool bold = item.bold || n->v.element.tag == GUMBO_TAG_B || n->v.element.tag == GUMBO_TAG_STRONG;
        const GumboVector *children = childrenOf(n);
        for (unsigned i = children->length; i > 0; --i)
            stack.push_back({static_cast<const GumboNode *>(children->data[i - 1]), bold});
    }
    // A <br> at the very end opens no line.
    while (pieces.size() > 1 && collapsedSpaces(pieces.back().text).isEmpty())
        pieces.pop_back();
    for (LinePiece &piece : pieces)
        if (collapsedSpaces(piece.text).isEmpty())
            piece.bold = false;
    return pieces;
}

bool endsParagraph(QStringView line)
{
    QStringView l = line.trimmed();
    while (!l.isEmpty() && QStringView(u"\"'\u201D\u2019)").contains(l.back()))
        l.chop(1);
    return !l.isEmpty() && QStringView(u".:!?").contains(l.back());
}

QStringList tableRows(const GumboNode *table)
{
    QStringList rows;
    walk(table, [&](const GumboNode *n) {
        if (!isElement(n, GUMBO_TAG_TR))
            return Visit::Descend;
        QStringList cells;
        walk(n, [&](const GumboNode *c) {
            if (isElement(c, GUMBO_TAG_TD) || isElement(c, GUMBO_TAG_TH)) {
                if (const QString cell = collapsedSpaces(textOf(c)); !cell.isEmpty())
                    cells << cell;
                return Visit::Skip;
            }
            return Visit::Descend;
        });
        if (!cells.isEmpty())
            rows << cells.join(QStringLiteral(" | "));
        return Visit::Skip;
    });
    return rows;
}

bool startsItem(QStringView line)
{
    static const QRegularExpression re(QStringLiteral(R"(^(?:\d{1,2}\.|\d{1,2}\.\d{1,2}:|[A-Z]\.|[\x{2022}\x{00B7}*\-\x{2013}\x{2014}])\s)"));
    return re.match(line.toString()).hasMatch();
}

QStringList paragraphsOf(const QStringList &lines, const QSet<QString> &vocabulary)
{
    QStringList out;
    QStringList current;
    const auto flush = [&] {
        if (!current.isEmpty())
            out << joinWrappedLines(current, vocabulary);
        current.clear();
    };
    for (const QString &raw : lines) {
        const QString line = collapsedSpaces(raw);
        if (line.isEmpty()) {
            flush();
            continue;
        }
        if (!current.isEmpty() && (endsParagraph(current.back()) || startsItem(line)))
            flush();
        current << line;
    }
    flush();
    return out;
}

Builder::Builder(PolicyDocument &document, QString fileName)
    : m_document(document)
    , m_fileName(std::move(fileName))
{
}

void Builder::beginIntroduction(const QString &title, int line)
{
    PolicySection s;
    s.title = title;
    s.level = 1;
    s.sourceLine = line;
    m_document.sections.push_back(std::move(s));
}

void Builder::beginSection(const Heading &heading, int line)
{
    if (heading.level == 2) {
        const QString parent = heading.number.section(u'.', 0, 0);
        bool present = false;
        for (const PolicySection &s : m_document.sections)
            present = present || s.number == parent;
        if (!present) {
            // The shape heads only the subsections: the section comes from the contents.
            int parentLine = line;
            QString parentTitle;
            for (const auto &[number, title, at] : m_contents)
                if (number == parent) {
                    parentTitle = title;
                    parentLine = at;
                }
            if (parentTitle.isEmpty())
                m_document.warnings << ImportError::describe(
                    m_fileName, line, QStringLiteral("section %1 is headed nowhere in the page, not even in a contents list: its title is left empty").arg(parent));
            PolicySection s;
            s.number = parent;
            s.title = parentTitle;
            s.level = 1;
            s.sourceLine = parentLine;
            m_document.sections.push_back(std::move(s));
        }
    }
    PolicySection s;
    s.number = heading.number;
    s.title = preferredTitle(heading.title, contentsTitle(heading.number));
    s.level = heading.level;
    s.category = heading.category;
    s.penalty = heading.penalty;
    s.sourceLine = line;
    m_document.sections.push_back(std::move(s));
}

void Builder::beginUnnumbered(const QString &title, int level, int line)
{
    PolicySection s;
    s.title = title;
    s.level = level;
    s.sourceLine = line;
    m_document.sections.push_back(std::move(s));
}

bool Builder::inInfraction() const
{
    if (m_document.sections.empty())
        return false;
    const PolicySection &s = m_document.sections.back();
    return !s.category.isEmpty() || !s.penalty.isEmpty() || !s.parts.empty();
}

bool Builder::part(QStringView text)
{
    if (!inInfraction())
        return false;
    const auto label = partLabelOf(text);
    if (!label)
        return false;
    current().parts.push_back({*label, {}});
    return true;
}

void Builder::setPenalty(const QString &penalty)
{
    if (hasSection())
        current().penalty = penalty;
}

void Builder::paragraph(const QString &text)
{
    QString t = collapsedSpaces(text);
    // A list item keeps its words, not its bullet ("1." steps and "A." examples stay).
    static const QRegularExpression bullet(QStringLiteral(R"(^[\x{2022}\x{00B7}\x{25CF}\x{25AA}\-]\s+)"));
    if (!t.isEmpty() && QStringView(u"\u2022\u00B7\u25CF\u25AA-").contains(t.front()))
        t.remove(bullet);
    if (t.isEmpty())
        return;
    if (!hasSection())
        beginIntroduction(QStringLiteral("Introduction"), 0);
    PolicySection &s = current();
    if (inInfraction()) {
        static const QRegularExpression upgrade(QStringLiteral(R"(^(Upgrade|Downgrade)\s*:\s*(.*)$)"),
                                                QRegularExpression::CaseInsensitiveOption);
        if (const auto m = upgrade.match(t); m.hasMatch()) {
            s.parts.push_back({*partLabelOf(m.capturedView(1)), {}});
            if (m.capturedLength(2) > 0)
                s.parts.back().paragraphs << m.captured(2);
            return;
        }
        if (!s.parts.empty())
            s.parts.back().paragraphs << t;
        else
            s.paragraphs << t;
        return;
    }
    s.paragraphs << t; // its examples are set apart at the end, as every shape's are
}

void Builder::paragraphs(const QStringList &texts)
{
    for (const QString &t : texts)
        paragraph(t);
}

void Builder::setContentsTitle(const QString &number, const QString &title, int line)
{
    for (auto &[n, t, l] : m_contents)
        if (n == number)
            return; // the first mention is the contents list; later ones are other lists
    m_contents.emplace_back(number, title, line);
}

QString Builder::contentsTitle(const QString &number) const
{
    for (const auto &[n, t, l] : m_contents)
        if (n == number)
            return t;
    return {};
}

namespace {

struct NumberKey {
    int kind = 0; // 0: numbered, 1: appendix
    int major = 0;
    int minor = -1;
};

NumberKey keyOf(const QString &number)
{
    NumberKey k;
    if (number.startsWith(u"Appendix ")) {
        k.kind = 1;
        k.major = number.back().unicode();
        return k;
    }
    const qsizetype dot = number.indexOf(u'.');
    k.major = QStringView(number).left(dot < 0 ? number.size() : dot).toInt();
    if (dot >= 0)
        k.minor = QStringView(number).mid(dot + 1).toInt();
    return k;
}

} // namespace

bool numberBefore(const QString &a, const QString &b)
{
    const NumberKey x = keyOf(a), y = keyOf(b);
    return std::tie(x.kind, x.major, x.minor) < std::tie(y.kind, y.major, y.minor);
}

QString preferredTitle(const QString &bodyTitle, const QString &contentsTitle)
{
    if (contentsTitle.isEmpty() || bodyTitle.isEmpty())
        return bodyTitle.isEmpty() ? contentsTitle : bodyTitle;
    bool capitals = true;
    for (const QChar c : bodyTitle)
        capitals = capitals && !c.isLower();
    if (capitals && collapsedSpaces(bodyTitle).compare(collapsedSpaces(contentsTitle), Qt::CaseInsensitive) == 0)
        return collapsedSpaces(contentsTitle);
    return bodyTitle;
}

void Builder::finish()
{
    separateExamples(m_document);
    bool numbered = false;
    const PolicySection *previous = nullptr;
    for (const PolicySection &s : m_document.sections) {
        if (s.number.isEmpty())
            continue;
        numbered = true;
        if (previous && !numberBefore(previous->number, s.number))
            m_document.warnings << ImportError::describe(
                m_fileName, s.sourceLine,
                QStringLiteral("section %1 comes after section %2").arg(s.number, previous->number));
        previous = &s;
    }
    const bool jar = m_document.document == rulesdb::Document::JAR;
    if (!numbered && !(jar && m_document.sections.size() > 1))
        throw ImportError(m_fileName, 0,
                          QStringLiteral("no section headings were found: expected headings such as "
                                         "\"1.1 Tournament Types\" or \"2.1 Game Play Error - Missed Trigger\""));
}

} // namespace importers::policy::html
