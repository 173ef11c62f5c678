#pragma once
// Card figures: importing a card file (MTGJSON's AllSetFiles archive by default) into a
// fresh database, its time, the process's peak memory and the database's growth; a card
// found by name and read; name completion at each keystroke; and the links between cards
// and rules (card names found in the examples, the rulings citing each rule).

#include <QJsonObject>
#include <QString>

// {file, import_s, peak_rss_mb, db_growth_mb, cards, rulings, lookup_us_median, lookup_us_p99,
// completion_us_median, completion_us_p95, keystrokes, targets_met, links: {names, finder_ms,
// examples, mentions, example_us_median, example_us_p95, rule_rulings_ms_median,
// rule_rulings_ms_p95, rules} with the CR of 2025-11-14 beside the cards}; empty with *error set
// when the file cannot be imported.
QJsonObject measureCards(const QString &file, QString *error);

// The figures above as lines of text, each with its target.
void printCards(const QJsonObject &cards);
