#pragma once
// Paper and PDF for the documents the app lays out (a rule, a diff report). A report of
// a thousand changes takes seconds to break into pages, so it is built and printed on a
// thread of its own (a PrintJob); QPainter may paint on a QPrinter from any one thread.

#include "workers/backgroundtask.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

class QPrinter;
class QTextDocument;
class QWidget;

namespace gui {

// Asks the user for a printer; nullptr when cancelled.
std::unique_ptr<QPrinter> chosenPrinter(QWidget *parent, const QString &title);
// Asks where to save a PDF, starting at `suggestedName` in the user's documents folder;
// empty when cancelled.
QString chosenPdfFile(QWidget *parent, const QString &suggestedName);
// A printer that writes a PDF file titled `title`; nullptr (and why in *error) when the
// file cannot be written, as the PDF engine itself would fail without a word.
std::unique_ptr<QPrinter> pdfPrinter(const QString &file, const QString &title, QString *error);

// Writes the document to a PDF file, here and now; empty on success, else why not.
QString writePdf(const QTextDocument &document, const QString &title, const QString &file);

// Builds a document and prints it, both on a thread of its own.
class PrintJob : public BackgroundTask {
    Q_OBJECT
public:
    // `makeDocument` runs on the job's thread: it must share nothing it changes.
    PrintJob(std::function<std::unique_ptr<QTextDocument>()> makeDocument, std::unique_ptr<QPrinter> printer,
             QObject *parent = nullptr);
    ~PrintJob() override;
};

} // namespace gui
