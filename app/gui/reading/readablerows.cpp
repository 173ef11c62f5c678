#include "reading/readablerows.h"

#include "reading/colors.h"

#include <QPainter>

namespace gui {

void keepAlternateRowReadable(QPainter *painter, QStyleOptionViewItem &option)
{
    const QPalette &p = option.palette;
    if (!(option.features & QStyleOptionViewItem::Alternate)
        || contrastRatio(p.color(QPalette::Text), p.color(QPalette::AlternateBase)) >= kReadableContrast)
        return;
    painter->fillRect(option.rect, blend(p.color(QPalette::Base), p.color(QPalette::Text), 0.06));
    option.features &= ~QStyleOptionViewItem::Alternate;
}

void ReadableRowsDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    keepAlternateRowReadable(painter, opt);
    QStyledItemDelegate::paint(painter, opt, index);
}

} // namespace gui
