#pragma once
// Lineage figures: aligning every consecutive pair of editions, diffing two distant ones,
// and a rule's history once the lineage is stored; and whether they meet their targets.

#include "rulesstore.h"

#include <QJsonObject>

// {align_ms_median, align_ms_max, align_ms_max_pair, align_ms_max_single_run,
// align_ms_pairs_total, diff_2009_2026_ms, history_ms_median, history_ms_p95, lineage_store_s,
// targets_met}. Alignments and the diff: best of three runs each.
QJsonObject measureLineage(rulesdb::RulesStore &store);

// The figures above as lines of text, each with its target.
void printLineage(const QJsonObject &lineage);
