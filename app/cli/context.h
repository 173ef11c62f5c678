#pragma once
// What every command of rulekeeper-cli works with: where it writes, the database it opens
// (only when it needs one: `--help` never opens it), and the options and helpers the
// commands share. Each command lives in a file of its own under commands/.

#include "document.h"
#include "rulenumber.h"

#include <QCommandLineOption>
#include <QString>
#include <QTextStream>
#include <memory>
#include <optional>

class QCommandLineParser;
class QJsonValue;

namespace rulesdb {
class RulesStore;
struct EditionInfo;
}

namespace cli {

// A mistake in how the command was called; reported like every other error, exit status 2.
struct UsageError {
    QString message;
};

class Context {
public:
    Context(QTextStream &output, QTextStream &errors);
    ~Context();

    QTextStream &out;
    QTextStream &err;
    QString dbPath;
    bool json = false;

    // Writes a long text (a report) to `out` at once: its UTF-8 goes to the device in one
    // write, after what `out` holds, instead of being copied into the stream's buffer and
    // converted piece by piece. A stream on a string takes it as any text.
    void writeOut(const QString &text);

    // The database, opened on first use.
    rulesdb::RulesStore &store();
    // The edition a command names by date ("" or "latest": the newest) and language;
    // a UsageError listing the editions held when there is none.
    rulesdb::EditionInfo resolveEdition(const QString &date, const QString &language,
                                        rulesdb::Document document = rulesdb::Document::CR);

private:
    std::unique_ptr<rulesdb::RulesStore> m_store;
};

// Options several commands take.
extern const QCommandLineOption kEditionOption;
extern const QCommandLineOption kDocumentOption;
extern const QCommandLineOption kLanguageOption;

// Parses one command's arguments; the global --db and --json are accepted after the
// command too and land in the context.
void parseCommand(QCommandLineParser &parser, const QString &command, const QStringList &args, Context &context);
// The document a command is about; nullopt for "all" where the command takes it.
std::optional<rulesdb::Document> documentOption(const QCommandLineParser &parser, const QString &command,
                                                bool takesAll);
QString joinedPositionals(const QCommandLineParser &parser);
// A rule number as typed, or a UsageError saying what a rule number looks like.
rulesdb::RuleNumber parseNumber(const QString &text);

void writeJson(QTextStream &out, const QJsonValue &value);
// Rule text as text output prints it: the source's italics ("_Magic_") as plain words. JSON
// and exports keep the text as stored.
QString plain(const QString &text);
// Each line of text behind the prefix.
QString indent(const QString &text, const QString &prefix);

} // namespace cli
