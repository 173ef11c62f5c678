#include "window/lookupcompleter.h"

#include "italics.h"
#include "panels/roles.h"

#include <QListView>
#include <QSet>
#include <QStandardItemModel>

namespace gui {

namespace {

QString elided(const QString &text, int maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars - 1).trimmed() + u'…';
}

// The completion matches and inserts the edit text; the popup shows the display text.
QStandardItem *choice(const QString &edit, const QString &display)
{
    auto *item = new QStandardItem(display);
    item->setData(edit, Qt::EditRole);
    item->setData(display, Qt::DisplayRole);
    // (A standard item's edit and display roles are one: the text shown is what matches.)
    item->setData(display, CompletionKeyRole);
    item->setEditable(false);
    return item;
}

} // namespace

LookupCompleter::LookupCompleter(QObject *parent)
    : QCompleter(parent), m_model(new QStandardItemModel(this))
{
    setModel(m_model);
    // Its own role, not the text shown: a card found by a later word of its name ("bolt":
    // "Lightning Bolt — card") must pass the completer's filter, which keeps what starts as typed.
    setCompletionRole(CompletionKeyRole);
    setCaseSensitivity(Qt::CaseInsensitive);
    setFilterMode(Qt::MatchStartsWith);
    setMaxVisibleItems(12);
    // Every choice is one line: without this the popup measures the text of all ~3,000
    // choices again at each keystroke (tens of milliseconds of text layout).
    if (auto *list = qobject_cast<QListView *>(popup()))
        list->setUniformItemSizes(true);
}

void LookupCompleter::setChoices(const std::vector<rulesdb::RuleHeadline> &headlines, const QStringList &glossaryTerms)
{
    m_model->clear();
    QList<QStandardItem *> numbers, names;
    QSet<QString> named; // lower-cased keyword names, so a glossary twin is not listed twice
    bool underKeywords = false; // the current heading is "Keyword Abilities" or "Keyword Actions"
    for (const rulesdb::RuleHeadline &h : headlines) {
        numbers.append(choice(h.number, h.number + QStringLiteral("  ") + elided(rulesdb::withoutItalicMarks(h.title), 70)));
        const auto n = rulesdb::RuleNumber::parse(h.number);
        if (!n)
            continue;
        if (n->kind() == rulesdb::RuleKind::Heading || n->kind() == rulesdb::RuleKind::Section)
            underKeywords = n->kind() == rulesdb::RuleKind::Heading && rulesdb::isKeywordHeading(h.title);
        else if (underKeywords && n->kind() == rulesdb::RuleKind::Rule && rulesdb::isKeywordName(h.title)
                 && !named.contains(h.title.toLower())) {
            named.insert(h.title.toLower());
            names.append(choice(h.title, tr("%1 — rule %2").arg(h.title, h.number)));
        }
    }
    for (const QString &term : glossaryTerms) {
        if (!named.contains(term.toLower()))
            names.append(choice(term, tr("%1 — glossary").arg(term)));
    }
    // Added in one insertion: row by row, the completer's own model follows each.
    m_model->invisibleRootItem()->appendRows(numbers + names);
    m_fixedRows = m_model->rowCount();
}

QString LookupCompleter::pathFromIndex(const QModelIndex &index) const
{
    return index.data(Qt::DisplayRole).toString();
}

void LookupCompleter::setCardNames(std::function<QStringList(const QString &typed)> namesOffered)
{
    m_cardNames = std::move(namesOffered);
    if (!m_cardNames && m_model->rowCount() > m_fixedRows)
        m_model->removeRows(m_fixedRows, m_model->rowCount() - m_fixedRows);
}

void LookupCompleter::offerCardsFor(const QString &typed)
{
    // A number is a rule's; two letters start too many names to help.
    const QString t = typed.trimmed();
    const QStringList names = m_cardNames && t.size() >= 3 && !t.front().isDigit() ? m_cardNames(t) : QStringList();
    QStringList shown;
    for (int row = m_fixedRows; row < m_model->rowCount(); ++row)
        shown << m_model->item(row)->data(CardNameRole).toString();
    if (shown == names) {
        // The same choices: the popup is not rebuilt, their key follows the text.
        for (int row = m_fixedRows; row < m_model->rowCount(); ++row)
            m_model->item(row)->setData(typed, CompletionKeyRole);
        return;
    }
    if (m_model->rowCount() > m_fixedRows)
        m_model->removeRows(m_fixedRows, m_model->rowCount() - m_fixedRows);
    for (const QString &name : names) {
        QStandardItem *item = choice(name, tr("%1 — card").arg(name));
        item->setData(name, CardNameRole);
        // The card index chose them for this very text (as typed, or with accents and
        // punctuation folded away, or by a later word): the completer keeps them all.
        item->setData(typed, CompletionKeyRole);
        m_model->appendRow(item);
    }
}

} // namespace gui
