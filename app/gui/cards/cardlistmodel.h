#pragma once
// Every card of a snapshot for the contents panel, under the first letter of its name
// (accents off: "Æther Vial" is an A; digits and signs under "#"; an Alchemy card beside
// the paper card it rebalances), filtered by what is
// typed. The 24,000 names are one vector; the view asks for the rows it paints, and a
// letter's cards are rows only once it is opened.

#include "cards/cardstore.h"

#include <QAbstractItemModel>
#include <vector>

namespace gui {

class CardListModel : public QAbstractItemModel {
    Q_OBJECT
public:
    explicit CardListModel(QObject *parent = nullptr);

    // The cards listed, by key (as CardStore::listing() gives them); the filter is kept.
    void setCards(std::vector<rulesdb::CardListing> cards);
    // Keeps the cards whose folded name holds the folded text ("bogle": Slippery Bogle), and
    // the card of a judges' nickname typed whole ("goyf": Tarmogoyf); empty: every card.
    void setFilter(const QString &typed);
    QString filter() const { return m_filter; }
    // How many cards are listed, with the filter; how many there are.
    int shownCount() const { return int(m_shown.size()); }
    int cardCount() const { return int(m_cards.size()); }

    // The row of a card by its whole name; invalid when it is not listed (filtered out).
    QModelIndex indexOfCard(const QString &name) const;
    // The first card listed; invalid for none.
    QModelIndex firstCard() const;
    // The card's whole name at a row; empty for a letter's row.
    QString cardAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    struct Letter {
        QString label; // "A", "#"
        int first = 0; // in m_shown
        int count = 0;
    };
    // The row of the card of that name listed under that key; invalid for none.
    QModelIndex rowOf(const QString &name, const QString &key) const;
    // Cuts the cards shown into letters.
    void regroup();

    std::vector<rulesdb::CardListing> m_cards;
    std::vector<int> m_shown; // indexes into m_cards, in order
    std::vector<Letter> m_letters;
    QString m_filter;
};

} // namespace gui
