#include "text/pdftext.h"

#include "importerror.h"
#include "text/pdfmodule.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibrary>
#include <QStringList>

#include <iterator>
#include <mutex>

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

// Where the PDF reader is looked for, in order: RULEKEEPER_PDF_MODULE (the file itself),
// where an installed Rulekeeper keeps it (beside the program's folder, as the package lays
// it out), and where this build made it.
QStringList moduleCandidates()
{
    QStringList out;
    if (const QString named = qEnvironmentVariable("RULEKEEPER_PDF_MODULE"); !named.isEmpty())
        return {named};
    if (QCoreApplication::instance())
        out << QDir(QCoreApplication::applicationDirPath())
                   .filePath(QStringLiteral(RULEKEEPER_PDF_MODULE_INSTALLED_DIR "/") + QLatin1StringView(pdfmodule::kName));
    out << QStringLiteral(RULEKEEPER_PDF_MODULE_BUILD_DIR "/") + QLatin1StringView(pdfmodule::kName);
    return out;
}

// The reader's entry point, loaded once; throws ImportError naming fileName when no
// candidate loads (the module not installed, or not the one this program expects).
pdfmodule::Entry pdfReader(const QString &fileName)
{
    static std::mutex mutex;
    static pdfmodule::Entry entry = nullptr;
    const std::lock_guard lock(mutex);
    if (entry)
        return entry;
    QStringList tried;
    for (const QString &candidate : moduleCandidates()) {
        // Kept loaded for the program's life: QLibrary's destructor never unloads, and the
        // hint keeps even an unload() elsewhere from doing so.
        QLibrary library(candidate);
        library.setLoadHints(QLibrary::PreventUnloadHint);
        entry = reinterpret_cast<pdfmodule::Entry>(library.resolve(pdfmodule::kEntry));
        if (entry)
            return entry;
        tried << library.errorString();
    }
    throw ImportError(fileName, 0,
                      QStringLiteral("expected Rulekeeper's PDF reader (lib%1.so) to read a PDF, and it could not be "
                                     "loaded (%2): install it with Rulekeeper, or import the PDF's text instead "
                                     "(a text dump, e.g. from pdftotext -layout)")
                          .arg(QLatin1StringView(pdfmodule::kName), tried.join(QStringLiteral("; "))));
}

} // namespace

bool isPdf(const QByteArray &bytes)
{
    return bytes.startsWith("%PDF-");
}

QString pdfText(const QByteArray &bytes, const QString &fileName)
{
    const pdfmodule::Entry read = pdfReader(fileName);
    QString text;
    int pages = 0;
    switch (read(&bytes, &text, &pages)) {
    case pdfmodule::Read:
        break;
    case pdfmodule::Locked:
        throw ImportError(fileName, 0, QStringLiteral("expected a PDF that can be read without a password"));
    default:
        throw ImportError(fileName, 0, QStringLiteral("expected a PDF that can be opened: this one is damaged or cut short (a download broken off?)"));
    }
    if (text.trimmed().isEmpty())
        throw ImportError(fileName, 0,
                          QStringLiteral("expected a PDF with text in it: its %1 page(s) hold only images (a scan?)")
                              .arg(pages));
    return withoutLigatures(std::move(text));
}

} // namespace importers
