// `export`: one edition as JSON or as text in the shape of its source.

#include "commands.h"
#include "context.h"

#include "officialtextwriter.h"
#include "output/jsonview.h"
#include "output/sectionview.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QSaveFile>

namespace cli::commands {

int runExport(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("json or txt."),
                                    QStringLiteral("format"), QStringLiteral("json"));
    const QCommandLineOption output(QStringLiteral("output"), QStringLiteral("Write to a file."),
                                    QStringLiteral("file"));
    parser.addOptions({kEditionOption, kLanguageOption, format, output, kDocumentOption});
    parseCommand(parser, QStringLiteral("export"), args, context);
    const auto document = *documentOption(parser, QStringLiteral("export"), false);
    if (!parser.isSet(kEditionOption))
        throw UsageError{QStringLiteral("export: expected --edition D")};
    const QString fmt = context.json ? QStringLiteral("json") : parser.value(format);
    if (fmt != QStringLiteral("json") && fmt != QStringLiteral("txt"))
        throw UsageError{QStringLiteral("export: --format expects json or txt")};
    const auto edition = context.resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    const auto data = context.store().exportEdition(edition);
    const QString text = fmt == QStringLiteral("json") ? QString::fromUtf8(QJsonDocument(exportJson(data)).toJson())
                         : document == rulesdb::Document::CR ? importers::writeOfficialText(data)
                                                             : policyEditionText(data);
    if (!parser.isSet(output)) {
        context.out << text;
        return 0;
    }
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        throw UsageError{QStringLiteral("export: cannot write %1: %2")
                             .arg(parser.value(output), file.errorString())};
    return 0;
}

} // namespace cli::commands
