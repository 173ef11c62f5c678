#include "officialtextwriter.h"

#include "rulenumber.h"

#include <QDate>
#include <QLocale>

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
    const QDate date = QDate::fromString(edition.meta.date, QStringLiteral("yyyy-MM-dd"));
    const QString when = QLocale(QLocale::English, QLocale::UnitedStates)
                             .toString(date, QStringLiteral("MMMM d, yyyy"));
    QString out;
    out.reserve(1 << 20);
    out += (edition.meta.name.isEmpty() ? QStringLiteral("Magic: The Gathering Comprehensive Rules")
                                        : edition.meta.name)
           + QStringLiteral("\n\nThese rules are effective as of ") + when
           + QStringLiteral(".\n\nIntroduction\n\nExported by Rulekeeper.\n\nContents\n\n");

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
    out += QStringLiteral("\nGlossary\n\nCredits\n\n");

    for (const auto &[n, r] : parsed) {
        appendParagraphs(out, numberedLine(n, r->text.section(u'\n', 0, 0)), r->text);
        out += u'\n';
        for (const QString &example : r->examples) {
            appendParagraphs(out, QStringLiteral("Example: ") + example.section(u'\n', 0, 0),
                             example);
            out += u'\n';
        }
    }
    out += QStringLiteral("Glossary\n\n");
    for (const auto &g : edition.glossary) {
        out += g.term + u'\n' + g.definition + QStringLiteral("\n\n");
    }
    out += QStringLiteral("Credits\n\n") + edition.credits + u'\n';
    return out;
}

} // namespace importers
