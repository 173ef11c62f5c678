// librulekeeper-pdf.so: the text of a PDF read with Poppler (pdfmodule.h). Loaded by
// pdftext.cpp when a PDF is imported; nothing else links Poppler.

#include "text/pdfmodule.h"

#include <poppler-qt6.h>

#include <memory>

extern "C" Q_DECL_EXPORT int rulekeeper_pdf_text_v1(const QByteArray *bytes, QString *text, int *pages)
{
    using namespace importers::pdfmodule;
    // Poppler tells what it finds wrong in a damaged file on the debug output; the
    // importer's error is what says it, once, to the user.
    static const bool quiet = [] {
        Poppler::setDebugErrorFunction([](const QString &, const QVariant &) {}, QVariant());
        return true;
    }();
    Q_UNUSED(quiet)
    const std::unique_ptr<Poppler::Document> document = Poppler::Document::loadFromData(*bytes);
    if (!document)
        return Unreadable;
    if (document->isLocked())
        return Locked;
    text->clear();
    *pages = document->numPages();
    for (int i = 0; i < document->numPages(); ++i) {
        const std::unique_ptr<Poppler::Page> page = document->page(i);
        if (!page)
            continue;
        QString pageText = page->text(QRectF(), Poppler::Page::PhysicalLayout);
        pageText.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        pageText.replace(u'\r', u'\n');
        pageText.replace(u'\f', u'\n');
        *text += pageText;
        if (!text->endsWith(u'\n'))
            *text += u'\n';
    }
    return Read;
}
