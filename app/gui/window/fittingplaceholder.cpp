#include "window/fittingplaceholder.h"

#include <QEvent>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionFrame>

namespace gui {

namespace {

class PlaceholderFitter : public QObject {
public:
    static constexpr const char *kName = "placeholderFitter";
    PlaceholderFitter(QLineEdit *box, QStringList wordings) : QObject(box), m_box(box), m_wordings(std::move(wordings))
    {
        setObjectName(QLatin1String(kName));
        box->installEventFilter(this);
        fit();
    }

    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            fit();
        return false;
    }

private:
    void fit()
    {
        // The room the text has: the box less its frame, margins and the clear button.
        QStyleOptionFrame option;
        option.initFrom(m_box);
        const QRect text = m_box->style()->subElementRect(QStyle::SE_LineEditContents, &option, m_box);
        const QMargins margins = m_box->textMargins();
        const int clear = m_box->isClearButtonEnabled() ? m_box->height() : 0;
        const int room = text.width() - margins.left() - margins.right() - clear - 8;
        for (const QString &w : m_wordings)
            if (m_box->fontMetrics().horizontalAdvance(w) <= room || &w == &m_wordings.back()) {
                m_box->setPlaceholderText(w);
                return;
            }
    }

    QLineEdit *m_box;
    const QStringList m_wordings;
};

} // namespace

void keepPlaceholderWhole(QLineEdit *box, const QStringList &wordings)
{
    // A later call's wordings replace the earlier ones (the diff view's box names rules or
    // sections as the documents compared have them).
    for (QObject *fitter : box->findChildren<QObject *>(QLatin1String(PlaceholderFitter::kName), Qt::FindDirectChildrenOnly))
        delete fitter;
    if (!wordings.isEmpty())
        new PlaceholderFitter(box, wordings);
}

} // namespace gui
