#include "context.h"

#include "italics.h"
#include "rulesstore.h"
#include "store/paths.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cli {

namespace {
const QCommandLineOption kDbOption({QStringLiteral("db")}, QStringLiteral("Database file."),
                                   QStringLiteral("path"));
const QCommandLineOption kJsonOption(QStringLiteral("json"), QStringLiteral("Print JSON."));
} // namespace

const QCommandLineOption kEditionOption(QStringLiteral("edition"), QStringLiteral("Edition date (YYYY-MM-DD)."),
                                        QStringLiteral("date"));
const QCommandLineOption kDocumentOption(QStringLiteral("document"),
                                         QStringLiteral("cr, mtr, ipg or jar (default cr)."),
                                         QStringLiteral("document"), QStringLiteral("cr"));
const QCommandLineOption kLanguageOption(QStringLiteral("language"), QStringLiteral("Edition language."),
                                         QStringLiteral("code"), QStringLiteral("en"));

Context::Context(QTextStream &output, QTextStream &errors) : out(output), err(errors) {}
Context::~Context() = default;

void Context::writeOut(const QString &text)
{
    QIODevice *device = out.device();
    if (!device) {
        out << text;
        return;
    }
    out.flush();
    device->write(text.toUtf8());
}

rulesdb::RulesStore &Context::store()
{
    if (!m_store)
        m_store = std::make_unique<rulesdb::RulesStore>(dbPath.isEmpty() ? rulesdb::defaultDatabasePath() : dbPath);
    return *m_store;
}

rulesdb::EditionInfo Context::resolveEdition(const QString &date, const QString &language, rulesdb::Document document)
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

void parseCommand(QCommandLineParser &parser, const QString &command, const QStringList &args, Context &context)
{
    parser.addOption(kDbOption);
    parser.addOption(kJsonOption);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{command} + args))
        throw UsageError{command + QStringLiteral(": ") + parser.errorText()};
    if (parser.isSet(kDbOption))
        context.dbPath = parser.value(kDbOption);
    if (parser.isSet(kJsonOption))
        context.json = true;
}

std::optional<rulesdb::Document> documentOption(const QCommandLineParser &parser, const QString &command,
                                                bool takesAll)
{
    const QString name = parser.value(kDocumentOption);
    if (takesAll && name.compare(QStringLiteral("all"), Qt::CaseInsensitive) == 0)
        return std::nullopt;
    const auto d = rulesdb::documentNamed(name);
    // The cards are listed by `editions`, read by `card`, followed by `history` and `diff`
    // and searched by `search`; the other commands read rules.
    if (d == rulesdb::Document::Cards && command != QStringLiteral("editions") && command != QStringLiteral("history")
        && command != QStringLiteral("diff") && command != QStringLiteral("search"))
        throw UsageError{QStringLiteral("%1: --document cards: the cards are read with `card NAME`, followed with "
                                        "`history NAME --document cards` and `diff OLD NEW --document cards`, "
                                        "searched with `search QUERY --document cards` and listed with "
                                        "`editions --document cards`")
                             .arg(command)};
    if (d)
        return d;
    throw UsageError{QStringLiteral("%1: --document %2 is no document; expected cr, mtr, ipg or jar%3")
                         .arg(command, name, takesAll ? QStringLiteral(" or all") : QString())};
}

QString joinedPositionals(const QCommandLineParser &parser)
{
    return parser.positionalArguments().join(u' ');
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

void writeJson(QTextStream &out, const QJsonValue &value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

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

} // namespace cli
