#include "reading/sectionrender.h"

#include "reading/colors.h"
#include "reading/paragraph.h"
#include "reading/sincetext.h"

#include <QCoreApplication>
#include <QTextBlockFormat>
#include <algorithm>

namespace gui {

namespace {

const QString kSectionScheme = QStringLiteral("section");
const QString kRuleScheme = QStringLiteral("rule"); // the rule view's own, for CR rules cited

QString ruleHref(const QString &number)
{
    QUrl url;
    url.setScheme(kRuleScheme);
    url.setPath(number);
    return url.toString(QUrl::FullyEncoded);
}

struct Formats {
    explicit Formats(const QPalette &p)
    {
        muted.setForeground(mutedText(p));
        title.setFontWeight(QFont::Bold);
        title.setProperty(QTextFormat::FontSizeAdjustment, 2);
        label.setFontWeight(QFont::Bold);
        badge.setFontWeight(QFont::Bold);
        badge.setBackground(penaltyBadgeBackground(p));
        badge.setForeground(p.color(QPalette::Text));
        link.setForeground(readableLink(p));
        exampleBackground = blend(p.color(QPalette::Base), p.color(QPalette::Highlight), 0.10);
    }
    QTextCharFormat body, muted, title, label, badge, link;
    QColor exampleBackground;
};

// Where a link's target goes: a section of a policy document or a rule of the CR. Empty
// when the target is in no edition here (the words stay plain text: nothing to follow).
QString hrefOf(const rulesdb::DocumentLinkTo &link)
{
    if (!link.exists)
        return {};
    if (link.targetDocument == rulesdb::Document::CR)
        return link.target.isEmpty() ? QString() : ruleHref(link.target);
    return sectionHref(link.targetDocument, link.target, link.targetEdition);
}

// One paragraph, the words that cite (of the links written in this part) made links where
// they first appear in it; the rest plain text.
void insertLinkedParagraph(QTextCursor &cursor, const QString &text, const std::vector<const rulesdb::DocumentLinkTo *> &links,
                           const QTextCharFormat &base, const Formats &f)
{
    struct Span {
        qsizetype start, length;
        QString href;
    };
    std::vector<Span> spans;
    for (const rulesdb::DocumentLinkTo *link : links) {
        const QString href = hrefOf(*link);
        if (href.isEmpty() || link->cited.isEmpty())
            continue;
        const qsizetype at = text.indexOf(link->cited);
        if (at >= 0)
            spans.push_back({at, link->cited.size(), href});
    }
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.start < b.start; });
    qsizetype done = 0;
    for (const Span &s : spans) {
        if (s.start < done)
            continue; // overlapping words: the first link has them
        cursor.insertText(text.mid(done, s.start - done), base);
        QTextCharFormat format = base;
        format.merge(f.link);
        format.setAnchor(true);
        format.setAnchorHref(s.href);
        cursor.insertText(text.mid(s.start, s.length), format);
        done = s.start + s.length;
    }
    cursor.insertText(text.mid(done), base);
}

// The links written in one part ("" for the section's text).
std::vector<const rulesdb::DocumentLinkTo *> linksIn(const SectionPage &page, const QString &part)
{
    std::vector<const rulesdb::DocumentLinkTo *> in;
    for (const rulesdb::DocumentLinkTo &link : page.links)
        if (link.fromPart == part)
            in.push_back(&link);
    return in;
}

void insertParagraphs(QTextCursor &cursor, const QString &text, const std::vector<const rulesdb::DocumentLinkTo *> &links,
                      const QTextBlockFormat &block, const Formats &f)
{
    for (const QString &para : text.split(u'\n', Qt::SkipEmptyParts)) {
        cursor.insertBlock(block);
        insertLinkedParagraph(cursor, para, links, f.body, f);
    }
}

} // namespace

QString sectionHref(rulesdb::Document document, const QString &key, const QString &edition)
{
    QUrl url;
    url.setScheme(kSectionScheme);
    url.setPath(rulesdb::documentName(document) + u'/' + key);
    if (!edition.isEmpty())
        url.setQuery(QStringLiteral("edition=") + edition);
    return url.toString(QUrl::FullyEncoded);
}

std::optional<SectionLink> sectionLinkOf(const QUrl &url)
{
    if (url.scheme() != kSectionScheme)
        return std::nullopt;
    const QString path = url.path();
    const qsizetype slash = path.indexOf(u'/');
    const auto document = rulesdb::documentNamed(QStringView(path).left(slash < 0 ? path.size() : slash));
    if (!document)
        return std::nullopt;
    const QString query = url.query();
    const QString edition = query.startsWith(QStringLiteral("edition=")) ? query.mid(8) : QString();
    return SectionLink{*document, slash < 0 ? QString() : path.mid(slash + 1), edition};
}

QColor penaltyBadgeBackground(const QPalette &palette)
{
    return blend(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.30);
}

void insertSectionPage(QTextCursor &cursor, const SectionPage &page, const QPalette &palette)
{
    const Formats f(palette);
    const rulesdb::SectionEntry &s = page.section;
    const rulesdb::Document document = page.edition.document;

    // Where it is from: the document and its edition, and an infraction's category.
    cursor.setBlockFormat(paragraph(0));
    QString from = QCoreApplication::translate("gui::RuleView", "%1, effective %2").arg(rulesdb::documentTitle(document), page.edition.date);
    if (!s.category.isEmpty())
        from += QStringLiteral("  ›  ") + s.category;
    cursor.insertText(from, f.muted);

    // "IPG 2.1  Missed Trigger": the short name, as judges cite it.
    cursor.insertBlock(paragraph(14));
    const QString heading = s.number.isEmpty() ? s.title : s.number + QStringLiteral("  ") + s.title;
    cursor.insertText(rulesdb::documentName(document).toUpper() + u' ' + heading, f.title);

    if (!s.penalty.isEmpty()) {
        cursor.insertBlock(paragraph(8));
        cursor.insertText(QCoreApplication::translate("gui::RuleView", "Penalty") + QStringLiteral("  "), f.muted);
        // Spaces inside the tint give the badge its margins.
        cursor.insertText(u' ' + s.penalty + u' ', f.badge);
    }

    insertParagraphs(cursor, s.text, linksIn(page, QString()), paragraph(10), f);

    for (const rulesdb::SectionPart &part : s.parts) {
        cursor.insertBlock(paragraph(16));
        cursor.insertText(part.label, f.label);
        // Examples set apart as the CR's are: indented and tinted.
        QTextBlockFormat block = paragraph(6);
        if (part.label.startsWith(QStringLiteral("Example"), Qt::CaseInsensitive)) {
            block.setLeftMargin(28);
            block.setRightMargin(12);
            block.setBackground(f.exampleBackground);
        }
        insertParagraphs(cursor, part.text, linksIn(page, part.label), block, f);
    }
    if (page.since) {
        cursor.insertBlock(paragraph(10));
        cursor.insertText(sinceText(*page.since, page.edition.language), f.muted);
    }

    if (!page.subsections.empty()) {
        cursor.insertBlock(paragraph(20));
        cursor.insertText(QCoreApplication::translate("gui::RuleView", "In this section"), f.label);
        for (const rulesdb::SectionEntry &sub : page.subsections) {
            cursor.insertBlock(paragraph(6, 12 * (sub.level - s.level - 1)));
            QTextCharFormat link = f.body;
            link.merge(f.link);
            link.setAnchor(true);
            link.setAnchorHref(sectionHref(document, sectionKey(sub)));
            cursor.insertText(sub.number.isEmpty() ? sub.title : sub.number + QStringLiteral("  ") + sub.title, link);
            if (!sub.penalty.isEmpty())
                cursor.insertText(QStringLiteral("  ·  ") + sub.penalty, f.muted);
        }
    }
}

} // namespace gui
