#include "officialtextwriter.h"

#include "rulenumber.h"
#include "search/ruleswords.h"

#include <QDate>

namespace importers {

namespace {

// "100.1. text" for rules, "100.1a text" for subrules, as the releases print them.
QString numberedLine(const rulesdb::RuleNumber &n, const QString &text)
{
    QString label = n.toString();
    if (n.kind() == rulesdb::RuleKind::Rule)
        label += u'.';
    return label + u' ' + text;
}

void appendParagraphs(QString &out, const QString &firstLine, const QString &text)
{
    // The first paragraph shares the number's line; later ones follow as their own lines.
    const QStringList paragraphs = text.split(u'\n');
    out += firstLine.isEmpty() ? paragraphs.value(0) : firstLine;
    out += u'\n';
    for (qsizetype i = 1; i < paragraphs.size(); ++i)
        out += paragraphs[i] + u'\n';
}

} // namespace

QString writeOfficialText(const rulesdb::EditionData &edition)
{
    // A translation is written with its own headings and example openers, as it was printed.
    const rulesdb::RulesWords &words = rulesdb::rulesWords(edition.meta.language);
    const QDate date = QDate::fromString(edition.meta.date, QStringLiteral("yyyy-MM-dd"));
    QString out;
    out.reserve(1 << 20);
    out += (edition.meta.name.isEmpty() ? words.title : edition.meta.name) + QStringLiteral("\n\n")
           + words.effective(date) + QStringLiteral("\n\n") + words.introduction
           + QStringLiteral("\n\nExported by Rulekeeper.\n\n") + words.contents + QStringLiteral("\n\n");

    std::vector<std::pair<rulesdb::RuleNumber, const rulesdb::RuleEntry *>> parsed;
    for (const auto &r : edition.rules)
        if (auto n = rulesdb::RuleNumber::parse(r.number))
            parsed.emplace_back(*n, &r);

    for (const auto &[n, r] : parsed) {
        if (n.kind() == rulesdb::RuleKind::Section)
            out += (out.endsWith(QStringLiteral("\n\n")) ? QString() : QStringLiteral("\n"))
                   + n.toString() + u' ' + r->text + u'\n';
        else if (n.kind() == rulesdb::RuleKind::Heading)
            out += n.toString() + u' ' + r->text + u'\n';
    }
    out += u'\n' + words.glossary + QStringLiteral("\n\n") + words.credits + QStringLiteral("\n\n");

    for (const auto &[n, r] : parsed) {
        appendParagraphs(out, numberedLine(n, r->text.section(u'\n', 0, 0)), r->text);
        out += u'\n';
        for (const QString &example : r->examples) {
            appendParagraphs(out, words.example + example.section(u'\n', 0, 0),
                             example);
            out += u'\n';
        }
    }
    out += words.glossary + QStringLiteral("\n\n");
    for (const auto &g : edition.glossary) {
        out += g.term + u'\n' + g.definition + QStringLiteral("\n\n");
    }
    out += words.credits + QStringLiteral("\n\n") + edition.credits + u'\n';
    return out;
}

} // namespace importers
