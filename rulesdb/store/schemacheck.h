#pragma once
// Refuses a database file whose schema is not exactly what Rulekeeper itself wrote at the
// file's version: an added trigger or view (the way a crafted file would try to run code
// when we write to or read from it), a table or index defined differently, or one missing.
// Runs before anything is written, so a refused file is never modified.

namespace rulesdb {

class Database;

// Compares the file's schema with the one the migration steps create for `version`
// (1..kSchemaVersion). Throws DbError naming the first difference.
void verifySchema(Database &db, int version);

} // namespace rulesdb
