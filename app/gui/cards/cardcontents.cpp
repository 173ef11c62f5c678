#include "cards/cardcontents.h"

#include "cards/cardlistmodel.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QTreeView>
#include <QVBoxLayout>

namespace gui {

namespace {

// Under this many cards shown, a filter opens every letter: the matches are read at once.
constexpr int kOpenAllUnder = 400;

} // namespace

CardContents::CardContents(std::function<void(const QString &)> open, QWidget *parent)
    : QWidget(parent), m_open(std::move(open))
{
    setObjectName(QStringLiteral("cardContents"));
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("cardFilter"));
    m_filter->setPlaceholderText(tr("Filter cards"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Keeps the cards whose name holds these letters (accents and punctuation "
                            "left out), or the card of a judges' nickname"));
    m_model = new CardListModel(this);
    m_list = new QTreeView;
    m_list->setObjectName(QStringLiteral("cardList"));
    m_list->setModel(m_model);
    m_list->setHeaderHidden(true);
    m_list->setUniformRowHeights(true); // 24,000 rows laid out without measuring each
    m_list->setTextElideMode(Qt::ElideRight);
    // Letters typed in the list filter it: the window's typing-starts-a-lookup leaves them.
    m_list->setProperty("keepsTyping", true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    setFocusProxy(m_list);

    connect(m_filter, &QLineEdit::textChanged, this, &CardContents::filterChanged);
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        // The card selected among those filtered, else the first.
        const QModelIndex current = m_list->currentIndex();
        openRow(m_model->cardAt(current).isEmpty() ? m_model->firstCard() : current);
    });
    connect(m_list, &QTreeView::activated, this, &CardContents::openRow);
    connect(m_list, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        if (!m_model->cardAt(index).isEmpty())
            openRow(index);
    });
    m_filter->installEventFilter(this);
    m_list->installEventFilter(this);
}

void CardContents::setCards(std::vector<rulesdb::CardListing> cards)
{
    m_model->setCards(std::move(cards));
    if (!m_selected.isEmpty())
        selectCard(m_selected);
}

void CardContents::selectCard(const QString &name)
{
    m_selected = name;
    const QModelIndex row = m_model->indexOfCard(name);
    if (!row.isValid()) {
        m_list->clearSelection();
        return;
    }
    m_list->expand(row.parent());
    m_list->setCurrentIndex(row);
    m_list->scrollTo(row, QAbstractItemView::PositionAtCenter);
}

void CardContents::filterChanged(const QString &text)
{
    m_model->setFilter(text);
    if (!text.isEmpty() && m_model->shownCount() <= kOpenAllUnder)
        m_list->expandAll();
    // The card shown stays selected while it matches; else the first match is.
    const QModelIndex shown = m_model->indexOfCard(m_selected);
    const QModelIndex row = shown.isValid() ? shown : text.isEmpty() ? QModelIndex() : m_model->firstCard();
    if (row.isValid()) {
        m_list->expand(row.parent());
        m_list->setCurrentIndex(row);
        m_list->scrollTo(row);
    }
}

void CardContents::openRow(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString name = m_model->cardAt(index);
    if (name.isEmpty()) {
        // A letter: Enter opens or closes it.
        m_list->setExpanded(index, !m_list->isExpanded(index));
        return;
    }
    m_selected = name;
    if (m_open)
        m_open(name);
}

bool CardContents::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    if (watched == m_filter) {
        // Down or Page Down: on to the list, at the card selected (else the first).
        if (key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) {
            if (!m_list->currentIndex().isValid())
                m_list->setCurrentIndex(m_model->firstCard());
            m_list->setFocus();
            return true;
        }
        if (key->key() == Qt::Key_Escape && !m_filter->text().isEmpty()) {
            m_filter->clear();
            return true;
        }
        return false;
    }
    // In the list: letters typed filter it (the filter box shows them); Backspace takes one off.
    const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plain && key->key() == Qt::Key_Backspace && !m_filter->text().isEmpty()) {
        m_filter->backspace();
        return true;
    }
    const QString text = key->text();
    if (plain && !text.isEmpty() && text.front().isPrint() && !(text == u" " && m_filter->text().isEmpty())) {
        m_filter->setFocus();
        m_filter->end(false);
        m_filter->insert(text);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gui
