#pragma once
// The command line as a script or a judge at a terminal meets it: whole `rulekeeper-cli`
// processes, each command run N times and counted by its median, from the start of the
// process to its exit. Given several programs (the build before a change and this one),
// their runs alternate, so that both meet the machine's same moments.

#include <QJsonObject>
#include <QStringList>

struct CliBenchOptions {
    QStringList dbs;       // the database the commands read (the whole library, for the targets):
                           // one for all programs, or one each (copies of one database, each
                           // in the shape its build keeps, e.g. its full-text index's version)
    QStringList programs;  // rulekeeper-cli builds to compare; the first is the reference
    int runs = 10;         // of each command per program
    bool allPairs = false; // also every consecutive pair of the CR's whole English editions
};

// {runs, programs, commands: [{name, args, median_ms: [per program], min_ms, max_ms}],
// pairs: {count, median_ms, max_ms per program}}; empty, with *error, when a program
// cannot be run.
QJsonObject measureCli(const CliBenchOptions &options, QString *error);
void printCli(const QJsonObject &cli);
