#pragma once
// The main window: pick an edition, type a rule number, read the rule.

#include "rulesstore.h"

#include <QMainWindow>
#include <memory>

class QComboBox;
class QLineEdit;

namespace gui {

class RuleView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Opens the database; on failure the window shows why instead of rules.
    explicit MainWindow(const QString &databasePath, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Selects an edition by date (empty: the newest); false when it is not there.
    bool selectEdition(const QString &date);
    // Shows a rule of the current edition; false when the number is not a rule there.
    bool showRule(const QString &numberText);

private:
    void reloadEditions();
    void lookUp();
    std::optional<rulesdb::EditionInfo> currentEdition() const;

    std::unique_ptr<rulesdb::RulesStore> m_store;
    std::vector<rulesdb::EditionInfo> m_editions;
    QComboBox *m_editionBox = nullptr;
    QLineEdit *m_lookup = nullptr;
    RuleView *m_view = nullptr;
    QString m_currentNumber;
};

} // namespace gui
