#include "text/pdftext.h"

#include "importerror.h"

#include <poppler-qt6.h>

#include <iterator>
#include <memory>

namespace importers {

namespace {

// The Latin ligatures of the Alphabetic Presentation Forms (U+FB00–U+FB06) a PDF's fonts
// use for "ff", "fi", "fl", "ffi", "ffl", "ſt", "st": as letters, so words are found.
QString withoutLigatures(QString text)
{
    static const char16_t kFirst = 0xFB00;
    static const char *const kSpelled[] = {"ff", "fi", "fl", "ffi", "ffl", "st", "st"};
    for (qsizetype i = text.size(); i-- > 0;) {
        const char16_t c = text.at(i).unicode();
        if (c >= kFirst && c < kFirst + std::size(kSpelled))
            text.replace(i, 1, QLatin1StringView(kSpelled[c - kFirst]));
    }
    return text;
}

} // namespace

bool isPdf(const QByteArray &bytes)
{
    return bytes.startsWith("%PDF-");
}

QString pdfText(const QByteArray &bytes, const QString &fileName)
{
    // Poppler tells what it finds wrong in a damaged file on the debug output; the
    // ImportError is what says it, once, to the user.
    static const bool quiet = [] {
        Poppler::setDebugErrorFunction([](const QString &, const QVariant &) {}, QVariant());
        return true;
    }();
    Q_UNUSED(quiet)
    const std::unique_ptr<Poppler::Document> document = Poppler::Document::loadFromData(bytes);
    if (!document)
        throw ImportError(fileName, 0, QStringLiteral("expected a PDF that can be opened: this one is damaged or cut short (a download broken off?)"));
    if (document->isLocked())
        throw ImportError(fileName, 0, QStringLiteral("expected a PDF that can be read without a password"));
    QString text;
    for (int i = 0; i < document->numPages(); ++i) {
        const std::unique_ptr<Poppler::Page> page = document->page(i);
        if (!page)
            continue;
        QString pageText = page->text(QRectF(), Poppler::Page::PhysicalLayout);
        pageText.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        pageText.replace(u'\r', u'\n');
        pageText.replace(u'\f', u'\n');
        text += pageText;
        if (!text.endsWith(u'\n'))
            text += u'\n';
    }
    if (text.trimmed().isEmpty())
        throw ImportError(fileName, 0,
                          QStringLiteral("expected a PDF with text in it: its %1 page(s) hold only images (a scan?)")
                              .arg(document->numPages()));
    return withoutLigatures(std::move(text));
}

} // namespace importers
