#include "window/noticeband.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace gui {

NoticeBand::NoticeBand(QWidget *parent) : QFrame(parent), m_text(new QLabel), m_buttons(new QHBoxLayout)
{
    setObjectName(QStringLiteral("noticeBand"));
    setFrameShape(QFrame::StyledPanel);
    // The palette's own highlight pair: readable in light and dark themes alike.
    setAutoFillBackground(true);
    QPalette p = palette();
    p.setColor(QPalette::Window, p.color(QPalette::ToolTipBase));
    p.setColor(QPalette::WindowText, p.color(QPalette::ToolTipText));
    setPalette(p);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    hide();
}

void NoticeBand::showNotice(const QString &text, const QList<QAction *> &actions)
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_actions = actions;
    m_text->setText(text);
    for (QAction *action : actions) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_buttons->addWidget(button);
    }
    setVisible(!text.isEmpty());
}

QString NoticeBand::text() const
{
    return isVisible() ? m_text->text() : QString();
}

} // namespace gui
