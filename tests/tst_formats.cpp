// The one table of import formats (formats.h): every shape once, listed in the order the
// command line and the import dialog show them, detected in the order that keeps each
// shape from being taken for another, and each sample recognised by its own entry.

#include "formats.h"
#include "importer.h"
#include "testsupport.h"
#include "text/textdecoder.h"

#include <QTest>

using importers::Format;

class TestFormats : public QObject {
    Q_OBJECT

private slots:
    void everyShapeOnce();
    void listedInTheirOrder();
    void detectedInTheirOrder();
    void samplesAreRecognisedByTheirEntry_data();
    void samplesAreRecognisedByTheirEntry();
};

void TestFormats::everyShapeOnce()
{
    QCOMPARE(importers::importFormats().size(), size_t(Format::PolicyFrenchVanilla) + 1);
    for (int f = int(Format::OfficialText); f <= int(Format::PolicyFrenchVanilla); ++f) {
        const auto format = Format(f);
        int entries = 0;
        for (const importers::FormatInfo &info : importers::importFormats())
            entries += info.id == format ? 1 : 0;
        QCOMPARE(entries, 1);
        const importers::FormatInfo &info = importers::formatInfo(format);
        QCOMPARE(info.id, format);
        QCOMPARE(importers::formatNamed(importers::formatName(format)), std::optional(format));
        QVERIFY(qstrlen(info.title) > 0);
        QVERIFY(info.recognises);
        // Card rulings are no edition: they have no edition reader. A folder of JSON sections
        // is read from its path instead of one file's text.
        QCOMPARE(info.read == nullptr, format == Format::CardRulings || format == Format::PolicyFrenchVanilla);
        QCOMPARE(info.readPath != nullptr, format == Format::PolicyFrenchVanilla);
        QCOMPARE(importers::isPolicyFormat(format), QByteArray(info.name).startsWith("policy-"));
    }
    QVERIFY(!importers::formatNamed(u"auto"));
    QVERIFY(!importers::formatNamed(u"yaml"));
}

void TestFormats::listedInTheirOrder()
{
    QCOMPARE(importers::supportedFormats(),
             testsupport::list({"auto", "txt", "csv", "json", "jsonl", "hf-rows", "cr-json", "book-page", "html",
                                "html-text", "rst", "dated-rulings", "card-rulings", "policy-pdftext",
                                "policy-pdftohtml", "policy-gatherer", "policy-bluewizard", "policy-calibre",
                                "policy-vensers", "policy-plaintext", "policy-frenchvanilla"}));
}

void TestFormats::detectedInTheirOrder()
{
    QStringList names;
    for (const importers::FormatInfo &info : importers::importFormats())
        names << QString::fromLatin1(info.name);
    // The policy shapes first: each needs a policy document's own title and markup.
    QCOMPARE(names, testsupport::list({"policy-frenchvanilla", "policy-gatherer", "policy-pdftohtml",
                                       "policy-bluewizard", "policy-calibre", "policy-vensers", "policy-pdftext",
                                       "policy-plaintext", "rst", "txt", "cr-json", "card-rulings", "html",
                                       "dated-rulings", "jsonl", "json", "hf-rows", "book-page", "html-text", "csv"}));
}

void TestFormats::samplesAreRecognisedByTheirEntry_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::newRow("rst") << QStringLiteral("rst/mini-2011-07-15.rst") << QStringLiteral("rst");
    QTest::newRow("txt") << QStringLiteral("editions/mini-2024-07-30.txt") << QStringLiteral("txt");
    QTest::newRow("txt, Chinese") << QStringLiteral("editions/mini-2024-07-30.zh.txt") << QStringLiteral("txt");
    QTest::newRow("cr-json") << QStringLiteral("formats/mini-cr.json") << QStringLiteral("cr-json");
    QTest::newRow("card-rulings") << QStringLiteral("rulings/set-m99.json") << QStringLiteral("card-rulings");
    QTest::newRow("card-rulings, many sets") << QStringLiteral("rulings/many-sets.json")
                                              << QStringLiteral("card-rulings");
    QTest::newRow("html") << QStringLiteral("html/rules.html") << QStringLiteral("html");
    for (const char *layout : {"div", "dl", "list", "table"})
        QTest::newRow(qPrintable(QStringLiteral("html, %1").arg(QLatin1StringView(layout))))
            << QStringLiteral("html/layouts/%1.html").arg(QLatin1StringView(layout)) << QStringLiteral("html");
    QTest::newRow("dated-rulings") << QStringLiteral("rulings/dated-sample.txt") << QStringLiteral("dated-rulings");
    QTest::newRow("jsonl") << QStringLiteral("rows/mini.jsonl") << QStringLiteral("jsonl");
    QTest::newRow("json") << QStringLiteral("rows/mini.json") << QStringLiteral("json");
    QTest::newRow("hf-rows") << QStringLiteral("rows/mini-viewer.txt") << QStringLiteral("hf-rows");
    QTest::newRow("book-page") << QStringLiteral("book/page-7.txt") << QStringLiteral("book-page");
    QTest::newRow("html-text") << QStringLiteral("formats/bullets.txt") << QStringLiteral("html-text");
    QTest::newRow("csv") << QStringLiteral("rows/mini.csv") << QStringLiteral("csv");
    QTest::newRow("csv, semicolons") << QStringLiteral("rows/mini-semicolon.csv") << QStringLiteral("csv");
    QTest::newRow("csv, tabs") << QStringLiteral("rows/mini.tsv") << QStringLiteral("csv");
}

void TestFormats::samplesAreRecognisedByTheirEntry()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    const QString path = testsupport::testData(file);
    const QString text = importers::decodeText(testsupport::readAll(path), file).text;
    QVERIFY(!text.isEmpty());

    // The first entry that recognises the text is the sample's own.
    const importers::FormatInfo *first = nullptr;
    for (const importers::FormatInfo &info : importers::importFormats())
        if (!first && info.recognises(text))
            first = &info;
    QVERIFY(first);
    QCOMPARE(QString::fromLatin1(first->name), format);
    QCOMPARE(importers::formatName(importers::detectFormat(text, file)), format);

    // The importer's front door reads it so.
    const importers::FilePreview preview = importers::previewFile(path, {});
    QVERIFY2(preview.error.isEmpty(), qPrintable(preview.error));
    QCOMPARE(preview.format, importers::formatNamed(format));
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
