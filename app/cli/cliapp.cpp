#include "cliapp.h"

#include "commands/commands.h"
#include "context.h"
#include "cards/cardimport.h"
#include "importer.h"
#include "importerror.h"
#include "store/dberror.h"

#include <QCoreApplication>

namespace cli {

CliApp::CliApp(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

void CliApp::printUsage(QTextStream &to) const
{
    to << QStringLiteral("Usage: rulekeeper-cli [--db PATH] [--json] COMMAND ...\n\nCommands:\n");
    for (const Command &command : allCommands())
        to << QString::fromUtf8(command.usage);
    to << QStringLiteral("\n"
                         "Formats: %1 (auto recognises the shape from the content).\n"
                         "Card files: %2 (MTGJSON set files, AllPrintings, AtomicCards and their archives;\n"
                         "  Scryfall bulk files, lists and cards; Cockatrice databases and tokens).\n"
                         "The database is RULEKEEPER_DB, or rules.sqlite in the user's data folder.\n"
                         "Every command takes --json. Errors go to stderr with exit status 2.\n")
              .arg(importers::supportedFormats().join(QStringLiteral(", ")),
                   importers::cards::cardFormatNames().join(QStringLiteral(", ")));
}

int CliApp::run(QStringList args)
{
    Context context(m_out, m_err);
    try {
        // Global options come before the command.
        while (!args.isEmpty() && args.front().startsWith(u'-')) {
            const QString opt = args.takeFirst();
            if (opt == QStringLiteral("--db") && !args.isEmpty())
                context.dbPath = args.takeFirst();
            else if (opt.startsWith(QStringLiteral("--db=")))
                context.dbPath = opt.mid(5);
            else if (opt == QStringLiteral("--json"))
                context.json = true;
            else if (opt == QStringLiteral("--help") || opt == QStringLiteral("-h")) {
                printUsage(m_out);
                return 0;
            } else if (opt == QStringLiteral("--version")) {
                m_out << QStringLiteral("rulekeeper-cli ") << QCoreApplication::applicationVersion() << u'\n';
                return 0;
            } else
                throw UsageError{QStringLiteral("unknown option %1").arg(opt)};
        }
        if (args.isEmpty()) {
            printUsage(m_err);
            return 2;
        }
        const QString name = args.takeFirst();
        if (name == QStringLiteral("help")) {
            printUsage(m_out);
            return 0;
        }
        for (const Command &command : allCommands())
            if (name == QLatin1StringView(command.name))
                return command.run(context, args);
        throw UsageError{QStringLiteral("unknown command \"%1\" (try --help)").arg(name)};
    } catch (const UsageError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.message << u'\n';
    } catch (const importers::ImportError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.toString() << QStringLiteral("\nNothing was imported.\n");
    } catch (const rulesdb::DbError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.message() << u'\n';
    }
    return 2;
}

} // namespace cli
