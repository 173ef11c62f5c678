#pragma once
// The table of contents of one edition: sections, headings, rules and subrules. Children
// are read from the database when a branch is first opened (fetchMore), so switching
// editions costs one query for the sections only. Of a policy document (MTR, IPG, JAR):
// its few dozen sections at once, in order, subsections under their sections.

#include "rulesstore.h"

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace gui {

class RuleTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    explicit RuleTreeModel(QObject *parent = nullptr);
    ~RuleTreeModel() override;

    // `outline`, when the caller has read it already (RulesStore::headlines() of the whole
    // edition), gives the branches without reading the edition again.
    void setEdition(rulesdb::RulesStore *store, const std::optional<rulesdb::EditionInfo> &edition,
                    std::vector<rulesdb::RuleHeadline> outline = {});
    // The edition listed, of whichever document.
    const std::optional<rulesdb::EditionInfo> &edition() const { return m_edition; }
    // The row of a number, reading the branches above it as needed; the nearest
    // enclosing row when the number itself is not listed; invalid when none is. Of a
    // policy document: the row of a section's key (its number, else its title).
    QModelIndex indexOf(const QString &number);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    // Direct children of `node` from the headlines below it, each marked with whether
    // anything lies below it in turn.
    std::vector<std::unique_ptr<Node>> childrenOf(Node *node) const;
    // The headlines below a number (the whole edition under none), as
    // RulesStore::headlines() gives them.
    std::vector<rulesdb::RuleHeadline> headlinesBelow(const std::optional<rulesdb::RuleNumber> &under) const;
    // A policy document's sections, nested by their level.
    void loadSections();

    rulesdb::RulesStore *m_store = nullptr;
    std::optional<rulesdb::EditionInfo> m_edition;
    std::unique_ptr<Node> m_root;
    // The edition's outline given to setEdition(), with each number's sort key; empty when
    // none was, or when the keys are not in order (a number repeated in the file).
    std::vector<rulesdb::RuleHeadline> m_outline;
    std::vector<QByteArray> m_outlineKeys;
};

} // namespace gui
