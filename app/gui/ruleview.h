#pragma once
// Shows one rule in its context. Rule text is inserted as text with explicit formats,
// never parsed as markup: a rule containing "<b>" shows those characters.

#include "rulesstore.h"

#include <QTextBrowser>

namespace gui {

class RuleView : public QTextBrowser {
    Q_OBJECT
public:
    explicit RuleView(QWidget *parent = nullptr);

    void showRule(const rulesdb::RuleDetail &rule);
    void showMessage(const QString &message);

signals:
    // A reference was clicked; `number` is a normalised rule number.
    void ruleRequested(const QString &number);
};

} // namespace gui
