// `editions`: the editions the database holds, of one document or all.

#include "commands.h"
#include "context.h"

#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace cli::commands {

namespace {

// What `editions` prints when it lists none: of the document asked for, and which documents
// the database does hold.
QString noEditionsLine(Context &context, std::optional<rulesdb::Document> document)
{
    // The documents that have editions: an empty list of one document is not an empty
    // database.
    QStringList held;
    for (const auto d : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR,
                          rulesdb::Document::Cards})
        if (const auto n = context.store().editions(d).size())
            held << QStringLiteral("%1 (%2)").arg(documentShortName(d)).arg(n);
    if (!document || held.isEmpty())
        return QStringLiteral("No editions yet: import one with rulekeeper-cli import FILE\n");
    return QStringLiteral("No edition of the %1 (%2) yet; the database has editions of: %3\n")
        .arg(rulesdb::documentTitle(*document), documentShortName(*document), held.join(QStringLiteral(", ")));
}

} // namespace

int runEditions(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption(kDocumentOption);
    parseCommand(parser, QStringLiteral("editions"), args, context);
    const auto document = documentOption(parser, QStringLiteral("editions"), true);
    std::vector<rulesdb::EditionInfo> editions;
    for (const auto d : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR,
                          rulesdb::Document::Cards}) {
        if (document && *document != d)
            continue;
        const auto some = context.store().editions(d);
        editions.insert(editions.end(), some.begin(), some.end());
    }
    if (context.json) {
        QJsonArray list;
        for (const auto &e : editions)
            list.append(editionJson(e));
        writeJson(context.out, list);
        return 0;
    }
    if (editions.empty())
        context.out << noEditionsLine(context, document);
    for (const auto &e : editions) {
        const QStringList flags = rulesdb::flagNames(e.flags);
        if (e.document == rulesdb::Document::Cards) {
            context.out << QStringLiteral("%1 %2  %3  %4 cards  %5 rulings  %6\n")
                               .arg(e.date, e.language, documentShortName(e.document), QString::number(e.rules).rightJustified(5),
                                    QString::number(e.examples).rightJustified(5), e.source);
            continue;
        }
        if (e.document != rulesdb::Document::CR) {
            context.out << QStringLiteral("%1 %2  %3  %4 sections  %5 examples  %6%7\n")
                         .arg(e.date, e.language, documentShortName(e.document), QString::number(e.rules).rightJustified(3),
                              QString::number(e.examples).rightJustified(4), e.source,
                              flags.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(flags.join(u',')));
            continue;
        }
        context.out << QStringLiteral("%1 %2  %3 rules  %4 examples  %5 glossary  %6%7\n")
                     .arg(e.date, e.language, QString::number(e.rules).rightJustified(5),
                          QString::number(e.examples).rightJustified(4), QString::number(e.glossary).rightJustified(4),
                          e.source, flags.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(flags.join(u',')));
    }
    return 0;
}

} // namespace cli::commands
