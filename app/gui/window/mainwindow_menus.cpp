// The main window's menus, toolbar and shortcuts (each listed in F1's key list).

#include "window/mainwindow.h"

#include "dialogs/aboutdialog.h"
#include "dialogs/helpdialog.h"
#include "dialogs/preferencesdialog.h"
#include "panels/bookmarkspanel.h"
#include "panels/comparepane.h"
#include "panels/historypanel.h"
#include "panels/searchpanel.h"
#include "reading/printing.h"
#include "reading/ruleview.h"
#include "window/panelwidths.h"
#include "window/shortcuts.h"

#include <QStackedWidget>
#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>

namespace gui {

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
    print->setShortcut(standardKeyOr(QKeySequence::Print, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+P")));
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
    import->setShortcut(standardKeyOr(QKeySequence::Open, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+O")));
    connect(import, &QAction::triggered, this, [this] { openImportDialog(); });
    auto *update = rules->addAction(tr("Check for &New Rules…"));
    m_updateAction = update;
    update->setShortcut(QKeySequence(tr("Ctrl+U")));
    connect(update, &QAction::triggered, this, [this] { openRulesUpdate(); });
    rules->addSeparator();
    auto *quit = rules->addAction(tr("&Quit"));
    quit->setShortcut(standardKeyOr(QKeySequence::Quit, QT_TRANSLATE_NOOP("gui::Shortcuts", "Ctrl+Q")));
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
        {rulesdb::Document::Cards, QT_TR_NOOP("Oracle c&ards"), QT_TR_NOOP("Ctrl+5")},
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
        // In front of the history and bookmarks that share its place, or its box is typed
        // into unseen.
        m_searchDock->show();
        m_searchDock->raise();
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
        m_treeDock->raise();
        m_contents->currentWidget()->setFocus();
    });
    go->addSeparator();
    // Between the parts of the rule shown, from any focus: Tab then walks the links of
    // that part ("Cited by" is two keys away, not one per link above it).
    auto *nextPart = go->addAction(tr("Next &part of the rule"));
    nextPart->setShortcut(QKeySequence(tr("Ctrl+Tab")));
    connect(nextPart, &QAction::triggered, this, [this] { m_view->showNextPart(); });
    auto *previousPart = go->addAction(tr("P&revious part of the rule"));
    previousPart->setShortcut(QKeySequence(tr("Ctrl+Shift+Tab")));
    connect(previousPart, &QAction::triggered, this, [this] { m_view->showNextPart(true); });

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
    connect(otherLanguage, &QAction::toggled, this, [this](bool beside) {
        m_compare->setVisible(beside);
        // Two panes in the middle now (or one again): the panels make room.
        sharePanelWidths(this, {m_treeDock, m_searchDock, m_historyDock, m_bookmarksDock}, beside ? 2 : 1);
    });
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
    keys->setShortcut(standardKeyOr(QKeySequence::HelpContents, QT_TRANSLATE_NOOP("gui::Shortcuts", "F1")));
    connect(keys, &QAction::triggered, this, [this] {
        QList<QPair<QString, QList<QAction *>>> menus;
        for (QAction *menu : menuBar()->actions())
            menus.append({menu->text(), menu->menu()->actions()});
        HelpDialog(menus, this).exec();
    });
    auto *about = help->addAction(tr("&About Rulekeeper"));
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        AboutDialog(aboutFactsOf(m_store.get(), m_databasePath), this).exec();
    });
}

} // namespace gui
