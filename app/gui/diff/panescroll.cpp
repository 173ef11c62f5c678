#include "diff/panescroll.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace gui {

int firstChangeIn(const QTextBrowser *pane, const DiffFormats &formats)
{
    const QBrush inserted = formats.inserted.background(), deleted = formats.deleted.background();
    for (QTextBlock block = pane->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QBrush tint = fragment.charFormat().background();
            if (fragment.isValid() && tint.style() != Qt::NoBrush && (tint == inserted || tint == deleted))
                return fragment.position();
        }
    return -1;
}

void levelHeadings(QTextBrowser *a, QTextBrowser *b)
{
    // The words' block gets the difference above it: a margin below the heading would fold
    // into the words' own top margin (the larger of the two counts, not their sum).
    constexpr int kBaseMargin = QTextFormat::UserProperty + 1; // the top margin it was given
    const auto words = [](QTextBrowser *pane) { return pane->document()->firstBlock().next(); };
    const auto base = [&](QTextBrowser *pane) {
        const QTextBlockFormat format = words(pane).blockFormat();
        return format.hasProperty(kBaseMargin) ? format.doubleProperty(kBaseMargin) : format.topMargin();
    };
    // Where the words would start with their own margin.
    const auto natural = [&](QTextBrowser *pane) {
        const QTextBlock block = words(pane);
        return pane->document()->documentLayout()->blockBoundingRect(block).top() - (block.blockFormat().topMargin() - base(pane));
    };
    if (!words(a).isValid() || !words(b).isValid())
        return;
    const qreal level = std::max(natural(a), natural(b));
    for (QTextBrowser *pane : {a, b}) {
        QTextBlockFormat format = words(pane).blockFormat();
        const qreal margin = base(pane) + (level - natural(pane));
        if (format.hasProperty(kBaseMargin) && qFuzzyCompare(format.topMargin() + 1, margin + 1))
            continue; // as it is: a change would lay the pane out again, and call this again
        format.setProperty(kBaseMargin, base(pane));
        format.setTopMargin(margin);
        QTextCursor(words(pane)).setBlockFormat(format);
    }
}

void scrollToFirstChange(QTextBrowser *pane, const DiffFormats &formats)
{
    QScrollBar *bar = pane->verticalScrollBar();
    const int at = firstChangeIn(pane, formats);
    // Laid out to the end now: the scroll range is the whole text's.
    pane->document()->documentLayout()->documentSize();
    if (at < 0) {
        bar->setValue(0);
        return;
    }
    QTextCursor cursor(pane->document());
    cursor.setPosition(at);
    const int top = pane->cursorRect(cursor).top() + bar->value(); // in the document
    const int context = 2 * pane->fontMetrics().lineSpacing(); // the lines before it, read first
    bar->setValue(std::max(0, top - context));
}

ScrollLink::ScrollLink(QTextBrowser *a, QTextBrowser *b)
    : QObject(a), m_a(a->verticalScrollBar()), m_b(b->verticalScrollBar())
{
    record();
    connect(m_a, &QScrollBar::valueChanged, this, [this] { follow(m_a, m_aWas, m_b, m_bWas); });
    connect(m_b, &QScrollBar::valueChanged, this, [this] { follow(m_b, m_bWas, m_a, m_aWas); });
    // A new layout changes the ranges first, then clamps the values: not a reader's scroll.
    for (QScrollBar *bar : {m_a, m_b})
        connect(bar, &QScrollBar::rangeChanged, this, &ScrollLink::laidOut);
}

void ScrollLink::place(std::function<void()> place)
{
    m_place = std::move(place);
    m_held = true;
    m_place();
    m_held = false;
    m_scrolled = false;
    record();
}

void ScrollLink::record()
{
    m_aWas = m_a->value();
    m_bWas = m_b->value();
}

void ScrollLink::laidOut()
{
    if (m_held || m_placeAgain)
        return;
    // Once the layout is over (both panes), each pane is put back on its change, or where
    // the reader had it.
    m_placeAgain = true;
    m_held = true;
    QTimer::singleShot(0, this, [this] {
        m_placeAgain = false;
        if (!m_scrolled && m_place)
            m_place();
        m_held = false;
        record();
    });
}

void ScrollLink::follow(QScrollBar *moved, int &movedWas, QScrollBar *other, int &otherWas)
{
    const int step = moved->value() - movedWas;
    movedWas = moved->value();
    if (m_held || step == 0)
        return;
    m_scrolled = true;
    m_held = true; // the other's move is not followed back
    other->setValue(other->value() + step);
    otherWas = other->value();
    m_held = false;
}

} // namespace gui
