// `diff`: what changed between two editions, rule by rule (renumbered, split, merged) or
// section by section; as text, JSON or an HTML report.

#include "cards.h"
#include "commands.h"
#include "context.h"

#include "lineage/editiondiff.h"
#include "output/diffreport.h"
#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>

namespace cli::commands {

namespace {

// diff --html: the whole report or nothing.
void writeHtmlReport(const QString &path, const QString &html)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(html.toUtf8()) < 0 || !file.commit())
        throw UsageError{QStringLiteral("diff: cannot write %1: %2").arg(path, file.errorString())};
}

// What diff --html prints instead of the diff: where the report went.
QString reportWrittenLine(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to, const QString &path)
{
    return QStringLiteral("%1 %2 → %3 (%4): report written to %5\n")
        .arg(documentShortName(from.document), from.date, to.date, from.language, path);
}

// `diff` of two editions of a policy document, section by section; its HTML report written
// to htmlPath too unless that is empty.
int sectionDiff(Context &context, const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to, const QString &htmlPath)
{
    const auto changes = context.store().sectionDiff(from, to);
    if (!htmlPath.isEmpty()) {
        writeHtmlReport(htmlPath, sectionDiffHtml(from, to, changes));
        if (!context.json) {
            context.out << reportWrittenLine(from, to, htmlPath);
            return 0;
        }
    }
    if (context.json) {
        QJsonArray list;
        for (const auto &c : changes) {
            if (c.kind == rulesdb::ChangeKind::Unchanged)
                continue;
            QJsonObject o{{QStringLiteral("kind"), rulesdb::changeKindName(c.kind)},
                          {QStringLiteral("old"), QJsonArray::fromStringList(c.older)},
                          {QStringLiteral("new"), QJsonArray::fromStringList(c.newer)},
                          {QStringLiteral("title"), c.title}};
            if (!c.diff.isEmpty())
                o.insert(QStringLiteral("diff"), c.diff);
            list.append(o);
        }
        writeJson(context.out, QJsonObject{{QStringLiteral("document"), rulesdb::documentName(from.document)},
                                     {QStringLiteral("from"), from.date},
                                     {QStringLiteral("to"), to.date},
                                     {QStringLiteral("language"), from.language},
                                     {QStringLiteral("changes"), list}});
        return 0;
    }
    const auto changed = std::count_if(changes.begin(), changes.end(),
                                       [](const auto &c) { return c.kind != rulesdb::ChangeKind::Unchanged; });
    context.out << QStringLiteral("%1 %2 -> %3 (%4): %5 sections changed\n")
                 .arg(documentShortName(from.document), from.date, to.date, from.language, QString::number(changed));
    for (const auto &c : changes) {
        if (c.kind == rulesdb::ChangeKind::Unchanged)
            continue;
        const QString where = c.older.isEmpty()   ? c.newer.join(QStringLiteral(", "))
                              : c.newer.isEmpty() ? c.older.join(QStringLiteral(", "))
                              : c.older == c.newer ? c.newer.join(QStringLiteral(", "))
                                                   : c.older.join(QStringLiteral(", ")) + QStringLiteral(" -> ")
                                                         + c.newer.join(QStringLiteral(", "));
        context.out << QStringLiteral("\n%1  %2  %3\n").arg(rulesdb::changeKindName(c.kind), where, c.title);
        if (!c.diff.isEmpty())
            context.out << indent(plain(c.diff), QStringLiteral("    "));
    }
    return 0;
}

} // namespace

int runDiff(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption html(QStringLiteral("html"), QStringLiteral("Write an HTML report."),
                                  QStringLiteral("file"));
    parser.addOptions({kLanguageOption, html, kDocumentOption});
    parseCommand(parser, QStringLiteral("diff"), args, context);
    const QStringList dates = parser.positionalArguments();
    if (dates.size() != 2)
        throw UsageError{QStringLiteral("diff: expected two editions, e.g. diff 2009-07-11 2026-01-16")};
    const QString language = parser.value(kLanguageOption);
    const auto document = *documentOption(parser, QStringLiteral("diff"), false);
    if (document == rulesdb::Document::Cards)
        return cardDiff(context, dates[0], dates[1]);
    if (document != rulesdb::Document::CR)
        return sectionDiff(context, context.resolveEdition(dates[0], language, document), context.resolveEdition(dates[1], language, document),
                           parser.isSet(html) ? parser.value(html) : QString());
    const rulesdb::EditionInfo from = context.resolveEdition(dates[0], language);
    const rulesdb::EditionInfo to = context.resolveEdition(dates[1], language);
    const rulesdb::EditionChanges changes = rulesdb::editionChanges(context.store(), from, to);
    if (!parser.isSet(html) && !context.json) {
        context.writeOut(diffText(changes));
        return 0;
    }
    const rulesdb::EditionDiff diff = rulesdb::diffOfChanges(changes);
    if (parser.isSet(html)) {
        writeHtmlReport(parser.value(html), diffHtml(diff));
        if (!context.json) {
            context.out << reportWrittenLine(from, to, parser.value(html));
            return 0;
        }
    }
    writeJson(context.out, diffJson(diff));
    return 0;
}

} // namespace cli::commands
