#pragma once
// Completion for the lookup box from one edition: its rule numbers (shown with the start
// of their text), its keyword names and its glossary terms.

#include "rulesstore.h"

#include <QCompleter>

class QStandardItemModel;

namespace gui {

class LookupCompleter : public QCompleter {
    Q_OBJECT
public:
    explicit LookupCompleter(QObject *parent = nullptr);

    // Refills the choices from one edition's outline and glossary (empty: no choices).
    void setChoices(const std::vector<rulesdb::RuleHeadline> &headlines, const QStringList &glossaryTerms);

private:
    QStandardItemModel *m_model;
};

} // namespace gui
