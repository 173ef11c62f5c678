// The source's italics ("_Magic_" in the 2008–2014 texts): which underscores mark them,
// the text without them, as HTML, and in word diffs; a search snippet cut inside them.

#include "italics.h"
#include "rulesstore.h"
#include "testsupport.h"

#include <QTest>

using namespace rulesdb;

class TestItalics : public QObject {
    Q_OBJECT
private slots:
    void withoutMarks_data();
    void withoutMarks();
    void htmlEscapesThenItalicizes();
    void diffPiecesReadEachSide();
    void plainDiffIsAppendedFromLengths_data();
    void plainDiffIsAppendedFromLengths();
    void searchFindsThePlainWordAndKeepsCutItalics();
};

void TestItalics::withoutMarks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("plain");
    const auto row = [](const char *name, const char *text, const char *plain) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(plain);
    };
    // From the 2009-07-11 edition.
    row("611.2", "(for example, a _Magic_ color word being used as a color word)",
        "(for example, a Magic color word being used as a color word)");
    row("a title of several words", "Cards printed in sets prior to the _Eighth Edition_ core set",
        "Cards printed in sets prior to the Eighth Edition core set");
    row("a colon inside, a mark after", "the _Magic: The Gathering_(R) game. If you're a beginning _Magic_(TM) player",
        "the Magic: The Gathering(R) game. If you're a beginning Magic(TM) player");
    row("two marks each side", "the __Magic: The Gathering__ Tournament Rules", "the Magic: The Gathering Tournament Rules");
    row("the trademark spelled out after", "many _Odyssey_TM block cards", "many OdysseyTM block cards");
    row("a lone underscore before a mark stays", "Wizards of the Coast_(R) _Magic_ rules website",
        "Wizards of the Coast_(R) Magic rules website");
    row("at the start and end", "_Magic_", "Magic");
    row("between quotes", "\"_Magic_,\" he said", "\"Magic,\" he said");
    // Not italics.
    row("snake_case", "see x=UTR_Intro and some_name_here", "see x=UTR_Intro and some_name_here");
    row("a lone underscore", "a _ b and c_ d", "a _ b and c_ d");
    row("never closed", "the _Magic rules", "the _Magic rules");
    row("a space before the closing mark", "the _Magic _rules", "the _Magic _rules");
    row("not on another line", "the _Magic\nrules_", "the _Magic\nrules_");
    row("three marks", "___Magic___", "___Magic___");
    row("unequal marks", "__Magic_ game", "__Magic_ game");
    row("nothing at all", "Trample", "Trample");
}

void TestItalics::withoutMarks()
{
    QFETCH(QString, text);
    QFETCH(QString, plain);
    QCOMPARE(withoutItalicMarks(text), plain);
}

void TestItalics::htmlEscapesThenItalicizes()
{
    QCOMPARE(italicHtml(u"<b>_Magic_</b> & _x_y"), QStringLiteral("&lt;b&gt;<i>Magic</i>&lt;/b&gt; &amp; _x_y"));
    QCOMPARE(italicHtml(u"a _<script>_ b"), QStringLiteral("a <i>&lt;script&gt;</i> b"));
}

void TestItalics::diffPiecesReadEachSide()
{
    const QString before = QStringLiteral("Playing _Magic_ games for ante is forbidden.");
    const QString after = QStringLiteral("Playing _Magic: The Gathering_ games for ante is allowed.");
    const auto spans = wordDiff(before, after);
    QString oldSide, newSide, italicWords;
    for (const DiffPiece &p : italicDiffPieces(spans, before, after)) {
        if (p.kind != DiffSpan::Inserted)
            oldSide += p.text;
        if (p.kind != DiffSpan::Deleted)
            newSide += p.text;
        if (p.italic)
            italicWords += u'[' + p.text + u']';
    }
    QCOMPARE(oldSide, withoutItalicMarks(before));
    QCOMPARE(newSide, withoutItalicMarks(after));
    QVERIFY2(!italicWords.contains(u'_') && italicWords.contains(QStringLiteral("Gathering")), qPrintable(italicWords));
    const QString plainDiff = renderPlainDiff(diffWithoutItalicMarks(spans, before, after));
    QVERIFY2(!plainDiff.contains(u'_'), qPrintable(plainDiff));
    QVERIFY2(plainDiff.contains(QStringLiteral("[-forbidden-]{+allowed+}")), qPrintable(plainDiff));
}

void TestItalics::plainDiffIsAppendedFromLengths_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("no italics") << QStringLiteral("Ante is forbidden.") << QStringLiteral("Ante is allowed, now.");
    QTest::newRow("italics kept") << QStringLiteral("Playing _Magic_ games for ante is forbidden.")
                                  << QStringLiteral("Playing _Magic: The Gathering_ games for ante is allowed.");
    QTest::newRow("italics added") << QStringLiteral("a Magic color word") << QStringLiteral("a _Magic_ color word");
    QTest::newRow("italics only in the words deleted") << QStringLiteral("See _Eighth Edition_ rules.")
                                                       << QStringLiteral("See the rules.");
    QTest::newRow("double marks and lines") << QStringLiteral("the __Magic: The Gathering__ game\nExample: a _Magic_ card")
                                            << QStringLiteral("the game\nExample: a Magic card");
}

// What text output prints of a word diff, appended from the spans' lengths, is what the
// spans' words give.
void TestItalics::plainDiffIsAppendedFromLengths()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    const auto spans = wordDiff(before, after);
    std::vector<SpanLength> lengths;
    for (const DiffSpan &s : spans)
        lengths.push_back({s.kind, s.text.size()});
    QString appended = QStringLiteral("kept ");
    appendPlainDiff(appended, lengths, before, after);
    QCOMPARE(appended, QStringLiteral("kept ") + renderPlainDiff(diffWithoutItalicMarks(spans, before, after)));
    QString plain = QStringLiteral("kept ");
    appendWithoutItalicMarks(plain, after);
    QCOMPARE(plain, QStringLiteral("kept ") + withoutItalicMarks(after));
}

// "_Magic_" is the word "magic" to the search; a snippet cut inside italics keeps the marks
// at the cut, so that it reads without underscores.
void TestItalics::searchFindsThePlainWordAndKeepsCutItalics()
{
    RulesStore store(QStringLiteral(":memory:"));
    const char *longTitle =
        "Players who gather to play games for ante in their homes or at their stores do so under the _Magic: The "
        "Gathering Tournament Rules for Every Kind of Sanctioned Event_ and under the laws of the places where they "
        "live, which may forbid the playing of games for ante altogether, as many countries, states and cities do.";
    const auto e = store.addEdition(testsupport::madeEdition("2009-07-11", {{"611.2", "a _Magic_ color word being used as a color word"},
                                                                           {"407.1", longTitle}}))
                       .edition;
    SearchOptions options;
    options.editionId = e.id;
    auto hits = store.search(QStringLiteral("magic color"), options);
    QCOMPARE(hits.size(), size_t(1));
    QCOMPARE(hits.front().number, QStringLiteral("611.2"));
    QCOMPARE(withoutItalicMarks(hits.front().snippet), QStringLiteral("a «Magic» «color» word being used as a «color» word"));

    // Cut after the italics begin, and before they end.
    hits = store.search(QStringLiteral("sanctioned"), options);
    QCOMPARE(hits.size(), size_t(1));
    QString snippet = withoutItalicMarks(hits.front().snippet);
    QVERIFY2(snippet.startsWith(QStringLiteral("…Every Kind of «Sanctioned» Event and under")), qPrintable(hits.front().snippet));
    QVERIFY2(!snippet.contains(u'_'), qPrintable(hits.front().snippet));
    hits = store.search(QStringLiteral("players"), options);
    QCOMPARE(hits.size(), size_t(1));
    snippet = withoutItalicMarks(hits.front().snippet);
    QVERIFY2(snippet.startsWith(QStringLiteral("«Players» who")) && snippet.endsWith(QStringLiteral("Gathering Tournament Rules…")),
             qPrintable(hits.front().snippet));
    QVERIFY2(!snippet.contains(u'_'), qPrintable(hits.front().snippet));
}

QTEST_GUILESS_MAIN(TestItalics)
#include "tst_italics.moc"
