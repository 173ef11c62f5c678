#pragma once
// Full-text search as you type: the query runs after a short pause, on a thread of its own
// (SearchWorker), so typing never waits on it; results show their snippets with the
// matches highlighted. A misspelt keyword finds nothing but offers the word meant.

#include "rulesstore.h"
#include "workers/searchworker.h"

#include <memory>

#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QTimer;

namespace gui {

class SearchPanel : public QWidget {
    Q_OBJECT
public:
    // The CR (the edition read, every edition, examples), the policy documents (each in its
    // newest edition, as the command line searches them), the cards (each as its newest
    // snapshot has it), or all of them.
    enum Scope { ThisEdition, AllEditions, ExamplesOnly, PolicyDocuments, WholeLibrary, Cards };

    explicit SearchPanel(QWidget *parent = nullptr);

    // The database searched, on a connection of the panel's own.
    void setDatabase(const QString &path);
    // The edition "this edition" means; a changed edition searches again.
    void setEdition(const std::optional<rulesdb::EditionInfo> &edition);
    // Whether the database holds policy documents: only then are they offered to search.
    void setPolicyHeld(bool held);
    // Whether the database holds cards: only then are they offered to search.
    void setCardsHeld(bool held);
    // Searches in this scope (the picker below the box).
    void setScope(Scope scope);
    // Puts the text in the box and searches at once (the lookup box hands words over).
    void searchFor(const QString &query);
    void focusQuery();
    int resultCount() const;
    bool isSearching() const;

signals:
    // A result was chosen: open `number` (a rule, or a glossary term) in the edition of
    // `date` in `language` (the edition read's language when empty).
    void openRequested(const QString &date, const QString &language, const QString &number, bool glossary);
    // A section of a policy document was chosen: open it (its key) in that edition (date);
    // or a card (Document::Cards, its name, the snapshot its text was read from).
    void sectionOpenRequested(rulesdb::Document document, const QString &date, const QString &key);
    // The results of the text in the box are listed.
    void resultsShown();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void runSearch();
    void listAnswer(const SearchAnswer &answer);
    void addNotice(const QString &says);
    void addHit(const rulesdb::SearchHit &hit);
    // "The whole library" while the policy documents or the cards are held.
    void offerWholeLibrary();
    void focusFirstResult();
    void open(QListWidgetItem *item);

    std::unique_ptr<SearchWorker> m_worker;
    bool m_focusResults = false; // Enter in the box: go to the first result once listed
    std::optional<rulesdb::EditionInfo> m_edition;
    bool m_policyHeld = false, m_cardsHeld = false;
    QLineEdit *m_query;
    QComboBox *m_scope;
    QListWidget *m_results;
    QTimer *m_pause;
};

} // namespace gui
