#include "printing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>
#include <QTextDocument>
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
    : QObject(parent), m_makeDocument(std::move(makeDocument)), m_printer(std::move(printer))
{
}

PrintJob::~PrintJob()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void PrintJob::start()
{
    Q_ASSERT(!m_thread);
    m_thread = QThread::create([this] {
        const auto document = m_makeDocument();
        document->print(m_printer.get());
        if (m_printer->outputFormat() == QPrinter::PdfFormat && QFileInfo(m_printer->outputFileName()).size() == 0)
            m_error = QCoreApplication::translate("gui::Printing", "Nothing was written to %1.").arg(m_printer->outputFileName());
    });
    // Emitted on the job's thread, delivered (queued) on the owner's.
    connect(m_thread, &QThread::finished, this, &PrintJob::finished);
    m_thread->start();
}

bool PrintJob::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

} // namespace gui
