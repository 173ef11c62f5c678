#include "panels/bookmarkspanel.h"

#include "window/navigation.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gui {

BookmarksPanel::BookmarksPanel(QWidget *parent) : QWidget(parent)
{
    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("bookmarkList"));
    m_list->setHeaderLabels({tr("Rule"), tr("Edition"), tr("Note")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    m_list->installEventFilter(this);
    auto *edit = new QPushButton(tr("Edit &note…"));
    auto *remove = new QPushButton(tr("Re&move"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(edit);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        if (currentIndex() >= 0)
            emit activated(currentIndex());
    });
    connect(edit, &QPushButton::clicked, this, [this] {
        if (currentIndex() >= 0)
            emit editRequested(currentIndex());
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (currentIndex() >= 0)
            emit removeRequested(currentIndex());
    });
}

void BookmarksPanel::setBookmarks(const std::vector<Bookmark> &bookmarks)
{
    const int keep = currentIndex();
    m_list->clear();
    for (const Bookmark &b : bookmarks) {
        auto *item = new QTreeWidgetItem(m_list);
        // Item text is plain text; only the tooltip would be read as markup (see plaintext.h).
        item->setText(0, b.target.kind == Target::Glossary ? tr("%1 (glossary)").arg(b.target.key) : placeName(b.target));
        item->setText(1, b.editionLanguage == QStringLiteral("en") ? b.editionDate
                                                                   : b.editionDate + u' ' + b.editionLanguage);
        item->setText(2, b.note);
    }
    m_list->resizeColumnToContents(0);
    m_list->resizeColumnToContents(1);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(std::clamp(keep, 0, m_list->topLevelItemCount() - 1)));
}

int BookmarksPanel::count() const
{
    return m_list->topLevelItemCount();
}

int BookmarksPanel::currentIndex() const
{
    return m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
}

bool BookmarksPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress && currentIndex() >= 0) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
            emit removeRequested(currentIndex());
            return true;
        }
        if (key == Qt::Key_F2) {
            emit editRequested(currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gui
