// Cards and rules linked both ways, from the real files: the cards a CR example names (the
// real card names of Scryfall's catalog and of MTGJSON set files, the examples of the CR of
// 2025-11-14), never an ordinary word that is also a card's name; the rule numbers a real
// ruling cites; and the rulings citing a rule, newest first. Skips with a message when
// ../shared is absent.

#include "cards/cardfiles.h"
#include "cards/cardlinks.h"
#include "cards/cardmentions.h"
#include "cards/cardstore.h"
#include "cards/crterms.h"
#include "importer.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "cardslices.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace rulesdb;

class TestCardLinks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void anExampleNamingLightningBoltNamesIt();
    void theLongestNameWinsAndNamesAreWhole();
    void ordinaryWordsAreNotCards();
    void everyExampleMentionIsARealCardAsWritten();
    void theSnapshotInForceGivesTheNames();
    void aRulingCitesItsRules();
    void aRulePageListsTheRulingsCitingIt();
    void theCommandLineGivesBoth();
    void completionFindsAWordInsideAName();

private:
    // The example of the edition that contains `words`.
    QString exampleWith(const QString &words);
    QStringList namesIn(const QString &text) const;

    QTemporaryDir m_dir;
    std::unique_ptr<RulesStore> m_store;
    EditionInfo m_cr;
    std::vector<RuleText> m_rules; // every rule of the edition with its examples
    CardMentionFinder m_catalog;    // Scryfall's catalog of card names, the CR's terms apart
    QSet<QString> m_catalogNames;
};

void TestCardLinks::initTestCase()
{
    const QString rules = testsupport::corpusFile(QStringLiteral("cr-txt/2025-11-14.txt"));
    const QString catalog =
        testsupport::corpusFile(QStringLiteral("cards/scryfall/api-2025-11/test_download_success/00_catalog_card-names.json"));
    const QString archive = testsupport::cardArchive2022();
    if (rules.isEmpty() || !QFileInfo::exists(rules) || !QFileInfo::exists(catalog) || !QFileInfo::exists(archive))
        QSKIP("../shared/corpus (the real rules and card files) is absent beside this clone; skipping");
    QVERIFY(m_dir.isValid());
    // Out of the 2022 archive: Unlimited (Lightning Bolt, Fog, Giant Growth, the basic lands)
    // and Unstable (Rules Lawyer, whose rulings cite the rules by number).
    const QStringList sets = testsupport::setFilesFrom2022Archive(m_dir.path(), {QStringLiteral("2ED.json"), QStringLiteral("UST.json")});
    QCOMPARE(sets.size(), 2);
    m_store = std::make_unique<RulesStore>(m_dir.filePath(QStringLiteral("links.sqlite")));
    QCOMPARE(int(importers::importFiles(*m_store, QStringList{rules} + sets, {}).size()), 3);
    m_cr = m_store->editions().front();
    for (const RuleHeadline &h : m_store->headlines(m_cr))
        if (const auto number = RuleNumber::parse(h.number); number && number->isRuleOrSubrule())
            if (const auto detail = m_store->rule(m_cr, *number))
                m_rules.push_back(detail->rule);

    QFile names(catalog);
    QVERIFY(names.open(QIODevice::ReadOnly));
    std::vector<CardMentionFinder::Name> written;
    for (const QJsonValue &v : QJsonDocument::fromJson(names.readAll()).object().value(QStringLiteral("data")).toArray()) {
        m_catalogNames.insert(v.toString());
        for (CardMentionFinder::Name &n : writtenNamesOf(v.toString()))
            written.push_back(std::move(n));
    }
    QVERIFY(m_catalogNames.size() > 30000);
    m_catalog = CardMentionFinder(written, crTermsOf(*m_store, m_cr));
}

QString TestCardLinks::exampleWith(const QString &words)
{
    for (const RuleText &rule : m_rules)
        for (const QString &example : rule.examples)
            if (example.contains(words))
                return example;
    return {};
}

QStringList TestCardLinks::namesIn(const QString &text) const
{
    QStringList names;
    for (const CardMention &m : m_catalog.find(text)) {
        // What was found is the card's name or a half of it as the text writes it, the
        // apostrophe curly or straight, "Fire//Ice" with or without its spaces.
        const auto plain = [](QString s) { return s.replace(u'\u2019', u'\'').remove(u' '); };
        if (!plain(m.card).contains(plain(text.mid(m.start, m.length))))
            return {QStringLiteral("MISMATCH ") + text.mid(m.start, m.length) + u'/' + m.card};
        names << m.card;
    }
    return names;
}

void TestCardLinks::anExampleNamingLightningBoltNamesIt()
{
    const QString bolt = exampleWith(QStringLiteral("A player casts Lightning Bolt"));
    QVERIFY2(!bolt.isEmpty(), "the CR of 2025-11-14 has an example casting Lightning Bolt");
    QCOMPARE(namesIn(bolt), QStringList(5, QStringLiteral("Lightning Bolt")));
    const QString fog = exampleWith(QStringLiteral("Alex casts Fog"));
    QVERIFY(!fog.isEmpty());
    QCOMPARE(namesIn(fog), QStringList{QStringLiteral("Fog")}); // not Alex, Rob, Carissa: players
    const QString growth = exampleWith(QStringLiteral("It’s affected by Giant Growth"));
    QVERIFY(namesIn(growth).contains(QStringLiteral("Giant Growth")));
    QVERIFY(namesIn(growth).contains(QStringLiteral("Unstable Shapeshifter")));
}

void TestCardLinks::theLongestNameWinsAndNamesAreWhole()
{
    // "Fire" and "Ice" are halves of one card, which the rules write "Fire//Ice" too;
    // "Lightning Bolt’s" is the card's; "Altar’s Reap" (curly, as the rules write it) is one
    // card, not Reap; the Two-Headed Giant of the rules is the variant (a glossary term),
    // not the card.
    const QString text = QStringLiteral("You cast Fire // Ice, then Lightning Bolt’s copy and Altar’s Reap. "
                                        "Fire//Ice again. Two-Headed Giant rules.");
    QStringList texts;
    for (const CardMention &m : m_catalog.find(text))
        texts << text.mid(m.start, m.length) + u'=' + m.card;
    QCOMPARE(texts, (QStringList{QStringLiteral("Fire // Ice=Fire // Ice"), QStringLiteral("Lightning Bolt=Lightning Bolt"),
                                 QStringLiteral("Altar’s Reap=Altar's Reap"), QStringLiteral("Fire//Ice=Fire // Ice")}));
}

void TestCardLinks::ordinaryWordsAreNotCards()
{
    // Real cards named as the rules name their terms: a land type, a keyword, a sentence's
    // first word.
    for (const char *term : {"Mountain", "Island", "Flash", "Fear", "Two-Headed Giant"})
        QVERIFY2(m_catalogNames.contains(QString::fromLatin1(term)), term);
    QCOMPARE(namesIn(QStringLiteral("In a Two-Headed Giant game, an Island and a Mountain with Flash and Fear.")),
             QStringList());
    QCOMPARE(namesIn(QStringLiteral("Fog. Then a player casts Fog.")), QStringList{QStringLiteral("Fog")});
    // The lowercase words of the rules are never names ("fog" is a word, Fog a card).
    QCOMPARE(namesIn(QStringLiteral("a creature in the fog")), QStringList());
}

void TestCardLinks::everyExampleMentionIsARealCardAsWritten()
{
    // Over every example of the edition: each name found is written as the card is named,
    // none is a term of the rules, and the examples name many real cards.
    const QSet<QString> terms = crTermsOf(*m_store, m_cr);
    int mentions = 0;
    QSet<QString> cards;
    for (const RuleText &rule : m_rules)
        for (const QString &example : rule.examples)
            for (const CardMention &m : m_catalog.find(example)) {
                const QString written = example.mid(m.start, m.length);
                QVERIFY2(m_catalogNames.contains(m.card), qPrintable(m.card));
                QVERIFY2(!terms.contains(written), qPrintable(rule.number + u' ' + written));
                QVERIFY2(written.front().isUpper(), qPrintable(written));
                ++mentions;
                cards.insert(m.card);
            }
    qInfo("%d mentions of %d cards in the examples", mentions, int(cards.size()));
    QVERIFY(cards.contains(QStringLiteral("Lightning Bolt")));
    QVERIFY(cards.size() > 50);
}

void TestCardLinks::theSnapshotInForceGivesTheNames()
{
    CardStore cards(*m_store);
    // Only the cards of the database: Unlimited's and Unstable's, from the 2022 snapshot in
    // force on the rules' date.
    QCOMPARE(cards.snapshotInForce(m_cr.date), QStringLiteral("2022-04-25"));
    QCOMPARE(cards.snapshotInForce(QStringLiteral("2004-01-01")), QStringLiteral("2022-04-25"));
    const CardMentionFinder finder = cardMentionFinderFor(*m_store, cards, m_cr);
    QVERIFY(!finder.isEmpty());
    const QString bolt = exampleWith(QStringLiteral("A player casts Lightning Bolt"));
    QCOMPARE(int(finder.find(bolt).size()), 5);
    // Unstable Shapeshifter is a real card, not one of these sets.
    QStringList growth;
    for (const CardMention &m : finder.find(exampleWith(QStringLiteral("It’s affected by Giant Growth"))))
        growth << m.card;
    QVERIFY2(growth.contains(QStringLiteral("Giant Growth")) && !growth.contains(QStringLiteral("Unstable Shapeshifter")),
             qPrintable(growth.join(u',')));
}

void TestCardLinks::aRulingCitesItsRules()
{
    CardStore cards(*m_store);
    const CardLookup found = cards.find(QStringLiteral("Rules Lawyer"));
    QVERIFY(found.card);
    const auto lawyer = cards.card(*found.card);
    QVERIFY(lawyer);
    QStringList cited;
    for (const OracleRuling &r : lawyer->rulings)
        cited << rulesCitedBy(r.text);
    QVERIFY2(cited.contains(QStringLiteral("704.5a")), qPrintable(cited.join(u' ')));
    QVERIFY2(cited.contains(QStringLiteral("704.5s")) && cited.contains(QStringLiteral("704.5t")), qPrintable(cited.join(u' ')));
}

void TestCardLinks::aRulePageListsTheRulingsCitingIt()
{
    CardStore cards(*m_store);
    // 704.5's page: every ruling citing one of its subrules; 704.5a's: the one citing it.
    const auto all = rulingsForRulePage(cards, m_cr, QStringLiteral("704.5"));
    QVERIFY2(all.size() >= 15, qPrintable(QString::number(all.size())));
    for (size_t i = 1; i < all.size(); ++i)
        QVERIFY(all[i - 1].date >= all[i].date); // newest first
    const auto one = rulingsForRulePage(cards, m_cr, QStringLiteral("704.5a"));
    QCOMPARE(int(one.size()), 1);
    QCOMPARE(one.front().card, QStringLiteral("Rules Lawyer"));
    QCOMPARE(one.front().date, QStringLiteral("2018-01-19"));
    QCOMPARE(one.front().cited, QStringLiteral("704.5a"));
    QVERIFY(one.front().text.startsWith(QStringLiteral("You don’t lose the game")));
    // "704.5" is inside "704.50" and the like: only a rule below it counts.
    for (const CitingRuling &r : all)
        QVERIFY2(r.cited.startsWith(QStringLiteral("704.5")) && !r.cited.at(5).isDigit(), qPrintable(r.cited));
    // A ruling written after a later edition took effect is not on an earlier edition's page.
    QVERIFY(cards.rulingsCiting(QStringLiteral("704.5a"), QStringLiteral("2018-01-01")).empty());
}

void TestCardLinks::theCommandLineGivesBoth()
{
    const auto cli = [this](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral(RULEKEEPER_CLI_PATH), QStringList{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("links.sqlite"))} + args);
        p.waitForFinished(60000);
        return std::pair(p.exitCode(), p.readAllStandardOutput());
    };
    // card --json: each ruling keeps date, text and source, and gains the rules it cites.
    auto [status, out] = cli({QStringLiteral("--json"), QStringLiteral("card"), QStringLiteral("Rules Lawyer")});
    QCOMPARE(status, 0);
    const QJsonArray rulings = QJsonDocument::fromJson(out).object().value(QStringLiteral("rulings")).toArray();
    QVERIFY(rulings.size() >= 16);
    QStringList cited;
    for (const QJsonValue &v : rulings) {
        const QJsonObject r = v.toObject();
        QVERIFY(r.contains(QStringLiteral("date")) && r.contains(QStringLiteral("text")) && r.contains(QStringLiteral("source")));
        QVERIFY(r.value(QStringLiteral("rules_cited")).isArray());
        for (const QJsonValue &n : r.value(QStringLiteral("rules_cited")).toArray())
            cited << n.toString();
    }
    QVERIFY2(cited.contains(QStringLiteral("704.5a")) && cited.contains(QStringLiteral("704.5t")), qPrintable(cited.join(u' ')));

    // show --json: the rulings citing the rule under oracle_rulings, card_rulings kept.
    std::tie(status, out) = cli({QStringLiteral("--json"), QStringLiteral("show"), QStringLiteral("704.5")});
    QCOMPARE(status, 0);
    const QJsonObject rule = QJsonDocument::fromJson(out).object();
    QVERIFY(rule.value(QStringLiteral("card_rulings")).isArray());
    const QJsonArray citing = rule.value(QStringLiteral("oracle_rulings")).toArray();
    QCOMPARE(citing.size(), 16);
    const QJsonObject first = citing.first().toObject();
    QCOMPARE(first.value(QStringLiteral("card")).toString(), QStringLiteral("Rules Lawyer"));
    QCOMPARE(first.value(QStringLiteral("date")).toString(), QStringLiteral("2018-01-19"));
    QCOMPARE(first.value(QStringLiteral("source")).toString(), QStringLiteral("wotc"));
    QVERIFY(first.value(QStringLiteral("cites")).toString().startsWith(QStringLiteral("704.5")));
    QVERIFY(!first.value(QStringLiteral("text")).toString().isEmpty());
    // And in words.
    std::tie(status, out) = cli({QStringLiteral("show"), QStringLiteral("704.5a")});
    QVERIFY2(QString::fromUtf8(out).contains(QStringLiteral("Oracle rulings citing it (1), newest first:\n  2018-01-19  Rules Lawyer  [cites 704.5a]")),
             out.constData());
}

void TestCardLinks::completionFindsAWordInsideAName()
{
    CardStore cards(*m_store);
    // A later word's start, punctuation and case forgiven.
    QVERIFY2(cards.completeInside(QStringLiteral("bolt")).contains(QStringLiteral("Lightning Bolt")),
             qPrintable(cards.completeInside(QStringLiteral("bolt")).join(u'|')));
    QVERIFY(cards.completeInside(QStringLiteral("ACADEMY head")).contains(QStringLiteral("Urza, Academy Headmaster")));
    QVERIFY(cards.completeInside(QStringLiteral("the wisp")).contains(QStringLiteral("Will-o'-the-Wisp")));
    QVERIFY(cards.completeInside(QStringLiteral("liege")).contains(QStringLiteral("Gaea's Liege")));
    // Shortest first, and never the start of a name ("Lightning Bolt" starts with "light").
    const QStringList bolts = cards.completeInside(QStringLiteral("bolt"));
    for (int i = 1; i < bolts.size(); ++i)
        QVERIFY(bolts[i - 1].size() <= bolts[i].size());
    QVERIFY(!cards.completeInside(QStringLiteral("lightning")).contains(QStringLiteral("Lightning Bolt")));
    QVERIFY(cards.completeInside(QStringLiteral("zzqx")).isEmpty());
}

QTEST_GUILESS_MAIN(TestCardLinks)
#include "tst_cardlinks.moc"
