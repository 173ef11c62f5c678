#include "cardbench.h"

#include "cards/cardlinks.h"
#include "cards/cardstore.h"
#include "importer.h"
#include "percentile.h"
#include "rulenumber.h"
#include "rulesstore.h"
#include "sqlite.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <cstdio>
#include <sys/resource.h>

namespace {

double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // Linux reports kilobytes
}

double fileMb(const QString &path)
{
    return double(QFileInfo(path).size()) / (1024.0 * 1024.0);
}

} // namespace

QJsonObject measureCards(const QString &file, QString *error)
{
    QTemporaryDir dir;
    const QString dbPath = dir.filePath(QStringLiteral("cards.sqlite"));
    auto store = std::make_unique<rulesdb::RulesStore>(dbPath);
    store->database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const double emptyMb = fileMb(dbPath);

    QElapsedTimer timer;
    timer.start();
    try {
        importers::importFiles(*store, {file}, importers::ImportOptions{});
    } catch (const std::exception &e) {
        *error = QStringLiteral("%1: %2").arg(file, QString::fromUtf8(e.what()));
        return {};
    }
    const double importS = double(timer.nsecsElapsed()) / 1e9;
    const double peakMb = peakRssMb();
    store->database().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const double growthMb = fileMb(dbPath) - emptyMb;

    rulesdb::CardStore cards(*store);
    QStringList names;
    {
        rulesdb::Statement st(store->database(), "SELECT name FROM cards WHERE kind = 'paper' ORDER BY random() LIMIT 3000");
        while (st.step())
            names << st.text(0);
    }
    // A card by name as typed (lower case), found and read with its rulings and sets.
    std::vector<double> lookupUs;
    for (const QString &name : names) {
        QElapsedTimer t;
        t.start();
        const rulesdb::CardLookup found = cards.find(name.toLower());
        const auto card = found.card ? cards.card(*found.card) : std::nullopt;
        lookupUs.push_back(double(t.nsecsElapsed()) / 1e3);
        if (!card) {
            *error = QStringLiteral("no card found for %1").arg(name);
            return {};
        }
    }
    // Completion as the lookup box asks for it (8 names: those starting as typed, then
    // those with a later word starting so) at every keystroke of the first 300 names, and
    // of the 300 typed from their second word on ("bolt" for Lightning Bolt). The index of
    // later words is made by the first such call: timed apart.
    QElapsedTimer inside;
    inside.start();
    Q_UNUSED(cards.completeInside(QStringLiteral("zzz"), 8));
    const double insideIndexMs = double(inside.nsecsElapsed()) / 1e6;
    std::vector<double> completionUs;
    const auto offer = [&](const QString &typed) {
        QElapsedTimer t;
        t.start();
        QStringList offered = cards.complete(typed, 8);
        if (offered.size() < 8)
            offered += cards.completeInside(typed, 8);
        completionUs.push_back(double(t.nsecsElapsed()) / 1e3);
    };
    for (const QString &name : names.mid(0, 300)) {
        const qsizetype second = name.indexOf(u' ') + 1;
        for (qsizetype n = 1; n <= name.size(); ++n) {
            offer(name.left(n));
            if (second > 0 && second + n <= name.size())
                offer(name.mid(second, n));
        }
    }
    // The links between cards and rules, with the CR of 2025-11-14 beside the cards (imported
    // after the figures above): the recogniser made for the edition, every example read for
    // card names, and the rulings citing each rule (what a rule page asks for).
    QJsonObject links;
    const QString rules = QStringLiteral(RULEKEEPER_SHARED_DIR "/corpus/cr-txt/2025-11-14.txt");
    if (QFileInfo::exists(rules)) {
        importers::importFiles(*store, {rules}, importers::ImportOptions{});
        const rulesdb::EditionInfo cr = store->editions().front();
        QElapsedTimer t;
        t.start();
        const rulesdb::CardMentionFinder finder = rulesdb::cardMentionFinderFor(*store, cards, cr);
        const double finderMs = double(t.nsecsElapsed()) / 1e6;
        std::vector<double> exampleUs, rulingsMs;
        int mentions = 0;
        for (const rulesdb::RuleHeadline &h : store->headlines(cr)) {
            const auto number = rulesdb::RuleNumber::parse(h.number);
            if (!number || !number->isRuleOrSubrule())
                continue;
            const auto rule = store->rule(cr, *number);
            if (!rule)
                continue;
            for (const QString &example : rule->rule.examples) {
                QElapsedTimer e;
                e.start();
                mentions += int(finder.find(example).size());
                exampleUs.push_back(double(e.nsecsElapsed()) / 1e3);
            }
            QElapsedTimer r;
            r.start();
            const auto citing = rulesdb::rulingsForRulePage(cards, cr, h.number);
            rulingsMs.push_back(double(r.nsecsElapsed()) / 1e6);
            Q_UNUSED(citing);
        }
        links = {{QStringLiteral("names"), int(finder.nameCount())},
                 {QStringLiteral("finder_ms"), finderMs},
                 {QStringLiteral("examples"), int(exampleUs.size())},
                 {QStringLiteral("mentions"), mentions},
                 {QStringLiteral("example_us_median"), percentile(exampleUs, 0.5)},
                 {QStringLiteral("example_us_p95"), percentile(exampleUs, 0.95)},
                 {QStringLiteral("rule_rulings_ms_median"), percentile(rulingsMs, 0.5)},
                 {QStringLiteral("rule_rulings_ms_p95"), percentile(rulingsMs, 0.95)},
                 {QStringLiteral("rules"), int(rulingsMs.size())}};
    }
    const double lookupP99 = percentile(lookupUs, 0.99);
    const double completionP95 = percentile(completionUs, 0.95);
    const bool met = importS <= 10 && peakMb <= 400 && growthMb <= 60 && lookupP99 <= 1000 && completionP95 <= 2000;
    return {
        {QStringLiteral("file"), QFileInfo(file).fileName()},
        {QStringLiteral("import_s"), importS},
        {QStringLiteral("peak_rss_mb"), peakMb},
        {QStringLiteral("db_growth_mb"), growthMb},
        {QStringLiteral("cards"), store->database().queryInt("SELECT count(*) FROM cards")},
        {QStringLiteral("rulings"), store->database().queryInt("SELECT count(*) FROM oracle_rulings")},
        {QStringLiteral("lookup_us_median"), percentile(lookupUs, 0.5)},
        {QStringLiteral("lookup_us_p99"), lookupP99},
        {QStringLiteral("completion_us_median"), percentile(completionUs, 0.5)},
        {QStringLiteral("completion_us_p95"), completionP95},
        {QStringLiteral("keystrokes"), int(completionUs.size())},
        {QStringLiteral("completion_inner_index_ms"), insideIndexMs},
        {QStringLiteral("targets_met"), met},
        {QStringLiteral("links"), links},
    };
}

void printCards(const QJsonObject &c)
{
    const auto num = [&c](const char *key) { return c.value(QLatin1StringView(key)).toDouble(); };
    std::printf("card file             %s (%lld cards, %lld rulings)\n", qPrintable(c.value(QStringLiteral("file")).toString()),
                qint64(num("cards")), qint64(num("rulings")));
    std::printf("import                %.2f s (target <= 10 s)\n", num("import_s"));
    std::printf("peak memory           %.0f MB (target <= 400 MB)\n", num("peak_rss_mb"));
    std::printf("database growth       %.1f MB (target <= 60 MB)\n", num("db_growth_mb"));
    std::printf("card by name          median %.0f us, p99 %.0f us (target p99 <= 1 ms)\n", num("lookup_us_median"),
                num("lookup_us_p99"));
    std::printf("name completion       median %.0f us, p95 %.0f us over %d keystrokes, names starting so then a "
                "later word (target p95 <= 2 ms); the later words' index made in %.0f ms\n",
                num("completion_us_median"), num("completion_us_p95"), int(num("keystrokes")),
                num("completion_inner_index_ms"));
    if (const QJsonObject l = c.value(QStringLiteral("links")).toObject(); !l.isEmpty()) {
        const auto link = [&l](const char *key) { return l.value(QLatin1String(key)).toDouble(); };
        std::printf("card names in examples recogniser of %d names made in %.0f ms; %d examples read, median %.0f us, "
                    "p95 %.0f us (%d cards named)\n",
                    int(link("names")), link("finder_ms"), int(link("examples")), link("example_us_median"),
                    link("example_us_p95"), int(link("mentions")));
        std::printf("rulings citing a rule median %.1f ms, p95 %.1f ms over %d rules\n", link("rule_rulings_ms_median"),
                    link("rule_rulings_ms_p95"), int(link("rules")));
    }
    std::printf("card targets          %s\n", c.value(QStringLiteral("targets_met")).toBool() ? "met" : "NOT met");
}
