// The official text layout in all its eras: header date, contents skipped, numbers with
// and without dots, examples, continuation paragraphs, hard-wrapped 2003 files, glossary
// with numbered senses, credits, damaged and broken-off files.

#include "importerror.h"
#include "readers/officialtext.h"
#include "testsupport.h"
#include "text/language.h"
#include "text/textdecoder.h"

#include <QTest>

using namespace rulesdb;
using importers::parseOfficialText;

class TestOfficialText : public QObject {
    Q_OBJECT
private slots:
    void modernLayout();
    void oldLayoutWithLooseNumbers();
    void hardWrappedLayout();
    void indentedRuleLines();
    void indentedTextThatIsNoRule_data();
    void indentedTextThatIsNoRule();
    void anomaliesBecomeWarnings();
    void brokenOffInTheRules();
    void termRunIntoItsFirstSense();
    void brokenOffInTheGlossary();
    void refusesWhatIsNotACr_data();
    void refusesWhatIsNotACr();
    void detection();
    void chineseTranslation();
    void languageFromTheLetters();
    void realEditions_data();
    void realEditions();
};

static const RuleEntry *find(const EditionData &e, const char *number)
{
    for (const RuleEntry &r : e.rules)
        if (r.number == QString::fromUtf8(number))
            return &r;
    return nullptr;
}

static QString lines(std::initializer_list<const char *> list)
{
    QString out;
    for (const char *l : list)
        out += QString::fromUtf8(l) + u'\n';
    return out;
}

static const QString kModern = lines({
    "Magic: The Gathering Comprehensive Rules",
    "",
    "These rules are effective as of February 7, 2025.",
    "",
    "Introduction",
    "",
    "This document is the ultimate authority. See rule 100.1.",
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "100. General",
    "7. Additional Rules",
    "702. Keyword Abilities",
    "Glossary",
    "Credits",
    "",
    "1. Game Concepts",
    "",
    "100. General",
    "",
    "100.1. These Magic rules apply to any Magic game with two or more players.",
    "",
    "100.1a A two-player game is a game that begins with only two players.",
    "     Cards printed before this edition used other words.",
    "Example: Two players play.",
    "Example: A second example.",
    "",
    "7. Additional Rules",
    "",
    "702. Keyword Abilities",
    "",
    "702.19. Trample",
    "",
    "702.19a Trample is a static ability. See rules 100.1a and 702.19b–c.",
    "",
    "Glossary",
    "",
    "Ability",
    "1. Text on an object that explains what that object does or can do.",
    "2. An activated or triggered ability on the stack.",
    "See rule 113, \u201CAbilities.\u201D",
    "",
    "Trample",
    "A keyword ability. See rule 702.19.",
    "",
    "Credits",
    "",
    "Magic: The Gathering Original Game Design: Richard Garfield",
    "",
    "These rules are effective as of February 7, 2025.",
    "",
});

void TestOfficialText::modernLayout()
{
    const EditionData e = parseOfficialText(kModern, QStringLiteral("cr.txt"));
    QCOMPARE(e.meta.date, QStringLiteral("2025-02-07"));
    QCOMPARE(e.meta.name, QStringLiteral("Magic: The Gathering Comprehensive Rules"));
    QCOMPARE(e.meta.format, QStringLiteral("txt"));
    QCOMPARE(e.meta.flags, 0);
    QStringList numbers;
    for (const RuleEntry &r : e.rules)
        numbers << r.number;
    // The contents are skipped: each number appears once, from the body.
    QCOMPARE(numbers, (QStringList{QStringLiteral("1."), QStringLiteral("100."), QStringLiteral("100.1"),
                                   QStringLiteral("100.1a"), QStringLiteral("7."), QStringLiteral("702."),
                                   QStringLiteral("702.19"), QStringLiteral("702.19a")}));
    QCOMPARE(find(e, "1.")->text, QStringLiteral("Game Concepts"));
    QCOMPARE(find(e, "100.")->text, QStringLiteral("General"));
    const RuleEntry *sub = find(e, "100.1a");
    QCOMPARE(sub->text, QStringLiteral("A two-player game is a game that begins with only two players.\n"
                                       "Cards printed before this edition used other words."));
    QCOMPARE(sub->examples, (QStringList{QStringLiteral("Two players play."),
                                         QStringLiteral("A second example.")}));
    QCOMPARE(sub->sourceLine, 24);
    QCOMPARE(e.glossary.size(), size_t(2));
    QCOMPARE(e.glossary[0].term, QStringLiteral("Ability"));
    QCOMPARE(e.glossary[0].definition,
             QStringLiteral("1. Text on an object that explains what that object does or can do.\n"
                            "2. An activated or triggered ability on the stack.\n"
                            "See rule 113, \u201CAbilities.\u201D"));
    QVERIFY(e.credits.startsWith(QStringLiteral("Magic: The Gathering Original Game Design")));
    QVERIFY(e.warnings.isEmpty());
}

void TestOfficialText::oldLayoutWithLooseNumbers()
{
    const QString text = lines({
        "Magic: The Gathering Comprehensive Rules",
        "These rules are current as of October 1, 2006.",
        "Contents",
        "1. The Game",
        "100. General",
        "1. The Game",
        "100. General",
        "100.1. These Magic rules apply to any game.",
        "102.8 If a player has ten or more poison counters, he or she loses.",
        "102.8a. A subrule written with a dot.",
        "901.4.All plane cards remain in the command zone.",
        "702. 37a Storm is a triggered ability that functions on the stack.",
        "",
        "Glossary",
        "",
        "Ability",
        "\"Ability\" and \"effect\" are often confused.",
        "     When an activated ability is played, it goes onto the stack.",
        "",
        "Credits",
        "Someone",
    });
    const EditionData e = parseOfficialText(text, QStringLiteral("old.txt"));
    QCOMPARE(e.meta.date, QStringLiteral("2006-10-01"));
    QVERIFY(find(e, "102.8"));
    QCOMPARE(find(e, "102.8")->text, QStringLiteral("If a player has ten or more poison counters, he or she loses."));
    QCOMPARE(find(e, "102.8a")->text, QStringLiteral("A subrule written with a dot."));
    QCOMPARE(find(e, "901.4")->text, QStringLiteral("All plane cards remain in the command zone."));
    QCOMPARE(find(e, "702.37a")->text, QStringLiteral("Storm is a triggered ability that functions on the stack."));
    QCOMPARE(e.warnings, QStringList{QStringLiteral("old.txt:12: \"702. 37a\" read as 702.37a")});
    QCOMPARE(e.glossary.at(0).definition,
             QStringLiteral("\"Ability\" and \"effect\" are often confused.\n"
                            "When an activated ability is played, it goes onto the stack."));
}

void TestOfficialText::hardWrappedLayout()
{
    // 2003-2004: lines broken at about 100 columns, the break left as a trailing space; a
    // wrapped line may begin with a number that is part of the sentence.
    const QString text = lines({
        "Magic: The Gathering Comprehensive Rules",
        "These rules are current as of October 1, 2003.",
        "Contents",
        "1. The Game",
        "1. The Game",
        "",
        "103. The Magic Golden Rules",
        "",
        "103.2. When one effect says something can happen and another says it can't, the \"can't\" effect wins. ",
        "Note that adding abilities to objects and removing abilities from objects don't fall under this rule. See rule ",
        "407, \"Adding and Removing Abilities.\"",
        "",
        "103.4. If both players would take an action at the same time, the active player makes any choices ",
        "required, then the nonactive player makes any choices required.",
        "Example: A card states \"Each player sacrifices a creature.\" First, the active player chooses ",
        "a creature he or she controls.",
        "",
        "104.1. The Magic game uses only natural numbers. You may not choose a fractional number, deal ",
        "fractional damage, and so on.",
        "",
        "Glossary",
        "",
        "Ability",
        "\"Ability\" and \"effect\" are often confused with one another. An instruction in an object's text ",
        "is an ability.",
        "     When an activated ability is played, it goes onto the stack and stays there until it resolves or ",
        "is countered.",
        "",
        "Credits",
        "",
        "Design: Someone",
    });
    const EditionData e = parseOfficialText(text, QStringLiteral("wrapped.txt"));
    QCOMPARE(find(e, "103.2")->text,
             QStringLiteral("When one effect says something can happen and another says it can't, the \"can't\" "
                            "effect wins. Note that adding abilities to objects and removing abilities from "
                            "objects don't fall under this rule. See rule 407, \"Adding and Removing Abilities.\""));
    QVERIFY(!find(e, "407."));
    QCOMPARE(find(e, "103.4")->examples,
             QStringList{QStringLiteral("A card states \"Each player sacrifices a creature.\" First, the "
                                        "active player chooses a creature he or she controls.")});
    QCOMPARE(e.glossary.at(0).definition,
             QStringLiteral("\"Ability\" and \"effect\" are often confused with one another. An instruction "
                            "in an object's text is an ability.\nWhen an activated ability is played, it "
                            "goes onto the stack and stays there until it resolves or is countered."));
}

void TestOfficialText::indentedRuleLines()
{
    // As in the 2009 releases: a few rule lines indented by a space, each after a blank
    // line and numbered next after the rule before it (the next subrule, the first subrule
    // of a rule, the next rule, the last rule before the glossary).
    const QString text = lines({
        "Magic: The Gathering Comprehensive Rules",
        "",
        "These rules are effective as of September 4, 2009.",
        "",
        "5. Turn Structure",
        "",
        "509. Declare Blockers Step",
        "",
        "509.1. First, the defending player declares blockers.",
        "",
        "509.1b The defending player checks each creature for restrictions.",
        "Example: A creature with flying can't be blocked by a creature without flying or reach.",
        "",
        " 509.1c The defending player checks each creature for requirements.",
        "",
        "509.1d The player determines the total cost to block.",
        "",
        "6. Spells, Abilities, and Effects",
        "",
        "605. Mana Abilities",
        "",
        "605.3. Activating a mana ability follows the rules for activating other abilities.",
        "",
        " 605.3a A player may activate a mana ability whenever he or she has priority.",
        "",
        "611. Text-Changing Effects",
        "",
        "611.1. Some continuous effects change an object's text.",
        "",
        " 611.2. A text-changing effect changes only the words used in the correct way.",
        "",
        "611.2a A text-changing effect can't change a card name.",
        "",
        " 611.3. The last rule, indented.",
        "",
        "Glossary",
        "",
        "Block",
        "To declare a creature as a blocking creature.",
        "",
        "Credits",
        "Someone",
    });
    const EditionData e = parseOfficialText(text, QStringLiteral("indented.txt"));
    QStringList numbers;
    for (const RuleEntry &r : e.rules)
        numbers << r.number;
    QCOMPARE(numbers, testsupport::list({"5.", "509.", "509.1", "509.1b", "509.1c", "509.1d", "6.", "605.", "605.3",
                                         "605.3a", "611.", "611.1", "611.2", "611.2a", "611.3"}));
    QCOMPARE(find(e, "509.1b")->text, QStringLiteral("The defending player checks each creature for restrictions."));
    QCOMPARE(find(e, "509.1b")->examples.size(), 1);
    QCOMPARE(find(e, "509.1c")->text, QStringLiteral("The defending player checks each creature for requirements."));
    QCOMPARE(find(e, "509.1c")->sourceLine, 14);
    QCOMPARE(find(e, "611.1")->text, QStringLiteral("Some continuous effects change an object's text."));
    QCOMPARE(find(e, "611.3")->text, QStringLiteral("The last rule, indented."));
    // Each is named, so that a reader can check the text where a rule was read this way.
    QCOMPARE(e.warnings, testsupport::list({
                             "indented.txt:14: \"509.1c\" is indented but follows 509.1b; read as 509.1c",
                             "indented.txt:24: \"605.3a\" is indented but follows 605.3; read as 605.3a",
                             "indented.txt:30: \"611.2.\" is indented but follows 611.1; read as 611.2",
                             "indented.txt:34: \"611.3.\" is indented but follows 611.2a; read as 611.3",
                         }));
}

void TestOfficialText::indentedTextThatIsNoRule_data()
{
    // Indented paragraphs of 103.3 that open with a number; 103.4 is the next rule.
    QTest::addColumn<QString>("paragraph");
    QTest::addColumn<QString>("warning");
    QTest::newRow("no blank line, the sentence above unfinished")
        << QStringLiteral("103.3. Each player reads the rule that says\n     103.4. If both players would act")
        << QStringLiteral("continues the sentence above it");
    QTest::newRow("a number that does not follow")
        << QStringLiteral("103.3. Each player reads the rule.\n\n     104.2. If both players would act")
        << QStringLiteral("does not follow 103.3");
    QTest::newRow("a subrule of a rule not yet begun")
        << QStringLiteral("103.3. Each player reads the rule.\n\n     103.4a If both players would act")
        << QStringLiteral("does not follow 103.3");
    QTest::newRow("a list item")
        << QStringLiteral("103.3. Each player reads the rule:\n     1. If both players would act")
        << QStringLiteral("continues the sentence above it");
    QTest::newRow("the number of the rule that comes next")
        << QStringLiteral("103.3. Each player reads the rule.\n\n     103.4. If both players would act")
        << QStringLiteral("is not before the next rule, 103.4");
}

void TestOfficialText::indentedTextThatIsNoRule()
{
    QFETCH(QString, paragraph);
    QFETCH(QString, warning);
    const QString text = lines({
                             "Magic: The Gathering Comprehensive Rules",
                             "",
                             "These rules are effective as of July 11, 2009.",
                             "",
                             "1. Game Concepts",
                             "",
                             "103. Starting the Game",
                             "",
                         })
                         + paragraph + u'\n'
                         + lines({
                             "",
                             "103.4. If both players would take an action at the same time, the active player acts first.",
                             "",
                             "Glossary",
                             "",
                             "Action",
                             "Something a player does.",
                             "",
                             "Credits",
                             "Someone",
                         });
    const EditionData e = parseOfficialText(text, QStringLiteral("quoted.txt"));
    QStringList numbers;
    for (const RuleEntry &r : e.rules)
        numbers << r.number;
    QCOMPARE(numbers, testsupport::list({"1.", "103.", "103.3", "103.4"}));
    const QString written = paragraph.section(u'\n', -1).trimmed().section(u' ', 0, 0);
    QVERIFY2(find(e, "103.3")->text.endsWith(u'\n' + paragraph.section(u'\n', -1).trimmed()), qPrintable(find(e, "103.3")->text));
    const int line = 9 + int(paragraph.count(u'\n'));
    QCOMPARE(e.warnings, QStringList{QStringLiteral("quoted.txt:%1: \"%2\" is indented and %3; kept as part of 103.3")
                                         .arg(line)
                                         .arg(written, warning)});
}

void TestOfficialText::anomaliesBecomeWarnings()
{
    const QString text = lines({
        "These rules are effective as of September 4, 2009.",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.30d The first one.",
        "702.30d The same number again.",
        "306.b If an effect would put a creature into play attacking.",
        "Glossary",
        "Term",
        "Definition.",
        "Credits",
        "Someone",
    });
    const EditionData e = parseOfficialText(text, QStringLiteral("dup.txt"));
    QCOMPARE(e.meta.flags, 0);
    int copies = 0;
    for (const RuleEntry &r : e.rules)
        copies += r.number == u"702.30d";
    QCOMPARE(copies, 2);
    QCOMPARE(e.warnings.size(), 2);
    QCOMPARE(e.warnings[0], QStringLiteral("dup.txt:5: 702.30d appears again (first on line 4); both are kept"));
    QVERIFY2(e.warnings[1].startsWith(QStringLiteral("dup.txt:6: \"306.b\" is not a rule number")),
             qPrintable(e.warnings[1]));
    QVERIFY(e.rules.back().text.endsWith(QStringLiteral("\n306.b If an effect would put a creature into play attacking.")));
}

void TestOfficialText::brokenOffInTheRules()
{
    const QString text = lines({
        "These rules are effective as of July 30, 2024.",
        "1. Game Concepts",
        "100. General",
        "100.1. These Magic rules apply",
        "",
    });
    const EditionData e = parseOfficialText(text, QStringLiteral("cut.txt"));
    QVERIFY(e.meta.flags & FlagIncomplete);
    QCOMPARE(e.warnings.size(), 1);
    QVERIFY2(e.warnings[0].startsWith(QStringLiteral("cut.txt:4: the file breaks off in the numbered rules, after 100.1")),
             qPrintable(e.warnings[0]));
    QCOMPARE(e.rules.size(), size_t(3));
}

void TestOfficialText::termRunIntoItsFirstSense()
{
    // As the 2021-06-18 release has eleven terms: the line break after the term lost.
    const auto edition = [](const char *ability) {
        return lines({
            "Magic: The Gathering Comprehensive Rules",
            "These rules are effective as of June 18, 2021.",
            "1. Game Concepts",
            "100. General",
            "100.1. These Magic rules apply to any Magic game with two or more players.",
            "",
            "Glossary",
            "",
            ability,
            "2. An activated or triggered ability on the stack. This kind of ability is an object.",
            "",
            "Ability Word",
            "An italicized word with no rules meaning.",
            "",
            "Credits",
            "Someone",
        });
    };
    const EditionData glued = parseOfficialText(
        edition("Ability1. Text on an object that explains what that object does or can do."), QStringLiteral("glued.txt"));
    const EditionData apart = parseOfficialText(
        edition("Ability\n1. Text on an object that explains what that object does or can do."), QStringLiteral("apart.txt"));
    QCOMPARE(glued.glossary.size(), size_t(2));
    QCOMPARE(glued.glossary[0].term, QStringLiteral("Ability"));
    QCOMPARE(glued.glossary[0].definition, apart.glossary[0].definition);
    QVERIFY(glued.glossary[0].definition.startsWith(QStringLiteral("1. Text on an object")));
    QCOMPARE(glued.glossary[1].term, QStringLiteral("Ability Word"));
    QCOMPARE(glued.warnings, QStringList{QStringLiteral("glued.txt:9: the glossary term \"Ability\" runs into its "
                                                        "first sense; read apart")});
    QVERIFY(apart.warnings.isEmpty());
}

void TestOfficialText::brokenOffInTheGlossary()
{
    const EditionData e = parseOfficialText(
        QString::fromUtf8(testsupport::readAll(
            testsupport::testData(QStringLiteral("editions/broken-off-2025-03-01.txt")))),
        QStringLiteral("broken-off-2025-03-01.txt"));
    QVERIFY(e.meta.flags & FlagIncomplete);
    QCOMPARE(e.warnings.size(), 1);
    QVERIFY2(e.warnings[0].contains(QStringLiteral("breaks off in the glossary")), qPrintable(e.warnings[0]));
    QVERIFY2(e.warnings[0].contains(QStringLiteral("\"Trample\"")), qPrintable(e.warnings[0]));
    QCOMPARE(e.rules.size(), size_t(17));
}

void TestOfficialText::refusesWhatIsNotACr_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("notes") << QStringLiteral("This is not a rules file.\nJust notes.\n") << 1
                           << QStringLiteral("expected the sentence \"These rules are effective as of");
    QTest::newRow("no rules") << QStringLiteral("Title\n\nThese rules are effective as of July 30, 2024.\n\nNothing else.\n")
                              << 3 << QStringLiteral("expected numbered rules");
    QTest::newRow("impossible date") << QStringLiteral("These rules are effective as of February 30, 2024.\n100.1. Text\n")
                                     << 1 << QStringLiteral("expected a date like");
}

void TestOfficialText::refusesWhatIsNotACr()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, expected);
    try {
        parseOfficialText(text, QStringLiteral("x.txt"));
        QFAIL("must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("x.txt"));
        QCOMPARE(e.line(), line);
        QVERIFY2(e.message().contains(expected), qPrintable(e.toString()));
    }
}

void TestOfficialText::detection()
{
    QVERIFY(importers::looksLikeOfficialText(kModern));
    QVERIFY(!importers::looksLikeOfficialText(u"number,text\n100.1,These rules\n"));
    QVERIFY(!importers::looksLikeOfficialText(u"These rules are effective as of July 30, 2024. No rules."));
}

// The Chinese translation: its date sentence, contents, 例如： examples (one written with a
// comma), 词汇表 glossary and 版权信息 credits.
void TestOfficialText::chineseTranslation()
{
    const QByteArray bytes = testsupport::readAll(testsupport::testData(QStringLiteral("editions/mini-2024-07-30.zh.txt")));
    QVERIFY(!bytes.isEmpty());
    const QString text = importers::decodeText(bytes, QStringLiteral("zh.txt")).text;
    QVERIFY(importers::looksLikeOfficialText(text));
    const EditionData e = parseOfficialText(text, QStringLiteral("zh.txt"));
    QCOMPARE(e.meta.date, QStringLiteral("2024-07-30"));
    QCOMPARE(e.meta.name, QStringLiteral("万智牌完整规则"));
    QCOMPARE(e.meta.flags, 0);
    QVERIFY2(e.warnings.isEmpty(), qPrintable(e.warnings.join(u'\n')));
    QCOMPARE(numberedRuleCount(e.rules), 8);
    const RuleEntry *trample = find(e, "702.19b");
    QVERIFY(trample);
    QCOMPARE(trample->text, QStringLiteral("具有践踏的攻击生物之操控者，首先将伤害分配给阻挡它的生物。"));
    QCOMPARE(trample->examples.size(), 2);
    QVERIFY(trample->examples[0].startsWith(QStringLiteral("一个具践踏的5/5绿色生物")));
    QVERIFY(trample->examples[1].startsWith(QStringLiteral("它的操控者也可以")));
    QCOMPARE(e.glossary.size(), size_t(2));
    QCOMPARE(e.glossary[0].term, QStringLiteral("践踏"));
    QCOMPARE(e.glossary[1].term, QStringLiteral("法术力异能"));
    QVERIFY(e.glossary[1].definition.contains(u'\n')); // two numbered senses
    QCOMPARE(e.credits.section(u'\n', 0, 0), QStringLiteral("完整规则设计与开发：一个示例团队"));
    QCOMPARE(importers::detectLanguage(e), QStringLiteral("zh"));
}

void TestOfficialText::languageFromTheLetters()
{
    const auto edition = [](const char *text) {
        EditionData e;
        e.rules.push_back({QStringLiteral("100.1"), QString::fromUtf8(text)});
        return e;
    };
    QCOMPARE(importers::detectLanguage(parseOfficialText(kModern, QStringLiteral("x.txt"))), QStringLiteral("en"));
    QCOMPARE(importers::detectLanguage(edition("这些万智牌规则适用于任何万智牌游戏。See Magic.Wizards.com")), QStringLiteral("zh"));
    QCOMPARE(importers::detectLanguage(edition("これらのマジックのルールは、すべてのゲームに適用される。")), QStringLiteral("ja"));
    QCOMPARE(importers::detectLanguage(edition("이 규칙은 모든 매직 게임에 적용됩니다.")), QStringLiteral("ko"));
    QCOMPARE(importers::detectLanguage(EditionData{}), QStringLiteral("en"));
}

void TestOfficialText::realEditions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("warning");
    QTest::newRow("2003 wrapped") << QStringLiteral("2003-10-01.txt") << QStringLiteral("103.2")
                                  << QStringLiteral("See rule 407, \"Adding and Removing Abilities.\"") << QString();
    QTest::newRow("2003 no dot") << QStringLiteral("2003-03-15.txt") << QStringLiteral("102.8")
                                 << QStringLiteral("If a player has ten or more poison counters") << QString();
    QTest::newRow("2008 stray 306.b") << QStringLiteral("2008-10-01.txt") << QStringLiteral("306.3a")
                                      << QStringLiteral("306.b If an effect would put a creature into play attacking")
                                      << QStringLiteral("\"306.b\" is not a rule number");
    QTest::newRow("2009 repeated 702.30d") << QStringLiteral("2009-09-04.txt") << QStringLiteral("702.30d")
                                           << QString() << QStringLiteral("702.30d appears again");
    QTest::newRow("2009 indented 509.1c") << QStringLiteral("2009-07-11.txt") << QStringLiteral("509.1c")
                                          << QStringLiteral("The defending player checks each creature he or she controls to see whether it's affected by any requirements")
                                          << QStringLiteral("2009-07-11.txt:1452: \"509.1c\" is indented but follows 509.1b; read as 509.1c");
    QTest::newRow("2009 indented 611.2") << QStringLiteral("2009-09-04.txt") << QStringLiteral("611.2")
                                         << QStringLiteral("A text-changing effect changes only those words that are used in the correct way")
                                         << QStringLiteral("2009-09-04.txt:1941: \"611.2.\" is indented but follows 611.1; read as 611.2");
    QTest::newRow("2022 glued 901.4") << QStringLiteral("2022-10-07.txt") << QStringLiteral("901.4")
                                      << QStringLiteral("All plane and phenomenon cards remain in the command zone")
                                      << QString();
    QTest::newRow("2024 dotted subrule") << QStringLiteral("2024-07-30.txt") << QStringLiteral("119.1d")
                                         << QStringLiteral("In a two-player Brawl game, each player’s starting life total is 25.")
                                         << QString();
}

void TestOfficialText::realEditions()
{
    REQUIRE_SHARED();
    QFETCH(QString, file);
    QFETCH(QString, number);
    QFETCH(QString, text);
    QFETCH(QString, warning);
    const QByteArray bytes = testsupport::readAll(testsupport::corpusFile(QStringLiteral("cr-txt/") + file));
    const auto decoded = importers::decodeText(bytes, file);
    const EditionData e = parseOfficialText(decoded.text, file);
    QCOMPARE(e.meta.flags, 0);
    const RuleEntry *r = find(e, number.toUtf8().constData());
    QVERIFY2(r, qPrintable(number));
    QVERIFY2(r->text.contains(text), qPrintable(r->text));
    if (warning.isEmpty()) {
        QVERIFY2(e.warnings.isEmpty(), qPrintable(e.warnings.join(u'\n')));
    } else {
        QVERIFY2(e.warnings.join(u'\n').contains(warning), qPrintable(e.warnings.join(u'\n')));
    }
}

QTEST_APPLESS_MAIN(TestOfficialText)
#include "tst_officialtext.moc"
