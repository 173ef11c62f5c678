// The main window's document and edition pickers: which CR edition is read, which policy
// document and edition the pickers show, the band over the rules, and linking editions.

#include "window/mainwindow.h"

#include "cards/cardsdocument.h"
#include "dialogs/importdialog.h"
#include "diff/diffview.h"
#include "lineage/counterpart.h"
#include "panels/ruletreemodel.h"
#include "panels/searchpanel.h"
#include "reading/rulepage.h"
#include "reading/ruleview.h"
#include "store/dberror.h"
#include "window/editionlabel.h"
#include "window/lookupcompleter.h"
#include "window/noticeband.h"
#include "window/policylookup.h"
#include "workers/storetask.h"

#include <QStackedWidget>
#include <QTreeView>
#include <QComboBox>
#include <QDate>
#include <QStatusBar>
#include <QTimer>

namespace gui {

namespace {

// After linking the editions failed (the write lock held elsewhere), it is tried again.
constexpr int kLinkRetryMs = 2000;

} // namespace

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
            if (m_cards && !m_cards->snapshots().empty())
                held.push_back(rulesdb::Document::Cards);
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
            m_documentBox->addItem(document == rulesdb::Document::Cards ? CardsDocument::pickerLabel()
                                                                        : rulesdb::documentName(document).toUpper(),
                                   int(document));
            m_documentBox->setItemData(m_documentBox->count() - 1, rulesdb::documentTitle(document), Qt::ToolTipRole);
        }
        if (std::find(held.begin(), held.end(), m_document) == held.end())
            m_document = rulesdb::Document::CR;
        m_documentBox->setCurrentIndex(m_documentBox->findData(int(m_document)));
        m_documentLabelAction->setVisible(held.size() > 1);
        m_documentBoxAction->setVisible(held.size() > 1);
        m_search->setPolicyHeld(std::any_of(held.begin(), held.end(), [](rulesdb::Document d) {
            return d != rulesdb::Document::CR && d != rulesdb::Document::Cards;
        }));
        m_search->setCardsHeld(std::find(held.begin(), held.end(), rulesdb::Document::Cards) != held.end());
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
    // A snapshot of the cards chosen: the card read, as that snapshot has it.
    if (m_document == rulesdb::Document::Cards) {
        const auto picked = pickedEdition();
        const auto current = m_navigation.current();
        if (picked && current && current->kind == Target::Card)
            navigate({Target::Card, current->key, rulesdb::Document::Cards, picked->date});
        return;
    }
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
        // The outline is read once and feeds the breadcrumbs, the completion and the contents.
        const auto outline = edition ? m_store->headlines(*edition) : std::vector<rulesdb::RuleHeadline>();
        m_titles = headingTitles(outline);
        m_completer->setChoices(outline, edition ? m_store->glossaryTerms(*edition) : QStringList());
        if (m_document == rulesdb::Document::CR)
            m_treeModel->setEdition(m_store.get(), edition, outline);
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
    // The contents are those of what is read (a page of another kind names its own).
    m_contents->setCurrentWidget(m_tree);
    if (!m_treeModel->edition() || m_treeModel->edition()->id != edition.id)
        guarded([&] { m_treeModel->setEdition(m_store.get(), edition); });
    updateBand();
}

Target MainWindow::sectionTarget(rulesdb::Document document, const QString &key, const QString &date)
{
    const auto reading = currentEdition();
    std::optional<rulesdb::EditionInfo> withTheRules;
    if (reading)
        guarded([&] { withTheRules = policyEditionFor(*m_store, document, *reading); });
    return {Target::Section, key, document, withTheRules && withTheRules->date == date ? QString() : date};
}

bool MainWindow::chooseDocument(rulesdb::Document document)
{
    if (!m_store)
        return false;
    const auto reading = currentEdition();
    const auto current = m_navigation.current();
    const auto isRules = [](const Target &t) { return t.kind == Target::Rule || t.kind == Target::Glossary; };
    if (document == rulesdb::Document::CR) {
        if (current && isRules(*current))
            return true;
        // The rule read last, back in Back/Forward; else the edition's first.
        const auto &places = m_navigation.entries();
        for (size_t i = std::min(m_navigation.currentIndex() + 1, places.size()); i-- > 0;)
            if (isRules(places[i]))
                return navigate(places[i]);
        if (!reading)
            return false;
        showInPickers(*reading);
        return showFirstRule();
    }
    // A section of that document, or a card, is shown already.
    if (current && !isRules(*current) && current->document == document)
        return true;
    if (document == rulesdb::Document::Cards) {
        // The card read last, back in Back/Forward; else the first card by name.
        const auto &places = m_navigation.entries();
        for (size_t i = std::min(m_navigation.currentIndex() + 1, places.size()); i-- > 0;)
            if (places[i].kind == Target::Card)
                return navigate(places[i]);
        QString first;
        if (!m_cards || !guarded([&] { first = m_cards->firstName(); }))
            return false;
        if (first.isEmpty()) {
            statusBar()->showMessage(tr("This database holds no cards: import a card file to read them."), 8000);
            return false;
        }
        return showCard(first);
    }
    std::vector<rulesdb::EditionInfo> editions;
    std::optional<rulesdb::EditionInfo> edition;
    bool withTheRules = true; // the edition found goes with the rules read
    std::optional<rulesdb::SectionEntry> first;
    if (!guarded([&] {
            editions = m_store->editions(document);
            if (editions.empty())
                return;
            if (reading)
                edition = policyEditionFor(*m_store, document, *reading);
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

void MainWindow::updateBand()
{
    // A card says itself which snapshot its text is of.
    if (m_document == rulesdb::Document::Cards)
        return m_band->showNotice({});
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

std::optional<rulesdb::EditionInfo> MainWindow::editionDated(const QString &date, const QString &language) const
{
    const auto shown = currentEdition();
    std::optional<rulesdb::EditionInfo> found;
    for (const auto &e : m_editions) {
        if (e.date != date || (!language.isEmpty() && e.language != language))
            continue;
        if (!found || (shown && e.language == shown->language && found->language != shown->language))
            found = e;
    }
    return found;
}

void MainWindow::importFinished(bool stored)
{
    if (!stored || !m_importDialog)
        return;
    // The rules imported are read next; else the newest policy document imported, at its
    // first section (its date is no edition of the rules).
    QStringList rules;
    const rulesdb::EditionInfo *policy = nullptr;
    bool cards = false;
    for (const rulesdb::EditionInfo &e : m_importDialog->importedEditions()) {
        if (e.document == rulesdb::Document::CR)
            rules << e.date;
        else if (e.document == rulesdb::Document::Cards)
            cards = true;
        else if (!policy || e.date > policy->date)
            policy = &e;
    }
    editionsAdded(rules);
    if (rules.isEmpty() && policy)
        showSection(policy->document, QString(), policy->date);
    else if (rules.isEmpty() && cards)
        chooseDocument(rulesdb::Document::Cards); // the cards just imported, read

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

} // namespace gui
