#pragma once
// Completion for the lookup box from one edition: its rule numbers (shown with the start
// of their text), its keyword names and its glossary terms; and, after them, card names
// asked for as each key is typed (too many to list ahead, their index answers at once):
// those starting as typed, then those with a later word starting so ("bolt": Lightning Bolt).

#include "rulesstore.h"

#include <QCompleter>
#include <functional>

class QStandardItemModel;

namespace gui {

class LookupCompleter : public QCompleter {
    Q_OBJECT
public:
    explicit LookupCompleter(QObject *parent = nullptr);

    // Refills the choices from one edition's outline and glossary (empty: no choices).
    void setChoices(const std::vector<rulesdb::RuleHeadline> &headlines, const QStringList &glossaryTerms);
    // Where the card names offered for a text typed come from; none: no card choices.
    void setCardNames(std::function<QStringList(const QString &typed)> namesOffered);
    // The card choices for the text typed, listed after the edition's (a rule number wins
    // where both match). Called as each key is typed, before the completer filters.
    void offerCardsFor(const QString &typed);

    // The box shows a choice highlighted as the list does (its display text).
    QString pathFromIndex(const QModelIndex &index) const override;

private:
    QStandardItemModel *m_model;
    std::function<QStringList(const QString &)> m_cardNames;
    int m_fixedRows = 0; // the edition's choices; the card choices follow them
};

} // namespace gui
