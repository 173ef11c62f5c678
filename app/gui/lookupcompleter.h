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

    // Refills the choices from `edition`; an empty list without one.
    void setEdition(rulesdb::RulesStore *store, const std::optional<rulesdb::EditionInfo> &edition);

private:
    QStandardItemModel *m_model;
};

} // namespace gui
