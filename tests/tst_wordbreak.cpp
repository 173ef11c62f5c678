// Word boundaries: the fast reading of plain ASCII words and spaces gives exactly what ICU
// gives over the whole text (boundaries and which tokens are words), on hand-picked traps,
// on random strings of the characters where the two could part, and on the real corpus.

#include "testsupport.h"
#include "text/wordbreak.h"

#include <QDirIterator>
#include <QRandomGenerator>
#include <QTest>

using namespace rulesdb;

namespace {

// Empty when both readings agree; else where and how they part.
QString disagreement(QStringView text)
{
    std::vector<qsizetype> fast, icu;
    std::vector<char> fastWords, icuWords;
    wordBoundaries(text, fast, &fastWords);
    icuWordBoundaries(text, icu, &icuWords);
    if (fast == icu && fastWords == icuWords)
        return {};
    size_t i = 0;
    while (i < fast.size() && i < icu.size() && fast[i] == icu[i]
           && (i == 0 || fastWords[i - 1] == icuWords[i - 1]))
        ++i;
    const qsizetype at = i < icu.size() ? icu[i] : text.size();
    return QStringLiteral("token %1 (near offset %2, \"%3\"): fast %4, ICU %5")
        .arg(i)
        .arg(at)
        .arg(text.mid(std::max<qsizetype>(0, at - 12), 24).toString())
        .arg(i < fast.size() ? QString::number(fast[i]) : QStringLiteral("end"))
        .arg(i < icu.size() ? QString::number(icu[i]) : QStringLiteral("end"));
}

} // namespace

class TestWordBreak : public QObject {
    Q_OBJECT
private slots:
    void plainWordsAndSpacesAreOneTokenEach();
    void trapsReadAsICUReadsThem_data();
    void trapsReadAsICUReadsThem();
    void randomTextsReadAsICUReadsThem();
    void theCorpusReadsAsICUReadsIt();
};

void TestWordBreak::plainWordsAndSpacesAreOneTokenEach()
{
    std::vector<qsizetype> bounds;
    std::vector<char> words;
    wordBoundaries(u"Each player  draws 7 cards", bounds, &words);
    QCOMPARE(bounds, (std::vector<qsizetype>{0, 4, 5, 11, 13, 18, 19, 20, 21, 26}));
    QCOMPARE(words, (std::vector<char>{1, 0, 1, 0, 1, 0, 1, 0, 1}));
}

void TestWordBreak::trapsReadAsICUReadsThem_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("rule numbers and punctuation") << QStringLiteral("See rule 601.2b, e.g. rules 601.2f–h.");
    QTest::newRow("apostrophes") << QStringLiteral("doesn't player’s 'quoted' owner's");
    QTest::newRow("mark after a space") << QStringLiteral("a \u0301b c");
    QTest::newRow("mark after spaces, then a space") << QStringLiteral("x  \u0301 y");
    QTest::newRow("joiner between spaces") << QStringLiteral("a \u200D b");
    QTest::newRow("format char after a word") << QStringLiteral("ab\u00AD cd");
    QTest::newRow("other spaces") << QStringLiteral("a\u00A0b c\u3000 d \u2003e");
    QTest::newRow("tabs and line breaks") << QStringLiteral("a\tb \n c\r\n d \r e");
    QTest::newRow("leading and trailing spaces") << QStringLiteral("   word   ");
    QTest::newRow("letters and digits") << QStringLiteral("2b b2 100 x10y 3.5 1,000");
    QTest::newRow("Chinese between spaces") << QStringLiteral("规则 601.2b 中的 玩家 attack 攻击");
    QTest::newRow("Japanese") << QStringLiteral("ターン 終了 step");
    QTest::newRow("emoji and joiners") << QStringLiteral("a 👍🏽 b 👨‍👩‍👧 c 🇫🇷🇩🇪 d");
    QTest::newRow("marks around words") << QStringLiteral("(see rule 601.2b.) [x] \"quoted,\" 'single' done!? a:b a;b 1;2 1,000 1'000 a'b a.b. e.g. x..y a'1 1.a");
    QTest::newRow("hyphens and dashes") << QStringLiteral("non-token —dash– x_y a-");
    QTest::newRow("single characters") << QStringLiteral("a");
    QTest::newRow("a lone surrogate") << QString(QChar(0xD800)) + QStringLiteral(" a ") + QChar(0xDC00);
    QTest::newRow("Hebrew and Katakana letters") << QStringLiteral("שלום\" x ア゙ y");
}

void TestWordBreak::trapsReadAsICUReadsThem()
{
    QFETCH(QString, text);
    const QString why = disagreement(text);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestWordBreak::randomTextsReadAsICUReadsThem()
{
    // Spaces, ASCII letters and digits (what the fast reading takes whole) mixed with the
    // characters whose word rules look at their neighbours.
    const QStringList pieces = {QStringLiteral(" "), QStringLiteral("  "), QStringLiteral("a"),
        QStringLiteral("Z"), QStringLiteral("7"), QStringLiteral("."), QStringLiteral(","),
        QStringLiteral("'"), QStringLiteral("’"), QStringLiteral("\""), QStringLiteral("-"),
        QStringLiteral("_"), QStringLiteral(":"), QStringLiteral("\n"), QStringLiteral("\r"),
        QStringLiteral("\t"), QStringLiteral("\u0301"), QStringLiteral("\u200D"),
        QStringLiteral("\u00AD"), QStringLiteral("\u00A0"), QStringLiteral("\u3000"),
        QStringLiteral("é"), QStringLiteral("规"), QStringLiteral("ア"), QStringLiteral("ー"),
        QStringLiteral("ש"), QStringLiteral("👍"), QStringLiteral("🏽"), QStringLiteral("🇫"),
        QStringLiteral("٣"), QStringLiteral("ก"), QStringLiteral("\u2060"), QStringLiteral("("),
        QStringLiteral(")"), QStringLiteral("["), QStringLiteral("]"), QStringLiteral(";"),
        QStringLiteral("!"), QStringLiteral("?"), QStringLiteral("b"), QStringLiteral("0"),
        QStringLiteral("ab"), QStringLiteral("12")};
    QRandomGenerator random(20261129);
    for (int round = 0; round < 100000; ++round) {
        QString text;
        const int length = 1 + int(random.bounded(14));
        for (int i = 0; i < length; ++i)
            text += pieces[int(random.bounded(qsizetype(pieces.size())))];
        const QString why = disagreement(text);
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("text \"%1\": %2").arg(text, why)));
    }
}

void TestWordBreak::theCorpusReadsAsICUReadsIt()
{
    REQUIRE_SHARED();
    // Every tenth English edition, both Chinese ones and every policy document: each file
    // whole, as text, line breaks and all.
    QStringList files;
    const QStringList editions = testsupport::corpusEditions();
    for (qsizetype i = 0; i < editions.size(); i += 10)
        files << editions[i];
    for (const QString &folder : {QStringLiteral("cr-txt-zh"), QStringLiteral("policy")}) {
        QDirIterator it(testsupport::corpusFile(folder), {QStringLiteral("*.txt"), QStringLiteral("*.html"), QStringLiteral("*.ejs")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    QVERIFY(files.size() > 20);
    for (const QString &path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        const QString why = disagreement(text);
        QVERIFY2(why.isEmpty(), qPrintable(path + QStringLiteral(": ") + why));
    }
}

QTEST_GUILESS_MAIN(TestWordBreak)
#include "tst_wordbreak.moc"
