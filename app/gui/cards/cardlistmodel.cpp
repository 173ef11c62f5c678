#include "cards/cardlistmodel.h"

#include "cards/cardname.h"
#include "cards/cardnicknames.h"

#include <algorithm>

namespace gui {

namespace {

// A letter's row has no parent; a card's row carries its letter's index plus one.
constexpr quintptr kLetterRow = 0;

// Where a card is listed: by its folded name, an Alchemy card's "A-" left out, so that
// A-Faceless Haven follows Faceless Haven rather than scattering the A's.
QString listedKey(const QString &name, const QString &key, rulesdb::CardKind kind)
{
    if (kind == rulesdb::CardKind::Alchemy && name.startsWith(QLatin1String("A-")))
        return rulesdb::cardNameKey(QStringView(name).mid(2));
    return key;
}

QString letterOf(const QString &key)
{
    const QChar first = key.isEmpty() ? QChar() : key.front();
    return first >= u'a' && first <= u'z' ? QString(first.toUpper()) : QStringLiteral("#");
}

} // namespace

CardListModel::CardListModel(QObject *parent) : QAbstractItemModel(parent)
{
    setObjectName(QStringLiteral("cardListModel"));
}

void CardListModel::setCards(std::vector<rulesdb::CardListing> cards)
{
    beginResetModel();
    m_cards = std::move(cards);
    bool moved = false;
    for (rulesdb::CardListing &card : m_cards) {
        const QString key = listedKey(card.name, card.key, card.kind);
        moved = moved || key != card.key;
        card.key = key;
    }
    if (moved) // a few hundred Alchemy cards: the others are in order already
        std::stable_sort(m_cards.begin(), m_cards.end(),
                         [](const rulesdb::CardListing &a, const rulesdb::CardListing &b) {
                             return a.key != b.key ? a.key < b.key : a.kind < b.kind; // the paper card first
                         });
    regroup();
    endResetModel();
}

void CardListModel::setFilter(const QString &typed)
{
    if (typed == m_filter)
        return;
    beginResetModel();
    m_filter = typed;
    regroup();
    endResetModel();
}

void CardListModel::regroup()
{
    m_shown.clear();
    m_letters.clear();
    const QString key = rulesdb::cardNameKey(m_filter);
    const rulesdb::CardNickname *nickname = key.isEmpty() ? nullptr : rulesdb::cardNicknameKeyed(key);
    const QString nicknamed = nickname ? rulesdb::cardNameKey(nickname->card) : QString();
    m_shown.reserve(key.isEmpty() ? m_cards.size() : 256);
    for (int i = 0; i < int(m_cards.size()); ++i)
        if (key.isEmpty() || m_cards[size_t(i)].key.contains(key) || m_cards[size_t(i)].key == nicknamed)
            m_shown.push_back(i);
    for (int row = 0; row < int(m_shown.size()); ++row) {
        const QString letter = letterOf(m_cards[size_t(m_shown[size_t(row)])].key);
        if (m_letters.empty() || m_letters.back().label != letter)
            m_letters.push_back({letter, row, 0});
        ++m_letters.back().count;
    }
}

QModelIndex CardListModel::indexOfCard(const QString &name) const
{
    // By key, as the cards are ordered (rowOf()), then the card of that very name.
    const QString key = listedKey(name, rulesdb::cardNameKey(name),
                                  name.startsWith(QLatin1String("A-")) ? rulesdb::CardKind::Alchemy : rulesdb::CardKind::Paper);
    if (const QModelIndex found = rowOf(name, key); found.isValid())
        return found;
    return rowOf(name, rulesdb::cardNameKey(name)); // a paper card whose name starts "A-"
}

QModelIndex CardListModel::rowOf(const QString &name, const QString &key) const
{
    // The letter's cards are in key order: a binary search, then those of that key.
    for (int l = 0; l < int(m_letters.size()); ++l) {
        const Letter &letter = m_letters[size_t(l)];
        if (letter.label != letterOf(key))
            continue;
        const auto begin = m_shown.begin() + letter.first, end = begin + letter.count;
        auto it = std::lower_bound(begin, end, key, [this](int i, const QString &k) { return m_cards[size_t(i)].key < k; });
        for (; it != end && m_cards[size_t(*it)].key == key; ++it)
            if (m_cards[size_t(*it)].name == name)
                return createIndex(int(it - begin), 0, quintptr(l) + 1);
    }
    return {};
}

QModelIndex CardListModel::firstCard() const
{
    return m_letters.empty() ? QModelIndex() : createIndex(0, 0, quintptr(1));
}

QString CardListModel::cardAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kLetterRow)
        return {};
    const Letter &letter = m_letters[size_t(index.internalId() - 1)];
    return m_cards[size_t(m_shown[size_t(letter.first + index.row())])].name;
}

QModelIndex CardListModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    if (!parent.isValid())
        return row < int(m_letters.size()) ? createIndex(row, 0, kLetterRow) : QModelIndex();
    if (parent.internalId() != kLetterRow || row >= m_letters[size_t(parent.row())].count)
        return {};
    return createIndex(row, 0, quintptr(parent.row()) + 1);
}

QModelIndex CardListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kLetterRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kLetterRow);
}

int CardListModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_letters.size());
    if (parent.internalId() != kLetterRow)
        return 0;
    return m_letters[size_t(parent.row())].count;
}

int CardListModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant CardListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kLetterRow) {
        const Letter &letter = m_letters[size_t(index.row())];
        if (role == Qt::DisplayRole)
            return tr("%1  (%2)").arg(letter.label, QLocale().toString(letter.count));
        if (role == Qt::ToolTipRole)
            return tr("%n card(s) under %1", nullptr, letter.count).arg(letter.label);
        return {};
    }
    const Letter &letter = m_letters[size_t(index.internalId() - 1)];
    const rulesdb::CardListing &card = m_cards[size_t(m_shown[size_t(letter.first + index.row())])];
    switch (role) {
    case Qt::DisplayRole:
        return card.name;
    case Qt::ToolTipRole:
        switch (card.kind) {
        case rulesdb::CardKind::Alchemy:
            return tr("%1 — an Alchemy card (digital only)").arg(card.name);
        case rulesdb::CardKind::Funny:
            return tr("%1 — an Un-card (not for tournament play)").arg(card.name);
        case rulesdb::CardKind::Token:
            return tr("%1 — a token").arg(card.name);
        case rulesdb::CardKind::Paper:
            return card.name;
        }
        return card.name;
    default:
        return {};
    }
}

} // namespace gui
