// Installation: `cmake --install` puts the two programs, the launcher entry, the icon and the
// AppStream metadata where a freedesktop.org desktop looks for them; the installed programs
// run on their own (the sample database and translations are inside the binary); the
// metadata passes the validators software centres use; `cpack` builds a Debian package of it.

#include "testsupport.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

class TestInstall : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void installsWhereADesktopLooks();
    void installedProgramsRunOnTheirOwn();
    void desktopEntryAndMetadataAreValid_data();
    void desktopEntryAndMetadataAreValid();
    void debianPackageHoldsTheInstallation();

private:
    struct Run {
        int status = -1;
        QString out, err;
    };
    static Run run(const QString &program, const QStringList &args, const QString &dir = QString());
    QTemporaryDir m_prefix;
};

namespace {
const QString kAppId = QStringLiteral("org.rulekeeper.Rulekeeper");
}

TestInstall::Run TestInstall::run(const QString &program, const QStringList &args, const QString &dir)
{
    QProcess p;
    // No display of any kind: what runs here must not need one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    p.setProcessEnvironment(env);
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(program, args);
    if (!p.waitForFinished(300000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

void TestInstall::initTestCase()
{
    const Run r = run(QStringLiteral(RULEKEEPER_CMAKE), {QStringLiteral("--install"), QStringLiteral(RULEKEEPER_BUILD_DIR),
                                                         QStringLiteral("--prefix"), m_prefix.path()});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
}

void TestInstall::installsWhereADesktopLooks()
{
    const QStringList expected{
        QStringLiteral("bin/rulekeeper"),
        QStringLiteral("bin/rulekeeper-cli"),
        QStringLiteral(RULEKEEPER_PDF_MODULE_FILE), // the PDF reader, loaded when a PDF is imported
        QStringLiteral("share/applications/") + kAppId + QStringLiteral(".desktop"),
        QStringLiteral("share/metainfo/") + kAppId + QStringLiteral(".metainfo.xml"),
        QStringLiteral("share/icons/hicolor/scalable/apps/") + kAppId + QStringLiteral(".svg"),
    };
    for (const QString &file : expected)
        QVERIFY2(QFileInfo::exists(m_prefix.filePath(file)), qPrintable(file));
    QVERIFY(QFileInfo(m_prefix.filePath(QStringLiteral("bin/rulekeeper"))).isExecutable());
    // Nothing else: no tests, benchmarks or build leftovers.
    QStringList installed;
    QDirIterator it(m_prefix.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        installed << QDir(m_prefix.path()).relativeFilePath(it.next());
    installed.sort();
    QStringList want = expected;
    want.sort();
    QCOMPARE(installed, want);
}

void TestInstall::installedProgramsRunOnTheirOwn()
{
    Run r = run(m_prefix.filePath(QStringLiteral("bin/rulekeeper-cli")), {QStringLiteral("--version")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral(RULEKEEPER_VERSION)), qPrintable(r.out));
    // The app answers --version and --help without a display.
    r = run(m_prefix.filePath(QStringLiteral("bin/rulekeeper")), {QStringLiteral("--version")});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QStringLiteral(RULEKEEPER_VERSION)), qPrintable(r.out + r.err));
    r = run(m_prefix.filePath(QStringLiteral("bin/rulekeeper")), {QStringLiteral("--help")});
    QCOMPARE(r.status, 0);
    for (const char *option : {"--db", "--rule", "--edition", "--as-of", "--diff", "--screenshot"})
        QVERIFY2(r.out.contains(QString::fromLatin1(option)), qPrintable(r.out));

    // The installed command line imports and shows a rule in a database of its own.
    QTemporaryDir work;
    const QString db = work.filePath(QStringLiteral("rules.sqlite"));
    r = run(m_prefix.filePath(QStringLiteral("bin/rulekeeper-cli")),
            {QStringLiteral("--db"), db, QStringLiteral("import"),
             testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"))});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    r = run(m_prefix.filePath(QStringLiteral("bin/rulekeeper-cli")),
            {QStringLiteral("--db"), db, QStringLiteral("show"), QStringLiteral("100.1")});
    QVERIFY2(r.status == 0 && r.out.contains(QStringLiteral("These Magic rules apply")), qPrintable(r.out + r.err));
}

void TestInstall::desktopEntryAndMetadataAreValid_data()
{
    QTest::addColumn<QString>("validator");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    QTest::newRow("desktop entry") << QStringLiteral("desktop-file-validate") << QStringList{}
                                   << QStringLiteral("share/applications/") + kAppId + QStringLiteral(".desktop");
    QTest::newRow("AppStream metadata") << QStringLiteral("appstreamcli")
                                        << QStringList{QStringLiteral("validate"), QStringLiteral("--no-net")}
                                        << QStringLiteral("share/metainfo/") + kAppId + QStringLiteral(".metainfo.xml");
}

void TestInstall::desktopEntryAndMetadataAreValid()
{
    QFETCH(QString, validator);
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    const QString program = QStandardPaths::findExecutable(validator);
    if (program.isEmpty())
        QSKIP(qPrintable(validator + QStringLiteral(" is not installed (.ci/install-deps installs it)")));
    const Run r = run(program, args << m_prefix.filePath(file));
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    // desktop-file-validate says nothing when all is well; hints are findings too.
    if (validator == QStringLiteral("desktop-file-validate"))
        QVERIFY2(r.out.trimmed().isEmpty(), qPrintable(r.out));
}

void TestInstall::debianPackageHoldsTheInstallation()
{
    if (QStandardPaths::findExecutable(QStringLiteral("dpkg-deb")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("dpkg-shlibdeps")).isEmpty())
        QSKIP("dpkg-deb and dpkg-shlibdeps (dpkg-dev) are not installed (.ci/install-deps installs them)");
    QTemporaryDir out;
    Run r = run(QStringLiteral(RULEKEEPER_CPACK), {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out.path()},
                QStringLiteral(RULEKEEPER_BUILD_DIR));
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    const QStringList debs = QDir(out.path()).entryList({QStringLiteral("*.deb")});
    QCOMPARE(debs.size(), 1);
    const QString deb = out.filePath(debs.front());
    QVERIFY2(debs.front().startsWith(QStringLiteral("rulekeeper_" RULEKEEPER_VERSION)), qPrintable(debs.front()));

    r = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--contents"), deb});
    QCOMPARE(r.status, 0);
    for (const char *file : {"./usr/bin/rulekeeper", "./usr/bin/rulekeeper-cli", "./usr/" RULEKEEPER_PDF_MODULE_FILE,
                             "./usr/share/applications/org.rulekeeper.Rulekeeper.desktop",
                             "./usr/share/metainfo/org.rulekeeper.Rulekeeper.metainfo.xml",
                             "./usr/share/icons/hicolor/scalable/apps/org.rulekeeper.Rulekeeper.svg"})
        QVERIFY2(r.out.contains(QString::fromLatin1(file)), file);
    // The libraries the programs load are the package's dependencies.
    r = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--field"), deb, QStringLiteral("Depends")});
    QCOMPARE(r.status, 0);
    for (const char *library : {"libqt6widgets6", "libsqlite3-0", "libicu"})
        QVERIFY2(r.out.contains(QString::fromLatin1(library)), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
