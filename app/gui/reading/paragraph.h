#pragma once
// The paragraph every page of the reading pane is set in (rules, sections, cards): one
// line height for all, so that pages of each kind read alike.

#include <QTextBlockFormat>

namespace gui {

// A paragraph `top` points below the one before, `left` points in.
inline QTextBlockFormat paragraph(qreal top, qreal left = 0)
{
    QTextBlockFormat block;
    block.setTopMargin(top);
    block.setLeftMargin(left);
    block.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    return block;
}

} // namespace gui
