// Encodings and line ends of the rules files: byte-order marks, strict UTF-8, the three
// code pages chosen by evidence, damaged and binary files refused with a clear message.

#include "importerror.h"
#include "testsupport.h"
#include "textdecoder.h"

#include <QTest>

using importers::decodeText;

class TestTextDecoder : public QObject {
    Q_OBJECT
private slots:
    void decodes_data();
    void decodes();
    void normalisesLineEnds();
    void refuses_data();
    void refuses();
    void realEditions_data();
    void realEditions();
};

static QByteArray utf16(const QString &s, bool bigEndian)
{
    QByteArray out;
    for (QChar c : s) {
        const char hi = char(c.unicode() >> 8), lo = char(c.unicode() & 0xFF);
        out += bigEndian ? QByteArray{} + hi + lo : QByteArray{} + lo + hi;
    }
    return out;
}

void TestTextDecoder::decodes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("text");
    const QString rule = QStringLiteral("100.1. These \u201CMagic\u201D rules\u2014all of them\u2122.");
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF") + rule.toUtf8() << QStringLiteral("UTF-8") << rule;
    QTest::newRow("UTF-16LE BOM") << QByteArray("\xFF\xFE") + utf16(rule, false) << QStringLiteral("UTF-16LE") << rule;
    QTest::newRow("UTF-16BE BOM") << QByteArray("\xFE\xFF") + utf16(rule, true) << QStringLiteral("UTF-16BE") << rule;
    QTest::newRow("UTF-8 no BOM") << rule.toUtf8() << QStringLiteral("UTF-8") << rule;
    QTest::newRow("ASCII") << QByteArray("100.1. Plain rules.") << QStringLiteral("US-ASCII")
                           << QStringLiteral("100.1. Plain rules.");
    QTest::newRow("Windows-1252 quotes")
        << QByteArray("100.1. These \x93Magic\x94 rules\x97" "all of them\x99. Don\x92t.")
        << QStringLiteral("windows-1252")
        << QStringLiteral("100.1. These \u201CMagic\u201D rules\u2014all of them\u2122. Don\u2019t.");
    QTest::newRow("Windows-1252 name") << QByteArray("Charlie C\xE1tin\xF2 and friends")
                                       << QStringLiteral("windows-1252")
                                       << QStringLiteral("Charlie C\u00E1tin\u00F2 and friends");
    QTest::newRow("Mac Roman, bare CR") << QByteArray("Rules\rEl-Hajj\x89j\r") << QStringLiteral("macintosh")
                                        << QStringLiteral("Rules\nEl-Hajj\u00E2j\n");
    QTest::newRow("Mac Roman quotes") << QByteArray("\xD2Magic\xD3 and \xD4it\xD5s\xD1") << QStringLiteral("macintosh")
                                      << QStringLiteral("\u201CMagic\u201D and \u2018it\u2019s\u2014");
    QTest::newRow("IBM437 names") << QByteArray("Dand\x83n, Ghazb\xA0n, Jun\xA3n, Lim-D\x96l\r\n")
                                  << QStringLiteral("IBM437")
                                  << QStringLiteral("Dand\u00E2n, Ghazb\u00E1n, Jun\u00FAn, Lim-D\u00FBl\n");
}

void TestTextDecoder::decodes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    QFETCH(QString, text);
    const auto decoded = decodeText(bytes, QStringLiteral("f.txt"));
    QCOMPARE(decoded.encoding, encoding);
    QCOMPARE(decoded.text, text);
}

void TestTextDecoder::normalisesLineEnds()
{
    // A UTF-16 file cut at an odd byte loses only the half character.
    QCOMPARE(decodeText(QByteArray("\xFF\xFE" "a\x00\r\x00\n\x00" "b", 9), QStringLiteral("f.txt")).text,
             QStringLiteral("a\n"));
    const QByteArray mixed = QByteArray("a\r\nb\rc\nd") + QString(QChar(0x2028)).toUtf8() + "e\r\n\r\nf";
    QCOMPARE(decodeText(mixed, QStringLiteral("f.txt")).text, QStringLiteral("a\nb\nc\nd\ne\n\nf"));
    // No-break spaces are text, not line ends.
    QCOMPARE(decodeText(QStringLiteral("a\u00A0b").toUtf8(), QStringLiteral("f.txt")).text,
             QStringLiteral("a\u00A0b"));
}

void TestTextDecoder::refuses_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << 0 << QStringLiteral("empty");
    // A UTF-16LE file pushed through a text filter: the mark became two U+FFFD, the
    // NULs between the letters stayed.
    QTest::newRow("UTF-16 through a filter")
        << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD") + utf16(QStringLiteral("Magic\r\n100.1. Rules"), false) << 1
        << QStringLiteral("byte-order mark was replaced by U+FFFD");
    QTest::newRow("binary") << QByteArray("text\nmore\n\x00\x01\x02\x03", 14) << 3 << QStringLiteral("NUL bytes");
    QByteArray replaced;
    for (int i = 0; i < 100; ++i)
        replaced += "rule \xEF\xBF\xBD text\n";
    QTest::newRow("full of U+FFFD") << replaced << 1 << QStringLiteral("replacement characters");
    QTest::newRow("broken UTF-16") << QByteArray("\xFF\xFE" "a\x00\n\x00\x00\xD8" "b\x00", 10) << 2
                                   << QStringLiteral("not valid UTF-16LE");
    QTest::newRow("broken UTF-8 after a BOM") << QByteArray("\xEF\xBB\xBF" "ok\nok\nbad \x93quote\x94\n")
                                              << 3 << QStringLiteral("not valid UTF-8");
}

void TestTextDecoder::refuses()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, message);
    try {
        decodeText(bytes, QStringLiteral("damaged.txt"));
        QFAIL("must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("damaged.txt"));
        QCOMPARE(e.line(), line);
        QVERIFY2(e.message().contains(message), qPrintable(e.toString()));
        QVERIFY(e.toString().startsWith(QStringLiteral("damaged.txt")));
    }
}

void TestTextDecoder::realEditions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("contains");
    const auto row = [](const char *file, const char *encoding, const char *contains) {
        QTest::newRow(file) << QString::fromUtf8(file) << QString::fromUtf8(encoding) << QString::fromUtf8(contains);
    };
    row("2003-03-15.txt", "US-ASCII", "These rules are current as of March 15, 2003.");
    row("2003-10-01.txt", "windows-1252", "\u2014");
    row("2006-10-01.txt", "macintosh", "El-Hajj\u00E2j");
    row("2006-07-15.txt", "IBM437", "These rules are current as of July 15, 2006.");
    row("2007-05-01.txt", "IBM437", "These rules are current as of May 1, 2007.");
    row("2009-07-11.txt", "US-ASCII", "These rules are effective as of July 11, 2009.");
    row("2010-02-01.txt", "windows-1252", "\u201C");
    row("2013-05-01.txt", "UTF-16BE", "These rules are effective as of May 1, 2013.");
    row("2013-09-27.txt", "IBM437", "These rules are effective as of September 27, 2013.");
    row("2016-09-30.txt", "UTF-16LE", "\u2122");
    row("2017-09-29.txt", "windows-1252", "\u2019");
    row("2019-01-25.txt", "IBM437", "Dand\u00E2n");
    row("2019-05-03.txt", "UTF-8", "\u2122");
    row("2022-10-07.txt", "windows-1252", "C\u00E1tin\u00F2");
    row("2022-11-18.txt", "UTF-16BE", "These rules are effective as of November 18, 2022.");
    row("2026-01-16.txt", "UTF-8", "\u221E");
}

void TestTextDecoder::realEditions()
{
    REQUIRE_SHARED();
    QFETCH(QString, file);
    QFETCH(QString, encoding);
    QFETCH(QString, contains);
    const auto decoded = decodeText(testsupport::readAll(testsupport::corpusFile(QStringLiteral("cr-txt/") + file)), file);
    QCOMPARE(decoded.encoding, encoding);
    QVERIFY2(decoded.text.contains(contains), qPrintable(contains));
    QVERIFY(!decoded.text.contains(u'\uFFFD'));
    QVERIFY(!decoded.text.contains(u'\r'));
    for (QChar c : decoded.text)
        QVERIFY2(c == u'\n' || c == u'\t' || c.category() != QChar::Other_Control,
                 qPrintable(file + QStringLiteral(": control U+") + QString::number(c.unicode(), 16)));
}

QTEST_APPLESS_MAIN(TestTextDecoder)
#include "tst_textdecoder.moc"
