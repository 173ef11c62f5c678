// rulekeeper-appbench: the desktop app's figures on a whole-corpus database.
//
//   rulekeeper-appbench [--corpus DIR | --db DB] [--runs N]
//
// - start-up to the first rule shown: the app started N times as its own process (main()
//   to the first paint of the rule view, and the whole process as the shell sees it);
// - a keystroke in the lookup box to the updated view (completion filtered), and Enter to
//   the rule shown, over lookups judges type;
// - a search asked for in the search panel to its results listed (it runs on a thread of its
//   own; the time the window is held by the request is printed too), over one edition and
//   over every edition;
// - with cards in the database, the first card opened with the contents panel listing every
//   card of the snapshot, the next cards, and a letter typed into that panel's filter;
// - peak memory of the app after those lookups and searches.
// Without a display it runs on Qt's offscreen platform.

#include "cards/cardlistmodel.h"
#include "importer.h"
#include "window/mainwindow.h"
#include "rulesstore.h"
#include "panels/searchpanel.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QKeyEvent>
#include <QLineEdit>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace {

double peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

// The memory resident now, in MB: what the process allocated, and the pages of files it has
// mapped (the database, read through SQLite's memory map, and the libraries). Empty where
// /proc says nothing.
QString residentNow()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return {};
    double anon = -1, file = -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() >= 2 && f[0] == "RssAnon:")
            anon = f[1].toDouble() / 1024.0;
        else if (f.size() >= 2 && f[0] == "RssFile:")
            file = f[1].toDouble() / 1024.0;
    }
    if (anon < 0 || file < 0)
        return {};
    return QStringLiteral("; resident now %1 MB allocated, %2 MB of mapped files")
        .arg(anon, 0, 'f', 0)
        .arg(file, 0, 'f', 0);
}

double quantile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(q * double(values.size())))];
}

// Paints of the rule view's viewport: the rule is on screen after the first.
class FirstPaint : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            painted = true;
        return false;
    }
};

// One start, as a process of its own: prints "<ms to the first rule painted> <peak MB>".
int startOnce(const QString &db, const QElapsedTimer &sinceMain, int argc, char *argv[])
{
    QApplication app(argc, argv);
    gui::MainWindow window(db);
    if (!window.showRule(QStringLiteral("702.33a")))
        return 2;
    auto *view = window.findChild<QWidget *>(QStringLiteral("ruleView"));
    FirstPaint paint;
    if (auto *area = qobject_cast<QAbstractScrollArea *>(view))
        area->viewport()->installEventFilter(&paint);
    window.show();
    while (!paint.painted)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    std::printf("%.1f %.1f\n", double(sinceMain.nsecsElapsed()) / 1e6, peakMegabytes());
    return 0;
}

// Imports a folder of editions into a new database (in a process of its own, so that the
// app's memory is measured without the import's).
int makeDatabase(const QString &db, const QString &folder)
{
    const QDir dir(folder);
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        return 2;
    rulesdb::RulesStore store(db);
    for (const QString &f : files)
        importers::importFiles(store, {dir.filePath(f)}, {});
    store.updateLineage(QStringLiteral("en"));
    std::printf("database              %lld editions, %.1f MB\n", qlonglong(files.size()),
                double(QFileInfo(db).size()) / 1e6);
    return 0;
}

void key(QWidget *target, int code, const QString &text)
{
    QKeyEvent press(QEvent::KeyPress, code, Qt::NoModifier, text);
    QKeyEvent release(QEvent::KeyRelease, code, Qt::NoModifier, text);
    QCoreApplication::sendEvent(target, &press);
    QCoreApplication::sendEvent(target, &release);
    QCoreApplication::processEvents(); // what the keystroke set off (completion, the view)
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    for (int i = 1; i + 1 < argc; ++i) {
        if (QByteArray(argv[i]) == "--start-once")
            return startOnce(QString::fromLocal8Bit(argv[i + 1]), sinceMain, argc, argv);
        if (QByteArray(argv[i]) == "--make-db" && i + 2 < argc) {
            QCoreApplication app(argc, argv);
            return makeDatabase(QString::fromLocal8Bit(argv[i + 1]), QString::fromLocal8Bit(argv[i + 2]));
        }
    }

    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("Folder of .txt editions to import."),
                                    QStringLiteral("dir"), QStringLiteral(RULEKEEPER_SHARED_DIR "/corpus/cr-txt"));
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("A whole-corpus database already made."),
                                      QStringLiteral("path"));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Start-ups to time (default 9)."),
                                  QStringLiteral("n"), QStringLiteral("9"));
    parser.addOptions({corpus, dbOption, runs});
    parser.process(app);

    QTemporaryDir scratch;
    QString db = parser.value(dbOption);
    if (db.isEmpty()) {
        db = scratch.filePath(QStringLiteral("corpus.sqlite"));
        QProcess maker;
        maker.setProcessChannelMode(QProcess::ForwardedChannels);
        maker.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--make-db"), db, parser.value(corpus)});
        if (!maker.waitForFinished(-1) || maker.exitCode() != 0) {
            std::fprintf(stderr, "no editions imported from %s\n", qPrintable(parser.value(corpus)));
            return 2;
        }
    }

    // Start-up, each a fresh process: the operating system's caches are warm after the first.
    std::vector<double> inApp, whole, startMemory;
    for (int i = 0; i < parser.value(runs).toInt(); ++i) {
        QProcess child;
        QElapsedTimer clock;
        clock.start();
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--start-once"), db});
        child.waitForFinished(60000);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        const QList<QByteArray> figures = child.readAllStandardOutput().trimmed().split(' ');
        if (child.exitCode() != 0 || figures.size() != 2) {
            std::fprintf(stderr, "the app did not start: %s\n", child.readAllStandardError().constData());
            return 2;
        }
        inApp.push_back(figures[0].toDouble());
        startMemory.push_back(figures[1].toDouble());
        whole.push_back(ms);
    }
    std::printf("start-up to rule shown median %.0f ms, max %.0f ms (whole process %.0f ms); memory %.0f MB\n",
                quantile(inApp, 0.5), quantile(inApp, 1.0), quantile(whole, 0.5), quantile(startMemory, 0.5));

    // Keystrokes in the lookup box, as judges type them.
    gui::MainWindow window(db);
    window.show();
    QCoreApplication::processEvents();
    auto *lookup = window.findChild<QLineEdit *>(QStringLiteral("lookup"));
    const QStringList typed{QStringLiteral("702.33a"), QStringLiteral("70233a"), QStringLiteral("601.2f"),
                            QStringLiteral("trample"), QStringLiteral("kicker"), QStringLiteral("704.5k"),
                            QStringLiteral("mana ability"), QStringLiteral("100.1"), QStringLiteral("510.1c"),
                            QStringLiteral("deathtouch"), QStringLiteral("903.4"), QStringLiteral("layer")};
    std::vector<double> keystroke, enter;
    for (int round = 0; round < 5; ++round) {
        for (const QString &text : typed) {
            lookup->setFocus();
            lookup->clear();
            QCoreApplication::processEvents();
            for (const QChar c : text) {
                QElapsedTimer clock;
                clock.start();
                key(lookup, c.isDigit() ? Qt::Key_0 + c.digitValue() : Qt::Key_A, QString(c));
                keystroke.push_back(double(clock.nsecsElapsed()) / 1e6);
            }
            QElapsedTimer clock;
            clock.start();
            key(lookup, Qt::Key_Return, QStringLiteral("\r"));
            enter.push_back(double(clock.nsecsElapsed()) / 1e6);
            if (qEnvironmentVariableIsSet("RULEKEEPER_APPBENCH_VERBOSE"))
                std::printf("  %-14s enter %.1f ms\n", qPrintable(text), enter.back());
        }
    }
    std::printf("keystroke to view     median %.2f ms, p95 %.2f ms, max %.2f ms (%zu keys)\n",
                quantile(keystroke, 0.5), quantile(keystroke, 0.95), quantile(keystroke, 1.0), keystroke.size());
    std::printf("enter to rule shown   median %.2f ms, p95 %.2f ms (%zu lookups)\n", quantile(enter, 0.5),
                quantile(enter, 0.95), enter.size());

    // Searches as judges type them, common words ("creature", "damage") among them.
    auto *panel = window.findChild<gui::SearchPanel *>();
    auto *scope = window.findChild<QComboBox *>(QStringLiteral("searchScope"));
    const QStringList queries{QStringLiteral("trample"),       QStringLiteral("creature"),
                              QStringLiteral("\"combat damage\""), QStringLiteral("kick*"),
                              QStringLiteral("mana ability"),  QStringLiteral("state-based actions"),
                              QStringLiteral("damage"),        QStringLiteral("tramle"),
                              QStringLiteral("layer 7"),       QStringLiteral("cleanup step")};
    size_t searches = 0;
    for (const auto &[index, name] : {std::pair{gui::SearchPanel::ThisEdition, "this edition"},
                                       std::pair{gui::SearchPanel::AllEditions, "every edition"}}) {
        scope->setCurrentIndex(scope->findData(index));
        std::vector<double> held, listed;
        for (int round = 0; round < 5; ++round) {
            for (const QString &q : queries) {
                QEventLoop loop;
                const auto shown = QObject::connect(panel, &gui::SearchPanel::resultsShown, &loop, &QEventLoop::quit);
                QElapsedTimer clock;
                clock.start();
                panel->searchFor(q);
                held.push_back(double(clock.nsecsElapsed()) / 1e6);
                loop.exec();
                listed.push_back(double(clock.nsecsElapsed()) / 1e6);
                QObject::disconnect(shown);
                ++searches;
            }
        }
        std::printf("search to results     %s: median %.2f ms, p95 %.2f ms; the window held median %.3f ms (%zu "
                    "searches)\n",
                    name, quantile(listed, 0.5), quantile(listed, 0.95), quantile(held, 0.5), listed.size());
    }
    // With cards in the database: the first card opened lists every card of its snapshot in
    // the contents panel (one query and a model, no widget per card); the next opens reuse
    // the list. Then letters typed into the panel's filter, each to the list filtered.
    if (auto *filter = window.findChild<QLineEdit *>(QStringLiteral("cardFilter"))) {
        QElapsedTimer clock;
        clock.start();
        if (window.showCard(QStringLiteral("Lotus Bloom"))) {
            QCoreApplication::processEvents();
            const double first = double(clock.nsecsElapsed()) / 1e6;
            std::vector<double> again, filtering;
            for (const QString &name : {QStringLiteral("Slippery Bogle"), QStringLiteral("Lightning Bolt"),
                                        QStringLiteral("Tarmogoyf"), QStringLiteral("Lotus Bloom")}) {
                clock.restart();
                window.showCard(name);
                QCoreApplication::processEvents();
                again.push_back(double(clock.nsecsElapsed()) / 1e6);
            }
            for (int round = 0; round < 5; ++round) {
                filter->setFocus();
                filter->clear();
                QCoreApplication::processEvents();
                for (const QChar c : QStringLiteral("bogle")) {
                    clock.restart();
                    key(filter, Qt::Key_A, QString(c));
                    filtering.push_back(double(clock.nsecsElapsed()) / 1e6);
                }
                clock.restart();
                key(filter, Qt::Key_Backspace, QString());
                filtering.push_back(double(clock.nsecsElapsed()) / 1e6);
            }
            const auto *model = window.findChild<gui::CardListModel *>(QStringLiteral("cardListModel"));
            std::printf("cards' contents       first card shown with the list of %d cards %.1f ms, next cards median "
                        "%.1f ms; filter keystroke median %.2f ms, max %.2f ms (%zu keys)\n",
                        model ? model->cardCount() : 0, first, quantile(again, 0.5), quantile(filtering, 0.5),
                        quantile(filtering, 1.0), filtering.size());
        }
    }
    std::printf("peak memory           %.0f MB (the app after %zu lookups and %zu searches)%s\n", peakMegabytes(),
                enter.size(), searches, qPrintable(residentNow()));
    return 0;
}
