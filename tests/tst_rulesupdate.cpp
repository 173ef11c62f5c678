// "Check for new rules" against a web server on the loopback interface: the rules page is
// read for its link, the text downloaded and imported when new, and shown in the window;
// a second check finds it there; the PDFs of the MTR, the IPG and JAR the page links come
// with it; a page without a link, a missing file, a file that is not rules, and a
// cancelled download each say so and leave the database as it was.

#include "importer.h"
#include "loopbackhttpserver.h"
#include "pdfmaker.h"
#include "window/mainwindow.h"
#include "rulesstore.h"
#include "dialogs/rulesupdate.h"
#include "dialogs/rulesupdatedialog.h"
#include "testsupport.h"
#include "translations.h"

#include <QComboBox>
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

QTEST_MAIN(TestRulesUpdate)
#include "tst_rulesupdate.moc"
