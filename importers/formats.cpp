#include "formats.h"

#include "readers/bookpages.h"
#include "readers/cardrulings.h"
#include "readers/crjson.h"
#include "readers/datasetrows.h"
#include "readers/datedrulings.h"
#include "readers/htmlpage.h"
#include "readers/officialtext.h"
#include "readers/rstpage.h"

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

// The titles are translated by the app's import dialog, in its context.
constexpr FormatInfo kFormats[] = {
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

std::optional<Format> formatNamed(QStringView name)
{
    for (const FormatInfo &f : kFormats)
        if (name == QLatin1StringView(f.name))
            return f.id;
    return std::nullopt;
}

} // namespace importers
