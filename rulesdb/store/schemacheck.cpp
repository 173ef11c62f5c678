#include "schemacheck.h"

#include "schema.h"
#include "sqlite.h"

#include <QCryptographicHash>
#include <algorithm>
#include <map>
#include <mutex>

namespace rulesdb {

namespace {

struct SchemaObject {
    QString type; // table, index, view or trigger
    QString table;
    QString sql; // without comments, whitespace collapsed (see definition())
};

// SQLite keeps a definition as it was written, comments included; a comment reworded in a
// later release must not make an older file look foreign. (No definition of ours has "--"
// inside a string.)
QString definition(QString sql)
{
    // By hand, not by a regular expression: every command reads the schema on open, and
    // compiling one cost more than the rest of the check.
    for (qsizetype at = sql.indexOf(QLatin1StringView("--")); at >= 0; at = sql.indexOf(QLatin1StringView("--"), at)) {
        const qsizetype end = sql.indexOf(u'\n', at);
        sql.remove(at, end < 0 ? sql.size() - at : end - at);
    }
    return sql.simplified();
}
using Schema = std::map<QString, SchemaObject>; // by name

[[noreturn]] void refuse(Database &db, const QString &why)
{
    throw DbError(0, QStringLiteral("%1 cannot be opened: %2. Rulekeeper refuses a database "
                                    "whose schema it did not write itself; the file was not "
                                    "modified")
                         .arg(db.path(), why));
}

Schema readSchema(Database &db)
{
    Schema schema;
    Statement st(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema");
    while (st.step()) {
        // A trigger may share a table's name (SQLite keeps triggers' names apart): one of the
        // two would hide the other here, whichever the file lists last.
        const auto [at, added] = schema.try_emplace(st.text(1), SchemaObject{st.text(0), st.text(2), definition(st.text(3))});
        if (!added)
            refuse(db, QStringLiteral("it names two objects \"%1\"").arg(at->first));
    }
    return schema;
}

// What the migration steps (and the full-text index) create at `version`, built once per
// version in a private in-memory database.
const Schema &expectedSchema(int version)
{
    static std::mutex mutex;
    static std::map<int, Schema> cache;
    const std::lock_guard lock(mutex);
    auto it = cache.find(version);
    if (it == cache.end()) {
        Database reference(QStringLiteral(":memory:"));
        migrateTo(reference, version);
        ensureFullTextIndex(reference);
        it = cache.emplace(version, readSchema(reference)).first;
    }
    return it->second;
}

// The full-text indexes (the texts', the glossary terms', the cards') and the tables FTS5
// keeps for them.
bool isFullTextIndex(const QString &name)
{
    return name == QStringLiteral("texts_fts") || name == QStringLiteral("terms_fts") || name == QStringLiteral("cards_fts");
}

// With the titles search looks up (search_titles), the rules card rulings cite
// (ruling_citations), the policy sections' words (policy_fields, policy_terms) and the
// words' senses learnt from the rulings (word_senses), dropped
// and rebuilt with them (the cards' index, cards_fts, and their names' order too).
bool isFullTextObject(const QString &name)
{
    return isFullTextIndex(name) || name.startsWith(QStringLiteral("texts_fts_"))
           || name.startsWith(QStringLiteral("terms_fts_")) || name.startsWith(QStringLiteral("cards_fts_"))
           || name == QStringLiteral("search_titles")
           || name == QStringLiteral("ruling_citations") || name == QStringLiteral("policy_fields")
           || name == QStringLiteral("policy_terms") || name == QStringLiteral("cards_by_name_order")
           || name == QStringLiteral("word_senses");
}

// Statistics that ANALYZE or PRAGMA optimize may add: they only guide the query planner.
bool isStatistics(const QString &name)
{
    return name.startsWith(QStringLiteral("sqlite_stat"));
}

// The schema as one text, object by object in name order, planner statistics left out:
// what schemaDigest() hashes.
QByteArray canonicalText(const Schema &schema)
{
    QByteArray out;
    for (const auto &[name, object] : schema) {
        if (isStatistics(name))
            continue;
        for (const QString &field : {object.type, name, object.table, object.sql})
            out += field.toUtf8() + '\x1f';
        out += '\x1e';
    }
    return out;
}

// BLAKE2b, not SHA-256: as safe against a file crafted to match, and Qt's SHA-256 took a
// tenth of every command's work on its own.
constexpr auto kSchemaHash = QCryptographicHash::Blake2b_256;

QByteArray digestOf(const Schema &schema)
{
    return QCryptographicHash::hash(canonicalText(schema), kSchemaHash).toHex();
}

// QChar::isSpace() of the ASCII characters, as QString::simplified() collapses them.
bool isAsciiSpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

bool isAscii(char c)
{
    return static_cast<unsigned char>(c) < 0x80;
}

// definition() of a definition's UTF-8 bytes, appended: the same bytes for the ASCII every
// definition of Rulekeeper's is written in, outside its comments. False, for a character
// beyond ASCII outside a comment: such a definition is compared object by object.
bool appendDefinition(QByteArray &out, QByteArrayView sql)
{
    bool space = false, any = false;
    for (qsizetype i = 0; i < sql.size(); ++i) {
        if (sql[i] == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
            while (i + 1 < sql.size() && sql[i + 1] != '\n')
                ++i;
            continue;
        }
        if (!isAscii(sql[i]))
            return false;
        if (isAsciiSpace(sql[i])) {
            space = any;
            continue;
        }
        if (space)
            out += ' ';
        out += sql[i];
        space = false;
        any = true;
    }
    return true;
}

} // namespace

// canonicalText(readSchema()) hashed, read straight from SQLite's bytes in name order: what
// every open of a current file pays, without a string of its schema converted, searched or
// kept. A name given twice, or any text canonicalText() would spell otherwise (characters
// beyond ASCII, whose order and spaces QString judges), gives another digest, and such a
// file is compared object by object, which names what is wrong with it.
QByteArray schemaDigest(Database &db)
{
    Statement st(db, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY name");
    QByteArray text, previous;
    while (st.step()) {
        const QByteArray name = st.blob(1);
        if (name.startsWith("sqlite_stat"))
            continue; // isStatistics()
        if (name == previous)
            return {};
        for (const QByteArray &field : {st.blob(0), name, st.blob(2)}) {
            if (!std::all_of(field.begin(), field.end(), isAscii))
                return {};
            text += field + '\x1f';
        }
        if (!appendDefinition(text, st.blob(3)))
            return {};
        text += "\x1f\x1e";
        previous = name;
    }
    return QCryptographicHash::hash(text, kSchemaHash).toHex();
}

QByteArray builtSchemaDigest()
{
    return digestOf(expectedSchema(kSchemaVersion));
}

void verifySchema(Database &db, int version)
{
    // A file at this program's version whose every table, index and full-text table is
    // defined as the steps define them (its digest is kSchemaDigest) and whose full-text
    // index is current is accepted without building the schema to compare with: nothing
    // is in it that the comparison below would refuse. Anything else, and every older
    // version, is compared object by object, which names what differs.
    if (version == kSchemaVersion && schemaDigest(db) == QByteArrayView(kSchemaDigest)) {
        Statement st(db, "SELECT value FROM meta WHERE key = 'fts_version'");
        if (st.step() && st.text(0).toLongLong() == kFtsVersion)
            return;
    }
    const Schema actual = readSchema(db);
    const Schema &expected = expectedSchema(version);

    // Triggers and views first: they are how a crafted file would run its own SQL.
    for (const auto &[name, object] : actual) {
        if (object.type == QStringLiteral("trigger") || object.type == QStringLiteral("view"))
            refuse(db, QStringLiteral("it holds a %1 \"%2\" that Rulekeeper never creates")
                           .arg(object.type, name));
    }
    // A full-text index of an older version is dropped and rebuilt from the texts on open,
    // so only its kind is checked then; at the current version it must match exactly.
    bool ftsCurrent = false;
    if (actual.count(QStringLiteral("meta")) && expected.count(QStringLiteral("meta"))
        && actual.at(QStringLiteral("meta")).sql == expected.at(QStringLiteral("meta")).sql) {
        Statement st(db, "SELECT value FROM meta WHERE key = 'fts_version'");
        ftsCurrent = st.step() && st.text(0).toLongLong() == kFtsVersion;
    }
    for (const auto &[name, object] : actual) {
        if (isStatistics(name))
            continue;
        const auto want = expected.find(name);
        if (isFullTextObject(name) && !ftsCurrent) {
            // The cards' name order is an index of the cards' table; the rest are tables.
            const bool plausible = (object.type == QStringLiteral("table")
                                    || (object.type == QStringLiteral("index") && name == QStringLiteral("cards_by_name_order")
                                        && object.table == QStringLiteral("cards")))
                                   && (!isFullTextIndex(name)
                                       || object.sql.startsWith(QStringLiteral("CREATE VIRTUAL TABLE %1 USING fts5(")
                                                                    .arg(name)));
            if (!plausible)
                refuse(db, QStringLiteral("its full-text index \"%1\" is not one Rulekeeper creates")
                               .arg(name));
            continue;
        }
        if (want == expected.end())
            refuse(db, QStringLiteral("it holds a %1 \"%2\" that schema version %3 does not have")
                           .arg(object.type, name, QString::number(version)));
        const SchemaObject &w = want->second;
        if (object.type != w.type || object.table != w.table || object.sql != w.sql)
            refuse(db, QStringLiteral("its %1 \"%2\" is defined differently from schema version %3")
                           .arg(object.type, name, QString::number(version)));
    }
    for (const auto &[name, object] : expected) {
        if (!actual.count(name) && !(isFullTextObject(name) && !ftsCurrent))
            refuse(db, QStringLiteral("the %1 \"%2\" of schema version %3 is missing")
                           .arg(object.type, name, QString::number(version)));
    }
}

} // namespace rulesdb
