// The windows the main window opens: import, Check for New Rules and Compare editions (of
// the CR, of a policy document, or snapshots of the cards).

#include "window/mainwindow.h"

#include "cards/cardsdocument.h"
#include "dialogs/importdialog.h"
#include "dialogs/rulesupdatedialog.h"
#include "diff/diffview.h"
#include "reading/sectionpage.h"

#include <QStatusBar>

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

} // namespace

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

DiffView *MainWindow::openDiffView(const QString &fromDate, const QString &toDate)
{
    if (!m_store)
        return nullptr;
    // Dates given (rulekeeper --diff) name the document compared, whatever is read now: the
    // window reads it first.
    if (!fromDate.isEmpty() || !toDate.isEmpty()) {
        const auto document = documentDated(fromDate, toDate);
        if (!document) {
            statusBar()->showMessage(tr("No document here has editions dated %1 and %2.").arg(fromDate, toDate), 6000);
            return nullptr;
        }
        if (*document != m_document && !chooseDocument(*document))
            return nullptr;
    }
    if (m_document != rulesdb::Document::CR)
        return openDocumentDiff(fromDate, toDate);
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

std::optional<rulesdb::Document> MainWindow::documentDated(const QString &fromDate, const QString &toDate)
{
    const auto holdsBoth = [&](rulesdb::Document document) {
        std::vector<rulesdb::EditionInfo> editions;
        if (document == rulesdb::Document::CR)
            editions = m_editions;
        else if (document != rulesdb::Document::Cards)
            guarded([&] { editions = m_store->editions(document); });
        else if (m_cards)
            guarded([&] { editions = m_cards->snapshots(); });
        const auto dated = [&](const QString &date) {
            return std::any_of(editions.begin(), editions.end(), [&](const auto &e) { return e.date == date; });
        };
        return dated(fromDate) && dated(toDate);
    };
    // The document read when it has both (a date can be an edition of two documents);
    // else the rules, then the tournament documents and the cards in the picker's order.
    if (holdsBoth(m_document))
        return m_document;
    for (const auto document : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR,
                                rulesdb::Document::Cards})
        if (holdsBoth(document))
            return document;
    return std::nullopt;
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

DiffView *MainWindow::openDocumentDiff(const QString &fromDate, const QString &toDate)
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
            statusBar()->showMessage(m_document == rulesdb::Document::Cards
                                         ? tr("No snapshot of the cards dated %1 here.").arg(from ? toDate : fromDate)
                                         : tr("No %1 dated %2 here.")
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
    // What changed in the section or the card read, when it did.
    if (m_sectionEdition)
        m_diffView->selectRule(m_sectionEdition->id, sectionKey(m_section));
    else if (!m_shownCard.isEmpty())
        m_diffView->selectRule(shown->id, m_shownCard);
    m_diffView->show();
    m_diffView->raise();
    m_diffView->activateWindow();
    return m_diffView.get();
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

} // namespace gui
