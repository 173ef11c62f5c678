// `history`: every edition's step of one rule or section, followed through renumbering; the
// steps that changed only typography left out when asked.

#include "cards.h"
#include "commands.h"
#include "context.h"

#include "lineage/history.h"
#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

int runHistory(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption hideTypography(QStringLiteral("hide-typography"),
                                            QStringLiteral("Leave out the steps that changed only quotes, dashes or case."));
    parser.addOptions({kEditionOption, kLanguageOption, kDocumentOption, hideTypography});
    parseCommand(parser, QStringLiteral("history"), args, context);
    const QString numberText = joinedPositionals(parser);
    const auto document = *documentOption(parser, QStringLiteral("history"), false);
    if (document == rulesdb::Document::Cards) {
        if (numberText.trimmed().isEmpty())
            throw UsageError{QStringLiteral("history: expected a card name, e.g. history Lotus Bloom --document cards")};
        return cardHistory(context, numberText);
    }
    if (numberText.isEmpty())
        throw UsageError{document == rulesdb::Document::CR
                             ? QStringLiteral("history: expected a rule number, e.g. history 702.19b")
                             : QStringLiteral("history: expected a section number or title, e.g. history 4.5 --document %1")
                                   .arg(rulesdb::documentName(document))};
    const auto edition = context.resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    std::vector<rulesdb::HistoryEntry> entries;
    QString name;
    if (document == rulesdb::Document::CR) {
        const rulesdb::RuleNumber number = parseNumber(numberText);
        name = number.toString();
        entries = context.store().history(edition, number);
        if (entries.empty())
            throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                                 .arg(number.toString(), edition.date, edition.language)};
    } else {
        const auto section = context.store().section(edition, numberText);
        if (!section)
            throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                                 .arg(numberText, rulesdb::documentTitle(document), edition.date, edition.language)};
        name = documentShortName(document) + u' ' + (section->number.isEmpty() ? section->title : section->number);
        entries = context.store().sectionHistory(edition, *section);
    }
    int hidden = 0;
    if (parser.isSet(hideTypography))
        entries = rulesdb::withoutTypographySteps(entries, &hidden);
    if (context.json) {
        QJsonArray list;
        for (const auto &h : entries) {
            QJsonObject o{{QStringLiteral("edition"), h.edition},
                          {QStringLiteral("number"), h.number},
                          {QStringLiteral("change"), rulesdb::changeKindName(h.change)},
                          {QStringLiteral("text"), h.text}};
            if (!h.previousNumber.isEmpty())
                o.insert(QStringLiteral("previous_number"), h.previousNumber);
            if (!h.diff.isEmpty())
                o.insert(QStringLiteral("diff"), h.diff);
            if (!h.examples.isEmpty())
                o.insert(QStringLiteral("examples"), QJsonArray::fromStringList(h.examples));
            list.append(o);
        }
        writeJson(context.out, list);
        return 0;
    }
    context.out << QStringLiteral("History of %1 (%2, as numbered in %3)\n").arg(name, edition.language, edition.date);
    for (const auto &h : entries) {
        context.out << QStringLiteral("\n%1  %2  %3%4\n")
                     .arg(h.edition, h.number, rulesdb::changeKindName(h.change),
                          h.previousNumber.isEmpty() ? QString() : QStringLiteral(" (was %1)").arg(h.previousNumber));
        context.out << indent(plain(h.diff.isEmpty() ? rulesdb::wordingWithExamples(h.text, h.examples) : h.diff), QStringLiteral("    "));
    }
    if (hidden > 0)
        context.out << QStringLiteral("\n(%1 step%2 that changed only typography hidden; without --hide-typography they are shown)\n")
                     .arg(hidden)
                     .arg(hidden == 1 ? QString() : QStringLiteral("s"));
    return 0;
}

} // namespace cli::commands
