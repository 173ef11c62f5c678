#include "textdecoder.h"

#include "importerror.h"

#include <QStringDecoder>
#include <unicode/ucnv.h>

#include <array>
#include <mutex>

namespace importers {
namespace {

// ---- single-byte code pages ---------------------------------------------------------

struct CodePage {
    const char *icuName;
    const char *name; // as reported in DecodedText::encoding
    std::array<char16_t, 128> high{}; // bytes 0x80-0xFF; 0 where the page has no character
};

// The upper halves of the three code pages the official files were saved in, read once
// from ICU so that decoding and scoring are table lookups.
std::array<CodePage, 3> &codePages()
{
    static std::array<CodePage, 3> pages = {{{"windows-1252", "windows-1252", {}},
                                             {"macintosh", "macintosh", {}},
                                             {"ibm-437", "IBM437", {}}}};
    static std::once_flag once;
    std::call_once(once, [] {
        for (CodePage &page : pages) {
            UErrorCode status = U_ZERO_ERROR;
            UConverter *conv = ucnv_open(page.icuName, &status);
            if (U_FAILURE(status))
                continue;
            for (int b = 0x80; b <= 0xFF; ++b) {
                const char byte = char(b);
                UChar out[4];
                status = U_ZERO_ERROR;
                const int32_t n = ucnv_toUChars(conv, out, 4, &byte, 1, &status);
                const char16_t c = (U_SUCCESS(status) && n == 1) ? char16_t(out[0]) : 0;
                // Unassigned bytes come back as U+FFFD or C1 controls: treat as "no character".
                page.high[size_t(b - 0x80)] = (c == 0xFFFD || (c >= 0x80 && c < 0xA0)) ? 0 : c;
            }
            ucnv_close(conv);
        }
    });
    return pages;
}

bool isAsciiLetter(uchar b) { return (b | 0x20) >= 'a' && (b | 0x20) <= 'z'; }

// Accented letters that occur in the names printed in the rules (Dandân, Ghazbán, Junún,
// Lim-Dûl, El-Hajjâj, Cátinò, Jötun ...). Other letters are possible but less likely.
bool isCommonAccentedLetter(char16_t c)
{
    static const char16_t common[] = u"áâàäéèêíîóôòöúûùüñçÁÉÍÓÚ";
    for (const char16_t *p = common; *p; ++p)
        if (*p == c)
            return true;
    return false;
}

// How plausible character c is in English rules text between the bytes before and after.
// Typographic punctuation is what the files are full of; accented letters occur inside
// names; symbols, box drawing and controls do not occur at all.
int plausibility(char16_t c, uchar before, uchar after)
{
    if (c == 0)
        return -5;
    const bool letterBefore = isAsciiLetter(before);
    const bool letterAfter = isAsciiLetter(after);
    switch (c) {
    case u'\u2018': case u'\u201C': // opening quotes: at the start of a word
        return letterAfter && !letterBefore ? 3 : 0;
    case u'\u2019': // apostrophe or closing quote
        return letterBefore ? 3 : 0;
    case u'\u201D':
        return letterBefore || before == '.' || before == ',' || before == '?' ? 3 : 0;
    case u'\u2013': case u'\u2014': case u'\u2022': case u'\u2026':
        return 2;
    case u'\u2122': case u'\u00AE': case u'\u00A9':
        return letterBefore || before == ')' ? 3 : 1;
    default:
        break;
    }
    const QChar q(c);
    if (q.isLetter()) {
        if (letterBefore && q.isUpper())
            return -2; // "DandÉn"
        if (letterBefore || letterAfter)
            return isCommonAccentedLetter(c) ? 2 : 1;
        return -1;
    }
    if (c == u'\u00A0')
        return letterBefore && letterAfter ? -1 : 0;
    return -3;
}

const CodePage &chooseCodePage(const QByteArray &bytes)
{
    auto &pages = codePages();
    std::array<long, 3> score{};
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const qsizetype n = bytes.size();
    bool sawCR = false, sawLF = false;
    for (qsizetype i = 0; i < n; ++i) {
        const uchar b = data[i];
        if (b == '\r')
            sawCR = true;
        else if (b == '\n')
            sawLF = true;
        if (b < 0x80)
            continue;
        const uchar before = i > 0 ? data[i - 1] : ' ';
        const uchar after = i + 1 < n ? data[i + 1] : ' ';
        for (size_t p = 0; p < pages.size(); ++p)
            score[p] += plausibility(pages[p].high[b - 0x80], before, after);
    }
    // Bare CR line ends are the mark of a classic Mac export.
    if (sawCR && !sawLF)
        score[1] += 3;
    size_t best = 0; // ties go to Windows-1252, the commonest
    for (size_t p = 1; p < pages.size(); ++p)
        if (score[p] > score[best])
            best = p;
    return pages[best];
}

QString decodeCodePage(const QByteArray &bytes, const CodePage &page)
{
    QString out(bytes.size(), Qt::Uninitialized);
    char16_t *dst = reinterpret_cast<char16_t *>(out.data());
    for (const char ch : bytes) {
        const uchar b = uchar(ch);
        *dst++ = b < 0x80 ? char16_t(b) : (page.high[b - 0x80] ? page.high[b - 0x80] : u'\uFFFD');
    }
    return out;
}

// ---- checks and line ends -------------------------------------------------------------

int lineOf(const QByteArray &bytes, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 >= bytes.size() || bytes[i + 1] != '\n')))
            ++line;
    }
    return line;
}

int lineOf(const QString &text, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i)
        line += text[i] == u'\n';
    return line;
}

// CRLF, bare CR, NEL, U+2028 and U+2029 all become '\n'.
QString normaliseLineEnds(const QString &in)
{
    QString out(in.size(), Qt::Uninitialized);
    const char16_t *src = reinterpret_cast<const char16_t *>(in.constData());
    const char16_t *end = src + in.size();
    char16_t *dst = reinterpret_cast<char16_t *>(out.data());
    char16_t *const start = dst;
    while (src < end) {
        const char16_t c = *src++;
        if (c == u'\r') {
            if (src < end && *src == u'\n')
                ++src;
            *dst++ = u'\n';
        } else if (c == u'\u2028' || c == u'\u2029' || c == u'\u0085') {
            *dst++ = u'\n';
        } else {
            *dst++ = c;
        }
    }
    out.truncate(dst - start);
    return out;
}

// A text that went through a failed conversion carries replacement characters; a few are
// tolerable (and kept), a file full of them is noise and is refused.
void refuseDamagedText(const QString &text, const QString &fileName, const QString &encoding)
{
    const qsizetype replacements = text.count(u'\uFFFD');
    if (replacements == 0)
        return;
    const bool atStart = text.startsWith(u'\uFFFD');
    if (!atStart && replacements * 1000 < text.size() && replacements < 50)
        return;
    const qsizetype first = text.indexOf(u'\uFFFD');
    throw ImportError(fileName, lineOf(text, first),
                      QStringLiteral("the text is damaged: %1 replacement characters (U+FFFD) left "
                                     "by an earlier failed conversion (read as %2)%3; expected "
                                     "a rules file as published")
                          .arg(replacements)
                          .arg(encoding,
                               atStart ? QStringLiteral(", starting where a byte-order mark should be")
                                       : QString()));
}

// Where a decoded text first shows damage: a replacement character or a lone surrogate.
qsizetype firstBadCharacter(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\uFFFD')
            return i;
        if (c.isHighSurrogate() && (i + 1 >= text.size() || !text[i + 1].isLowSurrogate()))
            return i;
        if (c.isLowSurrogate() && (i == 0 || !text[i - 1].isHighSurrogate()))
            return i;
    }
    return -1;
}

QString decodeStrict(const QByteArray &bytes, QStringDecoder::Encoding encoding, bool *ok)
{
    QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
    QString text = decoder(bytes);
    // A damaged UTF-16 file can hold a lone surrogate.
    *ok = !decoder.hasError() && QStringView(text).isValidUtf16();
    return text;
}

DecodedText finish(QString text, const char *encoding, const QString &fileName)
{
    const QString name = QString::fromLatin1(encoding);
    refuseDamagedText(text, fileName, name);
    return {normaliseLineEnds(text), name};
}

} // namespace

DecodedText decodeText(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.isEmpty())
        throw ImportError(fileName, 0, QStringLiteral("the file is empty; expected rules text"));

    // A byte-order mark settles it.
    struct Bom {
        const char *bytes;
        QStringDecoder::Encoding encoding;
        const char *name;
    };
    static const Bom boms[] = {{"\xEF\xBB\xBF", QStringDecoder::Utf8, "UTF-8"},
                               {"\xFF\xFE", QStringDecoder::Utf16LE, "UTF-16LE"},
                               {"\xFE\xFF", QStringDecoder::Utf16BE, "UTF-16BE"}};
    for (const Bom &bom : boms) {
        if (!bytes.startsWith(bom.bytes))
            continue;
        QByteArray body = bytes.mid(qsizetype(qstrlen(bom.bytes)));
        // A UTF-16 file cut at an odd byte ends in half a character: drop it and let the
        // reader say where the text breaks off.
        if (bom.encoding != QStringDecoder::Utf8 && body.size() % 2 != 0)
            body.chop(1);
        bool ok = false;
        const QString text = decodeStrict(body, bom.encoding, &ok);
        if (!ok)
            throw ImportError(fileName, lineOf(text, firstBadCharacter(text)),
                              QStringLiteral("the file starts with a %1 byte-order mark but is not "
                                             "valid %1 here (damaged)")
                                  .arg(QString::fromLatin1(bom.name)));
        if (const qsizetype nul = text.indexOf(QChar(u'\0')); nul >= 0)
            throw ImportError(fileName, lineOf(text, nul),
                              QStringLiteral("NUL characters in %1 text: the file is damaged")
                                  .arg(QString::fromLatin1(bom.name)));
        return finish(text, bom.name, fileName);
    }

    // Without a byte-order mark, NUL bytes mean UTF-16 that lost its mark, or binary data:
    // either way not something to guess at.
    if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0) {
        const bool lostBom = bytes.startsWith("\xEF\xBF\xBD");
        throw ImportError(fileName, lineOf(bytes, nul),
                          lostBom ? QStringLiteral("the file is damaged: it looks like UTF-16 whose "
                                                   "byte-order mark was replaced by U+FFFD and whose "
                                                   "characters are interleaved with NUL bytes; "
                                                   "expected the file as published")
                                  : QStringLiteral("NUL bytes: this is binary data or UTF-16 without "
                                                   "a byte-order mark; expected a text file"));
    }

    bool ascii = true;
    for (const char c : bytes)
        if (uchar(c) >= 0x80) {
            ascii = false;
            break;
        }
    if (ascii)
        return finish(QString::fromLatin1(bytes), "US-ASCII", fileName);

    bool ok = false;
    QString utf8 = decodeStrict(bytes, QStringDecoder::Utf8, &ok);
    if (ok)
        return finish(std::move(utf8), "UTF-8", fileName);

    const CodePage &page = chooseCodePage(bytes);
    return finish(decodeCodePage(bytes, page), page.name, fileName);
}

} // namespace importers
