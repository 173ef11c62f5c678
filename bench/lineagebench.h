#pragma once
// Lineage figures: aligning every consecutive pair of editions, diffing two distant ones,
// and a rule's history once the lineage is stored.

#include "rulesstore.h"

#include <QJsonObject>

// {align_ms_median, align_ms_max, align_ms_pairs_total, diff_2009_2026_ms, history_ms_median,
// history_ms_p95, lineage_store_s}
QJsonObject measureLineage(rulesdb::RulesStore &store);
