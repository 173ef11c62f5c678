#pragma once
// Lists whose rows alternate in colour, kept readable under any style sheet.

#include <QStyledItemDelegate>

class QPainter;

namespace gui {

// A style sheet that sets a view's background but not its alternate one leaves every other
// row in the old theme's colour, under the sheet's light text. Such a row is painted a shade
// of the base here instead, and `option` stops asking the style for the alternate colour
// (the style sheet's style paints rows from its own palette, not the option's). For a
// delegate's paint(), with the option it is about to draw.
void keepAlternateRowReadable(QPainter *painter, QStyleOptionViewItem &option);

// The delegate of a list whose items need nothing more (the diff view's changes).
class ReadableRowsDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace gui
