// "Check for new rules" against a web server on the loopback interface: the rules page is
// read for its link, the text downloaded and imported when new, and shown in the window;
// a second check finds it there; the PDFs of the MTR, the IPG and JAR the page links come
// with it; a page without a link, a missing file, a file that is not rules, and a
// cancelled download each say so and leave the database as it was. Card files come the
// same way: the file with every card a downloads page links (MTGJSON's AllPrintings,
// Scryfall's bulk files), or a card file's own address, imported as a snapshot of the
// cards; a damaged one is refused, nothing imported. The card files served are real ones
// from ../shared/corpus (those tests skip with a message when it is absent).

#include "cards/cardstore.h"
#include "importer.h"
#include "rulespagelink.h"
#include "loopbackhttpserver.h"
#include "pdfmaker.h"
#include "window/mainwindow.h"
#include "rulesstore.h"
#include "dialogs/rulesupdate.h"
#include "dialogs/rulesupdatedialog.h"
#include "testsupport.h"
#include "translations.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gui;

class TestRulesUpdate : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void newRulesAreImportedAndShown();
    void anExcerptOfTheNewRulesIsSuperseded();
    void thePolicyDocumentsComeWithTheRules();
    void failuresSayWhyAndStoreNothing_data();
    void failuresSayWhyAndStoreNothing();
    void cancelledDownloadStoresNothing();
    void rulesPageIsRememberedTyped();
    void theCardFileWithEveryCardIsChosenFromAPage();
    void aCardFileLinkedFromAPageIsImported();
    void aCardFileGivenByItsAddressIsImported();
    void aCompressedArchiveOfSetFilesIsImported();
    void aDamagedCardFileIsRefusedAndNothingStored();

private:
    // Runs a check in the dialog and waits for its end; returns what it said.
    QString check(RulesUpdateDialog &dialog);
    QStringList editionDates();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
    std::unique_ptr<LoopbackHttpServer> m_server;
    QByteArray m_newRules; // an edition the database does not have: 2026-03-01
};

void TestRulesUpdate::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    m_newRules = testsupport::readAll(testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt")));
    QVERIFY(m_newRules.contains("November 8, 2024"));
    m_newRules.replace("November 8, 2024", "March 1, 2026");
}

void TestRulesUpdate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = m_dir->filePath(QStringLiteral("rules.sqlite"));
    rulesdb::RulesStore store(m_db);
    importers::importFiles(store, {testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"))}, {});
    m_server = std::make_unique<LoopbackHttpServer>();
    // The official page's shape: downloads in several formats, the text's name dated.
    m_server->answer("/en/rules", {200, "text/html",
                                   "<html><body><h1>Comprehensive Rules</h1>"
                                   "<a href='/downloads/MagicCompRules%2020260301.pdf'>PDF</a> "
                                   "<a href='/downloads/MagicCompRules%2020260301.txt'>TXT</a></body></html>"});
    m_server->answer("/downloads/MagicCompRules%2020260301.txt", {200, "text/plain", m_newRules});
}

QString TestRulesUpdate::check(RulesUpdateDialog &dialog)
{
    QSignalSpy done(&dialog, &RulesUpdateDialog::checkFinished);
    if (!dialog.check())
        return QStringLiteral("(not started) ") + dialog.outcomeText();
    if (!done.wait(60000))
        return QStringLiteral("(no end)");
    return dialog.outcomeText();
}

namespace {

// A real card file of the corpus, or empty (the test skips) when ../shared is absent.
QByteArray corpusCards(const QString &relative)
{
    const QString path = testsupport::corpusFile(QStringLiteral("cards/") + relative);
    return path.isEmpty() || !QFileInfo::exists(path) ? QByteArray() : testsupport::readAll(path);
}

// The date of every snapshot of the cards, and whether it holds the card named so.
QStringList snapshotDates(const QString &db)
{
    rulesdb::RulesStore store(db);
    QStringList dates;
    for (const auto &e : store.editions(rulesdb::Document::Cards))
        dates << e.date;
    return dates;
}

bool holdsCard(const QString &db, const QString &name)
{
    rulesdb::RulesStore store(db);
    rulesdb::CardStore cards(store);
    const rulesdb::CardLookup found = cards.find(name);
    return found.card && cards.card(*found.card) && cards.card(*found.card)->name == name;
}

} // namespace

QStringList TestRulesUpdate::editionDates()
{
    rulesdb::RulesStore store(m_db);
    QStringList dates;
    for (const auto &e : store.editions())
        dates << e.date;
    return dates;
}

void TestRulesUpdate::newRulesAreImportedAndShown()
{
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/en/rules")));
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    window.show();
    RulesUpdateDialog *dialog = window.openRulesUpdate();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("rulesPage"))->text(),
             m_server->url(QStringLiteral("/en/rules")).toString());

    QString said = check(*dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the rules of 2026-03-01")), qPrintable(said));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30", "2026-03-01"}));
    // The window shows the new edition.
    QVERIFY2(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText().contains(QStringLiteral("2026-03-01")),
             qPrintable(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText()));
    QCOMPARE(m_server->requested(), (QList<QByteArray>{"/en/rules", "/downloads/MagicCompRules%2020260301.txt"}));

    // Again: the edition is there; nothing is imported twice.
    said = check(*dialog);
    QVERIFY2(said.contains(QStringLiteral("You have the newest rules: the edition of 2026-03-01")), qPrintable(said));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30", "2026-03-01"}));
}

// Rows of the new edition imported before are an excerpt: the whole rules still come.
void TestRulesUpdate::anExcerptOfTheNewRulesIsSuperseded()
{
    {
        rulesdb::RulesStore store(m_db);
        importers::ImportOptions options;
        options.date = QStringLiteral("2026-03-01");
        importers::importFiles(store, {testsupport::testData(QStringLiteral("rows/mini.csv"))}, options);
        QCOMPARE(store.edition(options.date, QStringLiteral("en"))->flags, int(rulesdb::FlagPartial));
    }
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/en/rules")));
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    RulesUpdateDialog *dialog = window.openRulesUpdate();
    const QString said = check(*dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the rules of 2026-03-01")), qPrintable(said));
    rulesdb::RulesStore store(m_db);
    QCOMPARE(store.edition(QStringLiteral("2026-03-01"), QStringLiteral("en"))->flags, 0);
}

// The page links the rules' text and the policy documents' PDFs, by file name or by the
// words of the link: the editions the database lacks are imported, then found there.
void TestRulesUpdate::thePolicyDocumentsComeWithTheRules()
{
    {
        // The database has this IPG already: it is said so, not imported again.
        rulesdb::RulesStore store(m_db);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ipg.pdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(testsupport::madePdf(testsupport::madeIpgText("September 23, 2031")));
        file.close();
        importers::importFiles(store, {path}, {});
        QCOMPARE(store.editions(rulesdb::Document::IPG).size(), size_t(1));
    }
    m_server->answer("/en/documents", {200, "text/html",
                                       "<html><body><h1>Rules</h1>"
                                       "<a href='/downloads/MagicCompRules%2020260301.txt'>TXT</a> "
                                       "<a href='/docs/MTG_MTR_2031_Apr07_EN.pdf'>Download</a> "
                                       "<a href='/docs/guide-2031.pdf'>Magic Infraction Procedure Guide</a> "
                                       "<a href='/docs/regular.pdf'><span>Judging at Regular REL</span></a> "
                                       "<a href='/docs/MTG_MTR_2020_Jan01_EN.pdf'>An older MTR</a> "
                                       "<a href='/docs/banned.pdf'>Banned and restricted</a></body></html>"});
    m_server->answer("/docs/MTG_MTR_2031_Apr07_EN.pdf",
                     {200, "application/pdf", testsupport::madePdf(testsupport::madeMtrText("April 7, 2031"))});
    m_server->answer("/docs/guide-2031.pdf",
                     {200, "application/pdf", testsupport::madePdf(testsupport::madeIpgText("September 23, 2031"))});
    m_server->answer("/docs/regular.pdf",
                     {200, "application/pdf", testsupport::madePdf(testsupport::madeJarText("August 5, 2031"))});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/en/documents")));
    RulesUpdateDialog dialog(m_db, &settings);

    QString said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the rules of 2026-03-01")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Imported the Magic Tournament Rules of 2031-04-07")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Imported the Judging at Regular REL of 2031-08-05")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("You have the newest Infraction Procedure Guide: the edition of 2031-09-23")),
             qPrintable(said));
    QCOMPARE(m_server->requested(),
             (QList<QByteArray>{"/en/documents", "/downloads/MagicCompRules%2020260301.txt", "/docs/MTG_MTR_2031_Apr07_EN.pdf",
                                "/docs/guide-2031.pdf", "/docs/regular.pdf"}));
    {
        rulesdb::RulesStore store(m_db);
        QCOMPARE(editionDates(), testsupport::list({"2024-07-30", "2026-03-01"}));
        const auto mtr = store.editions(rulesdb::Document::MTR);
        QCOMPARE(mtr.size(), size_t(1));
        QCOMPARE(mtr[0].date, QStringLiteral("2031-04-07"));
        QCOMPARE(store.section(mtr[0], QStringLiteral("2.1"))->title, QStringLiteral("Triggered Abilities"));
        QCOMPARE(store.editions(rulesdb::Document::IPG).size(), size_t(1));
        const auto jar = store.editions(rulesdb::Document::JAR);
        QCOMPARE(jar.size(), size_t(1));
        QVERIFY(store.section(jar[0], QStringLiteral("Serious Problems")));
    }

    // Again: every edition is there; nothing is imported twice.
    said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("You have the newest rules: the edition of 2026-03-01")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("You have the newest Magic Tournament Rules: the edition of 2031-04-07")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("You have the newest Judging at Regular REL: the edition of 2031-08-05")),
             qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("Imported")), qPrintable(said));
    rulesdb::RulesStore store(m_db);
    QCOMPARE(store.editions(rulesdb::Document::MTR).size(), size_t(1));
    QCOMPARE(store.editions(rulesdb::Document::JAR).size(), size_t(1));
}

void TestRulesUpdate::failuresSayWhyAndStoreNothing_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<QString>("said");
    QTest::newRow("no rules page there") << QByteArray("/elsewhere") << QStringLiteral("Cannot read the rules page");
    QTest::newRow("a page without a text link") << QByteArray("/no-link") << QStringLiteral("links no rules text (.txt) file");
    QTest::newRow("the linked file is missing") << QByteArray("/dead-link") << QStringLiteral("Cannot download");
    QTest::newRow("the linked file is not rules") << QByteArray("/wrong-file") << QStringLiteral("is not a rules text Rulekeeper can read");
}

void TestRulesUpdate::failuresSayWhyAndStoreNothing()
{
    QFETCH(QByteArray, page);
    QFETCH(QString, said);
    m_server->answer("/no-link", {200, "text/html", "<p>The rules are <a href='/rules.pdf'>here</a>.</p>"});
    m_server->answer("/dead-link", {200, "text/html", "<a href='/gone/MagicCompRules.txt'>TXT</a>"});
    m_server->answer("/wrong-file", {200, "text/html", "<a href='/downloads/MagicCompRules.txt'>TXT</a>"});
    m_server->answer("/downloads/MagicCompRules.txt",
                     {200, "text/plain", testsupport::readAll(testsupport::testData(QStringLiteral("editions/not-a-cr.txt")))});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QString::fromLatin1(page)));
    RulesUpdateDialog dialog(m_db, &settings);
    const QString text = check(dialog);
    QVERIFY2(text.contains(said), qPrintable(text));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30"}));
}

void TestRulesUpdate::cancelledDownloadStoresNothing()
{
    LoopbackHttpServer::Response slow{200, "text/plain", m_newRules, true};
    m_server->answer("/downloads/MagicCompRules%2020260301.txt", slow);
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/en/rules")));
    RulesUpdateDialog dialog(m_db, &settings);
    QSignalSpy done(&dialog, &RulesUpdateDialog::checkFinished);
    QVERIFY(dialog.check());
    // Wait until the download has begun, then press Escape as a user would.
    QTRY_VERIFY(m_server->requested().size() == 2);
    QVERIFY(dialog.isChecking());
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QVERIFY(done.count() == 1 || done.wait(10000));
    QVERIFY2(dialog.outcomeText().contains(QStringLiteral("Cancelled")), qPrintable(dialog.outcomeText()));
    QVERIFY(!dialog.isChecking());
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30"}));
}

void TestRulesUpdate::rulesPageIsRememberedTyped()
{
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    QCOMPARE(rulesPageIn(settings), defaultRulesPage());
    settings.setValue(QStringLiteral("updates/rulesPage"), QStringLiteral("file:///etc/passwd"));
    QCOMPARE(rulesPageIn(settings), defaultRulesPage()); // not a web address: unset
    settings.setValue(QStringLiteral("updates/rulesPage"), 42);
    QCOMPARE(rulesPageIn(settings), defaultRulesPage());
    setRulesPage(settings, QUrl(QStringLiteral("https://example.test/rules")));
    QCOMPARE(rulesPageIn(settings), QUrl(QStringLiteral("https://example.test/rules")));
}

// MTGJSON's downloads page lists every file in every compression, and prices, SQL and CSV
// beside them: AllPrintings (sets and rulings) in its smallest download is chosen. Scryfall's
// bulk data page: its Oracle cards.
void TestRulesUpdate::theCardFileWithEveryCardIsChosenFromAPage()
{
    const QUrl mtgjson(QStringLiteral("https://mtgjson.com/downloads/all-files/"));
    const QByteArray downloads = "<a href='/api/v5/AllPrices.json.xz'>AllPrices</a>"
                                 "<a href='/api/v5/AllPrintings.sql.xz'>SQL</a>"
                                 "<a href='/api/v5/AllPrintings.json'>JSON</a>"
                                 "<a href='/api/v5/AllPrintings.json.gz'>gz</a>"
                                 "<a href='/api/v5/AllPrintings.json.xz'>xz</a>"
                                 "<a href='/api/v5/AtomicCards.json.xz'>Atomic</a>"
                                 "<a href='/api/v5/AllPrintingsCSVFiles.tar.xz'>CSV</a>"
                                 "<a href='/api/v5/TSP.json'>Time Spiral</a>";
    QCOMPARE(importers::cardFileLink(downloads, mtgjson), QUrl(QStringLiteral("https://mtgjson.com/api/v5/AllPrintings.json.xz")));
    // Without AllPrintings: the atomic cards; without either, the archive of set files.
    QCOMPARE(importers::cardFileLink("<a href='AtomicCards.json.bz2'>a</a><a href='AllSetFiles.tar.xz'>s</a>", mtgjson),
             QUrl(QStringLiteral("https://mtgjson.com/downloads/all-files/AtomicCards.json.bz2")));
    QCOMPARE(importers::cardFileLink("<a href='AllSetFiles.zip'>s</a><a href='AllSetFiles.tar.xz'>s</a>", mtgjson),
             QUrl(QStringLiteral("https://mtgjson.com/downloads/all-files/AllSetFiles.tar.xz")));
    const QByteArray bulk = "<a href='https://data.scryfall.io/all-cards/all-cards-20251101092011.json'>All</a>"
                            "<a href='https://data.scryfall.io/rulings/rulings-20251101090025.json'>Rulings</a>"
                            "<a href='https://data.scryfall.io/oracle-cards/oracle-cards-20251101090137.json'>Oracle</a>";
    QCOMPARE(importers::cardFileLink(bulk, QUrl(QStringLiteral("https://scryfall.com/docs/api/bulk-data"))),
             QUrl(QStringLiteral("https://data.scryfall.io/oracle-cards/oracle-cards-20251101090137.json")));
    // A page of single sets or of other files offers none: a set is chosen by its address.
    QVERIFY(importers::cardFileLink("<a href='TSP.json'>TSP</a><a href='AllPrices.json.xz'>p</a>", mtgjson).isEmpty());
    QVERIFY(importers::namesCardFile(QStringLiteral("TSP.json")));
    QVERIFY(importers::namesCardFile(QStringLiteral("AllPrintings.json.xz")));
    QVERIFY(importers::namesCardFile(QStringLiteral("AllSetFiles.tar.xz")));
    QVERIFY(!importers::namesCardFile(QStringLiteral("MagicCompRules 20260301.txt")));
    QVERIFY(!importers::namesCardFile(QStringLiteral("AllPrintings.sqlite.xz")));
}

// A downloads page linking the rules' text and AllPrintings: both imported in one check.
// The card file served is Time Spiral's set file of 2025: the importers know a card file
// by its content, whatever the name it is published under.
void TestRulesUpdate::aCardFileLinkedFromAPageIsImported()
{
    const QByteArray tsp = corpusCards(QStringLiteral("mtgjson5/TSP-2025-08-18.json"));
    if (tsp.isEmpty())
        QSKIP("../shared/corpus (the real card files) is absent beside this clone; skipping");
    m_server->answer("/downloads/", {200, "text/html",
                                     "<a href='/downloads/MagicCompRules%2020260301.txt'>TXT</a>"
                                     "<a href='/api/v5/AllPrices.json'>Prices</a>"
                                     "<a href='/api/v5/AllPrintings.sql'>SQL</a>"
                                     "<a href='/api/v5/AllPrintings.json'>AllPrintings</a>"});
    m_server->answer("/api/v5/AllPrintings.json", {200, "application/json", tsp});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/downloads/")));
    RulesUpdateDialog dialog(m_db, &settings);
    QString said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the rules of 2026-03-01")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("Imported the cards of AllPrintings.json as of 2025-08-18: 286 cards.")), qPrintable(said));
    QCOMPARE(m_server->requested(), (QList<QByteArray>{"/downloads/", "/downloads/MagicCompRules%2020260301.txt",
                                                       "/api/v5/AllPrintings.json"}));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30", "2026-03-01"}));
    QCOMPARE(snapshotDates(m_db), testsupport::list({"2025-08-18"}));
    QVERIFY(holdsCard(m_db, QStringLiteral("Lotus Bloom")));

    // Again: the same cards add nothing.
    said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("You have the cards of AllPrintings.json already: the snapshot of 2025-08-18.")),
             qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("Imported")), qPrintable(said));
    QCOMPARE(snapshotDates(m_db), testsupport::list({"2025-08-18"}));
}

// The address of a Scryfall file itself: downloaded and imported, dated by its name as
// Scryfall names its bulk files (the cards state no date).
void TestRulesUpdate::aCardFileGivenByItsAddressIsImported()
{
    const QByteArray mid = corpusCards(QStringLiteral(
        "scryfall/api-2025-11/api.scryfall.com/"
        "02_cards_search_include_extras_true_include_variations_true_order_set_page_1_q_e_3AMID_unique_prints.json"));
    if (mid.isEmpty())
        QSKIP("../shared/corpus (the real card files) is absent beside this clone; skipping");
    m_server->answer("/default-cards/default-cards-20251101090137.json", {200, "application/json", mid});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/default-cards/default-cards-20251101090137.json")));
    RulesUpdateDialog dialog(m_db, &settings);
    const QString said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the cards of default-cards-20251101090137.json as of 2025-11-01: ")),
             qPrintable(said));
    QCOMPARE(m_server->requested(), (QList<QByteArray>{"/default-cards/default-cards-20251101090137.json"}));
    QCOMPARE(snapshotDates(m_db), testsupport::list({"2025-11-01"}));
    QVERIFY(holdsCard(m_db, QStringLiteral("Adeline, Resplendent Cathar")));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30"}));
}

// MTGJSON's archive of every set file as it publishes it (.tar.xz, 27 MB): found on the
// page, written to disk as it arrives and unpacked by the card importers. The one slow test
// here (the import takes seconds), and the only one of a packed download.
void TestRulesUpdate::aCompressedArchiveOfSetFilesIsImported()
{
#ifdef RULEKEEPER_SANITIZED
    QSKIP("the whole 2022 archive is imported in plain builds only (it takes minutes under a sanitizer)");
#endif
    const QByteArray archive = corpusCards(QStringLiteral("mtgjson5/AllSetFiles-2022-04-25.tar.xz"));
    if (archive.isEmpty())
        QSKIP("../shared/corpus (the real card files) is absent beside this clone; skipping");
    m_server->answer("/downloads/all-files/", {200, "text/html",
                                               "<a href='/api/v5/AllSetFiles.zip'>zip</a>"
                                               "<a href='/api/v5/AllSetFiles.tar.xz'>xz</a>"
                                               "<a href='/api/v5/AllPrices.json.xz'>Prices</a>"});
    m_server->answer("/api/v5/AllSetFiles.tar.xz", {200, "application/x-xz", archive});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/downloads/all-files/")));
    RulesUpdateDialog dialog(m_db, &settings);
    const QString said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("Imported the cards of AllSetFiles.tar.xz as of 2022-04-25: ")), qPrintable(said));
    QCOMPARE(m_server->requested(), (QList<QByteArray>{"/downloads/all-files/", "/api/v5/AllSetFiles.tar.xz"}));
    QCOMPARE(snapshotDates(m_db), testsupport::list({"2022-04-25"}));
    QVERIFY(holdsCard(m_db, QStringLiteral("Lightning Bolt")));
    QVERIFY(holdsCard(m_db, QStringLiteral("Lotus Bloom")));
}

// A card file cut short in transit is refused with the place it ends, and the rules found
// beside it are not imported either: one transaction.
void TestRulesUpdate::aDamagedCardFileIsRefusedAndNothingStored()
{
    const QByteArray tsp = corpusCards(QStringLiteral("mtgjson5/TSP-2025-08-18.json"));
    if (tsp.isEmpty())
        QSKIP("../shared/corpus (the real card files) is absent beside this clone; skipping");
    m_server->answer("/downloads/", {200, "text/html",
                                     "<a href='/downloads/MagicCompRules%2020260301.txt'>TXT</a>"
                                     "<a href='/api/v5/AllPrintings.json'>AllPrintings</a>"});
    m_server->answer("/api/v5/AllPrintings.json", {200, "application/json", tsp.left(tsp.size() / 2)});
    QSettings settings(m_dir->filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    setRulesPage(settings, m_server->url(QStringLiteral("/downloads/")));
    RulesUpdateDialog dialog(m_db, &settings);
    const QString said = check(dialog);
    QVERIFY2(said.contains(QStringLiteral("The import failed")) && said.contains(QStringLiteral("AllPrintings.json")),
             qPrintable(said));
    QVERIFY2(!said.contains(QStringLiteral("Imported")), qPrintable(said));
    QCOMPARE(editionDates(), testsupport::list({"2024-07-30"}));
    QVERIFY(snapshotDates(m_db).isEmpty());
    QVERIFY(!holdsCard(m_db, QStringLiteral("Lotus Bloom")));
}

QTEST_MAIN(TestRulesUpdate)
#include "tst_rulesupdate.moc"
