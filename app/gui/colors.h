#pragma once
// Colours drawn from the palette, so that the app reads the same in light and dark
// themes: tints between the background and an accent rather than fixed colours.

#include <QColor>
#include <QPalette>

namespace gui {

// The colour `amount` of the way from a to b.
inline QColor blend(const QColor &a, const QColor &b, qreal amount)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
                            float(a.greenF() + (b.greenF() - a.greenF()) * amount),
                            float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

// Backgrounds of inserted and deleted words in a word diff: green and red tints of the
// text's own background, strong enough to see, light enough to read through.
struct DiffColors {
    explicit DiffColors(const QPalette &p)
        : inserted(blend(p.color(QPalette::Base), QColor(0x2e, 0xa0, 0x43), 0.35)),
          deleted(blend(p.color(QPalette::Base), QColor(0xf8, 0x51, 0x49), 0.35))
    {
    }
    QColor inserted;
    QColor deleted;
};

// What ink on paper needs whatever the screen's theme: white paper, black text, dark links.
inline QPalette paperPalette()
{
    QPalette p;
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::Link, QColor(0x1a, 0x4f, 0xa0));
    return p;
}

} // namespace gui
