#pragma once
// The database schema, versioned in PRAGMA user_version and brought up to date by ordered
// migration steps. The full-text index (with the glossary's terms, the titles search looks
// up, search_titles, the rules card rulings cite and the cards' own index, cards_fts) and
// the lineage links are derived data with a version of their
// own: when it changes, they are rebuilt from the texts, never migrated.

#include <QString>

namespace rulesdb {

class Database;

constexpr int kSchemaVersion = 12;
// 4: search_titles keeps a Chinese sentence apart from a title; 5: ruling_citations;
// 6: the cards' own index, cards_fts; 7: ruling_citations keyed by the number cited with the
// ruling's whole key; 8: the policy sections' words (policy_fields, policy_terms) and the
// cards' names in the order search shows them (cards_by_name_order); 9: the words' senses
// learnt from the rulings (word_senses); 10: search_titles holds titles and headings only,
// no sentence.
constexpr int kFtsVersion = 10;
// The digest of the schema at kSchemaVersion (schemacheck.h's schemaDigest()), so that
// opening a current file does not build every step's schema in memory to compare with.
// A new step or a changed definition changes it: tst_schemacheck prints the new one.
inline constexpr char kSchemaDigest[] = "e79142cb5f3092d44905c54d09bb8ff40c6ffae7ffaf9311a259f4c1b5df665f";
// How texts_fts splits and folds words (see icutokenizer.h); changing it means a new
// kFtsVersion.
inline constexpr char kFtsTokenize[] = "rulekeeper";

// One migration step: brings a database at version `to - 1` to version `to`.
struct Migration {
    int to;
    const char *sql;
    void (*code)(Database &) = nullptr; // work SQL cannot express, run after `sql` in its transaction
    // The step builds a table anew and drops the old one (SQLite cannot change a table's
    // constraints in place): foreign keys are off while it runs, or dropping the old table
    // would delete every row that refers to it, and checked before it commits.
    bool rebuildsTables = false;
};
// All steps in order; steps()[i].to == i + 1.
const Migration *migrationSteps(int *count);

// Migrates an opened database to kSchemaVersion (one transaction per step) and makes
// sure the full-text index is at kFtsVersion. Throws DbError for a database whose schema
// is newer than this program, without touching it, and for one that is not Rulekeeper's.
// AlreadyChecked: the caller has just run checkOpenable() on this connection (the store
// does, before it turns WAL on), so the schema is not read and compared a second time.
enum class OpenCheck { Check, AlreadyChecked };
void migrate(Database &db, OpenCheck check = OpenCheck::Check);
// Throws DbError, having written nothing, for a file this program must not open: a newer
// schema, another program's SQLite file, or a schema Rulekeeper did not write (schemacheck.h).
void checkOpenable(Database &db);
// Applies steps up to `version` only (tests check each step from the one before).
void migrateTo(Database &db, int version, OpenCheck check = OpenCheck::Check);
// Drops and rebuilds the full-text index when its version differs.
void ensureFullTextIndex(Database &db);
// Forgets the stored lineage when another version of the alignment computed it
// (kLineageVersion), so that history, switching editions and dates follow this one's.
void ensureLineageCurrent(Database &db);

} // namespace rulesdb
