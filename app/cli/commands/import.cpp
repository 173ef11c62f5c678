// `import`: files or folders of any shape into one edition each, all in one transaction; what was added, or why nothing was.

#include "commands.h"
#include "context.h"

#include "cards/cardimport.h"
#include "importer.h"
#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

int runImport(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("Shape of the files."), QStringLiteral("format"),
                                    QStringLiteral("auto"));
    const QCommandLineOption date(QStringLiteral("date"), QStringLiteral("Effective date."),
                                  QStringLiteral("date"));
    const QCommandLineOption partial(QStringLiteral("partial"),
                                     QStringLiteral("The files are excerpts."));
    const QCommandLineOption replace(QStringLiteral("replace"),
                                     QStringLiteral("Replace an edition of the same date."));
    // A whole edition replaced by a copy read as partial, incomplete or lossy is refused,
    // naming what would be lost, unless this says the loss is meant.
    const QCommandLineOption acceptLoss(QStringLiteral("accept-loss"),
                                        QStringLiteral("With --replace: replace even a whole edition by a copy "
                                                       "that holds less."));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QStringLiteral("Language of the rules (default: as the text is written)."),
                                      QStringLiteral("code"));
    // No default: the document is recognised from each file unless named.
    const QCommandLineOption document(QStringLiteral("document"), QStringLiteral("cr, mtr, ipg or jar: what every file must be."),
                                      QStringLiteral("document"));
    parser.addOptions({format, date, language, partial, replace, acceptLoss, document});
    parseCommand(parser, QStringLiteral("import"), args, context);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError{QStringLiteral("import: expected one or more files")};
    if (!importers::supportedFormats().contains(parser.value(format))
        && !importers::cards::cardFormatNamed(parser.value(format)))
        throw UsageError{QStringLiteral("import: unknown format \"%1\"; expected one of %2")
                             .arg(parser.value(format),
                                  (importers::supportedFormats() + importers::cards::cardFormatNames()).join(QStringLiteral(", ")))};

    importers::ImportOptions options;
    options.format = parser.value(format);
    options.date = parser.value(date);
    options.language = parser.value(language);
    options.extraFlags = parser.isSet(partial) ? rulesdb::FlagPartial : 0;
    options.replace = parser.isSet(replace);
    options.acceptLoss = parser.isSet(acceptLoss);
    if (options.acceptLoss && !options.replace)
        throw UsageError{QStringLiteral("import: --accept-loss goes with --replace")};
    if (parser.isSet(document))
        options.document = documentOption(parser, QStringLiteral("import"), false);
    const auto outcomes = importers::importFiles(context.store(), files, options);

    QJsonArray json;
    for (const auto &o : outcomes) {
        if (o.rulings) {
            const rulesdb::RulingSetInfo &set = o.rulings->set;
            const bool added = o.rulings->status == rulesdb::AddStatus::Added;
            if (context.json) {
                json.append(QJsonObject{{QStringLiteral("file"), o.file},
                                        {QStringLiteral("card_rulings"), set.rulings},
                                        {QStringLiteral("set"), set.name},
                                        {QStringLiteral("status"), added ? QStringLiteral("imported")
                                                                         : QStringLiteral("already imported")},
                                        {QStringLiteral("warnings"), QJsonArray::fromStringList(o.warnings)}});
                continue;
            }
            context.out << (added ? QStringLiteral("%1: %2 card rulings  (%3)\n")
                            : QStringLiteral("%1: %2 card rulings already imported  (%3)\n"))
                             .arg(set.name, QString::number(set.rulings), o.file);
            for (const QString &w : o.warnings)
                context.err << QStringLiteral("warning: ") << w << u'\n';
            continue;
        }
        const auto &e = o.result.edition;
        const bool added = o.result.status == rulesdb::AddStatus::Added;
        if (context.json) {
            QJsonObject obj = editionJson(e);
            obj.insert(QStringLiteral("file"), o.file);
            obj.insert(QStringLiteral("status"),
                       added ? QStringLiteral("imported") : QStringLiteral("already imported"));
            obj.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(o.warnings));
            json.append(obj);
            continue;
        }
        if (!added) {
            context.out << QStringLiteral("%1: already imported as %2 (%3)\n")
                         .arg(o.file, e.date, e.language);
            continue;
        }
        const QStringList flags = rulesdb::flagNames(e.flags);
        if (e.document == rulesdb::Document::Cards) {
            // A snapshot of a date already here grows by this file's cards: the counts are the snapshot's.
            context.out << QStringLiteral("CARDS %1: %2 cards, %3 rulings  (%4)\n")
                               .arg(e.date, QString::number(e.rules), QString::number(e.examples), o.file);
            for (const QString &w : o.warnings)
                context.err << QStringLiteral("warning: ") << w << u'\n';
            continue;
        }
        if (e.document != rulesdb::Document::CR) {
            context.out << QStringLiteral("%1 %2 %3: %4 sections, %5 examples%6  (%7)\n")
                         .arg(documentShortName(e.document), e.date, e.language, QString::number(e.rules),
                              QString::number(e.examples),
                              flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(u',')), o.file);
            for (const QString &w : o.warnings)
                context.err << QStringLiteral("warning: ") << w << u'\n';
            continue;
        }
        context.out << QStringLiteral("%1 %2: %3 rules, %4 examples, %5 glossary terms%6  (%7)\n")
                     .arg(e.date, e.language, QString::number(e.rules), QString::number(e.examples),
                          QString::number(e.glossary),
                          flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(u',')), o.file);
        for (const QString &w : o.warnings)
            context.err << QStringLiteral("warning: ") << w << u'\n';
    }
    if (context.json)
        writeJson(context.out, json);
    return 0;
}

} // namespace cli::commands
