#pragma once
// rulekeeper-cli: the global options, then one of the commands in commands/. Usage and
// database errors are reported on stderr with exit status 2; a failing command writes
// nothing to the database.

#include <QStringList>
#include <QTextStream>

namespace cli {

class CliApp {
public:
    CliApp(QTextStream &out, QTextStream &err);
    // Runs one command line (without the program name); returns the exit status.
    int run(QStringList args);

private:
    void printUsage(QTextStream &to) const;

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace cli
