#pragma once
// What the readers of the tournament-policy documents' HTML shapes share: the page parsed
// by gumbo (as every HTML reader of the project does), an element's text with its line
// breaks, and the builder that files headings, paragraphs, examples, penalties and an
// infraction's parts into a PolicyDocument the same way whatever the shape.

#include "policy/policydocument.h"
#include "policy/policytext.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <gumbo.h>
#include <QSet>
#include <functional>
#include <memory>
#include <vector>

namespace importers::policy::html {

// A parsed page; the tree is freed with it.
class Page {
public:
    explicit Page(const QString &text);
    ~Page();
    Page(const Page &) = delete;
    Page &operator=(const Page &) = delete;
    const GumboNode *root() const;

private:
    QByteArray m_utf8;
    GumboOutput *m_output = nullptr;
};

bool isElement(const GumboNode *node, GumboTag tag);
bool isHeadingTag(GumboTag tag);
QString attribute(const GumboNode *node, const char *name);
bool hasClass(const GumboNode *node, QStringView cls);
int lineOf(const GumboNode *node); // 1-based line of the element's start tag, or of a text's first word
// The line of the first word under node (the element's own line when it holds none).
int textLineOf(const GumboNode *node);
const GumboVector *childrenOf(const GumboNode *node);

// The text under node with "\n" where a <br> or a block ends (a line end in the source is
// a space, as a browser shows it); images, scripts, styles and elements of the class
// `dropClass` give nothing. Spaces are as written (see linesOf).
QString textOf(const GumboNode *node, QStringView dropClass = {});
// textOf split into lines, each collapsed, empty ones dropped.
QStringList linesOf(const GumboNode *node, QStringView dropClass = {});
// An element's text split at its <br>s only, each line with whether every letter of it is
// in bold (<b>, <strong>): a bold line of its own is a sub-heading.
struct LinePiece {
    QString text;
    bool bold = true;
};
std::vector<LinePiece> brokenLinesOf(const GumboNode *node);
// The first element under node (node included) with this tag, or nullptr.
const GumboNode *findElement(const GumboNode *node, GumboTag tag);

// Walks the page in reading order without recursion (a hostile page nests without end):
// `visit` is called for every element and non-blank text node and answers whether to go
// into the node's children.
enum class Visit { Descend, Skip };
void walk(const GumboNode *root, const std::function<Visit(const GumboNode *)> &visit);

// The elements that hold a block (a paragraph, a heading, a list, a table, a division)
// somewhere below them: an element without one is read as one paragraph.
class BlockMap {
public:
    explicit BlockMap(const GumboNode *root);
    bool holdsBlock(const GumboNode *node) const { return m_holding.contains(node); }

private:
    QSet<const GumboNode *> m_holding;
};
bool isBlockTag(GumboTag tag);

// Whether a line ends a sentence or an item (so that a break after it is a new
// paragraph) rather than breaking a sentence the page wrapped.
bool endsParagraph(QStringView line);
// "1. …", "A. …", "• …", "- …", "3.7: …" (a change list's entry): a line that starts an
// item of a list.
bool startsItem(QStringView line);

// A table's rows, each "cell | cell | …" (cells' spaces collapsed, empty cells and rows left
// out): the IPG's penalty tables, the quick reference of its Appendix A.
QStringList tableRows(const GumboNode *table);
// Lines broken by <br> or by one element per printed line rebuilt into paragraphs: a
// line that ends a sentence, or is followed by an item, ends its paragraph; words
// hyphenated across lines are mended with the document's vocabulary.
QStringList paragraphsOf(const QStringList &lines, const QSet<QString> &vocabulary = {});

// Files what a reader finds, in reading order, into the document's sections.
class Builder {
public:
    Builder(PolicyDocument &document, QString fileName);

    // The unnumbered level-1 section before section 1, titled as the document titles it.
    void beginIntroduction(const QString &title, int line);
    // A numbered (or, in the JAR, unnumbered) section; a level-2 section whose level-1
    // section the shape never heads gets one made from `parentTitle` (the contents).
    void beginSection(const Heading &heading, int line);
    void beginUnnumbered(const QString &title, int level, int line);
    bool hasSection() const { return !m_document.sections.empty(); }
    PolicySection &current() { return m_document.sections.back(); }
    bool inInfraction() const;

    // The label of an infraction's block: true when `text` is one (and starts it).
    bool part(QStringView text);
    void setPenalty(const QString &penalty);
    // One paragraph, list item or table row of the current section (or part):
    // "Upgrade:"/"Downgrade:" start their part (examples are set apart by finish()).
    void paragraph(const QString &text);
    void paragraphs(const QStringList &texts);

    // Titles the contents list gives for sections the body heads in capitals or not at all.
    void setContentsTitle(const QString &number, const QString &title, int line);
    QString contentsTitle(const QString &number) const;
    bool hasContents() const { return !m_contents.empty(); }

    // Checks that the document has sections, and that numbered ones come in order.
    void finish();

private:
    PolicyDocument &m_document;
    QString m_fileName;
    std::vector<std::tuple<QString, QString, int>> m_contents;
};

// Two numbers in document order: "3.9" < "3.16" < "4" < "Appendix A".
bool numberBefore(const QString &a, const QString &b);
// A title written in capitals ("GENERAL PHILOSOPHY") whose contents list gives it in mixed
// case takes the contents' spelling.
QString preferredTitle(const QString &bodyTitle, const QString &contentsTitle);

} // namespace importers::policy::html
