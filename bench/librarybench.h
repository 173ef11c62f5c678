#pragma once
// The judge's library in the benchmark: every version of the MTR, the IPG and JAR imported
// beside the CR's editions, and searches of the whole library timed.

#include "rulesstore.h"

#include <QDir>
#include <QJsonObject>

// Imports every file and folder under policyDir/{mtr,ipg,jar} (one edition per document
// and date: a version in two shapes is imported once) and times searches of all documents.
// Empty when the folder is absent.
QJsonObject measureLibrary(rulesdb::RulesStore &store, const QDir &policyDir);
void printLibrary(const QJsonObject &library);
