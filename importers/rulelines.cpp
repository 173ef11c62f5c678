#include "rulelines.h"

#include "importerror.h"
#include "numberedline.h"
#include "rulenumber.h"
#include "text/effectivedate.h"

#include <QDate>
#include <QRegularExpression>
#include <QSet>

namespace importers {

namespace {

// "7." or "100." alone on its line: a section's or heading's number whose title is the
// next line, as a page lays out a table row (<td>100.</td><td>General</td>) or a
// definition list (<dt>100.</dt><dd>General</dd>).
bool isBareHeadingNumber(QStringView t)
{
    const auto n = rulesdb::RuleNumber::parse(t);
    return n && n->kind() != rulesdb::RuleKind::Rule && n->kind() != rulesdb::RuleKind::Subrule
           && t.endsWith(u'.') && t.size() <= 4;
}

// The lines with each bare heading number joined to the title after it, or left out when
// no title follows.
std::vector<SourceLine> withHeadingsJoined(const std::vector<SourceLine> &lines)
{
    std::vector<SourceLine> out;
    out.reserve(lines.size());
    for (size_t i = 0; i < lines.size(); ++i) {
        const QString t = lines[i].text.trimmed();
        if (isBareHeadingNumber(t)) {
            // Blank lines between are skipped here only, after a heading's number: each run
            // of them is read once however long it is.
            size_t next = i + 1;
            while (next < lines.size() && lines[next].text.trimmed().isEmpty())
                ++next;
            const QString title = next < lines.size() ? lines[next].text.trimmed() : QString();
            if (!title.isEmpty() && readNumberedLine(title).kind == NumberedLine::None && !isExampleLine(title)) {
                out.push_back({t + u' ' + title, lines[i].line});
                i = next;
                continue;
            }
            continue; // a heading's number without a title says nothing, and is no rule's text
        }
        out.push_back(lines[i]);
    }
    return out;
}

} // namespace

rulesdb::EditionData readRuleLines(const std::vector<SourceLine> &lines, const QString &fileName)
{
    rulesdb::EditionData edition;
    bool inExample = false;
    for (const SourceLine &l : withHeadingsJoined(lines)) {
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
            edition.warnings << ImportError::describe(fileName, l.line, QStringLiteral("\"%1\" is not a rule number; kept as part of %2")
                                                              .arg(n.label, edition.rules.back().number));
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
