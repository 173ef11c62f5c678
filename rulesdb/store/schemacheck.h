#pragma once
// Refuses a database file whose schema is not exactly what Rulekeeper itself wrote at the
// file's version: an added trigger or view (the way a crafted file would try to run code
// when we write to or read from it), a table or index defined differently, or one missing.
// Runs before anything is written, so a refused file is never modified.

#include <QByteArray>

namespace rulesdb {

class Database;

// Compares the file's schema with the one the migration steps create for `version`
// (1..kSchemaVersion). Throws DbError naming the first difference. A file at kSchemaVersion
// whose schema has the digest kSchemaDigest (schema.h) and whose full-text index is current
// is what the steps create, and is accepted without building that schema in memory, which
// took most of a command's time; any other file is compared object by object.
void verifySchema(Database &db, int version);

// The BLAKE2b-256 (hex) of a database's schema, sqlite_schema object by object in name
// order (type, name, table, definition without comments, whitespace collapsed), the
// planner's statistics left out; empty when a name is given twice.
QByteArray schemaDigest(Database &db);
// The same of the schema the migration steps and the full-text index create at
// kSchemaVersion, built in memory: what kSchemaDigest must be.
QByteArray builtSchemaDigest();

} // namespace rulesdb
