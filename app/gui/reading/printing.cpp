#include "reading/printing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>
#include <QTextDocument>
#include <stdexcept>
#include <QThread>

namespace gui {

std::unique_ptr<QPrinter> chosenPrinter(QWidget *parent, const QString &title)
{
    auto printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    printer->setDocName(title);
    QPrintDialog dialog(printer.get(), parent);
    dialog.setWindowTitle(QCoreApplication::translate("gui::Printing", "Print %1").arg(title));
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    return printer;
}

QString chosenPdfFile(QWidget *parent, const QString &suggestedName)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // A title can hold characters a file name cannot.
    QString name = suggestedName;
    for (const QChar c : {u'/', u'\\', u':'})
        name.replace(c, u'-');
    return QFileDialog::getSaveFileName(parent, QCoreApplication::translate("gui::Printing", "Save as PDF"),
                                        QDir(folder).filePath(name + QStringLiteral(".pdf")),
                                        QCoreApplication::translate("gui::Printing", "PDF files (*.pdf)"));
}

std::unique_ptr<QPrinter> pdfPrinter(const QString &file, const QString &title, QString *error)
{
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QCoreApplication::translate("gui::Printing", "Cannot write %1: %2").arg(file, out.errorString());
            return nullptr;
        }
    }
    auto printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    printer->setOutputFormat(QPrinter::PdfFormat);
    printer->setOutputFileName(file);
    printer->setDocName(title);
    printer->setCreator(QCoreApplication::applicationName());
    return printer;
}

QString writePdf(const QTextDocument &document, const QString &title, const QString &file)
{
    QString error;
    const auto printer = pdfPrinter(file, title, &error);
    if (!printer)
        return error;
    document.print(printer.get());
    return QFileInfo(file).size() > 0 ? QString()
                                      : QCoreApplication::translate("gui::Printing", "Nothing was written to %1.").arg(file);
}

PrintJob::PrintJob(std::function<std::unique_ptr<QTextDocument>()> makeDocument, std::unique_ptr<QPrinter> printer,
                   QObject *parent)
    : BackgroundTask(
          [makeDocument = std::move(makeDocument), printer = std::shared_ptr<QPrinter>(std::move(printer))] {
              const auto document = makeDocument();
              document->print(printer.get());
              if (printer->outputFormat() == QPrinter::PdfFormat && QFileInfo(printer->outputFileName()).size() == 0)
                  throw std::runtime_error(QCoreApplication::translate("gui::Printing", "Nothing was written to %1.")
                                               .arg(printer->outputFileName())
                                               .toStdString());
          },
          parent)
{
}

// The printer lives in the work, which the task keeps until it is destroyed; the task waits
// for the thread first.
PrintJob::~PrintJob() = default;

} // namespace gui
