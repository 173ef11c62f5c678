#pragma once
// The commands of rulekeeper-cli, one file each in this folder. A new command is a new file
// and one row in the table of commands.cpp: its name, the lines --help prints for it and
// the function that runs it.

#include <QStringList>
#include <span>

namespace cli {

class Context;

struct Command {
    const char *name;
    // Its lines in --help, each "  name ..." and indented continuations.
    const char *usage;
    int (*run)(Context &context, const QStringList &args);
};

// Every command, in the order --help lists them.
std::span<const Command> allCommands();

namespace commands {
int runImport(Context &context, const QStringList &args);
int runEditions(Context &context, const QStringList &args);
int runShow(Context &context, const QStringList &args);
int runRefs(Context &context, const QStringList &args);
int runSearch(Context &context, const QStringList &args);
int runExport(Context &context, const QStringList &args);
int runDiff(Context &context, const QStringList &args);
int runHistory(Context &context, const QStringList &args);
int runCard(Context &context, const QStringList &args);
} // namespace commands

} // namespace cli
