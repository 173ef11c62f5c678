#pragma once
// Paints list items whose text is rich text (HtmlRole): search hits with their matches
// highlighted. The HTML is made by snippetHtml(), which escapes everything it is given.

#include <QHash>
#include <QStyledItemDelegate>

namespace rulesdb {
struct SearchHit;
}

namespace gui {

// A hit as rich text: its number, where it was found and in which editions, then the
// snippet with the matches (between « and ») in bold on a tint. All text is escaped.
// What a hit is named by: a rule's number, a glossary term, "IPG 2.1  Missed Trigger".
QString hitHeading(const rulesdb::SearchHit &hit);
QString snippetHtml(const rulesdb::SearchHit &hit, const QPalette &palette);
// The same as plain text, for screen readers (and tests): number, snippet, missing words.
QString snippetPlainText(const rulesdb::SearchHit &hit);

class SnippetDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    mutable QHash<QString, QSize> m_sizes; // by font, width and HTML (see sizeHint())
};

} // namespace gui
