#include "panels/ruletreemodel.h"

#include "reading/italictext.h"
#include "panels/roles.h"
#include "store/dberror.h"

#include <QSet>
#include <algorithm>
#include <functional>

namespace gui {

struct RuleTreeModel::Node {
    QString number; // a policy section's key: its number, else its title
    QString title;
    QString label;  // a policy section's line, as listed
    Node *parent = nullptr;
    int row = 0;
    bool hasChildren = false; // known when the parent was loaded
    bool loaded = false;
    std::vector<std::unique_ptr<Node>> children;
};

namespace {

// The depth of a number in the tree: sections are children of the root.
std::optional<rulesdb::RuleNumber> parentNumber(const QString &number)
{
    const auto n = rulesdb::RuleNumber::parse(number);
    return n ? n->parent() : std::nullopt;
}

} // namespace

RuleTreeModel::RuleTreeModel(QObject *parent)
    : QAbstractItemModel(parent), m_root(std::make_unique<Node>())
{
}

RuleTreeModel::~RuleTreeModel() = default;

void RuleTreeModel::setEdition(rulesdb::RulesStore *store,
                               const std::optional<rulesdb::EditionInfo> &edition,
                               std::vector<rulesdb::RuleHeadline> outline)
{
    beginResetModel();
    m_store = store;
    m_edition = edition;
    m_outline = std::move(outline);
    m_outlineKeys.clear();
    m_outlineKeys.reserve(m_outline.size());
    for (const rulesdb::RuleHeadline &h : m_outline) {
        const auto n = rulesdb::RuleNumber::parse(h.number);
        m_outlineKeys.push_back(n ? n->sortKey() : QByteArray());
    }
    // Branches are cut from the outline by key: out of order, it would give wrong ones.
    if (std::adjacent_find(m_outlineKeys.begin(), m_outlineKeys.end(), std::greater_equal<>()) != m_outlineKeys.end()
        || std::find(m_outlineKeys.begin(), m_outlineKeys.end(), QByteArray()) != m_outlineKeys.end()) {
        m_outline.clear();
        m_outlineKeys.clear();
    }
    m_root = std::make_unique<Node>();
    if (m_store && m_edition && m_edition->document != rulesdb::Document::CR) {
        loadSections();
    } else {
        // The sections are read at once: a view shows them without asking.
        m_root->children = childrenOf(m_root.get());
    }
    m_root->loaded = true;
    endResetModel();
}

void RuleTreeModel::loadSections()
{
    std::vector<rulesdb::SectionEntry> sections;
    try {
        sections = m_store->sections(*m_edition);
    } catch (const rulesdb::DbError &) {
        return; // as for a branch of the CR: the window reports errors of its own reads
    }
    // The sections above the one added, one per level: a section hangs under the nearest
    // one of a lower level before it.
    std::vector<Node *> above;
    for (const rulesdb::SectionEntry &s : sections) {
        const size_t level = size_t(std::max(1, s.level));
        while (above.size() >= level)
            above.pop_back();
        Node *parent = above.empty() ? m_root.get() : above.back();
        auto child = std::make_unique<Node>();
        child->number = s.number.isEmpty() ? s.title : s.number;
        child->title = s.title;
        child->label = s.number.isEmpty() ? s.title : s.number + QStringLiteral("  ") + s.title;
        child->parent = parent;
        child->row = int(parent->children.size());
        child->loaded = true;
        parent->hasChildren = true;
        above.push_back(child.get());
        parent->children.push_back(std::move(child));
    }
}

std::vector<std::unique_ptr<RuleTreeModel::Node>> RuleTreeModel::childrenOf(Node *node) const
{
    std::vector<std::unique_ptr<Node>> out;
    if (!m_store || !m_edition)
        return out;
    std::optional<rulesdb::RuleNumber> under;
    if (node != m_root.get())
        under = rulesdb::RuleNumber::parse(node->number);
    const QString self = under ? under->toString() : QString();
    std::vector<rulesdb::RuleHeadline> below;
    try {
        below = headlinesBelow(under);
    } catch (const rulesdb::DbError &) {
        // Called by the view while it paints: a database error must not cross Qt's event
        // loop. The branch stays empty; the window reports errors of its own reads.
        return out;
    }
    // An excerpt may lack the section or heading rows above its rules ("100.1" without
    // "1." or "100."): a rule hangs under its nearest ancestor the edition has.
    QSet<QString> present;
    for (const rulesdb::RuleHeadline &h : below)
        present.insert(h.number);
    auto nearestAncestor = [&](const QString &number) {
        for (auto up = parentNumber(number); up; up = up->parent()) {
            const QString key = up->toString();
            if (key == self || present.contains(key))
                return key;
        }
        return QString(); // the root
    };
    for (const rulesdb::RuleHeadline &h : below) {
        if (nearestAncestor(h.number) == self) {
            auto child = std::make_unique<Node>();
            child->number = h.number;
            child->title = h.title;
            child->parent = node;
            child->row = int(out.size());
            out.push_back(std::move(child));
        } else if (!out.empty()) {
            out.back()->hasChildren = true; // something deeper follows the last direct child
        }
    }
    return out;
}

std::vector<rulesdb::RuleHeadline> RuleTreeModel::headlinesBelow(const std::optional<rulesdb::RuleNumber> &under) const
{
    if (m_outline.empty())
        return m_store->headlines(*m_edition, under);
    if (!under)
        return m_outline;
    // What lies below a number has keys after its own and before its key + 0xFF.
    const QByteArray key = under->sortKey();
    QByteArray end = key;
    end.append(char(0xFF));
    const auto first = std::upper_bound(m_outlineKeys.begin(), m_outlineKeys.end(), key);
    const auto last = std::lower_bound(first, m_outlineKeys.end(), end);
    return {m_outline.begin() + (first - m_outlineKeys.begin()), m_outline.begin() + (last - m_outlineKeys.begin())};
}

RuleTreeModel::Node *RuleTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex RuleTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    const Node *p = nodeOf(parent);
    if (column != 0 || row < 0 || row >= int(p->children.size()))
        return {};
    return createIndex(row, 0, p->children[size_t(row)].get());
}

QModelIndex RuleTreeModel::parent(const QModelIndex &child) const
{
    const Node *n = nodeOf(child);
    if (!child.isValid() || n->parent == m_root.get())
        return {};
    return createIndex(n->parent->row, 0, n->parent);
}

int RuleTreeModel::rowCount(const QModelIndex &parent) const
{
    return int(nodeOf(parent)->children.size());
}

int RuleTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant RuleTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *n = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        if (!n->label.isEmpty())
            return n->label;
        return QString(n->number + QStringLiteral("  ") + rulesdb::withoutItalicMarks(n->title));
    case Qt::ToolTipRole:
        if (n->title.size() <= 40)
            return {};
        // A policy section's title is text: escaped, so that no word of it reads as markup.
        return !n->label.isEmpty() ? QVariant(QStringLiteral("<qt>") + n->title.toHtmlEscaped() + QStringLiteral("</qt>"))
                                   : QVariant(richRuleText(n->title));
    case NumberRole:
        return n->number;
    default:
        return {};
    }
}

bool RuleTreeModel::hasChildren(const QModelIndex &parent) const
{
    const Node *n = nodeOf(parent);
    return n->loaded ? !n->children.empty() : n->hasChildren;
}

bool RuleTreeModel::canFetchMore(const QModelIndex &parent) const
{
    const Node *n = nodeOf(parent);
    return !n->loaded && n->hasChildren;
}

void RuleTreeModel::fetchMore(const QModelIndex &parent)
{
    Node *n = nodeOf(parent);
    if (n->loaded)
        return;
    auto children = childrenOf(n);
    n->loaded = true;
    if (children.empty())
        return;
    beginInsertRows(parent, 0, int(children.size()) - 1);
    n->children = std::move(children);
    endInsertRows();
}

QModelIndex RuleTreeModel::indexOf(const QString &number)
{
    if (m_edition && m_edition->document != rulesdb::Document::CR) {
        // A few dozen sections, all loaded: looked for in order.
        std::vector<const Node *> todo{m_root.get()};
        while (!todo.empty()) {
            const Node *n = todo.back();
            todo.pop_back();
            if (n != m_root.get() && n->number == number)
                return createIndex(n->row, 0, const_cast<Node *>(n));
            for (auto c = n->children.rbegin(); c != n->children.rend(); ++c)
                todo.push_back(c->get());
        }
        return {};
    }
    const auto target = rulesdb::RuleNumber::parse(number);
    if (!target)
        return {};
    // The chain from the section down to the number itself.
    std::vector<QString> chain;
    for (std::optional<rulesdb::RuleNumber> n = target; n; n = n->parent())
        chain.insert(chain.begin(), n->toString());
    QModelIndex at;
    for (const QString &step : chain) {
        if (canFetchMore(at))
            fetchMore(at);
        const Node *p = nodeOf(at);
        const auto it = std::find_if(p->children.begin(), p->children.end(),
                                     [&](const auto &c) { return c->number == step; });
        if (it == p->children.end())
            continue; // not in this edition (an excerpt): its rules hang one level up
        at = index((*it)->row, 0, at);
    }
    return at;
}

} // namespace gui
