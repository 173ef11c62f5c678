#pragma once
// How well the search answers judges' questions: each question of a list (a file of
// "question<TAB>answer | answer" lines, '#' for comments) searched in the newest English
// edition as the app searches it, and where the first accepted answer comes: first, among
// the first three, and its reciprocal rank among the first ten. A figure of quality, not
// speed: for tuning the search on one list (the tuning set) and measuring it on another
// that was never tuned on (the held-out set).

#include "rulesstore.h"

#include <QJsonObject>

// Each question is asked as the command line asks it: the cards it names (when the database
// holds cards) read with it (search/cardquestion.h). A question names cards when the card
// name index finds one in it; `naming_cards` gives those questions' figures apart, with
// the time each took (ms_median, ms_p95), the reading of its cards included, and as
// `rules_alone` what the rules' search alone (cards unread, as before) gave them.
// {edition, questions, top1, top3, mrr, naming_cards: {questions, top1, top3, mrr, ms_median,
// ms_p95}, misses: [{question, answers, got, rank, cards}]}; empty when
// the file cannot be read or the database has no English edition. Without `withMisses`,
// no `misses`: the questions of a held-out set are counted, never listed.
QJsonObject measureAnswers(rulesdb::RulesStore &store, const QString &questionsFile, QString *error,
                           bool withMisses = true);

// The tuning set's figures with its misses, and the held-out set's as `heldout` (figures
// only); `heldout` is left out, with a warning, when its file cannot be read.
QJsonObject measureAnswerSets(rulesdb::RulesStore &store, const QString &questionsFile, const QString &heldoutFile,
                              QString *error);

// The figures above as lines of text, and with `misses`, each tuning question missed and
// what came instead.
void printAnswers(const QJsonObject &answers, bool misses);
