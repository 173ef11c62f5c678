// The import dialog: files become editions, Cancel stores nothing, dropped files open it,
// dates stated kept unless a row is chosen, clashes shown before Import.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "dialogs/importdialog.h"
#include "importer.h"
#include "rulesstore.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUrl>

namespace {

// A database of its own, so that the shared one stays as the other tests expect.
QString freshDatabase(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("import.sqlite"));
    rulesdb::RulesStore store(path);
    importers::importFiles(store, {testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt"))}, {});
    return path;
}

QStringList editionItems(const MainWindow &window)
{
    QStringList items;
    const auto *box = window.findChild<QComboBox *>(QStringLiteral("editionBox"));
    for (int i = 0; i < box->count(); ++i)
        items << box->itemText(i);
    return items;
}

} // namespace

class TestImportDialog : public AppTest {
    Q_OBJECT
private slots:
    void importedFilesBecomeEditions();
    void cancelledImportStoresNothing();
    void droppedFilesOpenTheImportDialog();
    void importDialogKeepsStatedDatesAndShowsClashes();
    void importDialogDateGoesToTheRowChosen();
    void replacingAWholeEditionByLessAsksFirst();
    void aFileNamingNoDocumentIsImportedAsTheOneChosen();
    void aFolderOfSectionsIsOneEdition();
    void theDialogOffersEveryShapeItReads();
    void aCardFileIsPreviewedAndImportedAsCards();
};

void TestImportDialog::importedFilesBecomeEditions()
{
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    QCOMPARE(editionItems(window), QStringList{QStringLiteral("2024-07-30 en")});

    // An official text states its date: it can be imported as it is.
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    QVERIFY(dialog && dialog->isVisible());
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 1 file."));
    QCOMPARE(files->topLevelItem(0)->text(1), QStringLiteral("Official CR text"));
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2024-11-08"));
    QVERIFY2(files->topLevelItem(0)->text(3).startsWith(QStringLiteral("11 rules, 1 example, 2 glossary terms")), qPrintable(files->topLevelItem(0)->text(3)));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.front().front().toBool(), true);
    QVERIFY2(dialog->report().startsWith(QStringLiteral("2024-11-08 en: 11 rules, 1 example, 2 glossary terms  (mini-2024-11-08.txt)")), qPrintable(dialog->report()));
    // The new edition is in the picker and shown.
    QCOMPARE(editionItems(window), (QStringList{QStringLiteral("2024-11-08 en"), QStringLiteral("2024-07-30 en")}));
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText(), QStringLiteral("2024-11-08 en"));

    // Rows state no date: the dialog asks for one before it imports.
    dialog->addFiles({testsupport::testData(QStringLiteral("rows/mini.csv"))});
    QTRY_VERIFY2(status->text().contains(QStringLiteral("does not say which edition it is")), qPrintable(status->text()));
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("none stated"));
    QVERIFY(!dialog->startImport());
    auto *date = dialog->findChild<QLineEdit *>(QStringLiteral("importDate"));
    QTest::keyClicks(date, QStringLiteral("2025-03-01"));
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2025-03-01"));
    QCOMPARE(status->text(), QStringLiteral("Ready to import 1 file."));
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 2);
    QVERIFY2(dialog->report().startsWith(QStringLiteral("2025-03-01 en: ")), qPrintable(dialog->report()));
    // Its warnings are listed, never silent.
    QVERIFY2(dialog->report().contains(QStringLiteral("warning")), qPrintable(dialog->report()));
    QCOMPARE(editionItems(window).front(), QStringLiteral("2025-03-01 en (partial)"));

    // A policy document imported is read next, at its first section in its own edition: its
    // date is no edition of the rules, and the rules read stay as they were.
    dialog->addFiles({testsupport::testData(QStringLiteral("policy/gatherer-ipg.html"))});
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 1 file."));
    QVERIFY2(files->topLevelItem(0)->text(3).startsWith(QStringLiteral("IPG, 6 sections, in en")),
             qPrintable(files->topLevelItem(0)->text(3)));
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 3);
    QVERIFY2(dialog->report().startsWith(QStringLiteral("IPG 2019-04-02 en: 6 sections  (gatherer-ipg.html)")),
             qPrintable(dialog->report()));
    QVERIFY(window.current());
    QCOMPARE(window.current()->kind, Target::Section);
    QCOMPARE(window.current()->document, rulesdb::Document::IPG);
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("documentBox"))->currentText(), QStringLiteral("IPG"));
    QVERIFY2(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText().startsWith(QStringLiteral("2019-04-02")),
             qPrintable(window.findChild<QComboBox *>(QStringLiteral("editionBox"))->currentText()));

    // A file that holds no rules is refused before anything is written.
    dialog->addFiles({testsupport::testData(QStringLiteral("editions/not-a-cr.txt"))});
    QTRY_VERIFY2(status->text().contains(QStringLiteral("cannot be imported")), qPrintable(status->text()));
    QVERIFY(files->topLevelItem(0)->text(3).startsWith(QStringLiteral("not-a-cr.txt:")));
    QVERIFY(!dialog->startImport());
}

// A real MTGJSON set file (skipped without ../shared): a snapshot of the cards, not the
// card rulings its rulings would make of it; imported, the cards are read next.
void TestImportDialog::aCardFileIsPreviewedAndImportedAsCards()
{
    const QString set = testsupport::corpusFile(QStringLiteral("cards/mtgjson5/TSP-2025-08-18.json"));
    if (set.isEmpty() || !QFileInfo::exists(set))
        QSKIP("../shared/corpus/cards (the real card files) is absent beside this clone; skipping");
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    ImportDialog *dialog = window.openImportDialog({set});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    QTRY_COMPARE_WITH_TIMEOUT(status->text(), QStringLiteral("Ready to import 1 file."), 20000);
    QCOMPARE(files->topLevelItem(0)->text(1), QStringLiteral("MTGJSON cards"));
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2025-08-18"));
    const QString contents = files->topLevelItem(0)->text(3);
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d+ cards, \\d+ rulings$")).match(contents).hasMatch(), qPrintable(contents));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QVERIFY2(dialog->report().startsWith(QStringLiteral("Cards of 2025-08-18: ")), qPrintable(dialog->report()));
    QVERIFY2(dialog->report().contains(QStringLiteral("(TSP-2025-08-18.json)")), qPrintable(dialog->report()));
    // The cards are in the document picker and one of them is shown.
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("documentBox"))->currentText(), QStringLiteral("Cards"));
    QVERIFY(window.current() && window.current()->kind == Target::Card);
    QVERIFY(window.showCard(QStringLiteral("Lotus Bloom")));
}

void TestImportDialog::cancelledImportStoresNothing()
{
    QTemporaryDir dir;
    const QString db = freshDatabase(dir);
    MainWindow window(db);
    window.show();
    ImportDialog *dialog = window.openImportDialog(
        {testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt")),
         testsupport::testData(QStringLiteral("rulings/dated-sample.txt")),
         testsupport::testData(QStringLiteral("rulings/set-m99.json"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 3 files."));
    // Cancel from the import's first step report, as a click on Cancel would, but at a
    // known point: the import cannot be over before it is asked to stop.
    connect(dialog, &ImportDialog::progressed, dialog, [dialog](int, int) { dialog->cancelImport(); },
            Qt::DirectConnection);
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.front().front().toBool(), false);
    QCOMPARE(dialog->report(), QStringLiteral("Import cancelled: nothing was stored."));
    QCOMPARE(editionItems(window), QStringList{QStringLiteral("2024-07-30 en")});
    rulesdb::RulesStore store(db);
    QCOMPARE(store.editions().size(), size_t(1));
    QCOMPARE(store.rulingSets().size(), size_t(0));
    // The files stay listed, to import them after all.
    QCOMPARE(dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"))->topLevelItemCount(), 3);
}

void TestImportDialog::droppedFilesOpenTheImportDialog()
{
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt")))});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    auto *dialog = window.findChild<ImportDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    QCOMPARE(files->topLevelItemCount(), 1);
    QCOMPARE(files->topLevelItem(0)->text(0), QStringLiteral("mini-2024-11-08.txt"));

    // A folder is not a rules file: nothing to drop.
    QMimeData folder;
    folder.setUrls({QUrl::fromLocalFile(dir.path())});
    QDragEnterEvent refused(QPoint(50, 50), Qt::CopyAction, &folder, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());
}

// A date typed in the import dialog is for the files that state none: a dated-rulings page
// keeps its own (2012-03-02). A file of a date and language already here is shown as a
// clash before Import, naming the dialog's Replace option.
void TestImportDialog::importDialogKeepsStatedDatesAndShowsClashes()
{
    QTemporaryDir dir;
    const QString db = freshDatabase(dir);
    {
        rulesdb::RulesStore store(db);
        store.addEdition(testsupport::madeEdition("2024-11-08", {{"1.", "Game Concepts"}, {"100.1", "Another copy."}}));
    }
    MainWindow window(db);
    window.show();
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("rulings/dated-sample.txt")),
                                                    testsupport::testData(QStringLiteral("rows/mini.csv"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    auto *date = dialog->findChild<QLineEdit *>(QStringLiteral("importDate"));
    QTRY_VERIFY(status->text().contains(QStringLiteral("give its date above")));
    date->setText(QStringLiteral("2023-05-05"));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 2 files."));
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2012-03-02"));
    QCOMPARE(files->topLevelItem(1)->text(2), QStringLiteral("2023-05-05"));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    const auto dates = editionItems(window).join(u' ');
    QVERIFY2(dates.contains(QStringLiteral("2012-03-02 en")) && dates.contains(QStringLiteral("2023-05-05 en")), qPrintable(dates + u'\n' + dialog->report()));
    dialog->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // a new dialog next

    ImportDialog *again = window.openImportDialog({testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    auto *againStatus = again->findChild<QLabel *>(QStringLiteral("importStatus"));
    QTRY_VERIFY2(againStatus->text().contains(QStringLiteral("already here")), qPrintable(againStatus->text()));
    QVERIFY2(againStatus->text().contains(QStringLiteral("“Replace an edition of the same date and language”")),
             qPrintable(againStatus->text()));
    QVERIFY(!againStatus->text().contains(QStringLiteral("--replace")));
    QVERIFY(!again->startImport());
    for (QCheckBox *box : again->findChildren<QCheckBox *>())
        if (box->text().contains(QStringLiteral("Re&place")))
            box->setChecked(true);
    QTRY_COMPARE(againStatus->text(), QStringLiteral("Ready to import 1 file."));
}

// A policy file whose text names no document cannot be guessed: the dialog says to choose
// it (not to give a command-line flag), and imports it as the document chosen.
void TestImportDialog::aFileNamingNoDocumentIsImportedAsTheOneChosen()
{
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("policy/untitled-mtr.txt"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("does not say which document it is: choose it under “Document”")),
                 qPrintable(status->text()));
    QVERIFY(!dialog->startImport());
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    const QString row = files->topLevelItem(0)->text(3);
    QVERIFY2(row.contains(QStringLiteral("choose it under “Document”")) && !row.contains(QStringLiteral("--document")), qPrintable(row));
    auto *document = dialog->findChild<QComboBox *>(QStringLiteral("importDocument"));
    QVERIFY(document && document->isVisible());
    document->setCurrentIndex(document->findText(QStringLiteral("Magic Tournament Rules")));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 1 file."));
    QVERIFY2(files->topLevelItem(0)->text(3).startsWith(QStringLiteral("MTR")), qPrintable(files->topLevelItem(0)->text(3)));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(dialog->importedEditions().size(), size_t(1));
    QCOMPARE(dialog->importedEditions().front().document, rulesdb::Document::MTR);
    QCOMPARE(dialog->importedEditions().front().date, QStringLiteral("2031-04-07"));
}

// The section files of a French Vanilla version, given as their folder, are one edition,
// as on the command line.
void TestImportDialog::aFolderOfSectionsIsOneEdition()
{
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("policy/frenchvanilla-ipg"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 1 file."));
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    QCOMPARE(files->topLevelItemCount(), 1);
    QVERIFY2(files->topLevelItem(0)->text(3).startsWith(QStringLiteral("IPG")), qPrintable(files->topLevelItem(0)->text(3)));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(dialog->importedEditions().size(), size_t(1));
    QCOMPARE(dialog->importedEditions().front().document, rulesdb::Document::IPG);
}

// The words above the list name every shape the importers read, the file chooser lists
// the change-marked archives (.ejs) among the rules files, and a folder can be chosen.
void TestImportDialog::theDialogOffersEveryShapeItReads()
{
    ImportDialog *dialog = m_window->openImportDialog();
    QString intro;
    for (QLabel *label : dialog->findChildren<QLabel *>())
        if (label->wordWrap() && label->objectName().isEmpty())
            intro += label->text();
    for (const char *shape : {"text files", "CSV", "HTML", "book pages", "card rulings", "PDF", ".ejs", "folder of JSON sections",
                              "plain-text rules", "Tournament Rules", "Infraction Procedure Guide", "Judging at Regular REL",
                              "MTGJSON", "Scryfall", "Cockatrice"})
        QVERIFY2(intro.contains(QString::fromLatin1(shape)), shape);
    // Each chooser, opened from its button, is looked at and closed.
    QStringList filters;
    QList<QFileDialog::FileMode> modes;
    QTimer watch;
    connect(&watch, &QTimer::timeout, this, [&] {
        if (auto *chooser = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            filters << chooser->nameFilters();
            modes << chooser->fileMode();
            chooser->reject();
        }
    });
    watch.start(10);
    QPushButton *files = nullptr, *folder = nullptr;
    for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("&Add files…"))
            files = b;
        if (b->text() == QStringLiteral("Add a f&older…"))
            folder = b;
    }
    QVERIFY(files && folder);
    files->click();
    QVERIFY2(!filters.isEmpty() && filters.first().contains(QStringLiteral("*.ejs")), qPrintable(filters.join(u';')));
    folder->click();
    QCOMPARE(modes.size(), 2);
    QCOMPARE(modes.last(), QFileDialog::Directory);
}

// A date typed goes to the rows selected even over the date their file states (a page
// that states the wrong day), while the other files keep their own.
void TestImportDialog::importDialogDateGoesToTheRowChosen()
{
    QTemporaryDir dir;
    MainWindow window(freshDatabase(dir));
    window.show();
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("rulings/dated-sample.txt")),
                                                    testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    auto *files = dialog->findChild<QTreeWidget *>(QStringLiteral("importFiles"));
    auto *date = dialog->findChild<QLineEdit *>(QStringLiteral("importDate"));
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 2 files."));
    date->setText(QStringLiteral("2012-03-09"));
    // No row chosen: both files state a date and keep it.
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2012-03-02"));
    QCOMPARE(files->topLevelItem(1)->text(2), QStringLiteral("2024-11-08"));
    // The first row chosen: the date typed is its own now; the other keeps its date.
    files->topLevelItem(0)->setSelected(true);
    QCOMPARE(files->topLevelItem(0)->text(2), QStringLiteral("2012-03-09"));
    QCOMPARE(files->topLevelItem(1)->text(2), QStringLiteral("2024-11-08"));
    QCOMPARE(status->text(), QStringLiteral("Ready to import 2 files."));
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.front().front().toBool(), true);
    const QString editions = editionItems(window).join(u'|');
    QVERIFY2(editions.contains(QStringLiteral("2012-03-09 en")) && editions.contains(QStringLiteral("2024-11-08 en"))
                 && !editions.contains(QStringLiteral("2012-03-02")),
             qPrintable(editions + u'\n' + dialog->report()));
}

// "Replace" ticked, a copy that broke off would replace the whole edition of its date: the
// dialog asks first, naming the edition and the rules lost; kept unless confirmed. (A
// picture of the question is saved where RULEKEEPER_SHOTS names, to look at.)
void TestImportDialog::replacingAWholeEditionByLessAsksFirst()
{
    QTemporaryDir dir;
    const QString db = freshDatabase(dir);
    {
        rulesdb::RulesStore store(db);
        rulesdb::EditionData whole = testsupport::madeEdition("2025-03-01", {{"1.", "Game Concepts"}, {"100.", "General"}});
        for (int i = 1; i <= 40; ++i)
            whole.rules.push_back({QStringLiteral("100.%1").arg(i), QStringLiteral("Rule %1 of the whole edition.").arg(i)});
        store.addEdition(whole);
    }
    MainWindow window(db);
    window.show();
    ImportDialog *dialog = window.openImportDialog({testsupport::testData(QStringLiteral("editions/broken-off-2025-03-01.txt"))});
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("importStatus"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("already here")), qPrintable(status->text()));
    for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
        if (box->text().contains(QStringLiteral("Re&place")))
            box->setChecked(true);
    QTRY_COMPARE(status->text(), QStringLiteral("Ready to import 1 file."));

    // Answers the question as it comes up: what it said, then the button named.
    const auto answer = [&](const char *button, QString *said) {
        QTimer::singleShot(0, dialog, [=] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QStringLiteral("replaceLossQuestion"))
                return; // no question: the test fails on what follows
            *said = box->text();
            if (const QString shots = qEnvironmentVariable("RULEKEEPER_SHOTS"); !shots.isEmpty())
                box->grab().save(shots + QStringLiteral("/import-replace-question.png"));
            box->findChild<QPushButton *>(QString::fromLatin1(button))->click();
        });
    };
    QString said;
    answer("keepEditions", &said);
    QVERIFY(!dialog->startImport());
    QVERIFY2(said.contains(QStringLiteral("The whole CR of 2025-03-01 (en) here, imported from 2025-03-01.txt, holds "
                                          "40 rules, 0 examples, 0 glossary terms.")),
             qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("broken-off-2025-03-01.txt is read as incomplete and holds ")), qPrintable(said));
    QVERIFY2(said.contains(QRegularExpression(QStringLiteral("Replacing it loses \\d+ rules"))), qPrintable(said));
    QCOMPARE(status->text(), QStringLiteral("Nothing was imported: the editions here were kept."));
    {
        rulesdb::RulesStore store(db);
        QCOMPARE(store.edition(QStringLiteral("2025-03-01"), QStringLiteral("en"))->rules, 40);
    }

    said.clear();
    answer("replaceAnyway", &said);
    QSignalSpy finished(dialog, &ImportDialog::importFinished);
    QVERIFY(dialog->startImport());
    QVERIFY(!said.isEmpty());
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.front().front().toBool(), true);
    rulesdb::RulesStore store(db);
    QVERIFY(store.edition(QStringLiteral("2025-03-01"), QStringLiteral("en"))->flags & rulesdb::FlagIncomplete);
}

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
