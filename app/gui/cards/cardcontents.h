#pragma once
// The contents panel while cards are read: every card of the snapshot shown, under the
// first letter of its name, with a filter above. Typed in the list, letters go to the
// filter; Down from the filter goes to the list; Enter (or a click) opens the card; the
// card shown is selected.

#include "cards/cardstore.h"

#include <QWidget>
#include <functional>

class QLineEdit;
class QTreeView;

namespace gui {

class CardListModel;

class CardContents : public QWidget {
    Q_OBJECT
public:
    // `open` is called with the whole name of a card chosen.
    explicit CardContents(std::function<void(const QString &)> open, QWidget *parent = nullptr);

    // The cards listed (those of a snapshot): the filter kept, the card shown selected again.
    void setCards(std::vector<rulesdb::CardListing> cards);
    // Selects the card shown, opening its letter, when it is listed.
    void selectCard(const QString &name);

    QLineEdit *filterBox() const { return m_filter; }
    QTreeView *list() const { return m_list; }
    CardListModel *model() const { return m_model; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void filterChanged(const QString &text);
    void openRow(const QModelIndex &index);

    std::function<void(const QString &)> m_open;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_list = nullptr;
    CardListModel *m_model = nullptr;
    QString m_selected; // the card shown
};

} // namespace gui
