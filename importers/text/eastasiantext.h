#pragma once
// Rules text saved in the legacy encoding of a Chinese, Japanese or Korean system: the
// translations are published in UTF-8, but a copy saved by Windows' "ANSI" there is
// GB18030 (GBK), Big5, Shift_JIS or EUC-KR, and older Unix tools write EUC-JP.

#include "text/textdecoder.h"

#include <QByteArray>
#include <optional>

namespace importers {

// The text, when ICU's charset detector takes the bytes for one of those encodings and
// strict decoding bears it out: every byte decodes, and nearly every character beyond
// ASCII is Han, kana, Hangul or their punctuation. Nothing otherwise.
std::optional<DecodedText> decodeEastAsian(const QByteArray &bytes);

} // namespace importers
