#pragma once
// The rule shown, in another language beside it: the same number in the edition of the
// same date written in that language (a translation keeps the rules' numbers).

#include "rulesstore.h"

#include <QHash>
#include <QWidget>
#include <optional>

class QComboBox;

namespace gui {

class RuleView;

class ComparePane : public QWidget {
    Q_OBJECT
public:
    explicit ComparePane(QWidget *parent = nullptr);

    void setStore(rulesdb::RulesStore *store);
    // Shows rule `number` of the edition of `edition`'s date in the language chosen here,
    // or says why it cannot.
    void showRule(const rulesdb::EditionInfo &edition, const QString &number);
    // A glossary entry has no counterpart to line up: terms differ between languages.
    void showGlossaryEntry();
    // Nor a section of the MTR, IPG or JAR: they are published in English alone.
    void showPolicySection();
    // Nothing beside what is shown (a card), and why.
    void showUnpaired(const QString &why);
    // The language the other side is in; empty while no other language has the edition.
    QString language() const;
    // Chooses the other side's language; false when no edition of that date has it.
    bool setLanguage(const QString &language);
    // The other side's text in this size (points), as the main view's zoom has it.
    void setTextSize(qreal points);

signals:
    // A reference in the other language was followed: `number` is the same in both.
    void ruleRequested(const QString &number);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void refreshFromStore();

    rulesdb::RulesStore *m_store = nullptr;
    std::optional<rulesdb::EditionInfo> m_edition;
    QString m_number;
    bool m_stale = false; // a rule was shown while the pane was hidden: read when it shows
    QComboBox *m_language;
    RuleView *m_view;
    QHash<qint64, QHash<QString, QString>> m_titles; // per edition, for breadcrumbs
};

} // namespace gui
