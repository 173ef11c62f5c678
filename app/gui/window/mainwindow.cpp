#include "window/mainwindow.h"

#include "window/screenfit.h"
#include "panels/comparepane.h"
#include "lineage/counterpart.h"
#include "diff/diffview.h"
#include "window/editionlabel.h"
#include "dialogs/helpdialog.h"
#include "panels/historypanel.h"
#include "italics.h"
#include "panels/bookmarkspanel.h"
#include "dialogs/importdialog.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/rulesupdatedialog.h"
#include "window/lookupcompleter.h"
#include "window/policylookup.h"
#include "reading/printing.h"
#include "panels/roles.h"
#include "reading/rulepage.h"
#include "panels/ruletreemodel.h"
#include "reading/ruleview.h"
#include "panels/searchpanel.h"
#include "window/noticeband.h"
#include "window/shortcuts.h"
#include "workers/storeservice.h"
#include "workers/storetask.h"
#include "store/dberror.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QDate>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrinter>
#include <QSplitter>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTextDocument>
#include <QToolBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace gui {

namespace {

// What changed in the edition shown: from the newest whole edition of its language before
// it (editions are oldest first), or for the oldest, to the next one.
std::pair<rulesdb::EditionInfo, rulesdb::EditionInfo> pairAround(const std::vector<rulesdb::EditionInfo> &editions,
                                                                 const rulesdb::EditionInfo &shown)
{
    const auto comparable = [&shown](const rulesdb::EditionInfo &e) {
        return e.language == shown.language && e.id != shown.id && !rulesdb::isExcerpt(e);
    };
    rulesdb::EditionInfo from = shown, to = shown;
    for (const auto &e : editions)
        if (comparable(e) && e.date < shown.date)
            from = e;
    if (from.id == shown.id)
        for (const auto &e : editions)
            if (comparable(e) && e.date > shown.date) {
                to = e;
                break;
            }
    return {from, to};
}


// The first line of a text, elided for a tooltip or a status line.
QString shortened(QString text, int maxChars)
{
    text.replace(u'\n', u' ');
    return text.size() <= maxChars ? text : text.left(maxChars - 1).trimmed() + u'…';
}

// The place is written this long after it last changed.
constexpr int kSaveDelayMs = 250;

// After linking the editions failed (the write lock held elsewhere), it is tried again.
constexpr int kLinkRetryMs = 2000;

// A line of text asked for in a small dialog that shows its whole title.
QString askText(QWidget *parent, const QString &title, const QString &label, const QString &text, bool *ok)
{
    const std::unique_ptr<QInputDialog> dialog = textDialog(parent, title, label, text);
    *ok = dialog->exec() == QDialog::Accepted;
    return *ok ? dialog->textValue() : QString();
}

} // namespace

std::unique_ptr<QInputDialog> textDialog(QWidget *parent, const QString &title, const QString &label, const QString &text)
{
    auto dialog = std::make_unique<QInputDialog>(parent);
    dialog->setWindowTitle(title);
    dialog->setLabelText(label);
    dialog->setTextValue(text);
    fitTitle(dialog.get());
    return dialog;
}

MainWindow::MainWindow(const QString &databasePath, QWidget *parent)
    : QMainWindow(parent), m_databasePath(databasePath)
{
    setWindowTitle(tr("Rulekeeper"));
    setAcceptDrops(true);
    fitToScreen(this, {1280, 800});

    // The toolbar: Back, Forward, the edition, and the lookup box taking the rest.
    auto *bar = addToolBar(tr("Lookup"));
    bar->setObjectName(QStringLiteral("lookupBar"));
    bar->setMovable(false);
    m_back = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Back"), this);
    m_forward = new QAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("&Forward"), this);
    bar->addAction(m_back);
    bar->addAction(m_forward);
    bar->addSeparator();
    // The document read, shown only when the database holds more than the CR.
    auto *documentLabel = new QLabel(tr("&Document") + u' ');
    m_documentLabelAction = bar->addWidget(documentLabel);
    m_documentBox = new QComboBox;
    m_documentBox->setObjectName(QStringLiteral("documentBox"));
    m_documentBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    documentLabel->setBuddy(m_documentBox);
    m_documentBoxAction = bar->addWidget(m_documentBox);
    m_documentLabelAction->setVisible(false);
    m_documentBoxAction->setVisible(false);
    auto *editionLabel = new QLabel(tr("&Edition") + u' ');
    bar->addWidget(editionLabel);
    m_editionBox = new QComboBox;
    m_editionBox->setObjectName(QStringLiteral("editionBox"));
    m_editionBox->setMinimumContentsLength(14);
    // Wide enough for the longest label, "(partial, lossy)" included: never cut short.
    m_editionBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    editionLabel->setBuddy(m_editionBox);
    bar->addWidget(m_editionBox);
    bar->addSeparator();
    m_lookup = new QLineEdit;
    m_lookup->setObjectName(QStringLiteral("lookup"));
    m_lookup->setPlaceholderText(tr("Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)"));
    m_lookup->setClearButtonEnabled(true);
    m_lookup->setMaximumWidth(640);
    QFont lookupFont = m_lookup->font();
    lookupFont.setPointSizeF(lookupFont.pointSizeF() * 1.15);
    m_lookup->setFont(lookupFont);
    m_completer = new LookupCompleter(this);
    m_lookup->setCompleter(m_completer);
    bar->addWidget(m_lookup);

    m_view = new RuleView;
    m_view->setObjectName(QStringLiteral("ruleView"));
    QFont f = m_view->font();
    f.setPointSizeF(f.pointSizeF() * 1.3); // read at arm's length
    m_view->setFont(f);
    m_defaultTextSize = qRound(f.pointSizeF());
    m_view->setPreview([this](const QString &number) { return previewOf(number); });
    // On request, the same rule in another language beside it.
    m_compare = new ComparePane;
    m_compare->setFont(f);
    m_compare->hide();
    auto *sides = new QSplitter;
    sides->setObjectName(QStringLiteral("sideBySide"));
    sides->addWidget(m_view);
    sides->addWidget(m_compare);
    // Above the rules, what must not be missed about them (see updateBand()).
    m_band = new NoticeBand;
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_band);
    centralLayout->addWidget(sides, 1);
    setCentralWidget(central);

    // Contents on the left, search on the right, as documentation browsers have them.
    m_treeModel = new RuleTreeModel(this);
    m_tree = new QTreeView;
    m_tree->setObjectName(QStringLiteral("ruleTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_treeDock = new QDockWidget(tr("Contents"), this);
    m_treeDock->setObjectName(QStringLiteral("contentsDock"));
    m_treeDock->setWidget(m_tree);
    m_treeDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::LeftDockWidgetArea, m_treeDock);

    m_search = new SearchPanel;
    m_searchDock = new QDockWidget(tr("Search"), this);
    m_searchDock->setObjectName(QStringLiteral("searchDock"));
    m_searchDock->setWidget(m_search);
    m_searchDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_searchDock);
    m_historyPanel = new HistoryPanel;
    m_historyPanel->setObjectName(QStringLiteral("historyPanel"));
    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(m_historyPanel);
    m_historyDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    tabifyDockWidget(m_searchDock, m_historyDock);
    m_bookmarksPanel = new BookmarksPanel;
    m_bookmarksDock = new QDockWidget(tr("Bookmarks"), this);
    m_bookmarksDock->setObjectName(QStringLiteral("bookmarksDock"));
    m_bookmarksDock->setWidget(m_bookmarksPanel);
    m_bookmarksDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::RightDockWidgetArea, m_bookmarksDock);
    tabifyDockWidget(m_historyDock, m_bookmarksDock);
    connect(m_bookmarksPanel, &BookmarksPanel::activated, this, &MainWindow::openBookmark);
    connect(m_bookmarksPanel, &BookmarksPanel::editRequested, this, [this](int i) {
        bool ok = false;
        const QString note = askText(this, tr("Bookmark note"), tr("Note for %1:").arg(m_bookmarks[size_t(i)].target.key),
                                     m_bookmarks[size_t(i)].note, &ok);
        if (ok) {
            m_bookmarks[size_t(i)].note = note;
            bookmarksChanged();
        }
    });
    connect(m_bookmarksPanel, &BookmarksPanel::removeRequested, this, [this](int i) {
        m_bookmarks.erase(m_bookmarks.begin() + i);
        bookmarksChanged();
    });
    m_searchDock->raise();
    connect(m_historyDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            updateHistoryPanel();
    });
    connect(m_historyPanel, &HistoryPanel::editionRequested, this, [this](const QString &date, const QString &number) {
        if (const auto e = currentEdition(); !e || e->date != date)
            if (const auto there = editionDated(date))
                chooseCrEdition(there->id);
        navigate({Target::Rule, number});
    });
    connect(m_historyPanel, &HistoryPanel::sectionRequested, this,
            [this](rulesdb::Document document, const QString &date, const QString &key) {
                navigate(sectionTarget(document, key, date));
            });
    connect(m_compare, &ComparePane::ruleRequested, this, [this](const QString &n) { navigate({Target::Rule, n}); });
    resizeDocks({m_treeDock, m_searchDock}, {300, 380}, Qt::Horizontal);

    // The place is kept as it changes, not only on a clean quit: after a crash or a killed
    // process the app reopens where the judge was. A burst of changes is written once.
    m_saveSoon = new QTimer(this);
    m_saveSoon->setSingleShot(true);
    m_saveSoon->setInterval(kSaveDelayMs);
    connect(m_saveSoon, &QTimer::timeout, this, [this] {
        if (!m_settings)
            return;
        saveSession(*m_settings, session());
        m_settings->sync();
    });
    for (QDockWidget *dock : {m_treeDock, m_searchDock, m_historyDock, m_bookmarksDock})
        connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::placeChanged);

    buildActions();
    connect(m_lookup, &QLineEdit::returnPressed, this, &MainWindow::lookUp);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this](const QString &text) { showRule(text); });
    connect(m_view, &RuleView::ruleRequested, this,
            [this](const QString &n) { navigate({Target::Rule, n}); });
    connect(m_view, &RuleView::glossaryRequested, this,
            [this](const QString &term) { navigate({Target::Glossary, term}); });
    connect(m_view, &RuleView::sectionRequested, this, &MainWindow::showSection);
    const auto openTreeRow = [this](const QModelIndex &index) {
        const auto listed = m_treeModel->edition();
        if (listed && listed->document != rulesdb::Document::CR)
            navigate(sectionTarget(listed->document, index.data(NumberRole).toString(), listed->date));
        else
            navigate({Target::Rule, index.data(NumberRole).toString()});
    };
    connect(m_tree, &QTreeView::activated, this, openTreeRow);
    connect(m_tree, &QTreeView::clicked, this, openTreeRow);
    connect(m_search, &SearchPanel::openRequested, this,
            [this](const QString &date, const QString &number, bool glossary) {
                if (const auto e = currentEdition(); !e || e->date != date)
                    if (const auto there = editionDated(date))
                        chooseCrEdition(there->id);
                navigate({glossary ? Target::Glossary : Target::Rule, number});
            });
    connect(m_search, &SearchPanel::sectionOpenRequested, this,
            [this](rulesdb::Document document, const QString &date, const QString &key) {
                navigate(sectionTarget(document, key, date));
            });
    connect(m_editionBox, &QComboBox::currentIndexChanged, this, &MainWindow::editionChanged);
    connect(m_documentBox, &QComboBox::currentIndexChanged, this, [this] {
        const auto chosen = rulesdb::Document(m_documentBox->currentData().toInt());
        if (!chooseDocument(chosen)) {
            const QSignalBlocker quiet(m_documentBox); // the picker says what is read
            m_documentBox->setCurrentIndex(m_documentBox->findData(int(m_document)));
        }
    });

    try {
        m_store = std::make_unique<rulesdb::RulesStore>(databasePath);
        // The window only reads: linking editions and imports write on the store service's
        // write lane, so that it never waits for the write lock another program holds.
        m_store->refuseWrites();
        // Held for the window's life: the lanes' connections stay open between tasks.
        m_service = StoreService::of(databasePath);
        m_compare->setStore(m_store.get());
        m_search->setDatabase(databasePath);
        reloadEditions();
        linkEditions();
        statusBar()->showMessage(tr("%n edition(s) in %1", nullptr, int(m_editions.size()))
                                     .arg(databasePath));
        m_view->showMessage(m_editions.empty()
                                ? tr("This database has no editions yet. Import one with Rules › "
                                     "Import (Ctrl+O), or drop its file on this window.")
                                : tr("Type a rule number, a keyword or a glossary term (Ctrl+L) "
                                     "and press Enter."));
    } catch (const rulesdb::DbError &e) {
        m_view->showMessage(tr("Cannot open the rules database:\n%1").arg(e.message()));
        m_lookup->setEnabled(false);
    }
    updateNavigation();
    qApp->installEventFilter(this);
    m_lookup->setFocus();
}

MainWindow::~MainWindow()
{
    // The docks outlive this class's part of the window: hidden while QWidget's destructor
    // runs, they would call placeChanged() and updateHistoryPanel() on a MainWindow that is
    // no more.
    for (QDockWidget *dock : {m_treeDock, m_searchDock, m_historyDock, m_bookmarksDock})
        dock->disconnect(this);
    m_saveSoon->stop();
}

void MainWindow::buildActions()
{
    // Every action lives in a menu, so its shortcut works anywhere in the window and the
    // help dialog can list it.
    auto *rules = menuBar()->addMenu(tr("&Rules"));
    auto *focusLookup = rules->addAction(tr("&Look up a rule"));
    focusLookup->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(focusLookup, &QAction::triggered, this, [this] {
        m_lookup->setFocus();
        m_lookup->selectAll();
    });
    auto *chooseEdition = rules->addAction(tr("Choose the &edition"));
    chooseEdition->setShortcut(QKeySequence(tr("Ctrl+E")));
    connect(chooseEdition, &QAction::triggered, this, [this] {
        m_editionBox->setFocus();
        m_editionBox->showPopup();
    });
    auto *asOf = rules->addAction(tr("Rules in force on a &date…"));
    asOf->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    connect(asOf, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString date = askText(this, tr("Rules in force on a date"), tr("Date (YYYY-MM-DD), e.g. of a tournament:"),
                                     QDate::currentDate().toString(Qt::ISODate), &ok);
        if (ok)
            selectEditionInForce(date.trimmed());
    });
    auto *copy = rules->addAction(tr("&Copy citation"));
    copy->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    connect(copy, &QAction::triggered, this, &MainWindow::copyCitation);
    auto *bookmark = rules->addAction(tr("&Bookmark this rule…"));
    bookmark->setShortcut(QKeySequence(tr("Ctrl+B")));
    connect(bookmark, &QAction::triggered, this, [this] {
        const auto edition = currentEdition();
        if (!m_navigation.current() || !edition) {
            statusBar()->showMessage(tr("Nothing to bookmark: look a rule up first."), 5000);
            return;
        }
        QString note;
        for (const Bookmark &b : m_bookmarks)
            if (b.target == *m_navigation.current() && b.editionDate == edition->date && b.editionLanguage == edition->language)
                note = b.note;
        bool ok = false;
        note = askText(this, tr("Bookmark"), tr("Note for %1 (optional):").arg(placeName(*m_navigation.current())), note, &ok);
        if (ok)
            bookmarkCurrent(note);
    });
    auto *compare = rules->addAction(tr("Co&mpare editions…"));
    compare->setShortcut(QKeySequence(tr("Ctrl+D")));
    connect(compare, &QAction::triggered, this, [this] { openDiffView(); });
    rules->addSeparator();
    auto *print = rules->addAction(tr("&Print this rule…"));
    print->setShortcut(QKeySequence::Print);
    connect(print, &QAction::triggered, this, [this] {
        // One rule is a page or two: printed here, unlike a diff report.
        const auto doc = printableRule();
        if (!doc)
            return statusBar()->showMessage(tr("Nothing to print: look a rule up first."), 4000);
        if (const auto printer = chosenPrinter(this, printTitle()))
            doc->print(printer.get());
    });
    auto *pdf = rules->addAction(tr("Save this rule as PD&F…"));
    pdf->setShortcut(standardKeyOr(QKeySequence::SaveAs, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+Shift+S")));
    connect(pdf, &QAction::triggered, this, [this] {
        const auto doc = printableRule();
        if (!doc)
            return statusBar()->showMessage(tr("Nothing to save: look a rule up first."), 4000);
        const QString file = chosenPdfFile(this, printTitle());
        if (file.isEmpty())
            return;
        if (const QString error = writePdf(*doc, printTitle(), file); !error.isEmpty())
            QMessageBox::warning(this, tr("Save as PDF"), error);
        else
            statusBar()->showMessage(tr("Saved %1").arg(file), 6000);
    });
    rules->addSeparator();
    auto *import = rules->addAction(tr("&Import rules files…"));
    m_importAction = import;
    import->setShortcut(QKeySequence::Open);
    connect(import, &QAction::triggered, this, [this] { openImportDialog(); });
    auto *update = rules->addAction(tr("Check for &New Rules…"));
    m_updateAction = update;
    update->setShortcut(QKeySequence(tr("Ctrl+U")));
    connect(update, &QAction::triggered, this, [this] { openRulesUpdate(); });
    rules->addSeparator();
    auto *quit = rules->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    auto *go = menuBar()->addMenu(tr("&Go"));
    m_back->setShortcuts(keysOnce({QKeySequence(tr("Alt+Left")), QKeySequence(Qt::Key_Back)}));
    m_forward->setShortcuts(keysOnce({QKeySequence(tr("Alt+Right")), QKeySequence(Qt::Key_Forward)}));
    connect(m_back, &QAction::triggered, this, &MainWindow::goBack);
    connect(m_forward, &QAction::triggered, this, &MainWindow::goForward);
    go->addAction(m_back);
    go->addAction(m_forward);
    m_backToCurrent = go->addAction(tr("The &current rules"));
    m_backToCurrent->setObjectName(QStringLiteral("backToCurrent"));
    m_backToCurrent->setShortcut(QKeySequence(tr("Alt+Home")));
    connect(m_backToCurrent, &QAction::triggered, this, [this] {
        if (m_document != rulesdb::Document::CR) {
            // The policy document read, in its edition in force today, at the same section.
            const auto picked = pickedEdition();
            const auto *now = picked ? rulesdb::editionInForce(m_documentEditions, QDate::currentDate().toString(Qt::ISODate),
                                                               picked->language)
                                     : nullptr;
            if (now)
                m_editionBox->setCurrentIndex(m_editionBox->findData(QVariant::fromValue(now->id)));
            return;
        }
        const auto shown = currentEdition();
        const auto *now = shown ? rulesdb::editionInForce(m_editions, QDate::currentDate().toString(Qt::ISODate), shown->language)
                                : nullptr;
        if (now)
            chooseCrEdition(now->id);
    });
    go->addSeparator();
    // A key for each document, as the picker lists them.
    const struct {
        rulesdb::Document document;
        const char *text, *keys;
    } documents[] = {
        {rulesdb::Document::CR, QT_TR_NOOP("Comprehensive &Rules"), QT_TR_NOOP("Ctrl+1")},
        {rulesdb::Document::MTR, QT_TR_NOOP("Magic Tournament R&ules (MTR)"), QT_TR_NOOP("Ctrl+2")},
        {rulesdb::Document::IPG, QT_TR_NOOP("&Infraction Procedure Guide (IPG)"), QT_TR_NOOP("Ctrl+3")},
        {rulesdb::Document::JAR, QT_TR_NOOP("&Judging at Regular REL (JAR)"), QT_TR_NOOP("Ctrl+4")},
    };
    for (const auto &d : documents) {
        auto *read = go->addAction(tr(d.text));
        read->setObjectName(QStringLiteral("read") + rulesdb::documentName(d.document).toUpper());
        read->setShortcut(QKeySequence(tr(d.keys)));
        connect(read, &QAction::triggered, this, [this, document = d.document] { chooseDocument(document); });
    }
    go->addSeparator();
    auto *search = go->addAction(tr("&Search the rules"));
    search->setShortcut(QKeySequence(tr("Ctrl+F")));
    connect(search, &QAction::triggered, this, [this] {
        m_searchDock->show();
        m_search->focusQuery();
    });
    auto *history = go->addAction(tr("&History of this rule"));
    history->setShortcut(QKeySequence(tr("Ctrl+H")));
    connect(history, &QAction::triggered, this, [this] {
        showHistoryPanel();
        m_historyPanel->setFocus();
    });
    auto *marks = go->addAction(tr("Book&marks"));
    marks->setShortcut(QKeySequence(tr("Ctrl+Shift+B")));
    connect(marks, &QAction::triggered, this, [this] {
        m_bookmarksDock->show();
        m_bookmarksDock->raise();
        m_bookmarksPanel->setFocus();
    });
    auto *contents = go->addAction(tr("&Table of contents"));
    contents->setShortcut(QKeySequence(tr("Ctrl+T")));
    connect(contents, &QAction::triggered, this, [this] {
        m_treeDock->show();
        m_tree->setFocus();
    });

    auto *view = menuBar()->addMenu(tr("&View"));
    auto *zoomIn = view->addAction(tr("Zoom &in"));
    zoomIn->setShortcuts(keysOnce({QKeySequence(tr("Ctrl+=")), QKeySequence(QKeySequence::ZoomIn)}));
    connect(zoomIn, &QAction::triggered, this, [this] { m_view->setZoom(m_view->zoom() + 1);
        placeChanged();
    });
    auto *zoomOut = view->addAction(tr("Zoom &out"));
    zoomOut->setShortcuts(keysOnce({QKeySequence(tr("Ctrl+-")), QKeySequence(QKeySequence::ZoomOut)}));
    connect(zoomOut, &QAction::triggered, this, [this] { m_view->setZoom(m_view->zoom() - 1);
        placeChanged();
    });
    auto *zoomReset = view->addAction(tr("&Normal size"));
    zoomReset->setShortcut(QKeySequence(tr("Ctrl+0")));
    connect(zoomReset, &QAction::triggered, this, [this] { m_view->setZoom(0);
        placeChanged();
    });
    view->addSeparator();
    view->addAction(m_treeDock->toggleViewAction());
    view->addAction(m_searchDock->toggleViewAction());
    view->addAction(m_historyDock->toggleViewAction());
    view->addAction(m_bookmarksDock->toggleViewAction());
    auto *otherLanguage = view->addAction(tr("Side by side with another &language"));
    otherLanguage->setObjectName(QStringLiteral("compareAction"));
    otherLanguage->setCheckable(true);
    otherLanguage->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    connect(otherLanguage, &QAction::toggled, m_compare, &QWidget::setVisible);
    view->addSeparator();
    auto *preferences = view->addAction(tr("&Preferences…"));
    preferences->setShortcut(standardKeyOr(QKeySequence::Preferences, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+,")));
    connect(preferences, &QAction::triggered, this, [this] {
        PreferencesDialog dialog(m_preferences, m_defaultTextSize, this);
        if (dialog.exec() == QDialog::Accepted)
            applyPreferences(dialog.preferences());
    });

    auto *help = menuBar()->addMenu(tr("&Help"));
    auto *keys = help->addAction(tr("&Keyboard shortcuts"));
    keys->setShortcut(QKeySequence::HelpContents);
    connect(keys, &QAction::triggered, this, [this] {
        QList<QAction *> all;
        for (QAction *menu : menuBar()->actions())
            all += menu->menu()->actions();
        HelpDialog(all, this).exec();
    });
}

void MainWindow::reloadEditions()
{
    const auto shown = currentEdition();
    const auto picked = pickedEdition();
    std::vector<rulesdb::Document> held{rulesdb::Document::CR};
    if (!guarded([&] {
            m_editions = m_store->editions();
            for (const auto document : {rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR})
                if (!m_store->editions(document).empty())
                    held.push_back(document);
        }))
        return;
    // What is read stays; else (the first start, or an import replaced it) the edition read
    // when none is chosen.
    const bool stays = shown && std::any_of(m_editions.begin(), m_editions.end(),
                                            [&](const auto &e) { return e.id == shown->id; });
    const rulesdb::EditionInfo *read = stays ? &*shown : defaultEdition();
    m_reading = read ? read->id : 0;
    {
        // The documents held; the picker only when there is a choice.
        const QSignalBlocker quiet(m_documentBox);
        m_documentBox->clear();
        for (const auto document : held) {
            m_documentBox->addItem(rulesdb::documentName(document).toUpper(), int(document));
            m_documentBox->setItemData(m_documentBox->count() - 1, rulesdb::documentTitle(document), Qt::ToolTipRole);
        }
        if (std::find(held.begin(), held.end(), m_document) == held.end())
            m_document = rulesdb::Document::CR;
        m_documentBox->setCurrentIndex(m_documentBox->findData(int(m_document)));
        m_documentLabelAction->setVisible(held.size() > 1);
        m_documentBoxAction->setVisible(held.size() > 1);
        m_search->setPolicyHeld(held.size() > 1);
    }
    {
        const QSignalBlocker quiet(m_editionBox); // one readingChanged() below, not one per item
        fillEditionBox();
        if (m_document != rulesdb::Document::CR && picked)
            m_editionBox->setCurrentIndex(std::max(0, m_editionBox->findData(QVariant::fromValue(picked->id))));
    }
    if (m_diffView) {
        m_diffView->setEditions(m_editions);
        m_diffDocument = rulesdb::Document::CR;
    }
    readingChanged();
}

std::vector<const rulesdb::EditionInfo *> MainWindow::crEditionsInOrder() const
{
    // Newest first: that is the one a judge wants; of one date, the English rules first
    // (translations follow them), then the translations by language.
    std::vector<const rulesdb::EditionInfo *> order;
    for (const auto &e : m_editions)
        order.push_back(&e);
    std::stable_sort(order.begin(), order.end(), [](const auto *a, const auto *b) {
        if (a->date != b->date)
            return a->date > b->date;
        const bool aEnglish = a->language == QLatin1String("en"), bEnglish = b->language == QLatin1String("en");
        return aEnglish != bEnglish ? aEnglish : a->language < b->language;
    });
    return order;
}

void MainWindow::fillEditionBox()
{
    m_editionBox->clear();
    std::vector<const rulesdb::EditionInfo *> order;
    if (m_document == rulesdb::Document::CR) {
        order = crEditionsInOrder();
    } else {
        m_documentEditions.clear();
        guarded([&] { m_documentEditions = m_store->editions(m_document); });
        for (auto e = m_documentEditions.rbegin(); e != m_documentEditions.rend(); ++e)
            order.push_back(&*e);
    }
    for (const auto *e : order) {
        m_editionBox->addItem(editionLabel(*e), QVariant::fromValue(e->id));
        if (const QString why = editionFlagsExplained(*e); !why.isEmpty())
            m_editionBox->setItemData(m_editionBox->count() - 1, why, Qt::ToolTipRole);
        if (m_document == rulesdb::Document::CR && e->id == m_reading)
            m_editionBox->setCurrentIndex(m_editionBox->count() - 1);
    }
}

std::optional<rulesdb::EditionInfo> MainWindow::currentEdition() const
{
    for (const auto &e : m_editions)
        if (e.id == m_reading)
            return e;
    return std::nullopt;
}

std::optional<rulesdb::EditionInfo> MainWindow::pickedEdition() const
{
    const qint64 id = m_editionBox->currentData().toLongLong();
    for (const auto &e : m_document == rulesdb::Document::CR ? m_editions : m_documentEditions)
        if (e.id == id)
            return e;
    return std::nullopt;
}

const rulesdb::EditionInfo *MainWindow::defaultEdition() const
{
    // English when there is any, else the language of the newest edition.
    const auto english = std::find_if(m_editions.begin(), m_editions.end(),
                                      [](const auto &e) { return e.language == QLatin1String("en"); });
    const auto newest = std::max_element(m_editions.begin(), m_editions.end(),
                                         [](const auto &a, const auto &b) { return a.date < b.date; });
    if (newest == m_editions.end())
        return nullptr;
    return rulesdb::defaultEdition(m_editions, english != m_editions.end() ? english->language : newest->language);
}

void MainWindow::chooseCrEdition(qint64 id)
{
    if (m_document == rulesdb::Document::CR) {
        const int at = m_editionBox->findData(QVariant::fromValue(id));
        if (at >= 0)
            m_editionBox->setCurrentIndex(at); // editionChanged() follows
        return;
    }
    // Another document is read: the rules read change under it, and a section read in the
    // edition that goes with them follows.
    if (id == m_reading || std::none_of(m_editions.begin(), m_editions.end(), [id](const auto &e) { return e.id == id; }))
        return;
    m_reading = id;
    readingChanged();
}

bool MainWindow::selectEdition(const QString &date)
{
    if (date.isEmpty()) {
        const rulesdb::EditionInfo *e = defaultEdition();
        if (e)
            chooseCrEdition(e->id);
        return e != nullptr;
    }
    // An edition of the policy document read, when it has one of that date.
    if (m_document != rulesdb::Document::CR) {
        for (int i = 0; i < m_editionBox->count(); ++i) {
            if (m_editionBox->itemText(i).startsWith(date)) {
                m_editionBox->setCurrentIndex(i);
                return true;
            }
        }
    }
    // "2026-01-16 zh" names one edition; a date alone means the edition of that date in the
    // language read now, else the English one, else any.
    const auto shown = currentEdition();
    const QString reading = shown ? shown->language : QStringLiteral("en");
    const auto rank = [&](const rulesdb::EditionInfo &e) {
        if (date.contains(u' '))
            return 0; // the label itself
        return e.language == reading ? 0 : e.language == QLatin1String("en") ? 1 : 2;
    };
    const rulesdb::EditionInfo *best = nullptr;
    for (const auto *e : crEditionsInOrder())
        if (editionLabel(*e).startsWith(date) && (!best || rank(*e) < rank(*best)))
            best = e;
    if (!best)
        return false;
    chooseCrEdition(best->id);
    return true;
}

bool MainWindow::selectEditionInForce(const QString &date)
{
    if (!QDate::fromString(date, Qt::ISODate).isValid()) {
        statusBar()->showMessage(tr("“%1” is not a date of the form YYYY-MM-DD.").arg(date), 6000);
        return false;
    }
    const auto shown = currentEdition();
    const QString language = shown ? shown->language : QStringLiteral("en");
    const rulesdb::EditionInfo *inForce = rulesdb::editionInForce(m_editions, date, language);
    if (!inForce) {
        statusBar()->showMessage(tr("No edition here was in force on %1.").arg(date), 6000);
        return false;
    }
    chooseCrEdition(inForce->id);
    // A policy document read: its edition in force that day too, the section kept.
    if (m_document != rulesdb::Document::CR) {
        std::optional<rulesdb::EditionInfo> policy;
        guarded([&] {
            policy = m_store->editionAsOf(date, language, m_document);
            if (!policy)
                policy = m_store->editionAsOf(date, QStringLiteral("en"), m_document);
        });
        const int at = policy ? m_editionBox->findData(QVariant::fromValue(policy->id)) : -1;
        if (at >= 0) {
            m_editionBox->setCurrentIndex(at); // policyEditionChosen() shows the section there
            statusBar()->showMessage(tr("In force on %1: the rules effective %2, the %3 effective %4.")
                                         .arg(date, inForce->date, rulesdb::documentName(m_document).toUpper(), policy->date),
                                     8000);
            return true;
        }
    }
    statusBar()->showMessage(tr("Rules in force on %1: the edition effective %2.").arg(date, inForce->date), 8000);
    return true;
}

void MainWindow::editionChanged()
{
    if (m_document != rulesdb::Document::CR)
        return policyEditionChosen();
    m_reading = m_editionBox->currentData().toLongLong();
    readingChanged();
}

void MainWindow::readingChanged()
{
    if (!m_store)
        return;
    m_pendingFollow.reset();
    const auto edition = currentEdition();
    if (m_document == rulesdb::Document::CR)
        m_editionBox->setToolTip(edition ? editionFlagsExplained(*edition) : QString());
    updateBand();
    guarded([&] {
        // The outline is read once and feeds both the breadcrumbs and the completion.
        const auto outline = edition ? m_store->headlines(*edition) : std::vector<rulesdb::RuleHeadline>();
        m_titles = headingTitles(outline);
        m_completer->setChoices(outline, edition ? m_store->glossaryTerms(*edition) : QStringList());
        if (m_document == rulesdb::Document::CR)
            m_treeModel->setEdition(m_store.get(), edition);
    });
    m_search->setEdition(edition);
    placeChanged();
    // The same rule in the new edition (under its number there), or a word that it is not.
    if (m_navigation.current() && edition) {
        if (m_shownEdition && m_navigation.current()->kind == Target::Rule && !followIntoEdition(*m_shownEdition, *edition))
            return;
        display(*m_navigation.current());
    }
}

void MainWindow::policyEditionChosen()
{
    const auto picked = pickedEdition();
    if (!picked || !m_store)
        return;
    m_editionBox->setToolTip(editionFlagsExplained(*picked));
    // The section read, in the edition chosen, when it has it; else that edition's first.
    const auto current = m_navigation.current();
    const bool same = current && current->kind == Target::Section && current->document == m_document;
    std::optional<rulesdb::SectionEntry> there;
    if (!guarded([&] {
            if (same)
                there = m_store->section(*picked, current->key);
            if (!there) {
                const auto all = m_store->sections(*picked);
                if (!all.empty())
                    there = all.front();
            }
        }))
        return;
    if (!there) {
        showNothing(tr("The %1 of %2 has no sections.").arg(rulesdb::documentName(m_document).toUpper(), picked->date));
        return;
    }
    const Target target{Target::Section, sectionKey(*there), m_document, picked->date};
    if (same && target.key == current->key) {
        // The same place in another edition: Back and Forward come back to this one.
        m_navigation.replaceCurrent(target);
        display(target);
        updateNavigation();
        return;
    }
    if (same)
        statusBar()->showMessage(tr("The %1 of %2 has no section “%3”: its first section is shown.")
                                     .arg(rulesdb::documentName(m_document).toUpper(), picked->date, current->key),
                                 8000);
    navigate(target);
}

void MainWindow::showInPickers(const rulesdb::EditionInfo &edition)
{
    const QSignalBlocker quietDocuments(m_documentBox), quietEditions(m_editionBox);
    if (edition.document != m_document) {
        m_document = edition.document;
        m_documentBox->setCurrentIndex(m_documentBox->findData(int(m_document)));
        fillEditionBox();
    }
    const int at = m_editionBox->findData(QVariant::fromValue(edition.id));
    if (at >= 0 && at != m_editionBox->currentIndex())
        m_editionBox->setCurrentIndex(at);
    m_editionBox->setToolTip(editionFlagsExplained(edition));
    // The contents are those of what is read.
    if (!m_treeModel->edition() || m_treeModel->edition()->id != edition.id)
        guarded([&] { m_treeModel->setEdition(m_store.get(), edition); });
    updateBand();
}

Target MainWindow::sectionTarget(rulesdb::Document document, const QString &key, const QString &date)
{
    const auto reading = currentEdition();
    std::optional<rulesdb::EditionInfo> withTheRules;
    if (reading)
        guarded([&] { withTheRules = policyEditionFor(*m_store, document, *reading, isCurrentEdition(*reading)); });
    return {Target::Section, key, document, withTheRules && withTheRules->date == date ? QString() : date};
}

bool MainWindow::chooseDocument(rulesdb::Document document)
{
    if (!m_store)
        return false;
    const auto reading = currentEdition();
    const auto current = m_navigation.current();
    if (document == rulesdb::Document::CR) {
        if (current && current->kind != Target::Section)
            return true;
        // The rule read last, back in Back/Forward; else the edition's first.
        const auto &places = m_navigation.entries();
        for (size_t i = std::min(m_navigation.currentIndex() + 1, places.size()); i-- > 0;)
            if (places[i].kind != Target::Section)
                return navigate(places[i]);
        if (!reading)
            return false;
        showInPickers(*reading);
        return showFirstRule();
    }
    if (current && current->kind == Target::Section && current->document == document)
        return true;
    std::vector<rulesdb::EditionInfo> editions;
    std::optional<rulesdb::EditionInfo> edition;
    bool withTheRules = true; // the edition found goes with the rules read
    std::optional<rulesdb::SectionEntry> first;
    if (!guarded([&] {
            editions = m_store->editions(document);
            if (editions.empty())
                return;
            if (reading)
                edition = policyEditionFor(*m_store, document, *reading, isCurrentEdition(*reading));
            if (!edition) {
                // None was in force on the rules' date: the newest, in English where there is one.
                withTheRules = false;
                edition = m_store->edition(QString(), QStringLiteral("en"), document);
                if (!edition)
                    edition = editions.back();
            }
            const auto all = m_store->sections(*edition);
            if (!all.empty())
                first = all.front();
        }))
        return false;
    const QString name = rulesdb::documentName(document).toUpper();
    if (editions.empty()) {
        statusBar()->showMessage(tr("This database holds no %1 (%2): import one to read it.")
                                     .arg(rulesdb::documentTitle(document), name),
                                 8000);
        return false;
    }
    if (!first) {
        statusBar()->showMessage(tr("The %1 of %2 has no sections.").arg(name, edition->date), 8000);
        return false;
    }
    return navigate({Target::Section, sectionKey(*first), document, withTheRules ? QString() : edition->date});
}

bool MainWindow::guarded(const std::function<void()> &work)
{
    try {
        work();
        return true;
    } catch (const rulesdb::DbError &e) {
        reportStoreError(e.message());
        return false;
    }
}

void MainWindow::updateBand()
{
    if (m_document != rulesdb::Document::CR) {
        // A policy document replaced since: said as the rules are, with the way back.
        const auto picked = pickedEdition();
        const auto *now = picked ? rulesdb::editionInForce(m_documentEditions, QDate::currentDate().toString(Qt::ISODate),
                                                           picked->language)
                                 : nullptr;
        if (!now || picked->date >= now->date)
            return m_band->showNotice({});
        QString replaced = now->date; // by the next edition after it
        for (const auto &e : m_documentEditions)
            if (e.language == picked->language && e.date > picked->date && e.date < replaced)
                replaced = e.date;
        const QString name = rulesdb::documentName(m_document).toUpper();
        return m_band->showNotice(tr("You are reading the %1 of %2, replaced on %3. The %1 in force today is that of %4.")
                                      .arg(name, picked->date, replaced, now->date),
                                  {m_backToCurrent});
    }
    const auto edition = currentEdition();
    if (!edition)
        return m_band->showNotice({});
    // Only excerpts (the bundled sample): a rule missing here may well exist.
    if (std::all_of(m_editions.begin(), m_editions.end(), [](const auto &e) { return rulesdb::isExcerpt(e); }))
        return m_band->showNotice(tr("This database holds excerpts of the rules, not the whole Comprehensive Rules: "
                                     "a rule missing here may well exist. Fetch the current rules, or import "
                                     "rules files you have."),
                                  {m_updateAction, m_importAction});
    // Rules no longer in force: said, with the way back.
    const auto *now = rulesdb::editionInForce(m_editions, QDate::currentDate().toString(Qt::ISODate), edition->language);
    if (now && edition->date < now->date) {
        QString replaced = now->date; // by the next whole edition after it
        for (const auto &e : m_editions)
            if (e.language == edition->language && !rulesdb::isExcerpt(e) && e.date > edition->date && e.date < replaced)
                replaced = e.date;
        return m_band->showNotice(tr("You are reading the %1 rules, replaced on %2. The rules in force today are "
                                     "those of %3.")
                                      .arg(edition->date, replaced, now->date),
                                  {m_backToCurrent});
    }
    m_band->showNotice({});
}

bool MainWindow::showFirstRuleIfNone()
{
    if (m_navigation.current())
        return false;
    return showFirstRule();
}

bool MainWindow::showFirstRule()
{
    const auto edition = currentEdition();
    if (!m_store || !edition)
        return false;
    std::optional<QString> first;
    guarded([&] {
        for (const rulesdb::RuleHeadline &h : m_store->headlines(*edition)) {
            const auto n = rulesdb::RuleNumber::parse(h.number);
            if (n && n->isRuleOrSubrule()) {
                first = h.number;
                break;
            }
        }
    });
    return first && navigate({Target::Rule, *first});
}

void MainWindow::reportStoreError(const QString &message)
{
    statusBar()->showMessage(tr("The rules database cannot be read: %1").arg(message), 10000);
}

bool MainWindow::followIntoEdition(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to)
{
    const auto number = rulesdb::RuleNumber::parse(m_navigation.current()->key);
    if (!number || from.id == to.id)
        return true;
    rulesdb::Counterpart there;
    try {
        // Until the editions are linked, the rule's place in the other edition is not known:
        // the same number may be another rule (the 2009 renumbering moved most of them). It
        // is followed as soon as the linking, in the background, is done.
        if (!m_store->lineageReady(to.language) || (from.language != to.language && !m_store->lineageReady(from.language))) {
            m_pendingFollow = PendingFollow{from, to};
            m_view->showMessage(tr("Finding rule %1 of %2 in the edition of %3: the editions are being linked…")
                                    .arg(m_navigation.current()->key, from.date, to.date));
            m_citation.clear();
            linkEditions();
            return false;
        }
        there = rulesdb::counterpartIn(*m_store, from, *number, to);
    } catch (const rulesdb::DbError &e) {
        reportStoreError(e.message());
        m_view->showMessage(tr("Rule %1 of %2 cannot be followed into %3: %4").arg(m_navigation.current()->key, from.date, to.date, e.message()));
        m_citation.clear();
        return false;
    }
    switch (there.status) {
    case rulesdb::Counterpart::Renumbered:
        statusBar()->showMessage(tr("Rule %1 of %2 is rule %3 in %4.").arg(m_navigation.current()->key, from.date, there.number, to.date),
                                 8000);
        m_navigation.renumberCurrent(there.number);
        return true;
    case rulesdb::Counterpart::NotYet:
        m_view->showMessage(tr("Rule %1 of %2 did not exist yet in %3: it first appears in the edition of %4.")
                                .arg(m_navigation.current()->key, from.date, to.date, there.when));
        m_citation.clear();
        return false;
    case rulesdb::Counterpart::Removed:
        m_view->showMessage(tr("Rule %1 of %2 is no longer in %3: it was removed in the edition of %4.")
                                .arg(m_navigation.current()->key, from.date, to.date, there.when));
        m_citation.clear();
        return false;
    case rulesdb::Counterpart::SameNumber:
    case rulesdb::Counterpart::Unknown:
        return true;
    }
    return true;
}

void MainWindow::linkEditions()
{
    if (m_linking && m_linking->isRunning())
        return;
    QStringList languages;
    for (const auto &e : m_editions)
        if (!languages.contains(e.language))
            languages << e.language;
    m_linking = std::make_unique<StoreTask>(m_databasePath, [languages](rulesdb::RulesStore &store) {
        for (const QString &language : languages)
            store.updateLineage(language);
    });
    connect(m_linking.get(), &StoreTask::finished, this, &MainWindow::editionsLinked);
    m_linking->start();
}

void MainWindow::editionsLinked()
{
    if (const QString error = m_linking ? m_linking->error() : QString(); !error.isEmpty()) {
        // Most likely another program holds the write lock (an import from the command
        // line): try again shortly, the window answering meanwhile.
        statusBar()->showMessage(tr("Linking the editions waits for the database: %1").arg(error), 5000);
        QTimer::singleShot(kLinkRetryMs, this, [this] {
            if (!m_linking || !m_linking->isRunning())
                linkEditions();
        });
    }
    // A rule being followed into another edition is shown there now.
    if (const auto pending = m_pendingFollow; pending && m_navigation.current()) {
        const auto edition = currentEdition();
        if (edition && edition->id == pending->to.id) {
            bool ready = false;
            guarded([&] { ready = m_store->lineageReady(pending->to.language); });
            if (ready) {
                m_pendingFollow.reset();
                if (followIntoEdition(pending->from, pending->to))
                    display(*m_navigation.current());
            }
        }
    }
    updateHistoryPanel();
}

bool MainWindow::showBeside(const QString &language)
{
    if (auto *action = findChild<QAction *>(QStringLiteral("compareAction")))
        action->setChecked(true);
    return m_compare->setLanguage(language);
}

void MainWindow::showHistoryPanel()
{
    m_historyDock->show();
    m_historyDock->raise();
    updateHistoryPanel();
}

void MainWindow::updateHistoryPanel()
{
    const auto edition = currentEdition();
    // Only when the judge can see it: a dock behind another tab is "visible" to Qt, and
    // laying out a long history there would slow every lookup for nothing. Raising its
    // tab brings it up to date.
    if (m_historyPanel->visibleRegion().isEmpty() || !m_store || !edition)
        return;
    // A section's history is read from its document's editions, not from the linked CR's.
    if (m_sectionEdition)
        return m_historyPanel->showSectionHistory(*m_store, *m_sectionEdition, m_section);
    if (m_shownRule.isEmpty() || !m_shownEdition || m_shownEdition->id != edition->id)
        return m_historyPanel->showMessage(tr("The history of the rule shown appears here."));
    bool ready = false;
    guarded([&] { ready = m_store->lineageReady(edition->language); });
    if ((m_linking && m_linking->isRunning()) || !ready) {
        if (!ready)
            linkEditions();
        return m_historyPanel->showMessage(tr("Linking the editions…"));
    }
    m_historyPanel->showHistory(*m_store, *edition, m_shownRule);
}

void MainWindow::search(const QString &words)
{
    m_searchDock->show();
    m_searchDock->raise(); // in front of the history or bookmarks tabbed with it
    m_search->searchFor(words);
}

void MainWindow::lookUp()
{
    showRule(m_lookup->text());
}

bool MainWindow::showRule(const QString &text)
{
    const auto edition = currentEdition();
    if (!m_store || !edition || text.trimmed().isEmpty())
        return false;
    statusBar()->clearMessage(); // what an earlier lookup said is not about this one
    if (const auto policy = parsePolicyLookup(text))
        return showSection(policy->document, policy->section);
    std::optional<Target> target;
    if (!guarded([&] { target = resolveLookup(*m_store, *edition, text); }))
        return false;
    if (target)
        return navigate(*target);
    // Not a number or a name: the words are probably a question for full-text search. The
    // rule shown before is not the answer: it goes, so that no one reads it as one.
    statusBar()->showMessage(tr("Nothing is named “%1”; searching the rules for it").arg(text), 5000);
    showNothing(tr("Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.")
                    .arg(edition->date, text.trimmed()));
    search(text);
    return false;
}

bool MainWindow::showSection(rulesdb::Document document, const QString &section, const QString &editionDate)
{
    const auto edition = currentEdition();
    if (!m_store || !edition)
        return false;
    // The document read, in an edition chosen in the picker: looked up there.
    QString date = editionDate;
    if (const auto picked = pickedEdition(); date.isEmpty() && picked && document == m_document
                                                   && document != rulesdb::Document::CR) {
        std::optional<rulesdb::EditionInfo> withTheRules;
        if (!guarded([&] { withTheRules = policyEditionFor(*m_store, document, *edition, isCurrentEdition(*edition)); }))
            return false;
        if (!withTheRules || withTheRules->id != picked->id)
            date = picked->date;
    }
    PolicySection found;
    if (!guarded([&] { found = findPolicySection(*m_store, document, section, *edition, isCurrentEdition(*edition), date); }))
        return false;
    // Words that name no section ("ipg forgot a trigger"): the section the document's
    // search answers first, as `rulekeeper-cli search --document` does.
    if (!found.page && std::any_of(section.begin(), section.end(), [](QChar c) { return c.isLetter(); })) {
        std::optional<rulesdb::SearchHit> best;
        if (!guarded([&] {
                const auto there = date.isEmpty() ? policyEditionFor(*m_store, document, *edition, isCurrentEdition(*edition))
                                                  : m_store->edition(date, QStringLiteral("en"), document);
                if (!there)
                    return;
                rulesdb::SearchOptions options;
                options.editionId = there->id;
                options.limit = 1;
                const auto hits = m_store->searchSections(section, document, options);
                if (!hits.empty() && hits.front().missing.isEmpty())
                    best = hits.front();
                if (best)
                    found = findPolicySection(*m_store, document, best->number, *edition, isCurrentEdition(*edition), date);
            }))
            return false;
        if (found.page)
            statusBar()->showMessage(tr("No section of the %1 is named “%2”: the one that answers it best is shown.")
                                         .arg(rulesdb::documentName(document).toUpper(), section.trimmed()),
                                     8000);
    }
    if (!found.page) {
        // The page shown before is not the answer: it goes, as for a CR lookup.
        showNothing(found.problem);
        statusBar()->showMessage(found.problem, 8000);
        return false;
    }
    // Recorded by the key it is found again by, whatever was typed ("ipg section 2.1").
    return navigate({Target::Section, sectionKey(found.page->section), document, date});
}

bool MainWindow::isCurrentEdition(const rulesdb::EditionInfo &edition) const
{
    const rulesdb::EditionInfo *current = defaultEdition();
    return current && current->id == edition.id;
}

bool MainWindow::navigate(const Target &target)
{
    if (!display(target))
        return false;
    m_navigation.visit(target);
    updateNavigation();
    return true;
}

bool MainWindow::display(const Target &target)
{
    bool shown = false;
    if (!guarded([&] { shown = displayFromStore(target); })) {
        m_view->showMessage(tr("%1 cannot be read from the rules database; the status line says why.").arg(target.key));
        m_citation.clear();
    }
    return shown;
}

void MainWindow::showNothing(const QString &message)
{
    m_view->showMessage(message);
    m_citation.clear();
    m_shownRule.clear();
    m_sectionEdition.reset();
    setWindowTitle(tr("Rulekeeper"));
    m_tree->setCurrentIndex(QModelIndex());
    m_tree->clearSelection();
    updateHistoryPanel();
}

bool MainWindow::displayFromStore(const Target &target)
{
    const auto edition = currentEdition();
    if (!m_store || !edition)
        return false;
    m_citation.clear();
    m_sectionEdition.reset(); // until a section is shown
    if (target.kind == Target::Section)
        return displaySection(target, *edition);
    if (target.kind == Target::Glossary) {
        const auto entry = m_store->glossaryEntry(*edition, target.key);
        if (!entry) {
            showNothing(tr("The glossary term “%1” is not in this edition (%2).").arg(target.key, edition->date));
            return false;
        }
        m_view->showGlossary(*entry, *edition);
        showInPickers(*edition);
        m_shownEdition = edition;
        m_shownRule.clear();
        // The contents list rules only: none of them is what is shown.
        m_tree->setCurrentIndex(QModelIndex());
        m_tree->clearSelection();
        updateHistoryPanel();
        m_compare->showGlossaryEntry();
        m_citation = tr("CR Glossary, %1 (effective %2): %3")
                         .arg(entry->term, edition->date, shortened(rulesdb::withoutItalicMarks(entry->definition), 100000));
        setWindowTitle(tr("%1 — Rulekeeper").arg(entry->term));
        m_lookup->setText(entry->term);
        m_lookup->selectAll();
        return true;
    }
    const auto number = rulesdb::RuleNumber::parse(target.key);
    const auto page = number ? loadRulePage(*m_store, *edition, *number, m_titles) : std::nullopt;
    if (!page) {
        showNothing(tr("Rule %1 is not in this edition (%2).").arg(target.key, edition->date));
        statusBar()->showMessage(tr("Rule %1 is not in this edition (%2).").arg(target.key, edition->date),
                                 5000);
        return false;
    }
    m_view->showRule(*page);
    showInPickers(*edition);
    m_shownEdition = edition;
    m_shownRule = page->detail.rule.number;
    m_citation = tr("CR %1 (effective %2): %3")
                     .arg(page->detail.rule.number, edition->date,
                          shortened(rulesdb::withoutItalicMarks(page->detail.rule.text), 100000));
    setWindowTitle(tr("%1 — Rulekeeper").arg(page->detail.rule.number));
    m_lookup->setText(page->detail.rule.number);
    m_lookup->selectAll();
    updateHistoryPanel();
    m_compare->showRule(*edition, page->detail.rule.number);
    // The table of contents follows the rule shown.
    const QModelIndex row = m_treeModel->indexOf(page->detail.rule.number);
    if (row.isValid()) {
        m_tree->setCurrentIndex(row);
        m_tree->scrollTo(row, QAbstractItemView::PositionAtCenter);
    }
    return true;
}

bool MainWindow::displaySection(const Target &target, const rulesdb::EditionInfo &reading)
{
    // Found again in the edition that goes with the rules read now: choosing another CR
    // edition brings the policy of its time.
    const PolicySection found =
        findPolicySection(*m_store, target.document, target.key, reading, isCurrentEdition(reading), target.edition);
    if (!found.page) {
        showNothing(found.problem);
        statusBar()->showMessage(found.problem, 8000);
        return false;
    }
    const SectionPage &page = *found.page;
    m_view->showSection(page);
    showInPickers(page.edition);
    m_shownEdition = reading;
    m_shownRule.clear(); // no CR rule: the history panel follows the section
    m_sectionEdition = page.edition;
    m_section = page.section;
    // The contents (the document's, see showInPickers()) follow the section shown.
    if (const QModelIndex row = m_treeModel->indexOf(sectionKey(page.section)); row.isValid()) {
        m_tree->setCurrentIndex(row);
        m_tree->scrollTo(row, QAbstractItemView::PositionAtCenter);
    } else {
        m_tree->setCurrentIndex(QModelIndex());
        m_tree->clearSelection();
    }
    updateHistoryPanel();
    m_compare->showPolicySection();
    const QString label = sectionLabel(target.document, page.section);
    m_sectionTitle = tr("%1 (effective %2)").arg(label, page.edition.date);
    m_citation = tr("%1: %2").arg(m_sectionTitle, page.section.title);
    setWindowTitle(tr("%1 — Rulekeeper").arg(label));
    m_lookup->setText(label);
    m_lookup->selectAll();
    return true;
}

void MainWindow::updateNavigation()
{
    m_back->setEnabled(m_navigation.canGoBack());
    m_forward->setEnabled(m_navigation.canGoForward());
    placeChanged();
}

void MainWindow::placeChanged()
{
    if (m_settings)
        m_saveSoon->start();
}

void MainWindow::goBack()
{
    const auto place = m_navigation.back();
    if (!place)
        return;
    display(*place);
    updateNavigation();
}

void MainWindow::goForward()
{
    const auto place = m_navigation.forward();
    if (!place)
        return;
    display(*place);
    updateNavigation();
}

void MainWindow::copyCitation()
{
    if (m_citation.isEmpty())
        return;
    QApplication::clipboard()->setText(m_citation);
    statusBar()->showMessage(tr("Copied: %1").arg(shortened(m_citation, 80)), 4000);
}

QString MainWindow::previewOf(const QString &number)
{
    const auto edition = currentEdition();
    const auto n = rulesdb::RuleNumber::parse(number);
    std::optional<rulesdb::RuleDetail> rule;
    guarded([&] {
        if (m_store && edition && n)
            rule = m_store->rule(*edition, *n);
    });
    if (!rule)
        return tr("%1 is not in this edition.").arg(number);
    QString text = rule->rule.number + QStringLiteral("  ") + rule->rule.text;
    // A name alone ("702.19 Trample") says little: show how it starts.
    if (rule->rule.text.size() < 60 && !rule->subrules.empty())
        text += u'\n' + rule->subrules.front().number + QStringLiteral("  ")
                + rule->subrules.front().text;
    return shortened(text, 600);
}

Session MainWindow::session() const
{
    Session s;
    s.geometry = saveGeometry();
    s.state = saveState();
    if (const auto e = currentEdition()) {
        s.editionDate = e->date;
        s.editionLanguage = e->language;
    }
    s.places = m_navigation.entries();
    s.current = s.places.empty() ? -1 : int(m_navigation.currentIndex());
    s.zoom = m_view->zoom();
    s.diffSideBySide = m_diffView ? m_diffView->isSideBySide() : m_diffSideBySide;
    return s;
}

void MainWindow::restoreSession(const Session &s)
{
    if (!s.geometry.isEmpty()) {
        restoreGeometry(s.geometry);
        keepOnScreen(this); // kept on a larger screen, perhaps
    }
    if (!s.state.isEmpty())
        restoreState(s.state);
    m_view->setZoom(s.zoom);
    m_diffSideBySide = s.diffSideBySide;
    if (m_diffView)
        m_diffView->setSideBySide(s.diffSideBySide);
    for (const auto &e : m_editions)
        if (e.date == s.editionDate && e.language == s.editionLanguage)
            chooseCrEdition(e.id);
    if (s.current < 0 || s.places.empty())
        return;
    m_navigation.restore(s.places, size_t(s.current));
    display(*m_navigation.current());
    updateNavigation();
}

void MainWindow::rememberSessionIn(QSettings *settings)
{
    m_settings = settings;
    if (m_settings) {
        restoreSession(loadSession(*m_settings));
        m_bookmarks = loadBookmarks(*m_settings);
        m_preferences = loadPreferences(*m_settings);
        m_view->setBaseSize(m_preferences.textSize > 0 ? m_preferences.textSize : m_defaultTextSize);
        m_bookmarksPanel->setBookmarks(m_bookmarks);
    }
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    m_preferences = preferences;
    m_view->setBaseSize(preferences.textSize > 0 ? preferences.textSize : m_defaultTextSize);
    if (m_settings)
        savePreferences(*m_settings, preferences);
}

bool MainWindow::bookmarkCurrent(const QString &note)
{
    const auto edition = currentEdition();
    if (!m_navigation.current() || !edition)
        return false;
    const Bookmark mark{*m_navigation.current(), edition->date, edition->language, note, QDateTime::currentDateTimeUtc()};
    const auto same = std::find_if(m_bookmarks.begin(), m_bookmarks.end(), [&](const Bookmark &b) { return b.samePlace(mark); });
    if (same != m_bookmarks.end())
        same->note = note;
    else
        m_bookmarks.push_back(mark);
    bookmarksChanged();
    statusBar()->showMessage(tr("Bookmarked %1 (%2).").arg(placeName(mark.target), mark.editionDate), 5000);
    return true;
}

bool MainWindow::openBookmark(int index)
{
    if (index < 0 || index >= int(m_bookmarks.size()))
        return false;
    const Bookmark &b = m_bookmarks[size_t(index)];
    std::optional<rulesdb::EditionInfo> edition;
    guarded([&] {
        if (m_store)
            edition = m_store->edition(b.editionDate, b.editionLanguage);
    });
    if (!edition || std::none_of(m_editions.begin(), m_editions.end(), [&](const auto &e) { return e.id == edition->id; })) {
        statusBar()->showMessage(tr("The edition of %1 is no longer in this database.").arg(b.editionDate), 5000);
        return false;
    }
    chooseCrEdition(edition->id);
    return navigate(b.target);
}

void MainWindow::bookmarksChanged()
{
    m_bookmarksPanel->setBookmarks(m_bookmarks);
    if (m_settings)
        saveBookmarks(*m_settings, m_bookmarks); // now, not on close: a crash keeps them
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_saveSoon->stop();
    if (m_settings)
        saveSession(*m_settings, session());
    if (m_diffView)
        m_diffView->close();
    QMainWindow::closeEvent(event);
}

ImportDialog *MainWindow::openImportDialog(const QStringList &files)
{
    if (!m_store)
        return nullptr;
    if (!m_importDialog) {
        m_importDialog = new ImportDialog(m_databasePath, this);
        m_importDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_importDialog, &ImportDialog::importFinished, this, &MainWindow::importFinished);
    }
    m_importDialog->setExistingEditions(m_editions);
    m_importDialog->addFiles(files);
    m_importDialog->show();
    m_importDialog->raise();
    m_importDialog->activateWindow();
    return m_importDialog;
}

std::optional<rulesdb::EditionInfo> MainWindow::editionDated(const QString &date) const
{
    const auto shown = currentEdition();
    std::optional<rulesdb::EditionInfo> found;
    for (const auto &e : m_editions) {
        if (e.date != date)
            continue;
        if (!found || (shown && e.language == shown->language && found->language != shown->language))
            found = e;
    }
    return found;
}

DiffView *MainWindow::openDiffView(const QString &fromDate, const QString &toDate)
{
    if (!m_store)
        return nullptr;
    if (m_document != rulesdb::Document::CR)
        return openSectionDiff(fromDate, toDate);
    std::optional<rulesdb::EditionInfo> from, to;
    if (!fromDate.isEmpty() || !toDate.isEmpty()) {
        from = editionDated(fromDate);
        to = editionDated(toDate);
        if (!from || !to) {
            statusBar()->showMessage(tr("No edition dated %1 here.").arg(from ? toDate : fromDate), 6000);
            return nullptr;
        }
    } else if (const auto shown = currentEdition(); shown && (!m_diffView || m_diffOpenedOn != shown->id)) {
        std::tie(from, to) = pairAround(m_editions, *shown);
    }
    if (const auto shown = currentEdition())
        m_diffOpenedOn = shown->id;
    makeDiffView();
    if (m_diffDocument != rulesdb::Document::CR) {
        // A policy document's were listed: the CR's again (the same ones again would choose
        // the pair afresh).
        m_diffDocument = rulesdb::Document::CR;
        m_diffView->setEditions(m_editions);
    }
    if (from && to)
        m_diffView->compare(*from, *to);
    // What changed in the rule being read, when it did.
    if (!m_shownRule.isEmpty() && m_shownEdition)
        m_diffView->selectRule(m_shownEdition->id, m_shownRule);
    m_diffView->show();
    m_diffView->raise();
    m_diffView->activateWindow();
    return m_diffView.get();
}

void MainWindow::makeDiffView()
{
    if (m_diffView)
        return;
    m_diffView = std::make_unique<DiffView>(m_databasePath);
    m_diffView->setSideBySide(m_diffSideBySide);
    m_diffView->setEditions(m_editions);
    connect(m_diffView.get(), &DiffView::ruleRequested, this, [this](const rulesdb::EditionInfo &edition, const QString &number) {
        showRuleIn(edition, number);
        m_diffOpenedOn = edition.id; // not a reason to compare other editions next time
        raise();
        activateWindow();
    });
}

DiffView *MainWindow::openSectionDiff(const QString &fromDate, const QString &toDate)
{
    const auto shown = pickedEdition();
    if (!shown)
        return nullptr;
    const auto dated = [this, &shown](const QString &date) -> std::optional<rulesdb::EditionInfo> {
        for (const auto &e : m_documentEditions)
            if (e.date == date && e.language == shown->language)
                return e;
        return std::nullopt;
    };
    std::optional<rulesdb::EditionInfo> from, to;
    if (!fromDate.isEmpty() || !toDate.isEmpty()) {
        from = dated(fromDate);
        to = dated(toDate);
        if (!from || !to) {
            statusBar()->showMessage(tr("No %1 dated %2 here.")
                                         .arg(rulesdb::documentName(m_document).toUpper(), from ? toDate : fromDate),
                                     6000);
            return nullptr;
        }
    } else {
        std::tie(from, to) = pairAround(m_documentEditions, *shown);
    }
    makeDiffView();
    if (m_diffDocument != m_document) {
        m_diffDocument = m_document;
        m_diffView->setEditions(m_documentEditions);
    }
    m_diffView->compare(*from, *to);
    m_diffOpenedOn = -1; // the CR's pair is chosen afresh next time
    // What changed in the section read, when it did.
    if (m_sectionEdition)
        m_diffView->selectRule(m_sectionEdition->id, sectionKey(m_section));
    m_diffView->show();
    m_diffView->raise();
    m_diffView->activateWindow();
    return m_diffView.get();
}

bool MainWindow::showRuleIn(const rulesdb::EditionInfo &edition, const QString &number)
{
    if (edition.document != rulesdb::Document::CR)
        return navigate(sectionTarget(edition.document, number, edition.date));
    if (std::none_of(m_editions.begin(), m_editions.end(), [&](const auto &e) { return e.id == edition.id; }))
        return false;
    chooseCrEdition(edition.id);
    return navigate({Target::Rule, number});
}

std::unique_ptr<QTextDocument> MainWindow::printableRule() const
{
    return m_navigation.current() ? m_view->printable() : nullptr;
}

QString MainWindow::printTitle() const
{
    if (!m_navigation.current() || !m_shownEdition)
        return {};
    if (m_navigation.current()->kind == Target::Section)
        return m_sectionTitle;
    return m_navigation.current()->kind == Target::Glossary
               ? tr("CR Glossary, %1 (effective %2)").arg(m_navigation.current()->key, m_shownEdition->date)
               : tr("CR %1 (effective %2)").arg(m_shownRule, m_shownEdition->date);
}

void MainWindow::importFinished(bool stored)
{
    if (stored && m_importDialog)
        editionsAdded(m_importDialog->importedEditions());
}

RulesUpdateDialog *MainWindow::openRulesUpdate()
{
    if (!m_store)
        return nullptr;
    if (!m_updateDialog) {
        m_updateDialog = new RulesUpdateDialog(m_databasePath, m_settings, this);
        m_updateDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_updateDialog, &RulesUpdateDialog::editionImported, this,
                [this](const QString &date) { editionsAdded(date.isEmpty() ? QStringList() : QStringList{date}); });
    }
    m_updateDialog->show();
    m_updateDialog->raise();
    m_updateDialog->activateWindow();
    return m_updateDialog;
}

void MainWindow::editionsAdded(QStringList dates)
{
    const auto shown = currentEdition();
    reloadEditions();
    linkEditions(); // the new editions with their neighbours, in the background
    // The newest edition the import added, or the one shown before.
    std::sort(dates.begin(), dates.end());
    if (!dates.isEmpty())
        selectEdition(dates.last());
    else if (shown)
        selectEdition(shown->date);
    statusBar()->showMessage(tr("%n edition(s) in %1", nullptr, int(m_editions.size())).arg(m_databasePath));
    if (!m_navigation.current())
        m_view->showMessage(tr("Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter."));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_store && !localFilesIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = localFilesIn(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    openImportDialog(files);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != this)
        return QMainWindow::eventFilter(watched, event);

    if (event->type() == QEvent::MouseButtonPress) {
        const auto button = static_cast<QMouseEvent *>(event)->button();
        if (button == Qt::BackButton || button == Qt::ForwardButton) {
            button == Qt::BackButton ? goBack() : goForward();
            return true;
        }
    } else if (event->type() == QEvent::KeyPress && widget == QApplication::focusWidget()) {
        // A printable key where it would do nothing useful starts a lookup with it.
        auto *key = static_cast<QKeyEvent *>(event);
        const bool editing = qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget);
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        const QString text = key->text();
        if (!editing && plain && m_lookup->isEnabled() && text.size() == 1 && text[0].isPrint()
            && !text[0].isSpace()) {
            m_lookup->clear();
            m_lookup->setFocus();
            QApplication::sendEvent(m_lookup, event); // typed into the box, so completion runs
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

} // namespace gui
