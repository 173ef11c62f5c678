#include "shapes.h"

#include "importer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <algorithm>
#include <vector>

namespace {

QString csvField(QString s)
{
    s.replace(u'"', QStringLiteral("\"\""));
    return u'"' + s + u'"';
}

QString examplesJson(const QStringList &examples)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(examples)).toJson(QJsonDocument::Compact));
}

QString escapeHtml(const QString &s)
{
    return s.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

// The edition's rules in each shape, as files in dir.
std::vector<std::pair<QString, QString>> writeShapes(const rulesdb::EditionData &e, const QTemporaryDir &dir)
{
    QString csv = QStringLiteral("number,text,examples,__index_level_0__\n"), json, jsonl, viewer, html, bullets;
    viewer = QStringLiteral("number\nstringlengths\n5\n7\ntext\nstringlengths\n4\n2.56k\nexamples\nlistlengths\n0\n4\n"
                            "__index_level_0__\nint64\n0\n3.27k\n");
    html = QStringLiteral("<!DOCTYPE html><html><body><h1>Magic: The Gathering Comprehensive Rules</h1>\n");
    bullets = QStringLiteral("Magic: The Gathering Comprehensive Rules\n\nTable of Contents\n\n");
    QJsonArray rows;
    int index = 0;
    for (const auto &r : e.rules) {
        csv += r.number + u',' + csvField(r.text) + u',' + csvField(examplesJson(r.examples)) + u','
               + QString::number(index) + u'\n';
        const QJsonObject o{{QStringLiteral("number"), r.number},
                            {QStringLiteral("text"), r.text},
                            {QStringLiteral("examples"), QJsonArray::fromStringList(r.examples)}};
        rows.append(o);
        jsonl += QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + u'\n';
        QString flat = r.text;
        flat.replace(u'\n', u' ');
        viewer += r.number + u'\n' + flat + u'\n' + examplesJson(r.examples) + u'\n' + QString::number(index) + u'\n';
        html += QStringLiteral("<p>") + r.number + u' ' + escapeHtml(r.text) + QStringLiteral("</p>\n");
        for (const QString &x : r.examples)
            html += QStringLiteral("<p>Example: ") + escapeHtml(x) + QStringLiteral("</p>\n");
        bullets += QStringLiteral("  \u2022 ") + r.number + u' ' + flat + u'\n';
        ++index;
    }
    json = QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact));
    html += QStringLiteral("</body></html>\n");
    std::vector<std::pair<QString, QString>> files{
        {QStringLiteral("csv"), csv}, {QStringLiteral("json"), json}, {QStringLiteral("jsonl"), jsonl},
        {QStringLiteral("hf-rows"), viewer}, {QStringLiteral("html"), html}, {QStringLiteral("html-text"), bullets}};
    for (auto &[format, text] : files) {
        const QString path = dir.filePath(QStringLiteral("edition.") + format);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text.toUtf8());
        text = path;
    }
    return files;
}

} // namespace

QJsonObject measureShapes(const QString &officialEditionFile)
{
    QJsonObject out;
    const rulesdb::EditionData edition = importers::readEdition(officialEditionFile, {});
    QTemporaryDir dir;
    auto files = writeShapes(edition, dir);
    files.insert(files.begin(), {QStringLiteral("txt"), officialEditionFile});
    for (const auto &[format, path] : files) {
        importers::ImportOptions options;
        options.format = format;
        options.date = edition.meta.date;
        std::vector<double> seconds;
        size_t rows = 0;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer t;
            t.start();
            rows = importers::readEdition(path, options).rules.size();
            seconds.push_back(double(t.nsecsElapsed()) / 1e9);
        }
        std::sort(seconds.begin(), seconds.end());
        out.insert(format, double(rows) / seconds[seconds.size() / 2]);
    }
    return out;
}
