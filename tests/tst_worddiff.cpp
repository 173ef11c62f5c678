// Word-level diff: tokens, edit scripts on real rule wordings, the invariants every diff keeps
// (the spans give both texts back, changes cover whole tokens), similarity, threads.

#include "text/worddiff.h"

#include <QTest>
#include <QThread>
#include <atomic>
#include <cmath>
#include <memory>
#include <set>

using namespace rulesdb;

namespace {

QString u8(const char *s)
{
    return QString::fromUtf8(s);
}

// Offsets where tokens of text start or end.
std::set<qsizetype> tokenBounds(const QString &text)
{
    std::set<qsizetype> bounds{0};
    qsizetype at = 0;
    for (const QString &t : wordTokens(text))
        bounds.insert(at += t.size());
    return bounds;
}

const char *kindName(DiffSpan::Kind k)
{
    return k == DiffSpan::Same ? "Same" : k == DiffSpan::Deleted ? "Deleted" : "Inserted";
}

// What every diff must keep; returns an empty string or what went wrong.
QString brokenInvariant(const QString &oldText, const QString &newText, const std::vector<DiffSpan> &spans)
{
    const std::set<qsizetype> oldBounds = tokenBounds(oldText), newBounds = tokenBounds(newText);
    QString oldJoined, newJoined;
    for (size_t i = 0; i < spans.size(); ++i) {
        const DiffSpan &s = spans[i];
        if (s.text.isEmpty())
            return QStringLiteral("span %1 is empty").arg(i);
        if (i > 0 && spans[i - 1].kind == s.kind)
            return QStringLiteral("spans %1 and %2 are both %3 and not merged").arg(i - 1).arg(i).arg(
                QLatin1StringView(kindName(s.kind)));
        // Changes start and end on token boundaries: no word is cut.
        if (s.kind != DiffSpan::Inserted) {
            if (!oldBounds.count(oldJoined.size()) || !oldBounds.count(oldJoined.size() + s.text.size()))
                return QStringLiteral("span %1 \"%2\" cuts a token of the old text").arg(i).arg(s.text);
            oldJoined += s.text;
        }
        if (s.kind != DiffSpan::Deleted) {
            if (!newBounds.count(newJoined.size()) || !newBounds.count(newJoined.size() + s.text.size()))
                return QStringLiteral("span %1 \"%2\" cuts a token of the new text").arg(i).arg(s.text);
            newJoined += s.text;
        }
        // Whitespace left equal between two changes is folded into them.
        if (s.kind == DiffSpan::Same && i > 0 && i + 1 < spans.size() && s.text.trimmed().isEmpty())
            return QStringLiteral("whitespace span %1 between two changes").arg(i);
    }
    if (oldJoined != oldText)
        return QStringLiteral("Same + Deleted give \"%1\", not the old text").arg(oldJoined);
    if (newJoined != newText)
        return QStringLiteral("Same + Inserted give \"%1\", not the new text").arg(newJoined);
    return {};
}

// 2009 and 2023 wordings (Comprehensive Rules of 2009-07-11 and 2023-04-14).
const char *const k107_3e_2009 =
    "Sometimes X appears in the text of a spell or ability but not in a mana cost, alternative "
    "cost, additional cost, or activation cost. If the value of X isn't defined, the controller of "
    "the spell or ability chooses the value of X at the appropriate time (either as it's put on the "
    "stack or as it resolves).";
const char *const k107_3f_2023 =
    "Sometimes X appears in the text of a spell or ability but not in a mana cost, alternative "
    "cost, additional cost, or activation cost. If the value of X isn’t defined, the controller of "
    "the spell or ability chooses the value of X at the appropriate time (either as it’s put on the "
    "stack or as it resolves).";
const char *const k107_3e_2023 =
    "If a spell or ability refers to the {X} or X in the mana cost, alternative cost, additional "
    "cost, or activation cost of another object, any X in that spell or ability’s text uses the "
    "value of X chosen or defined for the other object.";
const char *const k107_3f_2009 =
    "If a card in any zone other than the stack has an {X} in its mana cost, the value of {X} is "
    "treated as 0, even if the value of X is defined somewhere within its text.";
const char *const kZhOld = "每位牌手以二十点生命开始游戏。";
const char *const kZhNew = "每位牌手以三十点生命开始游戏。";

} // namespace

class TestWordDiff : public QObject {
    Q_OBJECT
private slots:
    void tokens_data();
    void tokens();
    void diff_data();
    void diff();
    void similarity_data();
    void similarity();
    void renderPlain();
    void fromSeveralThreads();
};

void TestWordDiff::tokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens"); // joined by '|' in the table
    const auto row = [](const char *name, const char *text, const char *tokens) {
        QTest::newRow(name) << u8(text)
                            << (*tokens ? u8(tokens).split(u'|') : QStringList());
    };
    row("empty", "", "");
    row("words and spaces", "his or her", "his| |or| |her");
    row("a run of spaces is one token", "one  two", "one|  |two");
    row("straight apostrophe inside a word", "isn't defined", "isn't| |defined");
    row("curly apostrophe inside a word", "isn’t defined", "isn’t| |defined");
    row("punctuation on its own", "(See rule 614.)", "(|See| |rule| |614|.|)");
    row("a rule number is one word", "see 107.3e, “X”", "see| |107.3e|,| |“|X|”");
    row("mana symbols", "{2}{W}", "{|2|}|{|W|}");
    row("hyphenated word", "snow-covered", "snow|-|covered");
    row("line break", "draw.\nExample:", "draw|.|\n|Example|:");
}

void TestWordDiff::tokens()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    const QStringList got = wordTokens(text);
    QCOMPARE(got, tokens);
    QCOMPARE(got.join(QString()), text);
}

void TestWordDiff::diff_data()
{
    QTest::addColumn<QString>("oldText");
    QTest::addColumn<QString>("newText");
    QTest::addColumn<QString>("plain");
    QTest::addColumn<double>("similarity");
    const auto row = [](const char *name, const char *oldText, const char *newText, const char *plain,
                        double similarity) {
        QTest::newRow(name) << u8(oldText) << u8(newText) << u8(plain) << similarity;
    };

    // 107.3e of 2009 is 107.3f of 2023: the same words, two apostrophes curled.
    row("107.3e 2009 vs 107.3f 2023: apostrophes", k107_3e_2009, k107_3f_2023,
        "Sometimes X appears in the text of a spell or ability but not in a mana cost, alternative "
        "cost, additional cost, or activation cost. If the value of X [-isn't-]{+isn’t+} defined, the "
        "controller of the spell or ability chooses the value of X at the appropriate time (either "
        "as [-it's-]{+it’s+} put on the stack or as it resolves).",
        2.0 * 64 / 132);
    // Same number, different rule: little in common, changes read as phrases.
    row("107.3e 2009 vs 107.3e 2023: another rule", k107_3e_2009, k107_3e_2023,
        "[-Sometimes X appears in the text of a spell-]{+If a spell or ability refers to the {X}+} "
        "or [-ability but not-]{+X+} in [-a-]{+the+} mana cost, alternative cost, additional cost, or "
        "activation cost[-. If the value-] of [-X isn't defined-]{+another object+}, [-the controller "
        "of the-]{+any X in that+} spell or [-ability chooses-]{+ability’s text uses+} the value of X "
        "[-at the appropriate time (either as it's put on-]{+chosen or defined for+} the [-stack or as "
        "it resolves)-]{+other object+}.",
        2.0 * 27 / (66 + 52));
    row("107.3f 2009 vs 107.3g 2023: unchanged", k107_3f_2009, k107_3f_2009, k107_3f_2009, 1.0);
    row("100.2 2017 vs 2018: his or her → their",
        "To play, each player needs his or her own deck of traditional Magic cards, small items to "
        "represent any tokens and counters, and some way to clearly track life totals.",
        "To play, each player needs their own deck of traditional Magic cards, small items to "
        "represent any tokens and counters, and some way to clearly track life totals.",
        "To play, each player needs [-his or her-]{+their+} own deck of traditional Magic cards, "
        "small items to represent any tokens and counters, and some way to clearly track life totals.",
        2.0 * 31 / (34 + 32));
    // The aligner may keep either space beside "his or her"; both read the same.
    row("102.3 2017 vs 2018: his or her → their, twice",
        "In a multiplayer game between teams, a player’s teammates are the other players on his or "
        "her team, and the player’s opponents are all players not on his or her team.",
        "In a multiplayer game between teams, a player’s teammates are the other players on their "
        "team, and the player’s opponents are all players not on their team.",
        "In a multiplayer game between teams, a player’s teammates are the other players on [-his or "
        "her-]{+their+} team, and the player’s opponents are all players not on [-his or "
        "her-]{+their+} team.",
        2.0 * 28 / (34 + 30));
    row("420.2 2004 vs 2005: one word",
        "State-based effects are always active and are not controlled by either player.",
        "State-based effects are always active and are not controlled by any player.",
        "State-based effects are always active and are not controlled by [-either-]{+any+} player.",
        2.0 * 14 / 30);
    row("421.4 2005 vs 2006: a rule number",
        "If the loop contains only mandatory actions, the game ends in a draw. (See rule 102.6.)",
        "If the loop contains only mandatory actions, the game ends in a draw. (See rule 102.4b.)",
        "If the loop contains only mandatory actions, the game ends in a draw. (See rule "
        "[-102.6-]{+102.4b+}.)",
        2.0 * 20 / 42);
    row("a word inside a word is the whole word", "Whenever a player cast a spell",
        "Whenever a player casts a spell", "Whenever a player [-cast-]{+casts+} a spell", 2.0 * 5 / 12);
    row("406.6 2004 vs 2005: insertion at the end",
        "If a mana ability would produce one or more mana of an undefined type, it produces no mana ",
        "If a mana ability would produce one or more mana of an undefined type, it produces no mana "
        "instead.",
        "If a mana ability would produce one or more mana of an undefined type, it produces no mana "
        "{+instead.+}",
        2.0 * 19 / 40);
    row("217.9c 2003: a sentence deleted",
        "A few cards have the text \"Remove [this card] from your deck before playing if you're not "
        "playing for ante.\" This text isn't an ability. These are the only cards that can add or "
        "remove cards from a player's ante zone, or change a card's owner.",
        "A few cards have the text \"Remove [this card] from your deck before playing if you're not "
        "playing for ante.\" These are the only cards that can add or remove cards from a player's "
        "ante zone, or change a card's owner.",
        "A few cards have the text \"Remove [this card] from your deck before playing if you're not "
        "playing for ante.\" [-This text isn't an ability. -]These are the only cards that can add or "
        "remove cards from a player's ante zone, or change a card's owner.",
        2.0 * 48 / (54 + 48));
    row("502.6e 2005 vs 2006: a hyphenated word shortened",
        "Multiple instances of the same type of landwalk or snow-covered landwalk on the same "
        "creature are redundant.",
        "Multiple instances of the same type of landwalk or snow landwalk on the same creature are "
        "redundant.",
        "Multiple instances of the same type of landwalk or snow[--covered-] landwalk on the same "
        "creature are redundant.",
        2.0 * 18 / (20 + 18));
    row("122.1c 2023: phrases replaced",
        "A shield counter on a permanent creates one replacement effect and one prevention effect "
        "that protect the permanent.",
        "One or more shield counters on a permanent create a single replacement effect and a single "
        "prevention effect that protect the permanent.",
        "[-A-]{+One or more+} shield [-counter-]{+counters+} on a permanent [-creates one-]{+create a "
        "single+} replacement effect and [-one-]{+a single+} prevention effect that protect the "
        "permanent.",
        2.0 * 14 / (19 + 23));
    row("217.2a 2005 vs 2006: curly to straight apostrophe",
        "When a game begins, each player’s deck becomes his or her library.",
        "When a game begins, each player's deck becomes his or her library.",
        "When a game begins, each [-player’s-]{+player's+} deck becomes his or her library.",
        2.0 * 13 / 28);
    row("spaces between changes are folded", "x a b y", "x c d y", "x [-a b-]{+c d+} y", 2.0 * 2 / 8);
    // 702.162a of 2022-10-07 and 2022-11-18: the words both wordings start with stay in the
    // shared start, though the shared end could take the first "sculptor" too.
    row("shared start before shared end",
        "until no player controls a permanent with space sculptor. A sector designation",
        "until no player controls a permanent with space sculptor or an ability whose source has space sculptor. A sector designation",
        "until no player controls a permanent with space sculptor{+ or an ability whose source has space sculptor+}. A sector designation",
        2.0 * 13 / 34);
    row("change right after a space", "Draw a card.", "Draw two cards.", "Draw [-a card-]{+two cards+}.", 0.5);
    row("change inside a word", "creature's power", "creatures' power", "[-creature's-]{+creatures'+} power", 2.0 * 1 / 5);
    row("only spaces changed", "one two", "one  two", "one[- -]{+  +}two", 1.0);
    row("nothing shared", "Flying", "Trample", "[-Flying-]{+Trample+}", 0.0);
    row("empty texts", "", "", "", 1.0);
    row("from empty", "", "Draw a card.", "{+Draw a card.+}", 0.0);
    row("to empty", "Draw a card.", "", "[-Draw a card.-]", 0.0);
    row("Chinese: unchanged", kZhOld, kZhOld, kZhOld, 1.0);
    // A one-word change among n tokens: 2(n - 1) / 2n, whatever ICU's dictionary makes n.
    const qsizetype n = wordTokens(u8(kZhOld)).size();
    row("Chinese: one word", kZhOld, kZhNew, "每位牌手以[-二十-]{+三十+}点生命开始游戏。",
        double(n - 1) / double(n));
}

void TestWordDiff::diff()
{
    QFETCH(QString, oldText);
    QFETCH(QString, newText);
    QFETCH(QString, plain);
    QFETCH(double, similarity);

    const std::vector<DiffSpan> spans = wordDiff(oldText, newText);
    const QString broken = brokenInvariant(oldText, newText, spans);
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    QCOMPARE(renderPlainDiff(spans), plain);

    // The other way round keeps the invariants too, and changes the same amount.
    const std::vector<DiffSpan> back = wordDiff(newText, oldText);
    const QString brokenBack = brokenInvariant(newText, oldText, back);
    QVERIFY2(brokenBack.isEmpty(), qPrintable(brokenBack));

    const double forward = wordSimilarity(oldText, newText);
    QVERIFY2(std::abs(forward - similarity) < 1e-9,
             qPrintable(QStringLiteral("similarity %1, expected %2").arg(forward).arg(similarity)));
    QVERIFY(std::abs(wordSimilarity(newText, oldText) - forward) < 1e-9);
}

void TestWordDiff::similarity_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<double>("similarity");
    const auto row = [](const char *name, const char *a, const char *b, double similarity) {
        QTest::newRow(name) << u8(a) << u8(b) << similarity;
    };
    row("equal", "Draw a card.", "Draw a card.", 1.0);
    row("both empty", "", "", 1.0);
    row("one empty", "", "Draw", 0.0);
    row("spaces are not tokens", "Draw  a card.", "Draw a card.", 1.0);
    row("only spaces", "  ", " ", 1.0);
    row("punctuation is a token", "Draw a card.", "Draw a card", 2.0 * 3 / 7);
    // Counted over words only, so shared spaces cannot stand in for shared words.
    row("words swapped", "x y", "y x", 0.5);
    row("nothing shared", "first strike", "double team", 0.0);
}

void TestWordDiff::similarity()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, similarity);
    const double got = wordSimilarity(a, b);
    QVERIFY2(std::abs(got - similarity) < 1e-9,
             qPrintable(QStringLiteral("similarity %1, expected %2").arg(got).arg(similarity)));
    QVERIFY(got >= 0.0 && got <= 1.0);
}

void TestWordDiff::renderPlain()
{
    const std::vector<DiffSpan> spans{{DiffSpan::Same, u8("controlled by ")},
                                      {DiffSpan::Deleted, u8("either")},
                                      {DiffSpan::Inserted, u8("any")},
                                      {DiffSpan::Same, u8(" player.")}};
    QCOMPARE(renderPlainDiff(spans), u8("controlled by [-either-]{+any+} player."));
    QCOMPARE(renderPlainDiff({}), QString());
}

// The library is used from worker threads: each gets its own ICU iterator.
void TestWordDiff::fromSeveralThreads()
{
    const std::vector<std::pair<QString, QString>> pairs{
        {u8(k107_3e_2009), u8(k107_3f_2023)},
        {u8(k107_3e_2009), u8(k107_3e_2023)},
        {u8(kZhOld), u8(kZhNew)},
    };
    std::vector<QString> expected;
    for (const auto &[a, b] : pairs)
        expected.push_back(renderPlainDiff(wordDiff(a, b)));

    std::atomic<int> mismatches{0};
    std::vector<std::unique_ptr<QThread>> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back(QThread::create([&] {
            for (int round = 0; round < 200; ++round) {
                for (size_t i = 0; i < pairs.size(); ++i) {
                    if (renderPlainDiff(wordDiff(pairs[i].first, pairs[i].second)) != expected[i])
                        ++mismatches;
                }
            }
        }));
        threads.back()->start();
    }
    for (auto &thread : threads)
        QVERIFY(thread->wait(60000));
    QCOMPARE(mismatches.load(), 0);
}

QTEST_GUILESS_MAIN(TestWordDiff)
#include "tst_worddiff.moc"
