#pragma once
// Dataset rows: the CR as a table with columns `number`, `text`, `examples` (extra columns
// are ignored), in every shape it comes in: CSV (RFC 4180), JSON (an array of objects, or
// an object holding one), JSONL, and a dataset viewer's plain-text copy ("hf-rows": a
// header block, then one line per cell).

#include "edition.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace importers {

struct DatasetRow {
    QString number;       // as written
    QString text;
    QStringList examples;
    bool truncated = false; // a cell the source cut off ("..." without its closing "]")
    int line = 0;           // where the row starts in the file, 1-based
};

// Each reader throws ImportError (file, line, what was expected) and appends warnings
// (ignored columns, truncated cells) as "file:line: message".
std::vector<DatasetRow> readCsvRows(const QString &text, const QString &fileName, QStringList &warnings);
std::vector<DatasetRow> readJsonRows(const QString &text, const QString &fileName, QStringList &warnings);
std::vector<DatasetRow> readJsonlRows(const QString &text, const QString &fileName, QStringList &warnings);
std::vector<DatasetRow> readViewerRows(const QString &text, const QString &fileName, QStringList &warnings);

// True when the text starts with the viewer's header block ("number" / "stringlengths" …).
bool looksLikeViewerRows(QStringView text);
// True when the first line is a CSV header naming `number` and `text`.
bool looksLikeCsvRows(QStringView text);

// Rows in rule order as an edition: numbers normalised (rows that have none are skipped
// with a warning), flagged partial unless they cover a whole CR. The date is the
// caller's (rows do not say which edition they are).
rulesdb::EditionData rowsToEdition(std::vector<DatasetRow> rows, const QString &fileName,
                                   QStringList warnings);

} // namespace importers
