// What changed between two editions when one or both are excerpts: a rule both have at
// one number is reported whatever became of its words, never left out or said removed.
// The diff of two consecutive whole editions read from the stored lineage is the diff the
// alignment gives afresh, on real editions.

#include "importer.h"
#include "lineage/editiondiff.h"
#include "lineage/storeddiff.h"
#include "lineage/storedspans.h"
#include "rulesstore.h"
#include "store/sqlite.h"
#include "store/dberror.h"
#include "testsupport.h"

#include <QDir>
#include <QTest>

using namespace rulesdb;

namespace {

const char *kRules = "These Magic rules apply to any Magic game with two or more players, including two-player "
                     "games and multiplayer games.";
const char *kReworded = "These Magic rules apply to any Magic game with two or more players, including multiplayer "
                        "games.";
const char *kRewritten = "Ante is an optional variation, forbidden under the tournament rules and wherever the law "
                         "forbids it.";

std::vector<std::pair<const char *, const char *>> whole(const char *rule1001)
{
    return {{"1.", "Game Concepts"},
            {"100.", "General"},
            {"100.1", rule1001},
            {"100.2", "To play, each player needs their own deck of traditional Magic cards."}};
}

// Every difference of two diffs, one line each; empty when they are the same.
QStringList differences(const EditionDiff &a, const EditionDiff &b)
{
    QStringList out;
    for (const auto &[kind, count] : a.summary)
        if (b.summary.count(kind) == 0 || b.summary.at(kind) != count)
            out << QStringLiteral("summary of %1: %2 and %3")
                       .arg(changeKindName(kind))
                       .arg(count)
                       .arg(b.summary.count(kind) ? b.summary.at(kind) : -1);
    if (a.summary.size() != b.summary.size())
        out << QStringLiteral("summaries of %1 and %2 kinds").arg(a.summary.size()).arg(b.summary.size());
    if (a.changes.size() != b.changes.size())
        out << QStringLiteral("%1 and %2 changes").arg(a.changes.size()).arg(b.changes.size());
    for (size_t i = 0; i < std::min(a.changes.size(), b.changes.size()); ++i) {
        const DiffEntry &x = a.changes[i], &y = b.changes[i];
        if (x.kind != y.kind || x.oldNumbers != y.oldNumbers || x.newNumbers != y.newNumbers
            || x.similarity != y.similarity || x.oldText != y.oldText || x.newText != y.newText
            || x.oldParagraphs != y.oldParagraphs || x.newParagraphs != y.newParagraphs || x.spans != y.spans)
            out << QStringLiteral("change %1: %2 %3 and %4 %5")
                       .arg(i)
                       .arg(changeKindName(x.kind), changeHeading(x), changeKindName(y.kind), changeHeading(y));
    }
    return out;
}

// Every difference between the entries forEachChange() gives (what text output writes) and
// a diff's entries, one line each.
QStringList entryDifferences(const EditionChanges &changes, const EditionDiff &diff)
{
    QStringList out;
    size_t i = 0;
    forEachChange(changes, [&](const ChangeText &t) {
        if (i >= diff.changes.size()) {
            out << QStringLiteral("change %1 beyond the diff's").arg(i++);
            return;
        }
        const DiffEntry &e = diff.changes[i];
        std::vector<SpanLength> lengths;
        for (const DiffSpan &s : e.spans)
            lengths.push_back({s.kind, s.text.size()});
        if (t.kind != e.kind || t.similarity != e.similarity || t.oldNumbers != e.oldNumbers || t.newNumbers != e.newNumbers
            || t.oldText != e.oldText || t.newText != e.newText || t.spans != lengths)
            out << QStringLiteral("change %1: %2 %3").arg(i).arg(changeKindName(e.kind), changeHeading(e));
        ++i;
    });
    if (i != diff.changes.size())
        out << QStringLiteral("%1 entries and %2 changes").arg(i).arg(diff.changes.size());
    return out;
}

} // namespace

class TestEditionDiff : public QObject {
    Q_OBJECT
private slots:
    void ruleAtTheSameNumberIsReported_data();
    void ruleAtTheSameNumberIsReported();
    void editionsOfTwoLanguagesAreNotCompared();
    void storedLineageGivesTheAlignedDiff_data();
    void storedLineageGivesTheAlignedDiff();
    void storedLinksAreWhatIsRead();
    void storedTextsAreWhatIsRead();
    void storedWordDiffsAreWhatIsRead();
    void storedSpansGiveTheWordDiffBack();
    void unlinkedPairsAreAligned();
    void aReplacedEditionIsLinkedAgain();

private:
    // The CR of 2022-10-07 and of 2022-11-18, between which 123.6's name stickers changed:
    // the two editions, as the store has them.
    static std::pair<std::optional<EditionInfo>, std::optional<EditionInfo>> importNameStickerPair(RulesStore &store);
    static const DiffEntry *changeAt1236(const EditionDiff &diff);
};

std::pair<std::optional<EditionInfo>, std::optional<EditionInfo>> TestEditionDiff::importNameStickerPair(RulesStore &store)
{
    const QDir corpus(testsupport::corpusFile(QStringLiteral("cr-txt")));
    importers::importFiles(store, {corpus.filePath(QStringLiteral("2022-10-07.txt")), corpus.filePath(QStringLiteral("2022-11-18.txt"))}, {});
    return {store.edition(QStringLiteral("2022-10-07"), QStringLiteral("en")),
            store.edition(QStringLiteral("2022-11-18"), QStringLiteral("en"))};
}

const DiffEntry *TestEditionDiff::changeAt1236(const EditionDiff &diff)
{
    const auto it = std::find_if(diff.changes.begin(), diff.changes.end(),
                                 [](const DiffEntry &e) { return e.newNumbers == QStringList{QStringLiteral("123.6")}; });
    return it == diff.changes.end() ? nullptr : &*it;
}

void TestEditionDiff::ruleAtTheSameNumberIsReported_data()
{
    QTest::addColumn<int>("olderFlags");
    QTest::addColumn<int>("newerFlags");
    QTest::addColumn<QString>("newText");
    QTest::addColumn<QString>("kind");
    const QString rewritten = QString::fromUtf8(kRewritten), reworded = QString::fromUtf8(kReworded);
    QTest::newRow("two excerpts, rewritten entirely") << int(FlagPartial) << int(FlagPartial) << rewritten << QStringLiteral("modified");
    QTest::newRow("two excerpts, reworded") << int(FlagPartial) << int(FlagPartial) << reworded << QStringLiteral("modified");
    QTest::newRow("excerpt then whole, rewritten") << int(FlagPartial) << 0 << rewritten << QStringLiteral("modified");
    QTest::newRow("whole then excerpt, rewritten") << 0 << int(FlagPartial) << rewritten << QStringLiteral("modified");
    QTest::newRow("whole then broken off, rewritten") << 0 << int(FlagIncomplete) << rewritten << QStringLiteral("modified");
    QTest::newRow("excerpt then whole, reworded") << int(FlagPartial) << 0 << reworded << QStringLiteral("modified");
}

void TestEditionDiff::ruleAtTheSameNumberIsReported()
{
    QFETCH(int, olderFlags);
    QFETCH(int, newerFlags);
    QFETCH(QString, newText);
    QFETCH(QString, kind);
    RulesStore store(QStringLiteral(":memory:"));
    const QByteArray changed = newText.toUtf8();
    // An excerpt here is the one rule, as a one-row file gives it.
    const auto made = [&](const char *date, const char *text, int flags) {
        auto rules = whole(text);
        if (flags & (FlagPartial | FlagIncomplete))
            rules = {{"100.1", text}};
        return store.addEdition(testsupport::madeEdition(date, rules, flags)).edition;
    };
    const EditionInfo from = made("2024-01-01", kRules, olderFlags);
    const EditionInfo to = made("2024-02-01", changed.constData(), newerFlags);

    const EditionDiff diff = diffEditions(store, from, to);
    QCOMPARE(diff.changes.size(), size_t(1));
    const DiffEntry &e = diff.changes.front();
    QCOMPARE(changeKindName(e.kind), kind);
    QCOMPARE(e.oldNumbers, QStringList{QStringLiteral("100.1")});
    QCOMPARE(e.newNumbers, QStringList{QStringLiteral("100.1")});
    QCOMPARE(e.oldText, QString::fromUtf8(kRules));
    QCOMPARE(e.newText, newText);
    QVERIFY(!e.spans.empty());
    QVERIFY2(e.similarity > 0 && e.similarity < 1, qPrintable(QString::number(e.similarity)));
    QCOMPARE(diff.summary.at(e.kind), 1);
    QCOMPARE(diff.summary.at(ChangeKind::Added), 0);
    QCOMPARE(diff.summary.at(ChangeKind::Removed), 0);
}

// An English and a Chinese edition share no words: every rule would be "added" and
// "removed". Refused with the reason, for the app and the command line alike.
void TestEditionDiff::editionsOfTwoLanguagesAreNotCompared()
{
    RulesStore store(QStringLiteral(":memory:"));
    const EditionInfo en = store.addEdition(testsupport::madeEdition("2026-01-16", {{"702.19a", "Trample is a static ability."}})).edition;
    const EditionInfo zh = store.addEdition(testsupport::madeEdition("2026-01-16", {{"702.19a", "践踏属于静止式异能。"}}, 0, "zh")).edition;
    try {
        diffEditions(store, en, zh);
        QFAIL("an English and a Chinese edition were compared");
    } catch (const DbError &e) {
        QVERIFY2(e.message().contains(QStringLiteral("2026-01-16 (en) and 2026-01-16 (zh) are in different languages")),
                 qPrintable(e.message()));
    }
    QVERIFY(!whyNotComparable(en, zh).isEmpty());
    QVERIFY(whyNotComparable(en, en).isEmpty());
}

void TestEditionDiff::storedLineageGivesTheAlignedDiff_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("readStored"); // false: a number the links name repeats in a file
    // A few changes (rules read one by one), many (2019-01-25 folded every quote and dash:
    // the whole editions read), splits and a repeated number (501.2, 501.3 in 2006-05-01).
    QTest::newRow("2022-10-07 → 2022-11-18") << QStringLiteral("2022-10-07") << QStringLiteral("2022-11-18") << true;
    QTest::newRow("2024-06-07 → 2024-07-30") << QStringLiteral("2024-06-07") << QStringLiteral("2024-07-30") << true;
    QTest::newRow("2019-01-25 → 2019-05-03") << QStringLiteral("2019-01-25") << QStringLiteral("2019-05-03") << true;
    QTest::newRow("2008-10-01 → 2009-02-01") << QStringLiteral("2008-10-01") << QStringLiteral("2009-02-01") << true;
    QTest::newRow("2013-11-01 → 2014-02-01") << QStringLiteral("2013-11-01") << QStringLiteral("2014-02-01") << true;
    // Files that repeat a rule number: the links say which copy they mean.
    QTest::newRow("2006-02-01 → 2006-05-01") << QStringLiteral("2006-02-01") << QStringLiteral("2006-05-01") << true;
    QTest::newRow("2005-08-01 → 2005-10-01") << QStringLiteral("2005-08-01") << QStringLiteral("2005-10-01") << true;
    QTest::newRow("2009-07-11 → 2009-09-04") << QStringLiteral("2009-07-11") << QStringLiteral("2009-09-04") << true;
}

void TestEditionDiff::storedLineageGivesTheAlignedDiff()
{
    REQUIRE_SHARED();
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, readStored);
    RulesStore store(QStringLiteral(":memory:"));
    const QDir corpus(testsupport::corpusFile(QStringLiteral("cr-txt")));
    importers::importFiles(store, {corpus.filePath(from + QStringLiteral(".txt")), corpus.filePath(to + QStringLiteral(".txt"))}, {});
    store.updateLineage(QStringLiteral("en"));
    const auto older = store.edition(from, QStringLiteral("en")), newer = store.edition(to, QStringLiteral("en"));
    QVERIFY(older && newer);

    const EditionDiff fresh = diffEditions(store, *older, *newer, Alignment::Fresh);
    QVERIFY(fresh.changes.size() > 10);
    // The word diffs are stored with the links, one for each change a diff shows word by word.
    const auto shown = std::count_if(fresh.changes.begin(), fresh.changes.end(), [](const DiffEntry &e) { return !e.spans.empty(); });
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage WHERE spans IS NOT NULL"), qint64(shown));
    const auto stored = storedDiff(store, *older, *newer);
    QCOMPARE(stored.has_value(), readStored);
    if (stored) {
        const QStringList wrong = differences(*stored, fresh);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }
    const QStringList wrong = differences(diffEditions(store, *older, *newer), fresh);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    // Each link names the text its rule has in its edition.
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage l WHERE (old_number IS NULL) != (old_text IS NULL) "
                                       "OR (new_number IS NULL) != (new_text IS NULL) "
                                       "OR (old_text IS NOT NULL AND old_text NOT IN (SELECT text_id FROM rules r WHERE r.edition_id = l.from_edition "
                                       "AND r.number = l.old_number)) "
                                       "OR (new_text IS NOT NULL AND new_text NOT IN (SELECT text_id FROM rules r "
                                       "WHERE r.edition_id = l.to_edition AND r.number = l.new_number))"),
             0);
    // What text output writes, change by change, is the diff's entries, read or aligned.
    const EditionChanges read = editionChanges(store, *older, *newer);
    QCOMPARE(read.storedSpans.empty(), !readStored);
    QStringList entries = entryDifferences(read, fresh);
    QVERIFY2(entries.isEmpty(), qPrintable(entries.join(u'\n')));
    entries = entryDifferences(editionChanges(store, *older, *newer, Alignment::Fresh), fresh);
    QVERIFY2(entries.isEmpty(), qPrintable(entries.join(u'\n')));
}

// A diff of a linked pair reads each rule's text where its link names it, not from the
// edition's rules; a link whose text is gone (a damaged file) has the editions aligned.
void TestEditionDiff::storedTextsAreWhatIsRead()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const auto [older, newer] = importNameStickerPair(store);
    QVERIFY(older && newer);
    const EditionDiff fresh = diffEditions(store, *older, *newer, Alignment::Fresh);
    store.database().exec("INSERT INTO texts(id, hash, body) VALUES(999999, 1, 'A name sticker names one card.')");
    store.database().exec("UPDATE lineage SET new_text = 999999 WHERE new_number = '123.6'");
    const EditionDiff changed = diffEditions(store, *older, *newer);
    const DiffEntry *read = changeAt1236(changed);
    QVERIFY(read);
    QCOMPARE(read->newText, QStringLiteral("A name sticker names one card."));
    QCOMPARE(differences(changed, fresh).size(), 1);
    store.database().exec("DELETE FROM texts WHERE id = 999999");
    QVERIFY(!storedDiff(store, *older, *newer));
    QVERIFY(differences(diffEditions(store, *older, *newer), fresh).isEmpty());
}

// The diff of a linked pair comes from its links: a link changed in the store shows.
void TestEditionDiff::storedLinksAreWhatIsRead()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const auto [older, newer] = importNameStickerPair(store);
    store.updateLineage(QStringLiteral("en"));
    QVERIFY(older && newer);
    // 123.6's name stickers: "only of a single word" became "of one or more words".
    store.database().exec("UPDATE lineage SET similarity = 0.25 WHERE new_number = '123.6'");
    const EditionDiff diff = diffEditions(store, *older, *newer);
    const DiffEntry *named = changeAt1236(diff);
    QVERIFY(named);
    QCOMPARE(named->kind, ChangeKind::Modified);
    QCOMPARE(named->similarity, 0.25);
    QVERIFY(differences(diff, diffEditions(store, *older, *newer, Alignment::Fresh)).size() == 1);
}

// The word diffs of a linked pair come from the store, not computed again: a stored diff
// changed in the store shows; one that does not fit the wordings (a damaged file) is
// computed instead.
void TestEditionDiff::storedWordDiffsAreWhatIsRead()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const auto [older, newer] = importNameStickerPair(store);
    QVERIFY(older && newer);
    const EditionDiff fresh = diffEditions(store, *older, *newer, Alignment::Fresh);
    const DiffEntry *computed = changeAt1236(fresh);
    QVERIFY(computed && computed->spans.size() > 2);
    // The whole wording deleted and the whole new one inserted: a diff no alignment gives.
    const std::vector<DiffSpan> whole{{DiffSpan::Deleted, computed->oldText}, {DiffSpan::Inserted, computed->newText}};
    Statement set(store.database(), "UPDATE lineage SET spans = ?1 WHERE new_number = '123.6'");
    set.bindBlob(1, encodeSpans(whole)).run();
    const EditionDiff changed = diffEditions(store, *older, *newer);
    const DiffEntry *read = changeAt1236(changed);
    QVERIFY(read);
    QVERIFY(read->spans == whole);
    // Lengths that overrun the wording, then a number cut short: the diff is computed.
    for (const QByteArray &damaged : {QByteArray("\xFC\x7F"), QByteArray("\x80")}) {
        set.reset();
        set.bindBlob(1, damaged).run();
        const EditionDiff diff = diffEditions(store, *older, *newer);
        read = changeAt1236(diff);
        QVERIFY(read);
        QVERIFY(read->spans == computed->spans);
        QVERIFY(differences(diff, fresh).isEmpty());
    }
}

// What is stored is only the spans' kinds and lengths: the words come back from the two
// wordings, and a stored diff that does not fit them is refused.
void TestEditionDiff::storedSpansGiveTheWordDiffBack()
{
    const QString before = QString::fromUtf8("Trample is a static ability that modifies the rules for assigning an attacking creature\u2019s combat damage.");
    const QString after = QStringLiteral("Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage to players.");
    const std::vector<DiffSpan> spans = wordDiff(before, after);
    QVERIFY(spans.size() > 2);
    const QByteArray stored = encodeSpans(spans);
    QVERIFY(stored.size() < 12);
    QVERIFY(decodeSpans(stored, before, after) == std::optional(spans));
    QVERIFY(!decodeSpans(stored, after, before));            // the wordings the other way round
    QVERIFY(!decodeSpans(stored, before, after + u'.'));     // too short for the new wording
    QVERIFY(!decodeSpans(stored.chopped(1), before, after)); // the last span missing
    // A span longer than 127 units takes more than one byte.
    const QString longer = QString(300, u'a'), longerStill = QString(300, u'a') + QStringLiteral(" b");
    const std::vector<DiffSpan> two = wordDiff(longer, longerStill);
    QVERIFY(encodeSpans(two).size() > qsizetype(two.size()));
    QVERIFY(decodeSpans(encodeSpans(two), longer, longerStill) == std::optional(two));
}

// An import links the editions it adds to their neighbours, in its own transaction; links
// of another alignment version, or a pair that is not consecutive, are not read: those
// diffs are aligned afresh.
void TestEditionDiff::unlinkedPairsAreAligned()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const QDir corpus(testsupport::corpusFile(QStringLiteral("cr-txt")));
    importers::importFiles(store, {corpus.filePath(QStringLiteral("2024-06-07.txt")), corpus.filePath(QStringLiteral("2024-11-08.txt"))}, {});
    const auto first = store.edition(QStringLiteral("2024-06-07"), QStringLiteral("en"));
    const auto third = store.edition(QStringLiteral("2024-11-08"), QStringLiteral("en"));
    QVERIFY(first && third);
    QVERIFY(store.lineageReady(QStringLiteral("en")));
    QVERIFY(storedDiff(store, *first, *third)); // neighbours until an edition comes between
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage_pairs"), 1);
    importers::importFiles(store, {corpus.filePath(QStringLiteral("2024-07-30.txt"))}, {});
    const auto second = store.edition(QStringLiteral("2024-07-30"), QStringLiteral("en"));
    QVERIFY(second);
    QVERIFY(store.lineageReady(QStringLiteral("en")));
    // The two new pairs' links and word diffs are those an alignment gives.
    for (const auto &[a, b] : {std::pair{*first, *second}, std::pair{*second, *third}}) {
        const auto stored = storedDiff(store, a, b);
        QVERIFY(stored);
        const QStringList wrong = differences(*stored, diffEditions(store, a, b, Alignment::Fresh));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM lineage_pairs"), 2);
    QVERIFY(!storedDiff(store, *first, *third));  // no links span an edition
    QVERIFY(!storedDiff(store, *second, *first)); // nor run backward
    QVERIFY(differences(diffEditions(store, *first, *third), diffEditions(store, *first, *third, Alignment::Fresh)).isEmpty());
    store.database().exec("UPDATE meta SET value = '2' WHERE key = 'lineage_version'");
    QVERIFY(!storedDiff(store, *first, *second));
}

// An edition replaced by another copy is linked again in the import's transaction: its
// neighbour's diff reads the new copy's links and word diffs, not the old one's.
void TestEditionDiff::aReplacedEditionIsLinkedAgain()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    const QDir corpus(testsupport::corpusFile(QStringLiteral("cr-txt")));
    importers::importFiles(store, {corpus.filePath(QStringLiteral("2024-06-07.txt")), corpus.filePath(QStringLiteral("2024-07-30.txt"))}, {});
    const auto first = store.edition(QStringLiteral("2024-06-07"), QStringLiteral("en"));
    QVERIFY(first);
    const auto before = storedDiff(store, *first, *store.edition(QStringLiteral("2024-07-30"), QStringLiteral("en")));
    QVERIFY(before);
    // The November edition's words under July's date.
    importers::ImportOptions options;
    options.date = QStringLiteral("2024-07-30");
    options.replace = true;
    importers::importFiles(store, {corpus.filePath(QStringLiteral("2024-11-08.txt"))}, options);
    const auto replaced = store.edition(QStringLiteral("2024-07-30"), QStringLiteral("en"));
    QVERIFY(replaced);
    QVERIFY(store.lineageReady(QStringLiteral("en")));
    const auto after = storedDiff(store, *first, *replaced);
    QVERIFY(after);
    QVERIFY(!differences(*after, *before).isEmpty());
    const QStringList wrong = differences(*after, diffEditions(store, *first, *replaced, Alignment::Fresh));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestEditionDiff)
#include "tst_editiondiff.moc"
