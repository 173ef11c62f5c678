// The main window on the screens a judge meets: the place kept on a 1366×768 laptop
// reopened on a 1280×720 projector or second laptop.
// Runs on Qt's offscreen platform given a screen of that size (tests/data/screens); the
// window saved on the laptop is saved by this program run again on a 1366×768 screen, so
// the bytes restored are the ones Qt writes there.

#include "apptest.h"
#include "dialogs/importdialog.h"
#include "settings/session.h"
#include "window/screenfit.h"

#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QTreeWidget>
#include <QDockWidget>
#include <QPalette>
#include <QProcess>
#include <QScopeGuard>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>

namespace {

// What this program runs on, chosen before the application starts: the laptop's screen
// when it is asked to save a window there, else the projector's.
constexpr auto kLaptopRole = "RULEKEEPER_SAVE_GEOMETRY_TO";

QString screenConfig(const char *name)
{
    return testsupport::testData(QStringLiteral("screens/") + QLatin1String(name));
}

QString describe(const QRect &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestScreens : public AppTest {
    Q_OBJECT
private slots:
    void aPlaceKeptOnALaptopReopensInsideASmallerScreen();
    void keepOnScreenFitsTheLaptopsGeometry();
    void thePanelsTabsShowTheirWholeTitlesInADarkDesktop();
    void theImportDialogShowsItsFilesInGermanAtALargerFont();

private:
    QByteArray geometrySavedOnTheLaptop();
};

// Runs this program again on a 1366×768 screen, where a window filling the screen's
// height, as a judge leaves it, saves its geometry.
QByteArray TestScreens::geometrySavedOnTheLaptop()
{
    const QString file = m_dir.filePath(QStringLiteral("laptop-geometry.bin"));
    QProcess laptop;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kLaptopRole), file);
    laptop.setProcessEnvironment(env);
    laptop.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    laptop.start(QCoreApplication::applicationFilePath(), {QStringLiteral("aPlaceKeptOnALaptopReopensInsideASmallerScreen")});
    if (!laptop.waitForFinished(120000) || laptop.exitCode() != 0)
        return {};
    QFile saved(file);
    return saved.open(QIODevice::ReadOnly) ? saved.readAll() : QByteArray();
}

// Settings saved on a 1366×768 screen (the window 1366 px wide, its frame from the top of
// the screen to the bottom) reopen the window inside a 1280×720 one, status bar and all.
void TestScreens::aPlaceKeptOnALaptopReopensInsideASmallerScreen()
{
    const QRect available = m_window->screen()->availableGeometry();
    if (const QString out = qEnvironmentVariable(kLaptopRole); !out.isEmpty()) {
        // On the laptop: the window as large as the screen allows, and its place saved.
        QCOMPARE(available.size(), QSize(1366, 768));
        const QRect inner = m_window->geometry(), outer = m_window->frameGeometry();
        const QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
                             outer.bottom() - inner.bottom());
        m_window->setGeometry(available.marginsRemoved(frame));
        QTRY_COMPARE(m_window->frameGeometry(), available);
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(m_window->session().geometry);
        return;
    }
    QCOMPARE(available.size(), QSize(1280, 720));
    const QByteArray geometry = geometrySavedOnTheLaptop();
    QVERIFY2(!geometry.isEmpty(), "no geometry saved on the 1366×768 screen");

    Session kept = m_window->session();
    kept.geometry = geometry;
    MainWindow reopened(m_db);
    reopened.restoreSession(kept);
    reopened.show();
    QVERIFY(QTest::qWaitForWindowExposed(&reopened));
    QTRY_VERIFY2(available.contains(reopened.frameGeometry()),
                 qPrintable(QStringLiteral("the window at %1 on a screen of %2")
                                .arg(describe(reopened.frameGeometry()), describe(available))));
    // Filling the smaller screen as it filled the larger one, not shrunk to a corner.
    QVERIFY2(reopened.frameGeometry().height() >= available.height() * 9 / 10, qPrintable(describe(reopened.frameGeometry())));
    auto *status = reopened.statusBar();
    QVERIFY(available.contains(QRect(status->mapToGlobal(QPoint(0, 0)), status->size())));
}

// keepOnScreen() itself, on the laptop's bytes restored where Qt keeps them as they were:
// a window restored to 1366×768 before it is shown is brought inside 1280×720.
void TestScreens::keepOnScreenFitsTheLaptopsGeometry()
{
    if (!qEnvironmentVariableIsEmpty(kLaptopRole))
        QSKIP("run on the laptop's screen only to save its geometry");
    const QRect available = m_window->screen()->availableGeometry();
    QWidget window;
    window.setGeometry(QRect(0, 0, 1366, 768));
    QVERIFY(!available.contains(window.frameGeometry()));
    keepOnScreen(&window);
    QVERIFY2(available.contains(window.frameGeometry()), qPrintable(describe(window.frameGeometry())));
    QCOMPARE(window.frameGeometry().size(), QSize(1280, 720));
}

// On a 1280×720 screen, in a dark desktop with its larger font (qt6ct's default, 12 pt),
// the search panel's tabs read "Search", "History", "Bookmarks", not "Sea…", "Hist…",
// "Bookma…": every tab of the window's tab bars is as wide as a bar unconstrained gives it.
void TestScreens::thePanelsTabsShowTheirWholeTitlesInADarkDesktop()
{
    if (!qEnvironmentVariableIsEmpty(kLaptopRole))
        QSKIP("run on the laptop's screen only to save its geometry");
    const QFont font = QApplication::font();
    const QPalette palette = QApplication::palette();
    QFont larger = font;
    larger.setPointSize(12);
    QApplication::setFont(larger);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, Qt::white);
    dark.setColor(QPalette::Base, QColor(0x24, 0x24, 0x24));
    dark.setColor(QPalette::Text, Qt::white);
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, Qt::white);
    QApplication::setPalette(dark);
    const auto restore = qScopeGuard([&] {
        QApplication::setFont(font);
        QApplication::setPalette(palette);
    });

    MainWindow window(m_db);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.width() <= 1280);
    QList<QTabBar *> bars;
    QTRY_VERIFY(!(bars = window.findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)).isEmpty());
    int tabs = 0;
    for (QTabBar *bar : std::as_const(bars)) {
        if (!bar->isVisible())
            continue;
        QTabBar whole;
        whole.setDrawBase(false);
        whole.setExpanding(false);
        for (int i = 0; i < bar->count(); ++i)
            whole.addTab(bar->tabText(i));
        whole.resize(whole.sizeHint());
        for (int i = 0; i < bar->count(); ++i, ++tabs)
            QVERIFY2(bar->tabRect(i).width() >= whole.tabRect(i).width(),
                     qPrintable(QStringLiteral("\"%1\" %2 px wide of %3 in a window %4 px wide")
                                    .arg(bar->tabText(i))
                                    .arg(bar->tabRect(i).width())
                                    .arg(whole.tabRect(i).width())
                                    .arg(window.width())));
    }
    QCOMPARE(tabs, 3); // Search, History, Bookmarks
}

// The import dialog on a 1280×720 screen, in German at 12 pt: its intro wraps to eight
// lines, and the list of files below it still shows its header and four rows.
void TestScreens::theImportDialogShowsItsFilesInGermanAtALargerFont()
{
    if (!qEnvironmentVariableIsEmpty(kLaptopRole))
        QSKIP("run on the laptop's screen only to save its geometry");
    const QFont font = QApplication::font();
    QFont larger = font;
    larger.setPointSize(12);
    QApplication::setFont(larger);
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([&] {
        QApplication::setFont(font);
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    });
    ImportDialog dialog(m_db);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.windowTitle() != QStringLiteral("Import rules")); // in German
    const QRect available = dialog.screen()->availableGeometry();
    QVERIFY2(available.contains(dialog.frameGeometry()), qPrintable(describe(dialog.frameGeometry())));
    auto *files = dialog.findChild<QTreeWidget *>();
    QVERIFY(files);
    const int row = files->header()->height();
    QVERIFY2(files->viewport()->height() >= 4 * row,
             qPrintable(QStringLiteral("the list of files %1 px high, rows of %2, in a dialog %3 px high")
                            .arg(files->viewport()->height())
                            .arg(row)
                            .arg(dialog.height())));
}

int main(int argc, char **argv)
{
    // The screen is the platform's, fixed when the application starts.
    const bool laptop = !qEnvironmentVariableIsEmpty(kLaptopRole);
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile="
                                   + screenConfig(laptop ? "laptop-1366x768.json" : "projector-1280x720.json").toLocal8Bit());
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Rulekeeper"));
    TestScreens test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_screens.moc"
