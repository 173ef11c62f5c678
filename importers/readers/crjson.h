#pragma once
// A third-party JSON parse of a whole CR edition: {EffectiveDate, Rules: [{ID, Number,
// Type: Part|Chapter|Rule|SubRule, Body: [paragraphs], Examples: [...]}], Glossary:
// [{KeyText, Body}], Credits: [paragraphs]}. Numbers keep their trailing dot ("100.1.").

#include "edition.h"

#include <QString>
#include <QStringView>

namespace importers {

bool looksLikeCrJson(QStringView text);

// Throws ImportError naming the file (and the line, for JSON syntax errors).
rulesdb::EditionData readCrJson(const QString &text, const QString &fileName);

} // namespace importers
