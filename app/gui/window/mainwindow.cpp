// The main window itself: its layout of panels around the rule view, the keys typed anywhere,
// files dropped on it, and store errors turned into messages. Its other parts, each in a file
// of its own: mainwindow_menus.cpp (menus, toolbar and shortcuts), mainwindow_editions.cpp
// (the document and edition pickers, the band, linking editions), mainwindow_display.cpp
// (what is shown and Back/Forward), mainwindow_places.cpp (session and bookmarks) and
// mainwindow_dialogs.cpp (the windows it opens).

#include "window/mainwindow.h"

#include "cards/cardsdocument.h"
#include "dialogs/importdialog.h"
#include "diff/diffview.h"
#include "panels/bookmarkspanel.h"
#include "panels/comparepane.h"
#include "panels/historypanel.h"
#include "panels/roles.h"
#include "panels/ruletreemodel.h"
#include "panels/searchpanel.h"
#include "reading/ruleview.h"
#include "store/dberror.h"
#include "window/editionlabel.h"
#include "window/fittingplaceholder.h"
#include "window/keyrouting.h"
#include "window/lookupcompleter.h"
#include "window/noticeband.h"
#include "window/panelwidths.h"
#include "window/screenfit.h"
#include "workers/storeservice.h"
#include "workers/storetask.h"

#include <QStackedWidget>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace gui {

namespace {

// The place is written this long after it last changed.
constexpr int kSaveDelayMs = 250;
// Card names the lookup box offers at most: beyond a screenful, typing on is quicker.
constexpr int kCardChoices = 8;

} // namespace

QString askText(QWidget *parent, const QString &title, const QString &label, const QString &text, bool *ok)
{
    const std::unique_ptr<QInputDialog> dialog = textDialog(parent, title, label, text);
    *ok = dialog->exec() == QDialog::Accepted;
    return *ok ? dialog->textValue() : QString();
}

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
    m_lookup->setClearButtonEnabled(true);
    m_lookup->setMaximumWidth(640);
    QFont lookupFont = m_lookup->font();
    lookupFont.setPointSizeF(lookupFont.pointSizeF() * 1.15);
    m_lookup->setFont(lookupFont);
    // The hint as long as the box allows, the key to come back to it always whole.
    keepPlaceholderWhole(m_lookup, {tr("Rule number, keyword, term, policy section or card, e.g. 702.19b, kicker, IPG 2.1 or Lotus Bloom  (Ctrl+L)"),
                                    tr("Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)"),
                                    tr("Rule, keyword, term or section: 702.19b, kicker, IPG 2.1  (Ctrl+L)"),
                                    tr("Rule, keyword or section  (Ctrl+L)"), tr("Look up  (Ctrl+L)")});
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
    m_view->setCardPreview([this](const QString &name) {
        QString text;
        const auto edition = currentEdition();
        guarded([&] {
            if (m_cards)
                text = m_cards->oracleTextOf(name, edition ? edition->date : QString());
        });
        return text;
    });
    // On request, the same rule in another language beside it.
    m_compare = new ComparePane;
    m_compare->setFont(f);
    m_compare->hide();
    // The zoom and the text size preference read in both languages alike.
    connect(m_view, &RuleView::textSizeChanged, m_compare, &ComparePane::setTextSize);
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
    m_contents = new QStackedWidget;
    m_contents->addWidget(m_tree);
    m_treeDock->setWidget(m_contents);
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
                if (document == rulesdb::Document::Cards) // "Oracle text as of <date>"
                    return void(showCard(key, date));
                navigate(sectionTarget(document, key, date));
            });
    connect(m_compare, &ComparePane::ruleRequested, this, [this](const QString &n) { navigate({Target::Rule, n}); });
    sharePanelWidths(this, {m_treeDock, m_searchDock}, 1);

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
    letWindowActionsWin(this);
    connect(m_lookup, &QLineEdit::returnPressed, this, &MainWindow::lookUp);
    // Card names are asked for as keys are typed, before the completer filters its choices.
    connect(m_lookup, &QLineEdit::textEdited, m_completer, &LookupCompleter::offerCardsFor);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this, [this](const QModelIndex &index) {
        // A card chosen opens, even where its name is a keyword's too ("Flash").
        if (const QString card = index.data(CardNameRole).toString(); !card.isEmpty())
            showCard(card);
        else
            showRule(index.data(Qt::EditRole).toString());
    });
    connect(m_view, &RuleView::ruleRequested, this,
            [this](const QString &n) { navigate({Target::Rule, n}); });
    connect(m_view, &RuleView::glossaryRequested, this,
            [this](const QString &term) { navigate({Target::Glossary, term}); });
    connect(m_view, &RuleView::cardRequested, this, [this](const QString &name) { showCard(name); });
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
            [this](const QString &date, const QString &language, const QString &number, bool glossary) {
                const auto e = currentEdition();
                if (!e || e->date != date || (!language.isEmpty() && e->language != language))
                    if (const auto there = editionDated(date, language))
                        chooseCrEdition(there->id);
                navigate({glossary ? Target::Glossary : Target::Rule, number});
            });
    connect(m_search, &SearchPanel::sectionOpenRequested, this,
            [this](rulesdb::Document document, const QString &date, const QString &key) {
                if (document == rulesdb::Document::Cards) // the card as the newest snapshot has it
                    return void(showCard(key));
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
        m_cards = std::make_unique<CardsDocument>(*m_store);
        m_contents->addWidget(m_cards->contentsPanel([this](const QString &name) { showCard(name); }));
        m_completer->setCardNames([this](const QString &typed) {
            try {
                return m_cards->namesOffered(typed, kCardChoices);
            } catch (const rulesdb::DbError &) {
                return QStringList(); // the lookup itself will say what is wrong
            }
        });
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

void MainWindow::reportStoreError(const QString &message)
{
    statusBar()->showMessage(tr("The rules database cannot be read: %1").arg(message), 10000);
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
        // A widget that filters by what is typed (the cards' contents) keeps its letters.
        const bool editing = qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
                             || widget->property("keepsTyping").toBool();
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
