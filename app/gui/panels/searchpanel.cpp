#include "panels/searchpanel.h"

#include "panels/roles.h"
#include "window/lookup.h"
#include "panels/snippetdelegate.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <utility>

namespace gui {

namespace {
// Long enough that a word typed at speed runs one search, short enough to feel live.
constexpr int kPauseMs = 250;
// The kind of the row that offers the query corrected; the query is in Qt::UserRole.
const QString kSuggestion = QStringLiteral("suggestion");
} // namespace

SearchPanel::SearchPanel(QWidget *parent)
    : QWidget(parent), m_query(new QLineEdit), m_scope(new QComboBox), m_results(new QListWidget),
      m_pause(new QTimer(this))
{
    m_query->setObjectName(QStringLiteral("searchQuery"));
    m_query->setPlaceholderText(tr("Search the rules  (Ctrl+F)"));
    // What may be typed, where a judge looks for it (searchquery.h, judgewords.h).
    m_query->setToolTip(tr("Words (all of them, in any order), \"a phrase\", kick* (a word's start), -word (without "
                           "it), flying OR reach (either), in:702 (only under 702.), examples: (only in examples).\n"
                           "Shorthand such as SBA, ETB or CMC is searched as the rules word it."));
    m_query->setClearButtonEnabled(true);
    m_query->installEventFilter(this);
    m_scope->setObjectName(QStringLiteral("searchScope"));
    m_scope->addItem(tr("This edition"), ThisEdition);
    m_scope->addItem(tr("All editions"), AllEditions);
    m_scope->addItem(tr("Examples only"), ExamplesOnly);
    setPolicyHeld(false);
    m_results->setObjectName(QStringLiteral("searchResults"));
    m_results->setItemDelegate(new SnippetDelegate(m_results));
    m_results->setWordWrap(true);
    m_results->setResizeMode(QListView::Adjust);
    m_results->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_results->setAlternatingRowColors(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_query);
    layout->addWidget(m_scope);
    layout->addWidget(m_results, 1);

    m_pause->setSingleShot(true);
    m_pause->setInterval(kPauseMs);
    connect(m_pause, &QTimer::timeout, this, &SearchPanel::runSearch);
    connect(m_query, &QLineEdit::textChanged, m_pause, qOverload<>(&QTimer::start));
    connect(m_scope, &QComboBox::currentIndexChanged, this, &SearchPanel::runSearch);
    connect(m_query, &QLineEdit::returnPressed, this, [this] {
        if (m_pause->isActive() || isSearching()) {
            m_pause->stop();
            runSearch();
            m_focusResults = true; // when they are listed
        } else {
            focusFirstResult();
        }
    });
    connect(m_results, &QListWidget::itemActivated, this, &SearchPanel::open);
    connect(m_results, &QListWidget::itemClicked, this, &SearchPanel::open);
}

void SearchPanel::setDatabase(const QString &path)
{
    m_worker = std::make_unique<SearchWorker>(path);
    connect(m_worker.get(), &SearchWorker::answered, this, &SearchPanel::listAnswer);
}

void SearchPanel::setEdition(const std::optional<rulesdb::EditionInfo> &edition)
{
    m_edition = edition;
    if (!m_query->text().isEmpty() && m_scope->currentData().toInt() != AllEditions)
        runSearch();
}

void SearchPanel::setPolicyHeld(bool held)
{
    if (held == m_policyHeld)
        return;
    m_policyHeld = held;
    if (held)
        m_scope->insertItem(m_scope->findData(ExamplesOnly) + 1, tr("Policy documents (MTR, IPG, JAR)"), PolicyDocuments);
    else // the rules' own scopes stay; a search of what is gone falls back to the edition read
        m_scope->removeItem(m_scope->findData(PolicyDocuments));
    offerWholeLibrary();
}

void SearchPanel::setCardsHeld(bool held)
{
    if (held == m_cardsHeld)
        return;
    m_cardsHeld = held;
    if (held)
        m_scope->addItem(tr("Cards"), Cards);
    else
        m_scope->removeItem(m_scope->findData(Cards));
    offerWholeLibrary();
}

void SearchPanel::offerWholeLibrary()
{
    const int at = m_scope->findData(WholeLibrary);
    if ((m_policyHeld || m_cardsHeld) && at < 0) {
        const int policy = m_scope->findData(PolicyDocuments);
        m_scope->insertItem((policy >= 0 ? policy : m_scope->findData(ExamplesOnly)) + 1, tr("The whole library"),
                            WholeLibrary);
    } else if (!m_policyHeld && !m_cardsHeld && at >= 0) {
        m_scope->removeItem(at);
    }
}

void SearchPanel::setScope(Scope scope)
{
    const int at = m_scope->findData(scope);
    if (at >= 0)
        m_scope->setCurrentIndex(at);
}

void SearchPanel::searchFor(const QString &query)
{
    m_query->setText(query);
    m_pause->stop();
    runSearch();
}

void SearchPanel::focusQuery()
{
    m_query->setFocus();
    m_query->selectAll();
}

bool SearchPanel::isSearching() const
{
    return m_worker && m_worker->isBusy();
}

int SearchPanel::resultCount() const
{
    int n = 0; // the "no match" line is no result
    for (int i = 0; i < m_results->count(); ++i)
        n += m_results->item(i)->data(NumberRole).toString().isEmpty() ? 0 : 1;
    return n;
}

bool SearchPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Down from the query goes to the results, as in a browser's address bar.
    if (watched == m_query && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down && m_results->count() > 0) {
        focusFirstResult();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void SearchPanel::runSearch()
{
    const QString query = m_query->text().trimmed();
    if (!m_worker || query.isEmpty()) {
        if (m_worker)
            m_worker->cancel();
        m_results->clear();
        m_focusResults = false;
        return;
    }
    const auto scope = Scope(m_scope->currentData().toInt());
    rulesdb::SearchOptions options;
    if (scope == PolicyDocuments) {
        // Each document's newest edition, as `rulekeeper-cli search --document` reads them.
        options.limit = kSearchResults;
        m_worker->request(query, options, SearchOver::Policy);
        return;
    }
    if (scope == Cards) {
        options.limit = kSearchResults;
        m_worker->request(query, options, SearchOver::Cards);
        return;
    }
    if (scope == WholeLibrary) {
        if (m_edition)
            options = lookupSearchOptions(*m_edition);
        options.limit = kSearchResults;
        m_worker->request(query, options, SearchOver::Library);
        return;
    }
    // The rules searched, the library's answers above them when the question is about
    // procedure or penalties, where the judge does not think of changing the scope.
    const bool besideLibrary = scope != ExamplesOnly && m_scope->findData(PolicyDocuments) >= 0;
    if (scope != AllEditions && m_edition)
        options = lookupSearchOptions(*m_edition); // as the lookup box asks: the same first answer
    else if (m_edition)
        options.language = m_edition->language; // every edition in the language read
    options.limit = kSearchResults;
    options.examplesOnly = scope == ExamplesOnly;
    // The results of the previous words stay listed until these replace them.
    m_worker->request(query, options, besideLibrary ? SearchOver::RulesBesideLibrary : SearchOver::Rules);
}

// A row that is no result: what the search says about its results.
void SearchPanel::addNotice(const QString &says)
{
    auto *notice = new QListWidgetItem(m_results);
    notice->setData(HtmlRole, QStringLiteral("<i>%1</i>").arg(says.toHtmlEscaped()));
    notice->setData(Qt::AccessibleTextRole, says);
    notice->setFlags(Qt::NoItemFlags);
}

// A row that opens a result: its snippet, and where it opens.
void SearchPanel::addHit(const rulesdb::SearchHit &hit)
{
    auto *item = new QListWidgetItem(m_results);
    item->setData(HtmlRole, snippetHtml(hit, palette()));
    item->setData(NumberRole, hit.number);
    item->setData(DocumentRole, int(hit.document));
    // Open where the current edition has this text, else in the newest that has it; a
    // section in the edition searched. Words in another script were searched in an edition
    // of their language (2026-01-16 zh over 2026-01-16 en): the hit opens there, not in the
    // edition read of the same date.
    const bool here = hit.document == rulesdb::Document::CR && m_edition && hit.language == m_edition->language
                      && hit.editions.contains(m_edition->date);
    item->setData(EditionRole, here ? m_edition->date : hit.edition);
    item->setData(LanguageRole, hit.language);
    item->setData(KindRole, rulesdb::textPlaceName(hit.in));
    // Screen readers and tests read the plain form.
    item->setData(Qt::AccessibleTextRole, snippetPlainText(hit));
}

void SearchPanel::listAnswer(const SearchAnswer &answer)
{
    m_results->clear();
    // A misspelt keyword: one click searches for the word meant.
    if (!answer.meant.isEmpty()) {
        if (answer.hits.empty())
            addNotice(tr("No rule matches “%1”.").arg(answer.query));
        auto *suggestion = new QListWidgetItem(m_results);
        suggestion->setData(HtmlRole, tr("Did you mean <b>%1</b>?").arg(answer.meant.toHtmlEscaped()));
        suggestion->setData(KindRole, kSuggestion);
        suggestion->setData(Qt::UserRole, answer.meant);
        suggestion->setData(Qt::AccessibleTextRole, tr("Did you mean %1?").arg(answer.meant));
    }
    // Words in another script than the rules read: where they were searched, or that no
    // edition in their language is here to search.
    if (answer.searchedInstead)
        addNotice(tr("The words are in another language (%1): searched the edition of %2 in it.")
                      .arg(answer.searchedInstead->language, answer.searchedInstead->date));
    else if (!answer.lettersLanguage.isEmpty())
        addNotice(tr("The words are in another language (%1), and no edition in it is here: import one, or choose "
                     "an edition of that language to search.")
                      .arg(answer.lettersLanguage));
    if (!answer.library.empty()) {
        addNotice(tr("From the judge’s library (MTR, IPG, JAR):"));
        for (const rulesdb::SearchHit &hit : answer.library)
            addHit(hit);
        addNotice(answer.hits.empty() ? tr("Nothing in the Comprehensive Rules.") : tr("In the Comprehensive Rules:"));
    }
    bool saidPartial = false;
    for (const rulesdb::SearchHit &hit : answer.hits) {
        // The rest were found by some of the words: said once, before them.
        if (!hit.missing.isEmpty() && !std::exchange(saidPartial, true))
            addNotice(&hit == &answer.hits.front() ? tr("No rule has every word; rules with some of them:")
                                                    : tr("Rules with some of the words:"));
        addHit(hit);
    }
    // The cards the question names, after the rules they ask about: each opens its page.
    if (!answer.cards.empty()) {
        addNotice(tr("Cards in the question:"));
        for (const rulesdb::SearchHit &card : answer.cards)
            addHit(card);
    }
    if (answer.hits.empty() && answer.library.empty() && answer.meant.isEmpty())
        addNotice(answer.error.isEmpty() ? tr("No rule matches “%1”.").arg(answer.query)
                                         : tr("The search failed: %1").arg(answer.error));
    if (std::exchange(m_focusResults, false))
        focusFirstResult();
    emit resultsShown();
}

// The first row Enter can open: a result, or the query corrected.
void SearchPanel::focusFirstResult()
{
    for (int i = 0; i < m_results->count(); ++i) {
        if (m_results->item(i)->flags() & Qt::ItemIsEnabled) {
            m_results->setFocus();
            m_results->setCurrentRow(i);
            return;
        }
    }
}

void SearchPanel::open(QListWidgetItem *item)
{
    if (item && item->data(KindRole).toString() == kSuggestion) {
        searchFor(item->data(Qt::UserRole).toString());
        return;
    }
    if (!item || item->data(NumberRole).toString().isEmpty())
        return;
    if (const auto document = rulesdb::Document(item->data(DocumentRole).toInt()); document != rulesdb::Document::CR)
        return emit sectionOpenRequested(document, item->data(EditionRole).toString(), item->data(NumberRole).toString());
    emit openRequested(item->data(EditionRole).toString(), item->data(LanguageRole).toString(),
                       item->data(NumberRole).toString(), item->data(KindRole).toString() == QLatin1String("glossary"));
}

} // namespace gui
