// Encodings and line ends of the rules files: byte-order marks, strict UTF-8, the three
// code pages chosen by evidence, line ends normalised, and empty, binary and damaged files
// refused with the file, the line and the reason.

#include "importerror.h"
#include "testsupport.h"
#include "text/textdecoder.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using importers::decodeText;
using importers::ImportError;
using testsupport::utf16;

class TestTextDecoder : public QObject {
    Q_OBJECT
private slots:
    void decodes_data();
    void decodes();
    void normalisesLineEnds_data();
    void normalisesLineEnds();
    void refuses_data();
    void refuses();
    void decodesAMegabyte();
    void eastAsianCodePages_data();
    void eastAsianCodePages();
    void otherCodePagesAreRefused_data();
    void otherCodePagesAreRefused();
    void realEditions_data();
    void realEditions();
};


static const QByteArray Utf8Bom("\xEF\xBB\xBF");
static const QByteArray Utf16LEBom("\xFF\xFE");
static const QByteArray Utf16BEBom("\xFE\xFF");

void TestTextDecoder::decodes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("text");

    const QString rule = QStringLiteral("100.1. These \u201CMagic\u201D rules\u2014all of them\u2122.");
    QTest::newRow("UTF-8 BOM") << Utf8Bom + rule.toUtf8() << QStringLiteral("UTF-8") << rule;
    QTest::newRow("UTF-16LE BOM") << Utf16LEBom + utf16(rule, false) << QStringLiteral("UTF-16LE") << rule;
    QTest::newRow("UTF-16BE BOM") << Utf16BEBom + utf16(rule, true) << QStringLiteral("UTF-16BE") << rule;
    QTest::newRow("UTF-16LE without BOM") << utf16(rule, false) << QStringLiteral("UTF-16LE") << rule;
    QTest::newRow("UTF-16BE without BOM") << utf16(rule, true) << QStringLiteral("UTF-16BE") << rule;

    QTest::newRow("strict UTF-8") << rule.toUtf8() << QStringLiteral("UTF-8") << rule;
    const QString chinese = QStringLiteral("100.1. \u8FD9\u4E9B\u89C4\u5219\u9002\u7528\u4E8E\u4EFB\u4F55\u5A01\u4E16\u667A\u6E38\u620F\u3002");
    QTest::newRow("UTF-8 Chinese") << chinese.toUtf8() << QStringLiteral("UTF-8") << chinese;
    QTest::newRow("ASCII") << QByteArray("100.1. These Magic rules apply.") << QStringLiteral("US-ASCII")
                           << QStringLiteral("100.1. These Magic rules apply.");
    QTest::newRow("no-break space kept") << QStringLiteral("a\u00A0b").toUtf8() << QStringLiteral("UTF-8")
                                         << QStringLiteral("a\u00A0b");

    QTest::newRow("cp1252 quotes")
        << QByteArray("100.1. These \x93Magic\x94 rules\x97" "all of them\x99. Don\x92t \x91tap\x92.")
        << QStringLiteral("windows-1252")
        << QStringLiteral("100.1. These \u201CMagic\u201D rules\u2014all of them\u2122. Don\u2019t \u2018tap\u2019.");
    // 2010-02-01: ASCII but for a few stray quotes and dashes.
    QTest::newRow("cp1252 stray quotes")
        << QByteArray("worded \x93" "for as long as . . .\x94 It doesn\x92t end\x97remaining tapped.")
        << QStringLiteral("windows-1252")
        << QStringLiteral("worded \u201Cfor as long as . . .\u201D It doesn\u2019t end\u2014remaining tapped.");
    // Between lower-case words a high byte is punctuation, not an accent ("cards\u00F3even").
    QTest::newRow("cp1252 lone em dash") << QByteArray("considered cards\x97" "even a card")
                                         << QStringLiteral("windows-1252")
                                         << QStringLiteral("considered cards\u2014even a card");
    QTest::newRow("cp1252 lone en dash") << QByteArray("\"Basic Land \x96 Mountain\"\r\n")
                                         << QStringLiteral("windows-1252")
                                         << QStringLiteral("\"Basic Land \u2013 Mountain\"\n");
    QTest::newRow("cp1252 C\u00E1tin\u00F2") << QByteArray("Charlie C\xE1tin\xF2, John Carter")
                                             << QStringLiteral("windows-1252")
                                             << QStringLiteral("Charlie C\u00E1tin\u00F2, John Carter");
    QTest::newRow("cp1252 symbols") << QByteArray("Magic: The Gathering\xAE game. \xA9" "1993\x96" "2005 Wizards.")
                                    << QStringLiteral("windows-1252")
                                    << QStringLiteral("Magic: The Gathering\u00AE game. \u00A9" "1993\u2013" "2005 Wizards.");

    // 2006-10-01: one Mac Roman byte in the whole file, bare CR line ends.
    QTest::newRow("Mac Roman El-Hajj\u00E2j") << QByteArray("Efreet, Elf, El-Hajj\x89j, Enchantress\r")
                                             << QStringLiteral("macintosh")
                                             << QStringLiteral("Efreet, Elf, El-Hajj\u00E2j, Enchantress\n");
    QTest::newRow("Mac Roman El-Hajj\u00E2j, CRLF") << QByteArray("El-Hajj\x89j\r\n") << QStringLiteral("macintosh")
                                                   << QStringLiteral("El-Hajj\u00E2j\n");
    QTest::newRow("Mac Roman quotes") << QByteArray("\xD2Magic\xD3 and \xD4it\xD5s\xD1 DCI\xAA")
                                      << QStringLiteral("macintosh")
                                      << QStringLiteral("\u201CMagic\u201D and \u2018it\u2019s\u2014 DCI\u2122");
    QTest::newRow("Mac Roman dash") << QByteArray("\"Basic Land \xD0 Mountain\"") << QStringLiteral("macintosh")
                                    << QStringLiteral("\"Basic Land \u2013 Mountain\"");

    // 2019-01-25: an ASCII transliteration whose few accents are IBM 437 bytes.
    QTest::newRow("IBM437 Dand\u00E2n, Ghazb\u00E1n")
        << QByteArray("Scimitar, Dand\x83n, Desert, Ghazb\xA0n Ogre, Jun\xA3n Efreet, Ma'r\x96" "f\r\n")
        << QStringLiteral("IBM437")
        << QStringLiteral("Scimitar, Dand\u00E2n, Desert, Ghazb\u00E1n Ogre, Jun\u00FAn Efreet, Ma'r\u00FB" "f\n");
    QTest::newRow("IBM437 Dand\u00E2n alone") << QByteArray("Cyclops, Dand\x83n , Demon") << QStringLiteral("IBM437")
                                             << QStringLiteral("Cyclops, Dand\u00E2n , Demon");
    QTest::newRow("IBM437 \u00C6ther") << QByteArray("Abbey Matron; \x92ther Storm; Lim-D\x96l")
                                       << QStringLiteral("IBM437")
                                       << QStringLiteral("Abbey Matron; \u00C6ther Storm; Lim-D\u00FBl");
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

void TestTextDecoder::normalisesLineEnds_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");

    QTest::newRow("CRLF") << QByteArray("a\r\nb\r\n") << QStringLiteral("a\nb\n");
    QTest::newRow("bare CR") << QByteArray("a\rb\r\rc") << QStringLiteral("a\nb\n\nc");
    QTest::newRow("LF") << QByteArray("a\nb\n\n") << QStringLiteral("a\nb\n\n");
    QTest::newRow("CR LF as two ends") << QByteArray("a\n\rb") << QStringLiteral("a\n\nb");
    QTest::newRow("mixed") << QStringLiteral("a\r\nb\rc\nd\u2028e\r\n\r\nf\u2029g\u0085h").toUtf8()
                           << QStringLiteral("a\nb\nc\nd\ne\n\nf\ng\nh");
    // 2019-05-03 and later: bare CR, with CRLF blank lines before the headings.
    QTest::newRow("UTF-8 bare CR + CRLF") << Utf8Bom + QByteArray("Contents\r\r\n1. Game Concepts\r")
                                          << QStringLiteral("Contents\n\n1. Game Concepts\n");
    QTest::newRow("UTF-16BE bare CR + CRLF") << Utf16BEBom + utf16(QStringLiteral("a\r\r\nb\u2028c\r"), true)
                                             << QStringLiteral("a\n\nb\nc\n");
    QTest::newRow("UTF-16LE CRLF") << Utf16LEBom + utf16(QStringLiteral("a\r\nb\r\n"), false)
                                   << QStringLiteral("a\nb\n");
    QTest::newRow("tabs and no-break spaces stay") << QStringLiteral("a\tb\u00A0c\r\n").toUtf8()
                                                   << QStringLiteral("a\tb\u00A0c\n");
    // A UTF-16 file cut at an odd byte loses only the half character.
    QTest::newRow("UTF-16 cut at an odd byte") << QByteArray("\xFF\xFE" "a\x00\r\x00\n\x00" "b", 9)
                                               << QStringLiteral("a\n");
}

void TestTextDecoder::normalisesLineEnds()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    QCOMPARE(decodeText(bytes, QStringLiteral("f.txt")).text, text);
}

void TestTextDecoder::refuses_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("message"); // each must appear in the message

    QTest::newRow("empty") << QByteArray() << 0 << QStringList{QStringLiteral("file is empty")};
    QTest::newRow("BOM only") << Utf8Bom << 0 << QStringList{QStringLiteral("file is empty")};
    QTest::newRow("UTF-16 BOM only") << Utf16LEBom << 0 << QStringList{QStringLiteral("file is empty")};

    // A UTF-16LE file pushed through a text filter: its mark became two U+FFFD, the NULs
    // between the letters stayed.
    QTest::newRow("UTF-16 through a filter")
        << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD") + utf16(QStringLiteral("Magic\r\n100.1. Rules\r\n"), false)
        << 1
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("UTF-16"),
                       QStringLiteral("U+FFFD"), QStringLiteral("NUL")};
    QTest::newRow("UTF-16 through a filter, big endian")
        << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD") + utf16(QStringLiteral("Magic\n100.1. Rules\n"), true) << 1
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("U+FFFD")};
    QByteArray drifting = utf16(QStringLiteral("Magic\n100.1."), false);
    drifting += "\xEF\xBF\xBD" + utf16(QStringLiteral("Rules\nmore rules\n"), false);
    QTest::newRow("NULs off their pattern") << drifting << 1
                                            << QStringList{QStringLiteral("looks damaged"), QStringLiteral("NUL")};

    QTest::newRow("binary") << QByteArray("text\nmore\n\x00\x01\x02\x03\x89PNG\x00\x00\x00", 21) << 3
                            << QStringList{QStringLiteral("not text"), QStringLiteral("NUL")};
    QTest::newRow("a NUL in text") << QByteArray("100.1. Rules\r\n100.2. More\x00 rules\r\n", 35) << 2
                                   << QStringList{QStringLiteral("NUL")};
    QByteArray controls;
    for (int i = 0; i < 64; ++i)
        controls += "\x01\x02\x03\x04\x05\x06\x07\x08";
    QTest::newRow("control bytes") << QByteArray("ok\n") + controls << 2
                                   << QStringList{QStringLiteral("not text"), QStringLiteral("control")};

    QByteArray replaced;
    for (int i = 0; i < 100; ++i)
        replaced += "rule \xEF\xBF\xBD text\n";
    QTest::newRow("full of U+FFFD") << QByteArray("fine\n") + replaced << 2
                                    << QStringList{QStringLiteral("looks damaged"), QStringLiteral("U+FFFD"), QStringLiteral("(100)")};
    QTest::newRow("U+FFFD where the text begins") << QByteArray("\xEF\xBF\xBDMagic rules\n") << 1
                                                  << QStringList{QStringLiteral("U+FFFD")};
    QTest::newRow("UTF-16LE with a lone surrogate")
        << Utf16LEBom + utf16(QStringLiteral("a\nb"), false) + QByteArray("\x00\xD8" "c\x00", 4) << 2
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("not valid UTF-16LE")};
    QTest::newRow("UTF-8 BOM, then cp1252 bytes")
        << Utf8Bom + QByteArray("ok\nok\nbad \x93quote\x94\n") << 3
        << QStringList{QStringLiteral("looks damaged"), QStringLiteral("not valid UTF-8")};
    QTest::newRow("UTF-16BE BOM over NULs")
        << Utf16BEBom + QByteArray("\x00" "a\x00\n\x00\x00\x00" "b", 8) << 2
        << QStringList{QStringLiteral("NUL")};

    QByteArray noise;
    for (int i = 0; i < 512; ++i)
        noise += char(0x80 + (i * 37) % 128);
    QTest::newRow("high-byte noise") << noise << 0 << QStringList{QStringLiteral("not text")};
}

void TestTextDecoder::refuses()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QStringList, message);
    try {
        decodeText(bytes, QStringLiteral("damaged.txt"));
        QFAIL("must be refused");
    } catch (const ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("damaged.txt"));
        QCOMPARE(e.line(), line);
        for (const QString &part : message)
            QVERIFY2(e.message().contains(part), qPrintable(part + QStringLiteral(" not in: ") + e.toString()));
        const QString where = line > 0 ? QStringLiteral("damaged.txt:%1: ").arg(line) : QStringLiteral("damaged.txt: ");
        QVERIFY2(e.toString().startsWith(where), qPrintable(e.toString()));
    }
}

// A long file is judged on all of its bytes, not a prefix: the one odd byte sits at the
// very end. (Speed is measured by the benchmark, not here.)
void TestTextDecoder::decodesAMegabyte()
{
    QByteArray bytes;
    bytes.reserve((1 << 20) + 128);
    while (bytes.size() < (1 << 20))
        bytes += "702.19b The controller of an attacking creature with trample assigns damage.\r\n";
    bytes += "702.19c The creature\x92s controller need not assign lethal damage.\r\n";
    const auto decoded = decodeText(bytes, QStringLiteral("big.txt"));
    QCOMPARE(decoded.encoding, QStringLiteral("windows-1252"));
    QVERIFY(decoded.text.endsWith(QStringLiteral("702.19c The creature\u2019s controller need not assign lethal damage.\n")));
}

// A translation saved in a Chinese, Japanese or Korean code page reads as the same text as
// its UTF-8; high bytes that make no text in any of them are still refused (see refuses).
void TestTextDecoder::eastAsianCodePages_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("sameAs");
    QTest::newRow("Japanese, Shift_JIS") << "ja.shift_jis.txt" << "Shift_JIS" << "ja.utf-8.txt";
    QTest::newRow("Japanese, EUC-JP") << "ja.euc-jp.txt" << "EUC-JP" << "ja.utf-8.txt";
    QTest::newRow("simplified Chinese, GB18030") << "zh-hans.gb18030.txt" << "GB18030" << "zh-hans.utf-8.txt";
    QTest::newRow("traditional Chinese, Big5") << "zh-hant.big5.txt" << "Big5" << "zh-hant.utf-8.txt";
    QTest::newRow("Korean, EUC-KR") << "ko.euc-kr.txt" << "EUC-KR" << "ko.utf-8.txt";
}

void TestTextDecoder::eastAsianCodePages()
{
    QFETCH(QString, file);
    QFETCH(QString, encoding);
    QFETCH(QString, sameAs);
    const auto bytesOf = [](const QString &name) {
        QFile f(testsupport::testData(QStringLiteral("encodings/") + name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(f.fileName()));
        return f.readAll();
    };
    const auto decoded = decodeText(bytesOf(file), file);
    QCOMPARE(decoded.encoding, encoding);
    QCOMPARE(decoded.text, decodeText(bytesOf(sameAs), sameAs).text);
}

// Russian and Greek code pages are neither English nor Chinese, Japanese or Korean text:
// refused, never read as ideographs (their byte pairs would decode as GB18030).
void TestTextDecoder::otherCodePagesAreRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("Russian, windows-1251") << "ru.windows-1251.txt";
    QTest::newRow("Greek, windows-1253") << "el.windows-1253.txt";
}

void TestTextDecoder::otherCodePagesAreRefused()
{
    QFETCH(QString, file);
    QFile f(testsupport::testData(QStringLiteral("encodings/") + file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    try {
        const auto decoded = decodeText(f.readAll(), file);
        QFAIL(qPrintable(QStringLiteral("read as %1").arg(decoded.encoding)));
    } catch (const ImportError &e) {
        QCOMPARE(e.file(), file);
        QVERIFY2(e.message().contains(QStringLiteral("not text in a known encoding")), qPrintable(e.toString()));
    }
}

void TestTextDecoder::realEditions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QStringList>("contains");

    const QString oldFirstRule = QStringLiteral("100.1. These Magic rules assume a game between two players.");
    const QString firstRule = QStringLiteral("100.1. These Magic rules apply to any Magic game with two or more players");
    const QString underscoredFirstRule =
        QStringLiteral("100.1. These _Magic_ rules apply to any _Magic_ game with two or more players");
    const QString hajjaj = QStringLiteral("El-Hajj\u00E2j");
    const QString dandan = QStringLiteral("Dand\u00E2n");
    const QString ghazban = QStringLiteral("Ghazb\u00E1n Ogre");
    const QString junun = QStringLiteral("Jun\u00FAn Efreet");
    const auto row = [](const char *file, const char *encoding, const QStringList &contains) {
        QTest::newRow(file) << QString::fromUtf8(file) << QString::fromUtf8(encoding) << contains;
    };
    row("2003-03-15.txt", "US-ASCII", {oldFirstRule});
    row("2003-10-01.txt", "windows-1252", {oldFirstRule, QStringLiteral("cards\u2014even"), QStringLiteral("DCI\u2122")});
    row("2003-12-01.txt", "windows-1252", {oldFirstRule, QStringLiteral("Basic Land \u2013 Mountain")});
    row("2004-02-01.txt", "macintosh", {oldFirstRule, QStringLiteral("DCI\u2122"), QStringLiteral("Basic Land \u2013 Mountain")});
    row("2006-07-15.txt", "IBM437", {firstRule, QStringLiteral("Dand\u00E2n , Demon")});
    row("2006-10-01.txt", "macintosh", {firstRule, hajjaj});
    row("2007-05-01.txt", "IBM437", {firstRule, hajjaj});
    row("2010-02-01.txt", "windows-1252",
        {underscoredFirstRule, QStringLiteral("\u201Cfor as long as . . . .\u201D"), QStringLiteral("doesn\u2019t")});
    row("2013-05-01.txt", "UTF-16BE", {underscoredFirstRule});
    row("2013-07-13.txt", "IBM437", {underscoredFirstRule, dandan, ghazban, QStringLiteral("\u00C6ther Storm")});
    row("2013-09-27.txt", "IBM437", {underscoredFirstRule, hajjaj, dandan, ghazban, junun, QStringLiteral("Ma'r\u00FBf")});
    row("2013-11-01.txt", "IBM437", {underscoredFirstRule, hajjaj, dandan, ghazban, junun});
    row("2014-02-01.txt", "windows-1252", {underscoredFirstRule, dandan, QStringLiteral("Ma\u2019r\u00FBf")});
    row("2016-09-30.txt", "UTF-16LE", {firstRule, dandan, QStringLiteral("\u2122")});
    row("2017-09-29.txt", "windows-1252", {firstRule, hajjaj, dandan, QStringLiteral("Magic\u2122 player, you\u2019ll")});
    row("2019-01-25.txt", "IBM437", {firstRule, hajjaj, dandan, ghazban, junun, QStringLiteral("Ma'r\u00FBf")});
    row("2019-05-03.txt", "UTF-8", {firstRule, hajjaj, dandan});
    row("2022-10-07.txt", "windows-1252", {firstRule, QStringLiteral("Charlie C\u00E1tin\u00F2"), hajjaj, junun});
    row("2022-11-18.txt", "UTF-16BE", {firstRule, QStringLiteral("Charlie C\u00E1tin\u00F2")});
    row("2026-01-16.txt", "UTF-8", {firstRule, QStringLiteral("\u221E")});
    row("../cr-txt-zh/2026-01-16.zh.txt", "UTF-8", {QStringLiteral("100.1.")});
}

void TestTextDecoder::realEditions()
{
    REQUIRE_SHARED();
    QFETCH(QString, file);
    QFETCH(QString, encoding);
    QFETCH(QStringList, contains);
    const QByteArray bytes = testsupport::readAll(testsupport::corpusFile(QStringLiteral("cr-txt/") + file));
    QVERIFY2(!bytes.isEmpty(), qPrintable(file));
    const auto decoded = decodeText(bytes, file);
    QCOMPARE(decoded.encoding, encoding);
    for (const QString &part : contains)
        QVERIFY2(decoded.text.contains(part), qPrintable(part));
    QVERIFY(decoded.text.startsWith(QStringLiteral("Magic: The Gathering Comprehensive Rules"))
            || decoded.text.startsWith(QStringLiteral("_Magic: The Gathering_ Comprehensive Rules"))
            || encoding == QStringLiteral("UTF-8"));
    QVERIFY(!decoded.text.contains(QChar(u'\uFFFD')));
    const auto control = std::find_if(decoded.text.cbegin(), decoded.text.cend(), [](QChar c) {
        return (c.unicode() < 0x20 && c != u'\n' && c != u'\t') || (c.unicode() >= 0x7F && c.unicode() < 0xA0);
    });
    const qsizetype at = control - decoded.text.cbegin();
    QVERIFY2(control == decoded.text.cend(), qPrintable(QStringLiteral("control character at %1").arg(at)));
}

QTEST_APPLESS_MAIN(TestTextDecoder)
#include "tst_textdecoder.moc"
