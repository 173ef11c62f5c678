#pragma once
// The changes of an edition diff as rows (old number, new number, kind, text; of the cards,
// a card's name for both numbers), narrowed by a filter: a rule number prefix or words, and
// one kind of change or all of them.

#include "lineage/editiondiff.h"
#include "rulenumber.h"

#include <QAbstractTableModel>
#include <QPalette>
#include <memory>
#include <optional>

namespace gui {

class DiffModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { OldColumn, NewColumn, KindColumn, TextColumn, ColumnCount };

    explicit DiffModel(QObject *parent = nullptr);

    // Shows these changes (none for nullptr); the filter stays as it was.
    void setDiff(std::shared_ptr<const rulesdb::EditionDiff> diff);
    const rulesdb::EditionDiff *diff() const { return m_diff.get(); }
    // Text starting with a digit is a number: that rule and the rules under it ("702.1"
    // lists 702.1 and 702.1a, not 702.10; "702" the whole heading), or while it is no
    // number yet ("70"), how numbers begin. Other text lists the changes whose old or new
    // wording has all its words. Of a policy document, a number names that section and the
    // sections under it ("2" lists 2, 2.1 and 2.10; "2.1" lists 2.1, not 2.10). Of the
    // cards, any text is words, looked for in a card's name as well as in its wordings.
    void setFilter(const QString &text, std::optional<rulesdb::ChangeKind> kind);
    bool isFiltered() const { return !m_text.isEmpty() || m_kind; }

    // The colours of the view the list is shown in (its theme, style sheet included): new
    // and gone rules are tinted from its background. Until set, the application's.
    void setPalette(const QPalette &palette);

    // The change a row shows; nullptr for an invalid index.
    const rulesdb::DiffEntry *entry(const QModelIndex &index) const;
    // Indices into diff()->changes of the rows listed, in order.
    const std::vector<int> &shownChanges() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool passes(const rulesdb::DiffEntry &entry) const;
    void refilter();

    std::shared_ptr<const rulesdb::EditionDiff> m_diff;
    std::vector<int> m_rows;
    QString m_text;
    QStringList m_words; // m_text split, for word filters
    bool m_numberFilter = false;
    std::optional<rulesdb::RuleNumber> m_ruleFilter; // the number typed, when it is one
    std::optional<rulesdb::ChangeKind> m_kind;
    std::optional<QPalette> m_palette;
};

} // namespace gui
