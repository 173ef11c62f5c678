// What judges type when they do not know a rule's number, and the rule each question must
// bring up among the first three results, in the English 2026-01-16 edition and in its
// Chinese translation. Every expected rule was read in that edition's text. Skips with a
// message when ../shared (the real corpus) is absent.

#include "importer.h"
#include "rulesstore.h"
#include "search/namelist.h"
#include "testsupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace rulesdb;

class TestJudgeQuestions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void english_data();
    void english();
    void chinese_data();
    void chinese();
    void snippetsReachTheWordsThatAnswer_data();
    void snippetsReachTheWordsThatAnswer();
    void benchQuestionsHaveRealAnswers_data();
    void benchQuestionsHaveRealAnswers();
    void listsOfNamesAreToldFromTheText();
    void aListOfCardNamesNeverOutranksARuleOnANameAlone();
    void everyGlossaryTermTypedFindsItsEntry();

private:
    void ask(const QString &language, const QString &question, const QString &rule);

    std::unique_ptr<RulesStore> m_store;
};

void TestJudgeQuestions::initTestCase()
{
    REQUIRE_SHARED();
    m_store = std::make_unique<RulesStore>(QStringLiteral(":memory:"));
    // The language of each file is told from its text.
    const auto outcomes = importers::importFiles(*m_store,
                                                 {testsupport::corpusFile(QStringLiteral("cr-txt/2026-01-16.txt")),
                                                  testsupport::corpusFile(QStringLiteral("cr-txt-zh/2026-01-16.zh.txt"))},
                                                 importers::ImportOptions{});
    QCOMPARE(outcomes.size(), size_t(2));
    const EditionInfo &en = outcomes[0].result.edition, &zh = outcomes[1].result.edition;
    QCOMPARE(en.language, QStringLiteral("en"));
    QCOMPARE(zh.language, QStringLiteral("zh"));
    QCOMPARE(zh.date, en.date);
    // The translation numbers its rules as the original does, and nothing in it reads as
    // lost punctuation.
    QCOMPARE(zh.rules, en.rules);
    QCOMPARE(zh.examples, en.examples);
    QCOMPARE(zh.glossary, en.glossary);
    QCOMPARE(zh.flags, 0);
}

void TestJudgeQuestions::ask(const QString &language, const QString &question, const QString &rule)
{
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), language);
    QVERIFY(edition);
    SearchOptions options;
    options.editionId = edition->id;
    options.limit = 3;
    QStringList top;
    for (const SearchHit &hit : m_store->search(question, options))
        top << hit.number;
    QVERIFY2(top.contains(rule), qPrintable(QStringLiteral("%1 → %2 expected among %3")
                                                .arg(question, rule, top.join(QStringLiteral(", ")))));
}

void TestJudgeQuestions::english_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("rule");
    const auto row = [](const char *question, const char *rule) {
        QTest::newRow(question) << QString::fromUtf8(question) << QString::fromUtf8(rule);
    };
    // Keywords: the keyword's own rule.
    row("trample", "702.19");
    row("hexproof", "702.11");
    row("ward", "702.21");
    row("split second", "702.61");
    row("cascade", "702.85");
    row("phasing", "702.26");
    row("double strike", "702.4");
    row("kicker", "702.33");
    // Terms of the glossary: the rule its entry cites.
    row("mulligan", "103.5");
    row("legend rule", "704.5j");
    row("commander tax", "903.8");
    row("timestamp order", "613.7");
    row("summoning sickness", "302.6");
    row("extra turn", "500.7");
    row("intervening if clause", "603.4");
    row("last known information", "113.7a");
    row("dies", "700.4");
    row("end the turn", "723.1");
    // Players' words for what the rules word otherwise (resources/judgewords.tsv): "show" is
    // the rules' "reveal".
    row("do I have to show my face-down creature when it dies", "708.9");
    row("monarch", "724.1");
    row("initiative", "725.1");
    // Titles of sections and rules.
    row("state-based actions", "704.");
    row("mana abilities", "605.");
    row("priority", "117.");
    row("cleanup step", "514.");
    row("day night", "730.1");
    // A section's title typed in the singular.
    row("emblem", "114.");
    row("token", "111.");
    row("split card", "709.");
    row("dungeon", "309.");
    row("land", "305."); // an old edition's rule reading "Land" is no title of this one
    // The cards of that name.
    row("attraction", "717."); // 717. Attraction Cards
    // The zone of that name.
    row("exile zone", "406.");
    row("command zone", "408.");
    // Questions in a judge's words.
    row("deathtouch lethal damage", "702.2c");
    row("cant be countered", "113.6g");
    row("first strike combat damage step", "510.4");
    row("storm copies", "702.40a");
    row("protection from everything", "702.16j");
    row("dungeon venture", "309.5");
    row("layer 7 power toughness", "613.1g");
    row("replacement effect self", "614.15");
    row("copy copiable values", "707.3");
    row("casting a spell steps", "601.2");
    row("marked damage removed", "514.2");
    row("planeswalker loyalty", "306.5c");
    row("chapter ability", "714.2");
    row("0 or less life", "704.5a");
    row("ten poison counters", "704.5c");
    row("21 combat damage commander", "903.10a");
    row("discard to hand size", "514.1");
    row("face down characteristics", "708.2");
    row("hybrid mana", "107.4e");
    row("draw library no cards", "121.4");
    row("menace blocked by two creatures", "702.111b");
    row("vigilance attacking doesn't tap", "702.20b");
    row("all targets illegal spell doesn't resolve", "608.2b");
    row("mana empties from pool", "106.4");
    row("leaves-the-battlefield abilities look back in time", "603.10a");
    row("copy a spell on the stack", "707.10");
    row("+1/+1 and -1/-1 counters removed", "704.5q");
    // Put otherwise in the rules: no text has every word, or not in the form typed, so the
    // rules with most of them answer ("empty library" is "a library with no cards in it",
    // "sixty" is "60", "removes" is "removed").
    row("draw from empty library loses", "704.5b");
    row("player who goes first skips draw", "103.8a");
    row("sorcery timing main phase empty stack", "307.1");
    row("token in graveyard ceases to exist", "704.5d");
    row("damage dealt to planeswalker removes loyalty", "120.3c");
    row("saga sacrificed after final chapter", "714.4");
    row("minimum deck size sixty", "100.2a");
    // A question's own words ("what is the", "how does … work", "with") are not required:
    // 704.5g says "lethal damage" but not "with".
    row("what is the stack", "405.");
    row("how does ward work", "702.21");
    row("how does scry work", "701.22");
    row("creature with lethal damage is destroyed", "704.5g");
    row("planeswalker with zero loyalty", "704.5i");
    row("casting a spell with flashback from the graveyard", "702.34a");
    row("how many cards in a commander deck", "903.5a");
    // Too few rules have every word: those that lack only some follow them.
    row("what happens when a spell's target becomes illegal", "608.2b");
    row("sacrifice is not destroy", "701.21a");
    row("token that left the battlefield ceases to exist", "704.5d");
    // One rare word of four, the rest common: conceding (104.3a) shares only "scoops" with it.
    row("opponent scoops in the middle of my turn", "104.3a");
    row("when does a player lose for having zero life", "704.5a"); // "If a player has 0 or less life"
    // Words the rules also say another way: 509.1a says blockers "must be untapped".
    row("tapped creature can't block", "509.1a");
    row("can a tapped creature block", "509.1a");
    row("extra combat phase", "505.1a"); // "an additional combat phase"
    row("swapping life totals", "701.12c"); // "When life totals are exchanged"
    row("who owns a token I created", "111.2"); // "The player who creates a token is its owner."
    row("can I count how many cards are left in my opponent's deck", "401.3"); // "remaining in … library"
    row("dying creature", "Dies"); // the keyword, 700.4
    // A glossary term typed in the other number is the entry.
    row("trample over planeswalker", "Trample Over Planeswalkers");
    // Words typed together weigh more where the rules say them together.
    row("left the battlefield", "111.8");
    // Shorthand the rules spell out.
    row("SBA", "704.");
    row("CMC", "202.3");
    row("LTB trigger look back", "603.10a");
    row("ETB replacement", "614.1c");
    row("bounce my commander", "903.9b"); // "put into its owner's hand"
    row("L5 colour changing effects", "613.1e"); // layers by number, British spelling
    row("L1 copiable values", "613.1a");
    // A glossary term typed by one of its names: its entry and the rule it cites.
    row("controller", "Control, Controller");
    row("life total", "119.1");
    row("phased out", "Phased In, Phased Out");
    row("converted mana cost", "Converted Mana Cost (Obsolete)"); // without its qualifier
    row("can my 2/2 block a flier", "702.9b");                        // players' word for flying
    row("do death triggers see the other creatures", "603.10a");      // leaves-the-battlefield abilities
    row("does it proc when it enters", "603.6a");                      // triggers
}

void TestJudgeQuestions::english()
{
    QFETCH(QString, question);
    QFETCH(QString, rule);
    ask(QStringLiteral("en"), question, rule);
}

void TestJudgeQuestions::chinese_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("rule");
    const auto row = [](const char *tag, const char *question, const char *rule) {
        QTest::newRow(tag) << QString::fromUtf8(question) << QString::fromUtf8(rule);
    };
    // The translation's own words for keywords and terms (its glossary), typed as a
    // Chinese judge types them, without spaces.
    row("trample", "践踏", "702.19");
    row("deathtouch", "死触", "702.2");
    row("mulligan", "再调度", "103.5");
    row("state-based actions", "状态动作", "704.");
    row("legend rule", "传奇规则", "704.5j");
    row("priority", "优先权", "117.");
    row("cleanup step", "清除步骤", "514.");
    row("double strike", "连击", "702.4");
    row("hexproof", "辟邪", "702.11");
    row("ward", "守护", "702.21");
    row("split second", "转瞬", "702.61");
    row("cascade", "倾曳", "702.85");
    row("phasing", "时间跳跃", "702.26");
    row("commander tax", "指挥官税", "903.8");
    row("timestamp order", "时间印记顺序", "613.7");
    row("mana abilities", "法术力异能", "605.");
    row("monarch", "君主", "724.");
    row("initiative", "先制", "725.");
    row("summoning sickness", "召唤失调", "302.6");
    row("extra turn", "额外回合", "500.7");
    row("storm", "风暴", "702.40");
    row("flashback", "返照", "702.34");
    row("regenerate", "重生", "701.19");
    row("deathtouch lethal damage", "死触 致命伤害", "702.2c");
}

void TestJudgeQuestions::chinese()
{
    QFETCH(QString, question);
    QFETCH(QString, rule);
    ask(QStringLiteral("zh"), question, rule);
}

// The benchmark's questions (bench/judge-questions.tsv, on which the search is tuned, and
// bench/judge-questions-heldout.tsv, on which it is only measured; rulekeeper-bench asks
// both) must be answerable: each accepted answer is a rule number or a glossary term of the
// edition they were read in, written exactly as a search hit names it (the benchmark
// compares them as text), and no question is empty or there twice, nor in both files.
// A hit's snippet shows the words that answer the question, not only those asked with: the
// sentence the words asked about begin goes on to its end when that is near.
void TestJudgeQuestions::snippetsReachTheWordsThatAnswer_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("answer");
    QTest::newRow("land drop") << QStringLiteral("can I respond to a land drop") << QStringLiteral("305.1")
                               << QStringLiteral("it doesn’t use the stack");
}

void TestJudgeQuestions::snippetsReachTheWordsThatAnswer()
{
    QFETCH(QString, question);
    QFETCH(QString, rule);
    QFETCH(QString, answer);
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    SearchOptions options;
    options.editionId = edition->id;
    options.limit = 3;
    for (const SearchHit &hit : m_store->search(question, options)) {
        if (hit.number != rule)
            continue;
        QString plain = hit.snippet;
        plain.remove(kSnippetOpen).remove(kSnippetClose);
        QVERIFY2(plain.contains(answer), qPrintable(hit.snippet));
        return;
    }
    QFAIL(qPrintable(question + QStringLiteral(": no ") + rule + QStringLiteral(" among the first three")));
}

void TestJudgeQuestions::benchQuestionsHaveRealAnswers_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("count");
    QTest::newRow("tuning") << QStringLiteral(RULEKEEPER_BENCH_QUESTIONS) << 210;
    QTest::newRow("held-out") << QStringLiteral(RULEKEEPER_BENCH_HELDOUT_QUESTIONS) << 225;
}

void TestJudgeQuestions::benchQuestionsHaveRealAnswers()
{
    QFETCH(QString, path);
    QFETCH(int, count);
    const auto questionsOf = [](const QString &fileName) {
        QFile file(fileName);
        QStringList lines;
        if (file.open(QIODevice::ReadOnly))
            lines = QString::fromUtf8(file.readAll()).split(u'\n');
        return lines;
    };
    const QStringList lines = questionsOf(path);
    QVERIFY2(!lines.isEmpty(), qPrintable(path));
    // The other file's questions: a question is in one set only.
    QSet<QString> elsewhere;
    const QString other = path == QStringLiteral(RULEKEEPER_BENCH_QUESTIONS)
                              ? QStringLiteral(RULEKEEPER_BENCH_HELDOUT_QUESTIONS)
                              : QStringLiteral(RULEKEEPER_BENCH_QUESTIONS);
    for (const QString &line : questionsOf(other))
        if (!line.startsWith(u'#'))
            elsewhere.insert(line.section(u'\t', 0, 0).trimmed());
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    QSet<QString> seen;
    int questions = 0, lineNumber = 0;
    for (const QString &line : lines) {
        ++lineNumber;
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QString where = QStringLiteral("line %1: %2").arg(lineNumber).arg(line);
        const QStringList columns = line.split(u'\t');
        QVERIFY2(columns.size() == 2, qPrintable(where));
        const QString question = columns[0].trimmed();
        QVERIFY2(!question.isEmpty() && !seen.contains(question) && !elsewhere.contains(question), qPrintable(where));
        seen.insert(question);
        ++questions;
        for (const QString &raw : columns[1].split(u'|')) {
            const QString answer = raw.trimmed();
            bool found = false;
            if (const auto number = RuleNumber::parse(answer))
                found = number->toString() == answer && m_store->rule(*edition, *number).has_value();
            else if (const auto entry = m_store->glossaryEntry(*edition, answer))
                found = entry->term == answer;
            QVERIFY2(found, qPrintable(where + QStringLiteral(" -> no ") + answer));
        }
    }
    QCOMPARE(questions, count);
}

// The texts of the 2026-01-16 edition that list names, told from their words alone: the
// cards of an expansion, the subtypes of each card type, and no rule that says something
// (305.6's five basic land types, 207.2c's ability words in lower case are sentences).
void TestJudgeQuestions::listsOfNamesAreToldFromTheText()
{
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    const EditionData rules = m_store->exportEdition(*edition);
    QStringList lists;
    for (const RuleEntry &rule : rules.rules) {
        const std::vector<TextSpan> spans = nameListSpans(rule.text);
        if (!spans.empty())
            lists << rule.number;
        for (const TextSpan &span : spans)
            QVERIFY2(span.end - span.start > 60, qPrintable(rule.number + QStringLiteral(": ") + rule.text.mid(span.start, span.end - span.start)));
        for (const QString &example : rule.examples)
            QVERIFY2(nameListSpans(example).empty(), qPrintable(rule.number + QStringLiteral(": ") + example));
    }
    for (const GlossaryEntry &entry : rules.glossary)
        QVERIFY2(nameListSpans(entry.definition).empty(), qPrintable(entry.term));
    // The artifact, enchantment, land, planeswalker, creature and planar types; the basic
    // lands' old names; the sets of the card-based rules and the cards of Arabian Nights,
    // Antiquities and Homelands.
    QCOMPARE(lists, testsupport::list({"205.3g", "205.3h", "205.3i", "205.3j", "205.3m", "205.3n", "205.4c", "206.3a",
                                       "206.3b", "206.3c"}));
    // 206.3c's list runs from its first name to its last, and its opening words are not in it.
    const auto homelands = std::find_if(rules.rules.begin(), rules.rules.end(),
                                        [](const RuleEntry &r) { return r.number == QStringLiteral("206.3c"); });
    QVERIFY(homelands != rules.rules.end());
    const std::vector<TextSpan> spans = nameListSpans(homelands->text);
    QCOMPARE(spans.size(), size_t(1));
    const QString listed = homelands->text.mid(spans[0].start, spans[0].end - spans[0].start);
    QVERIFY2(listed.startsWith(QStringLiteral("Abbey Gargoyles;")) && listed.endsWith(QStringLiteral("Wizards’ School")),
             qPrintable(listed));
}

// "what happens if I forget a trigger": the only text with "forget" is 206.3c, whose word is
// Forget, a Homelands card in its list. The rules about triggers come first; the list after.
void TestJudgeQuestions::aListOfCardNamesNeverOutranksARuleOnANameAlone()
{
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    SearchOptions options;
    options.editionId = edition->id;
    options.limit = 10;
    QStringList got;
    for (const SearchHit &hit : m_store->search(QStringLiteral("what happens if I forget a trigger"), options))
        got << hit.number;
    QVERIFY2(got.size() >= 4, qPrintable(got.join(u' ')));
    for (qsizetype i = 0; i < 3; ++i)
        QVERIFY2(got[i].startsWith(QStringLiteral("603.")), qPrintable(got.join(u' ')));
    const qsizetype list = got.indexOf(QStringLiteral("206.3c"));
    QVERIFY2(list < 0 || list > 3, qPrintable(got.join(u' ')));
    // Asked for alone, the card's name is still found where the rules name it.
    options.limit = 3;
    const std::vector<SearchHit> forget = m_store->search(QStringLiteral("forget"), options);
    QVERIFY(!forget.empty());
    QCOMPARE(forget.front().number, QStringLiteral("206.3c"));
}

void TestJudgeQuestions::everyGlossaryTermTypedFindsItsEntry()
{
    // Each term of the glossary, typed by its first name (without a qualifier such as
    // "(Obsolete)"), finds its entry among the first three, after the rule it cites when no
    // title names it. Not "EDH" (the judges' words read it as Commander: 903 first) nor
    // "General" (the title of nine sections). The first name is cut here by a pattern of the
    // test's own, not by the search's glossaryTermNames(), so that the two can disagree.
    const auto edition = m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    QVERIFY(edition);
    SearchOptions options;
    options.editionId = edition->id;
    options.limit = 3;
    static const QRegularExpression qualifier(QStringLiteral("\\s*\\([^)]*\\)\\s*$"));
    const QSet<QString> otherwise{QStringLiteral("EDH (Obsolete)"), QStringLiteral("General")};
    QStringList missed;
    const QStringList terms = m_store->glossaryTerms(*edition);
    QVERIFY(terms.size() > 700);
    for (const QString &term : terms) {
        if (otherwise.contains(term))
            continue;
        const QString typed = QString(term).remove(qualifier).section(QStringLiteral(", "), 0, 0);
        QStringList top;
        for (const SearchHit &hit : m_store->search(typed, options))
            top << hit.number;
        if (!top.contains(term))
            missed << QStringLiteral("%1 → %2").arg(typed, top.join(QStringLiteral(", ")));
    }
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(TestJudgeQuestions)

#include "tst_judgequestions.moc"
