#include "lookupcompleter.h"

#include <QSet>
#include <QStandardItemModel>

namespace gui {

namespace {

// A keyword's own rule holds just its name ("702.19. Trample"); headings 701 and 702 list
// the keyword actions and abilities.
bool isKeywordRule(const rulesdb::RuleNumber &n, const QString &title)
{
    return n.kind() == rulesdb::RuleKind::Rule && (n.heading() == 701 || n.heading() == 702)
           && title.size() <= 40 && !title.endsWith(u'.');
}

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
    item->setEditable(false);
    return item;
}

} // namespace

LookupCompleter::LookupCompleter(QObject *parent)
    : QCompleter(parent), m_model(new QStandardItemModel(this))
{
    setModel(m_model);
    setCompletionRole(Qt::EditRole);
    setCaseSensitivity(Qt::CaseInsensitive);
    setFilterMode(Qt::MatchStartsWith);
    setMaxVisibleItems(12);
}

void LookupCompleter::setEdition(rulesdb::RulesStore *store,
                                 const std::optional<rulesdb::EditionInfo> &edition)
{
    m_model->clear();
    if (!store || !edition)
        return;
    QList<QStandardItem *> numbers, names;
    QSet<QString> named; // lower-cased keyword names, so a glossary twin is not listed twice
    for (const rulesdb::RuleHeadline &h : store->headlines(*edition)) {
        numbers.append(choice(h.number, h.number + QStringLiteral("  ") + elided(h.title, 70)));
        const auto n = rulesdb::RuleNumber::parse(h.number);
        if (n && isKeywordRule(*n, h.title) && !named.contains(h.title.toLower())) {
            named.insert(h.title.toLower());
            names.append(choice(h.title, tr("%1 — rule %2").arg(h.title, h.number)));
        }
    }
    for (const QString &term : store->glossaryTerms(*edition)) {
        if (!named.contains(term.toLower()))
            names.append(choice(term, tr("%1 — glossary").arg(term)));
    }
    for (QStandardItem *item : numbers + names)
        m_model->appendRow(item);
}

} // namespace gui
