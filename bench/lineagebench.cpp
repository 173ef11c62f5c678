#include "lineagebench.h"

#include "editiondiff.h"
#include "lineage.h"
#include "sqlite.h"

#include <QElapsedTimer>
#include <algorithm>

namespace {

double percentileOf(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5))];
}

} // namespace

QJsonObject measureLineage(rulesdb::RulesStore &store)
{
    const auto editions = store.editions();
    // Alignment alone: the rules are loaded before the clock starts.
    std::vector<double> alignMs;
    for (size_t i = 0; i + 1 < editions.size(); ++i) {
        const auto a = rulesdb::alignedRules(store, editions[i]), b = rulesdb::alignedRules(store, editions[i + 1]);
        QElapsedTimer t;
        t.start();
        rulesdb::alignRules(a, b);
        alignMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    double total = 0;
    for (const double ms : alignMs)
        total += ms;

    double diffMs = 0;
    const auto from = store.edition(QStringLiteral("2009-07-11"), QStringLiteral("en"));
    const auto to = store.edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    if (from && to) {
        QElapsedTimer t;
        t.start();
        rulesdb::diffEditions(store, *from, *to);
        diffMs = double(t.nsecsElapsed()) / 1e6;
    }

    QElapsedTimer t;
    t.start();
    store.updateLineage(QStringLiteral("en"));
    const double storeS = double(t.nsecsElapsed()) / 1e9;

    // History of 200 random rules of the newest edition, lineage stored.
    std::vector<double> historyMs;
    if (!editions.empty()) {
        const auto newest = editions.back();
        rulesdb::Statement st(store.database(), "SELECT number FROM rules WHERE edition_id = ?1 ORDER BY random() LIMIT 200");
        st.bind(1, newest.id);
        std::vector<rulesdb::RuleNumber> numbers;
        while (st.step())
            if (auto n = rulesdb::RuleNumber::parse(st.text(0)))
                numbers.push_back(*n);
        for (const auto &n : numbers) {
            QElapsedTimer h;
            h.start();
            store.history(newest, n);
            historyMs.push_back(double(h.nsecsElapsed()) / 1e6);
        }
    }
    return {{QStringLiteral("align_ms_median"), percentileOf(alignMs, 0.5)},
            {QStringLiteral("align_ms_max"), percentileOf(alignMs, 1.0)},
            {QStringLiteral("align_ms_pairs_total"), total},
            {QStringLiteral("diff_2009_2026_ms"), diffMs},
            {QStringLiteral("lineage_store_s"), storeS},
            {QStringLiteral("history_ms_median"), percentileOf(historyMs, 0.5)},
            {QStringLiteral("history_ms_p95"), percentileOf(historyMs, 0.95)}};
}
