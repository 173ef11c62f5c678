// Cross-references as the rules write them: keyword or bare, lists, ranges, spans.

#include "references.h"

#include <QTest>

using namespace rulesdb;

class TestReferences : public QObject {
    Q_OBJECT
private slots:
    void extracts_data();
    void extracts();
    void spansPointIntoTheText();
};

// One string per reference: "cited span=target,target".
static QStringList describe(const QString &text)
{
    QStringList out;
    for (const Reference &r : extractReferences(text))
        out << text.mid(r.start, r.length) + u'=' + r.targets.join(u',');
    return out;
}

void TestReferences::extracts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    const auto row = [](const char *name, const char *text, QStringList expected) {
        QTest::newRow(name) << QString::fromUtf8(text) << expected;
    };
    const auto L = [](std::initializer_list<const char *> items) {
        QStringList l;
        for (const char *i : items)
            l << QString::fromUtf8(i);
        return l;
    };
    row("rule", "See rule 601.2b.", L({"rule 601.2b=601.2b"}));
    row("capitalised", "Rule 601 applies.", L({"Rule 601=601."}));
    row("list with range", "See rules 601.2b and 601.2f–h.",
        L({"rules 601.2b=601.2b", "601.2f–h=601.2f,601.2g,601.2h"}));
    row("bare letter range", "as in 603.7d–f, too", L({"603.7d–f=603.7d,603.7e,603.7f"}));
    row("hyphen range", "rules 702.30a-b apply", L({"rules 702.30a-b=702.30a,702.30b"}));
    row("range skips l and o", "see 205.3k–p", L({"205.3k–p=205.3k,205.3m,205.3n,205.3p"}));
    row("full range", "described in 409.1a-409.1f are", L({"409.1a-409.1f=409.1a,409.1b,409.1c,409.1d,409.1e,409.1f"}));
    row("rule range", "rules 100.1–100.3", L({"rules 100.1–100.3=100.1,100.2,100.3"}));
    row("heading range", "(See rules 212-215.)", L({"rules 212-215=212.,213.,214.,215."}));
    row("titled heading", "see rule 605, “Mana Abilities”", L({"rule 605=605."}));
    row("old titled heading", "(see rule 304, \"Draw Step\")", L({"rule 304=304."}));
    row("section", "See section 8, “Multiplayer Rules.”", L({"section 8=8."}));
    row("sections list", "sections 8 and 9", L({"sections 8=8.", "9=9."}));
    row("comma list", "rules 701.3, 701.4, or 701.5b", L({"rules 701.3=701.3", "701.4=701.4", "701.5b=701.5b"}));
    row("parenthesised", "(see rule 106.3)", L({"rule 106.3=106.3"}));
    row("sentence end", "See rule 702.19.", L({"rule 702.19=702.19"}));
    row("glued title", "See rule 419.8 \"Sources of Damage.\"", L({"rule 419.8=419.8"}));
    row("two keywords", "see rule 502.26, \"Morph,\" and rule 504, \"Face-Down\"",
        L({"rule 502.26=502.26", "rule 504=504."}));
    row("not a reference: numbers", "Each player has 20 life and 7 cards; 2/3 creature; 1.5", {});
    row("not a reference: year", "the Magic 2010 rules, 2010.1 edition", {});
    row("not a reference: rules without number", "these rules apply to section headers", {});
    row("not a reference: bare heading", "a 100 card deck", {});
    row("em dash is not a range", "rule 117.3—the player", L({"rule 117.3=117.3"}));
    row("no letters range downwards", "601.2h-b", L({"601.2h=601.2h"}));
    row("glued to Chinese", "参见规则601.2f–h中的步骤，以及规则113。", L({"规则601.2f–h=601.2f,601.2g,601.2h", "规则113=113."}));
}

void TestReferences::extracts()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(text), expected);
}

void TestReferences::spansPointIntoTheText()
{
    const QString text = QStringLiteral("A (see rules 601.2b and 601.2f–h) B");
    const auto refs = extractReferences(text);
    QCOMPARE(refs.size(), size_t(2));
    QCOMPARE(refs[0].start, 3 + 4);
    QCOMPARE(text.mid(refs[1].start, refs[1].length), QStringLiteral("601.2f–h"));
}

QTEST_APPLESS_MAIN(TestReferences)
#include "tst_references.moc"
