// What changed between two editions when one or both are excerpts: a rule both have at
// one number is reported whatever became of its words, never left out or said removed.

#include "lineage/editiondiff.h"
#include "rulesstore.h"
#include "store/dberror.h"
#include "testsupport.h"

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

} // namespace

class TestEditionDiff : public QObject {
    Q_OBJECT
private slots:
    void ruleAtTheSameNumberIsReported_data();
    void ruleAtTheSameNumberIsReported();
    void editionsOfTwoLanguagesAreNotCompared();
};

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

QTEST_GUILESS_MAIN(TestEditionDiff)
#include "tst_editiondiff.moc"
