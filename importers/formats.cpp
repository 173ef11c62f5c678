#include "formats.h"

#include "readers/bookpages.h"
#include "readers/cardrulings.h"
#include "readers/crjson.h"
#include "readers/datasetrows.h"
#include "readers/datedrulings.h"
#include "readers/htmlpage.h"
#include "readers/officialtext.h"
#include "readers/rstpage.h"
#include "policy/bluewizardpage.h"
#include "policy/frenchvanilla.h"
#include "policy/gathererpage.h"
#include "policy/pdftextdump.h"
#include "policy/pdftohtmlpage.h"
#include "policy/plaintextrules.h"
#include "policy/policyedition.h"
#include "policy/vensersarchive.h"

#include <QJsonDocument>
#include <QtGlobal>
#include <algorithm>

namespace importers {

namespace {

// Dataset rows made an edition, with the reader's warnings.
template <auto Reader>
rulesdb::EditionData readRows(const QString &text, const QString &fileName)
{
    QStringList warnings;
    std::vector<DatasetRow> rows = Reader(text, fileName, warnings);
    return rowsToEdition(std::move(rows), fileName, std::move(warnings));
}

rulesdb::EditionData readBookPage(const QString &text, const QString &fileName)
{
    return readBookPages({BookPage{fileName, text}});
}

bool startsLikeJson(QStringView text)
{
    const QStringView start = text.trimmed();
    return start.startsWith(u'[') || start.startsWith(u'{');
}

// One object per line is JSONL; anything else starting like JSON is JSON rows.
bool looksLikeJsonLines(QStringView text)
{
    const QStringView start = text.trimmed();
    const QStringView firstLine = start.left(start.indexOf(u'\n')).trimmed();
    return start.startsWith(u'{') && firstLine.endsWith(u'}') && start.indexOf(u'\n') > 0
           && QJsonDocument::fromJson(firstLine.toUtf8()).isObject();
}

// A policy document read in one of its shapes, made an edition. `Excerpt`: the shape
// leaves out parts of the document (the diff site's templates have no introduction and no
// appendices, bluewizard's conversions dropped appendices), so what it lacks is unknown.
template <auto Reader, bool Excerpt = false>
rulesdb::EditionData readPolicy(const QString &text, const QString &fileName)
{
    rulesdb::EditionData edition = policy::editionFromPolicy(Reader(text, fileName));
    if (Excerpt)
        edition.meta.flags |= rulesdb::FlagPartial;
    return edition;
}

rulesdb::EditionData readFrenchVanilla(const QString &indexPath)
{
    return policy::editionFromPolicy(policy::readFrenchVanillaFolder(indexPath));
}

// The titles are translated by the app's import dialog, in its context. The policy shapes
// come first: each is recognised only by a policy document's own title and markup, while
// the CR's looser shapes (HTML pages, text copies) would take any page of numbered lines.
constexpr FormatInfo kFormats[] = {
    {Format::PolicyFrenchVanilla, "policy-frenchvanilla", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document as JSON sections"),
     policy::recognisesFrenchVanillaIndex, nullptr, readFrenchVanilla},
    {Format::PolicyGatherer, "policy-gatherer", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document from the judges' blog"),
     policy::recognisesGathererPage, readPolicy<policy::readGathererPage>},
    {Format::PolicyPdfToHtml, "policy-pdftohtml", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document as PDF pages in HTML"),
     policy::recognisesPdftohtmlPages, readPolicy<policy::readPdftohtmlPages>},
    {Format::PolicyBlueWizard, "policy-bluewizard", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document converted to HTML"),
     policy::recognisesBluewizardPage, readPolicy<policy::readBluewizardPage, true>},
    {Format::PolicyCalibre, "policy-calibre", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document as an e-book"),
     policy::recognisesCalibrePage, readPolicy<policy::readCalibrePage>},
    {Format::PolicyVensers, "policy-vensers", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document with change marks"),
     policy::recognisesVensersArchive, readPolicy<policy::readVensersArchive, true>},
    {Format::PolicyPdfText, "policy-pdftext", QT_TRANSLATE_NOOP("gui::ImportDialog", "Policy document as PDF text"),
     policy::recognisesPdfTextDump, readPolicy<policy::readPdfTextDump>},
    {Format::PolicyPlainText, "policy-plaintext", QT_TRANSLATE_NOOP("gui::ImportDialog", "Old tournament rules as plain text"),
     policy::recognisesPlainTextRules, readPolicy<policy::readPlainTextRules>},
    {Format::Rst, "rst", QT_TRANSLATE_NOOP("gui::ImportDialog", "reStructuredText"), looksLikeRst, readRstRules},
    {Format::OfficialText, "txt", QT_TRANSLATE_NOOP("gui::ImportDialog", "Official CR text"), looksLikeOfficialText,
     parseOfficialText},
    {Format::CrJson, "cr-json", QT_TRANSLATE_NOOP("gui::ImportDialog", "CR as JSON"), looksLikeCrJson, readCrJson},
    {Format::CardRulings, "card-rulings", QT_TRANSLATE_NOOP("gui::ImportDialog", "Card rulings"), looksLikeCardRulings,
     nullptr},
    {Format::Html, "html", QT_TRANSLATE_NOOP("gui::ImportDialog", "HTML page"), looksLikeHtml, readHtmlPage},
    {Format::DatedRulings, "dated-rulings", QT_TRANSLATE_NOOP("gui::ImportDialog", "Dated rulings"),
     looksLikeDatedRulings, readDatedRulings},
    {Format::Jsonl, "jsonl", QT_TRANSLATE_NOOP("gui::ImportDialog", "JSON Lines rows"), looksLikeJsonLines,
     readRows<readJsonlRows>},
    {Format::Json, "json", QT_TRANSLATE_NOOP("gui::ImportDialog", "JSON rows"), startsLikeJson, readRows<readJsonRows>},
    {Format::ViewerRows, "hf-rows", QT_TRANSLATE_NOOP("gui::ImportDialog", "Dataset viewer rows"), looksLikeViewerRows,
     readRows<readViewerRows>},
    {Format::BookPage, "book-page", QT_TRANSLATE_NOOP("gui::ImportDialog", "Book page"), looksLikeBookPage,
     readBookPage},
    {Format::HtmlText, "html-text", QT_TRANSLATE_NOOP("gui::ImportDialog", "Text copy of a web page"),
     looksLikeBulletedRules, readBulletedRules},
    {Format::Csv, "csv", QT_TRANSLATE_NOOP("gui::ImportDialog", "CSV rows"), looksLikeCsvRows, readRows<readCsvRows>},
};

} // namespace

std::span<const FormatInfo> importFormats()
{
    return kFormats;
}

const FormatInfo &formatInfo(Format format)
{
    return *std::find_if(std::begin(kFormats), std::end(kFormats),
                         [format](const FormatInfo &f) { return f.id == format; });
}

QString formatName(Format format)
{
    return QString::fromLatin1(formatInfo(format).name);
}

bool isPolicyFormat(Format format)
{
    return format >= Format::PolicyPdfText;
}

std::optional<Format> formatNamed(QStringView name)
{
    for (const FormatInfo &f : kFormats)
        if (name == QLatin1StringView(f.name))
            return f.id;
    return std::nullopt;
}

} // namespace importers
