#include "diff/diffview.h"

#include "cards/carddiff.h"
#include "diff/panescroll.h"
#include "window/fittingplaceholder.h"
#include "diff/sectiondiff.h"

#include "window/screenfit.h"
#include "diff/changetitles.h"
#include "window/shortcuts.h"
#include "diff/diffdocument.h"
#include "diff/diffmodel.h"
#include "window/editionlabel.h"
#include "reading/printing.h"
#include "reading/readablerows.h"
#include "workers/storetask.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QEvent>
#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPrinter>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace gui {

namespace {

// Long enough for the arrow keys to pass an edition by, short enough to feel immediate.
constexpr int kSettleMs = 200;

QTextBrowser *wordPane(const QString &name)
{
    auto *pane = new QTextBrowser;
    pane->setObjectName(name);
    pane->setOpenLinks(false);
    pane->document()->setDocumentMargin(12);
    QFont f = pane->font();
    f.setPointSizeF(f.pointSizeF() * 1.15); // words are what this window is for
    pane->setFont(f);
    return pane;
}

QTextBlockFormat paragraph(qreal top)
{
    QTextBlockFormat block;
    block.setTopMargin(top);
    block.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    return block;
}

// A line of muted text alone in a pane: what to do, or why there is nothing.
void showNote(QTextBrowser *pane, const QString &note)
{
    pane->clear();
    QTextCursor cursor(pane->document());
    cursor.insertText(note, DiffFormats(pane->palette()).muted);
}

} // namespace

DiffView::DiffView(QString databasePath, QWidget *parent)
    : QWidget(parent, Qt::Window), m_databasePath(std::move(databasePath))
{
    setWindowTitle(tr("Compare editions — Rulekeeper"));
    // Closing the rules' window ends the app even when this one is open.
    setAttribute(Qt::WA_QuitOnClose, false);

    // The two editions, and what the view is doing with them.
    m_from = new QComboBox;
    m_from->setObjectName(QStringLiteral("diffFrom"));
    m_to = new QComboBox;
    m_to->setObjectName(QStringLiteral("diffTo"));
    for (QComboBox *box : {m_from, m_to})
        box->setMinimumContentsLength(16);
    auto *fromLabel = new QLabel(tr("&From"));
    fromLabel->setBuddy(m_from);
    auto *toLabel = new QLabel(tr("&to"));
    toLabel->setBuddy(m_to);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("diffStatus"));
    m_status->setWordWrap(true); // a long message wraps rather than widening the window
    m_busy = new QProgressBar;
    m_busy->setRange(0, 0); // no steps to count: it only says that work is going on
    m_busy->setMaximumWidth(120);
    m_busy->setTextVisible(false);
    m_busy->hide();
    auto *pickers = new QHBoxLayout;
    pickers->addWidget(fromLabel);
    pickers->addWidget(m_from);
    pickers->addWidget(toLabel);
    pickers->addWidget(m_to);
    pickers->addSpacing(12);
    pickers->addWidget(m_busy);
    pickers->addWidget(m_status, 1);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The filter, then the list of changes.
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("diffFilter"));
    m_filter->setClearButtonEnabled(true);
    keepPlaceholderWhole(m_filter, {tr("Filter: a rule number (702.1) or words  (Ctrl+F)"),
                                    tr("Filter: a rule number or words  (Ctrl+F)"), tr("Filter  (Ctrl+F)"), tr("Filter")});
    m_filter->installEventFilter(this);
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("diffKind"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_shown = new QLabel;
    m_shown->setObjectName(QStringLiteral("diffShown"));
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_filter, 1);
    filters->addWidget(m_kind);

    m_model = new DiffModel(this);
    m_list = new QTreeView;
    m_list->setObjectName(QStringLiteral("diffList"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setItemDelegate(new ReadableRowsDelegate(m_list)); // under a dark style sheet too
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionsMovable(false);
    auto *listSide = new QWidget;
    auto *listLayout = new QVBoxLayout(listSide);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addLayout(filters);
    listLayout->addWidget(m_list, 1);
    listLayout->addWidget(m_shown);

    // The words of the change selected: two panes, or one.
    m_sideBySide = new QToolButton;
    m_sideBySide->setObjectName(QStringLiteral("diffSideBySide"));
    m_sideBySide->setText(tr("&Side by side"));
    m_inline = new QToolButton;
    m_inline->setObjectName(QStringLiteral("diffInline"));
    m_inline->setText(tr("&Inline"));
    auto *modes = new QButtonGroup(this);
    for (QToolButton *b : {m_sideBySide, m_inline}) {
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(true);
        modes->addButton(b);
    }
    m_sideBySide->setChecked(true);
    auto *modeBar = new QHBoxLayout;
    modeBar->addWidget(new QLabel(tr("Words:")));
    modeBar->addWidget(m_sideBySide);
    modeBar->addWidget(m_inline);
    modeBar->addStretch(1);
    m_old = wordPane(QStringLiteral("diffOld"));
    m_new = wordPane(QStringLiteral("diffNew"));
    m_both = wordPane(QStringLiteral("diffBoth"));
    m_scrollLink = new ScrollLink(m_old, m_new);
    // Each time a side is laid out anew (its words replaced, a narrower pane wrapping its
    // heading), the words under both headings are put level again.
    for (QTextBrowser *pane : {m_old, m_new})
        connect(pane->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
                [this] {
                    if (isSideBySide())
                        levelHeadings(m_old, m_new);
                },
                Qt::QueuedConnection);
    auto *sides = new QSplitter(Qt::Horizontal);
    sides->addWidget(m_old);
    sides->addWidget(m_new);
    sides->setChildrenCollapsible(false);
    // The two sides scroll together: the same paragraph stays face to face.
    connect(m_old->verticalScrollBar(), &QScrollBar::valueChanged, m_new->verticalScrollBar(), &QScrollBar::setValue);
    connect(m_new->verticalScrollBar(), &QScrollBar::valueChanged, m_old->verticalScrollBar(), &QScrollBar::setValue);
    m_panes = new QStackedWidget;
    m_panes->addWidget(sides);
    m_panes->addWidget(m_both);
    auto *wordsSide = new QWidget;
    auto *wordsLayout = new QVBoxLayout(wordsSide);
    wordsLayout->setContentsMargins(0, 0, 0, 0);
    wordsLayout->addLayout(modeBar);
    wordsLayout->addWidget(m_panes, 1);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(listSide);
    split->addWidget(wordsSide);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(1, 1);
    split->setSizes({520, 700}); // room for both numbers, the kind and the start of the text

    // What the keys do here, where a judge looks for it.
    auto *keys = m_keys = new QLabel(keysHint(Items::Rules));
    keys->setObjectName(QStringLiteral("diffKeys"));
    keys->setWordWrap(true); // on a small screen it takes two lines, not the window's width
    QPalette muted = keys->palette();
    muted.setColor(QPalette::WindowText, DiffFormats(palette()).muted.foreground().color());
    keys->setPalette(muted);
    auto *printButton = new QPushButton(tr("Print…"));
    auto *pdfButton = new QPushButton(tr("Save as PDF…"));
    auto *closeButton = new QPushButton(tr("Close"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(keys, 1);
    bottom->addWidget(printButton);
    bottom->addWidget(pdfButton);
    bottom->addWidget(closeButton);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pickers);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);

    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        const auto from = picked(m_from);
        const auto to = picked(m_to);
        if (from && to)
            compare(*from, *to);
    });
    connect(m_from, &QComboBox::currentIndexChanged, this, &DiffView::keepOneLanguage);
    connect(m_from, &QComboBox::currentIndexChanged, this, &DiffView::editionsPicked);
    connect(m_to, &QComboBox::currentIndexChanged, this, &DiffView::editionsPicked);
    connect(m_filter, &QLineEdit::textChanged, this, &DiffView::refilter);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &DiffView::refilter);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showChange(current); });
    connect(m_list, &QTreeView::activated, this, &DiffView::openChange);
    connect(m_sideBySide, &QToolButton::toggled, this, [this](bool on) {
        m_panes->setCurrentIndex(on ? 0 : 1);
        showChange(m_list->currentIndex());
    });
    connect(printButton, &QPushButton::clicked, this, &DiffView::print);
    connect(pdfButton, &QPushButton::clicked, this, &DiffView::saveAsPdf);
    connect(closeButton, &QPushButton::clicked, this, &QWidget::close);
    buildActions();
    showChange({});
    m_list->setFocus(); // the arrow keys walk the changes from the start
    fitToScreen(this, {1240, 780}); // once laid out: its least size counts
}

DiffView::~DiffView() = default;

void DiffView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    followTheme();
}

void DiffView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        followTheme();
}

void DiffView::followTheme()
{
    m_list->ensurePolished();
    m_model->setPalette(m_list->palette());
    m_both->ensurePolished();
    showChange(m_list->currentIndex());
}

void DiffView::buildActions()
{
    const auto add = [this](const QKeySequence &keys, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    add(QKeySequence(tr("Ctrl+F")), [this] {
        m_filter->setFocus();
        m_filter->selectAll();
    });
    add(QKeySequence::Print, [this] { print(); });
    add(standardKeyOr(QKeySequence::SaveAs, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+Shift+S")), [this] { saveAsPdf(); });
    add(QKeySequence(Qt::Key_Escape), [this] { close(); });
}

void DiffView::setEditions(std::vector<rulesdb::EditionInfo> editions)
{
    const auto from = picked(m_from);
    const auto to = picked(m_to);
    m_editions = std::move(editions);
    for (QComboBox *box : {m_from, m_to}) {
        const QSignalBlocker quiet(box);
        box->clear();
        // Newest first, as in the main window's picker.
        for (auto it = m_editions.rbegin(); it != m_editions.rend(); ++it)
            box->addItem(editionLabel(*it), QVariant::fromValue(it->id));
    }
    if (from)
        pick(m_from, from->id);
    if (to)
        pick(m_to, to->id);
    keepOneLanguage();
    // An import may have replaced the editions compared: compared again.
    const auto newFrom = picked(m_from);
    const auto newTo = picked(m_to);
    if (m_diff && newFrom && newTo) {
        m_diff.reset();
        compare(*newFrom, *newTo);
    }
}

std::optional<rulesdb::EditionInfo> DiffView::picked(const QComboBox *box) const
{
    const qint64 id = box->currentData().toLongLong();
    for (const auto &e : m_editions)
        if (e.id == id)
            return e;
    return std::nullopt;
}

void DiffView::pick(QComboBox *box, qint64 editionId)
{
    const QSignalBlocker quiet(box);
    const int at = box->findData(QVariant::fromValue(editionId));
    if (at >= 0)
        box->setCurrentIndex(at);
}

void DiffView::compare(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to)
{
    if (!isBusy() && m_diff && m_diff->from.id == from.id && m_diff->to.id == to.id)
        return; // shown already, selection and all
    m_settle.stop();
    pick(m_from, from.id);
    keepOneLanguage();
    pick(m_to, to.id);
    if (from.language != to.language) {
        // Asked for by date (rulekeeper --diff), where a date has only another language's.
        m_next.reset();
        m_diff.reset();
        m_model->setDiff(nullptr);
        m_summary->clear();
        m_shown->clear();
        showChange({});
        showStatus(tr("%1 (%2) and %3 (%4) are in different languages: rules are compared by their words, so "
                      "every rule would read as added or removed. Choose two editions of one language.")
                       .arg(from.date, from.language, to.date, to.language));
        emit ready();
        return;
    }
    m_next = std::make_pair(from, to);
    startNext();
}

void DiffView::keepOneLanguage()
{
    const auto from = picked(m_from);
    auto *items = qobject_cast<QStandardItemModel *>(m_to->model());
    if (!from || !items)
        return;
    const auto to = picked(m_to);
    int same = -1, newest = -1;
    for (int row = 0; row < m_to->count(); ++row) {
        const auto e = std::find_if(m_editions.begin(), m_editions.end(),
                                    [id = m_to->itemData(row).toLongLong()](const auto &x) { return x.id == id; });
        const bool sameLanguage = e != m_editions.end() && e->language == from->language;
        items->item(row)->setEnabled(sameLanguage);
        items->item(row)->setToolTip(sameLanguage ? QString()
                                                  : tr("In another language than %1 (%2): compare two editions of "
                                                       "one language.").arg(from->date, from->language));
        if (sameLanguage && newest < 0)
            newest = row; // newest first, as listed
        if (sameLanguage && to && e->date == to->date)
            same = row;
    }
    if (to && to->language == from->language)
        return;
    const QSignalBlocker quiet(m_to);
    if (const int row = same >= 0 ? same : newest; row >= 0)
        m_to->setCurrentIndex(row);
}

void DiffView::selectRule(qint64 editionId, const QString &number)
{
    if (isBusy()) {
        m_ruleToSelect = std::make_pair(editionId, number);
        return;
    }
    m_ruleToSelect.reset();
    if (!m_diff)
        return;
    const bool older = editionId == m_diff->from.id && editionId != m_diff->to.id;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const rulesdb::DiffEntry *e = m_model->entry(m_model->index(row, 0));
        if ((older ? e->oldNumbers : e->newNumbers).contains(number)) {
            m_list->setCurrentIndex(m_model->index(row, 0));
            m_list->scrollTo(m_list->currentIndex(), QAbstractItemView::PositionAtCenter);
            return;
        }
    }
}

void DiffView::editionsPicked()
{
    m_settle.start();
    showStatus(tr("Comparing…"));
}

bool DiffView::isBusy() const
{
    return m_computing || m_next || m_settle.isActive();
}

bool DiffView::isPrinting() const
{
    return m_printing != nullptr;
}

void DiffView::startNext()
{
    if (m_computing || !m_next)
        return; // taskFinished() starts the pair asked for meanwhile
    const auto [from, to] = *m_next;
    m_next.reset();
    m_computing = true;
    m_diff.reset();
    m_model->setDiff(nullptr);
    m_summary->clear();
    m_shown->clear(); // "3,854 changes listed" would stand over the empty list
    showChange({});
    showStatus(tr("Comparing %1 with %2…").arg(from.date, to.date));
    auto result = std::make_shared<rulesdb::EditionDiff>();
    m_task = std::make_unique<StoreTask>(m_databasePath, StoreTask::Lane::Read, [from, to, result](rulesdb::RulesStore &store) {
        // The cards' snapshots, card by card; a policy document's editions, section by
        // section; the CR's, rule by rule.
        switch (itemsOf(from)) {
        case Items::Cards:
            *result = diffCards(store, from, to);
            break;
        case Items::Sections:
            *result = diffSections(store, from, to);
            break;
        case Items::Rules:
            *result = rulesdb::diffEditions(store, from, to);
            break;
        }
    });
    connect(m_task.get(), &StoreTask::finished, this, [this, result] { taskFinished(result); });
    m_task->start();
}

void DiffView::taskFinished(const std::shared_ptr<rulesdb::EditionDiff> &result)
{
    const QString error = m_task->error();
    m_task.release()->deleteLater(); // it is emitting the signal that got us here
    m_computing = false;
    if (m_next) // superseded: the newest pair instead
        return startNext();
    if (!error.isEmpty()) {
        showStatus(tr("These editions cannot be compared: %1").arg(error));
        emit ready();
        return;
    }
    showDiff(result);
}

void DiffView::showStatus(const QString &message)
{
    m_status->setText(message);
    m_busy->setVisible(isBusy() || isPrinting());
}

DiffView::Items DiffView::itemsOf(const rulesdb::EditionInfo &edition)
{
    switch (edition.document) {
    case rulesdb::Document::CR:
        return Items::Rules;
    case rulesdb::Document::Cards:
        return Items::Cards;
    default:
        return Items::Sections;
    }
}

QString DiffView::keysHint(Items items)
{
    switch (items) {
    case Items::Sections:
        return tr("Enter: show the section in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close");
    case Items::Cards:
        return tr("Enter: show the card in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close");
    case Items::Rules:
        break;
    }
    return tr("Enter: show the rule in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close");
}

void DiffView::showDiff(std::shared_ptr<const rulesdb::EditionDiff> diff)
{
    m_diff = std::move(diff);
    const QLocale locale;
    // "727 changes, 2,549 rules unchanged: 131 added · 9 removed · …"
    int changes = 0;
    QStringList kinds;
    for (const rulesdb::ChangeKind k : changeKindsByWeight()) {
        const int n = m_diff->summary.at(k);
        if (k == rulesdb::ChangeKind::Unchanged || n == 0)
            continue;
        changes += n;
        kinds << tr("%1 %2").arg(locale.toString(n), changeTitle(k));
    }
    const int unchanged = m_diff->summary.at(rulesdb::ChangeKind::Unchanged);
    const Items items = itemsOf(m_diff->from);
    const QString counts = tr("%Ln change(s)", nullptr, changes) + QStringLiteral(", ")
                           + (items == Items::Cards      ? tr("%Ln card(s) unchanged", nullptr, unchanged)
                              : items == Items::Sections ? tr("%Ln section(s) unchanged", nullptr, unchanged)
                                                         : tr("%Ln rule(s) unchanged", nullptr, unchanged));
    // Shorter wordings where the list's side is narrow (1280×720, German): never "… od…".
    switch (items) {
    case Items::Rules:
        keepPlaceholderWhole(m_filter, {tr("Filter: a rule number (702.1) or words  (Ctrl+F)"),
                                        tr("Filter: a rule number or words  (Ctrl+F)"), tr("Filter  (Ctrl+F)"), tr("Filter")});
        break;
    case Items::Sections:
        keepPlaceholderWhole(m_filter, {tr("Filter: a section number (2.1) or words  (Ctrl+F)"),
                                        tr("Filter: a section number or words  (Ctrl+F)"), tr("Filter  (Ctrl+F)"), tr("Filter")});
        break;
    case Items::Cards:
        keepPlaceholderWhole(m_filter, {tr("Filter: a card's name or words  (Ctrl+F)"), tr("Filter: a name or words  (Ctrl+F)"),
                                        tr("Filter  (Ctrl+F)"), tr("Filter")});
        break;
    }
    m_keys->setText(keysHint(items));
    // A card file has snapshots, not editions: the title says which are compared.
    setWindowTitle(items == Items::Cards ? tr("Compare card snapshots — Rulekeeper") : tr("Compare editions — Rulekeeper"));
    m_summary->setText(kinds.isEmpty() ? counts : counts + QStringLiteral(": ") + kinds.join(QStringLiteral(" · ")));
    showStatus(QString()); // the pickers say what is compared
    fillKinds();
    m_model->setDiff(m_diff);
    refilter();
    // Numbers as wide as a long one or the date above them (a split's list is elided; its
    // tooltip has it all), the kind as wide as it reads, the text the rest.
    const QFontMetrics metrics(m_list->font());
    // A card keeps its name from one snapshot to the next: one column of names, as wide
    // as most names (a longer one is elided, its tooltip whole).
    m_list->setColumnHidden(DiffModel::OldColumn, items == Items::Cards);
    const QString wide = items == Items::Cards ? QStringLiteral("Ancestral Visionary Mongoose") : QStringLiteral("000.00aa");
    for (const int c : {int(DiffModel::OldColumn), int(DiffModel::NewColumn)})
        m_list->setColumnWidth(c, std::max(metrics.horizontalAdvance(wide),
                                           metrics.horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()))
                                      + 16);
    m_list->resizeColumnToContents(DiffModel::KindColumn);
    if (m_ruleToSelect)
        selectRule(m_ruleToSelect->first, m_ruleToSelect->second);
    emit ready();
}

void DiffView::fillKinds()
{
    const QVariant chosen = m_kind->currentData();
    const QSignalBlocker quiet(m_kind);
    m_kind->clear();
    int all = 0;
    for (const auto &[kind, n] : m_diff->summary)
        all += kind == rulesdb::ChangeKind::Unchanged ? 0 : n;
    m_kind->addItem(tr("All changes (%1)").arg(QLocale().toString(all)), -1);
    for (const rulesdb::ChangeKind k : changeKindsByWeight())
        if (k != rulesdb::ChangeKind::Unchanged && m_diff->summary.at(k) > 0)
            m_kind->addItem(tr("%1 (%2)").arg(changeTitle(k), QLocale().toString(m_diff->summary.at(k))), int(k));
    const int at = m_kind->findData(chosen);
    m_kind->setCurrentIndex(at >= 0 ? at : 0);
}

void DiffView::refilter()
{
    const int kind = m_kind->currentData().isValid() ? m_kind->currentData().toInt() : -1;
    m_model->setFilter(m_filter->text(),
                       kind < 0 ? std::nullopt : std::optional<rulesdb::ChangeKind>(rulesdb::ChangeKind(kind)));
    const int total = m_diff ? int(m_diff->changes.size()) : 0;
    const int shown = m_model->rowCount();
    m_shown->setText(!m_diff                  ? QString()
                     : m_model->isFiltered() ? tr("%1 of %Ln change(s) listed", nullptr, total).arg(QLocale().toString(shown))
                                             : tr("%Ln change(s) listed", nullptr, total));
    // The first change listed is shown at once: no click needed to read.
    if (shown > 0)
        m_list->setCurrentIndex(m_model->index(0, 0));
    else
        showChange({});
}

void DiffView::setSideBySide(bool on)
{
    (on ? m_sideBySide : m_inline)->setChecked(true);
}

bool DiffView::isSideBySide() const
{
    return m_sideBySide->isChecked();
}

void DiffView::showChange(const QModelIndex &index)
{
    const rulesdb::DiffEntry *e = m_model->entry(index);
    if (!e) {
        const QString note = !m_diff ? QString()
                             : m_diff->changes.empty()
                                 ? (itemsOf(m_diff->from) == Items::Cards      ? tr("No card changed from %1 to %2.")
                                    : itemsOf(m_diff->from) == Items::Sections ? tr("No section changed from %1 to %2.")
                                                                                : tr("No rule changed from %1 to %2."))
                                       .arg(m_diff->from.date, m_diff->to.date)
                             : m_model->rowCount() == 0 ? tr("No change matches the filter.")
                                                        : tr("Choose a change to see its words.");
        for (QTextBrowser *pane : {m_old, m_new, m_both})
            showNote(pane, note);
        return;
    }
    const DiffFormats f(m_both->palette());
    const QString similar = similarityNote(*e);
    if (isSideBySide()) {
        // Each side under its edition's date; a side the change lacks says so.
        const auto fill = [&](QTextBrowser *pane, const rulesdb::EditionInfo &edition, const QStringList &numbers,
                              DiffSide side) {
            pane->clear();
            QTextCursor cursor(pane->document());
            cursor.setBlockFormat(paragraph(0));
            cursor.insertText(edition.date + QStringLiteral("  "), f.muted);
            if (numbers.isEmpty()) {
                cursor.insertText(itemsOf(edition) == Items::Cards ? tr("no snapshot up to then holds the card")
                                                                   : tr("not in this edition"),
                                  f.muted);
                return;
            }
            cursor.insertText(numbers.join(QStringLiteral(", ")), f.heading);
            cursor.insertBlock(paragraph(8));
            insertWordDiff(cursor, *e, side, f);
        };
        // Each side on its first change (a long section's may be far down), unlinked while
        // put there: the panes then scroll together from where they stand.
        m_scrollLink->hold(); // the new text is not the reader's scrolling
        fill(m_old, m_diff->from, e->oldNumbers, DiffSide::Old);
        fill(m_new, m_diff->to, e->newNumbers, DiffSide::New);
        // The kind of change heads the new side, where the eye lands, or the old side of a
        // removed rule.
        QTextCursor head((e->newNumbers.isEmpty() ? m_old : m_new)->document());
        head.movePosition(QTextCursor::EndOfBlock);
        head.insertText(QStringLiteral("  ") + changeTitle(e->kind) + (similar.isEmpty() ? QString() : QStringLiteral(" · ") + similar),
                        f.muted);
        m_scrollLink->place([this, f] {
            levelHeadings(m_old, m_new);
            scrollToFirstChange(m_old, f);
            scrollToFirstChange(m_new, f);
        });
    } else {
        m_both->clear();
        QTextCursor cursor(m_both->document());
        cursor.setBlockFormat(paragraph(0));
        cursor.insertText(rulesdb::changeHeading(*e), f.heading);
        cursor.insertText(QStringLiteral("  ") + changeTitle(e->kind) + (similar.isEmpty() ? QString() : QStringLiteral(" · ") + similar),
                          f.muted);
        cursor.insertBlock(paragraph(8));
        insertWordDiff(cursor, *e, DiffSide::Inline, f);
        scrollToFirstChange(m_both, f);
    }
}

void DiffView::openChange(const QModelIndex &index)
{
    const rulesdb::DiffEntry *e = m_model->entry(index);
    if (!e)
        return;
    // A removed rule is read where it last was; anything else where it is now.
    if (e->newNumbers.isEmpty())
        emit ruleRequested(m_diff->from, e->oldNumbers.front());
    else
        emit ruleRequested(m_diff->to, e->newNumbers.front());
}

QString DiffView::reportNote() const
{
    if (!m_model->isFiltered())
        return {};
    QStringList by;
    if (!m_filter->text().trimmed().isEmpty())
        by << tr("“%1”").arg(m_filter->text().trimmed());
    if (m_kind->currentIndex() > 0)
        by << changeTitle(rulesdb::ChangeKind(m_kind->currentData().toInt()));
    return tr("%1 of %Ln change(s), chosen by %2", nullptr, int(m_diff->changes.size()))
        .arg(QLocale().toString(m_model->rowCount()), by.join(QStringLiteral(", ")));
}

std::unique_ptr<QTextDocument> DiffView::report() const
{
    return m_diff ? diffReport(*m_diff, m_model->shownChanges(), reportNote()) : nullptr;
}

QString DiffView::reportTitle() const
{
    if (!m_diff)
        return {};
    if (itemsOf(m_diff->from) == Items::Cards)
        return tr("Oracle text changes %1 to %2").arg(m_diff->from.date, m_diff->to.date);
    return tr("%1 changes %2 to %3").arg(rulesdb::documentTitle(m_diff->from.document), m_diff->from.date, m_diff->to.date);
}

void DiffView::print()
{
    if (!m_diff)
        return;
    if (auto printer = chosenPrinter(this, reportTitle()))
        startPrinting(std::move(printer));
}

void DiffView::saveAsPdf()
{
    if (!m_diff)
        return;
    const QString file = chosenPdfFile(this, reportTitle());
    if (!file.isEmpty())
        saveReportAsPdf(file);
}

bool DiffView::saveReportAsPdf(const QString &file)
{
    if (!m_diff)
        return false;
    QString error;
    auto printer = pdfPrinter(file, reportTitle(), &error);
    if (!printer) {
        showStatus(error);
        return false;
    }
    return startPrinting(std::move(printer));
}

bool DiffView::startPrinting(std::unique_ptr<QPrinter> printer)
{
    if (m_printing) {
        showStatus(tr("Still printing the report before this one…"));
        return false;
    }
    const QString file = printer->outputFormat() == QPrinter::PdfFormat ? printer->outputFileName() : QString();
    // The report is what is listed now, copied: the filter may change while it prints.
    m_printing = std::make_unique<PrintJob>(
        [diff = m_diff, changes = m_model->shownChanges(), note = reportNote()] { return diffReport(*diff, changes, note); },
        std::move(printer));
    connect(m_printing.get(), &PrintJob::finished, this, [this, file] {
        const QString error = m_printing->error();
        m_printing.release()->deleteLater(); // it is emitting the signal that got us here
        showStatus(!error.isEmpty() ? error : file.isEmpty() ? tr("The report went to the printer.") : tr("Saved %1").arg(file));
        emit reportPrinted(error);
    });
    m_printing->start();
    showStatus(file.isEmpty() ? tr("Printing the report…") : tr("Writing %1…").arg(file));
    return true;
}

bool DiffView::eventFilter(QObject *watched, QEvent *event)
{
    // Down (or Enter) from the filter goes to the changes it left.
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Down || key == Qt::Key_Return || key == Qt::Key_Enter) && m_model->rowCount() > 0) {
            m_list->setFocus();
            if (!m_list->currentIndex().isValid())
                m_list->setCurrentIndex(m_model->index(0, 0));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gui
