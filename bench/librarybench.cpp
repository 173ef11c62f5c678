#include "librarybench.h"

#include "importer.h"
#include "percentile.h"

#include <QElapsedTimer>
#include <QSet>
#include <cstdio>

namespace {

// Judges' questions of the policy documents, and CR keywords the library's search must still
// answer from the CR: each asked of the whole library.
constexpr const char *kQueries[] = {
    "missed trigger penalty", "drew an extra card", "marked sleeves", "slow play", "outside assistance",
    "conceding a match", "decklist problem", "communication policy", "ipg missed trigger", "proxy",
    "electronic devices", "tardiness", "trample", "deathtouch", "state-based actions", "cascade",
};
constexpr double kTargetP95Ms = 5.0;

} // namespace

QJsonObject measureLibrary(rulesdb::RulesStore &store, const QDir &policyDir)
{
    QStringList paths;
    QSet<QString> versions; // document/date: one shape of each
    for (const char *document : {"mtr", "ipg", "jar"}) {
        const QDir dir(policyDir.filePath(QLatin1StringView(document)));
        for (const QString &name : dir.entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (name.endsWith(QLatin1StringView(".md")))
                continue;
            const QString version = QLatin1StringView(document) + u'/' + name.left(10);
            if (versions.contains(version))
                continue;
            versions.insert(version);
            paths << dir.filePath(name);
        }
    }
    if (paths.isEmpty())
        return {};
    std::vector<double> importMs;
    QElapsedTimer total;
    total.start();
    for (const QString &path : paths) {
        QElapsedTimer t;
        t.start();
        importers::importFiles(store, {path}, importers::ImportOptions{});
        importMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    const double importS = double(total.nsecsElapsed()) / 1e9;

    std::vector<double> searchMs;
    const rulesdb::SearchOptions options;
    for (int round = 0; round < 5; ++round)
        for (const char *q : kQueries) {
            QElapsedTimer t;
            t.start();
            (void)store.searchLibrary(QString::fromLatin1(q), options);
            searchMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    return {
        {QStringLiteral("files"), int(paths.size())},
        {QStringLiteral("import_s_total"), importS},
        {QStringLiteral("import_ms_median"), percentile(importMs, 0.5)},
        {QStringLiteral("import_ms_max"), percentile(importMs, 1.0)},
        {QStringLiteral("search_ms_median"), percentile(searchMs, 0.5)},
        {QStringLiteral("search_ms_p95"), percentile(searchMs, 0.95)},
        {QStringLiteral("searches"), int(searchMs.size())},
    };
}

void printLibrary(const QJsonObject &library)
{
    if (library.isEmpty()) {
        std::printf("policy library        not measured (no policy folder beside the editions)\n");
        return;
    }
    std::printf("policy library        %d versions imported in %.2f s (median %.1f ms, max %.1f ms each)\n",
                library.value(QStringLiteral("files")).toInt(), library.value(QStringLiteral("import_s_total")).toDouble(),
                library.value(QStringLiteral("import_ms_median")).toDouble(), library.value(QStringLiteral("import_ms_max")).toDouble());
    const double p95 = library.value(QStringLiteral("search_ms_p95")).toDouble();
    std::printf("search the library    median %.2f ms, p95 %.2f ms (%d searches, CR and policy together); target p95 <= %.0f ms: %s\n",
                library.value(QStringLiteral("search_ms_median")).toDouble(), p95, library.value(QStringLiteral("searches")).toInt(),
                kTargetP95Ms, p95 <= kTargetP95Ms ? "met" : "NOT met");
}
