// Imports every edition of the corpus (and its translations) into a fresh database and
// prints the figures the project's targets are stated in: import time per edition and in
// total, database size, lookup-by-number and search latency, reading speed per shape, and
// how many judge questions the search answers (with the cards of the corpus's 2022 archive,
// when present, for the questions that name cards). `--json` prints one object.
//
//   rulekeeper-bench [--corpus DIR] [--translations DIR] [--json] [--keep DB]
//                    [--questions FILE] [--heldout FILE] [--misses]
//   rulekeeper-bench --answers DB [--questions FILE] [--heldout FILE] [--misses]   (the
//                    questions only, asked of a database already made, e.g. with --keep:
//                    for tuning the search on the questions, measuring it on the held-out
//                    ones, whose misses are never listed)
//   rulekeeper-bench --cli DB [--cli DB]... [--cli-program PATH]... [--runs N] [--all-pairs] [--json]
//                    (whole rulekeeper-cli processes on a database already made: each
//                    command's median, several builds' runs alternating, the first the
//                    reference of the ratios; by default the rulekeeper-cli of this build;
//                    one database for all, or a copy for each program)
//   rulekeeper-bench --cards [FILE] [--json]   (a card file imported into a fresh database:
//                    time, peak memory, growth; card by name and completion per keystroke;
//                    by default MTGJSON's AllSetFiles archive of the corpus)

#include "answerbench.h"
#include "cardbench.h"
#include "clibench.h"
#include "importer.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "librarybench.h"
#include "lineagebench.h"
#include "percentile.h"
#include "searchbench.h"
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
#include <memory>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption corpus(QStringLiteral("corpus"), QStringLiteral("Folder of .txt editions."),
                                    QStringLiteral("dir"),
                                    QStringLiteral(RULEKEEPER_SHARED_DIR "/corpus/cr-txt"));
    const QCommandLineOption translations(QStringLiteral("translations"),
                                          QStringLiteral("Folder of translated .txt editions (default: cr-txt-zh "
                                                         "beside the corpus)."),
                                          QStringLiteral("dir"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Write the database here."),
                                  QStringLiteral("file"));
    const QCommandLineOption questions(QStringLiteral("questions"),
                                       QStringLiteral("Judge questions with their answers (question<TAB>answer | …)."),
                                       QStringLiteral("file"), QStringLiteral(RULEKEEPER_QUESTIONS));
    const QCommandLineOption heldout(QStringLiteral("heldout"),
                                     QStringLiteral("Held-out judge questions, never tuned on: their figures only."),
                                     QStringLiteral("file"), QStringLiteral(RULEKEEPER_HELDOUT_QUESTIONS));
    const QCommandLineOption misses(QStringLiteral("misses"),
                                    QStringLiteral("List the questions (of --questions) whose answer is not among the "
                                                   "first three."));
    const QCommandLineOption answersOnly(QStringLiteral("answers"),
                                         QStringLiteral("Only ask the judge questions, of this database."),
                                         QStringLiteral("db"));
    const QCommandLineOption cliDb(QStringLiteral("cli"),
                                   QStringLiteral("Only time whole rulekeeper-cli processes, on this database (repeat: "
                                                  "one copy per --cli-program)."),
                                   QStringLiteral("db"));
    const QCommandLineOption cliProgram(QStringLiteral("cli-program"),
                                        QStringLiteral("A rulekeeper-cli to time (repeat to compare builds; the first is "
                                                       "the reference)."),
                                        QStringLiteral("path"));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Runs of each command per program (--cli)."),
                                  QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption allPairs(QStringLiteral("all-pairs"),
                                      QStringLiteral("Also diff every consecutive pair of whole English editions (--cli)."));
    const QCommandLineOption cardsFile(QStringLiteral("cards"),
                                       QStringLiteral("Only time importing this card file and reading its cards (the "
                                                      "positional FILE; default: the corpus's AllSetFiles archive)."));
    parser.addHelpOption();
    parser.addOptions({corpus, translations, json, keep, questions, heldout, misses, answersOnly, cliDb, cliProgram, runs,
                       allPairs, cardsFile});
    parser.process(app);

    if (parser.isSet(cardsFile)) {
        const QString file = !parser.positionalArguments().isEmpty()
                                 ? parser.positionalArguments().front()
                                 : QStringLiteral(RULEKEEPER_SHARED_DIR "/corpus/cards/mtgjson5/AllSetFiles-2022-04-25.tar.xz");
        QString error;
        const QJsonObject cards = measureCards(file, &error);
        if (cards.isEmpty()) {
            std::fprintf(stderr, "rulekeeper-bench: %s\n", qPrintable(error));
            return 2;
        }
        if (parser.isSet(json))
            std::printf("%s", QJsonDocument(cards).toJson(QJsonDocument::Indented).constData());
        else
            printCards(cards);
        return 0;
    }

    if (parser.isSet(cliDb)) {
        CliBenchOptions options;
        options.dbs = parser.values(cliDb);
        options.programs = parser.values(cliProgram);
        if (options.programs.isEmpty())
            options.programs = {QStringLiteral(RULEKEEPER_CLI_PATH)};
        options.runs = std::max(1, parser.value(runs).toInt());
        options.allPairs = parser.isSet(allPairs);
        for (const QString &db : options.dbs)
            if (!QFileInfo::exists(db)) {
                std::fprintf(stderr, "rulekeeper-bench: no database at %s\n", qPrintable(db));
                return 2;
            }
        QString error;
        const QJsonObject cli = measureCli(options, &error);
        if (cli.isEmpty()) {
            std::fprintf(stderr, "rulekeeper-bench: %s\n", qPrintable(error));
            return 2;
        }
        if (parser.isSet(json))
            std::printf("%s", QJsonDocument(cli).toJson(QJsonDocument::Indented).constData());
        else
            printCli(cli);
        return 0;
    }

    if (parser.isSet(answersOnly)) {
        if (!QFileInfo::exists(parser.value(answersOnly))) {
            std::fprintf(stderr, "rulekeeper-bench: no database at %s\n", qPrintable(parser.value(answersOnly)));
            return 2;
        }
        // Opened as the app opens it: a database of an older schema is brought up to date.
        std::unique_ptr<rulesdb::RulesStore> store;
        try {
            store = std::make_unique<rulesdb::RulesStore>(parser.value(answersOnly));
        } catch (const rulesdb::DbError &e) {
            std::fprintf(stderr, "rulekeeper-bench: %s: %s\n", qPrintable(parser.value(answersOnly)),
                         qPrintable(e.message()));
            return 2;
        }
        QString error;
        const QJsonObject answers =
            measureAnswerSets(*store, parser.value(questions), parser.value(heldout), &error);
        if (answers.isEmpty()) {
            std::fprintf(stderr, "rulekeeper-bench: %s\n", qPrintable(error));
            return 2;
        }
        if (parser.isSet(json))
            std::printf("%s", QJsonDocument(answers).toJson(QJsonDocument::Indented).constData());
        else
            printAnswers(answers, parser.isSet(misses));
        return 0;
    }

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

    const QDir translated(parser.isSet(translations) ? parser.value(translations)
                                                     : dir.filePath(QStringLiteral("../cr-txt-zh")));
    const QStringList translatedFiles = translated.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);

    std::vector<double> importMs, translationMs;
    QElapsedTimer total;
    total.start();
    double importTotalS = 0;
    {
        rulesdb::RulesStore store(dbPath);
        for (const QString &f : files) {
            QElapsedTimer t;
            t.start();
            importers::importFiles(store, {dir.filePath(f)}, importers::ImportOptions{});
            importMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        importTotalS = double(total.nsecsElapsed()) / 1e9;
        // The translations after, timed on their own: the figures above stay comparable.
        for (const QString &f : translatedFiles) {
            QElapsedTimer t;
            t.start();
            importers::importFiles(store, {translated.filePath(f)}, importers::ImportOptions{});
            translationMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        store.database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const double dbMb = double(QFileInfo(dbPath).size()) / (1024.0 * 1024.0);
    // The same files imported as `import` given them all at once: one transaction, after
    // which the file, grown by more than a quarter, is packed (store/packing.cpp).
    double onceMb = 0, onceS = 0;
    {
        const QString oncePath = tmp.filePath(QStringLiteral("once.sqlite"));
        QStringList all;
        for (const QString &f : files)
            all << dir.filePath(f);
        for (const QString &f : translatedFiles)
            all << translated.filePath(f);
        QElapsedTimer t;
        t.start();
        {
            rulesdb::RulesStore once(oncePath);
            importers::importFiles(once, all, importers::ImportOptions{});
            once.database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        onceS = double(t.nsecsElapsed()) / 1e9;
        onceMb = double(QFileInfo(oncePath).size()) / (1024.0 * 1024.0);
        QFile::remove(oncePath);
    }

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

    const QJsonObject search = measureSearch(store);
    const QJsonObject allSearches = search.value(QStringLiteral("all")).toObject();

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
        {QStringLiteral("db_mb_imported_at_once"), onceMb},
        {QStringLiteral("import_s_at_once"), onceS},
        {QStringLiteral("lookup_us_median"), percentile(lookupUs, 0.5)},
        {QStringLiteral("lookup_us_p99"), percentile(lookupUs, 0.99)},
        {QStringLiteral("search_ms_median"), allSearches.value(QStringLiteral("ms_median"))},
        {QStringLiteral("search_ms_p95"), allSearches.value(QStringLiteral("ms_p95"))},
        {QStringLiteral("search"), search},
        {QStringLiteral("translations_imported"), int(translatedFiles.size())},
        {QStringLiteral("translation_import_ms_median"), percentile(translationMs, 0.5)},
    };
    // Rows per second for each shape, from the newest edition written out in every shape.
    const QJsonObject shapes = measureShapes(dir.filePath(files.last()));
    out.insert(QStringLiteral("rows_per_s"), shapes);
    const QJsonObject lineage = measureLineage(store);
    out.insert(QStringLiteral("lineage"), lineage);
    // The cards, when the corpus has them, before the judge questions: a question naming a
    // card is read with it (answerbench.h). Every figure above is the rules' alone.
    const QString cardArchive = dir.filePath(QStringLiteral("../cards/mtgjson5/AllSetFiles-2022-04-25.tar.xz"));
    if (QFileInfo::exists(cardArchive)) {
        QElapsedTimer t;
        t.start();
        importers::importFiles(store, {cardArchive}, importers::ImportOptions{});
        out.insert(QStringLiteral("cards_import_s"), double(t.nsecsElapsed()) / 1e9);
    } else {
        std::fprintf(stderr, "rulekeeper-bench: no card archive at %s: the judge questions are asked without cards\n",
                     qPrintable(cardArchive));
    }
    QString answersError;
    const QJsonObject answers =
        measureAnswerSets(store, parser.value(questions), parser.value(heldout), &answersError);
    if (answers.isEmpty())
        std::fprintf(stderr, "rulekeeper-bench: judge questions not asked: %s\n", qPrintable(answersError));
    else
        out.insert(QStringLiteral("answers"), answers);
    // The judge's library last: every figure above is the CR's alone, as before.
    const QJsonObject library = measureLibrary(store, QDir(dir.filePath(QStringLiteral("../policy"))));
    out.insert(QStringLiteral("library"), library);
    if (parser.isSet(json)) {
        std::printf("%s", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    std::printf("editions imported     %d (%lld rule rows, %lld distinct texts)\n",
                int(files.size()), ruleRows, texts);
    std::printf("import per edition    median %.1f ms, max %.1f ms\n", percentile(importMs, 0.5),
                percentile(importMs, 1.0));
    std::printf("import whole corpus   %.2f s\n", importTotalS);
    std::printf("database size         %.1f MB (every file imported at once: %.1f MB, in %.2f s with the translations)\n",
                dbMb, onceMb, onceS);
    std::printf("lookup by number      median %.1f us, p99 %.1f us (%zu lookups)\n",
                percentile(lookupUs, 0.5), percentile(lookupUs, 0.99), lookupUs.size());
    if (!translatedFiles.isEmpty())
        std::printf("translations imported %d, median %.1f ms each\n", int(translatedFiles.size()),
                    percentile(translationMs, 0.5));
    printSearch(search);
    std::printf("reading, rows/s      ");
    for (auto it = shapes.constBegin(); it != shapes.constEnd(); ++it)
        std::printf(" %s %.0fk", qPrintable(it.key()), it.value().toDouble() / 1000.0);
    std::printf("  (%s written in each shape)\n", qPrintable(files.last()));
    printLineage(lineage);
    printLibrary(library);
    if (out.contains(QStringLiteral("cards_import_s")))
        std::printf("cards imported        %.1f s (the 2022 archive, for the judge questions naming cards)\n",
                    out.value(QStringLiteral("cards_import_s")).toDouble());
    printAnswers(answers, parser.isSet(misses));
    return 0;
}
