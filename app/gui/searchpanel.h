#pragma once
// Full-text search as you type: the query runs after a short pause so typing never waits
// on it, and results show their snippets with the matches highlighted. A misspelt keyword
// finds nothing but offers the word meant.

#include "rulesstore.h"

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
    enum Scope { ThisEdition, AllEditions, ExamplesOnly };

    explicit SearchPanel(QWidget *parent = nullptr);

    // The store and the edition "this edition" means; a changed edition searches again.
    void setEdition(rulesdb::RulesStore *store, const std::optional<rulesdb::EditionInfo> &edition);
    // Puts the text in the box and searches at once (the lookup box hands words over).
    void searchFor(const QString &query);
    void focusQuery();
    int resultCount() const;

signals:
    // A result was chosen: open `number` (a rule, or a glossary term) in edition `date`.
    void openRequested(const QString &date, const QString &number, bool glossary);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void runSearch();
    void open(QListWidgetItem *item);

    rulesdb::RulesStore *m_store = nullptr;
    std::optional<rulesdb::EditionInfo> m_edition;
    QLineEdit *m_query;
    QComboBox *m_scope;
    QListWidget *m_results;
    QTimer *m_pause;
};

} // namespace gui
