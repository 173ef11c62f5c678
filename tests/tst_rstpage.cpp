// The reStructuredText copy of the rules: numberless titles numbered from their rules,
// targets and the Contents; rule targets checked against the rules after them; inline
// markup removed; run-on examples split off; the definition-list glossary; credits; and
// the real 2011 copy against the official text edition of the same date.

#include "importer.h"
#include "importerror.h"
#include "readers/rstpage.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

class TestRstPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void numbersInOrder();
    void entries_data();
    void entries();
    void markup_data();
    void markup();
    void glossary_data();
    void glossary();
    void credits();
    void dateField_data();
    void dateField();
    void dateFromTheSentence();
    void unreadableLinesAreWarned_data();
    void unreadableLinesAreWarned();
    void fileWithoutRulesIsRefused();
    void detection_data();
    void detection();
    void realCopy();
    void realRules_data();
    void realRules();

private:
    EditionData m_mini;
    EditionData m_real;
};

static const RuleEntry *find(const EditionData &e, const QString &number)
{
    for (const auto &r : e.rules)
        if (r.number == number)
            return &r;
    return nullptr;
}

static EditionData readFixture(const QString &name)
{
    const QString path = testsupport::testData(QStringLiteral("rst/") + name);
    return importers::readRstRules(QString::fromUtf8(testsupport::readAll(path)), name);
}

// One rule in the smallest document the importer reads as a whole: a date, a section,
// a heading and the rule.
static EditionData oneRule(const QString &ruleText, const QString &date = QStringLiteral("01/02/2003"))
{
    const QString doc = QStringLiteral(":Date: %1\n\nSection\n=======\n\nHeading\n-------\n\n"
                                       ".. _`100.1`:\n\n100.1. %2\n")
                            .arg(date, ruleText);
    return importers::readRstRules(doc, QStringLiteral("one.rst"));
}

void TestRstPage::initTestCase()
{
    m_mini = readFixture(QStringLiteral("mini-2011-07-15.rst"));
}

void TestRstPage::numbersInOrder()
{
    QStringList numbers;
    for (const auto &r : m_mini.rules)
        numbers << r.number;
    // 101. is numbered by its rule, 102. by a target above its title, 200. (no rules, no
    // target) by the Contents, 201. by a target below its title.
    QCOMPARE(numbers, QStringList({QStringLiteral("1."), QStringLiteral("100."), QStringLiteral("100.1"),
                                   QStringLiteral("100.1a"), QStringLiteral("100.1b"), QStringLiteral("100.2"),
                                   QStringLiteral("100.2a"), QStringLiteral("101."), QStringLiteral("101.1"),
                                   QStringLiteral("102."), QStringLiteral("102.1"), QStringLiteral("2."),
                                   QStringLiteral("200."), QStringLiteral("201."), QStringLiteral("201.1")}));
    QCOMPARE(m_mini.meta.name, QStringLiteral("Magic: The Gathering Comprehensive Rules"));
    QCOMPARE(m_mini.meta.date, QStringLiteral("2011-07-15"));
    QCOMPARE(m_mini.meta.format, QStringLiteral("rst"));
    QVERIFY(m_mini.meta.flags & FlagPartial);
    QVERIFY2(m_mini.warnings.isEmpty(), qPrintable(m_mini.warnings.join(u'\n')));
}

void TestRstPage::entries_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("examples");
    QTest::addColumn<int>("line");

    QTest::newRow("section title") << QStringLiteral("1.") << QStringLiteral("Game Concepts") << QStringList() << 37;
    QTest::newRow("heading title") << QStringLiteral("100.") << QStringLiteral("General") << QStringList() << 43;
    QTest::newRow("heading from its rules") << QStringLiteral("101.") << QStringLiteral("The Magic Golden Rules")
                                            << QStringList() << 70;
    QTest::newRow("heading from a target above") << QStringLiteral("102.") << QStringLiteral("Players")
                                                 << QStringList() << 80;
    QTest::newRow("heading from the contents") << QStringLiteral("200.") << QStringLiteral("General")
                                               << QStringList() << 92;
    QTest::newRow("rule with emphasis and escape")
        << QStringLiteral("100.1") << QStringLiteral("These Magic rules apply to any Magic™ game with two or more players.")
        << QStringList() << 49;
    QTest::newRow("indented subrule with a section link")
        << QStringLiteral("100.1a")
        << QStringLiteral("A two-player game is a game that begins with only two players. See section 8, Multiplayer Rules.")
        << QStringList() << 53;
    QTest::newRow("two run-on examples, dotted subrule number")
        << QStringLiteral("100.1b")
        << QStringLiteral("A multiplayer game is a game that begins with more than two players.")
        << QStringList({QStringLiteral("Four players sit down to play."), QStringLiteral("Three players, too.")}) << 57;
    QTest::newRow("rule link and two kinds of hyperlink")
        << QStringLiteral("100.2")
        << QStringLiteral("Each deck must contain at least sixty cards (see rule 100.2a). Find tournaments with the "
                          "Magic Store & Event Locator or at http://www.wizards.com/customerservice.")
        << QStringList() << 61;
    QTest::newRow("strong, literal, stray star, continuation paragraph")
        << QStringLiteral("100.2a")
        << QStringLiteral("Use the Magic: The Gathering Tournament Rules for constructed play, also known as Constructed.\n"
                          "This continuation paragraph belongs to 100.2a.")
        << QStringList() << 65;
    QTest::newRow("example after one space")
        << QStringLiteral("101.1")
        << QStringLiteral("Whenever a card's text directly contradicts these rules, the card takes precedence (as it does here.)")
        << QStringList({QStringLiteral("A card says a player can't lose.")}) << 75;
    QTest::newRow("\"Examples include\" is no example")
        << QStringLiteral("102.1")
        << QStringLiteral("A player is one of the people in the game. Examples include the active player, who is not an example.")
        << QStringList() << 85;
}

void TestRstPage::entries()
{
    QFETCH(QString, number);
    QFETCH(QString, text);
    QFETCH(QStringList, examples);
    QFETCH(int, line);
    const RuleEntry *r = find(m_mini, number);
    QVERIFY2(r, qPrintable(number));
    QCOMPARE(r->text, text);
    QCOMPARE(r->examples, examples);
    QCOMPARE(r->sourceLine, line);
}

void TestRstPage::markup_data()
{
    QTest::addColumn<QString>("rst");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("examples");

    const QStringList none;
    QTest::newRow("emphasis and strong") << QStringLiteral("*Magic* and **strong** text")
                                         << QStringLiteral("Magic and strong text") << none;
    QTest::newRow("escaped space ends emphasis") << QStringLiteral("*Magic*\\ ™ cards") << QStringLiteral("Magic™ cards") << none;
    QTest::newRow("emphasis before a symbol") << QStringLiteral("*Ravnica*® block") << QStringLiteral("Ravnica® block") << none;
    QTest::newRow("rule and anonymous references") << QStringLiteral("see rule `100.2a`_ and `General`__")
                                                   << QStringLiteral("see rule 100.2a and General") << none;
    QTest::newRow("simple reference") << QStringLiteral("see Glossary_ now") << QStringLiteral("see Glossary now") << none;
    QTest::newRow("link keeps its text") << QStringLiteral("the `Gatherer <http://gatherer.wizards.com>`_ site")
                                         << QStringLiteral("the Gatherer site") << none;
    QTest::newRow("bare link keeps its address") << QStringLiteral("at `<http://mtgcommander.net>`_.")
                                                 << QStringLiteral("at http://mtgcommander.net.") << none;
    QTest::newRow("star inside link text") << QStringLiteral("the `Magic: The Gathering* Tournament Rules <http://x.y>`_")
                                           << QStringLiteral("the Magic: The Gathering Tournament Rules") << none;
    QTest::newRow("literal") << QStringLiteral("tap (``{T}``)") << QStringLiteral("tap ({T})") << none;
    QTest::newRow("escaped stars") << QStringLiteral("a \\*literal\\* star") << QStringLiteral("a *literal* star") << none;
    QTest::newRow("lone star") << QStringLiteral("2 * 3 = 6") << QStringLiteral("2 * 3 = 6") << none;
    QTest::newRow("double spaces") << QStringLiteral("One.  Two.") << QStringLiteral("One. Two.") << none;
    QTest::newRow("example after two spaces") << QStringLiteral("Rule text.  Example: One *card*.")
                                              << QStringLiteral("Rule text.") << QStringList{QStringLiteral("One card.")};
    QTest::newRow("examples, plural") << QStringLiteral("Rule.  Examples: A and B.") << QStringLiteral("Rule.")
                                      << QStringList{QStringLiteral("A and B.")};
    QTest::newRow("example after a quote") << QStringLiteral("It reads \"Go.\" Example: Go.")
                                           << QStringLiteral("It reads \"Go.\"") << QStringList{QStringLiteral("Go.")};
    QTest::newRow("mid-sentence word") << QStringLiteral("See the Example: section.")
                                       << QStringLiteral("See the Example: section.") << none;
}

void TestRstPage::markup()
{
    QFETCH(QString, rst);
    QFETCH(QString, text);
    QFETCH(QStringList, examples);
    const EditionData e = oneRule(rst);
    const RuleEntry *r = find(e, QStringLiteral("100.1"));
    QVERIFY(r);
    QCOMPARE(r->text, text);
    QCOMPARE(r->examples, examples);
    QVERIFY2(e.warnings.join(u'\n').contains(QStringLiteral("no Glossary")), qPrintable(e.warnings.join(u'\n')));
}

void TestRstPage::glossary_data()
{
    QTest::addColumn<QString>("term");
    QTest::addColumn<QString>("definition");

    QTest::newRow("numbered senses, a wrapped line")
        << QStringLiteral("Ability")
        << QStringLiteral("1. Text on an object that explains what that object does or can do.\n"
                          "2. An activated or triggered ability on the stack. See rule 112, \"Abilities.\"");
    QTest::newRow("two paragraphs") << QStringLiteral("Active Player")
                                    << QStringLiteral("The player whose turn it is. See rule 102.1.\n"
                                                      "A second paragraph of the definition.");
}

void TestRstPage::glossary()
{
    QFETCH(QString, term);
    QFETCH(QString, definition);
    QCOMPARE(int(m_mini.glossary.size()), 2);
    for (const auto &g : m_mini.glossary)
        if (g.term == term) {
            QCOMPARE(g.definition, definition);
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no glossary term %1").arg(term)));
}

void TestRstPage::credits()
{
    // Hard-wrapped paragraphs joined as RST renders them; the customer service section
    // after the credits is kept with them, as in the official text of the time.
    QCOMPARE(m_mini.credits,
             QStringLiteral("Magic: The Gathering Original Game Design: Richard Garfield Comprehensive Rules "
                            "Design and Development: the team\n\n"
                            "These rules are effective as of July 15, 2011.\n\n"
                            "Customer Service Information\n\n"
                            "Visit our website"));
}

void TestRstPage::dateField_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("date");
    QTest::newRow("US, as the copy writes it") << QStringLiteral("07/15/2011") << QStringLiteral("2011-07-15");
    QTest::newRow("US without zeros") << QStringLiteral("7/4/2011") << QStringLiteral("2011-07-04");
    QTest::newRow("ISO") << QStringLiteral("2011-07-15") << QStringLiteral("2011-07-15");
    QTest::newRow("words") << QStringLiteral("July 15, 2011") << QStringLiteral("2011-07-15");
    QTest::newRow("unreadable") << QStringLiteral("mid-July") << QString();
}

void TestRstPage::dateField()
{
    QFETCH(QString, field);
    QFETCH(QString, date);
    const EditionData e = oneRule(QStringLiteral("Text."), field);
    QCOMPARE(e.meta.date, date);
    QCOMPARE(e.warnings.join(u'\n').contains(QStringLiteral("one.rst:1: the :Date: field \"mid-July\"")),
             date.isEmpty());
}

void TestRstPage::dateFromTheSentence()
{
    // Without a field, the official sentence (in the credits in the 2011 copy) dates it;
    // with both, the field wins and the disagreement is reported.
    const QString body = QStringLiteral("Section\n=======\n\nHeading\n-------\n\n100.1. Text.\n\n"
                                        "Credits\n=======\n\nThese rules are effective as of July 15, 2011.\n");
    QCOMPARE(importers::readRstRules(body, QStringLiteral("a.rst")).meta.date, QStringLiteral("2011-07-15"));
    const EditionData both = importers::readRstRules(QStringLiteral(":Date: 07/16/2011\n\n") + body, QStringLiteral("b.rst"));
    QCOMPARE(both.meta.date, QStringLiteral("2011-07-16"));
    QVERIFY2(both.warnings.join(u'\n').contains(QStringLiteral("b.rst:14: the text says the rules are effective as of "
                                                               "2011-07-15, the :Date: field says 2011-07-16")),
             qPrintable(both.warnings.join(u'\n')));
}

void TestRstPage::unreadableLinesAreWarned_data()
{
    QTest::addColumn<QString>("warning");
    QTest::newRow("mistyped number under its target")
        << QStringLiteral("broken.rst:18: the target `100.2` on line 16 is followed by \"1OO.2. A rule whose number…\", "
                          "which does not read as rule 100.2; the paragraph is kept as part of 100.1");
    QTest::newRow("target and rule disagree")
        << QStringLiteral("broken.rst:20: the target `100.3` is followed by rule 100.4; it is imported as 100.4");
    QTest::newRow("damaged number")
        << QStringLiteral("broken.rst:24: \"306.b\" is not a rule number; the paragraph is kept as part of 100.4");
    QTest::newRow("directive")
        << QStringLiteral("broken.rst:26: \".. note:: A directive the…\" is an RST directive "
                          "or comment, not rules text; it and the lines indented under it are skipped");
    QTest::newRow("target without its rule")
        << QStringLiteral("broken.rst:30: the target `100.5` is followed by the title \"Players\", not by rule 100.5; "
                          "no rule 100.5 is imported from here");
    QTest::newRow("no glossary")
        << QStringLiteral("broken.rst:37: no Glossary title follows the rules; the edition has no glossary");
}

void TestRstPage::unreadableLinesAreWarned()
{
    QFETCH(QString, warning);
    const EditionData e = readFixture(QStringLiteral("broken.rst"));
    QVERIFY2(e.warnings.contains(warning), qPrintable(e.warnings.join(u'\n')));
    QCOMPARE(e.warnings.size(), 6);
    QStringList numbers;
    for (const auto &r : e.rules)
        numbers << r.number;
    QCOMPARE(numbers, QStringList({QStringLiteral("1."), QStringLiteral("100."), QStringLiteral("100.1"),
                                   QStringLiteral("100.4"), QStringLiteral("102."), QStringLiteral("102.1")}));
    QCOMPARE(find(e, QStringLiteral("100.1"))->text,
             QStringLiteral("A readable rule.\n1OO.2. A rule whose number was mistyped with letters."));
    QCOMPARE(e.meta.date, QStringLiteral("2011-07-15"));
    QCOMPARE(e.meta.name, QStringLiteral("Comprehensive Rules excerpt"));
}

void TestRstPage::fileWithoutRulesIsRefused()
{
    importers::ImportOptions o;
    o.format = QStringLiteral("rst");
    try {
        importers::readEdition(testsupport::testData(QStringLiteral("rst/no-rules.rst")), o);
        QFAIL("a page without rules must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("no-rules.rst"));
        QCOMPARE(e.line(), 1);
        QVERIFY2(e.message().contains(QStringLiteral("expected numbered rules")), qPrintable(e.toString()));
    }
}

void TestRstPage::detection_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::newRow("marked-up copy") << QStringLiteral("rst/mini-2011-07-15.rst") << QStringLiteral("rst");
    QTest::newRow("damaged copy") << QStringLiteral("rst/broken.rst") << QStringLiteral("rst");
    QTest::newRow("official text") << QStringLiteral("editions/mini-2024-07-30.txt") << QStringLiteral("txt");
    QTest::newRow("html page") << QStringLiteral("html/rules.html") << QStringLiteral("html");
    QTest::newRow("csv rows") << QStringLiteral("rows/mini.csv") << QStringLiteral("csv");
}

void TestRstPage::detection()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    const QString text = QString::fromUtf8(testsupport::readAll(testsupport::testData(file)));
    QVERIFY(!text.isEmpty());
    QCOMPARE(importers::formatName(importers::detectFormat(text, file)), format);
    QCOMPARE(importers::looksLikeRst(text), format == QStringLiteral("rst"));
}

void TestRstPage::realCopy()
{
    REQUIRE_SHARED();
    const QString path = testsupport::corpusFile(QStringLiteral("cr-rst/cardboard_2011-07-15.rst"));
    m_real = importers::readEdition(path, {}); // format auto-detected
    const EditionData &e = m_real;
    QCOMPARE(e.meta.format, QStringLiteral("rst"));
    QCOMPARE(e.meta.date, QStringLiteral("2011-07-15"));
    QCOMPARE(e.meta.name, QStringLiteral("Magic: The Gathering Comprehensive Rules"));
    QCOMPARE(e.meta.sourceFile, QStringLiteral("cardboard_2011-07-15.rst"));
    QVERIFY(!(e.meta.flags & FlagPartial));
    QVERIFY2(e.warnings.isEmpty(), qPrintable(e.warnings.join(u'\n')));

    int sections = 0, headings = 0, rules = 0, subrules = 0, examples = 0;
    for (const auto &r : e.rules) {
        const auto n = RuleNumber::parse(r.number);
        QVERIFY2(n, qPrintable(r.number));
        switch (n->kind()) {
        case RuleKind::Section: ++sections; break;
        case RuleKind::Heading: ++headings; break;
        case RuleKind::Rule: ++rules; break;
        case RuleKind::Subrule: ++subrules; break;
        }
        examples += int(r.examples.size());
    }
    // Counted in the file by hand, and the same as the official text of 2011-07-15:
    //  - 9 sections: the 9 "N. `Title`_" lines of the Contents, 9 titles over/underlined
    //    with '=' between Contents and Glossary;
    //  - 121 headings: 121 titles over/underlined with '-'; 120 ".. _`NNN`:" targets, as
    //    "600. General" has neither target nor rules (numbered from the Contents);
    //  - 802 rules: grep -cE '^[0-9]{3}\.[0-9]+\. ' finds 802 lines, and there are 802
    //    ".. _`NNN.N`:" targets;
    //  - 1022 subrules: grep -cE '^    [0-9]{3}\.[0-9]+[a-z] ' finds 1019, plus 3 written
    //    with a dot ("121.1c.", "800.4a.", "800.4b."); 1022 ".. _`NNN.Na`:" targets;
    //  - 212 examples: grep -o 'Examples\?:' finds 212, every one run on after the text,
    //    201 after two spaces and 11 after one (610.1's "Examples include" has no colon);
    //  - 454 glossary terms: the unindented lines between the Glossary and Credits titles.
    QCOMPARE(sections, 9);
    QCOMPARE(headings, 121);
    QCOMPARE(rules, 802);
    QCOMPARE(subrules, 1022);
    QCOMPARE(examples, 212);
    QCOMPARE(int(e.glossary.size()), 454);
    QCOMPARE(e.rules.front().number, QStringLiteral("1."));
    QCOMPARE(e.rules.back().number, QStringLiteral("904.12c"));
    QCOMPARE(e.glossary.front().term, QStringLiteral("Abandon"));
    QCOMPARE(e.glossary.front().definition,
             QStringLiteral("To turn a face-up ongoing scheme card face down and put it on the bottom of its "
                            "owner's scheme deck. See rule 701.22, \"Abandon.\""));
    QCOMPARE(e.glossary.back().term, QStringLiteral("Zone-Change Triggers"));
    QVERIFY(e.credits.startsWith(QStringLiteral("Magic: The Gathering Original Game Design: Richard Garfield")));
    QVERIFY(e.credits.endsWith(QStringLiteral("Visit our website")));
}

void TestRstPage::realRules_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("examples");
    QTest::addColumn<QString>("firstExample");
    QTest::addColumn<int>("line");

    // Read off the file by hand; the official 2011-07-15 text has the same words (it
    // writes "_Magic_" and "(TM)" where the copy has *Magic* and ™).
    QTest::newRow("first rule") << QStringLiteral("100.1")
                                << QStringLiteral("These Magic rules apply to any Magic game with two or more players, "
                                                  "including two-player games and multiplayer games.")
                                << 0 << QString() << 213;
    QTest::newRow("example run on")
        << QStringLiteral("101.2")
        << QStringLiteral("When a rule or effect allows or directs something to happen, and another effect states that "
                          "it can't happen, the \"can't\" effect takes precedence.")
        << 1
        << QStringLiteral("If one effect reads \"You may play an additional land this turn\" and another reads \"You "
                          "can't play land cards this turn,\" the effect that precludes you from playing lands wins.")
        << 287;
    QTest::newRow("escape after emphasis") << QStringLiteral("107.9")
                                           << QStringLiteral("A tombstone icon appears to the left of the name of many "
                                                             "OdysseyTM block cards with abilities that are relevant in "
                                                             "a player's graveyard. The purpose of the icon is to make "
                                                             "those cards stand out when they're in a graveyard. This "
                                                             "icon has no effect on game play.")
                                           << 0 << QString() << 783;
    QTest::newRow("heading without target or rules") << QStringLiteral("600.") << QStringLiteral("General") << 0
                                                     << QString() << 3569;
    QTest::newRow("vigilance") << QStringLiteral("702.19b")
                               << QStringLiteral("Attacking doesn't cause creatures with vigilance to tap. (See rule 508, "
                                                 "\"Declare Attackers Step.\")")
                               << 0 << QString() << 5387;
    QTest::newRow("four examples, dotted subrule")
        << QStringLiteral("800.4a")
        << QStringLiteral("When a player leaves the game, all objects (see rule 109) owned by that player leave the game, "
                          "any effects which give that player control of any objects or players end, and all spells and "
                          "abilities controlled by that player on the stack cease to exist. Then, if there are any objects "
                          "still controlled by that player, those objects are exiled. This is not a state-based action. It "
                          "happens as soon as the player leaves the game. If the player who left the game had priority at "
                          "the time he or she left, priority passes to the next player in turn order who's still in the game.")
        << 4
        << QStringLiteral("Alex casts Control Magic, an Aura that reads, \"You control enchanted creature,\" on Bianca's "
                          "Wall of Wood. If Alex leaves the game, so does Control Magic, and Wall of Wood reverts to "
                          "Bianca's control. If, instead, Bianca leaves the game, so does Wall of Wood, and Control Magic "
                          "is put into Alex's graveyard.")
        << 7208;
}

void TestRstPage::realRules()
{
    REQUIRE_SHARED();
    QFETCH(QString, number);
    QFETCH(QString, text);
    QFETCH(int, examples);
    QFETCH(QString, firstExample);
    QFETCH(int, line);
    if (m_real.rules.empty())
        QSKIP("realCopy did not read the file");
    const RuleEntry *r = find(m_real, number);
    QVERIFY2(r, qPrintable(number));
    QCOMPARE(r->text, text);
    QCOMPARE(int(r->examples.size()), examples);
    if (examples > 0)
        QCOMPARE(r->examples.front(), firstExample);
    QCOMPARE(r->sourceLine, line);
}

QTEST_GUILESS_MAIN(TestRstPage)
#include "tst_rstpage.moc"
