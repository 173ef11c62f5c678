// What the main window shows: a rule, a glossary entry or a policy section, found from what
// was typed, recorded in Back/Forward, with the contents, history and comparison following.

#include "window/mainwindow.h"

#include "cards/cardsdocument.h"
#include "italics.h"
#include "panels/comparepane.h"
#include "panels/historypanel.h"
#include "panels/roles.h"
#include "panels/ruletreemodel.h"
#include "panels/searchpanel.h"
#include "reading/rulepage.h"
#include "reading/ruleview.h"
#include "window/lookupcompleter.h"
#include "window/policylookup.h"
#include "workers/storetask.h"

#include <QStackedWidget>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QLineEdit>
#include <QStatusBar>
#include <QTextDocument>
#include <QTreeView>

namespace gui {

namespace {

// The first line of a text, elided for a tooltip or a status line.
QString shortened(QString text, int maxChars)
{
    text.replace(u'\n', u' ');
    return text.size() <= maxChars ? text : text.left(maxChars - 1).trimmed() + u'…';
}

} // namespace

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
    // A card's history is read from the card snapshots.
    if (!m_shownCard.isEmpty() && m_cards) {
        std::vector<rulesdb::HistoryEntry> steps;
        if (!guarded([&] { steps = m_cards->historyOf(m_shownCard); }))
            return m_historyPanel->showMessage(QString());
        return m_historyPanel->showCardHistory(std::move(steps), m_shownCard, m_shownCardSnapshot);
    }
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
    // Enter on a card in the completion's list reaches the box first, holding the choice's
    // words ("Flash — card"), which name nothing: the card opens when the completion reports
    // it, with no search for those words on the way.
    if (const QAbstractItemView *popup = m_completer->popup();
        popup->isVisible() && !popup->currentIndex().data(CardNameRole).toString().isEmpty())
        return;
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
    std::optional<Target> card;
    if (!guarded([&] { card = cardTarget(text, target, *edition); }))
        return false;
    if (card)
        return navigate(*card);
    if (target) {
        if (!navigate(*target))
            return false;
        // "601.2f–h" is three rules and one is shown: said, so that none goes unread.
        if (const auto range = citedRange(text); range && target->kind == Target::Rule)
            statusBar()->showMessage(tr("%1 names %n rule(s); showing the first, %2: the others follow it.", nullptr,
                                        int(range->rules.size()))
                                         .arg(range->written, target->key),
                                     15000);
        return true;
    }
    // The whole title of a policy section ("missed trigger", IPG 2.1's) opens it, whichever
    // document is read.
    std::optional<rulesdb::Document> titled;
    if (!guarded([&] { titled = documentTitling(*m_store, text, *edition); }))
        return false;
    if (titled)
        return showSection(*titled, text.simplified());
    // Words that name nothing, typed while a policy document is read, are asked of it: the
    // section its search answers first, or what it lacks, said in the pane under the
    // document the picker names (the rules' edition named there would be another's).
    if (m_document == rulesdb::Document::MTR || m_document == rulesdb::Document::IPG || m_document == rulesdb::Document::JAR) {
        if (showSection(m_document, text.simplified()))
            return true;
        search(text);
        return false;
    }
    // Not a number or a name: the words are probably a question for full-text search. The
    // rule shown before is not the answer: it goes, so that no one reads it as one.
    statusBar()->showMessage(tr("Nothing is named “%1”; searching the rules for it").arg(text), 5000);
    showNothing(tr("Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.")
                    .arg(edition->date, text.trimmed()));
    search(text);
    return false;
}

std::optional<Target> MainWindow::cardTarget(const QString &typed, const std::optional<Target> &rulesTarget,
                                             const rulesdb::EditionInfo &edition)
{
    if (!m_cards)
        return std::nullopt;
    QString name = typed.trimmed();
    // "[[Lotus Bloom]]", as judges write card names in chat: a card, whatever the rules hold.
    const bool claimed = name.startsWith(QStringLiteral("[[")) && name.endsWith(QStringLiteral("]]"));
    if (claimed)
        name = name.mid(2, name.size() - 4).trimmed();
    // A rule number wins; so does a keyword's or a glossary term's own name ("Flash" is a
    // card too): the rules are what the box is for, a card one [[…]] away.
    if (!claimed) {
        if (parseTypedNumber(name) || citedRange(name))
            return std::nullopt;
        if (rulesTarget && rulesTarget->kind == Target::Glossary && rulesTarget->key.compare(name, Qt::CaseInsensitive) == 0)
            return std::nullopt;
        if (rulesTarget && rulesTarget->kind == Target::Rule) {
            const auto number = rulesdb::RuleNumber::parse(rulesTarget->key);
            const auto rule = number ? m_store->rule(edition, *number) : std::nullopt;
            if (rule && rule->rule.text.trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return std::nullopt;
        }
    }
    bool laterWord = false;
    const auto found = m_cards->cardNamed(name, nullptr, &laterWord);
    if (!found)
        return std::nullopt;
    // A card found by a later word of its name only is a guess: where the rules name
    // something for the words, they win; [[…]] claims the card.
    if (laterWord && rulesTarget && !claimed)
        return std::nullopt;
    return Target{Target::Card, *found, rulesdb::Document::Cards, {}};
}

bool MainWindow::showCard(const QString &name, const QString &snapshot)
{
    if (!m_cards || name.trimmed().isEmpty())
        return false;
    std::optional<QString> found;
    QStringList closest;
    if (!guarded([&] { found = m_cards->cardNamed(name, &closest); }))
        return false;
    if (!found) {
        const QString why = closest.isEmpty() ? tr("No card is named “%1”.").arg(name.trimmed())
                                              : tr("No card is named “%1”. Closest: %2.")
                                                    .arg(name.trimmed(), closest.join(QStringLiteral("; ")));
        showNothing(why);
        statusBar()->showMessage(why, 8000);
        return false;
    }
    return navigate({Target::Card, *found, rulesdb::Document::Cards, snapshot});
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
        if (!guarded([&] { withTheRules = policyEditionFor(*m_store, document, *edition); }))
            return false;
        if (!withTheRules || withTheRules->id != picked->id)
            date = picked->date;
    }
    PolicySection found;
    if (!guarded([&] { found = findPolicySection(*m_store, document, section, *edition, date); }))
        return false;
    // Words that name no section ("ipg forgot a trigger"): the section the document's
    // search answers first, as `rulekeeper-cli search --document` does.
    if (!found.page && std::any_of(section.begin(), section.end(), [](QChar c) { return c.isLetter(); })) {
        std::optional<rulesdb::SearchHit> best;
        if (!guarded([&] {
                const auto there = date.isEmpty() ? policyEditionFor(*m_store, document, *edition)
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
                    found = findPolicySection(*m_store, document, best->number, *edition, date);
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
    m_shownCard.clear();
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
    m_shownCard.clear();      // until a card is
    if (target.kind == Target::Section)
        return displaySection(target, *edition);
    if (target.kind == Target::Card) {
        QString problem;
        const auto shown = m_cards ? m_cards->open(target.key, target.edition, edition, &problem) : std::nullopt;
        if (!shown) {
            showNothing(problem);
            statusBar()->showMessage(problem, 8000);
            return false;
        }
        m_shownCard = shown->lookupText; // the card's whole name
        m_shownCardSnapshot = shown->edition.date;
        showPage(*shown);
        return true;
    }
    if (target.kind == Target::Glossary) {
        const auto entry = m_store->glossaryEntry(*edition, target.key);
        if (!entry) {
            showInPickers(*edition);
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
    auto page = number ? loadRulePage(*m_store, *edition, *number, m_titles) : std::nullopt;
    // The cards its examples name and the Oracle rulings citing it, when there are cards.
    if (page && m_cards && !guarded([&] { m_cards->linkRulePage(*page, *edition); }))
        return false;
    if (!page) {
        // The pane speaks of the rules' edition: the pickers name it, not the policy
        // document read before ("999.9" typed while the MTR is read).
        showInPickers(*edition);
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
        findPolicySection(*m_store, target.document, target.key, reading, target.edition);
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

void MainWindow::showPage(const ShownPage &shown)
{
    m_view->showPage(shown.page);
    showInPickers(shown.edition);
    if (shown.contents)
        m_contents->setCurrentWidget(shown.contents);
    m_shownEdition = currentEdition();
    m_shownRule.clear(); // no CR rule: the history panel has none to follow
    m_tree->setCurrentIndex(QModelIndex());
    m_tree->clearSelection();
    updateHistoryPanel();
    m_compare->showUnpaired(shown.besideMessage);
    m_sectionTitle = shown.printTitle;
    m_citation = shown.citation;
    setWindowTitle(shown.windowTitle);
    m_lookup->setText(shown.lookupText);
    m_lookup->selectAll();
}

void MainWindow::updateNavigation()
{
    m_back->setEnabled(m_navigation.canGoBack());
    m_forward->setEnabled(m_navigation.canGoForward());
    placeChanged();
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

bool MainWindow::showRuleIn(const rulesdb::EditionInfo &edition, const QString &number)
{
    if (edition.document == rulesdb::Document::Cards) {
        // As the lookup box opens a card: the newest snapshot without its date.
        std::vector<rulesdb::EditionInfo> snapshots;
        if (!m_cards || !guarded([&] { snapshots = m_cards->snapshots(); }))
            return false;
        const bool newest = !snapshots.empty() && snapshots.back().id == edition.id;
        return showCard(number, newest ? QString() : edition.date);
    }
    if (edition.document != rulesdb::Document::CR)
        return navigate(sectionTarget(edition.document, number, edition.date));
    if (std::none_of(m_editions.begin(), m_editions.end(), [&](const auto &e) { return e.id == edition.id; }))
        return false;
    chooseCrEdition(edition.id);
    // Choosing the edition followed the rule read before into it, and said so: this jump
    // is to another rule, of which the status line says nothing yet.
    statusBar()->clearMessage();
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
    if (m_navigation.current()->kind == Target::Section || m_navigation.current()->kind == Target::Card)
        return m_sectionTitle;
    return m_navigation.current()->kind == Target::Glossary
               ? tr("CR Glossary, %1 (effective %2)").arg(m_navigation.current()->key, m_shownEdition->date)
               : tr("CR %1 (effective %2)").arg(m_shownRule, m_shownEdition->date);
}

} // namespace gui
