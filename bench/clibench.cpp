#include "clibench.h"

#include "edition.h"
#include "percentile.h"
#include "rulesstore.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

// What a diff of two adjacent editions may take, whole process: the pairs above it are listed.
constexpr double kPairTargetMs = 15.0;

double nowMs()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// One whole process, its output thrown away: the milliseconds from spawning it to its exit,
// or -1 when it could not be run or failed.
double timedRun(const QString &program, const QStringList &args)
{
    std::vector<QByteArray> owned{program.toLocal8Bit()};
    for (const QString &a : args)
        owned.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : owned)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const double start = nowMs();
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return -1;
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    const double elapsed = nowMs() - start;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? elapsed : -1;
}

struct Command {
    QString name;
    QString program; // empty: the rulekeeper-cli under test
    QStringList args; // "@DB" stands for the program's database
};

// Every program's median of `runs` runs of each command, the programs alternating run by
// run; one untimed run of each first, so that every file read is in the page cache.
std::vector<std::vector<double>> medians(const std::vector<Command> &commands, const QStringList &programs,
                                         const QStringList &dbs, int runs, QString *error)
{
    std::vector<std::vector<double>> out;
    for (const Command &c : commands) {
        std::vector<std::vector<double>> times(programs.size());
        for (int r = -1; r < runs; ++r) {
            for (qsizetype p = 0; p < programs.size(); ++p) {
                const QString program = c.program.isEmpty() ? programs[p] : c.program;
                QStringList args = c.args;
                args.replaceInStrings(QStringLiteral("@DB"), dbs[std::min<qsizetype>(p, dbs.size() - 1)]);
                const double ms = timedRun(program, args);
                if (ms < 0) {
                    *error = QStringLiteral("%1 %2 failed").arg(program, args.join(u' '));
                    return {};
                }
                if (r >= 0)
                    times[p].push_back(ms);
            }
        }
        std::vector<double> row;
        for (const auto &t : times)
            row.push_back(percentile(t, 0.5));
        out.push_back(row);
    }
    return out;
}

QJsonArray jsonOf(const std::vector<double> &v)
{
    QJsonArray a;
    for (double d : v)
        a.append(d);
    return a;
}

} // namespace

QJsonObject measureCli(const CliBenchOptions &options, QString *error)
{
    for (const QString &program : options.programs)
        if (!QFileInfo(program).isExecutable()) {
            *error = QStringLiteral("no program at %1").arg(program);
            return {};
        }
    if (options.dbs.size() != 1 && options.dbs.size() != options.programs.size()) {
        *error = QStringLiteral("one database for all programs, or one for each");
        return {};
    }
    const QStringList db{QStringLiteral("--db"), QStringLiteral("@DB")};
    std::vector<Command> commands{
        {QStringLiteral("--help"), {}, {QStringLiteral("--help")}},
        {QStringLiteral("editions"), {}, db + QStringList{QStringLiteral("editions")}},
        {QStringLiteral("show 702.19b"), {}, db + QStringList{QStringLiteral("show"), QStringLiteral("702.19b")}},
        {QStringLiteral("refs 601.2f"), {}, db + QStringList{QStringLiteral("refs"), QStringLiteral("601.2f")}},
        {QStringLiteral("search \"first strike damage\""), {},
         db + QStringList{QStringLiteral("search"), QStringLiteral("first strike damage")}},
        {QStringLiteral("search trample --edition all"), {},
         db + QStringList{QStringLiteral("search"), QStringLiteral("trample"), QStringLiteral("--edition"), QStringLiteral("all")}},
        {QStringLiteral("search \"missed trigger penalty\" --document all"), {},
         db + QStringList{QStringLiteral("search"), QStringLiteral("missed trigger penalty"), QStringLiteral("--document"),
                          QStringLiteral("all")}},
    };
    // The pairs the issue measured: adjacent editions.
    for (const auto &[from, to] : {std::pair{"2022-10-07", "2022-11-18"}, std::pair{"2024-06-07", "2024-07-30"},
                                   std::pair{"2019-01-25", "2019-05-03"}})
        commands.push_back({QStringLiteral("diff %1 %2").arg(QLatin1StringView(from), QLatin1StringView(to)), {},
                            db + QStringList{QStringLiteral("diff"), QLatin1StringView(from), QLatin1StringView(to)}});
    // The floor: SQLite's own shell opening the same file and reading one table.
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (!sqlite3.isEmpty())
        commands.push_back({QStringLiteral("floor: sqlite3 count(*) editions"), sqlite3,
                            {options.dbs.first(), QStringLiteral("select count(*) from editions")}});

    const auto m = medians(commands, options.programs, options.dbs, options.runs, error);
    if (m.empty())
        return {};
    QJsonArray rows;
    for (size_t i = 0; i < commands.size(); ++i)
        rows.append(QJsonObject{{QStringLiteral("name"), commands[i].name},
                                {QStringLiteral("floor"), !commands[i].program.isEmpty()},
                                {QStringLiteral("median_ms"), jsonOf(m[i])}});
    QJsonObject out{{QStringLiteral("runs"), options.runs},
                    {QStringLiteral("programs"), QJsonArray::fromStringList(options.programs)},
                    {QStringLiteral("databases"), QJsonArray::fromStringList(options.dbs)},
                    {QStringLiteral("commands"), rows}};

    if (options.allPairs) {
        // Every consecutive pair of whole English editions, a few runs each.
        std::vector<rulesdb::EditionInfo> whole;
        {
            rulesdb::RulesStore store(options.dbs.last());
            for (const rulesdb::EditionInfo &e : store.editions())
                if (e.language == QStringLiteral("en") && !(e.flags & rulesdb::FlagPartial))
                    whole.push_back(e);
        }
        std::sort(whole.begin(), whole.end(), [](const auto &a, const auto &b) { return a.date < b.date; });
        std::vector<Command> pairs;
        for (size_t i = 1; i < whole.size(); ++i)
            pairs.push_back({QStringLiteral("diff"), {},
                             db + QStringList{QStringLiteral("diff"), whole[i - 1].date, whole[i].date}});
        const auto pm = medians(pairs, options.programs, options.dbs, std::max(1, options.runs / 3), error);
        if (pm.empty())
            return {};
        QJsonArray medianOf, maxOf, worst, over;
        for (qsizetype p = 0; p < options.programs.size(); ++p) {
            std::vector<double> v;
            size_t worstAt = 0;
            QJsonArray overTarget; // the pairs above the target of 15 ms (issue 36), with their medians
            for (size_t i = 0; i < pm.size(); ++i) {
                v.push_back(pm[i][p]);
                if (pm[i][p] > pm[worstAt][p])
                    worstAt = i;
                if (pm[i][p] > kPairTargetMs)
                    overTarget.append(QJsonObject{{QStringLiteral("pair"), pairs[i].args.mid(3).join(QStringLiteral(" → "))},
                                                  {QStringLiteral("median_ms"), pm[i][p]}});
            }
            over.append(overTarget);
            medianOf.append(percentile(v, 0.5));
            maxOf.append(percentile(v, 1.0));
            worst.append(pairs[worstAt].args.mid(3).join(QStringLiteral(" → ")));
        }
        out.insert(QStringLiteral("pairs"), QJsonObject{{QStringLiteral("count"), int(pairs.size())},
                                                        {QStringLiteral("runs"), std::max(1, options.runs / 3)},
                                                        {QStringLiteral("median_ms"), medianOf},
                                                        {QStringLiteral("max_ms"), maxOf},
                                                        {QStringLiteral("slowest"), worst},
                                                        {QStringLiteral("over_target"), over}});
    }
    return out;
}

void printCli(const QJsonObject &cli)
{
    const QJsonArray programs = cli.value(QStringLiteral("programs")).toArray();
    std::printf("whole rulekeeper-cli processes, median of %d runs each, programs alternating:\n",
                cli.value(QStringLiteral("runs")).toInt());
    for (qsizetype p = 0; p < programs.size(); ++p)
        std::printf("  [%lld] %s\n", static_cast<long long>(p), qPrintable(programs[p].toString()));
    std::printf("%-48s", "command");
    for (qsizetype p = 0; p < programs.size(); ++p)
        std::printf("  [%lld] ms", static_cast<long long>(p));
    if (programs.size() > 1)
        std::printf("  [0]/[%lld]", static_cast<long long>(programs.size() - 1));
    std::printf("\n");
    const auto printRow = [&](const QString &name, const QJsonArray &ms, bool ratio) {
        std::printf("%-48s", qPrintable(name));
        for (const auto &v : ms)
            std::printf("  %7.1f", v.toDouble());
        if (ratio && ms.size() > 1)
            std::printf("  %7.1f×", ms.first().toDouble() / std::max(0.001, ms.last().toDouble()));
        std::printf("\n");
    };
    for (const auto &row : cli.value(QStringLiteral("commands")).toArray()) {
        const QJsonObject o = row.toObject();
        printRow(o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("median_ms")).toArray(),
                 !o.value(QStringLiteral("floor")).toBool());
    }
    if (cli.contains(QStringLiteral("pairs"))) {
        const QJsonObject pairs = cli.value(QStringLiteral("pairs")).toObject();
        const int count = pairs.value(QStringLiteral("count")).toInt();
        printRow(QStringLiteral("diff, %1 adjacent pairs: median").arg(count), pairs.value(QStringLiteral("median_ms")).toArray(), true);
        printRow(QStringLiteral("diff, %1 adjacent pairs: slowest").arg(count), pairs.value(QStringLiteral("max_ms")).toArray(), true);
        const QJsonArray slowest = pairs.value(QStringLiteral("slowest")).toArray();
        for (qsizetype p = 0; p < slowest.size(); ++p)
            std::printf("  slowest pair for [%lld]: %s\n", static_cast<long long>(p), qPrintable(slowest[p].toString()));
        const QJsonArray over = pairs.value(QStringLiteral("over_target")).toArray();
        for (qsizetype p = 0; p < over.size(); ++p) {
            const QJsonArray list = over[p].toArray();
            std::printf("  pairs over %.0f ms for [%lld]: %lld\n", kPairTargetMs, static_cast<long long>(p),
                        static_cast<long long>(list.size()));
            for (const auto &pair : list)
                std::printf("    %s  %.1f ms\n", qPrintable(pair.toObject().value(QStringLiteral("pair")).toString()),
                            pair.toObject().value(QStringLiteral("median_ms")).toDouble());
        }
    }
}
