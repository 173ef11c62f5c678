// Lineage on small editions written here, each row a situation editors create: rules
// renumbered by an insertion, moved to another section, split, merged, reworded, changed
// in typography only, or citing renumbered rules; and excerpts that must not report
// what they never held.

#include "importer.h"
#include "lineage.h"
#include "rulesstore.h"
#include "testsupport.h"
#include "textfold.h"

#include <QDir>
#include <QTest>

using namespace rulesdb;

namespace {

using Rules = std::vector<AlignedRule>;

AlignedRule r(const char *number, const char *text, QStringList examples = {})
{
    return {QString::fromUtf8(number), QString::fromUtf8(text), std::move(examples)};
}

// "kind old1,old2>new1" for every change but unchanged ones, in order.
QStringList describe(const Rules &older, const Rules &newer, const std::vector<RuleChange> &changes)
{
    QStringList out;
    for (const RuleChange &c : changes) {
        if (c.kind == ChangeKind::Unchanged)
            continue;
        QStringList o, n;
        for (const int i : c.older)
            o << older[size_t(i)].number;
        for (const int i : c.newer)
            n << newer[size_t(i)].number;
        out << changeKindName(c.kind) + u' ' + o.join(u',') + u'>' + n.join(u',');
    }
    return out;
}

using testsupport::list;

const Rules kOld{
    r("608.", "Resolving Spells and Abilities"),
    r("608.2h", "If an effect requires information from the game, the answer is determined only once, when the effect is applied."),
    r("608.2i", "If an ability's effect refers to a specific untapped object, that object must still be untapped when the ability resolves."),
    r("608.2j", "If an instant spell, sorcery spell, or ability that can legally resolve leaves the stack once it starts to resolve, it will continue to resolve fully."),
    r("701.", "Keyword Actions"),
    r("701.35", "Monstrosity"),
    r("701.35a", "Monstrosity N means If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous."),
    r("702.", "Keyword Abilities"),
    r("702.19b", "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it. Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller chooses among those blocking creatures and the player or planeswalker the creature is attacking."),
    r("702.20a", "Vigilance is a static ability that modifies the rules for the declare attackers step."),
    r("702.20b", "Attacking doesn't cause creatures with vigilance to tap."),
    r("702.21a", "Banding is a static ability that modifies the rules for combat (see rule 506.4)."),
    r("702.22a", "Rampage is a triggered ability. Rampage N means Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first."),
    r("702.23a", "Flanking is a triggered ability that triggers during the declare blockers step."),
};

} // namespace

class TestLineage : public QObject {
    Q_OBJECT
private slots:
    void situations_data();
    void situations();
    void everyRuleAccountedForOnce();
    void excerptsDoNotAddOrRemove();
    void foldsTypography_data();
    void foldsTypography();
    void realCorpus();
    void goldenFiles_data();
    void goldenFiles();
};

void TestLineage::situations_data()
{
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("edit"); // which edition of kOld the row builds, see situations()
    QTest::newRow("an inserted rule renumbers the ones after it")
        << list({"added >608.2i", "moved 608.2i>608.2j", "moved 608.2j>608.2k"}) << 0;
    QTest::newRow("a rule moves to another section and is reworded a little")
        << list({"moved-modified 701.35a>111.10f", "removed 701.35>"}) << 1;
    QTest::newRow("a rule split in two") << list({"split 702.19b>702.19b,702.19c"}) << 2;
    QTest::newRow("two rules merged") << list({"merged 702.20a,702.20b>702.20a"}) << 3;
    QTest::newRow("typography only") << list({"typography 608.2i>608.2i", "typography 702.20b>702.20b"}) << 4;
    QTest::newRow("only the cited number changed") << list({"references 702.21a>702.21a"}) << 5;
    QTest::newRow("reworded in place") << list({"modified 702.22a>702.22a"}) << 6;
    QTest::newRow("an example added") << list({"modified 702.23a>702.23a"}) << 7;
}

static Rules edited(int edit)
{
    Rules n = kOld;
    auto at = [&](const char *number) {
        return std::find_if(n.begin(), n.end(), [&](const AlignedRule &x) { return x.number == QString::fromUtf8(number); });
    };
    switch (edit) {
    case 0:
        at("608.2j")->number = QStringLiteral("608.2k");
        at("608.2i")->number = QStringLiteral("608.2j");
        n.insert(at("608.2j"), r("608.2i", "If a spell or ability tells a player to choose among options, they choose as it resolves."));
        break;
    case 1: {
        const AlignedRule moved = r("111.10f", "Monstrosity N means \"If this permanent isn't monstrous, put N +1/+1 counters on it and then it becomes monstrous.\"");
        n.erase(at("701.35a"));
        n.erase(at("701.35"));
        n.insert(n.begin(), moved);
        break;
    }
    case 2:
        at("702.19b")->text = QStringLiteral("The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.");
        n.insert(at("702.19b") + 1,
                 r("702.19c", "Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller chooses among those blocking creatures and the player or planeswalker the creature is attacking."));
        break;
    case 3:
        at("702.20a")->text = QStringLiteral("Vigilance is a static ability that modifies the rules for the declare attackers step. Attacking doesn't cause creatures with vigilance to tap.");
        n.erase(at("702.20b"));
        break;
    case 4:
        at("608.2i")->text = QStringLiteral("If an ability’s effect refers to a specific untapped object, that object must still be untapped when the ability resolves.");
        at("702.20b")->text = QStringLiteral("Attacking doesnt cause creatures with _vigilance_ to tap.");
        break;
    case 5:
        at("702.21a")->text = QStringLiteral("Banding is a static ability that modifies the rules for combat (see rule 506.5).");
        break;
    case 6:
        at("702.22a")->text = QStringLiteral("Rampage is a triggered ability. Rampage N means Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first, and its controller draws a card.");
        break;
    case 7:
        at("702.23a")->examples = {QStringLiteral("A 2/2 with flanking is blocked by a 3/3 creature without flanking.")};
        break;
    }
    return n;
}

void TestLineage::situations()
{
    QFETCH(QStringList, expected);
    QFETCH(int, edit);
    const Rules newer = edited(edit);
    QCOMPARE(describe(kOld, newer, alignRules(kOld, newer)), expected);
}

// Every rule of both editions appears in exactly one change, whatever happened.
void TestLineage::everyRuleAccountedForOnce()
{
    for (int edit = 0; edit <= 7; ++edit) {
        const Rules newer = edited(edit);
        std::vector<int> oldSeen(kOld.size()), newSeen(newer.size());
        for (const RuleChange &c : alignRules(kOld, newer)) {
            for (const int i : c.older)
                ++oldSeen[size_t(i)];
            for (const int i : c.newer)
                ++newSeen[size_t(i)];
        }
        QVERIFY(std::all_of(oldSeen.begin(), oldSeen.end(), [](int n) { return n == 1; }));
        QVERIFY(std::all_of(newSeen.begin(), newSeen.end(), [](int n) { return n == 1; }));
    }
}

void TestLineage::excerptsDoNotAddOrRemove()
{
    const Rules excerpt{kOld[1], kOld[2], r("608.2j", "If an instant spell, sorcery spell, or ability that can legally resolve leaves the stack once it starts to resolve, it will continue to resolve fully, even so.")};
    AlignOptions o;
    o.newerIsExcerpt = true;
    QCOMPARE(describe(kOld, excerpt, alignRules(kOld, excerpt, o)), QStringList{QStringLiteral("modified 608.2j>608.2j")});
    o = {};
    o.olderIsExcerpt = true;
    QCOMPARE(describe(excerpt, kOld, alignRules(excerpt, kOld, o)), QStringList{QStringLiteral("modified 608.2j>608.2j")});
    // Without the flag the same comparison reports the rules the excerpt lacks.
    QVERIFY(describe(kOld, excerpt, alignRules(kOld, excerpt)).contains(QStringLiteral("removed 702.20a>")));
}

void TestLineage::foldsTypography_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("apostrophes, lost ones too") << "can't" << "cant";
    QTest::newRow("curly") << "can’t “this”" << "can't \"this\"";
    QTest::newRow("lost to question marks") << "creature?s ?Combat?" << "creature’s “Combat”";
    QTest::newRow("dashes") << "Magic—the game" << "Magic - the game";
    QTest::newRow("trademarks") << "Magic(TM) game" << "Magic™ game";
    QTest::newRow("registered, lower case") << "Future Sight(r) set" << "Future Sight® set";
    QTest::newRow("italics") << "the _Magic_ game" << "the Magic game";
    QTest::newRow("case") << "See Rule 601" << "see rule 601";
    QTest::newRow("tap symbol") << "{Tap}: Add {G}." << "{T}: Add {G}.";
}

void TestLineage::foldsTypography()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QCOMPARE(foldTypography(a), foldTypography(b));
    QVERIFY(foldTypography(QStringLiteral("can't")) != foldTypography(QStringLiteral("can")));
}

static Rules rulesOf(RulesStore &store, const EditionInfo &e)
{
    Rules out;
    for (auto &x : store.exportEdition(e).rules)
        out.push_back({x.number, x.text, x.examples});
    return out;
}

// Every consecutive pair of the corpus: each rule of both editions accounted for exactly
// once. Then pairs checked by hand:
// - 2019-01-25 is an ASCII transliteration of its neighbours ("-" for "—", "(tm)"): against
//   2019-05-03 nearly every rule differs in typography only, a few dozen in substance.
// - The 2009 rewrite: the "object" rule 200.8 of 2009-05-01 became 109.1 (its first
//   sentence; the one about combat damage on the stack was dropped); the heading of the golden
//   rules, 103., moved to 101.
// - 2008-05-01's file lost its curly quotes to "?" ("creature?s"): typography, not change.
void TestLineage::realCorpus()
{
    REQUIRE_SHARED();
    RulesStore store(QStringLiteral(":memory:"));
    QStringList files;
    const QDir dir(testsupport::corpusFile(QStringLiteral("cr-txt")));
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        files << dir.filePath(f);
    importers::importFiles(store, files, {});
    const auto editions = store.editions();
    QCOMPARE(editions.size(), size_t(99));
    for (size_t i = 0; i + 1 < editions.size(); ++i) {
        const Rules a = rulesOf(store, editions[i]), b = rulesOf(store, editions[i + 1]);
        std::vector<int> oldSeen(a.size()), newSeen(b.size());
        const auto changes = alignRules(a, b);
        for (const RuleChange &c : changes) {
            for (const int x : c.older)
                ++oldSeen[size_t(x)];
            for (const int x : c.newer)
                ++newSeen[size_t(x)];
        }
        const QByteArray pair = (editions[i].date + QStringLiteral(" -> ") + editions[i + 1].date).toUtf8();
        QVERIFY2(std::all_of(oldSeen.begin(), oldSeen.end(), [](int n) { return n == 1; }), pair.constData());
        QVERIFY2(std::all_of(newSeen.begin(), newSeen.end(), [](int n) { return n == 1; }), pair.constData());

        QHash<ChangeKind, int> count;
        QStringList moves;
        for (const RuleChange &c : changes) {
            ++count[c.kind];
            if (c.older.size() == 1 && c.newer.size() == 1)
                moves << a[size_t(c.older[0])].number + u'>' + b[size_t(c.newer[0])].number;
        }
        const int substance = count[ChangeKind::Modified] + count[ChangeKind::MovedModified] + count[ChangeKind::Added]
                              + count[ChangeKind::Removed] + count[ChangeKind::Split] + count[ChangeKind::Merged];
        if (editions[i].date == QStringLiteral("2019-01-25")) {
            QVERIFY2(count[ChangeKind::Typography] > 1300, qPrintable(QString::number(count[ChangeKind::Typography])));
            QVERIFY2(substance < 40, qPrintable(QString::number(substance)));
        }
        if (editions[i].date == QStringLiteral("2009-05-01")) {
            QVERIFY(moves.contains(QStringLiteral("200.8>109.1")));
            QVERIFY(moves.contains(QStringLiteral("103.>101.")));
        }
        if (editions[i].date == QStringLiteral("2008-02-01")) {
            QVERIFY2(count[ChangeKind::Typography] > 600, qPrintable(QString::number(count[ChangeKind::Typography])));
            QVERIFY2(count[ChangeKind::Modified] < 100, qPrintable(QString::number(count[ChangeKind::Modified])));
        }
    }
}

// Pairs of real editions checked by hand: tests/data/lineage/*.txt (format in its README).
void TestLineage::goldenFiles_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(testsupport::testData(QStringLiteral("lineage")));
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 4);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestLineage::goldenFiles()
{
    QFETCH(QString, file);
    REQUIRE_SHARED();
    QString from, to;
    QStringList complete, expected;
    const QStringList lines = QString::fromUtf8(testsupport::readAll(file)).split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        const QByteArray where = (file + u':' + QString::number(i + 1)).toUtf8();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(QStringLiteral("from ")))
            from = line.mid(5).trimmed();
        else if (line.startsWith(QStringLiteral("to ")))
            to = line.mid(3).trimmed();
        else if (line.startsWith(QStringLiteral("complete ")))
            complete = line.mid(9).split(u' ', Qt::SkipEmptyParts);
        else {
            const qsizetype bar = line.indexOf(u'|');
            QVERIFY2(bar > 0 && !line.mid(bar + 1).trimmed().isEmpty(), where.constData()); // every entry says why
            expected << line.left(bar).trimmed();
        }
    }
    QVERIFY2(!from.isEmpty() && !to.isEmpty(), qPrintable(file));

    RulesStore store(QStringLiteral(":memory:"));
    const QDir corpus(testsupport::corpusFile(QStringLiteral("cr-txt")));
    importers::importFiles(store, {corpus.filePath(from + QStringLiteral(".txt")), corpus.filePath(to + QStringLiteral(".txt"))}, {});
    const auto older = store.edition(from, QStringLiteral("en")), newer = store.edition(to, QStringLiteral("en"));
    QVERIFY(older && newer);
    const Rules a = rulesOf(store, *older), b = rulesOf(store, *newer);
    const QStringList actual = describe(a, b, alignRules(a, b));

    for (const QString &e : std::as_const(expected))
        QVERIFY2(actual.contains(e), qPrintable(QStringLiteral("expected but not found: ") + e));
    for (const QString &c : actual) {
        const QString kind = c.section(u' ', 0, 0);
        QVERIFY2(!complete.contains(kind) || expected.contains(c), qPrintable(QStringLiteral("found but not expected: ") + c));
    }
}

QTEST_GUILESS_MAIN(TestLineage)
#include "tst_lineage.moc"
