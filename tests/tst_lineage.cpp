// Lineage on small editions written here, each row a situation editors create: rules
// renumbered by an insertion, moved to another section, split, merged, reworded, changed
// in typography only, or citing renumbered rules; and excerpts that must not report
// what they never held.

#include "importer.h"
#include "lineage/lineage.h"
#include "rulesstore.h"
#include "testsupport.h"
#include "text/textfold.h"

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

// The alignment is sound when no two rules left apart are clearly closer to each other
// than each is to what it was given. Measured here independently of the alignment's own
// scoring: the overlap (Dice) of the two wordings' words, text and examples, typography
// folded and rule numbers left out (a renumbering is no change of words), each word
// weighted by its rarity over both editions (idf: sharing "is a static ability" says
// little, sharing "deathtouch" a lot). A pair blocks the alignment when its overlap is at
// least kClose and exceeds by more than kMargin both what the old rule has with its
// change's new rules and what the new rule has with its change's old rules (nothing, for
// a rule added or removed).
// - kClose: rules sharing a topic share about half their weighted words without being one
//   rule: 408.1g "Combat damage goes on the stack once it's been assigned" and 703.4j
//   "all combat damage is dealt simultaneously" (the 2009 rules abolished the first) share
//   0.50.
// - Titles of one or two words are left out: their words alone cannot tell a renamed
//   heading from another (217.5 "In Play" became 403. "Battlefield", not 701.10 "Play");
//   the alignment pairs headings by where their rules went.
// - A title (a heading's, or a rule's that is only a name) is compared with titles only: a
//   sentence holding a heading's words is no renamed heading (615.1c "Any of the applicable
//   replacement and/or prevention effects may be chosen." is not 419. "Replacement and
//   Prevention Effects").
constexpr double kClose = 0.55;
constexpr double kMargin = 0.2;
constexpr size_t kMinWords = 3;

bool isTitle(const AlignedRule &r)
{
    const auto n = RuleNumber::parse(r.number);
    const QString t = r.text.trimmed();
    return (n && (n->kind() == RuleKind::Section || n->kind() == RuleKind::Heading))
           || (r.examples.isEmpty() && !t.isEmpty() && !QStringLiteral(".:;!?").contains(t.back()));
}

// Words as ids (the same word, the same id), sorted, repeats kept.
using Words = std::vector<int>;

class WordWeights {
public:
    Words wordsOf(const AlignedRule &rule)
    {
        QString all = rule.text;
        for (const QString &e : rule.examples)
            all += u' ' + e;
        Words words;
        for (const QString &w : foldTypography(all).split(u' ', Qt::SkipEmptyParts))
            if (std::none_of(w.cbegin(), w.cend(), [](QChar c) { return c.isDigit(); })) {
                auto it = m_ids.constFind(w);
                if (it == m_ids.cend())
                    it = m_ids.insert(w, int(m_ids.size()));
                words.push_back(*it);
            }
        std::sort(words.begin(), words.end());
        return words;
    }
    // Rarity over these wordings: log(1 + wordings / wordings with the word).
    void weigh(const std::vector<Words> &all)
    {
        std::vector<int> df(size_t(m_ids.size()), 0);
        for (const Words &w : all)
            for (size_t k = 0; k < w.size(); ++k)
                if (k == 0 || w[k] != w[k - 1])
                    ++df[size_t(w[k])];
        m_weight.resize(df.size());
        for (size_t t = 0; t < df.size(); ++t)
            m_weight[t] = std::log(1.0 + double(all.size()) / double(std::max(1, df[t])));
    }
    double overlap(const Words &a, const Words &b) const
    {
        double common = 0, total = 0;
        for (const int t : a)
            total += m_weight[size_t(t)];
        for (const int t : b)
            total += m_weight[size_t(t)];
        if (total <= 0)
            return a.empty() && b.empty() ? 1 : 0;
        auto i = a.begin(), j = b.begin();
        while (i != a.end() && j != b.end()) {
            if (*i < *j)
                ++i;
            else if (*j < *i)
                ++j;
            else
                common += m_weight[size_t(*i)], ++i, ++j;
        }
        return 2.0 * common / total;
    }

private:
    QHash<QString, int> m_ids;
    std::vector<double> m_weight;
};

Words merged(const std::vector<Words> &words, const std::vector<int> &which)
{
    Words all;
    for (const int i : which)
        all.insert(all.end(), words[size_t(i)].begin(), words[size_t(i)].end());
    std::sort(all.begin(), all.end());
    return all;
}

// Every pair that blocks the alignment, described ("502.9b>702.17b 0.84: 502.9b has 0.21
// (moved-modified >510.1c), 702.17b has 0.40 (merged 502.9d,502.9e>)").
QStringList blockingPairs(const Rules &older, const Rules &newer, const std::vector<RuleChange> &changes)
{
    std::vector<int> changeOfOld(older.size(), -1), changeOfNew(newer.size(), -1);
    for (size_t c = 0; c < changes.size(); ++c) {
        for (const int o : changes[c].older)
            changeOfOld[size_t(o)] = int(c);
        for (const int n : changes[c].newer)
            changeOfNew[size_t(n)] = int(c);
    }
    // Rules whose words changed, or that were added or removed: the others keep their
    // words (up to typography and cited numbers) and nothing can be clearly closer.
    const auto settled = [&](int c) {
        const ChangeKind k = changes[size_t(c)].kind;
        return k == ChangeKind::Unchanged || k == ChangeKind::Typography || k == ChangeKind::References
               || k == ChangeKind::Moved;
    };
    WordWeights weights;
    std::vector<Words> oldWords, newWords, all;
    for (const AlignedRule &r : older)
        oldWords.push_back(weights.wordsOf(r));
    for (const AlignedRule &r : newer)
        newWords.push_back(weights.wordsOf(r));
    all = oldWords;
    all.insert(all.end(), newWords.begin(), newWords.end());
    weights.weigh(all);
    std::vector<int> olds, news;
    std::vector<double> oldHas(older.size(), 0), newHas(newer.size(), 0);
    for (int o = 0; o < int(older.size()); ++o)
        if (const int c = changeOfOld[size_t(o)]; c < 0 || !settled(c)) {
            olds.push_back(o);
            if (c >= 0 && !changes[size_t(c)].newer.empty())
                oldHas[size_t(o)] = weights.overlap(oldWords[size_t(o)], merged(newWords, changes[size_t(c)].newer));
        }
    for (int n = 0; n < int(newer.size()); ++n)
        if (const int c = changeOfNew[size_t(n)]; c < 0 || !settled(c)) {
            news.push_back(n);
            if (c >= 0 && !changes[size_t(c)].older.empty())
                newHas[size_t(n)] = weights.overlap(newWords[size_t(n)], merged(oldWords, changes[size_t(c)].older));
        }
    const auto describeChange = [&](int c) {
        if (c < 0)
            return QStringLiteral("nothing");
        QStringList o, n;
        for (const int i : changes[size_t(c)].older)
            o << older[size_t(i)].number;
        for (const int i : changes[size_t(c)].newer)
            n << newer[size_t(i)].number;
        return changeKindName(changes[size_t(c)].kind) + u' ' + o.join(u',') + u'>' + n.join(u',');
    };
    QStringList out;
    for (const int o : olds)
        for (const int n : news) {
            if (changeOfOld[size_t(o)] >= 0 && changeOfOld[size_t(o)] == changeOfNew[size_t(n)])
                continue;
            if (oldWords[size_t(o)].size() < kMinWords || newWords[size_t(n)].size() < kMinWords
                || isTitle(older[size_t(o)]) != isTitle(newer[size_t(n)]))
                continue;
            const double d = weights.overlap(oldWords[size_t(o)], newWords[size_t(n)]);
            if (d < kClose || d <= oldHas[size_t(o)] + kMargin || d <= newHas[size_t(n)] + kMargin)
                continue;
            out << QStringLiteral("%1>%2 %3: %1 has %4 (%5), %2 has %6 (%7)")
                       .arg(older[size_t(o)].number, newer[size_t(n)].number, QString::number(d, 'f', 2),
                            QString::number(oldHas[size_t(o)], 'f', 2), describeChange(changeOfOld[size_t(o)]),
                            QString::number(newHas[size_t(n)], 'f', 2), describeChange(changeOfNew[size_t(n)]));
        }
    return out;
}

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
    QTest::newRow("a heading renamed follows its rules")
        << list({"moved-modified 701.>706.", "moved 701.35>706.35", "moved 701.35a>706.35a"}) << 8;
    QTest::newRow("a dash lost to a code page is typography")
        << list({"typography 608.2h>608.2h", "typography 702.22a>702.22a"}) << 9;

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
    case 8: // the keyword actions move to 706., their heading renamed
        at("701.")->text = QStringLiteral("Named Actions");
        at("701.")->number = QStringLiteral("706.");
        at("701.35")->number = QStringLiteral("706.35");
        at("701.35a")->number = QStringLiteral("706.35a");
        std::rotate(at("702."), at("706."), at("706.") + 3);
        break;
    case 9: // a code page turned the dash into "?"
        at("702.22a")->text.replace(QStringLiteral("triggered ability. Rampage"), QStringLiteral("triggered ability?Rampage"));
        at("608.2h")->text.replace(QStringLiteral("game, the"), QStringLiteral("game -- the"));
        break;
    }
    return n;
}

void TestLineage::situations()
{
    QFETCH(QStringList, expected);
    QFETCH(int, edit);
    const Rules newer = edited(edit);
    const QStringList actual = describe(kOld, newer, alignRules(kOld, newer));
    QVERIFY2(actual == expected, qPrintable(actual.join(QStringLiteral("; "))));
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
    QTest::newRow("trademark flattened onto the word") << "many OdysseyTM block cards" << "many Odyssey(TM) block cards";
    QTest::newRow("flattened onto an italic word") << "many _Odyssey_TM block cards" << "many _Odyssey_ (TM) block cards";
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
    // Only a mark glued to a lower-case word: "ATM", "TMNT" and "the TM" keep their letters.
    QVERIFY(foldTypography(QStringLiteral("an ATM")) != foldTypography(QStringLiteral("an A")));
    QVERIFY(foldTypography(QStringLiteral("TMNT")) == QStringLiteral("tmnt"));
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
    QStringList blocking;
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

        // Sound on every pair: no rule given to a weaker match while a clearly closer one is
        // free or held by a weaker match (see blockingPairs()).
        for (const QString &x : blockingPairs(a, b, changes))
            blocking << QString::fromUtf8(pair) + QStringLiteral(": ") + x;

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
    for (const QString &b : std::as_const(blocking))
        qWarning("blocking: %s", qPrintable(b));
    QVERIFY2(blocking.isEmpty(), qPrintable(QStringLiteral("%1 blocking pairs").arg(blocking.size())));
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

    // Every difference is listed at once: one wrong pair usually moves its neighbours too.
    QStringList wrong;
    for (const QString &e : std::as_const(expected))
        if (!actual.contains(e))
            wrong << QStringLiteral("expected but not found: ") + e;
    for (const QString &c : actual) {
        const QString kind = c.section(u' ', 0, 0);
        if (complete.contains(kind) && !expected.contains(c))
            wrong << QStringLiteral("found but not expected: ") + c;
    }
    for (const QString &w : std::as_const(wrong))
        qWarning("%s", qPrintable(w));
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 differences, the first: %2").arg(wrong.size()).arg(wrong.value(0))));
}

QTEST_GUILESS_MAIN(TestLineage)
#include "tst_lineage.moc"
