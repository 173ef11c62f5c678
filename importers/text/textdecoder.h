#pragma once
// Turns the bytes of a rules file into text. The official files come in UTF-8 with BOM,
// UTF-16 LE/BE with BOM, Windows-1252, Mac Roman, IBM 437 and ASCII with stray code-page
// bytes, and translations may come in an East Asian code page: the encoding is chosen by
// evidence in the bytes, never by a silent default.

#include <QByteArray>
#include <QString>

namespace importers {

struct DecodedText {
    QString text;     // line ends normalised to '\n' (CRLF, bare CR, U+2028, mixtures)
    QString encoding; // "UTF-8", "UTF-16LE", "UTF-16BE", "windows-1252", "macintosh", "IBM437", "US-ASCII",
                      // or a Chinese, Japanese or Korean code page: "GB18030", "Big5", "Shift_JIS",
                      // "EUC-JP", "EUC-KR"
};

// Throws ImportError (naming fileName) for empty, binary or damaged input, e.g. a UTF-16
// file whose BOM became U+FFFD and whose bytes are interleaved with NULs.
DecodedText decodeText(const QByteArray &bytes, const QString &fileName);

} // namespace importers
