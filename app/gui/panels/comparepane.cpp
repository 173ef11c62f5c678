#include "panels/comparepane.h"

#include "reading/rulepage.h"
#include "reading/ruleview.h"
#include "store/dberror.h"

#include <QComboBox>
#include <QFormLayout>
#include <QVBoxLayout>

namespace gui {

ComparePane::ComparePane(QWidget *parent) : QWidget(parent), m_language(new QComboBox), m_view(new RuleView)
{
    m_language->setObjectName(QStringLiteral("compareLanguage"));
    m_view->setObjectName(QStringLiteral("compareView"));
    auto *choice = new QFormLayout;
    choice->addRow(tr("&Language:"), m_language);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(choice);
    layout->addWidget(m_view, 1);
    connect(m_language, &QComboBox::activated, this, &ComparePane::refresh);
    connect(m_view, &RuleView::ruleRequested, this, &ComparePane::ruleRequested);
}

void ComparePane::setTextSize(qreal points)
{
    m_view->setBaseSize(points);
}

void ComparePane::setStore(rulesdb::RulesStore *store)
{
    m_store = store;
    m_titles.clear();
}

void ComparePane::showRule(const rulesdb::EditionInfo &edition, const QString &number)
{
    m_edition = edition;
    m_number = number;
    // Hidden (as it mostly is), it costs a lookup nothing.
    m_stale = !isVisible();
    if (!m_stale)
        refresh();
}

void ComparePane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

bool ComparePane::setLanguage(const QString &language)
{
    refresh();
    if (m_language->findText(language) < 0)
        return false;
    m_language->setCurrentText(language);
    refresh();
    return true;
}

void ComparePane::showGlossaryEntry()
{
    m_number.clear();
    m_view->showMessage(tr("Glossary entries are not shown side by side: their terms differ from one "
                           "language to another. Rules are, by number."));
}

void ComparePane::showUnpaired(const QString &why)
{
    m_number.clear();
    m_view->showMessage(why);
}

void ComparePane::showPolicySection()
{
    m_number.clear();
    m_view->showMessage(tr("The tournament documents (MTR, IPG, JAR) are kept in English only: nothing is shown "
                           "beside them. Rules are, by number."));
}

QString ComparePane::language() const
{
    return m_language->currentText();
}

void ComparePane::refresh()
{
    m_stale = false;
    if (!m_store || !m_edition || m_number.isEmpty())
        return;
    try {
        refreshFromStore();
    } catch (const rulesdb::DbError &e) {
        m_view->showMessage(tr("The rule in the other language cannot be read: %1").arg(e.message()));
    }
}

void ComparePane::refreshFromStore()
{
    // The languages that have this edition, the one chosen kept when it is among them.
    const QString wanted = m_language->currentText();
    QStringList languages;
    for (const auto &e : m_store->editions())
        if (e.date == m_edition->date && e.language != m_edition->language)
            languages << e.language;
    m_language->clear();
    m_language->addItems(languages);
    if (languages.contains(wanted))
        m_language->setCurrentText(wanted);
    if (languages.isEmpty()) {
        m_view->showMessage(tr("No other language has the %1 edition. Import a translation of it "
                               "(Rules › Import) to read the two side by side.")
                                .arg(m_edition->date));
        return;
    }
    const auto other = m_store->edition(m_edition->date, m_language->currentText());
    const auto parsed = rulesdb::RuleNumber::parse(m_number);
    if (!other || !parsed)
        return;
    auto titles = m_titles.find(other->id);
    if (titles == m_titles.end())
        titles = m_titles.insert(other->id, headingTitles(m_store->headlines(*other)));
    if (const auto page = loadRulePage(*m_store, *other, *parsed, *titles))
        m_view->showRule(*page);
    else
        m_view->showMessage(tr("Rule %1 is not in the %2 edition in this language (%3).")
                                .arg(m_number, other->date, other->language));
}

} // namespace gui
