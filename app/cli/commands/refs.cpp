// `refs`: what a rule or section cites and what cites it, in its own document and the others.

#include "commands.h"
#include "context.h"

#include "italics.h"
#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

namespace {

// One outgoing link between documents, as refs prints it.
QString linkLine(const rulesdb::DocumentLinkTo &link)
{
    const QString where = link.targetEdition.isEmpty()
                              ? QStringLiteral("  [no edition of the %1 in force then]").arg(rulesdb::documentTitle(link.targetDocument))
                          : link.exists ? QStringLiteral("  (%1)").arg(link.targetEdition)
                                        : QStringLiteral("  [not in the %1 edition]").arg(link.targetEdition);
    return QStringLiteral("  %1%2%3  \"%4\"%5\n")
        .arg(documentShortName(link.targetDocument), link.target.isEmpty() ? QString() : u' ' + link.target,
             link.fromPart.isEmpty() ? QString() : QStringLiteral(" (in %1)").arg(link.fromPart),
             rulesdb::withoutItalicMarks(link.cited), where);
}

// `refs` of a section: its links to the documents and theirs to it.
int sectionRefs(Context &context, const QCommandLineParser &parser, rulesdb::Document document, const QString &typed)
{
    if (typed.isEmpty())
        throw UsageError{QStringLiteral("refs: expected a section number or title, e.g. refs 2.1 --document %1")
                             .arg(rulesdb::documentName(document))};
    const auto edition = context.resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    const auto section = context.store().section(edition, typed);
    if (!section)
        throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                             .arg(typed, rulesdb::documentTitle(document), edition.date, edition.language)};
    const auto out = context.store().sectionLinksFrom(edition, *section);
    const auto in = context.store().sectionLinksTo(edition, *section);
    const QString name = section->number.isEmpty() ? section->title : section->number;
    if (context.json) {
        QJsonArray outgoing, incoming;
        for (const auto &link : out)
            outgoing.append(documentLinkJson(link));
        for (const auto &link : in)
            incoming.append(documentLinkJson(link));
        writeJson(context.out, QJsonObject{{QStringLiteral("document"), rulesdb::documentName(document)},
                                     {QStringLiteral("edition"), edition.date},
                                     {QStringLiteral("language"), edition.language},
                                     {QStringLiteral("number"), name},
                                     {QStringLiteral("outgoing"), outgoing},
                                     {QStringLiteral("incoming"), incoming}});
        return 0;
    }
    context.out << QStringLiteral("%1 %2 cites (%3):\n").arg(documentShortName(document), name, edition.date);
    if (out.empty())
        context.out << QStringLiteral("  nothing\n");
    for (const auto &link : out)
        context.out << linkLine(link);
    context.out << QStringLiteral("Cited by:\n");
    if (in.empty())
        context.out << QStringLiteral("  nothing\n");
    for (const auto &link : in)
        context.out << QStringLiteral("  %1 %2%3  \"%4\"  (%5)\n")
                     .arg(documentShortName(link.fromDocument), link.from,
                          link.fromPart.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(link.fromPart),
                          plain(link.cited), link.fromEdition);
    return 0;
}

} // namespace

int runRefs(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOptions({kEditionOption, kLanguageOption, kDocumentOption});
    parseCommand(parser, QStringLiteral("refs"), args, context);
    const QString numberText = joinedPositionals(parser);
    if (const auto document = *documentOption(parser, QStringLiteral("refs"), false); document != rulesdb::Document::CR)
        return sectionRefs(context, parser, document, numberText);
    if (numberText.isEmpty())
        throw UsageError{QStringLiteral("refs: expected a rule number, e.g. refs 601.2f")};
    const rulesdb::RuleNumber number = parseNumber(numberText);
    const auto edition = context.resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption));
    const auto rule = context.store().rule(edition, number);
    if (!rule)
        throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                             .arg(number.toString(), edition.date, edition.language)};
    const auto out = context.store().referencesFrom(edition, number);
    const auto in = context.store().referencesTo(edition, number);
    const auto documents = context.store().documentLinksOfRule(edition, rule->rule);
    if (context.json) {
        QJsonArray outgoing, incoming;
        for (const auto &c : out)
            outgoing.append(citationJson(c));
        for (const auto &link : documents)
            outgoing.append(documentLinkJson(link));
        for (const auto &c : in)
            incoming.append(citationJson(c));
        writeJson(context.out, QJsonObject{{QStringLiteral("edition"), edition.date},
                                     {QStringLiteral("language"), edition.language},
                                     {QStringLiteral("number"), number.toString()},
                                     {QStringLiteral("outgoing"), outgoing},
                                     {QStringLiteral("incoming"), incoming}});
        return 0;
    }
    context.out << number.toString() << QStringLiteral(" cites (") << edition.date << QStringLiteral("):\n");
    if (out.empty() && documents.empty())
        context.out << QStringLiteral("  nothing\n");
    for (const auto &c : out)
        context.out << QStringLiteral("  %1%2  \"%3\"%4\n")
                     .arg(c.target, c.in == rulesdb::TextPlace::Example ? QStringLiteral(" (in an example)") : QString(),
                          plain(c.cited), c.exists ? QString() : QStringLiteral("  [no such rule in this edition]"));
    for (const auto &link : documents)
        context.out << linkLine(link);
    context.out << QStringLiteral("Cited by:\n");
    if (in.empty())
        context.out << QStringLiteral("  nothing\n");
    for (const auto &c : in)
        context.out << QStringLiteral("  %1%2  \"%3\"\n")
                     .arg(c.number,
                          c.in == rulesdb::TextPlace::RuleText ? QString() : QStringLiteral(" (%1)").arg(rulesdb::textPlaceName(c.in)),
                          plain(c.cited));
    return 0;
}

} // namespace cli::commands
