#include "reading/examplelabel.h"

#include "search/ruleswords.h"

#include <QCoreApplication>

namespace gui {

QString exampleLabel(const QString &ruleLanguage)
{
    if (ruleLanguage.isEmpty() || ruleLanguage == QLatin1String("en"))
        return QCoreApplication::translate("gui::RuleView", "Example:") + u' ';
    return rulesdb::rulesWords(ruleLanguage).example;
}

QString wordingWithExamples(const QString &text, const QStringList &examples, const QString &ruleLanguage)
{
    const QString label = exampleLabel(ruleLanguage);
    QString out = text;
    for (const QString &e : examples)
        out += u'\n' + label + e;
    return out;
}

} // namespace gui
