// rulekeeper: the judge's rules reference.

#include "bundleddatabase.h"
#include "diff/diffview.h"
#include "window/mainwindow.h"
#include "panels/searchpanel.h"
#include "settings/preferences.h"
#include "translations.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCommandLineParser>
#include <QCompleter>
#include <QLineEdit>
#include <QPainter>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <cstdio>

namespace {

// The command line, described once for --help and for the app itself.
struct Options {
    QCommandLineOption db{QStringLiteral("db"),
                          QCoreApplication::translate("main", "Database file (default: RULEKEEPER_DB or the user's data folder)."),
                          QStringLiteral("path")};
    QCommandLineOption rule{QStringLiteral("rule"), QCoreApplication::translate("main", "Open at this rule."),
                            QStringLiteral("number")};
    QCommandLineOption card{QStringLiteral("card"), QCoreApplication::translate("main", "Open at this card."),
                            QStringLiteral("name")};
    QCommandLineOption edition{QStringLiteral("edition"), QCoreApplication::translate("main", "Edition date (YYYY-MM-DD)."),
                               QStringLiteral("date")};
    QCommandLineOption asOf{QStringLiteral("as-of"),
                            QCoreApplication::translate("main", "Open the edition in force on this date (YYYY-MM-DD)."),
                            QStringLiteral("date")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QCoreApplication::translate("main", "Save a picture of the window to this file and exit."),
                                  QStringLiteral("file")};
    QCommandLineOption search{QStringLiteral("search"),
                              QCoreApplication::translate("main", "Open the search panel with this query."),
                              QStringLiteral("words")};
    QCommandLineOption beside{QStringLiteral("beside"),
                              QCoreApplication::translate("main", "Show the same rule in this language beside it (e.g. zh)."),
                              QStringLiteral("language")};
    QCommandLineOption history{QStringLiteral("history"),
                               QCoreApplication::translate("main", "Open the history panel of the rule.")};
    QCommandLineOption lookup{QStringLiteral("lookup"),
                              QCoreApplication::translate("main", "Type this into the lookup box, its choices shown."),
                              QStringLiteral("text")};
    QCommandLineOption diff{QStringLiteral("diff"),
                            QCoreApplication::translate("main", "Open the diff view on two editions, e.g. 2024-07-30..2026-01-16, or on two card snapshots, e.g. 2022-04-25..2025-08-18."),
                            QStringLiteral("from..to")};

    explicit Options(QCommandLineParser &parser)
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "Magic: The Gathering Comprehensive Rules reference."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({db, rule, card, edition, asOf, search, beside, history, lookup, diff, screenshot});
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QCoreApplication::translate("main", "Rules files to import (opens the import dialog)."),
                                     QStringLiteral("[files...]"));
    }
};

void identify()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Rulekeeper"));
    QCoreApplication::setApplicationName(QStringLiteral("rulekeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RULEKEEPER_VERSION));
}

// --help and --version only print: they must work where there is no display (a terminal
// over ssh, a packaging script), so they are answered before any window system is touched.
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        identify();
        gui::installTranslations(app);
        QCommandLineParser parser;
        const Options options(parser);
        parser.process(app); // prints, then exits
        return 0;
    }

    QApplication app(argc, argv);
    identify();
    QApplication::setApplicationDisplayName(QStringLiteral("Rulekeeper"));
    // Desktops match the window to its launcher entry and icon by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.rulekeeper.Rulekeeper"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.rulekeeper.Rulekeeper")));

    // The app's own strings and Qt's, in the language chosen in the preferences, else the
    // system's when we have it.
    QSettings settings;
    gui::installTranslations(app, gui::interfaceLocale(gui::loadPreferences(settings)));

    QCommandLineParser parser;
    const Options options(parser);
    parser.process(app);

    QString error;
    const QString path = gui::databaseToOpen(parser.value(options.db), &error);
    if (path.isEmpty()) {
        QMessageBox box(QMessageBox::Critical, QApplication::applicationDisplayName(), error);
        box.setTextFormat(Qt::PlainText); // the path is shown as it is
        box.exec();
        return 2;
    }
    gui::MainWindow window(path);
    // Where the judge left off; the command line's choices below come on top of it.
    window.rememberSessionIn(&settings);
    if (parser.isSet(options.edition) && !window.selectEdition(parser.value(options.edition)))
        std::fprintf(stderr, "rulekeeper: no edition dated %s\n",
                     qPrintable(parser.value(options.edition)));
    if (parser.isSet(options.asOf) && !window.selectEditionInForce(parser.value(options.asOf)))
        std::fprintf(stderr, "rulekeeper: no edition in force on %s\n", qPrintable(parser.value(options.asOf)));
    if (parser.isSet(options.rule) && !window.showRule(parser.value(options.rule)))
        std::fprintf(stderr, "rulekeeper: rule %s not found\n", qPrintable(parser.value(options.rule)));
    if (parser.isSet(options.card) && !window.showCard(parser.value(options.card)))
        std::fprintf(stderr, "rulekeeper: card %s not found\n", qPrintable(parser.value(options.card)));
    if (parser.isSet(options.search))
        window.search(parser.value(options.search));
    else
        window.showFirstRuleIfNone(); // a first start shows a rule, not an empty pane
    if (parser.isSet(options.history))
        window.showHistoryPanel();
    if (parser.isSet(options.beside) && !window.showBeside(parser.value(options.beside)))
        std::fprintf(stderr, "rulekeeper: no %s edition of that date to show beside\n",
                     qPrintable(parser.value(options.beside)));
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openImportDialog(parser.positionalArguments());
    if (parser.isSet(options.lookup))
        QTimer::singleShot(0, &window, [&window, typed = parser.value(options.lookup)] {
            // As typed: the box's completion asks for its choices as keys are typed.
            if (auto *box = window.findChild<QLineEdit *>(QStringLiteral("lookup"))) {
                box->setFocus();
                box->selectAll();
                box->insert(typed);
            }
        });
    gui::DiffView *diffView = nullptr;
    if (parser.isSet(options.diff)) {
        const QStringList dates = parser.value(options.diff).split(QStringLiteral(".."));
        diffView = dates.size() == 2 ? window.openDiffView(dates[0].trimmed(), dates[1].trimmed()) : nullptr;
        if (!diffView)
            std::fprintf(stderr, "rulekeeper: --diff wants two editions here, e.g. 2024-07-30..2026-01-16\n");
    }

    if (parser.isSet(options.screenshot)) {
        const QString file = parser.value(options.screenshot);
        const auto grab = [&window, diffView, file] {
            // The diff view or a dialog in front, when one is open: that is what the user
            // looks at.
            QWidget *front = diffView                          ? diffView
                             : QApplication::activeModalWidget() ? QApplication::activeModalWidget()
                             : QApplication::activeWindow()    ? QApplication::activeWindow()
                                                               : &window;
            QPixmap shot = front->grab();
            // The lookup box's choices are a window of their own, drawn where they stand.
            if (front == &window)
                if (const auto *box = window.findChild<QLineEdit *>(QStringLiteral("lookup")); box && box->completer())
                    if (QAbstractItemView *popup = box->completer()->popup(); popup && popup->isVisible()) {
                        QPainter painter(&shot);
                        painter.drawPixmap(window.mapFromGlobal(popup->mapToGlobal(QPoint(0, 0))), popup->grab());
                    }
            const bool ok = shot.save(file);
            if (!ok)
                std::fprintf(stderr, "rulekeeper: cannot save %s\n", qPrintable(file));
            QApplication::exit(ok ? 0 : 2);
        };
        // A diff or a search is worth a picture once its results are there.
        const auto *searchPanel = window.findChild<gui::SearchPanel *>();
        auto *settle = new QTimer(&window);
        QObject::connect(settle, &QTimer::timeout, &window, [=, &window] {
            if ((diffView && diffView->isBusy()) || (searchPanel && searchPanel->isSearching()))
                return;
            settle->stop();
            QTimer::singleShot(300, &window, grab);
        });
        settle->start(20);
    }
    return app.exec();
}
