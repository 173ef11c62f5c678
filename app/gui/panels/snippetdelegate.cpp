#include "panels/snippetdelegate.h"

#include "reading/colors.h"
#include "reading/readablerows.h"
#include "italics.h"
#include "panels/roles.h"
#include "rulesstore.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

namespace gui {

namespace {

constexpr int kPadding = 6;

QString editionsText(const QStringList &editions)
{
    if (editions.size() <= 3)
        return editions.join(QStringLiteral(", "));
    QStringList sorted = editions;
    sorted.sort();
    return SnippetDelegate::tr("%n editions, %1 to %2", nullptr, int(sorted.size()))
        .arg(sorted.first(), sorted.last());
}

QString kindText(rulesdb::TextPlace in)
{
    if (in == rulesdb::TextPlace::Example)
        return SnippetDelegate::tr("example");
    if (in == rulesdb::TextPlace::Glossary)
        return SnippetDelegate::tr("glossary");
    return {};
}

// The words a hit lacks (struck through in the list, plain for screen readers).
QString missingText(const QStringList &words)
{
    return SnippetDelegate::tr("Missing: %1").arg(words.join(QStringLiteral(", ")));
}

// The width the document is laid out at: the view's, as the item's may not be known yet.
int layoutWidth(const QStyleOptionViewItem &option)
{
    int width = option.rect.width();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        width = view->viewport()->width();
    return std::max(120, width);
}

void setUp(QTextDocument &doc, const QStyleOptionViewItem &option, const QModelIndex &index)
{
    doc.setDefaultFont(option.font);
    doc.setDocumentMargin(kPadding);
    doc.setHtml(index.data(HtmlRole).toString());
    doc.setTextWidth(layoutWidth(option));
}

// Sizes remembered: the list asks each item's size on every layout pass, and laying out
// rich text is the costliest thing it does. Forgotten all at once past this many.
constexpr qsizetype kMostSizesKept = 500;

} // namespace

QString hitHeading(const rulesdb::SearchHit &hit)
{
    if (hit.document == rulesdb::Document::CR)
        return hit.number;
    if (hit.document == rulesdb::Document::Cards) // its name and what it is: "Opt  Instant"
        return hit.typeLine.isEmpty() ? hit.number : hit.number + QStringLiteral("  ") + hit.typeLine;
    const QString name = rulesdb::documentName(hit.document).toUpper();
    return hit.number == hit.title || hit.title.isEmpty() ? name + u' ' + hit.number
                                                         : name + u' ' + hit.number + QStringLiteral("  ") + hit.title;
}

QString snippetHtml(const rulesdb::SearchHit &hit, const QPalette &palette)
{
    QString marked;
    // A tint between the background and the highlight reads in light and dark themes.
    const QString tint = blend(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 1.0 / 3).name();
    // Pieces of one style: found or not, in the source's italics or not.
    QString piece;
    bool pieceFound = false, pieceItalic = false;
    const auto flush = [&] {
        if (piece.isEmpty())
            return;
        QString html = piece.toHtmlEscaped();
        if (pieceItalic && !html.isEmpty())
            html = QStringLiteral("<i>") + html + QStringLiteral("</i>");
        marked += pieceFound ? QStringLiteral("<b style='background-color:%1'>%2</b>").arg(tint, html) : html;
        piece.clear();
    };
    bool found = false;
    const QString &snippet = hit.snippet;
    for (const rulesdb::TextRun &run : rulesdb::italicRuns(rulesdb::italicSpans(snippet), 0, snippet.size())) {
        for (qsizetype i = run.start; i < run.end; ++i) {
            const QChar c = snippet[i];
            if (c == rulesdb::kSnippetOpen || c == rulesdb::kSnippetClose) {
                found = c == rulesdb::kSnippetOpen;
                continue;
            }
            if (found != pieceFound || run.italic != pieceItalic) {
                flush();
                pieceFound = found;
                pieceItalic = run.italic;
            }
            piece += c;
        }
    }
    flush();
    // A section says its document, its title and the part the words are in.
    const QString kind = hit.document != rulesdb::Document::CR ? hit.part : kindText(hit.in);
    QString where = (kind.isEmpty() ? QString() : kind + QStringLiteral(" · ")) + editionsText(hit.editions);
    // A card says it is one, and where the words are when not in its text.
    if (hit.document == rulesdb::Document::Cards)
        where = hit.part == QLatin1String("rulings") ? SnippetDelegate::tr("card · in its rulings · Oracle text of %1")
                                                           .arg(hit.edition)
                                                     : SnippetDelegate::tr("card · Oracle text of %1").arg(hit.edition);
    QString html = QStringLiteral("<b>%1</b>&nbsp;&nbsp;<small>%2</small><br>%3")
                       .arg(hitHeading(hit).toHtmlEscaped(), where.toHtmlEscaped(), marked);
    // Found by some of the words: which ones it lacks, struck through as search engines do.
    if (!hit.missing.isEmpty()) {
        QStringList struck;
        for (const QString &word : hit.missing)
            struck.append(QStringLiteral("<s>%1</s>").arg(word.toHtmlEscaped()));
        html += QStringLiteral("<br><small>%1</small>").arg(missingText(struck));
    }
    return html;
}

QString snippetPlainText(const rulesdb::SearchHit &hit)
{
    QString plain = hitHeading(hit) + u' ' + rulesdb::withoutItalicMarks(hit.snippet);
    if (!hit.missing.isEmpty())
        plain += u' ' + missingText(hit.missing);
    return plain;
}

void SnippetDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear(); // the background and focus frame come from the style, the text from us
    keepAlternateRowReadable(painter, opt);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    QTextDocument doc;
    setUp(doc, option, index);
    QAbstractTextDocumentLayout::PaintContext context;
    const bool selected = option.state & QStyle::State_Selected;
    context.palette = option.palette;
    context.palette.setColor(QPalette::Text, option.palette.color(
                                                 selected ? QPalette::HighlightedText : QPalette::Text));
    painter->save();
    painter->translate(option.rect.topLeft());
    painter->setClipRect(option.rect.translated(-option.rect.topLeft()));
    doc.documentLayout()->draw(painter, context);
    painter->restore();
}

QSize SnippetDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString key = option.font.key() + u'\n' + QString::number(layoutWidth(option)) + u'\n'
                        + index.data(HtmlRole).toString();
    if (const auto it = m_sizes.constFind(key); it != m_sizes.cend())
        return *it;
    QTextDocument doc;
    setUp(doc, option, index);
    const QSize size(int(doc.idealWidth()), int(doc.size().height()) + 2);
    if (m_sizes.size() >= kMostSizesKept)
        m_sizes.clear();
    m_sizes.insert(key, size);
    return size;
}

} // namespace gui
