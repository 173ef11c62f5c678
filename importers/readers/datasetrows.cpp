#include "readers/datasetrows.h"

#include "importerror.h"
#include "jsonfile.h"
#include "rulenumber.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <csv.h>

namespace importers {
namespace {

const QString kNumber = QStringLiteral("number");
const QString kText = QStringLiteral("text");
const QString kExamples = QStringLiteral("examples");

QString message(const QString &file, int line, const QString &text)
{
    return ImportError::describe(file, line, text);
}

void warnIgnoredColumns(const QStringList &columns, const QString &file, int line, QStringList &warnings)
{
    QStringList ignored;
    for (const QString &c : columns) {
        const QString k = c.trimmed().toLower();
        if (k != kNumber && k != kText && k != kExamples)
            ignored << c;
    }
    if (!ignored.isEmpty())
        warnings << message(file, line, QStringLiteral("column(s) %1 ignored").arg(ignored.join(QStringLiteral(", "))));
}

// The `examples` cell: a JSON list of strings, "[]" when empty. A viewer cuts long
// cells, leaving `[ "first", "second…` with "..." and no closing quote or bracket: the
// strings that are there are kept and the cell is marked truncated.
QStringList parseExamplesCell(const QString &cell, bool *truncated, bool *understood)
{
    *truncated = false;
    *understood = true;
    const QString t = cell.trimmed();
    if (t.isEmpty() || t == u"[]" || t == u"null")
        return {};
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(t.toUtf8(), &error);
    if (error.error == QJsonParseError::NoError && doc.isArray()) {
        QStringList out;
        for (const QJsonValue &v : doc.array())
            if (v.isString())
                out << v.toString();
        return out;
    }
    if (!t.startsWith(u'[')) {
        *understood = false;
        return {t};
    }
    QStringList out;
    qsizetype i = 1;
    while (i < t.size()) {
        const QChar c = t[i];
        if (c.isSpace() || c == u',') {
            ++i;
            continue;
        }
        if (c == u']')
            return out;
        if (c != u'"')
            break;
        QString value;
        ++i;
        bool closed = false;
        while (i < t.size()) {
            const QChar d = t[i++];
            if (d == u'\\' && i < t.size()) {
                const QChar e = t[i++];
                value += e == u'n' ? QChar(u'\n') : e == u't' ? QChar(u'\t') : e;
            } else if (d == u'"') {
                closed = true;
                break;
            } else {
                value += d;
            }
        }
        if (!closed) {
            if (value.endsWith(QStringLiteral("...")))
                value.chop(3);
            out << value.trimmed();
            *truncated = true;
            return out;
        }
        out << value;
    }
    *truncated = true; // "[ "a", ..." or a list that simply stops
    return out;
}

DatasetRow makeRow(const QString &number, const QString &text, const QString &examplesCell,
                   int line, const QString &file, QStringList &warnings)
{
    DatasetRow row;
    row.number = number.trimmed();
    row.text = text.trimmed();
    row.line = line;
    bool understood = true;
    row.examples = parseExamplesCell(examplesCell, &row.truncated, &understood);
    if (!understood)
        warnings << message(file, line, QStringLiteral("the examples of %1 are not a list; kept as one example")
                                            .arg(row.number));
    return row;
}

// ---- CSV (libcsv) ---------------------------------------------------------------------

// The delimiters a table of rows comes with: commas (RFC 4180), semicolons (what a
// spreadsheet saves as CSV where the comma is the decimal mark) and tabs (a copy of a
// spreadsheet's cells, or a .tsv file). The header tells which: the one that splits it
// into columns named number and text. 0 when none does.
char csvDelimiter(QStringView header)
{
    for (const char delimiter : {',', ';', '\t'}) {
        QStringList columns;
        for (QStringView c : header.split(QLatin1Char(delimiter)))
            columns << c.trimmed().toString().remove(u'"').toLower();
        if (columns.size() >= 2 && columns.contains(kNumber) && columns.contains(kText))
            return delimiter;
    }
    return 0;
}

QString delimiterName(char delimiter)
{
    switch (delimiter) {
    case ';': return QStringLiteral("a semicolon");
    case '\t': return QStringLiteral("a tab");
    default: return QStringLiteral("a comma");
    }
}

struct CsvState {
    std::vector<QStringList> records;
    std::vector<int> startLines;
    QStringList current;
    int recordStart = 0;
};

void csvField(void *data, size_t length, void *state)
{
    auto *s = static_cast<CsvState *>(state);
    s->current << QString::fromUtf8(static_cast<const char *>(data), qsizetype(length));
}

void csvRecordEnd(int, void *state)
{
    auto *s = static_cast<CsvState *>(state);
    s->records.push_back(std::move(s->current));
    s->startLines.push_back(s->recordStart);
    s->current.clear();
    s->recordStart = 0;
}

// Where a record's quoting goes wrong, by RFC 4180's rules: libcsv only says that it did.
// A quote opened and never closed shows far from where it opened (the next quote in the
// file, often the opening one of a later row, seems to close it), so the opening line is
// what the user must see.
struct QuoteFault {
    int openLine = 0; // where the quoted field at fault opened; 0 when no fault was found
    int badLine = 0;  // the quote followed by neither a comma nor a line end; 0 at the end of the file
    QString after;    // what follows that quote
};

QuoteFault findQuoteFault(QByteArrayView utf8, qsizetype from, int fromLine, char delimiter)
{
    QuoteFault fault;
    int line = fromLine;
    bool fieldStart = true;
    bool quoted = false;
    for (qsizetype i = from; i < utf8.size(); ++i) {
        const char c = utf8[i];
        if (quoted && c == '"') {
            const char next = i + 1 < utf8.size() ? utf8[i + 1] : '\n';
            if (next == '"') {
                ++i;
            } else if (next == delimiter || next == '\n' || next == '\r') {
                quoted = false;
            } else {
                fault.badLine = line;
                fault.after = QString::fromUtf8(utf8.sliced(i + 1, std::min<qsizetype>(4, utf8.size() - i - 1))).left(1);
                return fault;
            }
        } else if (!quoted && c == '"' && fieldStart) {
            quoted = true;
            fault.openLine = line;
        } else if (!quoted && (c == delimiter || c == '\n')) {
            fieldStart = true;
        } else if (!quoted && (c == ' ' || c == '\t')) {
            // blanks before an opening quote leave the field at its start
        } else if (!quoted) {
            fieldStart = false;
        }
        line += c == '\n';
    }
    return quoted ? fault : QuoteFault{};
}

ImportError quoteError(const QuoteFault &fault, char delimiter, const QString &fileName)
{
    if (fault.badLine == 0)
        return ImportError(fileName, fault.openLine,
                           QStringLiteral("a quoted field opens here and is never closed: the file ends "
                                          "inside it; expected its closing \""));
    if (fault.badLine > fault.openLine)
        return ImportError(fileName, fault.openLine,
                           QStringLiteral("a quoted field opens here and is never closed: the next quote, on "
                                          "line %1, is followed by \"%2\" rather than %3 or the end of a "
                                          "line; expected its closing \" at the end of the field (and \"\" "
                                          "for each quote inside it)")
                               .arg(fault.badLine)
                               .arg(fault.after, delimiterName(delimiter)));
    // On the line the field opened: a quote inside it that is not doubled, or a closing
    // quote left out before the next field's opening one. The message fits both.
    return ImportError(fileName, fault.badLine,
                       QStringLiteral("a quote inside the quoted field that opens on this line is followed "
                                      "by \"%1\" rather than %2 or the end of the line: expected \"\" "
                                      "for each quote inside a field, and its closing \" only at its end")
                           .arg(fault.after, delimiterName(delimiter)));
}

int columnIndex(const QStringList &header, const QString &name)
{
    for (qsizetype i = 0; i < header.size(); ++i)
        if (header[i].trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return int(i);
    return -1;
}

// ---- JSON -----------------------------------------------------------------------------

QString cellText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    return {};
}

QString examplesCellOf(const QJsonValue &v)
{
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.isString() ? v.toString() : QString();
}

// A row object, or the dataset server's {"row_idx": …, "row": {…}} wrapper.
QJsonObject rowObject(const QJsonValue &v)
{
    QJsonObject o = v.toObject();
    if (o.contains(QStringLiteral("row")) && o.value(QStringLiteral("row")).isObject())
        o = o.value(QStringLiteral("row")).toObject();
    return o;
}

DatasetRow rowFromObject(const QJsonObject &o, int line, const QString &file, QStringList &warnings,
                         QSet<QString> &seenKeys)
{
    QString number, text;
    QJsonValue examples;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString key = it.key().toLower();
        seenKeys.insert(it.key());
        if (key == kNumber)
            number = cellText(it.value());
        else if (key == kText)
            text = cellText(it.value());
        else if (key == kExamples)
            examples = it.value();
    }
    return makeRow(number, text, examplesCellOf(examples), line, file, warnings);
}

const QStringList &viewerTypes()
{
    static const QStringList types = {QStringLiteral("stringlengths"), QStringLiteral("listlengths"),
                                      QStringLiteral("int64"), QStringLiteral("int32"),
                                      QStringLiteral("float64"), QStringLiteral("float32"),
                                      QStringLiteral("bool"), QStringLiteral("string"),
                                      QStringLiteral("classlabel"), QStringLiteral("sequence")};
    return types;
}

bool isViewerStatistic(QStringView line)
{
    static const QRegularExpression re(QStringLiteral(R"(^-?[\d.,]+[kKmMbB]?$)"));
    return re.match(line.trimmed()).hasMatch();
}

} // namespace

bool looksLikeViewerRows(QStringView text)
{
    const qsizetype first = text.indexOf(u'\n');
    if (first < 0)
        return false;
    const qsizetype second = text.indexOf(u'\n', first + 1);
    const QStringView typeLine = text.mid(first + 1, (second < 0 ? text.size() : second) - first - 1).trimmed();
    return viewerTypes().contains(typeLine.toString()) && !text.left(first).trimmed().isEmpty();
}

bool looksLikeCsvRows(QStringView text)
{
    return csvDelimiter(text.left(text.indexOf(u'\n'))) != 0;
}

std::vector<DatasetRow> readCsvRows(const QString &text, const QString &fileName, QStringList &warnings)
{
    csv_parser parser;
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI) != 0)
        throw ImportError(fileName, 0, QStringLiteral("the CSV reader could not start"));
    // The header is the first line with anything on it; a file whose header names no
    // columns is read as commas, and its header then refused below.
    QStringView firstLine = QStringView(text).trimmed();
    firstLine = firstLine.left(firstLine.indexOf(u'\n'));
    char delimiter = csvDelimiter(firstLine);
    if (delimiter == 0)
        delimiter = ',';
    csv_set_delim(&parser, static_cast<unsigned char>(delimiter));
    CsvState state;
    // Fed a line at a time so that every record knows the line it starts on.
    int lineNo = 0;
    qsizetype start = 0;
    qsizetype recordByte = 0; // where the record being read starts
    const QByteArray utf8 = text.toUtf8();
    // libcsv grows a field's buffer by a fixed block (128 bytes by default): a long cell
    // would be copied again for every block. A sixteenth of the file bounds the copies.
    csv_set_blk_size(&parser, std::max<size_t>(128, size_t(utf8.size()) / 16));
    while (start < utf8.size()) {
        qsizetype end = utf8.indexOf('\n', start);
        end = end < 0 ? utf8.size() : end + 1;
        ++lineNo;
        const QByteArray line = utf8.mid(start, end - start);
        if (state.recordStart == 0 && !line.trimmed().isEmpty()) {
            state.recordStart = lineNo;
            recordByte = start;
        }
        if (csv_parse(&parser, line.constData(), size_t(line.size()), csvField, csvRecordEnd, &state)
            != size_t(line.size())) {
            const QString why = QString::fromUtf8(csv_strerror(csv_error(&parser)));
            csv_free(&parser);
            if (const QuoteFault fault = findQuoteFault(utf8, recordByte, state.recordStart, delimiter);
                fault.openLine > 0)
                throw quoteError(fault, delimiter, fileName);
            throw ImportError(fileName, lineNo, QStringLiteral("not valid CSV (%1): expected "
                                                               "RFC 4180 fields, quoted with \" "
                                                               "and quotes doubled inside")
                                                    .arg(why));
        }
        start = end;
    }
    if (csv_fini(&parser, csvField, csvRecordEnd, &state) != 0) {
        csv_free(&parser);
        if (const QuoteFault fault = findQuoteFault(utf8, recordByte, state.recordStart, delimiter);
            fault.openLine > 0)
            throw quoteError(fault, delimiter, fileName);
        throw ImportError(fileName, state.recordStart ? state.recordStart : lineNo,
                          QStringLiteral("the file ends inside a quoted field: expected its closing \""));
    }
    csv_free(&parser);

    if (state.records.empty())
        throw ImportError(fileName, 1, QStringLiteral("expected a header line naming the columns number, text, examples"));
    const QStringList header = state.records.front();
    const int number = columnIndex(header, kNumber);
    const int body = columnIndex(header, kText);
    const int examples = columnIndex(header, kExamples);
    if (number < 0 || body < 0)
        throw ImportError(fileName, state.startLines.front(),
                          QStringLiteral("expected columns number and text; found %1")
                              .arg(header.join(QStringLiteral(", "))));
    warnIgnoredColumns(header, fileName, state.startLines.front(), warnings);

    std::vector<DatasetRow> rows;
    for (size_t r = 1; r < state.records.size(); ++r) {
        const QStringList &rec = state.records[r];
        const int line = state.startLines[r];
        if (rec.size() != header.size())
            warnings << message(fileName, line, QStringLiteral("%1 fields where the header has %2")
                                                    .arg(rec.size())
                                                    .arg(header.size()));
        rows.push_back(makeRow(rec.value(number), rec.value(body), examples >= 0 ? rec.value(examples) : QString(),
                               line, fileName, warnings));
    }
    return rows;
}

std::vector<DatasetRow> readJsonRows(const QString &text, const QString &fileName, QStringList &warnings)
{
    const QByteArray utf8 = text.toUtf8();
    const QJsonDocument doc = parseJsonFile(utf8, fileName, QStringLiteral("an array of rows or an object holding one"));
    QJsonArray array;
    if (doc.isArray()) {
        array = doc.array();
    } else {
        // {"rows": [...]} or any object holding one array of rows.
        const QJsonObject o = doc.object();
        if (o.value(QStringLiteral("rows")).isArray()) {
            array = o.value(QStringLiteral("rows")).toArray();
        } else {
            for (auto it = o.constBegin(); it != o.constEnd(); ++it)
                if (it.value().isArray()) {
                    array = it.value().toArray();
                    break;
                }
        }
    }
    if (array.isEmpty())
        throw ImportError(fileName, 1, QStringLiteral("expected an array of rows with number, text and examples"));
    std::vector<DatasetRow> rows;
    QSet<QString> keys;
    // QJsonDocument keeps no positions: a row's line is found by its number in the text.
    for (const QJsonValue &v : array) {
        if (!v.isObject())
            throw ImportError(fileName, 1, QStringLiteral("expected each row to be an object"));
        rows.push_back(rowFromObject(rowObject(v), 0, fileName, warnings, keys));
    }
    qsizetype from = 0;
    int line = 1;
    for (DatasetRow &row : rows) {
        const qsizetype at = row.number.isEmpty() ? -1 : text.indexOf(u'"' + row.number + u'"', from);
        if (at >= 0) {
            line += int(QStringView(text).mid(from, at - from).count(u'\n'));
            row.line = line;
            from = at;
        }
    }
    warnIgnoredColumns(QStringList(keys.cbegin(), keys.cend()), fileName, 1, warnings);
    return rows;
}

std::vector<DatasetRow> readJsonlRows(const QString &text, const QString &fileName, QStringList &warnings)
{
    std::vector<DatasetRow> rows;
    QSet<QString> keys;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            throw ImportError(fileName, int(i + 1),
                              QStringLiteral("expected one JSON object per line (%1)")
                                  .arg(error.error != QJsonParseError::NoError ? error.errorString()
                                                                               : QStringLiteral("not an object")));
        rows.push_back(rowFromObject(rowObject(doc.object()), int(i + 1), fileName, warnings, keys));
    }
    warnIgnoredColumns(QStringList(keys.cbegin(), keys.cend()), fileName, 1, warnings);
    return rows;
}

std::vector<DatasetRow> readViewerRows(const QString &text, const QString &fileName, QStringList &warnings)
{
    QStringList lines = text.split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    // Header: a column name, its type, then up to two statistics (min, max).
    QStringList columns;
    qsizetype i = 0;
    while (i + 1 < lines.size() && viewerTypes().contains(lines[i + 1].trimmed())) {
        columns << lines[i].trimmed();
        i += 2;
        for (int s = 0; s < 2 && i < lines.size() && isViewerStatistic(lines[i]); ++s)
            ++i;
    }
    const int number = columnIndex(columns, kNumber);
    const int body = columnIndex(columns, kText);
    const int examples = columnIndex(columns, kExamples);
    if (number < 0 || body < 0)
        throw ImportError(fileName, 1, QStringLiteral("expected a header block naming the columns "
                                                      "number and text, each followed by its type"));
    warnIgnoredColumns(columns, fileName, 1, warnings);

    const qsizetype width = columns.size();
    std::vector<DatasetRow> rows;
    for (; i < lines.size(); i += width) {
        const int line = int(i + 1);
        if (i + width > lines.size())
            throw ImportError(fileName, line, QStringLiteral("the last row has %1 of its %2 lines: "
                                                             "expected one line per column")
                                                  .arg(lines.size() - i)
                                                  .arg(width));
        const QString numberCell = lines[i + number].trimmed();
        if (!rulesdb::RuleNumber::parse(numberCell))
            throw ImportError(fileName, int(i + number + 1),
                              QStringLiteral("expected a rule number (rows are %1 lines each: %2), found \"%3\"")
                                  .arg(width)
                                  .arg(columns.join(QStringLiteral(", ")), numberCell.left(40)));
        rows.push_back(makeRow(numberCell, lines[i + body], examples >= 0 ? lines[i + examples] : QString(),
                               line, fileName, warnings));
    }
    return rows;
}

rulesdb::EditionData rowsToEdition(std::vector<DatasetRow> rows, const QString &fileName,
                                   QStringList warnings)
{
    rulesdb::EditionData edition;
    edition.meta.name = QStringLiteral("Comprehensive Rules (dataset rows)");
    std::vector<std::pair<rulesdb::RuleNumber, rulesdb::RuleEntry>> entries;
    for (DatasetRow &row : rows) {
        const auto n = rulesdb::RuleNumber::parse(row.number);
        if (!n) {
            warnings << message(fileName, row.line, QStringLiteral("\"%1\" is not a rule number; row skipped")
                                                        .arg(row.number.left(40)));
            continue;
        }
        if (row.truncated)
            warnings << message(fileName, row.line,
                                QStringLiteral("the source cut off the examples of %1; kept and marked truncated")
                                    .arg(n->toString()));
        rulesdb::RuleEntry entry{n->toString(), row.text, row.examples, row.line};
        entry.truncated = row.truncated;
        entries.emplace_back(*n, std::move(entry));
    }
    if (entries.empty())
        throw ImportError(fileName, 0, QStringLiteral("no rows with a rule number: expected rows like "
                                                      "number \"100.1\", text \"…\""));
    // Rows come in string order (106.10 before 106.1a): put them in rule order.
    std::stable_sort(entries.begin(), entries.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &e : entries)
        edition.rules.push_back(std::move(e.second));
    if (!rulesdb::coversWholeRules(edition.rules))
        edition.meta.flags |= rulesdb::FlagPartial;
    edition.warnings = std::move(warnings);
    return edition;
}

} // namespace importers
