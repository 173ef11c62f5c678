#include "cliapp.h"

#include "diffreport.h"
#include "importer.h"
#include "importerror.h"
#include "italics.h"
#include "jsonview.h"
#include "sectionview.h"
#include "sincetext.h"
#include "officialtextwriter.h"
#include "store/paths.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "search/ruleswords.h"
#include "store/dberror.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <utility>

namespace cli {

namespace {

// A mistake in how the command was called; reported like every other error.
struct UsageError {
    QString message;
};

const QCommandLineOption kDbOption({QStringLiteral("db")}, QStringLiteral("Database file."),
                                   QStringLiteral("path"));
const QCommandLineOption kJsonOption(QStringLiteral("json"), QStringLiteral("Print JSON."));
const QCommandLineOption kEditionOption(QStringLiteral("edition"),
                                        QStringLiteral("Edition date (YYYY-MM-DD)."),
                                        QStringLiteral("date"));
const QCommandLineOption kDocumentOption(QStringLiteral("document"),
                                         QStringLiteral("cr, mtr, ipg or jar (default cr)."),
                                         QStringLiteral("document"), QStringLiteral("cr"));
const QCommandLineOption kLanguageOption(QStringLiteral("language"),
                                         QStringLiteral("Edition language."),
                                         QStringLiteral("code"), QStringLiteral("en"));

// Parses one command's arguments; global options are accepted after the command too.
void parseCommand(QCommandLineParser &parser, const QString &command, const QStringList &args,
                  QString *dbPath, bool *json)
{
    parser.addOption(kDbOption);
    parser.addOption(kJsonOption);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{command} + args))
        throw UsageError{command + QStringLiteral(": ") + parser.errorText()};
    if (parser.isSet(kDbOption))
        *dbPath = parser.value(kDbOption);
    if (parser.isSet(kJsonOption))
        *json = true;
}

// The document a command is about; nullopt for "all" where the command takes it.
std::optional<rulesdb::Document> documentOption(const QCommandLineParser &parser, const QString &command,
                                                bool takesAll)
{
    const QString name = parser.value(kDocumentOption);
    if (takesAll && name.compare(QStringLiteral("all"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    if (const auto d = rulesdb::documentNamed(name))
        return d;
    throw UsageError{QStringLiteral("%1: --document %2 is no document; expected cr, mtr, ipg or jar%3")
                         .arg(command, name, takesAll ? QStringLiteral(" or all") : QString())};
}

// One outgoing link between documents, as refs prints it.
QString linkLine(const rulesdb::DocumentLinkTo &link)
{
    const QString where = link.targetEdition.isEmpty()
                              ? QStringLiteral("  [no edition of the %1 in force then]").arg(rulesdb::documentTitle(link.targetDocument))
                          : link.exists ? QStringLiteral("  (%1)").arg(link.targetEdition)
                                        : QStringLiteral("  [not in the %1 edition]").arg(link.targetEdition);
    return QStringLiteral("  %1%2%3  \"%4\"%5\n")
        .arg(documentShortName(link.targetDocument), link.target.isEmpty() ? QString() : u' ' + link.target,
             link.fromPart.isEmpty() ? QString() : QStringLiteral(" (in %1)").arg(link.fromPart),
             rulesdb::withoutItalicMarks(link.cited), where);
}

QString joinedPositionals(const QCommandLineParser &parser)
{
    return parser.positionalArguments().join(u' ');
}

void writeJson(QTextStream &out, const QJsonValue &value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray())
                                              : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

// Rule text as text output prints it: the source's italics ("_Magic_") as plain words. JSON
// and exports keep the text as stored.
QString plain(const QString &text)
{
    return rulesdb::withoutItalicMarks(text);
}

QString indent(const QString &text, const QString &prefix)
{
    QString out;
    const QStringList lines = text.split(u'\n');
    for (const QString &line : lines)
        out += prefix + line + u'\n';
    return out;
}

rulesdb::RuleNumber parseNumber(const QString &text)
{
    const auto n = rulesdb::RuleNumber::parse(text);
    if (!n)
        throw UsageError{QStringLiteral("\"%1\" is not a rule number: expected a section (1.), "
                                        "heading (100.), rule (100.1) or subrule (100.1a)")
                             .arg(text)};
    return *n;
}

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

} // namespace

CliApp::CliApp(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}
CliApp::~CliApp() = default;

void CliApp::printUsage(QTextStream &to) const
{
    to << QStringLiteral(
        "Usage: rulekeeper-cli [--db PATH] [--json] COMMAND ...\n"
        "\n"
        "Commands:\n"
        "  import [--format FORMAT] [--date D] [--language L] [--partial] [--replace [--accept-loss]]\n"
        "         [--document cr|mtr|ipg|jar] FILE|FOLDER...\n"
        "  editions [--document cr|mtr|ipg|jar|all]\n"
        "  show NUMBER [--edition D] [--as-of D] [--language L] [--document cr|mtr|ipg|jar]\n"
        "  show TITLE --document jar (a section the document does not number)\n"
        "  refs NUMBER [--edition D] [--language L] [--document cr|mtr|ipg|jar]\n"
        "  search QUERY [--edition D|all] [--examples-only] [--limit N] [--language L]\n"
        "         [--document cr|mtr|ipg|jar|all]\n"
        "  export --edition D [--language L] --format json|txt [--output FILE] [--document cr|mtr|ipg|jar]\n"
        "  diff OLD NEW [--language L] [--html FILE] [--document cr|mtr|ipg|jar]\n"
        "  history NUMBER [--edition D] [--language L] [--document cr|mtr|ipg|jar] [--hide-typography]\n"
        "\n"
        "Formats: %1 (auto recognises the shape from the content).\n"
        "The database is RULEKEEPER_DB, or rules.sqlite in the user's data folder.\n"
        "Every command takes --json. Errors go to stderr with exit status 2.\n")
              .arg(importers::supportedFormats().join(QStringLiteral(", ")));
}

rulesdb::RulesStore &CliApp::store()
{
    if (!m_store)
        m_store = std::make_unique<rulesdb::RulesStore>(
            m_dbPath.isEmpty() ? rulesdb::defaultDatabasePath() : m_dbPath);
    return *m_store;
}

rulesdb::EditionInfo CliApp::resolveEdition(const QString &date, const QString &language,
                                           rulesdb::Document document)
{
    const QString wanted = date == QStringLiteral("latest") ? QString() : date;
    if (auto e = store().edition(wanted, language, document))
        return *e;
    QStringList have;
    for (const auto &e : store().editions(document))
        if (e.language == language)
            have << e.date;
    // The CR's messages as they always were; another document's name it.
    const QString of = document == rulesdb::Document::CR
                           ? QString()
                           : QStringLiteral(" of the %1").arg(rulesdb::documentTitle(document));
    if (wanted.isEmpty())
        throw UsageError{QStringLiteral("the database has no edition%2 in language \"%1\"; "
                                        "import one with: rulekeeper-cli import FILE")
                             .arg(language, of)};
    throw UsageError{QStringLiteral("no edition%4 dated %1 (%2); the database has: %3")
                         .arg(wanted, language,
                              have.isEmpty() ? QStringLiteral("none") : have.join(QStringLiteral(", ")), of)};
}

int CliApp::run(QStringList args)
{
    try {
        // Global options come before the command.
        while (!args.isEmpty() && args.front().startsWith(u'-')) {
            const QString opt = args.takeFirst();
            if (opt == QStringLiteral("--db") && !args.isEmpty())
                m_dbPath = args.takeFirst();
            else if (opt.startsWith(QStringLiteral("--db=")))
                m_dbPath = opt.mid(5);
            else if (opt == QStringLiteral("--json"))
                m_json = true;
            else if (opt == QStringLiteral("--help") || opt == QStringLiteral("-h")) {
                printUsage(m_out);
                return 0;
            } else if (opt == QStringLiteral("--version")) {
                m_out << QStringLiteral("rulekeeper-cli ")
                      << QCoreApplication::applicationVersion() << u'\n';
                return 0;
            } else
                throw UsageError{QStringLiteral("unknown option %1").arg(opt)};
        }
        if (args.isEmpty()) {
            printUsage(m_err);
            return 2;
        }
        const QString command = args.takeFirst();
        if (command == QStringLiteral("import"))
            return runImport(args);
        if (command == QStringLiteral("editions"))
            return runEditions(args);
        if (command == QStringLiteral("show"))
            return runShow(args);
        if (command == QStringLiteral("refs"))
            return runRefs(args);
        if (command == QStringLiteral("search"))
            return runSearch(args);
        if (command == QStringLiteral("export"))
            return runExport(args);
        if (command == QStringLiteral("diff"))
            return runDiff(args);
        if (command == QStringLiteral("history"))
            return runHistory(args);
        if (command == QStringLiteral("help")) {
            printUsage(m_out);
            return 0;
        }
        throw UsageError{QStringLiteral("unknown command \"%1\" (try --help)").arg(command)};
    } catch (const UsageError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.message << u'\n';
    } catch (const importers::ImportError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.toString()
              << QStringLiteral("\nNothing was imported.\n");
    } catch (const rulesdb::DbError &e) {
        m_err << QStringLiteral("rulekeeper-cli: ") << e.message() << u'\n';
    }
    return 2;
}

int CliApp::runImport(const QStringList &args)
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
    parseCommand(parser, QStringLiteral("import"), args, &m_dbPath, &m_json);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError{QStringLiteral("import: expected one or more files")};
    if (!importers::supportedFormats().contains(parser.value(format)))
        throw UsageError{QStringLiteral("import: unknown format \"%1\"; expected one of %2")
                             .arg(parser.value(format),
                                  importers::supportedFormats().join(QStringLiteral(", ")))};

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
    const auto outcomes = importers::importFiles(store(), files, options);

    QJsonArray json;
    for (const auto &o : outcomes) {
        if (o.rulings) {
            const rulesdb::RulingSetInfo &set = o.rulings->set;
            const bool added = o.rulings->status == rulesdb::AddStatus::Added;
            if (m_json) {
                json.append(QJsonObject{{QStringLiteral("file"), o.file},
                                        {QStringLiteral("card_rulings"), set.rulings},
                                        {QStringLiteral("set"), set.name},
                                        {QStringLiteral("status"), added ? QStringLiteral("imported")
                                                                         : QStringLiteral("already imported")},
                                        {QStringLiteral("warnings"), QJsonArray::fromStringList(o.warnings)}});
                continue;
            }
            m_out << (added ? QStringLiteral("%1: %2 card rulings  (%3)\n")
                            : QStringLiteral("%1: %2 card rulings already imported  (%3)\n"))
                             .arg(set.name, QString::number(set.rulings), o.file);
            for (const QString &w : o.warnings)
                m_err << QStringLiteral("warning: ") << w << u'\n';
            continue;
        }
        const auto &e = o.result.edition;
        const bool added = o.result.status == rulesdb::AddStatus::Added;
        if (m_json) {
            QJsonObject obj = editionJson(e);
            obj.insert(QStringLiteral("file"), o.file);
            obj.insert(QStringLiteral("status"),
                       added ? QStringLiteral("imported") : QStringLiteral("already imported"));
            obj.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(o.warnings));
            json.append(obj);
            continue;
        }
        if (!added) {
            m_out << QStringLiteral("%1: already imported as %2 (%3)\n")
                         .arg(o.file, e.date, e.language);
            continue;
        }
        const QStringList flags = rulesdb::flagNames(e.flags);
        if (e.document != rulesdb::Document::CR) {
            m_out << QStringLiteral("%1 %2 %3: %4 sections, %5 examples%6  (%7)\n")
                         .arg(documentShortName(e.document), e.date, e.language, QString::number(e.rules),
                              QString::number(e.examples),
                              flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(u',')), o.file);
            for (const QString &w : o.warnings)
                m_err << QStringLiteral("warning: ") << w << u'\n';
            continue;
        }
        m_out << QStringLiteral("%1 %2: %3 rules, %4 examples, %5 glossary terms%6  (%7)\n")
                     .arg(e.date, e.language, QString::number(e.rules), QString::number(e.examples),
                          QString::number(e.glossary),
                          flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(u',')), o.file);
        for (const QString &w : o.warnings)
            m_err << QStringLiteral("warning: ") << w << u'\n';
    }
    if (m_json)
        writeJson(m_out, json);
    return 0;
}

int CliApp::runEditions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption(kDocumentOption);
    parseCommand(parser, QStringLiteral("editions"), args, &m_dbPath, &m_json);
    const auto document = documentOption(parser, QStringLiteral("editions"), true);
    std::vector<rulesdb::EditionInfo> editions;
    for (const auto d : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR}) {
        if (document && *document != d)
            continue;
        const auto some = store().editions(d);
        editions.insert(editions.end(), some.begin(), some.end());
    }
    if (m_json) {
        QJsonArray list;
        for (const auto &e : editions)
            list.append(editionJson(e));
        writeJson(m_out, list);
        return 0;
    }
    if (editions.empty())
        m_out << noEditionsLine(document);
    for (const auto &e : editions) {
        const QStringList flags = rulesdb::flagNames(e.flags);
        if (e.document != rulesdb::Document::CR) {
            m_out << QStringLiteral("%1 %2  %3  %4 sections  %5 examples  %6%7\n")
                         .arg(e.date, e.language, documentShortName(e.document), QString::number(e.rules).rightJustified(3),
                              QString::number(e.examples).rightJustified(4), e.source,
                              flags.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(flags.join(u',')));
            continue;
        }
        m_out << QStringLiteral("%1 %2  %3 rules  %4 examples  %5 glossary  %6%7\n")
                     .arg(e.date, e.language, QString::number(e.rules).rightJustified(5),
                          QString::number(e.examples).rightJustified(4), QString::number(e.glossary).rightJustified(4),
                          e.source, flags.isEmpty() ? QString() : QStringLiteral("  [%1]").arg(flags.join(u',')));
    }
    return 0;
}

QString CliApp::noEditionsLine(std::optional<rulesdb::Document> document)
{
    // The documents that have editions: an empty list of one document is not an empty
    // database.
    QStringList held;
    for (const auto d : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR})
        if (const auto n = store().editions(d).size())
            held << QStringLiteral("%1 (%2)").arg(documentShortName(d)).arg(n);
    if (!document || held.isEmpty())
        return QStringLiteral("No editions yet: import one with rulekeeper-cli import FILE\n");
    return QStringLiteral("No edition of the %1 (%2) yet; the database has editions of: %3\n")
        .arg(rulesdb::documentTitle(*document), documentShortName(*document), held.join(QStringLiteral(", ")));
}

int CliApp::runShow(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  QStringLiteral("Rules in force on this date."),
                                  QStringLiteral("date"));
    parser.addOptions({kEditionOption, kLanguageOption, asOf, kDocumentOption});
    parseCommand(parser, QStringLiteral("show"), args, &m_dbPath, &m_json);
    const QString numberText = joinedPositionals(parser);
    if (const auto document = *documentOption(parser, QStringLiteral("show"), false); document != rulesdb::Document::CR)
        return showSection(parser, asOf, document, numberText);
    if (numberText.isEmpty())
        throw UsageError{QStringLiteral("show: expected a rule number, e.g. show 702.33a")};
    const rulesdb::RuleNumber number = parseNumber(numberText);
    const QString language = parser.value(kLanguageOption);

    std::optional<rulesdb::RuleDetail> rule;
    QString asOfDate;
    if (parser.isSet(asOf)) {
        asOfDate = parser.value(asOf);
        if (!QDate::fromString(asOfDate, QStringLiteral("yyyy-MM-dd")).isValid())
            throw UsageError{QStringLiteral("show: --as-of %1 is not a date (YYYY-MM-DD)").arg(asOfDate)};
        if (parser.isSet(kEditionOption))
            throw UsageError{QStringLiteral("show: give --edition or --as-of, not both")};
        rule = store().ruleAsOf(number, asOfDate, language);
        if (!rule) {
            const auto inForce = store().editionAsOf(asOfDate, language);
            throw UsageError{inForce ? QStringLiteral("rule %1 was not in force on %2 (the %3 edition has no such rule)")
                                           .arg(number.toString(), asOfDate, inForce->date)
                                     : QStringLiteral("no edition (%1) was in force on %2").arg(language, asOfDate)};
        }
    } else {
        const rulesdb::EditionInfo edition = resolveEdition(parser.value(kEditionOption), language);
        rule = store().rule(edition, number);
        if (!rule)
            throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                                 .arg(number.toString(), edition.date, edition.language)};
    }
    const rulesdb::EditionInfo &edition = rule->edition;
    const auto since = store().textSince(edition, number);
    const auto rulings = store().cardRulings(edition, number);
    if (m_json) {
        QJsonObject o = ruleJson(*rule);
        if (since)
            addTextSince(o, *since);
        QJsonArray rulingsJson;
        for (const auto &r : rulings)
            rulingsJson.append(cardRulingJson(r));
        o.insert(QStringLiteral("card_rulings"), rulingsJson);
        if (!asOfDate.isEmpty())
            o.insert(QStringLiteral("as_of"), asOfDate);
        writeJson(m_out, o);
        return 0;
    }
    m_out << rule->rule.number << QStringLiteral("  (CR ") << edition.date << u' ' << edition.language
          << (asOfDate.isEmpty() ? QString() : QStringLiteral(", the text in force on ") + asOfDate)
          << QStringLiteral(")\n");
    m_out << indent(plain(rule->rule.text), QStringLiteral("  "));
    // A translation's examples open with its own words ("例如："), as its text was printed.
    const QString &exampleLabel = rulesdb::rulesWords(edition.language).example;
    for (const QString &ex : rule->rule.examples)
        m_out << indent(exampleLabel + plain(ex), QStringLiteral("    "));
    if (rule->rule.truncated)
        m_out << QStringLiteral("  [incomplete: the source cut this rule off; the text above is only its start]\n");
    if (since)
        m_out << sinceLines(*since, edition.language);
    if (rule->parent)
        m_out << QStringLiteral("\nIn: ") << rule->parent->number << u' '
              << plain(rule->parent->text.section(u'\n', 0, 0)) << u'\n';
    if (!rule->subrules.empty()) {
        m_out << u'\n';
        for (const auto &s : rule->subrules) {
            m_out << s.number << u' ' << plain(s.text) << u'\n';
            for (const QString &ex : s.examples)
                m_out << indent(exampleLabel + plain(ex), QStringLiteral("    "));
            if (s.truncated)
                m_out << QStringLiteral("    [incomplete: cut off in the source]\n");
        }
    }
    if (!rule->refs.empty()) {
        QStringList cites;
        for (const auto &c : rule->refs)
            cites << c.target + (c.exists ? QString()
                                 : (edition.flags & rulesdb::FlagPartial) ? QStringLiteral(" (not in this excerpt)")
                                                                          : QStringLiteral(" (missing)"));
        cites.removeDuplicates();
        m_out << QStringLiteral("\nCites: ") << cites.join(QStringLiteral(", ")) << u'\n';
    }
    if (!rulings.empty()) {
        m_out << QStringLiteral("\nCard rulings (%1):\n").arg(rulings.size());
        for (const auto &r : rulings) {
            m_out << QStringLiteral("  %1  %2  [%3; %4]\n").arg(r.date, r.card, r.set, r.link);
            m_out << indent(plain(r.text), QStringLiteral("    "));
        }
    }
    return 0;
}

int CliApp::showSection(const QCommandLineParser &parser, const QCommandLineOption &asOf,
                        rulesdb::Document document, const QString &typed)
{
    const QString name = rulesdb::documentTitle(document);
    if (typed.isEmpty())
        throw UsageError{QStringLiteral("show: expected a section number or title of the %1, e.g. show 2.1 --document %2")
                             .arg(name, rulesdb::documentName(document))};
    const QString language = parser.value(kLanguageOption);
    rulesdb::EditionInfo edition;
    QString asOfDate;
    if (parser.isSet(asOf)) {
        asOfDate = parser.value(asOf);
        if (!QDate::fromString(asOfDate, QStringLiteral("yyyy-MM-dd")).isValid())
            throw UsageError{QStringLiteral("show: --as-of %1 is not a date (YYYY-MM-DD)").arg(asOfDate)};
        if (parser.isSet(kEditionOption))
            throw UsageError{QStringLiteral("show: give --edition or --as-of, not both")};
        const auto inForce = store().editionAsOf(asOfDate, language, document);
        if (!inForce)
            throw UsageError{QStringLiteral("no edition of the %1 (%2) was in force on %3").arg(name, language, asOfDate)};
        edition = *inForce;
    } else {
        edition = resolveEdition(parser.value(kEditionOption), language, document);
    }
    const auto section = store().section(edition, typed);
    if (!section)
        throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                             .arg(typed, name, edition.date, edition.language)};
    const auto subsections = subsectionsOf(store().sections(edition), *section);
    const auto since = store().sectionSince(edition, *section);
    if (m_json) {
        QJsonObject o = sectionJson(edition, *section, subsections);
        if (since)
            addTextSince(o, *since);
        if (!asOfDate.isEmpty())
            o.insert(QStringLiteral("as_of"), asOfDate);
        writeJson(m_out, o);
        return 0;
    }
    // When its words took effect, under its text and before the sections it holds.
    m_out << sectionText(edition, *section, subsections, since ? sinceLines(*since, edition.language) : QString());
    return 0;
}

int CliApp::runRefs(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOptions({kEditionOption, kLanguageOption, kDocumentOption});
    parseCommand(parser, QStringLiteral("refs"), args, &m_dbPath, &m_json);
    const QString numberText = joinedPositionals(parser);
    if (const auto document = *documentOption(parser, QStringLiteral("refs"), false); document != rulesdb::Document::CR)
        return sectionRefs(parser, document, numberText);
    if (numberText.isEmpty())
        throw UsageError{QStringLiteral("refs: expected a rule number, e.g. refs 601.2f")};
    const rulesdb::RuleNumber number = parseNumber(numberText);
    const auto edition = resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption));
    const auto rule = store().rule(edition, number);
    if (!rule)
        throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                             .arg(number.toString(), edition.date, edition.language)};
    const auto out = store().referencesFrom(edition, number);
    const auto in = store().referencesTo(edition, number);
    const auto documents = store().documentLinksOfRule(edition, rule->rule);
    if (m_json) {
        QJsonArray outgoing, incoming;
        for (const auto &c : out)
            outgoing.append(citationJson(c));
        for (const auto &link : documents)
            outgoing.append(documentLinkJson(link));
        for (const auto &c : in)
            incoming.append(citationJson(c));
        writeJson(m_out, QJsonObject{{QStringLiteral("edition"), edition.date},
                                     {QStringLiteral("language"), edition.language},
                                     {QStringLiteral("number"), number.toString()},
                                     {QStringLiteral("outgoing"), outgoing},
                                     {QStringLiteral("incoming"), incoming}});
        return 0;
    }
    m_out << number.toString() << QStringLiteral(" cites (") << edition.date << QStringLiteral("):\n");
    if (out.empty() && documents.empty())
        m_out << QStringLiteral("  nothing\n");
    for (const auto &c : out)
        m_out << QStringLiteral("  %1%2  \"%3\"%4\n")
                     .arg(c.target, c.in == rulesdb::TextPlace::Example ? QStringLiteral(" (in an example)") : QString(),
                          plain(c.cited), c.exists ? QString() : QStringLiteral("  [no such rule in this edition]"));
    for (const auto &link : documents)
        m_out << linkLine(link);
    m_out << QStringLiteral("Cited by:\n");
    if (in.empty())
        m_out << QStringLiteral("  nothing\n");
    for (const auto &c : in)
        m_out << QStringLiteral("  %1%2  \"%3\"\n")
                     .arg(c.number,
                          c.in == rulesdb::TextPlace::RuleText ? QString() : QStringLiteral(" (%1)").arg(rulesdb::textPlaceName(c.in)),
                          plain(c.cited));
    return 0;
}

int CliApp::sectionRefs(const QCommandLineParser &parser, rulesdb::Document document, const QString &typed)
{
    if (typed.isEmpty())
        throw UsageError{QStringLiteral("refs: expected a section number or title, e.g. refs 2.1 --document %1")
                             .arg(rulesdb::documentName(document))};
    const auto edition = resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    const auto section = store().section(edition, typed);
    if (!section)
        throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                             .arg(typed, rulesdb::documentTitle(document), edition.date, edition.language)};
    const auto out = store().sectionLinksFrom(edition, *section);
    const auto in = store().sectionLinksTo(edition, *section);
    const QString name = section->number.isEmpty() ? section->title : section->number;
    if (m_json) {
        QJsonArray outgoing, incoming;
        for (const auto &link : out)
            outgoing.append(documentLinkJson(link));
        for (const auto &link : in)
            incoming.append(documentLinkJson(link));
        writeJson(m_out, QJsonObject{{QStringLiteral("document"), rulesdb::documentName(document)},
                                     {QStringLiteral("edition"), edition.date},
                                     {QStringLiteral("language"), edition.language},
                                     {QStringLiteral("number"), name},
                                     {QStringLiteral("outgoing"), outgoing},
                                     {QStringLiteral("incoming"), incoming}});
        return 0;
    }
    m_out << QStringLiteral("%1 %2 cites (%3):\n").arg(documentShortName(document), name, edition.date);
    if (out.empty())
        m_out << QStringLiteral("  nothing\n");
    for (const auto &link : out)
        m_out << linkLine(link);
    m_out << QStringLiteral("Cited by:\n");
    if (in.empty())
        m_out << QStringLiteral("  nothing\n");
    for (const auto &link : in)
        m_out << QStringLiteral("  %1 %2%3  \"%4\"  (%5)\n")
                     .arg(documentShortName(link.fromDocument), link.from,
                          link.fromPart.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(link.fromPart),
                          plain(link.cited), link.fromEdition);
    return 0;
}

int CliApp::runSearch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption examplesOnly(QStringLiteral("examples-only"),
                                          QStringLiteral("Search examples only."));
    const QCommandLineOption limit(QStringLiteral("limit"), QStringLiteral("Most results."),
                                   QStringLiteral("n"), QStringLiteral("20"));
    parser.addOptions({kEditionOption, kLanguageOption, examplesOnly, limit, kDocumentOption});
    parseCommand(parser, QStringLiteral("search"), args, &m_dbPath, &m_json);
    const auto document = documentOption(parser, QStringLiteral("search"), true);
    const QString query = joinedPositionals(parser);
    if (query.trimmed().isEmpty())
        throw UsageError{QStringLiteral("search: expected words to search for")};
    bool ok = false;
    const int max = parser.value(limit).toInt(&ok);
    if (!ok || max <= 0)
        throw UsageError{QStringLiteral("search: --limit expects a positive number")};

    rulesdb::SearchOptions options;
    options.limit = max;
    options.examplesOnly = parser.isSet(examplesOnly);
    const QString editionArg = parser.value(kEditionOption);
    options.language = parser.value(kLanguageOption);
    if (!document && parser.isSet(kEditionOption))
        throw UsageError{QStringLiteral("search --document all: give no --edition; each document is searched "
                                        "in its newest edition")};
    if (editionArg == QStringLiteral("all") && document != rulesdb::Document::CR)
        throw UsageError{QStringLiteral("search --edition all: only for the Comprehensive Rules (--document cr)")};
    // The whole library: the CR's newest edition beside the newest of the others.
    if (editionArg != QStringLiteral("all"))
        options.editionId = resolveEdition(editionArg, options.language, document.value_or(rulesdb::Document::CR)).id;
    const auto run = [&](const QString &words) {
        if (!document)
            return store().searchLibrary(words, options);
        if (*document != rulesdb::Document::CR)
            return store().searchSections(words, document, options);
        return store().search(words, options);
    };
    auto hits = run(query);
    // No text with every word, as a misspelt keyword gives: the results of the word meant, said so.
    QString meant;
    if (!rulesdb::foundEveryWord(hits) && document == rulesdb::Document::CR) {
        meant = store().didYouMean(query, options);
        if (!meant.isEmpty())
            hits = run(meant);
    }
    if (m_json) {
        QJsonArray list;
        for (const auto &h : hits) {
            QJsonObject o = searchHitJson(h);
            if (!meant.isEmpty())
                o.insert(QStringLiteral("did_you_mean"), meant);
            list.append(o);
        }
        writeJson(m_out, list);
        return 0;
    }
    if (!meant.isEmpty())
        m_out << QStringLiteral("No matches for %1; did you mean %2? Its matches:\n").arg(query, meant);
    if (hits.empty())
        m_out << QStringLiteral("No matches.\n");
    bool saidPartial = false;
    for (const auto &h : hits) {
        if (!h.missing.isEmpty() && !std::exchange(saidPartial, true))
            m_out << (&h == &hits.front() ? QStringLiteral("No rule has every word; rules with some of them:\n")
                                          : QStringLiteral("Rules with some of the words:\n"));
        QString where = h.number;
        if (h.document != rulesdb::Document::CR)
            where = documentShortName(h.document) + u' ' + (h.number == h.title ? h.number : h.number + u' ' + h.title)
                    + (h.part.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(h.part));
        else if (h.in == rulesdb::TextPlace::Example)
            where += QStringLiteral(" (example)");
        else if (h.in == rulesdb::TextPlace::Glossary)
            where += QStringLiteral(" (glossary)");
        QString editions = h.edition;
        if (h.editions.size() > 1)
            editions = QStringLiteral("%1 editions, %2 … %3")
                           .arg(h.editions.size())
                           .arg(*std::min_element(h.editions.begin(), h.editions.end()),
                                *std::max_element(h.editions.begin(), h.editions.end()));
        m_out << where << QStringLiteral("  [") << editions << QStringLiteral("]\n  ")
              << plain(h.snippet) << u'\n';
        if (!h.missing.isEmpty())
            m_out << QStringLiteral("  without: ") << h.missing.join(QStringLiteral(", ")) << u'\n';
    }
    return 0;
}

int CliApp::runExport(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("json or txt."),
                                    QStringLiteral("format"), QStringLiteral("json"));
    const QCommandLineOption output(QStringLiteral("output"), QStringLiteral("Write to a file."),
                                    QStringLiteral("file"));
    parser.addOptions({kEditionOption, kLanguageOption, format, output, kDocumentOption});
    parseCommand(parser, QStringLiteral("export"), args, &m_dbPath, &m_json);
    const auto document = *documentOption(parser, QStringLiteral("export"), false);
    if (!parser.isSet(kEditionOption))
        throw UsageError{QStringLiteral("export: expected --edition D")};
    const QString fmt = m_json ? QStringLiteral("json") : parser.value(format);
    if (fmt != QStringLiteral("json") && fmt != QStringLiteral("txt"))
        throw UsageError{QStringLiteral("export: --format expects json or txt")};
    const auto edition = resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    const auto data = store().exportEdition(edition);
    const QString text = fmt == QStringLiteral("json") ? QString::fromUtf8(QJsonDocument(exportJson(data)).toJson())
                         : document == rulesdb::Document::CR ? importers::writeOfficialText(data)
                                                             : policyEditionText(data);
    if (!parser.isSet(output)) {
        m_out << text;
        return 0;
    }
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        throw UsageError{QStringLiteral("export: cannot write %1: %2")
                             .arg(parser.value(output), file.errorString())};
    return 0;
}

int CliApp::runDiff(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption html(QStringLiteral("html"), QStringLiteral("Write an HTML report."),
                                  QStringLiteral("file"));
    parser.addOptions({kLanguageOption, html, kDocumentOption});
    parseCommand(parser, QStringLiteral("diff"), args, &m_dbPath, &m_json);
    const QStringList dates = parser.positionalArguments();
    if (dates.size() != 2)
        throw UsageError{QStringLiteral("diff: expected two editions, e.g. diff 2009-07-11 2026-01-16")};
    const QString language = parser.value(kLanguageOption);
    if (const auto document = *documentOption(parser, QStringLiteral("diff"), false); document != rulesdb::Document::CR)
        return sectionDiff(resolveEdition(dates[0], language, document), resolveEdition(dates[1], language, document),
                           parser.isSet(html) ? parser.value(html) : QString());
    const rulesdb::EditionInfo from = resolveEdition(dates[0], language);
    const rulesdb::EditionInfo to = resolveEdition(dates[1], language);
    const rulesdb::EditionDiff diff = rulesdb::diffEditions(store(), from, to);
    if (parser.isSet(html)) {
        writeHtmlReport(parser.value(html), diffHtml(diff));
        if (!m_json) {
            m_out << reportWrittenLine(from, to, parser.value(html));
            return 0;
        }
    }
    if (m_json)
        writeJson(m_out, diffJson(diff));
    else
        m_out << diffText(diff);
    return 0;
}

int CliApp::sectionDiff(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to, const QString &htmlPath)
{
    const auto changes = store().sectionDiff(from, to);
    if (!htmlPath.isEmpty()) {
        writeHtmlReport(htmlPath, sectionDiffHtml(from, to, changes));
        if (!m_json) {
            m_out << reportWrittenLine(from, to, htmlPath);
            return 0;
        }
    }
    if (m_json) {
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
        writeJson(m_out, QJsonObject{{QStringLiteral("document"), rulesdb::documentName(from.document)},
                                     {QStringLiteral("from"), from.date},
                                     {QStringLiteral("to"), to.date},
                                     {QStringLiteral("language"), from.language},
                                     {QStringLiteral("changes"), list}});
        return 0;
    }
    const auto changed = std::count_if(changes.begin(), changes.end(),
                                       [](const auto &c) { return c.kind != rulesdb::ChangeKind::Unchanged; });
    m_out << QStringLiteral("%1 %2 -> %3 (%4): %5 sections changed\n")
                 .arg(documentShortName(from.document), from.date, to.date, from.language, QString::number(changed));
    for (const auto &c : changes) {
        if (c.kind == rulesdb::ChangeKind::Unchanged)
            continue;
        const QString where = c.older.isEmpty()   ? c.newer.join(QStringLiteral(", "))
                              : c.newer.isEmpty() ? c.older.join(QStringLiteral(", "))
                              : c.older == c.newer ? c.newer.join(QStringLiteral(", "))
                                                   : c.older.join(QStringLiteral(", ")) + QStringLiteral(" -> ")
                                                         + c.newer.join(QStringLiteral(", "));
        m_out << QStringLiteral("\n%1  %2  %3\n").arg(rulesdb::changeKindName(c.kind), where, c.title);
        if (!c.diff.isEmpty())
            m_out << indent(plain(c.diff), QStringLiteral("    "));
    }
    return 0;
}

int CliApp::runHistory(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption hideTypography(QStringLiteral("hide-typography"),
                                            QStringLiteral("Leave out the steps that changed only quotes, dashes or case."));
    parser.addOptions({kEditionOption, kLanguageOption, kDocumentOption, hideTypography});
    parseCommand(parser, QStringLiteral("history"), args, &m_dbPath, &m_json);
    const QString numberText = joinedPositionals(parser);
    const auto document = *documentOption(parser, QStringLiteral("history"), false);
    if (numberText.isEmpty())
        throw UsageError{document == rulesdb::Document::CR
                             ? QStringLiteral("history: expected a rule number, e.g. history 702.19b")
                             : QStringLiteral("history: expected a section number or title, e.g. history 4.5 --document %1")
                                   .arg(rulesdb::documentName(document))};
    const auto edition = resolveEdition(parser.value(kEditionOption), parser.value(kLanguageOption), document);
    std::vector<rulesdb::HistoryEntry> entries;
    QString name;
    if (document == rulesdb::Document::CR) {
        const rulesdb::RuleNumber number = parseNumber(numberText);
        name = number.toString();
        entries = store().history(edition, number);
        if (entries.empty())
            throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                                 .arg(number.toString(), edition.date, edition.language)};
    } else {
        const auto section = store().section(edition, numberText);
        if (!section)
            throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                                 .arg(numberText, rulesdb::documentTitle(document), edition.date, edition.language)};
        name = documentShortName(document) + u' ' + (section->number.isEmpty() ? section->title : section->number);
        entries = store().sectionHistory(edition, *section);
    }
    int hidden = 0;
    if (parser.isSet(hideTypography))
        entries = rulesdb::withoutTypographySteps(entries, &hidden);
    if (m_json) {
        QJsonArray list;
        for (const auto &h : entries) {
            QJsonObject o{{QStringLiteral("edition"), h.edition},
                          {QStringLiteral("number"), h.number},
                          {QStringLiteral("change"), rulesdb::changeKindName(h.change)},
                          {QStringLiteral("text"), h.text}};
            if (!h.previousNumber.isEmpty())
                o.insert(QStringLiteral("previous_number"), h.previousNumber);
            if (!h.diff.isEmpty())
                o.insert(QStringLiteral("diff"), h.diff);
            if (!h.examples.isEmpty())
                o.insert(QStringLiteral("examples"), QJsonArray::fromStringList(h.examples));
            list.append(o);
        }
        writeJson(m_out, list);
        return 0;
    }
    m_out << QStringLiteral("History of %1 (%2, as numbered in %3)\n").arg(name, edition.language, edition.date);
    for (const auto &h : entries) {
        m_out << QStringLiteral("\n%1  %2  %3%4\n")
                     .arg(h.edition, h.number, rulesdb::changeKindName(h.change),
                          h.previousNumber.isEmpty() ? QString() : QStringLiteral(" (was %1)").arg(h.previousNumber));
        m_out << indent(plain(h.diff.isEmpty() ? rulesdb::wordingWithExamples(h.text, h.examples) : h.diff), QStringLiteral("    "));
    }
    if (hidden > 0)
        m_out << QStringLiteral("\n(%1 step%2 that changed only typography hidden; without --hide-typography they are shown)\n")
                     .arg(hidden)
                     .arg(hidden == 1 ? QString() : QStringLiteral("s"));
    return 0;
}

} // namespace cli
