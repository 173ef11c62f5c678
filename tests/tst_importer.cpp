// The import entry point: format detection, date override, one transaction for many
// files, idempotence, incomplete files.

#include "importer.h"
#include "importerror.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "testsupport.h"
#include "text/effectivedate.h"
#include "text/lossytext.h"
#include "text/sha256.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>

using namespace rulesdb;

class TestImporter : public QObject {
    Q_OBJECT
private slots:
    void detectsTheOfficialText();
    void aFileIsKnownByTheSha256OfItsBytes();
    void refusesWhatItCannotRead();
    void percentSignsInNamesStayAsWritten();
    void dateOverride();
    void dateOverStatedOnlyForTheFilesChosen();
    void sameBytesTwiceAddNothing();
    void oneBadFileRollsBackTheWholeImport();
    void brokenOffFileIsIncomplete();
    void lostPunctuation_data();
    void lostPunctuation();
    void cancelledAtAnyStepStoresNothing();
    void previewShowsWhatAFileHolds();
    void effectiveSentence_data();
    void effectiveSentence();
    void aPolicyFileNamingNoDocumentTakesDocument_data();
    void aPolicyFileNamingNoDocumentTakesDocument();
    void anUntitledFileWhoseShapeContradictsDocumentIsRefused_data();
    void anUntitledFileWhoseShapeContradictsDocumentIsRefused();
    void replacingAWholeEditionByLessIsRefusedUnlessAccepted();
};

static QString data(const char *name)
{
    return testsupport::testData(QStringLiteral("editions/") + QString::fromUtf8(name));
}

void TestImporter::detectsTheOfficialText()
{
    const EditionData e = importers::readEdition(data("mini-2024-07-30.txt"), {});
    QCOMPARE(e.meta.format, QStringLiteral("txt"));
    QCOMPARE(e.meta.date, QStringLiteral("2024-07-30"));
    QCOMPARE(e.meta.sourceFile, QStringLiteral("mini-2024-07-30.txt"));
    QCOMPARE(e.meta.sha256.size(), 64);
    QCOMPARE(e.glossary.size(), size_t(2));
    QVERIFY(e.glossary[1].definition.contains(QStringLiteral("\n2. A triggered ability")));
}

// The digest is computed by OpenSSL, loaded at first use, or by Qt where it is missing:
// either way the published SHA-256 of the bytes (FIPS 180-2's "abc"), and a file's identity.
void TestImporter::aFileIsKnownByTheSha256OfItsBytes()
{
    QCOMPARE(importers::sha256Hex("abc"),
             QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QCOMPARE(importers::sha256Hex(QByteArray()),
             QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    QFile file(data("mini-2024-07-30.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const EditionData e = importers::readEdition(data("mini-2024-07-30.txt"), {});
    QCOMPARE(e.meta.sha256, QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    // Read in pieces from a device (card downloads): the same digest, over pieces' seams.
    QByteArray large;
    for (int i = 0; large.size() < 3 * 1024 * 1024 + 17; ++i)
        large += bytes.mid(i % bytes.size());
    QBuffer device(&large);
    QVERIFY(device.open(QIODevice::ReadOnly));
    QCOMPARE(importers::sha256Hex(device), QCryptographicHash::hash(large, QCryptographicHash::Sha256).toHex());
    QBuffer abc;
    abc.setData("abc");
    QVERIFY(abc.open(QIODevice::ReadOnly));
    QCOMPARE(importers::sha256Hex(abc), importers::sha256Hex("abc"));
}

void TestImporter::refusesWhatItCannotRead()
{
    try {
        importers::readEdition(data("not-a-cr.txt"), {});
        QFAIL("a file that is not a CR must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("not-a-cr.txt"));
        QVERIFY2(e.toString().contains(QStringLiteral("expected")), qPrintable(e.toString()));
    }
    importers::ImportOptions opts;
    opts.format = QStringLiteral("yaml");
    QVERIFY_THROWS_EXCEPTION(importers::ImportError,
                             importers::readEdition(data("mini-2024-07-30.txt"), opts));
}

void TestImporter::percentSignsInNamesStayAsWritten()
{
    // A downloaded file may be named "Rules%201.txt": its name, and text quoted in a
    // message, must not be taken for the message's own placeholders.
    QCOMPARE(importers::ImportError::describe(QStringLiteral("Rules%2 (copy).txt"), 12, QStringLiteral("rule %1 of %2")),
             QStringLiteral("Rules%2 (copy).txt:12: rule %1 of %2"));
    QCOMPARE(importers::ImportError(QStringLiteral("a%1.txt"), 0, QStringLiteral("empty")).toString(),
             QStringLiteral("a%1.txt: empty"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString named = dir.filePath(QStringLiteral("bad%1name.txt"));
    QVERIFY(QFile::copy(data("not-a-cr.txt"), named));
    try {
        importers::readEdition(named, {});
        QFAIL("a file that is not a CR must be refused");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("bad%1name.txt"));
        const QString where = e.line() > 0 ? QStringLiteral("bad%1name.txt:") + QString::number(e.line())
                                           : QStringLiteral("bad%1name.txt");
        QCOMPARE(e.toString(), where + QStringLiteral(": ") + e.message());
        QVERIFY2(!e.message().contains(QStringLiteral("%")), qPrintable(e.toString()));
    }
}

void TestImporter::dateOverride()
{
    importers::ImportOptions opts;
    opts.date = QStringLiteral("2024-08-02");
    QCOMPARE(importers::readEdition(data("mini-2024-07-30.txt"), opts).meta.date,
             QStringLiteral("2024-08-02"));
}

// The import dialog's date: to files that state none and to the rows chosen, over their
// own date, in one import; the other files keep theirs.
void TestImporter::dateOverStatedOnlyForTheFilesChosen()
{
    importers::ImportOptions opts;
    opts.date = QStringLiteral("2024-08-02");
    opts.dateOnlyWhereNoneStated = true;
    QCOMPARE(importers::readEdition(data("mini-2024-07-30.txt"), opts).meta.date, QStringLiteral("2024-07-30"));
    opts.dateOverStatedFor = {data("mini-2024-07-30.txt")};
    QCOMPARE(importers::readEdition(data("mini-2024-07-30.txt"), opts).meta.date, QStringLiteral("2024-08-02"));
    QCOMPARE(importers::readEdition(data("mini-2024-11-08.txt"), opts).meta.date, QStringLiteral("2024-11-08"));
    QCOMPARE(importers::previewFile(data("mini-2024-07-30.txt"), opts).date, QStringLiteral("2024-08-02"));
    RulesStore store(QStringLiteral(":memory:"));
    const auto outcomes = importers::importFiles(store, {data("mini-2024-07-30.txt"), data("mini-2024-11-08.txt")}, opts);
    QCOMPARE(outcomes.size(), size_t(2));
    QCOMPARE(outcomes[0].result.edition.date, QStringLiteral("2024-08-02"));
    QCOMPARE(outcomes[1].result.edition.date, QStringLiteral("2024-11-08"));
}

void TestImporter::sameBytesTwiceAddNothing()
{
    RulesStore store(QStringLiteral(":memory:"));
    auto first = importers::importFiles(store, {data("mini-2024-07-30.txt")}, {});
    QCOMPARE(first.front().result.status, AddStatus::Added);
    auto second = importers::importFiles(store, {data("mini-2024-07-30.txt")}, {});
    QCOMPARE(second.front().result.status, AddStatus::AlreadyImported);
    QCOMPARE(store.editions().size(), size_t(1));
}

void TestImporter::oneBadFileRollsBackTheWholeImport()
{
    QTemporaryDir dir;
    RulesStore store(dir.filePath(QStringLiteral("rules.sqlite")));
    // The second file has the same date as the first but other bytes: refused as the file
    // that failed, the first named as not added either (it is not "in the database").
    try {
        importers::ImportOptions o;
        o.date = QStringLiteral("2024-07-30");
        importers::importFiles(store, {data("mini-2024-07-30.txt"), data("mini-2024-11-08.txt")}, o);
        QFAIL("two editions of one date were imported together");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), QStringLiteral("mini-2024-11-08.txt"));
        QVERIFY2(!e.message().contains(QStringLiteral("already in the database")), qPrintable(e.toString()));
        QVERIFY2(e.message().contains(QStringLiteral("(mini-2024-07-30.txt) was not added either")), qPrintable(e.toString()));
    }
    QCOMPARE(store.editions().size(), size_t(0));
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM texts"), 0);
    QCOMPARE(store.database().queryInt("SELECT count(*) FROM rules"), 0);
}

void TestImporter::brokenOffFileIsIncomplete()
{
    const EditionData e = importers::readEdition(data("broken-off-2025-03-01.txt"), {});
    QVERIFY(e.meta.flags & FlagIncomplete);
    QVERIFY(!e.warnings.isEmpty());
    QVERIFY2(e.warnings.front().startsWith(QStringLiteral("broken-off-2025-03-01.txt:")),
             qPrintable(e.warnings.front()));
    QCOMPARE(e.rules.size(), size_t(17));
}

void TestImporter::lostPunctuation_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("apostrophes");
    QTest::addColumn<int>("questionMarks");
    QTest::newRow("intact") << QStringLiteral("You can’t choose a fractional number. That’s all.") << false << 0;
    QTest::newRow("apostrophes dropped")
        << QStringLiteral("You cant choose a fractional number. Thats all.") << true << 0;
    QTest::newRow("one dropped is a typo") << QStringLiteral("You cant choose it.") << false << 0;
    QTest::newRow("one dropped among kept ones")
        << QStringLiteral("You cant choose it. It isnt yours. It’s mine.") << false << 0;
    QTest::newRow("quotes became ?")
        << QStringLiteral("You can?t. It?s \"cards?even\" and 212.2h?k. ?Example?") << false << 4;
    QTest::newRow("web address keeps its ?")
        << QStringLiteral("See www.wizards.com/default.asp?x=magic/rules or Events.aspx?x=dci. Why? Because.") << false << 0;
}

void TestImporter::lostPunctuation()
{
    QFETCH(QString, text);
    QFETCH(bool, apostrophes);
    QFETCH(int, questionMarks);
    QCOMPARE(importers::lostApostrophes(text), apostrophes);
    QCOMPARE(importers::questionMarksForPunctuation(text), questionMarks);
}

void TestImporter::cancelledAtAnyStepStoresNothing()
{
    QTemporaryDir dir;
    RulesStore store(dir.filePath(QStringLiteral("rules.sqlite")));
    importers::importFiles(store, {data("mini-2024-07-30.txt")}, {});
    const int texts = store.database().queryInt("SELECT count(*) FROM texts");
    // An edition, a dated-rulings page and card rulings: three kinds of stored data.
    const QStringList files{data("mini-2024-11-08.txt"), testsupport::testData(QStringLiteral("rulings/dated-sample.txt")),
                            testsupport::testData(QStringLiteral("rulings/set-m99.json"))};
    const importers::ImportOptions options;

    // A full run: steps grow one file at a time up to the total.
    std::vector<importers::ImportStep> seen;
    {
        RulesStore scratch(QStringLiteral(":memory:"));
        importers::importFiles(scratch, files, options, [&](const importers::ImportStep &s) {
            seen.push_back(s);
            return true;
        });
    }
    QVERIFY(seen.size() >= size_t(files.size()) * 2);
    QCOMPARE(seen.back().done, seen.back().total);
    QCOMPARE(seen.back().total, 3 * int(files.size()) + 1);
    for (size_t i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i].done >= seen[i - 1].done);

    // Cancelled at each of those steps, the last one just before the commit included.
    for (size_t stopAt = 0; stopAt < seen.size(); ++stopAt) {
        size_t step = 0;
        QVERIFY_THROWS_EXCEPTION(importers::ImportCancelled,
                                 importers::importFiles(store, files, options,
                                                        [&](const importers::ImportStep &) { return step++ < stopAt; }));
        QCOMPARE(store.editions().size(), size_t(1));
        QCOMPARE(store.database().queryInt("SELECT count(*) FROM texts"), texts);
        QCOMPARE(store.rulingSets().size(), size_t(0));
        Statement c(store.database(), "PRAGMA integrity_check");
        QVERIFY(c.step());
        QVERIFY2(c.text(0) == QStringLiteral("ok"), qPrintable(QString::number(stopAt) + u' ' + c.text(0)));
    }
    Statement check(store.database(), "PRAGMA integrity_check");
    QVERIFY(check.step());
    QCOMPARE(check.text(0), QStringLiteral("ok"));
}

void TestImporter::previewShowsWhatAFileHolds()
{
    const importers::FilePreview official = importers::previewFile(data("mini-2024-07-30.txt"), {});
    QVERIFY2(official.error.isEmpty(), qPrintable(official.error));
    QCOMPARE(official.format, std::optional(importers::Format::OfficialText));
    QCOMPARE(official.date, QStringLiteral("2024-07-30"));
    QCOMPARE(official.language, QStringLiteral("en"));
    QCOMPARE(official.glossary, 2);
    QCOMPARE(official.rules, 11); // as stored: rules and subrules, not sections and headings

    // Rows state no date: the preview says so by leaving it empty, not by failing.
    const importers::FilePreview rows = importers::previewFile(testsupport::testData(QStringLiteral("rows/mini.csv")), {});
    QVERIFY2(rows.error.isEmpty(), qPrintable(rows.error));
    QCOMPARE(rows.format, std::optional(importers::Format::Csv));
    QVERIFY(rows.date.isEmpty());
    QVERIFY(rows.flags & FlagPartial);

    const importers::FilePreview rulings =
        importers::previewFile(testsupport::testData(QStringLiteral("rulings/set-m99.json")), {});
    QCOMPARE(rulings.format, std::optional(importers::Format::CardRulings));
    QVERIFY(rulings.cardRulings > 0);
    QCOMPARE(rulings.rules, 0);

    const importers::FilePreview bad = importers::previewFile(data("not-a-cr.txt"), {});
    QVERIFY(!bad.format);
    QVERIFY2(bad.error.startsWith(QStringLiteral("not-a-cr.txt:")), qPrintable(bad.error));
}

// The sentence that dates an edition, in any case and spacing the releases have used, and
// nothing in a line without its words.
void TestImporter::effectiveSentence_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("found");
    QTest::addColumn<QString>("date");
    const auto row = [](const char *tag, const char *line, bool found, const char *date) {
        QTest::newRow(tag) << QString::fromUtf8(line) << found << QString::fromUtf8(date);
    };
    row("usual", "These rules are effective as of January 16, 2026.", true, "2026-01-16");
    row("upper case", "EFFECTIVE AS OF NOVEMBER 14, 2025", true, "2025-11-14");
    row("mixed case", "eFfEcTiVe As Of July 30, 2024", true, "2024-07-30");
    row("current", "This document is current as of Feb. 7, 2025.", true, "2025-02-07");
    row("no-break spaces", "effective\u00a0as\u00a0of\u00a0June 18, 2021", true, "2021-06-18");
    row("Chinese", "此规则于2024年7月30日起生效。", true, "2024-07-30");
    row("no such day", "effective as of February 30, 2024", true, "");
    row("other words", "Effects as of the end of turn", false, "");
    row("word alone", "Effective immediately.", false, "");
    row("empty", "", false, "");
}

void TestImporter::effectiveSentence()
{
    QFETCH(QString, line);
    QFETCH(bool, found);
    QFETCH(QString, date);
    const auto sentence = importers::findEffectiveSentence(line);
    QCOMPARE(bool(sentence), found);
    if (sentence)
        QCOMPARE(sentence->date, date);
}

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"

// A policy document's copy that lost its title, in each shape that can lose it: refused
// with that reason, naming the file and --document; imported as the document --document
// names; a copy whose title names another document is refused whatever --document says.
void TestImporter::aPolicyFileNamingNoDocumentTakesDocument_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("givenDate");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("title");
    const auto row = [](const char *name, const char *file, const char *format, const char *document, const char *givenDate,
                        const char *date, const char *section, const char *title) {
        QTest::newRow(name) << QString::fromUtf8(file) << QString::fromUtf8(format) << QString::fromUtf8(document)
                            << QString::fromUtf8(givenDate) << QString::fromUtf8(date) << QString::fromUtf8(section)
                            << QString::fromUtf8(title);
    };
    row("pdf text, the MTR", "untitled-mtr.txt", "policy-pdftext", "mtr", "", "2031-04-07", "1.1", "Event Types");
    row("pdf text, the IPG", "untitled-ipg.txt", "policy-pdftext", "ipg", "", "2031-09-23", "2.1", "Missed Trigger");
    row("pdf text, JAR", "untitled-jar.txt", "policy-pdftext", "jar", "", "2031-08-05", "Serious Problems", "Serious Problems");
    row("pdftohtml pages", "pdftohtml-untitled.html", "policy-pdftohtml", "mtr", "", "2031-04-07", "1.2", "Judges");
    row("converted page", "bluewizard-notitle.html", "policy-bluewizard", "ipg", "2016-08-30", "2016-08-30", "1.1", "Kinds");
}

void TestImporter::aPolicyFileNamingNoDocumentTakesDocument()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, document);
    QFETCH(QString, givenDate);
    QFETCH(QString, date);
    QFETCH(QString, section);
    QFETCH(QString, title);
    const QString path = testsupport::testData(QStringLiteral("policy/") + file);
    RulesStore store(QStringLiteral(":memory:"));
    importers::ImportOptions options;
    options.date = givenDate;
    const auto nothingStored = [&] {
        for (const Document d : {Document::CR, Document::MTR, Document::IPG, Document::JAR})
            QVERIFY(store.editions(d).empty());
    };
    try {
        importers::importFiles(store, {path}, options);
        QFAIL("a file naming no document was guessed into one");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), file);
        QCOMPARE(e.line(), 1);
        QVERIFY2(e.message().contains(QStringLiteral("names no document")), qPrintable(e.toString()));
        QVERIFY2(e.message().contains(QStringLiteral("--document mtr, ipg or jar")), qPrintable(e.toString()));
    }
    nothingStored();
    // The import dialog's preview says the same before anything is imported.
    QVERIFY2(importers::previewFile(path, options).error.contains(QStringLiteral("names no document")),
             qPrintable(importers::previewFile(path, options).error));

    // --cr is no policy document either.
    options.document = Document::CR;
    QVERIFY_THROWS_EXCEPTION(importers::ImportError, importers::importFiles(store, {path}, options));
    nothingStored();

    const Document forced = *documentNamed(document);
    options.document = forced;
    const auto preview = importers::previewFile(path, options);
    QVERIFY2(preview.error.isEmpty(), qPrintable(preview.error));
    QCOMPARE(preview.document, forced);
    const auto outcomes = importers::importFiles(store, {path}, options);
    QCOMPARE(outcomes.size(), size_t(1));
    const auto editions = store.editions(forced);
    QCOMPARE(editions.size(), size_t(1));
    QCOMPARE(editions[0].date, date);
    QCOMPARE(editions[0].format, format);
    QCOMPARE(editions[0].name, documentTitle(forced));
    const auto found = store.section(editions[0], section);
    QVERIFY2(found, qPrintable(section));
    QCOMPARE(found->title, title);
    for (const Document d : {Document::CR, Document::MTR, Document::IPG, Document::JAR})
        if (d != forced)
            QVERIFY(store.editions(d).empty());

    // A copy whose title names a document is that document: --document naming another refuses it.
    importers::ImportOptions other;
    other.document = forced == Document::MTR ? Document::IPG : Document::MTR;
    const QString titled = testsupport::testData(forced == Document::MTR ? QStringLiteral("policy/pdftext-mtr.txt")
                                                                          : QStringLiteral("policy/pdftext-ipg.txt"));
    try {
        importers::importFiles(store, {titled}, other);
        QFAIL("--document took a file that names another document");
    } catch (const importers::ImportError &e) {
        QVERIFY2(e.message().contains(documentTitle(forced == Document::MTR ? Document::MTR : Document::IPG))
                     && e.message().contains(documentTitle(*other.document)),
                 qPrintable(e.toString()));
    }
    QVERIFY(store.editions(*other.document).empty());
}

// A file naming no document whose sections say it is not the one --document names is
// refused with what says so, even with no edition here to compare: only the IPG's sections
// carry penalties, and JAR numbers none.
void TestImporter::anUntitledFileWhoseShapeContradictsDocumentIsRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an IPG as the MTR") << QStringLiteral("untitled-ipg.txt") << QStringLiteral("mtr")
                                       << QStringLiteral("is an infraction with a penalty (No Penalty), as only the "
                                                         "sections of the Infraction Procedure Guide are");
    QTest::newRow("an MTR as JAR") << QStringLiteral("untitled-mtr.txt") << QStringLiteral("jar")
                                   << QStringLiteral("its sections are numbered (1 ");
    QTest::newRow("JAR as the IPG") << QStringLiteral("untitled-jar.txt") << QStringLiteral("ipg")
                                    << QStringLiteral("sections is numbered, as only those of Judging at Regular REL are");
}

void TestImporter::anUntitledFileWhoseShapeContradictsDocumentIsRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, document);
    QFETCH(QString, reason);
    const QString path = testsupport::testData(QStringLiteral("policy/") + file);
    RulesStore store(QStringLiteral(":memory:"));
    importers::ImportOptions options;
    options.document = documentNamed(document);
    try {
        importers::importFiles(store, {path}, options);
        QFAIL("--document was taken against the file's own sections");
    } catch (const importers::ImportError &e) {
        QCOMPARE(e.file(), file);
        QVERIFY2(e.message().contains(QStringLiteral("cannot be the %1").arg(documentTitle(*options.document))), qPrintable(e.toString()));
        QVERIFY2(e.message().contains(reason), qPrintable(e.toString()));
    }
    QVERIFY(store.editions(*options.document).empty());
    QVERIFY2(importers::previewFile(path, options).error.contains(reason), qPrintable(importers::previewFile(path, options).error));
}

// A whole edition replaced by a copy read as incomplete: refused naming what goes, unless
// the loss was accepted; an excerpt here is replaced without a word, nothing known lost.
void TestImporter::replacingAWholeEditionByLessIsRefusedUnlessAccepted()
{
    RulesStore store(QStringLiteral(":memory:"));
    EditionData whole = testsupport::madeEdition("2025-03-01", {{"1.", "Game Concepts"}, {"100.", "General"}});
    for (int i = 1; i <= 40; ++i)
        whole.rules.push_back({QStringLiteral("100.%1").arg(i), QStringLiteral("Rule %1 of the whole edition.").arg(i)});
    store.addEdition(whole);
    importers::ImportOptions options;
    options.replace = true;
    try {
        importers::importFiles(store, {data("broken-off-2025-03-01.txt")}, options);
        QFAIL("a whole edition was replaced by a broken-off copy without a word");
    } catch (const importers::ImportError &e) {
        QVERIFY2(e.message().startsWith(QStringLiteral("would replace the whole CR of 2025-03-01 (en), 40 rules")),
                 qPrintable(e.toString()));
        QVERIFY2(e.message().contains(QStringLiteral("read as incomplete")), qPrintable(e.toString()));
    }
    QCOMPARE(store.editions().front().rules, 40);
    options.acceptLoss = true;
    importers::importFiles(store, {data("broken-off-2025-03-01.txt")}, options);
    QVERIFY(store.editions().front().flags & FlagIncomplete);

    // An excerpt here: no whole edition to lose.
    RulesStore excerpts(QStringLiteral(":memory:"));
    excerpts.addEdition(testsupport::madeEdition("2025-03-01", {{"100.1", "One rule."}}, FlagPartial));
    options.acceptLoss = false;
    importers::importFiles(excerpts, {data("broken-off-2025-03-01.txt")}, options);
    QVERIFY(excerpts.editions().front().flags & FlagIncomplete);
}
