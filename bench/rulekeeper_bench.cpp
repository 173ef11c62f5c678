// Imports every edition of the corpus into a fresh database and prints the figures the
// project's targets are stated in: import time per edition and in total, database size,
// lookup-by-number and search latency, and reading speed per shape. `--json` prints one
// object.
//
//   rulekeeper-bench [--corpus DIR] [--json] [--keep DB]

#include "importer.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "lineagebench.h"
#include "shapes.h"
#include "sqlite.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

namespace {

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[i];
}

// Questions a judge types, from single keywords to phrases and prefixes.
const char *const kQueries[] = {
    "trample", "deathtouch", "first strike", "mulligan", "commander damage", "\"combat damage\"",
    "kick*", "token copy", "state-based actions", "legend rule", "priority", "stack",
    "split second", "morph face down", "planeswalker loyalty", "mana ability", "hexproof",
    "protection from", "double strike", "regenerate", "phasing", "banding", "cascade",
    "storm", "\"end of turn\"", "cleanup step", "layer", "dependency", "timestamp",
    "replacement effect", "prevent damage", "lifelink", "infect", "poison counters",
    "emblem", "vanguard", "archenemy", "two-headed giant", "sideboard", "copy of a spell",
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("Folder of .txt editions."),
                                    QStringLiteral("dir"),
                                    QStringLiteral(RULEKEEPER_SHARED_DIR "/corpus/cr-txt"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Write the database here."),
                                  QStringLiteral("file"));
    parser.addHelpOption();
    parser.addOptions({corpus, json, keep});
    parser.process(app);

    const QDir dir(parser.value(corpus));
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        std::fprintf(stderr, "rulekeeper-bench: no .txt editions in %s\n", qPrintable(dir.path()));
        return 2;
    }
    QTemporaryDir tmp;
    const QString dbPath = parser.isSet(keep) ? parser.value(keep)
                                              : tmp.filePath(QStringLiteral("bench.sqlite"));
    QFile::remove(dbPath);
    QFile::remove(dbPath + QStringLiteral("-wal"));

    std::vector<double> importMs;
    QElapsedTimer total;
    total.start();
    {
        rulesdb::RulesStore store(dbPath);
        for (const QString &f : files) {
            QElapsedTimer t;
            t.start();
            importers::importFiles(store, {dir.filePath(f)}, importers::ImportOptions{});
            importMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        store.database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const double importTotalS = double(total.nsecsElapsed()) / 1e9;
    const double dbMb = double(QFileInfo(dbPath).size()) / (1024.0 * 1024.0);

    rulesdb::RulesStore store(dbPath);
    const auto editions = store.editions();
    // Lookups: random (edition, number) pairs taken from the database itself.
    std::vector<std::pair<rulesdb::EditionInfo, rulesdb::RuleNumber>> targets;
    {
        rulesdb::Statement st(store.database(),
                              "SELECT edition_id, number FROM rules ORDER BY random() LIMIT 5000");
        while (st.step()) {
            const qint64 id = st.int64(0);
            const auto e = std::find_if(editions.begin(), editions.end(),
                                        [id](const auto &x) { return x.id == id; });
            if (auto n = rulesdb::RuleNumber::parse(st.text(1)); n && e != editions.end())
                targets.emplace_back(*e, *n);
        }
    }
    std::vector<double> lookupUs;
    for (const auto &[edition, number] : targets) {
        QElapsedTimer t;
        t.start();
        const auto r = store.rule(edition, number);
        lookupUs.push_back(double(t.nsecsElapsed()) / 1e3);
        if (!r) {
            std::fprintf(stderr, "lookup of %s failed\n", qPrintable(number.toString()));
            return 1;
        }
    }

    std::vector<double> searchMs;
    for (int round = 0; round < 5; ++round) {
        for (const char *q : kQueries) {
            rulesdb::SearchOptions opts; // every edition
            QElapsedTimer t;
            t.start();
            store.search(QString::fromUtf8(q), opts);
            searchMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }

    qint64 ruleRows = store.database().queryInt("SELECT count(*) FROM rules");
    qint64 texts = store.database().queryInt("SELECT count(*) FROM texts");
    QJsonObject out{
        {QStringLiteral("editions"), int(files.size())},
        {QStringLiteral("rule_rows"), ruleRows},
        {QStringLiteral("distinct_texts"), texts},
        {QStringLiteral("import_ms_median"), percentile(importMs, 0.5)},
        {QStringLiteral("import_ms_max"), percentile(importMs, 1.0)},
        {QStringLiteral("import_s_total"), importTotalS},
        {QStringLiteral("db_mb"), dbMb},
        {QStringLiteral("lookup_us_median"), percentile(lookupUs, 0.5)},
        {QStringLiteral("lookup_us_p99"), percentile(lookupUs, 0.99)},
        {QStringLiteral("search_ms_median"), percentile(searchMs, 0.5)},
        {QStringLiteral("search_ms_p95"), percentile(searchMs, 0.95)},
    };
    // Rows per second for each shape, from the newest edition written out in every shape.
    const QJsonObject shapes = measureShapes(dir.filePath(files.last()));
    out.insert(QStringLiteral("rows_per_s"), shapes);
    const QJsonObject lineage = measureLineage(store);
    out.insert(QStringLiteral("lineage"), lineage);
    if (parser.isSet(json)) {
        std::printf("%s", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    std::printf("editions imported     %d (%lld rule rows, %lld distinct texts)\n",
                int(files.size()), ruleRows, texts);
    std::printf("import per edition    median %.1f ms, max %.1f ms\n", percentile(importMs, 0.5),
                percentile(importMs, 1.0));
    std::printf("import whole corpus   %.2f s\n", importTotalS);
    std::printf("database size         %.1f MB\n", dbMb);
    std::printf("lookup by number      median %.1f us, p99 %.1f us (%zu lookups)\n",
                percentile(lookupUs, 0.5), percentile(lookupUs, 0.99), lookupUs.size());
    std::printf("search, all editions  median %.2f ms, p95 %.2f ms (%zu queries)\n",
                percentile(searchMs, 0.5), percentile(searchMs, 0.95), searchMs.size());
    std::printf("reading, rows/s      ");
    for (auto it = shapes.constBegin(); it != shapes.constEnd(); ++it)
        std::printf(" %s %.0fk", qPrintable(it.key()), it.value().toDouble() / 1000.0);
    std::printf("  (%s written in each shape)\n", qPrintable(files.last()));
    printLineage(lineage);
    return 0;
}
