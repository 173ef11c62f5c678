#pragma once
// How well the search answers judges' questions: each question of a list (a file of
// "question<TAB>answer | answer" lines, '#' for comments) searched in the newest English
// edition as the app searches it, and where the first accepted answer comes among the
// first three hits. A figure of quality, not speed: for tuning the search against
// questions it was not tuned on.

#include "rulesstore.h"

#include <QJsonObject>

// {questions, top1, top3, misses: [{question, answers, got}]}; empty when the file cannot
// be read or the database has no English edition.
QJsonObject measureAnswers(rulesdb::RulesStore &store, const QString &questionsFile, QString *error);

// The figures above as a line of text, and with `misses`, each question missed and what came instead.
void printAnswers(const QJsonObject &answers, bool misses);
