#include "mainwindow.h"

#include "ruleview.h"
#include "sqlite.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QToolBar>

namespace gui {

MainWindow::MainWindow(const QString &databasePath, QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Rulekeeper"));
    resize(1000, 700);

    auto *bar = addToolBar(tr("Lookup"));
    bar->setMovable(false);
    bar->addWidget(new QLabel(tr("Edition ")));
    m_editionBox = new QComboBox;
    m_editionBox->setMinimumContentsLength(14);
    bar->addWidget(m_editionBox);
    bar->addSeparator();
    m_lookup = new QLineEdit;
    m_lookup->setPlaceholderText(tr("Rule number, e.g. 702.19b  (Ctrl+L)"));
    m_lookup->setClearButtonEnabled(true);
    bar->addWidget(m_lookup);

    m_view = new RuleView;
    QFont f = m_view->font();
    f.setPointSizeF(f.pointSizeF() * 1.25); // read at arm's length
    m_view->setFont(f);
    setCentralWidget(m_view);

    auto *focusLookup = new QAction(tr("Look up a rule"), this);
    focusLookup->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(focusLookup, &QAction::triggered, this, [this] {
        m_lookup->setFocus();
        m_lookup->selectAll();
    });
    addAction(focusLookup);
    connect(m_lookup, &QLineEdit::returnPressed, this, &MainWindow::lookUp);
    connect(m_view, &RuleView::ruleRequested, this, [this](const QString &n) { showRule(n); });
    connect(m_editionBox, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_currentNumber.isEmpty())
            showRule(m_currentNumber);
    });

    try {
        m_store = std::make_unique<rulesdb::RulesStore>(databasePath);
        reloadEditions();
        statusBar()->showMessage(tr("%n edition(s) in %1", nullptr, int(m_editions.size()))
                                     .arg(databasePath));
        m_view->showMessage(m_editions.empty()
                                ? tr("This database has no editions yet. Import one with "
                                     "rulekeeper-cli import FILE.")
                                : tr("Type a rule number (Ctrl+L) and press Enter."));
    } catch (const rulesdb::DbError &e) {
        m_view->showMessage(tr("Cannot open the rules database:\n%1").arg(e.message()));
        m_lookup->setEnabled(false);
    }
    m_lookup->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::reloadEditions()
{
    m_editions = m_store->editions();
    m_editionBox->clear();
    // Newest first: that is the one a judge wants.
    for (auto it = m_editions.rbegin(); it != m_editions.rend(); ++it) {
        const QStringList flags = rulesdb::flagNames(it->flags);
        m_editionBox->addItem(it->date + u' ' + it->language
                                  + (flags.isEmpty() ? QString()
                                                     : QStringLiteral(" (%1)").arg(flags.join(u','))),
                              QVariant::fromValue(it->id));
    }
}

std::optional<rulesdb::EditionInfo> MainWindow::currentEdition() const
{
    const qint64 id = m_editionBox->currentData().toLongLong();
    for (const auto &e : m_editions)
        if (e.id == id)
            return e;
    return std::nullopt;
}

bool MainWindow::selectEdition(const QString &date)
{
    if (date.isEmpty()) {
        m_editionBox->setCurrentIndex(0);
        return m_editionBox->count() > 0;
    }
    for (int i = 0; i < m_editionBox->count(); ++i) {
        if (m_editionBox->itemText(i).startsWith(date)) {
            m_editionBox->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void MainWindow::lookUp()
{
    showRule(m_lookup->text());
}

bool MainWindow::showRule(const QString &numberText)
{
    if (!m_store)
        return false;
    const auto edition = currentEdition();
    const auto number = rulesdb::RuleNumber::parse(numberText);
    if (!edition || !number) {
        statusBar()->showMessage(tr("\"%1\" is not a rule number").arg(numberText), 5000);
        return false;
    }
    const auto rule = m_store->rule(*edition, *number);
    if (!rule) {
        statusBar()->showMessage(
            tr("Rule %1 is not in the %2 edition").arg(number->toString(), edition->date), 5000);
        return false;
    }
    m_currentNumber = number->toString();
    m_lookup->setText(m_currentNumber);
    m_view->showRule(*rule);
    setWindowTitle(tr("%1 — Rulekeeper").arg(m_currentNumber));
    return true;
}

} // namespace gui
