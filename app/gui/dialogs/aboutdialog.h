#pragma once
// Help ▸ About: which Rulekeeper this is, which database it reads and how new the rules in
// it are — what a judge checks before trusting an answer at the table.

#include "rulesstore.h"

#include <QDialog>
#include <vector>

namespace gui {

struct AboutFacts {
    QString version;      // the app's; empty when it has none (a test)
    QString databasePath; // the file read
    struct Newest {
        rulesdb::Document document;
        QString date; // the newest edition's, of any language
    };
    std::vector<Newest> newest; // each document the database holds, the CR first
};

// What About says of this database; a store that cannot be read gives no dates.
AboutFacts aboutFactsOf(rulesdb::RulesStore *store, const QString &databasePath);

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(const AboutFacts &facts, QWidget *parent = nullptr);
    // What the dialog says, as plain text.
    QString text() const;

private:
    QString m_text;
};

} // namespace gui
