#pragma once
// The shapes of rules files this build reads, in one table: each with its name (what
// --format takes, what an edition records), its title (as a person names it), how it is
// recognised from the content and its reader. Detection, --format, the import dialog and
// the messages all read this table.

#include "edition.h"

#include <QString>
#include <QStringView>
#include <optional>
#include <span>

namespace importers {

// The shapes, in the order they are listed (--format, messages, the import dialog).
enum class Format {
    OfficialText,
    Csv,
    Json,
    Jsonl,
    ViewerRows,
    CrJson,
    BookPage,
    Html,
    HtmlText,
    Rst,
    DatedRulings,
    CardRulings,
    // The tournament-policy documents (MTR, IPG, JAR), in the shapes they reach us in.
    PolicyPdfText,
    PolicyPdfToHtml,
    PolicyGatherer,
    PolicyBlueWizard,
    PolicyCalibre,
    PolicyVensers,
    PolicyPlainText,
    PolicyFrenchVanilla,
};

struct FormatInfo {
    Format id;
    const char *name;  // what --format takes and an edition records: "txt", "hf-rows"
    const char *title; // as a person names it: "Official CR text" (the app translates it)
    bool (*recognises)(QStringView text);
    // The edition a file of this shape holds; nullptr for card rulings, which are no edition.
    // A book page read alone; importFiles joins the pages given together into one book.
    rulesdb::EditionData (*read)(const QString &text, const QString &fileName);
    // For a shape spread over several files (a folder of JSON files, one per section): reads
    // them from the path of the one recognised, instead of `read`.
    rulesdb::EditionData (*readPath)(const QString &path) = nullptr;
};

// Whether the shape holds a tournament-policy document (the MTR, the IPG or JAR).
bool isPolicyFormat(Format format);

// Every shape in detection order: a file is of the first shape that recognises it. Each
// test is cheap, and those that could take another shape for theirs come first (rst's
// rule targets are unmistakable, and its effective-date sentence must not make a marked-up
// copy read as official text).
std::span<const FormatInfo> importFormats();

const FormatInfo &formatInfo(Format format);
QString formatName(Format format);
// The shape of that name; nullopt for "auto" and for names no shape has.
std::optional<Format> formatNamed(QStringView name);

} // namespace importers
