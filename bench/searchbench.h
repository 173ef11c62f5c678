#pragma once
// Search latency over the whole corpus: what a judge types (single words, phrases,
// prefixes, Chinese), each kind timed on its own against every edition in its language and
// against its newest edition. Each query runs five times and counts its median.

#include "rulesstore.h"

#include <QJsonObject>

// {words, phrases, prefixes, cjk, all}: each {ms_median, ms_p95, queries}, plus
// {newest_edition: {ms_median, ms_p95}} for the same queries within the newest edition of
// their language, and targets_met (p95 ≤ 5 ms everywhere).
QJsonObject measureSearch(rulesdb::RulesStore &store);

// The figures above as lines of text.
void printSearch(const QJsonObject &search);
