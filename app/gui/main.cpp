// rulekeeper: the judge's rules reference.

#include "bundleddatabase.h"
#include "diffview.h"
#include "mainwindow.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rulekeeper"));
    QApplication::setApplicationName(QStringLiteral("rulekeeper"));
    QApplication::setApplicationDisplayName(QStringLiteral("Rulekeeper"));
    QApplication::setApplicationVersion(QStringLiteral(RULEKEEPER_VERSION));

    // The app's own strings and Qt's, in the system language when we have it.
    gui::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Magic: The Gathering Comprehensive Rules reference."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"),
                                QApplication::translate("main", "Database file (default: RULEKEEPER_DB or the user's data folder)."),
                                QStringLiteral("path"));
    const QCommandLineOption rule(QStringLiteral("rule"),
                                  QApplication::translate("main", "Open at this rule."),
                                  QStringLiteral("number"));
    const QCommandLineOption edition(QStringLiteral("edition"),
                                     QApplication::translate("main", "Edition date (YYYY-MM-DD)."),
                                     QStringLiteral("date"));
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  QApplication::translate("main", "Open the edition in force on this date (YYYY-MM-DD)."),
                                  QStringLiteral("date"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to this file and exit."),
        QStringLiteral("file"));
    const QCommandLineOption search(QStringLiteral("search"),
                               QApplication::translate("main", "Open the search panel with this query."),
                               QStringLiteral("words"));
    const QCommandLineOption history(QStringLiteral("history"),
                                     QApplication::translate("main", "Open the history panel of the rule."));
    const QCommandLineOption diff(QStringLiteral("diff"),
                                  QApplication::translate("main", "Open the diff view on two editions, e.g. 2024-07-30..2026-01-16."),
                                  QStringLiteral("from..to"));
    parser.addOptions({db, rule, edition, asOf, search, history, diff, screenshot});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QApplication::translate("main", "Rules files to import (opens the import dialog)."),
                                 QStringLiteral("[files...]"));
    parser.process(app);

    QString error;
    const QString path = gui::databaseToOpen(parser.value(db), &error);
    if (path.isEmpty()) {
        QMessageBox box(QMessageBox::Critical, QApplication::applicationDisplayName(), error);
        box.setTextFormat(Qt::PlainText); // the path is shown as it is
        box.exec();
        return 2;
    }
    gui::MainWindow window(path);
    // Where the judge left off; the command line's choices below come on top of it.
    QSettings settings;
    window.rememberSessionIn(&settings);
    if (parser.isSet(edition) && !window.selectEdition(parser.value(edition)))
        std::fprintf(stderr, "rulekeeper: no edition dated %s\n",
                     qPrintable(parser.value(edition)));
    if (parser.isSet(asOf) && !window.selectEditionInForce(parser.value(asOf)))
        std::fprintf(stderr, "rulekeeper: no edition in force on %s\n", qPrintable(parser.value(asOf)));
    if (parser.isSet(rule) && !window.showRule(parser.value(rule)))
        std::fprintf(stderr, "rulekeeper: rule %s not found\n", qPrintable(parser.value(rule)));
    if (parser.isSet(search))
        window.search(parser.value(search));
    if (parser.isSet(history))
        window.showHistoryPanel();
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openImportDialog(parser.positionalArguments());
    gui::DiffView *diffView = nullptr;
    if (parser.isSet(diff)) {
        const QStringList dates = parser.value(diff).split(QStringLiteral(".."));
        diffView = dates.size() == 2 ? window.openDiffView(dates[0].trimmed(), dates[1].trimmed()) : nullptr;
        if (!diffView)
            std::fprintf(stderr, "rulekeeper: --diff wants two editions here, e.g. 2024-07-30..2026-01-16\n");
    }

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        const auto grab = [&window, diffView, file] {
            // The diff view or a dialog in front, when one is open: that is what the user
            // looks at.
            QWidget *front = diffView                          ? diffView
                             : QApplication::activeModalWidget() ? QApplication::activeModalWidget()
                             : QApplication::activeWindow()    ? QApplication::activeWindow()
                                                               : &window;
            const bool ok = front->grab().save(file);
            if (!ok)
                std::fprintf(stderr, "rulekeeper: cannot save %s\n", qPrintable(file));
            QApplication::exit(ok ? 0 : 2);
        };
        // A diff is worth a picture once it is there.
        if (diffView && diffView->isBusy())
            QObject::connect(diffView, &gui::DiffView::ready, &window,
                             [&window, grab] { QTimer::singleShot(300, &window, grab); });
        else
            QTimer::singleShot(300, &window, grab);
    }
    return app.exec();
}
