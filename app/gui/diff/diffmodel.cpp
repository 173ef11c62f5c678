#include "diff/diffmodel.h"

#include "diff/changetitles.h"
#include "reading/colors.h"
#include "reading/italictext.h"
#include "panels/roles.h"

#include <QGuiApplication>

#include <algorithm>

namespace gui {

namespace {

QString numbers(const QStringList &list)
{
    return list.isEmpty() ? QStringLiteral("—") : list.join(QStringLiteral(", "));
}

// The first line of the wording a change leads to (the old one for a removal), for a
// glance down the list; the view elides it to the column.
QString gist(const rulesdb::DiffEntry &e)
{
    const QString &text = e.newText.isEmpty() ? e.oldText : e.newText;
    return text.section(u'\n', 0, 0);
}

// A card's wording begins with its name and cost, which the list shows already: the line
// of its new wording where the first change is, or for a new card its type line.
QString cardGist(const rulesdb::DiffEntry &e)
{
    qsizetype at = 0; // where the first change is in the new wording
    if (e.spans.empty()) {
        at = e.newText.indexOf(u'\n') + 1;
    } else {
        for (const rulesdb::DiffSpan &span : e.spans) {
            if (span.kind != rulesdb::DiffSpan::Same)
                break;
            at += span.text.size();
        }
    }
    const qsizetype start = at > 0 ? e.newText.lastIndexOf(u'\n', at - 1) + 1 : 0;
    const qsizetype end = e.newText.indexOf(u'\n', start);
    return e.newText.mid(start, end < 0 ? -1 : end - start);
}

} // namespace

DiffModel::DiffModel(QObject *parent) : QAbstractTableModel(parent) {}

void DiffModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        emit dataChanged(index(0, KindColumn), index(rowCount() - 1, KindColumn), {Qt::BackgroundRole});
}

void DiffModel::setDiff(std::shared_ptr<const rulesdb::EditionDiff> diff)
{
    beginResetModel();
    m_diff = std::move(diff);
    refilter();
    endResetModel();
}

void DiffModel::setFilter(const QString &text, std::optional<rulesdb::ChangeKind> kind)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text && kind == m_kind)
        return;
    beginResetModel();
    m_text = trimmed;
    m_words = trimmed.split(u' ', Qt::SkipEmptyParts);
    m_numberFilter = !trimmed.isEmpty() && trimmed.front().isDigit();
    m_ruleFilter = m_numberFilter ? rulesdb::RuleNumber::parse(trimmed) : std::nullopt;
    m_kind = kind;
    refilter();
    endResetModel();
}

bool DiffModel::passes(const rulesdb::DiffEntry &e) const
{
    if (m_kind && e.kind != *m_kind)
        return false;
    if (m_text.isEmpty())
        return true;
    const bool cards = m_diff && m_diff->from.document == rulesdb::Document::Cards;
    if (m_numberFilter && !cards) {
        // A number names that rule and the rules under it, as the lookup box reads it:
        // 702.1 is 702.1 and 702.1a, not 702.10. A start that is no number yet ("70")
        // filters by how numbers begin.
        const bool sections = m_diff && m_diff->from.document != rulesdb::Document::CR;
        const auto starts = [this, sections](const QString &n) {
            // A section's number names it and the sections under it: 2.1 is 2.1 and 2.1.3,
            // not 2.10.
            if (sections)
                return n.compare(m_text, Qt::CaseInsensitive) == 0 || n.startsWith(m_text + u'.', Qt::CaseInsensitive);
            if (!m_ruleFilter)
                return n.startsWith(m_text, Qt::CaseInsensitive);
            for (auto up = rulesdb::RuleNumber::parse(n); up; up = up->parent())
                if (*up == *m_ruleFilter)
                    return true;
            return false;
        };
        return std::any_of(e.oldNumbers.begin(), e.oldNumbers.end(), starts)
               || std::any_of(e.newNumbers.begin(), e.newNumbers.end(), starts);
    }
    const auto hasAll = [this](const QString &text) {
        return std::all_of(m_words.begin(), m_words.end(),
                           [&text](const QString &w) { return text.contains(w, Qt::CaseInsensitive); });
    };
    // A card's name is a filter's words too ("bloom"), whatever its text says.
    return hasAll(e.newText) || hasAll(e.oldText) || (cards && hasAll((e.newNumbers + e.oldNumbers).join(u' ')));
}

void DiffModel::refilter()
{
    m_rows.clear();
    if (!m_diff)
        return;
    for (size_t i = 0; i < m_diff->changes.size(); ++i)
        if (passes(m_diff->changes[i]))
            m_rows.push_back(int(i));
}

const rulesdb::DiffEntry *DiffModel::entry(const QModelIndex &index) const
{
    if (!index.isValid() || !m_diff || index.row() >= int(m_rows.size()))
        return nullptr;
    return &m_diff->changes[size_t(m_rows[size_t(index.row())])];
}

int DiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffModel::data(const QModelIndex &index, int role) const
{
    const rulesdb::DiffEntry *e = entry(index);
    if (!e)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case OldColumn:
            return numbers(e->oldNumbers);
        case NewColumn:
            return numbers(e->newNumbers);
        case KindColumn:
            return changeTitle(e->kind);
        case TextColumn:
            if (m_diff->from.document == rulesdb::Document::Cards)
                return cardGist(*e);
            return rulesdb::withoutItalicMarks(gist(*e)); // one line of plain text
        }
        break;
    case Qt::BackgroundRole:
        // New and gone rules stand out down the list in the word diff's colours.
        if (index.column() == KindColumn && (e->kind == rulesdb::ChangeKind::Added || e->kind == rulesdb::ChangeKind::Removed)) {
            const DiffColors colors(m_palette ? *m_palette : QGuiApplication::palette());
            return e->kind == rulesdb::ChangeKind::Added ? colors.inserted : colors.deleted;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case OldColumn:
            return numbers(e->oldNumbers);
        case NewColumn:
            return numbers(e->newNumbers);
        case TextColumn:
            return richRuleText(m_diff->from.document == rulesdb::Document::Cards ? cardGist(*e) : gist(*e));
        }
        break;
    case NumberRole:
        return e->newNumbers.isEmpty() ? e->oldNumbers.value(0) : e->newNumbers.front();
    case ChangeRole:
        return m_rows[size_t(index.row())];
    default:
        break;
    }
    return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OldColumn:
        return m_diff ? m_diff->from.date : tr("Old");
    case NewColumn:
        // A card's name is the same on both sides: its column is headed so.
        if (m_diff && m_diff->from.document == rulesdb::Document::Cards)
            return tr("Card");
        return m_diff ? m_diff->to.date : tr("New");
    case KindColumn:
        return tr("Change");
    case TextColumn:
        return tr("Text");
    }
    return {};
}

} // namespace gui
