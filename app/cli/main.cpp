// rulekeeper-cli: look rules up, import editions, search and export from a terminal.

#include "cliapp.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rulekeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RULEKEEPER_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::CliApp cliApp(out, err);
    const int status = cliApp.run(app.arguments().mid(1));
    out.flush();
    err.flush();
    return status;
}
