// Rule numbers: what parses, how it is normalised, the natural order and the key order.

#include "rulenumber.h"

#include <QTest>
#include <algorithm>

using namespace rulesdb;

class TestRuleNumber : public QObject {
    Q_OBJECT
private slots:
    void normalises_data();
    void normalises();
    void rejects_data();
    void rejects();
    void kindsAndParents();
    void naturalOrder();
    void keyOrderMatchesNaturalOrder();
    void keysNestDescendants();
    void keysGiveTheirNumbersBack();
};

void TestRuleNumber::normalises_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("normalised");
    const auto row = [](const char *in, const char *out) {
        QTest::newRow(in) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    row("702.33a", "702.33a");
    row("702.33 a", "702.33a");
    row("702.33A", "702.33a");
    row("702.33a.", "702.33a");
    row("  702.33a  ", "702.33a");
    row("702.33", "702.33");
    row("702.33.", "702.33");
    row("702.", "702.");
    row("702", "702.");
    row("7.", "7.");
    row("7", "7.");
    row("100.1aa", "100.1aa"); // letters as written, not assumed single
    row("901.4", "901.4");
    row("119.1d.", "119.1d");
}

void TestRuleNumber::normalises()
{
    QFETCH(QString, input);
    QFETCH(QString, normalised);
    const auto n = RuleNumber::parse(input);
    QVERIFY2(n, qPrintable(input));
    QCOMPARE(n->toString(), normalised);
    // Normalising is idempotent.
    QCOMPARE(RuleNumber::parse(n->toString())->toString(), normalised);
}

void TestRuleNumber::rejects_data()
{
    QTest::addColumn<QString>("input");
    for (const char *bad : {"", " ", "abc", "0.", "0", "70.1", "7021", "702.0", "702.01", "306.b",
                            "702.33a1", "702..1", "702.33-a", "1.1", "-702.3", "702.3 a b",
                            "099.1", "702.33a!"})
        QTest::newRow(bad[0] ? bad : "empty") << QString::fromUtf8(bad);
}

void TestRuleNumber::rejects()
{
    QFETCH(QString, input);
    QVERIFY2(!RuleNumber::parse(input), qPrintable(input));
}

void TestRuleNumber::kindsAndParents()
{
    const auto sub = *RuleNumber::parse(u"601.2f");
    QCOMPARE(sub.kind(), RuleKind::Subrule);
    QCOMPARE(sub.section(), 6);
    QCOMPARE(sub.heading(), 601);
    QCOMPARE(sub.rule(), 2);
    QCOMPARE(sub.letters(), QStringLiteral("f"));
    QStringList chain;
    for (std::optional<RuleNumber> n = sub; n; n = n->parent())
        chain << n->toString();
    QCOMPARE(chain, (QStringList{QStringLiteral("601.2f"), QStringLiteral("601.2"),
                                 QStringLiteral("601."), QStringLiteral("6.")}));
    QCOMPARE(RuleNumber::parse(u"6.")->kind(), RuleKind::Section);
    QCOMPARE(RuleNumber::parse(u"601")->kind(), RuleKind::Heading);
    QCOMPARE(RuleNumber::parse(u"601.2")->kind(), RuleKind::Rule);
}

static QStringList sortedNaturally(QStringList list)
{
    std::sort(list.begin(), list.end(), naturalLess);
    return list;
}

void TestRuleNumber::naturalOrder()
{
    const QStringList expected = {
        QStringLiteral("1."),     QStringLiteral("100."),    QStringLiteral("100.1"),
        QStringLiteral("100.1a"), QStringLiteral("100.1b"),  QStringLiteral("100.1z"),
        QStringLiteral("100.1aa"), QStringLiteral("100.2"),  QStringLiteral("100.10"),
        QStringLiteral("101."),   QStringLiteral("106.1"),   QStringLiteral("106.1a"),
        QStringLiteral("106.2"),  QStringLiteral("106.10"),  QStringLiteral("199.250"),
        QStringLiteral("2."),     QStringLiteral("200.1"),   QStringLiteral("999.300"),
        QStringLiteral("not a number")};
    QStringList shuffled = expected;
    std::reverse(shuffled.begin(), shuffled.end());
    std::rotate(shuffled.begin(), shuffled.begin() + 7, shuffled.end());
    QCOMPARE(sortedNaturally(shuffled), expected);
    QVERIFY(*RuleNumber::parse(u"106.1") < *RuleNumber::parse(u"106.1a"));
    QVERIFY(*RuleNumber::parse(u"106.2") < *RuleNumber::parse(u"106.10"));
    QVERIFY(*RuleNumber::parse(u"702.33 A") == *RuleNumber::parse(u"702.33a"));
}

void TestRuleNumber::keyOrderMatchesNaturalOrder()
{
    // The database orders by the key bytes (memcmp): it must agree with the natural order,
    // including numbers whose parts straddle byte boundaries.
    QList<RuleNumber> numbers;
    for (const char *s : {"1.", "100.", "100.1", "100.1a", "100.249", "100.250", "100.251",
                          "100.500", "100.1000", "199.", "2.", "200.1", "900.", "999.62000"})
        numbers << *RuleNumber::parse(QString::fromUtf8(s));
    for (qsizetype i = 0; i + 1 < numbers.size(); ++i) {
        const QByteArray a = numbers[i].sortKey();
        const QByteArray b = numbers[i + 1].sortKey();
        QVERIFY2(std::lexicographical_compare(
                     reinterpret_cast<const uchar *>(a.constData()),
                     reinterpret_cast<const uchar *>(a.constData()) + a.size(),
                     reinterpret_cast<const uchar *>(b.constData()),
                     reinterpret_cast<const uchar *>(b.constData()) + b.size()),
                 qPrintable(numbers[i].toString() + QStringLiteral(" < ") + numbers[i + 1].toString()));
        QVERIFY(!a.contains(char(0xFF)));
    }
}

void TestRuleNumber::keysNestDescendants()
{
    const QByteArray rule = RuleNumber::parse(u"702.33")->sortKey();
    QVERIFY(RuleNumber::parse(u"702.33a")->sortKey().startsWith(rule));
    QVERIFY(RuleNumber::parse(u"702.33")->sortKey().startsWith(RuleNumber::parse(u"702.")->sortKey()));
    QVERIFY(RuleNumber::parse(u"702.")->sortKey().startsWith(RuleNumber::parse(u"7.")->sortKey()));
    QVERIFY(!RuleNumber::parse(u"702.34")->sortKey().startsWith(rule));
    QVERIFY(!RuleNumber::parse(u"702.330")->sortKey().startsWith(rule));
}

// A key read back is the number it was made from; bytes no number makes are no number (a
// repeated number's later copies: its key, 0xFF and a count).
void TestRuleNumber::keysGiveTheirNumbersBack()
{
    for (const char *text : {"1.", "9.", "100.", "702.", "999.", "100.1", "702.19", "702.249", "702.250", "702.1000",
                             "702.19b", "702.19z", "702.19aa", "122.1bz"}) {
        const RuleNumber n = *RuleNumber::parse(QString::fromLatin1(text));
        const auto back = RuleNumber::fromSortKey(n.sortKey());
        QVERIFY2(back, text);
        QCOMPARE(back->toString(), n.toString());
        QCOMPARE(back->sortKey(), n.sortKey());
    }
    const QByteArray key = RuleNumber::parse(u"702.19b")->sortKey();
    QVERIFY(!RuleNumber::fromSortKey(key + char(0xFF) + char(1)));
    QVERIFY(!RuleNumber::fromSortKey(key.chopped(1)));
    QVERIFY(!RuleNumber::fromSortKey(QByteArray("\x07\x02\x00", 3))); // a rule without its second byte
    QVERIFY(!RuleNumber::fromSortKey(QByteArray()));
    QVERIFY(!RuleNumber::fromSortKey(QByteArray(1, char(0))));
    QVERIFY(!RuleNumber::fromSortKey(QByteArray("\x07\x02\x00\x00", 4))); // rule 0
    // Whatever bytes a key holds, a number read from it is one parse() reads back.
    for (int a = 0; a < 256; a += 3)
        for (int b = 0; b < 256; b += 5) {
            const char bytes[] = {char(7), char(2), char(0), char(19), char(2), char(a), char(b)};
            for (const qsizetype size : {1, 2, 4, 5, 6, 7}) {
                const QByteArray k(bytes + (size == 1 ? 5 : 0), size);
                if (const auto n = RuleNumber::fromSortKey(k))
                    QCOMPARE(RuleNumber::parse(n->toString()), n);
            }
        }
}

QTEST_APPLESS_MAIN(TestRuleNumber)
#include "tst_rulenumber.moc"
