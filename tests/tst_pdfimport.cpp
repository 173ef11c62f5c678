// The policy documents as they are published, PDFs: made here with Qt's PDF writer, read
// with Poppler into the text the PDFs' text dumps hold, and imported as the document, date
// and sections they state, from the import entry point and from the command line.
#include "importer.h"
#include "importerror.h"
#include "pdfmaker.h"
#include "policy/pdftextdump.h"
#include "rulesstore.h"
#include "testsupport.h"
#include "text/pdftext.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace rulesdb;

class TestPdfImport : public QObject {
    Q_OBJECT
private slots:
    void aPolicyPdfIsItsDocument_data();
    void aPolicyPdfIsItsDocument();
    void aDamagedPdfIsRefused();
    void theCommandLineImportsAPdf();
    void theCommandLineSaysWhenThePdfReaderIsMissing();
    void onlyAPdfLoadsThePdfReader();
    void theCorpusTextDumpsReadBackFromPdfs_data();
    void theCorpusTextDumpsReadBackFromPdfs();

private:
    QString written(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

QString TestPdfImport::written(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestPdfImport::aPolicyPdfIsItsDocument_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("penalty");
    QTest::newRow("MTR") << testsupport::madeMtrText("April 7, 2031") << "mtr" << "2031-04-07" << "1.1" << "Event Types" << "";
    QTest::newRow("IPG") << testsupport::madeIpgText("September 23, 2031") << "ipg" << "2031-09-23" << "2.1"
                         << "Missed Trigger" << "No Penalty";
    QTest::newRow("JAR") << testsupport::madeJarText("August 5, 2031") << "jar" << "2031-08-05" << "Serious Problems"
                         << "Serious Problems" << "";
}

void TestPdfImport::aPolicyPdfIsItsDocument()
{
    QFETCH(QString, text);
    QFETCH(QString, document);
    QFETCH(QString, date);
    QFETCH(QString, section);
    QFETCH(QString, title);
    QFETCH(QString, penalty);
    const QByteArray pdf = testsupport::madePdf(text);
    QVERIFY(importers::isPdf(pdf));
    // Poppler's text holds the lines as the page prints them, the date line among them.
    const QString extracted = importers::pdfText(pdf, QStringLiteral("made.pdf"));
    QVERIFY2(extracted.contains(QStringLiteral("Effective")) || extracted.contains(QStringLiteral("Updated")),
             qPrintable(extracted));

    const QString path = written(document + QStringLiteral(".pdf"), pdf);
    RulesStore store(QStringLiteral(":memory:"));
    const auto outcomes = importers::importFiles(store, {path}, {});
    QCOMPARE(outcomes.size(), size_t(1));
    const Document d = *documentNamed(document);
    const auto editions = store.editions(d);
    QCOMPARE(editions.size(), size_t(1));
    QCOMPARE(editions[0].date, date);
    QCOMPARE(editions[0].format, QStringLiteral("policy-pdftext"));
    QCOMPARE(editions[0].encoding, QStringLiteral("PDF"));
    QCOMPARE(editions[0].source, document + QStringLiteral(".pdf"));
    QVERIFY(store.editions(Document::CR).empty());
    const auto s = store.section(editions[0], section);
    QVERIFY2(s, qPrintable(section));
    QCOMPARE(s->title, title);
    QCOMPARE(s->penalty, penalty);
    // The page number at each page's foot is no text of a section.
    for (const SectionEntry &entry : store.sections(editions[0]))
        QVERIFY2(!entry.text.endsWith(QStringLiteral(" 1")) && entry.text != QStringLiteral("1"), qPrintable(entry.text));
    // The same bytes again add nothing.
    QCOMPARE(importers::importFiles(store, {path}, {}).front().result.status, AddStatus::AlreadyImported);
}

void TestPdfImport::aDamagedPdfIsRefused()
{
    QByteArray pdf = testsupport::madePdf(testsupport::madeMtrText("April 7, 2031"));
    pdf.truncate(pdf.size() / 3);
    const QString path = written(QStringLiteral("cut.pdf"), pdf);
    RulesStore store(QStringLiteral(":memory:"));
    try {
        importers::importFiles(store, {path}, {});
        QFAIL("a damaged PDF was imported");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("cut.pdf"));
        QVERIFY2(e.message().contains(QStringLiteral("PDF")), qPrintable(e.toString()));
    }
    QVERIFY(store.editions(Document::MTR).empty());
}

void TestPdfImport::theCommandLineImportsAPdf()
{
    const QString path = written(QStringLiteral("ipg-cli.pdf"), testsupport::madePdf(testsupport::madeIpgText("May 6, 2032")));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULEKEEPER_DB"), m_dir.filePath(QStringLiteral("cli.sqlite")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), {QStringLiteral("import"), path});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), {QStringLiteral("show"), QStringLiteral("2.2"), QStringLiteral("--document"),
                                                  QStringLiteral("ipg")});
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.startsWith(QStringLiteral("2.2  Game Play Error \u2014 Looking at Extra Cards  (IPG 2032-05-06 en)")), qPrintable(out));

    // A damaged PDF: one message naming the file and what was expected, exit status 2.
    QByteArray cut = testsupport::madePdf(testsupport::madeMtrText("April 7, 2031"));
    cut.truncate(cut.size() / 3);
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), {QStringLiteral("import"), written(QStringLiteral("cut-cli.pdf"), cut)});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("rulekeeper-cli: cut-cli.pdf: expected a PDF that can be opened")), qPrintable(err));
    QVERIFY2(!err.contains(QStringLiteral("Error: ")), qPrintable(err));
}

// The PDF reader is a module of its own: without it a PDF is refused with what is missing
// and what to do, naming the file, and the database is left as it was.
void TestPdfImport::theCommandLineSaysWhenThePdfReaderIsMissing()
{
    const QString path = written(QStringLiteral("ipg-nomodule.pdf"), testsupport::madePdf(testsupport::madeIpgText("May 6, 2032")));
    const QString db = m_dir.filePath(QStringLiteral("nomodule.sqlite"));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RULEKEEPER_DB"), db);
    env.insert(QStringLiteral("RULEKEEPER_PDF_MODULE"), m_dir.filePath(QStringLiteral("no-such-folder/librulekeeper-pdf.so")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RULEKEEPER_CLI_PATH), {QStringLiteral("import"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.startsWith(QStringLiteral("rulekeeper-cli: ipg-nomodule.pdf: expected Rulekeeper's PDF reader (librulekeeper-pdf.so)")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("import the PDF's text instead")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("Nothing was imported.")), qPrintable(err));
    QCOMPARE(RulesStore(db).editions(Document::IPG).size(), 0u);
}

// Poppler and the Qt GUI it brings are loaded with the reader, not with the command line:
// a command that reads no PDF does not map them.
void TestPdfImport::onlyAPdfLoadsThePdfReader()
{
#ifdef Q_OS_LINUX
    QProcess p;
    p.start(QStringLiteral("ldd"), {QStringLiteral(RULEKEEPER_CLI_PATH)});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        QSKIP("ldd cannot list the command line's libraries here");
    const QString libraries = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(!libraries.contains(QStringLiteral("libpoppler")), qPrintable(libraries));
    QVERIFY2(!libraries.contains(QStringLiteral("libQt6Gui")), qPrintable(libraries));
#else
    QSKIP("the libraries a program loads are listed with ldd");
#endif
}

// The corpus's text dumps of the real PDFs, printed again one dump line per printed line
// (a page and a font wide enough for the longest) and read back from that PDF: the same
// document, date, and sections by number and title as the dump itself gives. (Their own
// page numbers stay in the text beside the new PDF's, so paragraphs that cross a page may
// break apart: the sections' words are not compared.)
void TestPdfImport::theCorpusTextDumpsReadBackFromPdfs_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("MTR 2026-02-27") << QStringLiteral("policy/mtr/2026-02-27.pdftext.txt");
    QTest::newRow("IPG 2024-09-23") << QStringLiteral("policy/ipg/2024-09-23.pdftext.txt");
    QTest::newRow("JAR 2024-09-23") << QStringLiteral("policy/jar/2024-09-23.pdftext.txt");
}

void TestPdfImport::theCorpusTextDumpsReadBackFromPdfs()
{
    REQUIRE_SHARED();
    QFETCH(QString, file);
    const QString dump = QString::fromUtf8(testsupport::readAll(testsupport::corpusFile(file)));
    QVERIFY(!dump.isEmpty());
    const auto fromDump = importers::policy::readPdfTextDump(dump, file);
    const QString text = importers::pdfText(testsupport::madePdf(dump, QPageSize::A3, 7), file);
    const auto fromPdf = importers::policy::readPdfTextDump(text, file);
    QCOMPARE(fromPdf.document, fromDump.document);
    QCOMPARE(fromPdf.date, fromDump.date);
    QStringList expected, got;
    for (const auto &s : fromDump.sections)
        expected << s.number + u' ' + s.title;
    for (const auto &s : fromPdf.sections)
        got << s.number + u' ' + s.title;
    QCOMPARE(got, expected);
}

QTEST_MAIN(TestPdfImport)
#include "tst_pdfimport.moc"
