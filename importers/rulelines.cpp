#include "rulelines.h"

#include "importerror.h"
#include "effectivedate.h"
#include "numberedline.h"
#include "rulenumber.h"

#include <QDate>
#include <QRegularExpression>
#include <QSet>

namespace importers {

rulesdb::EditionData readRuleLines(const std::vector<SourceLine> &lines, const QString &fileName)
{
    rulesdb::EditionData edition;
    bool inExample = false;
    for (const SourceLine &l : lines) {
        const QString t = l.text.trimmed();
        if (t.isEmpty())
            continue;
        if (edition.meta.date.isEmpty()) {
            if (const auto sentence = findEffectiveSentence(t))
                edition.meta.date = sentence->date;
        }
        if (isExampleLine(t)) {
            if (!edition.rules.empty()) {
                edition.rules.back().examples << exampleText(t).toString();
                inExample = true;
            }
            continue;
        }
        const NumberedLine n = readNumberedLine(t);
        if (n.kind == NumberedLine::Number) {
            edition.rules.push_back({n.number, n.text.toString(), {}, l.line});
            inExample = false;
            continue;
        }
        if (edition.rules.empty()) {
            // Before the first rule: the page's title, or its furniture.
            if (edition.meta.name.isEmpty() && t.contains(QStringLiteral("Comprehensive Rules")))
                edition.meta.name = t;
            continue;
        }
        if (n.kind == NumberedLine::Invalid)
            edition.warnings << ImportError(fileName, l.line, QStringLiteral("\"%1\" is not a rule number; kept as part of %2")
                                                              .arg(n.label, edition.rules.back().number))
                                    .toString();
        rulesdb::RuleEntry &rule = edition.rules.back();
        QString &target = inExample && !rule.examples.isEmpty() ? rule.examples.last() : rule.text;
        target += (target.isEmpty() ? QString() : QStringLiteral("\n")) + t;
    }
    if (edition.rules.empty())
        throw ImportError(fileName, lines.empty() ? 0 : lines.front().line,
                          QStringLiteral("expected numbered rules such as \"107.1. …\"; found none"));
    if (!rulesdb::coversWholeRules(edition.rules))
        edition.meta.flags |= rulesdb::FlagPartial;
    return edition;
}

} // namespace importers
