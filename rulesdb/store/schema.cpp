#include "schema.h"

#include "cards/cardsearchindex.h"
#include "cards/rulingcitations.h"
#include "policy/sectionindex.h"
#include "search/wordsenses.h"

#include "lineage/lineage.h"
#include "schemacheck.h"
#include "sqlite.h"
#include "storeprivate.h"

#include <iterator>

namespace rulesdb {

namespace {

// Databases written before the texts' hash became FNV-1a (schema 1, and schema 2 until the
// change) hold SHA-1-based hashes: a text imported again is then not found, stored twice,
// and a keyword's own rule is missed. Every hash is computed again, texts that turn out to
// be stored twice become one (what points at the copy points at the first), and what was
// derived from text ids (lineage, the full-text index) is rebuilt.
void rehashTexts(Database &db)
{
    std::vector<std::pair<qint64, qint64>> stale; // id, hash
    {
        Statement texts(db, "SELECT id, hash, body FROM texts");
        while (texts.step()) {
            const qint64 hash = textHash(texts.text(2).toUtf8());
            if (hash != texts.int64(1))
                stale.emplace_back(texts.int64(0), hash);
        }
    }
    Statement update(db, "UPDATE texts SET hash = ?2 WHERE id = ?1");
    for (const auto &[id, hash] : stale)
        update.bind(1, id).bind(2, hash).run();
    Statement copies(db, "SELECT b.id, a.id FROM texts a JOIN texts b ON b.hash = a.hash "
                         "AND b.body = a.body AND b.id > a.id "
                         "WHERE NOT EXISTS (SELECT 1 FROM texts c WHERE c.hash = a.hash "
                         "AND c.body = a.body AND c.id < a.id)");
    std::vector<std::pair<qint64, qint64>> merges; // copy, first
    while (copies.step())
        merges.emplace_back(copies.int64(0), copies.int64(1));
    if (merges.empty())
        return;
    const char *repoint[] = {
        "UPDATE rules SET text_id = ?2 WHERE text_id = ?1",
        "UPDATE examples SET text_id = ?2 WHERE text_id = ?1",
        "UPDATE glossary SET text_id = ?2 WHERE text_id = ?1",
        "UPDATE card_rulings SET text_id = ?2 WHERE text_id = ?1",
        "UPDATE editions SET credits_id = ?2 WHERE credits_id = ?1",
        "DELETE FROM refs WHERE text_id = ?1", // the first copy has the same references
        "DELETE FROM texts WHERE id = ?1",
    };
    for (const char *sql : repoint) {
        Statement st(db, sql);
        for (const auto &[copy, first] : merges) {
            st.bind(1, copy);
            if (QByteArray(sql).contains("?2"))
                st.bind(2, first);
            st.run();
        }
    }
    db.exec("DELETE FROM lineage; DELETE FROM lineage_pairs; "
            "UPDATE meta SET value = '0' WHERE key = 'fts_version';");
}

// Texts only a policy document holds leave the CR's full-text index, rebuilt without them.
void keepPolicyTextsOutOfTheIndex(Database &db)
{
    db.exec("UPDATE texts SET searched = 0 WHERE id IN (SELECT text_id FROM sections UNION "
            "SELECT text_id FROM section_parts) AND id NOT IN (SELECT text_id FROM rules UNION "
            "SELECT text_id FROM examples UNION SELECT text_id FROM glossary UNION "
            "SELECT text_id FROM card_rulings UNION "
            "SELECT credits_id FROM editions WHERE credits_id IS NOT NULL);"
            "UPDATE meta SET value = '0' WHERE key = 'fts_version';");
}

// Rule texts, examples, glossary definitions and credits are stored once in `texts`
// and shared by every edition that has the same words: 99 editions hold ~197,000 rule
// rows but only ~12,000 distinct texts. `rules` is keyed by the natural sort key of the
// number, so a rule, its subrules and the edition's order are one index range.
constexpr Migration kMigrations[] = {
    {1, R"sql(
CREATE TABLE meta(
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE texts(
    id   INTEGER PRIMARY KEY,
    hash INTEGER NOT NULL,          -- FNV-1a 64 of the body's UTF-8, for de-duplication
    body TEXT NOT NULL
);
CREATE INDEX texts_by_hash ON texts(hash);
CREATE TABLE editions(
    id            INTEGER PRIMARY KEY,
    date          TEXT NOT NULL,    -- effective date, YYYY-MM-DD
    language      TEXT NOT NULL DEFAULT 'en',
    name          TEXT NOT NULL,
    source        TEXT NOT NULL,    -- file name the edition was read from
    format        TEXT NOT NULL,
    encoding      TEXT NOT NULL,
    sha256        TEXT NOT NULL,    -- of the source bytes
    imported_at   TEXT NOT NULL,    -- UTC, ISO 8601
    flags         INTEGER NOT NULL DEFAULT 0,
    rule_count    INTEGER NOT NULL, -- numbered rules and subrules only
    example_count INTEGER NOT NULL,
    glossary_count INTEGER NOT NULL,
    dangling_refs INTEGER NOT NULL, -- references to numbers this edition lacks
    credits_id    INTEGER REFERENCES texts(id),
    UNIQUE(date, language)
);
CREATE UNIQUE INDEX editions_by_source ON editions(sha256, language);
CREATE TABLE rules(
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    sort_key   BLOB NOT NULL,       -- RuleNumber::sortKey(), plus a suffix for a repeated number
    number     TEXT NOT NULL,       -- normalised: 1. 100. 100.1 100.1a
    text_id    INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(edition_id, sort_key)
) WITHOUT ROWID;
CREATE INDEX rules_by_text ON rules(text_id);
CREATE TABLE examples(
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    sort_key   BLOB NOT NULL,       -- the rule the example belongs to
    ord        INTEGER NOT NULL,
    text_id    INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(edition_id, sort_key, ord)
) WITHOUT ROWID;
CREATE INDEX examples_by_text ON examples(text_id);
CREATE TABLE glossary(
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    ord        INTEGER NOT NULL,
    term       TEXT NOT NULL,
    text_id    INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(edition_id, ord)
) WITHOUT ROWID;
CREATE INDEX glossary_by_text ON glossary(text_id);
-- References are a property of a text, found once when the text is first stored.
CREATE TABLE refs(
    text_id INTEGER NOT NULL REFERENCES texts(id),
    start   INTEGER NOT NULL,       -- UTF-16 offset of the cited span in the text
    length  INTEGER NOT NULL,
    target  TEXT NOT NULL,          -- normalised number cited
    PRIMARY KEY(text_id, start, target)
) WITHOUT ROWID;
CREATE INDEX refs_by_target ON refs(target);
)sql"},
    // Typing a glossary term ("trample", "Mana Ability") finds its entry in every edition
    // without reading the whole glossary of each.
    {2, R"sql(
CREATE INDEX glossary_by_term ON glossary(term COLLATE NOCASE);
)sql"},
    // Dataset viewers cut long cells off: such a rule is kept, and marked so that it is
    // never shown as if it were complete.
    {3, R"sql(
ALTER TABLE rules ADD COLUMN truncated INTEGER NOT NULL DEFAULT 0;
)sql"},
    // Dated rulings say when each text took effect, so that the text in force on a day
    // between two editions is known. Card rulings (dated, per card, from set files) are
    // kept beside the rules; their texts share `texts`, so their references to rules are
    // found like any other and they are searched like any other.
    {4, R"sql(
ALTER TABLE rules ADD COLUMN since TEXT;      -- YYYY-MM-DD, when the source dates the text
ALTER TABLE examples ADD COLUMN since TEXT;
CREATE TABLE ruling_sets(
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,     -- e.g. "Magic 2010 (M10)"
    source       TEXT NOT NULL,     -- file name the rulings were read from
    sha256       TEXT NOT NULL UNIQUE,
    imported_at  TEXT NOT NULL,
    ruling_count INTEGER NOT NULL
);
CREATE TABLE card_rulings(
    set_id  INTEGER NOT NULL REFERENCES ruling_sets(id) ON DELETE CASCADE,
    ord     INTEGER NOT NULL,
    card    TEXT NOT NULL,
    date    TEXT NOT NULL,          -- YYYY-MM-DD
    text_id INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(set_id, ord)
) WITHOUT ROWID;
CREATE INDEX card_rulings_by_text ON card_rulings(text_id);
CREATE INDEX card_rulings_by_card ON card_rulings(card COLLATE NOCASE);
)sql"},
    // Lineage of consecutive whole editions, so that a rule's history is a walk along
    // stored links rather than an alignment of every edition. Unchanged rules keep their
    // number and are not stored.
    {5, R"sql(
CREATE TABLE lineage_pairs(
    from_edition INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    to_edition   INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    PRIMARY KEY(from_edition, to_edition)
) WITHOUT ROWID;
CREATE TABLE lineage(
    from_edition INTEGER NOT NULL,
    to_edition   INTEGER NOT NULL,
    change       INTEGER NOT NULL,  -- the change's place in the pair: its rows share it
    kind         TEXT NOT NULL,     -- changeKindName()
    old_number   TEXT,              -- NULL for an added rule
    new_number   TEXT,              -- NULL for a removed rule
    similarity   REAL NOT NULL,
    FOREIGN KEY(from_edition, to_edition) REFERENCES lineage_pairs(from_edition, to_edition) ON DELETE CASCADE
);
CREATE INDEX lineage_by_old ON lineage(from_edition, old_number);
CREATE INDEX lineage_by_new ON lineage(to_edition, new_number);
CREATE INDEX lineage_by_pair ON lineage(from_edition, to_edition);
)sql"},
    // The key's columns first: SQLite 3.40's integrity check misreads a WITHOUT ROWID row
    // whose key has a column declared after a plain NOT NULL one ("NULL value in
    // refs.length" on every row), and a check that always fails checks nothing.
    {6, R"sql(
CREATE TABLE refs_keyed_first(
    text_id INTEGER NOT NULL REFERENCES texts(id),
    start   INTEGER NOT NULL,       -- UTF-16 offset of the cited span in the text
    target  TEXT NOT NULL,          -- normalised number cited
    length  INTEGER NOT NULL,
    PRIMARY KEY(text_id, start, target)
) WITHOUT ROWID;
INSERT INTO refs_keyed_first(text_id, start, target, length) SELECT text_id, start, target, length FROM refs;
DROP TABLE refs;
ALTER TABLE refs_keyed_first RENAME TO refs;
CREATE INDEX refs_by_target ON refs(target);
)sql"},
    {7, "", rehashTexts},
    // The judge's library: an edition belongs to a document (the CR, the MTR, the IPG,
    // JAR), every edition stored so far being the CR's, and one date and language may hold
    // one edition of each document. A policy document is sections in order (a number that
    // follows the document, a title, an IPG infraction's category and penalty) with their
    // labelled parts; their texts are stored once in `texts` beside the CR's.
    {8, R"sql(
CREATE TABLE editions_with_documents(
    id            INTEGER PRIMARY KEY,
    date          TEXT NOT NULL,    -- effective date, YYYY-MM-DD
    language      TEXT NOT NULL DEFAULT 'en',
    name          TEXT NOT NULL,
    source        TEXT NOT NULL,    -- file name the edition was read from
    format        TEXT NOT NULL,
    encoding      TEXT NOT NULL,
    sha256        TEXT NOT NULL,    -- of the source bytes
    imported_at   TEXT NOT NULL,    -- UTC, ISO 8601
    flags         INTEGER NOT NULL DEFAULT 0,
    rule_count    INTEGER NOT NULL, -- numbered rules and subrules (a policy document: its sections)
    example_count INTEGER NOT NULL,
    glossary_count INTEGER NOT NULL,
    dangling_refs INTEGER NOT NULL, -- references to numbers this edition lacks
    credits_id    INTEGER REFERENCES texts(id),
    document      TEXT NOT NULL DEFAULT 'cr', -- documentName(): cr, mtr, ipg, jar
    UNIQUE(document, date, language)
);
INSERT INTO editions_with_documents(id, date, language, name, source, format, encoding, sha256,
    imported_at, flags, rule_count, example_count, glossary_count, dangling_refs, credits_id)
SELECT id, date, language, name, source, format, encoding, sha256, imported_at, flags,
    rule_count, example_count, glossary_count, dangling_refs, credits_id FROM editions;
DROP TABLE editions;
ALTER TABLE editions_with_documents RENAME TO editions;
CREATE UNIQUE INDEX editions_by_source ON editions(sha256, language);
CREATE TABLE sections(
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    ord        INTEGER NOT NULL,    -- place in the document
    number     TEXT NOT NULL,       -- "2.12", "Appendix A"; '' when the document numbers it not
    level      INTEGER NOT NULL,    -- 1 section or appendix, 2 subsection
    title      TEXT NOT NULL,
    category   TEXT NOT NULL,       -- an IPG infraction's ("Game Play Error"), else ''
    penalty    TEXT NOT NULL,       -- an IPG infraction's ("Warning"), else ''
    text_id    INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(edition_id, ord)
) WITHOUT ROWID;
CREATE INDEX sections_by_number ON sections(edition_id, number);
CREATE INDEX sections_by_text ON sections(text_id);
CREATE TABLE section_parts(
    edition_id  INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    section_ord INTEGER NOT NULL,
    ord         INTEGER NOT NULL,
    label       TEXT NOT NULL,      -- "Definition", "Examples", "Philosophy", "Example" …
    text_id     INTEGER NOT NULL REFERENCES texts(id),
    PRIMARY KEY(edition_id, section_ord, ord)
) WITHOUT ROWID;
CREATE INDEX section_parts_by_text ON section_parts(text_id);
)sql", nullptr, true},
    // The CR's ranking weighs a word by how rare it is among the texts its full-text index
    // holds: a policy document's texts kept there would move the CR's answers whenever the
    // MTR, IPG or JAR is imported. Their texts are kept out of it (the policy documents are
    // searched by their own fielded index, see policy/sectionsearch.cpp); a text the CR
    // holds too stays in.
    {9, R"sql(
ALTER TABLE texts ADD COLUMN searched INTEGER NOT NULL DEFAULT 1; -- 0: a policy document's only, not in texts_fts
)sql", keepPolicyTextsOutOfTheIndex},
    // Oracle cards: a card file is an edition of the document 'cards', dated by its snapshot.
    // A card is its Oracle identity (Scryfall's oracle id, else its name and kind); what a
    // snapshot says of its faces is stored once per distinct wording in card_texts (kept
    // apart from `texts`, which the rules' full-text index and lineage read), and a version
    // only when it differs from the one in force on the snapshot's date. Rulings and
    // printings are kept once each, with the earliest snapshot that holds them. Every name a
    // card is found by (whole, each half, each face) is a folded key (cards/cardname.h).
    {10, R"sql(
CREATE TABLE cards(
    id        INTEGER PRIMARY KEY,
    oracle_id TEXT UNIQUE,          -- Scryfall's; NULL when no source gave one
    name      TEXT NOT NULL,        -- the whole name: "Fire // Ice", "A-Lightning Bolt"
    kind      TEXT NOT NULL         -- paper, alchemy, funny, token (cardKindName())
);
CREATE INDEX cards_by_name ON cards(name, kind);
CREATE TABLE card_texts(
    id   INTEGER PRIMARY KEY,
    hash INTEGER NOT NULL,          -- FNV-1a 64 of the body's UTF-8, as texts'
    body TEXT NOT NULL              -- a card's faces as JSON, or a ruling's words
);
CREATE INDEX card_texts_by_hash ON card_texts(hash);
CREATE TABLE card_versions(
    card_id    INTEGER NOT NULL REFERENCES cards(id),
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
    text_id    INTEGER NOT NULL REFERENCES card_texts(id),
    PRIMARY KEY(card_id, edition_id)
) WITHOUT ROWID;
CREATE TABLE oracle_rulings(
    card_id    INTEGER NOT NULL REFERENCES cards(id),
    date       TEXT NOT NULL,       -- YYYY-MM-DD
    text_id    INTEGER NOT NULL REFERENCES card_texts(id),
    source     TEXT NOT NULL,       -- 'wotc', or 'scryfall' for Scryfall's own notes
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE, -- first snapshot holding it
    PRIMARY KEY(card_id, date, text_id)
) WITHOUT ROWID;
CREATE TABLE card_sets(
    code     TEXT PRIMARY KEY,
    name     TEXT NOT NULL,
    released TEXT NOT NULL          -- YYYY-MM-DD, or '' when unknown
) WITHOUT ROWID;
CREATE TABLE card_printings(
    card_id    INTEGER NOT NULL REFERENCES cards(id),
    set_code   TEXT NOT NULL,
    edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE, -- first snapshot holding it
    PRIMARY KEY(card_id, set_code)
) WITHOUT ROWID;
CREATE TABLE card_names(
    key     TEXT NOT NULL,          -- cardNameKey(): letters and digits, folded
    card_id INTEGER NOT NULL REFERENCES cards(id),
    whole   INTEGER NOT NULL,       -- 1: the card's whole name; 0: a half or a face
    PRIMARY KEY(key, card_id)
) WITHOUT ROWID;
)sql"},
    // What a diff of two consecutive editions reads instead of computing: each change's word
    // diff (storedspans.h), and which copy of a number a file repeats a link means, so that
    // those editions' diffs read their links too. A pair's links are read through
    // lineage_by_old (an edition has one successor in its language): the index by pair
    // only took room. The links stored before lack both: kLineageVersion 4 has them aligned
    // again.
    {11, R"sql(
DROP INDEX lineage_by_pair;
ALTER TABLE lineage ADD COLUMN old_copy INTEGER; -- NULL: the first (or only) rule of old_number
ALTER TABLE lineage ADD COLUMN new_copy INTEGER; -- 1: the second rule numbered new_number, and so on
ALTER TABLE lineage ADD COLUMN spans BLOB;       -- on a change's first row: its word diff, when shown
)sql"},
    // What a diff of two consecutive editions reads with the links, so that it reads no rule
    // of either edition: the text of each rule a link names (the wording is that text and
    // the rule's examples), and how many rules kept their number and words. The links stored
    // before lack both: kLineageVersion 5 has them aligned again.
    {12, R"sql(
ALTER TABLE lineage ADD COLUMN old_text INTEGER; -- texts(id) of old_number's rule in from_edition
ALTER TABLE lineage ADD COLUMN new_text INTEGER; -- texts(id) of new_number's rule in to_edition
ALTER TABLE lineage_pairs ADD COLUMN unchanged INTEGER; -- rules the alignment found unchanged
)sql"},
};

void setUserVersion(Database &db, int version)
{
    db.exec(QStringLiteral("PRAGMA user_version=%1").arg(version));
}

} // namespace

const Migration *migrationSteps(int *count)
{
    *count = int(std::size(kMigrations));
    return kMigrations;
}

void checkOpenable(Database &db)
{
    const int current = int(db.queryInt("PRAGMA user_version"));
    if (current > kSchemaVersion)
        throw DbError(0, QStringLiteral("%1 was written by a newer Rulekeeper (schema %2; this "
                                        "program knows up to %3); it was not modified")
                             .arg(db.path(), QString::number(current), QString::number(kSchemaVersion)));
    if (current == 0 && db.queryInt("SELECT count(*) FROM sqlite_schema") > 0)
        throw DbError(0, QStringLiteral("%1 is an SQLite database but not a Rulekeeper one; "
                                        "it was not modified")
                             .arg(db.path()));
    if (current > 0)
        verifySchema(db, current);
}

void migrateTo(Database &db, int version, OpenCheck check)
{
    if (check == OpenCheck::Check)
        checkOpenable(db);
    const int current = int(db.queryInt("PRAGMA user_version"));
    for (const Migration &step : kMigrations) {
        if (step.to <= current || step.to > version)
            continue;
        // Outside any transaction, where SQLite lets the setting change.
        if (step.rebuildsTables)
            db.exec("PRAGMA foreign_keys=OFF");
        try {
            Transaction tx(db);
            db.exec(step.sql);
            if (step.code)
                step.code(db);
            if (step.rebuildsTables && db.queryInt("SELECT count(*) FROM pragma_foreign_key_check") > 0)
                throw DbError(0, QStringLiteral("%1: migrating to schema %2 would break references "
                                                "between tables; it was not modified")
                                     .arg(db.path(), QString::number(step.to)));
            setUserVersion(db, step.to);
            tx.commit();
        } catch (...) {
            if (step.rebuildsTables)
                db.exec("PRAGMA foreign_keys=ON");
            throw;
        }
        if (step.rebuildsTables)
            db.exec("PRAGMA foreign_keys=ON");
    }
}

void ensureFullTextIndex(Database &db)
{
    qint64 have = 0;
    {
        Statement st(db, "SELECT value FROM meta WHERE key = 'fts_version'");
        if (st.step())
            have = st.text(0).toLongLong();
    }
    if (have == kFtsVersion)
        return;
    Transaction tx(db);
    db.exec("DROP TABLE IF EXISTS texts_fts; DROP TABLE IF EXISTS terms_fts; DROP TABLE IF EXISTS search_titles;");
    // External content: the index holds no copy of the texts.
    const QString tokenize = QString::fromLatin1(kFtsTokenize);
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE texts_fts USING fts5(body, content='texts', "
                           "content_rowid='id', tokenize='%1')")
                .arg(tokenize));
    // Not 'rebuild', which would index every row of `texts`: a policy document's own texts
    // stay out (schema 9). Before that step there is no such column and no such text.
    if (db.queryInt("SELECT count(*) FROM pragma_table_info('texts') WHERE name = 'searched'") > 0)
        db.exec("INSERT INTO texts_fts(rowid, body) SELECT id, body FROM texts WHERE searched");
    else
        db.exec("INSERT INTO texts_fts(texts_fts) VALUES('rebuild')");
    // The glossary's terms, each once in any capitalisation: search finds entries by their
    // words ("mana abilities", "法术力异能") as well as by their definitions.
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE terms_fts USING fts5(term, tokenize='%1')").arg(tokenize));
    db.exec("INSERT INTO terms_fts(term) SELECT min(term) FROM glossary GROUP BY term COLLATE NOCASE");
    // Titles and headings by their words in the singular, as search looks titles up
    // ("emblem" → 114. Emblems): tokenized once here and as each text is stored, never per
    // process.
    db.exec("DROP TABLE IF EXISTS search_titles");
    db.exec("CREATE TABLE search_titles("
            "singular TEXT NOT NULL, "     // the words folded, each in the singular
            "text_id  INTEGER NOT NULL, "
            "words    TEXT, "              // the words folded, as written; NULL: as `singular`
            "PRIMARY KEY(singular, text_id)) WITHOUT ROWID");
    {
        // Longer texts are never titles, nor sentences (titleWordsOf() says which are).
        Statement texts(db, "SELECT id, body FROM texts WHERE length(body) <= 120");
        Statement insert(db, "INSERT INTO search_titles(singular, text_id, words) VALUES(?1, ?2, ?3)");
        while (texts.step()) {
            if (const std::optional<TitleWords> title = titleWordsOf(texts.text(1)))
                bindTitle(insert, *title, texts.int64(0)).run();
        }
    }
    // The rules each card ruling cites, for a rule's page (cards/rulingcitations.h).
    rebuildRulingCitations(db);
    // The cards' own index (cards/cardsearchindex.h).
    rebuildCardSearchIndex(db);
    // The policy sections' words (policy/sectionindex.h).
    sectionwords::rebuildSectionIndex(db);
    // What the rulings' words mean (search/wordsenses.h).
    learnWordSenses(db);
    Statement st(db, "INSERT OR REPLACE INTO meta(key, value) VALUES('fts_version', ?1)");
    st.bind(1, QString::number(kFtsVersion)).run();
    tx.commit();
}

void ensureLineageCurrent(Database &db)
{
    const auto stored = [&db] {
        Statement st(db, "SELECT value FROM meta WHERE key = 'lineage_version'");
        return st.step() ? st.text(0).toLongLong() : 0;
    };
    if (stored() == kLineageVersion)
        return;
    Transaction tx(db);
    // Another connection may have done it while this one waited for the write lock.
    if (stored() == kLineageVersion)
        return;
    // The links are derived data: updateLineage() aligns the editions again when asked.
    db.exec("DELETE FROM lineage; DELETE FROM lineage_pairs;");
    Statement st(db, "INSERT OR REPLACE INTO meta(key, value) VALUES('lineage_version', ?1)");
    st.bind(1, QString::number(kLineageVersion)).run();
    tx.commit();
}

void migrate(Database &db, OpenCheck check)
{
    migrateTo(db, kSchemaVersion, check);
    ensureFullTextIndex(db);
    ensureLineageCurrent(db);
}

} // namespace rulesdb
