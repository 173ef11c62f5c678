#pragma once
// Colours drawn from the palette, so that the app reads the same in light and dark
// themes: tints between the background and an accent rather than fixed colours.

#include <QColor>
#include <QPalette>
#include <algorithm>
#include <cmath>

namespace gui {

// The colour `amount` of the way from a to b.
inline QColor blend(const QColor &a, const QColor &b, qreal amount)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
                            float(a.greenF() + (b.greenF() - a.greenF()) * amount),
                            float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

// The contrast of two colours as WCAG 2 defines it: 1 (none) to 21 (black on white).
inline qreal contrastRatio(const QColor &a, const QColor &b)
{
    const auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const auto luminance = [&](const QColor &c) {
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// What text needs against its background to be read (WCAG AA for body text).
inline constexpr qreal kReadableContrast = 4.5;

// `wanted`, moved toward `toward` (the palette's text colour) only as far as it takes to
// read on `background`: a theme's link blue on a dark background, a muted grey too faint.
inline QColor readableOn(const QColor &wanted, const QColor &background, const QColor &toward)
{
    QColor c = wanted;
    for (int step = 1; step <= 20 && contrastRatio(c, background) < kReadableContrast; ++step)
        c = blend(wanted, toward, step / 20.0);
    return c;
}

// Text of less weight (dates, notes) that still reads: between the text and its background.
inline QColor mutedText(const QPalette &p)
{
    return readableOn(blend(p.color(QPalette::Text), p.color(QPalette::Base), 0.45), p.color(QPalette::Base),
                      p.color(QPalette::Text));
}

// The palette's link colour, made readable on its background where the theme's is not.
inline QColor readableLink(const QPalette &p)
{
    return readableOn(p.color(QPalette::Link), p.color(QPalette::Base), p.color(QPalette::Text));
}

// The ring around the link that has the keyboard focus: the theme's highlight, made to
// stand out from the background (at least the 3:1 that a focus indicator needs, and here
// as much as text) where the theme's is too pale (a light blue on white) or too dark.
inline QColor focusRing(const QPalette &p)
{
    return readableOn(p.color(QPalette::Highlight), p.color(QPalette::Base), p.color(QPalette::Text));
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
