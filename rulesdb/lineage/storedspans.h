#pragma once
// A change's word diff as the lineage stores it: the spans' kinds and lengths only, since
// their words are the change's two wordings cut in order (Same and Deleted spans give the
// older wording, Same and Inserted the newer). A few bytes a change instead of its words
// twice, and a diff command reads it instead of computing it.

#include "text/worddiff.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringView>
#include <optional>
#include <vector>

namespace rulesdb {

// Each span as one unsigned LEB128 number: its length in UTF-16 units × 4 + its kind.
QByteArray encodeSpans(const std::vector<DiffSpan> &spans);

// The spans of `stored` with their words cut from the two wordings; nullopt when the
// lengths do not add up to exactly both wordings or a byte cannot be read (stored for other
// wordings, or a damaged file): the caller computes the diff instead.
std::optional<std::vector<DiffSpan>> decodeSpans(QByteArrayView stored, QStringView oldText, QStringView newText);
// The same spans by their lengths (each checked as decodeSpans() checks it), no words copied.
std::optional<std::vector<SpanLength>> decodeSpanLengths(QByteArrayView stored, QStringView oldText, QStringView newText);
// The same into `out` (cleared first, its room kept: a report decodes thousands); false, and
// `out` then undefined, where decodeSpanLengths() gives nullopt.
bool decodeSpanLengths(QByteArrayView stored, QStringView oldText, QStringView newText, std::vector<SpanLength> &out);

} // namespace rulesdb
