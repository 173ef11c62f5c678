// Schema versions: each migration step from the version before, databases written by every
// earlier version opened and migrated with their contents, newer files refused untouched,
// foreign SQLite files refused, the full-text index rebuilt when its version moves.

#include "lineage/lineage.h"
#include "rulesstore.h"
#include "schema.h"
#include "sqlite.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestMigrations : public QObject {
    Q_OBJECT
private slots:
    void stepsAreOrdered();
    void eachStepFromTheOneBefore_data();
    void eachStepFromTheOneBefore();
    void textsStoredTwiceUnderOldHashesBecomeOne();
    void writtenByAnEarlierVersion_data();
    void writtenByAnEarlierVersion();
    void newerSchemaIsRefusedUntouched();
    void foreignDatabaseIsRefused();
    void referencesSurviveTheirRebuildAndPassTheIntegrityCheck();
    void fullTextIndexIsRebuiltWhenItsVersionChanges();
    void lineageOfAnEarlierAlignmentIsComputedAgain();
};

void TestMigrations::stepsAreOrdered()
{
    int count = 0;
    const Migration *steps = migrationSteps(&count);
    QCOMPARE(count, kSchemaVersion);
    for (int i = 0; i < count; ++i)
        QCOMPARE(steps[i].to, i + 1);
}

void TestMigrations::eachStepFromTheOneBefore_data()
{
    QTest::addColumn<int>("to");
    // Tables, indexes and "table.column"s that must exist after the step.
    QTest::addColumn<QStringList>("tables");
    QTest::newRow("1: editions, texts, rules, examples, glossary, refs")
        << 1
        << QStringList{QStringLiteral("meta"), QStringLiteral("texts"),
                       QStringLiteral("editions"), QStringLiteral("rules"),
                       QStringLiteral("examples"), QStringLiteral("glossary"),
                       QStringLiteral("refs")};
    QTest::newRow("2: glossary terms found by name") << 2 << QStringList{QStringLiteral("glossary_by_term")};
    QTest::newRow("3: rules cut off in their source") << 3 << QStringList{QStringLiteral("rules.truncated")};
    QTest::newRow("4: dated texts, card rulings")
        << 4 << QStringList{QStringLiteral("rules.since"), QStringLiteral("examples.since"),
                            QStringLiteral("ruling_sets"), QStringLiteral("card_rulings"),
                            QStringLiteral("card_rulings_by_text"), QStringLiteral("card_rulings_by_card")};
    QTest::newRow("5: lineage of consecutive editions")
        << 5 << QStringList{QStringLiteral("lineage_pairs"), QStringLiteral("lineage"), QStringLiteral("lineage_by_old"),
                            QStringLiteral("lineage_by_new")};
    QTest::newRow("6: references keyed first") << 6 << QStringList{QStringLiteral("refs.length"), QStringLiteral("refs_by_target")};
    QTest::newRow("7: texts found by today's hash") << 7 << QStringList{QStringLiteral("texts_by_hash")};
    QTest::newRow("8: documents, policy sections and their parts")
        << 8 << QStringList{QStringLiteral("editions.document"), QStringLiteral("editions_by_source"),
                            QStringLiteral("sections"), QStringLiteral("sections_by_number"),
                            QStringLiteral("section_parts")};
    QTest::newRow("9: policy texts out of the CR's full-text index") << 9 << QStringList{QStringLiteral("texts.searched")};
}

void TestMigrations::eachStepFromTheOneBefore()
{
    QFETCH(int, to);
    QFETCH(QStringList, tables);
    Database db(QStringLiteral(":memory:"));
    migrateTo(db, to - 1);
    QCOMPARE(db.queryInt("PRAGMA user_version"), to - 1);
    if (to > 1) // what the step before wrote survives the step
        db.exec("INSERT INTO meta(key, value) VALUES('kept', 'yes')");
    migrateTo(db, to);
    if (to > 1)
        QCOMPARE(db.queryInt("SELECT count(*) FROM meta WHERE key = 'kept'"), 1);
    QCOMPARE(db.queryInt("PRAGMA user_version"), to);
    for (const QString &table : tables) {
        const bool column = table.contains(u'.');
        Statement st(db, column ? "SELECT count(*) FROM pragma_table_info(?1) WHERE name = ?2"
                                : "SELECT count(*) FROM sqlite_schema WHERE type IN ('table', 'index') AND name = ?1");
        st.bind(1, table.section(u'.', 0, 0));
        if (column)
            st.bind(2, table.section(u'.', 1));
        QVERIFY(st.step());
        QVERIFY2(st.integer(0) == 1, qPrintable(table));
    }
    {
        Statement check(db, "PRAGMA integrity_check");
        QVERIFY(check.step());
        QCOMPARE(check.text(0), QStringLiteral("ok"));
    }
    // The remaining steps apply on top; at the newest version it is a no-op.
    migrate(db);
    QCOMPARE(db.queryInt("PRAGMA user_version"), kSchemaVersion);
}

// A file used by the SHA-1-hash program and then the FNV-1a one holds the same text twice.
void TestMigrations::textsStoredTwiceUnderOldHashesBecomeOne()
{
    Database db(QStringLiteral(":memory:"));
    migrateTo(db, 6);
    ensureFullTextIndex(db);
    db.exec("INSERT INTO texts(id, hash, body) VALUES(1, 111, 'See rule 601.2b.'), "
            "(2, 222, 'See rule 601.2b.'), (3, 333, 'Other text.');"
            "INSERT INTO editions(id, date, name, source, format, encoding, sha256, imported_at, "
            "rule_count, example_count, glossary_count, dangling_refs) VALUES "
            "(1, '2024-07-30', 'CR', 'a.txt', 'txt', 'UTF-8', 'a', 'now', 1, 0, 0, 0), "
            "(2, '2024-11-08', 'CR', 'b.txt', 'txt', 'UTF-8', 'b', 'now', 2, 0, 0, 0);"
            "INSERT INTO rules(edition_id, sort_key, number, text_id) VALUES "
            "(1, x'01', '100.1', 1), (2, x'01', '100.1', 2), (2, x'02', '100.2', 3);"
            "INSERT INTO refs(text_id, start, target, length) VALUES (1, 4, '601.2b', 11), (2, 4, '601.2b', 11);"
            "INSERT INTO lineage_pairs VALUES (1, 2);"
            "INSERT INTO lineage VALUES (1, 2, 0, 'typography', '100.1', '100.1', 1.0);");
    migrateTo(db, 7);
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts WHERE body = 'See rule 601.2b.'"), 1);
    QCOMPARE(db.queryInt("SELECT count(DISTINCT text_id) FROM rules WHERE number = '100.1'"), 1);
    QCOMPARE(db.queryInt("SELECT count(*) FROM refs"), 1);
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts WHERE hash IN (111, 222, 333)"), 0);
    // What was derived from the old ids is computed again.
    QCOMPARE(db.queryInt("SELECT count(*) FROM lineage_pairs"), 0);
    QCOMPARE(db.queryInt("SELECT value FROM meta WHERE key = 'fts_version'"), 0);
    Statement fk(db, "PRAGMA foreign_key_check");
    QVERIFY(!fk.step());
}

void TestMigrations::writtenByAnEarlierVersion_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<int>("editions");
    QTest::addColumn<int>("rulingSets");
    // tests/data/schemas/README.md says which program wrote each file and what it holds.
    QTest::newRow("schema 1") << 1 << 2 << 0;
    QTest::newRow("schema 2") << 2 << 2 << 0;
    QTest::newRow("schema 3: dataset rows") << 3 << 3 << 0;
    QTest::newRow("schema 4: dated and card rulings") << 4 << 4 << 1;
    QTest::newRow("schema 5: stored lineage") << 5 << 4 << 1;
    QTest::newRow("schema 6: references keyed first") << 6 << 4 << 1;
    QTest::newRow("schema 7: texts found by today's hash") << 7 << 4 << 1;
    QTest::newRow("schema 8: documents, and an IPG") << 8 << 4 << 1;
    QTest::newRow("schema 9: policy texts out of the CR's index") << 9 << 4 << 1;
    QTest::newRow("schema 10: cards, and lineage without word diffs") << 10 << 4 << 1;
    QTest::newRow("schema 11: lineage without the links' texts") << 11 << 4 << 1;
    QCOMPARE(kSchemaVersion, 12); // a new version needs a file written by the one before
}

void TestMigrations::writtenByAnEarlierVersion()
{
    QFETCH(int, version);
    QFETCH(int, editions);
    QFETCH(int, rulingSets);
    // A copy: opening a WAL database writes beside it, and migrating rewrites it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    QVERIFY(QFile::copy(testsupport::testData(QStringLiteral("schemas/v%1.sqlite").arg(version)), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    qint64 rulesBefore = 0, examplesBefore = 0;
    {
        Database db(path);
        QCOMPARE(db.queryInt("PRAGMA user_version"), version);
        rulesBefore = db.queryInt("SELECT count(*) FROM rules");
        examplesBefore = db.queryInt("SELECT count(*) FROM examples");
    }
    const auto n = [](const char *number) { return *RuleNumber::parse(QString::fromLatin1(number)); };
    {
        RulesStore store(path);
        QCOMPARE(store.database().queryInt("PRAGMA user_version"), kSchemaVersion);
        QCOMPARE(int(store.editions().size()), editions);
        // Every edition is the CR's, and rebuilding the editions table cascaded to nothing.
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM editions WHERE document = 'cr'"), editions);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM rules"), rulesBefore);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM examples"), examplesBefore);
        QVERIFY(store.editions(Document::MTR).empty());
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM pragma_foreign_key_check"), 0);
        QCOMPARE(store.database().queryInt("PRAGMA foreign_keys"), 1);
        const auto july = store.edition(QStringLiteral("2024-07-30"), QStringLiteral("en"));
        QVERIFY(july);
        QCOMPARE(july->rules, 11);
        const auto rule = store.rule(*july, n("100.1"));
        QVERIFY(rule);
        QVERIFY(rule->rule.text.contains(QStringLiteral("multiplayer games")));
        QVERIFY(!store.search(QStringLiteral("multiplayer"), SearchOptions{}).empty());
        QVERIFY(!store.history(*july, n("100.1")).empty());
        // The links history made (or found) hold what a diff reads: the changes' word diffs.
        if (store.database().queryInt("SELECT count(*) FROM lineage WHERE kind IN ('modified', 'typography')") > 0)
            QVERIFY(store.database().queryInt("SELECT count(*) FROM lineage WHERE spans IS NOT NULL") > 0);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM sqlite_schema WHERE name = 'lineage_by_pair'"), 0);
        // ... and the texts of the rules they name, the very texts the rules have, and each
        // pair's count of unchanged rules.
        QVERIFY(store.database().queryInt("SELECT count(*) FROM lineage_pairs") > 0);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage_pairs WHERE unchanged IS NULL"), 0);
        QVERIFY(store.database().queryInt("SELECT count(*) FROM lineage WHERE old_text IS NOT NULL") > 0);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage l WHERE (old_number IS NULL) != (old_text IS NULL) "
                                           "OR (new_number IS NULL) != (new_text IS NULL)"),
                 0);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage l WHERE (old_text IS NOT NULL AND old_text NOT IN "
                                           "(SELECT text_id FROM rules r WHERE r.edition_id = l.from_edition AND r.number = l.old_number)) "
                                           "OR (new_text IS NOT NULL AND new_text NOT IN "
                                           "(SELECT text_id FROM rules r WHERE r.edition_id = l.to_edition AND r.number = l.new_number))"),
                 0);
        QCOMPARE(int(store.rulingSets().size()), rulingSets);
        if (version >= 8) {
            // The IPG's texts left the CR's full-text index: the CR's search does not see
            // them, the library's does.
            QVERIFY(store.database().queryInt("SELECT count(*) FROM texts WHERE NOT searched") > 0);
            QVERIFY(store.search(QStringLiteral("infraction"), SearchOptions{}).empty());
            QVERIFY(!store.searchLibrary(QStringLiteral("infraction"), SearchOptions{}).empty());
            QCOMPARE(store.database().queryInt("SELECT count(*) FROM texts_fts WHERE texts_fts MATCH 'infraction'"), 0);
        }
        if (version >= 4) // the dated rulings' own stamps survive
            QVERIFY(store.textSince(*store.edition(QStringLiteral("2009-09-04"), QStringLiteral("en")), n("107.1")));
        // A text imported again is found, not stored twice, whatever hash the file had.
        const qint64 texts = store.database().queryInt("SELECT count(*) FROM texts");
        EditionData again = testsupport::madeEdition("2025-01-01", {{"100.1", ""}});
        again.rules.front().text = rule->rule.text;
        store.addEdition(again);
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM texts"), texts);
        Statement check(store.database(), "PRAGMA integrity_check");
        QVERIFY(check.step());
        QCOMPARE(check.text(0), QStringLiteral("ok"));
    }
    // Migrated, it is what this version writes: it opens again without a complaint.
    RulesStore reopened(path);
    QCOMPARE(int(reopened.editions().size()), editions + 1);
}

void TestMigrations::newerSchemaIsRefusedUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        Database db(path);
        db.exec("CREATE TABLE future(x); INSERT INTO future VALUES(42);");
        db.exec(QStringLiteral("PRAGMA user_version=%1").arg(kSchemaVersion + 1));
    }
    auto digest = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    };
    const QByteArray before = digest();
    try {
        RulesStore store(path); // as the programs open it: the check comes before any write
        QFAIL("a newer schema must be refused");
    } catch (const DbError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("newer")), qPrintable(e.message()));
    }
    QCOMPARE(digest(), before);
}

void TestMigrations::foreignDatabaseIsRefused()
{
    Database db(QStringLiteral(":memory:"));
    db.exec("CREATE TABLE someone_elses(x)");
    QVERIFY_THROWS_EXCEPTION(DbError, migrate(db));
    QCOMPARE(db.queryInt("PRAGMA user_version"), 0);
}

void TestMigrations::fullTextIndexIsRebuiltWhenItsVersionChanges()
{
    Database db(QStringLiteral(":memory:"));
    migrate(db);
    db.exec("INSERT INTO texts(id, hash, body) VALUES(1, 1, 'Trample can’t be blocked by walls')");
    // Pretend the index was built by an older tokenizer: it must be rebuilt from texts.
    db.exec("UPDATE meta SET value = '0' WHERE key = 'fts_version'");
    ensureFullTextIndex(db);
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts_fts WHERE texts_fts MATCH 'trample'"), 1);
    // With the project's tokenizer, which folds the apostrophe away.
    QCOMPARE(db.queryInt("SELECT count(*) FROM texts_fts WHERE texts_fts MATCH 'cant'"), 1);
    QCOMPARE(db.queryInt("SELECT value FROM meta WHERE key = 'fts_version'"), kFtsVersion);
}

// A database keeps the lineage the alignment of its time computed; a later alignment may
// answer otherwise (the 2009 renumbering was corrected), so links stored by another version
// are forgotten on open and computed again when history asks.
void TestMigrations::lineageOfAnEarlierAlignmentIsComputedAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rules.sqlite"));
    const RuleNumber number = *RuleNumber::parse(u"702.20a");
    {
        RulesStore store(path);
        store.addEdition(testsupport::madeEdition("2024-01-01", {{"702.", "Keyword Abilities"},
                                                                 {"702.19a", "Trample is a static ability."},
                                                                 {"702.20a", "Vigilance is a static ability that modifies the declare attackers step."}}));
        store.addEdition(testsupport::madeEdition("2025-01-01", {{"702.", "Keyword Abilities"},
                                                                 {"702.19a", "Trample is a static ability."},
                                                                 {"702.20a", "Vigilance is a static ability that modifies the declare attackers step."},
                                                                 {"702.20b", "Attacking doesn't cause creatures with vigilance to tap."}}));
        store.updateLineage(QStringLiteral("en"));
        // What an earlier alignment might have stored: 702.20a taken for another rule.
        store.database().exec("INSERT INTO lineage(from_edition, to_edition, change, kind, old_number, new_number, similarity) "
                              "SELECT from_edition, to_edition, 99, 'moved', '702.19a', '702.20a', 0.2 FROM lineage_pairs");
        store.database().exec("UPDATE meta SET value = '1' WHERE key = 'lineage_version'");
    }
    RulesStore store(path);
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage_pairs"), 0);
    QCOMPARE(store.database().queryInt("SELECT value FROM meta WHERE key = 'lineage_version'"), kLineageVersion);
    const auto history = store.history(*store.edition(QStringLiteral("2025-01-01"), QStringLiteral("en")), number);
    QCOMPARE(history.size(), size_t(1));
    QCOMPARE(history.front().change, ChangeKind::FirstSeen);
    QCOMPARE(history.front().edition, QStringLiteral("2024-01-01"));
}

void TestMigrations::referencesSurviveTheirRebuildAndPassTheIntegrityCheck()
{
    Database db(QStringLiteral(":memory:"));
    migrateTo(db, 5);
    db.exec("INSERT INTO texts(id, hash, body) VALUES(1, 7, 'See rule 601.2b.')");
    db.exec("INSERT INTO refs(text_id, start, length, target) VALUES(1, 4, 11, '601.2b')");
    migrateTo(db, 6);
    Statement row(db, "SELECT text_id, start, length, target FROM refs");
    QVERIFY(row.step());
    QCOMPARE(row.integer(0), 1);
    QCOMPARE(row.integer(1), 4);
    QCOMPARE(row.integer(2), 11);
    QCOMPARE(row.text(3), QStringLiteral("601.2b"));
    QVERIFY(!row.step());
    Statement check(db, "PRAGMA integrity_check");
    QVERIFY(check.step());
    QCOMPARE(check.text(0), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
