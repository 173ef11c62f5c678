#pragma once
// rulekeeper-cli's commands. Usage and database errors are reported on stderr with exit
// status 2; a failing command writes nothing to the database.

#include "document.h"

#include <QString>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <optional>

namespace rulesdb {
class RulesStore;
struct EditionInfo;
}

class QCommandLineParser;
class QCommandLineOption;

namespace cli {

class CliApp {
public:
    CliApp(QTextStream &out, QTextStream &err);
    ~CliApp();
    // Runs one command line (without the program name); returns the exit status.
    int run(QStringList args);

private:
    int runImport(const QStringList &args);
    int runEditions(const QStringList &args);
    int runShow(const QStringList &args);
    int runRefs(const QStringList &args);
    int runSearch(const QStringList &args);
    int runExport(const QStringList &args);
    int runDiff(const QStringList &args);
    int runHistory(const QStringList &args);
    // `show` of a section of the MTR, the IPG or JAR, by number or title.
    int showSection(const QCommandLineParser &parser, const QCommandLineOption &asOf,
                    rulesdb::Document document, const QString &typed);
    // `refs` of a section: its links to the documents and theirs to it.
    int sectionRefs(const QCommandLineParser &parser, rulesdb::Document document, const QString &typed);
    // `diff` of two editions of a policy document, section by section; its HTML report
    // written to htmlPath too unless that is empty.
    int sectionDiff(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to, const QString &htmlPath);
    void printUsage(QTextStream &to) const;
    // What `editions` prints when it lists none: of the document asked for, and which
    // documents the database does hold.
    QString noEditionsLine(std::optional<rulesdb::Document> document);

    rulesdb::RulesStore &store();
    rulesdb::EditionInfo resolveEdition(const QString &date, const QString &language,
                                        rulesdb::Document document = rulesdb::Document::CR);

    QTextStream &m_out;
    QTextStream &m_err;
    QString m_dbPath;
    bool m_json = false;
    std::unique_ptr<rulesdb::RulesStore> m_store;
};

} // namespace cli
