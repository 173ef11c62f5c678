#include "text/textdecoder.h"

#include "importerror.h"
#include "text/eastasiantext.h"

#include <QStringDecoder>
#include <QStringView>

#include <unicode/ucnv.h>

#include <array>
#include <cstring>
#include <optional>
#include <string_view>

// How the encoding is chosen, in order:
//  1. a byte-order mark (UTF-8, UTF-16LE, UTF-16BE) settles it;
//  2. NUL bytes mean UTF-16 that lost its mark (decoded when the NULs fall in a clean
//     pattern), damage, or binary data: the last two are refused;
//  3. pure 7-bit bytes are US-ASCII, a strictly valid byte stream is UTF-8;
//  4. anything else is one of the three single-byte code pages the official files were
//     saved in, chosen by how plausible each makes the high bytes in English rules text;
//  5. bytes none of them makes plausible may be a translation saved in a Chinese, Japanese
//     or Korean code page (eastasiantext.h); else they are refused.
// Whatever was chosen, the decoded text is then checked for damage (NULs, U+FFFD).

namespace importers {
namespace {

// ---- line numbers for error messages ----------------------------------------------------

// 1-based line of a byte offset; LF, CRLF and bare CR each end a line. NUL bytes are
// skipped so that the count also holds in UTF-16-like bytes, where CRLF is CR NUL LF.
int lineAtByte(QByteArrayView bytes, qsizetype offset)
{
    int line = 1;
    const qsizetype end = qMin(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        if (bytes[i] == '\n') {
            ++line;
        } else if (bytes[i] == '\r') {
            qsizetype next = i + 1;
            while (next < bytes.size() && bytes[next] == '\0')
                ++next;
            line += next >= bytes.size() || bytes[next] != '\n';
        }
    }
    return line;
}

bool isLineSeparator(char16_t c)
{
    return c == u'\n' || c == u'\u2028' || c == u'\u2029' || c == u'\u0085';
}

// 1-based line of a character offset in text whose line ends are not yet normalised.
int lineAtChar(QStringView text, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (isLineSeparator(c) || (c == u'\r' && (i + 1 >= text.size() || text[i + 1] != u'\n')))
            ++line;
    }
    return line;
}

// ---- line ends ---------------------------------------------------------------------------

// CRLF, bare CR, LF, NEL, U+2028 and U+2029 all become '\n'; nothing else changes (no-break
// spaces are text). One pass into a buffer of the input's size: the output is never longer.
QString normaliseLineEnds(QStringView in)
{
    QString out(in.size(), Qt::Uninitialized);
    char16_t *const begin = reinterpret_cast<char16_t *>(out.data());
    char16_t *dst = begin;
    const char16_t *src = in.utf16();
    const char16_t *const end = src + in.size();
    while (src < end) {
        const char16_t c = *src++;
        if (c == u'\r') {
            if (src < end && *src == u'\n')
                ++src;
            *dst++ = u'\n';
        } else {
            *dst++ = isLineSeparator(c) ? u'\n' : c;
        }
    }
    out.truncate(dst - begin);
    return out;
}

// ---- damage in decoded text --------------------------------------------------------------

// A few U+FFFD can be part of a published file; more than this, or one where the text
// should begin, is what an earlier failed conversion leaves behind.
constexpr qsizetype MaxReplacements = 8;

// Characters no published rules text holds: control codes other than tabs, line and page
// breaks, and code points Unicode has not assigned. In text read as UTF-16 they are what
// a conversion that treated its bytes as 8-bit text leaves: when its line breaks were
// changed byte by byte (CR NUL LF NUL became CR LF NUL CR LF NUL), the bytes pair up out
// of step, and every line end reads as U+0A0D.
bool isStrayChar(char16_t c)
{
    if (c < 0x20)
        return c != u'\t' && c != u'\n' && c != u'\r' && c != u'\f' && c != u'\v' && c != 0x1A;
    if (c < 0x7F || c == 0x85) // NEL is a line end
        return false;
    const QChar::Category category = QChar::category(char32_t(c));
    return category == QChar::Other_Control || category == QChar::Other_NotAssigned;
}

QString codePoint(char16_t c)
{
    return QStringLiteral("U+%1").arg(uint(c), 4, 16, QChar(u'0')).toUpper();
}

void refuseStrayChars(QStringView text, const QString &encoding, const QString &fileName)
{
    qsizetype strays = 0;
    qsizetype first = -1;
    const char16_t *const begin = text.utf16();
    for (const char16_t *p = begin, *end = begin + text.size(); p < end; ++p) {
        if (char16_t(*p - 0x20) < 0x5F) // printable ASCII, nearly all of it: decided at once
            continue;
        if (isStrayChar(*p) && ++strays == 1)
            first = p - begin;
    }
    if (strays <= MaxReplacements)
        return;
    throw ImportError(fileName, lineAtChar(text, first),
                      QStringLiteral("the file looks damaged: its %1 text holds %2 control or unassigned "
                                     "characters (the first, %3, on this line), as a conversion that "
                                     "misread its bytes leaves; expected rules text as published")
                          .arg(encoding)
                          .arg(strays)
                          .arg(codePoint(text[first].unicode())));
}

void refuseDamage(QStringView text, const QString &encoding, const QString &fileName)
{
    if (const qsizetype nul = text.indexOf(QChar(u'\0')); nul >= 0)
        throw ImportError(fileName, lineAtChar(text, nul),
                          QStringLiteral("the file looks damaged: NUL characters in %1 text; "
                                         "expected rules text as published")
                              .arg(encoding));
    const qsizetype replacements = text.count(QChar(u'\uFFFD'));
    const bool atStart = text.startsWith(QChar(u'\uFFFD'));
    if (replacements > 0 && (atStart || replacements > MaxReplacements || replacements * 1000 >= text.size()))
        throw ImportError(fileName, lineAtChar(text, text.indexOf(QChar(u'\uFFFD'))),
                          QStringLiteral("the file looks damaged: its %1 text holds U+FFFD replacement "
                                         "characters (%2%3), left by an earlier failed conversion; "
                                         "expected rules text as published")
                              .arg(encoding)
                              .arg(replacements)
                              .arg(atStart ? QStringLiteral(", the first where the text begins") : QString()));
}

// Rules text holds no control codes but tabs, line ends and the odd form feed or DOS
// end-of-file mark; more than one byte in a hundred is binary data, whatever the encoding.
void refuseControlCodes(const QByteArray &bytes, const QString &fileName)
{
    qsizetype controls = 0;
    qsizetype first = -1;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const uchar b = uchar(bytes[i]);
        if (b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v' && b != 0x1A) {
            ++controls;
            if (first < 0)
                first = i;
        }
    }
    if (controls > 8 && controls * 100 > bytes.size())
        throw ImportError(fileName, lineAtByte(bytes, first),
                          QStringLiteral("this is not text: %1 control bytes (binary data?); "
                                         "expected a rules text file")
                              .arg(controls));
}

// ---- byte-order marks and UTF-16 -----------------------------------------------------------

struct Unicode {
    QStringDecoder::Encoding encoding;
    QString name;
};

// Strict: a malformed sequence or a lone surrogate is an error, not a silent U+FFFD.
std::optional<QString> decodeStrictly(QByteArrayView bytes, QStringDecoder::Encoding encoding)
{
    QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
    QString text = decoder(bytes);
    if (decoder.hasError() || !QStringView(text).isValidUtf16())
        return std::nullopt;
    return text;
}

// Where a decoding went wrong: the first U+FFFD or lone surrogate the lenient decoder left.
qsizetype firstBadChar(QStringView text)
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
    return 0;
}

// Decodes bytes that must be valid in a Unicode encoding, or says where they are not.
QString decodeUnicode(QByteArrayView bytes, const Unicode &unicode, const QString &why,
                      const QString &fileName)
{
    if (auto text = decodeStrictly(bytes, unicode.encoding))
        return *std::move(text);
    const QString lenient = QStringDecoder(unicode.encoding, QStringDecoder::Flag::Stateless)(bytes);
    throw ImportError(fileName, lineAtChar(lenient, firstBadChar(lenient)),
                      QStringLiteral("the file looks damaged: %1 but its bytes are not valid %2 here")
                          .arg(why, unicode.name));
}

QString decodeMarkedUtf8(QByteArrayView body, const QString &why, const QString &fileName);

struct Bom {
    QByteArrayView bytes;
    Unicode unicode;
};

std::optional<DecodedText> decodeWithBom(const QByteArray &bytes, const QString &fileName)
{
    static const Bom boms[] = {
        {"\xEF\xBB\xBF", {QStringDecoder::Utf8, QStringLiteral("UTF-8")}},
        {"\xFF\xFE", {QStringDecoder::Utf16LE, QStringLiteral("UTF-16LE")}},
        {"\xFE\xFF", {QStringDecoder::Utf16BE, QStringLiteral("UTF-16BE")}},
    };
    for (const Bom &bom : boms) {
        if (!bytes.startsWith(bom.bytes))
            continue;
        QByteArrayView body = QByteArrayView(bytes).sliced(bom.bytes.size());
        // A UTF-16 file cut at an odd byte ends in half a character: drop the half, so
        // that the reader, not the decoder, reports where the text breaks off.
        if (bom.unicode.encoding != QStringDecoder::Utf8 && body.size() % 2 != 0)
            body.chop(1);
        if (body.isEmpty())
            throw ImportError(fileName, 0,
                              QStringLiteral("the file is empty but for a %1 byte-order mark; "
                                             "expected rules text")
                                  .arg(bom.unicode.name));
        const QString why = QStringLiteral("it starts with a %1 byte-order mark").arg(bom.unicode.name);
        if (bom.unicode.encoding == QStringDecoder::Utf8)
            return DecodedText{decodeMarkedUtf8(body, why, fileName), bom.unicode.name};
        return DecodedText{decodeUnicode(body, bom.unicode, why, fileName), bom.unicode.name};
    }
    return std::nullopt;
}

// UTF-16 of mostly-ASCII text puts a NUL in every other byte: at odd offsets for little
// endian, at even ones for big endian, and never two NULs in a row. Only a clean pattern
// counts; NULs that drift between the two were damaged on the way (e.g. pushed through a
// UTF-8 filter), and runs of NULs are binary data.
enum class NulPattern { None, Utf16LE, Utf16BE, Broken };

NulPattern nulPattern(const QByteArray &bytes)
{
    std::array<qsizetype, 2> nuls{}; // at even, odd offsets
    qsizetype runs = 0;              // NULs right after another NUL
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] != '\0')
            continue;
        ++nuls[size_t(i % 2)];
        runs += i > 0 && bytes[i - 1] == '\0';
    }
    const qsizetype total = nuls[0] + nuls[1];
    // Fewer NULs than a quarter of the bytes: under half the characters would be ASCII,
    // not the rules text.
    if (total * 4 < bytes.size() || runs * 10 > total)
        return NulPattern::None;
    if (nuls[0] * 100 < total)
        return NulPattern::Utf16LE;
    if (nuls[1] * 100 < total)
        return NulPattern::Utf16BE;
    return NulPattern::Broken;
}

// A file with NUL bytes and no byte-order mark: UTF-16 that lost its mark is read, all
// else is refused with the reason.
DecodedText decodeWithNuls(const QByteArray &bytes, const QString &fileName)
{
    const int nulLine = lineAtByte(bytes, bytes.indexOf('\0'));
    // EF BF BD is U+FFFD in UTF-8: what a text filter makes of a UTF-16 mark (FF FE).
    if (bytes.startsWith("\xEF\xBF\xBD"))
        throw ImportError(fileName, nulLine,
                          QStringLiteral("the file looks damaged: UTF-16 whose byte-order mark "
                                         "became U+FFFD (bytes EF BF BD) and whose characters are "
                                         "interleaved with NUL bytes, as after a text conversion "
                                         "that did not know the encoding; expected the file as "
                                         "published"));
    const NulPattern pattern = nulPattern(bytes);
    if (pattern == NulPattern::Utf16LE || pattern == NulPattern::Utf16BE) {
        const Unicode unicode = pattern == NulPattern::Utf16LE
            ? Unicode{QStringDecoder::Utf16LE, QStringLiteral("UTF-16LE")}
            : Unicode{QStringDecoder::Utf16BE, QStringLiteral("UTF-16BE")};
        QByteArrayView body(bytes);
        if (body.size() % 2 != 0)
            body.chop(1);
        const QString why = QStringLiteral("its NUL bytes look like %1 without a byte-order mark")
                                .arg(unicode.name);
        return {decodeUnicode(body, unicode, why, fileName), unicode.name};
    }
    if (pattern == NulPattern::Broken)
        throw ImportError(fileName, nulLine,
                          QStringLiteral("the file looks damaged: NUL bytes interleaved as in UTF-16, "
                                         "but not in a regular pattern (a UTF-16 file that went "
                                         "through a text conversion?); expected the file as published"));
    throw ImportError(fileName, nulLine,
                      QStringLiteral("this is not text: NUL bytes in a file without a UTF-16 "
                                     "byte-order mark (binary data?); expected a rules text file"));
}

// ---- single-byte code pages ----------------------------------------------------------------

struct CodePage {
    const char *icuName;
    QString name;                      // as reported in DecodedText::encoding
    std::array<char16_t, 128> high{};  // bytes 0x80-0xFF as ICU decodes them
};

// The candidates, Windows-1252 first: it wins ties, being the commonest.
enum Candidate { Windows1252, MacRoman, Ibm437, CandidateCount };

// The upper halves of the code pages, read once from ICU so that scoring is a table lookup.
const std::array<CodePage, CandidateCount> &codePages()
{
    static const std::array<CodePage, CandidateCount> pages = [] {
        std::array<CodePage, CandidateCount> p = {{{"windows-1252", QStringLiteral("windows-1252"), {}},
                                                   {"macintosh", QStringLiteral("macintosh"), {}},
                                                   {"ibm-437", QStringLiteral("IBM437"), {}}}};
        for (CodePage &page : p) {
            UErrorCode status = U_ZERO_ERROR;
            UConverter *conv = ucnv_open(page.icuName, &status);
            for (int b = 0x80; b <= 0xFF; ++b) {
                const char byte = char(b);
                UChar out[4] = {};
                status = U_ZERO_ERROR;
                const int32_t n = conv ? ucnv_toUChars(conv, out, 4, &byte, 1, &status) : 0;
                page.high[size_t(b - 0x80)] = U_SUCCESS(status) && n == 1 ? char16_t(out[0]) : u'\uFFFD';
            }
            if (conv)
                ucnv_close(conv);
        }
        return p;
    }();
    return pages;
}

char16_t decodeByte(const CodePage &page, uchar b)
{
    return b < 0x80 ? char16_t(b) : page.high[b - 0x80];
}

// Accented letters of the names printed in the rules (Dandân, Ghazbán, Junún, Lim-Dûl,
// El-Hajjâj, Juzám, Cátinò, Æther, Jötun) and of the loanwords of English.
bool isLikelyAccent(char16_t c)
{
    static constexpr std::u16string_view likely = u"àáâäåæçèéêíîïñòóôöøùúûüÆÉÖÜœŒ";
    return likely.find(c) != std::u16string_view::npos;
}

bool isWordChar(char16_t c) { return QChar(c).isLetterOrNumber(); }
bool isSpaceOrEnd(char16_t c) { return c == 0 || QChar(c).isSpace(); }

// Characters no English rules text contains: controls, unassigned bytes, private use (the
// Apple logo), box drawing and block elements (IBM 437), Greek letters and maths symbols.
bool isImplausible(char16_t c)
{
    const QChar q(c);
    return c == u'\uFFFD' || q.category() == QChar::Other_Control
        || q.category() == QChar::Other_PrivateUse || (c >= 0x2500 && c <= 0x25FF)
        || (c >= 0x0370 && c <= 0x03FF) || (c >= 0x2200 && c <= 0x23FF)
        || q.category() == QChar::Symbol_Math;
}

// How plausible c is in English rules text between the characters before and after (0 at
// the ends of the file). The files are full of typographic quotes and dashes beside spaces
// and punctuation; accented letters occur inside names, between other letters.
int plausibility(char16_t c, char16_t before, char16_t after)
{
    if (isImplausible(c))
        return -8;
    const bool wordBefore = isWordChar(before);
    const bool wordAfter = isWordChar(after);
    const bool inWord = wordBefore && wordAfter;
    switch (c) {
    case u'\u2018': case u'\u201C': // opening quotes begin something
        return inWord ? -3 : !wordBefore && !isSpaceOrEnd(after) ? 3 : -1;
    case u'\u2019': // apostrophe inside a word, or a closing quote after one
        return inWord || (!wordAfter && !isSpaceOrEnd(before)) ? 3 : wordAfter ? 1 : -1;
    case u'\u201D':
        return inWord ? -3 : !wordAfter && !isSpaceOrEnd(before) ? 3 : -1;
    case u'\u2013': case u'\u2014': // ranges (306–311), asides (cards—even), " – "
        return 2;
    case u'\u2022': case u'\u2026':
        return 1;
    case u'\u2122': case u'\u00AE': // after a name: Magic™, Gathering®
        return inWord ? -2 : wordBefore || before == u')' || before == u' ' ? 3 : 0;
    case u'\u00A9': // ©1993
        return inWord ? -2 : 2;
    case u'\u00A0':
        return inWord ? -3 : 0;
    default:
        break;
    }
    const QChar q(c);
    if (!q.isLetter())
        return inWord ? -4 : -2; // £, †, ‰, §, ¬ ...: not what the rules print
    if (!isLikelyAccent(c))
        return -3; // ƒ, ª, º, Ð, ı ...
    // Accents sit among letters; between digits ("1993ñ2005") the byte is a dash.
    const bool letterBefore = QChar(before).isLetter();
    const bool letterAfter = QChar(after).isLetter();
    if (q.isUpper())
        return letterBefore ? -3 : letterAfter ? 2 : -2; // "Æther" but not "DandÉn"
    if (letterBefore && letterAfter)
        return 4;
    return letterBefore && !wordAfter ? 2 : -2; // "Cátinò," but not a lone letter
}

// Names whose accents tell the code pages apart (the letters differ in each): a match is
// worth more than any amount of context.
bool isKnownName(QStringView word)
{
    static const QString names[] = {
        QStringLiteral("Dand\u00E2n"),    QStringLiteral("Ghazb\u00E1n"),   QStringLiteral("Jun\u00FAn"),
        QStringLiteral("Lim-D\u00FBl"),   QStringLiteral("El-Hajj\u00E2j"), QStringLiteral("C\u00E1tin\u00F2"),
        QStringLiteral("Juz\u00E1m"),     QStringLiteral("Khab\u00E1l"),    QStringLiteral("Ma\u2019r\u00FBf"),
        QStringLiteral("Ma'r\u00FBf"),    QStringLiteral("\u00C6ther"),     QStringLiteral("J\u00F6tun"),
    };
    for (const QString &name : names)
        if (word == name)
            return true;
    return false;
}

constexpr int KnownNameBonus = 20;
constexpr qsizetype MaxWord = 24;

// The word around bytes[i] as page decodes it: letters, hyphens and apostrophes.
QString wordAt(const QByteArray &bytes, qsizetype i, const CodePage &page)
{
    const auto inWord = [&](qsizetype k) {
        const char16_t c = decodeByte(page, uchar(bytes[k]));
        return QChar(c).isLetter() || c == u'-' || c == u'\'' || c == u'\u2019';
    };
    qsizetype from = i;
    while (from > 0 && i - from < MaxWord && inWord(from - 1))
        --from;
    qsizetype to = i + 1;
    while (to < bytes.size() && to - i < MaxWord && inWord(to))
        ++to;
    QString word(to - from, Qt::Uninitialized);
    for (qsizetype k = from; k < to; ++k)
        word[k - from] = QChar(decodeByte(page, uchar(bytes[k])));
    return word;
}

// "doesn’t", "player’s", "you’ve": an apostrophe, not an accented letter, before these.
bool endsContraction(const QByteArray &bytes, qsizetype i)
{
    static constexpr std::string_view endings[] = {"s", "t", "d", "m", "ve", "re", "ll"};
    const QByteArrayView rest = QByteArrayView(bytes).sliced(i + 1).first(qMin<qsizetype>(3, bytes.size() - i - 1));
    for (const std::string_view ending : endings) {
        const auto size = qsizetype(ending.size());
        if (rest.startsWith(QByteArrayView(ending.data(), size))
            && (rest.size() == size || !QChar::isLetter(char32_t(uchar(rest[size])))))
            return true;
    }
    return false;
}

// The word around a plausible accented letter settles more than its neighbours do: a
// known name outweighs everything, and accents in English sit in names ("Dandân"), so in
// a lower-case word ("cardsóeven", "whoíve") the byte is more likely punctuation.
int weighWord(QStringView word, int letterScore)
{
    if (isKnownName(word))
        return letterScore + KnownNameBonus;
    return word.isEmpty() || word.front().isUpper() ? letterScore : qMin(letterScore, 1);
}

struct Evidence {
    std::array<long, CandidateCount> score{};
    qsizetype highBytes = 0;
};

// Accented letters are rare in English: a byte that would be the same accented letter
// thousands of times ("whoíve" in Mac Roman) is punctuation in another page. Each byte
// value earns letter evidence this many times at most.
constexpr int MaxLetterEvidence = 32;

Evidence weighCodePages(const QByteArray &bytes)
{
    const auto &pages = codePages();
    Evidence ev;
    std::array<std::array<int, 128>, CandidateCount> letterEvidence{};
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (data[i] < 0x80)
            continue;
        ++ev.highBytes;
        for (size_t p = 0; p < pages.size(); ++p) {
            const char16_t c = decodeByte(pages[p], data[i]);
            const char16_t before = i > 0 ? decodeByte(pages[p], data[i - 1]) : 0;
            const char16_t after = i + 1 < n ? decodeByte(pages[p], data[i + 1]) : 0;
            int s = plausibility(c, before, after);
            if (QChar(c).isLetter() && s > 0 && ++letterEvidence[p][data[i] - 0x80] > MaxLetterEvidence)
                s = 0;
            if (c == u'\u2019' && isWordChar(before) && endsContraction(bytes, i))
                s += 2;
            if (QChar(c).isLetter() && s > 0)
                s = weighWord(wordAt(bytes, i, pages[p]), s);
            ev.score[p] += s;
        }
    }
    // Bare CR line ends are the mark of a classic Mac export.
    if (bytes.contains('\r') && !bytes.contains('\n'))
        ev.score[MacRoman] += 3;
    return ev;
}

// The page that makes the high bytes most plausible; nothing for a file made mostly of
// high bytes that none of them makes plausible (another language's code page, or not text).
const CodePage *chooseCodePage(const QByteArray &bytes, qsizetype *highBytes)
{
    const Evidence ev = weighCodePages(bytes);
    size_t best = Windows1252; // ties go to the commonest
    for (size_t p = 0; p < ev.score.size(); ++p)
        if (ev.score[p] > ev.score[best])
            best = p;
    *highBytes = ev.highBytes;
    if (ev.highBytes * 5 > bytes.size() && ev.score[best] < 0)
        return nullptr;
    return &codePages()[best];
}

// By table rather than through ucnv_toUChars: ICU's IBM tables swap the ASCII controls
// SUB, FS and DEL (0x1A becomes U+001C), and the bytes below 0x80 are ASCII in all three.
QString decodeCodePage(const QByteArray &bytes, const CodePage &page)
{
    QString out(bytes.size(), Qt::Uninitialized);
    char16_t *dst = reinterpret_cast<char16_t *>(out.data());
    for (const char c : bytes)
        *dst++ = decodeByte(page, uchar(c));
    return out;
}

// ---- UTF-8 that is not quite -----------------------------------------------------------------

// How many continuation bytes a UTF-8 lead byte announces; -1 for a byte that cannot start
// a sequence (a continuation byte, C0, C1, F5-FF).
int continuationsAfter(uchar b)
{
    if (b < 0x80)
        return 0;
    if (b >= 0xC2 && b <= 0xDF)
        return 1;
    if (b >= 0xE0 && b <= 0xEF)
        return 2;
    if (b >= 0xF0 && b <= 0xF4)
        return 3;
    return -1;
}

// What bytes that failed strict UTF-8 look like as UTF-8: its multi-byte sequences, the
// bytes that fit none, and a last sequence the end of the file cut short. The strict
// decoder still has the last word on validity (overlong forms, surrogates).
struct Utf8Shape {
    qsizetype sequences = 0;
    qsizetype badBytes = 0;
    qsizetype firstBad = -1;
    qsizetype cutAt = -1; // where an unfinished last sequence starts; -1 when none
};

Utf8Shape utf8Shape(QByteArrayView bytes)
{
    Utf8Shape shape;
    const auto *data = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        // Runs of ASCII, nearly all of a rules file, eight bytes at a time.
        quint64 eight = 0;
        while (i + 8 <= n && (std::memcpy(&eight, data + i, 8), (eight & 0x8080808080808080ULL) == 0))
            i += 8;
        if (i == n)
            break;
        const int more = continuationsAfter(data[i]);
        int have = 0;
        while (have < more && i + 1 + have < n && (data[i + 1 + have] & 0xC0) == 0x80)
            ++have;
        if (more > 0 && have == more)
            ++shape.sequences;
        else if (more > 0 && i + 1 + have == n)
            shape.cutAt = i;
        else if (more != 0 && ++shape.badBytes == 1)
            shape.firstBad = i;
        i += more > 0 && have == more ? 1 + more : 1;
        if (shape.cutAt >= 0)
            break;
    }
    return shape;
}

// A byte that is not UTF-8, and what it would be in the commonest other encoding: told
// that 0x93 would be an opening quote there, a judge sees at once what happened.
ImportError notUtf8(QByteArrayView bytes, qsizetype offset, const QString &why, const QString &fileName)
{
    const uchar b = uchar(bytes[offset]);
    return ImportError(fileName, lineAtByte(bytes, offset),
                       QStringLiteral("the file looks damaged: %1 but byte 0x%2 on this line is not valid "
                                      "UTF-8 (in windows-1252 it would be \u201C%3\u201D: text saved in "
                                      "another encoding?); expected UTF-8 throughout")
                           .arg(why, QString::number(b, 16).toUpper(),
                                QString(QChar(decodeByte(codePages()[Windows1252], b)))));
}

// The body of a file whose mark says UTF-8. A last character cut in half is dropped, so
// that the reader, not the decoder, reports where the text breaks off; any other byte
// that is not UTF-8 is refused.
QString decodeMarkedUtf8(QByteArrayView body, const QString &why, const QString &fileName)
{
    if (auto text = decodeStrictly(body, QStringDecoder::Utf8))
        return *std::move(text);
    const Utf8Shape shape = utf8Shape(body);
    if (shape.badBytes == 0 && shape.cutAt >= 0)
        if (auto text = decodeStrictly(body.first(shape.cutAt), QStringDecoder::Utf8))
            return *std::move(text);
    if (shape.firstBad >= 0)
        throw notUtf8(body, shape.firstBad, why, fileName);
    return decodeUnicode(body, {QStringDecoder::Utf8, QStringLiteral("UTF-8")}, why, fileName);
}

// Bytes without a mark that are not strictly UTF-8 but whose multi-byte sequences say
// they were meant to be: code-page text never holds such a sequence by chance (none of
// the corpus's code-page editions has one). Read as a code page, every UTF-8 character
// would turn into two or three wrong ones, so such a file is read up to a last character
// cut in half, or refused at its first byte that is not UTF-8. Nothing when the bytes
// are not evidently UTF-8.
std::optional<QString> decodeEvidentUtf8(const QByteArray &bytes, const QString &fileName)
{
    const Utf8Shape shape = utf8Shape(bytes);
    if (shape.sequences == 0 || shape.sequences <= shape.badBytes)
        return std::nullopt;
    if (shape.badBytes == 0 && shape.cutAt >= 0)
        if (auto text = decodeStrictly(QByteArrayView(bytes).first(shape.cutAt), QStringDecoder::Utf8))
            return text;
    if (shape.firstBad < 0)
        return std::nullopt;
    throw notUtf8(bytes, shape.firstBad,
                  QStringLiteral("%1 of its characters are UTF-8").arg(shape.sequences), fileName);
}

// ---- without a byte-order mark -------------------------------------------------------------

bool isAscii(const QByteArray &bytes)
{
    for (const char c : bytes)
        if (uchar(c) >= 0x80)
            return false;
    return true;
}

DecodedText decodeWithoutBom(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.contains('\0'))
        return decodeWithNuls(bytes, fileName);
    refuseControlCodes(bytes, fileName);
    if (isAscii(bytes))
        return {QString::fromLatin1(bytes), QStringLiteral("US-ASCII")};
    // Multi-byte UTF-8 sequences do not happen by chance in code-page text, so a file that
    // decodes strictly is UTF-8 (2010-02-01 shows why strictly: it fails only deep inside).
    if (auto utf8 = decodeStrictly(bytes, QStringDecoder::Utf8))
        return {*std::move(utf8), QStringLiteral("UTF-8")};
    if (auto utf8 = decodeEvidentUtf8(bytes, fileName))
        return {*std::move(utf8), QStringLiteral("UTF-8")};
    qsizetype highBytes = 0;
    if (const CodePage *page = chooseCodePage(bytes, &highBytes))
        return {decodeCodePage(bytes, *page), page->name};
    if (auto eastAsian = decodeEastAsian(bytes))
        return *std::move(eastAsian);
    // Refused rather than guessed.
    throw ImportError(fileName, 0,
                      QStringLiteral("this is not text in a known encoding: not UTF-8, and %1 bytes above 0x7F "
                                     "that read as nothing plausible in windows-1252, macintosh or IBM437, nor "
                                     "as Chinese, Japanese or Korean text")
                          .arg(highBytes));
}

// ---- files that are not text at all ---------------------------------------------------------

struct Signature {
    QByteArrayView magic;
    const char16_t *what;
};

// The files a user picks by mistake instead of the rules text: the PDF or Word edition of
// the rules, the archive it was downloaded in, an image, a Rulekeeper database. Named by
// their first bytes, so that the message says what the file is rather than "binary".
void refuseKnownBinary(const QByteArray &bytes, const QString &fileName)
{
    static const Signature signatures[] = {
        {"%PDF-", u"a PDF document: import the plain-text (.txt) edition of the rules instead"},
        {"PK\x03\x04", u"a compressed ZIP archive (or a Word .docx document, which is one): "
                         "import the rules text file inside it instead"},
        {"\x1F\x8B", u"a compressed gzip archive: import the rules text file inside it instead"},
        {"BZh", u"a compressed bzip2 archive: import the rules text file inside it instead"},
        {"\xFD" "7zXZ", u"a compressed xz archive: import the rules text file inside it instead"},
        {"7z\xBC\xAF\x27\x1C", u"a compressed 7z archive: import the rules text file inside it instead"},
        {"Rar!\x1A\x07", u"a compressed RAR archive: import the rules text file inside it instead"},
        {"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", u"a Microsoft Office document: save it as plain text and "
                                                 "import that instead"},
        {QByteArrayView("SQLite format 3\0", 16), u"an SQLite database (a Rulekeeper database?): open it "
                                                  "with --db rather than importing it"},
        {"\x89PNG\r\n\x1A\n", u"a PNG image"},
        {"\xFF\xD8\xFF", u"a JPEG image"},
        {"GIF8", u"a GIF image"},
    };
    for (const Signature &s : signatures)
        if (bytes.startsWith(s.magic))
            throw ImportError(fileName, 0, QStringLiteral("this is not text but %1; expected a rules text file")
                                               .arg(QString::fromUtf16(s.what)));
}

} // namespace

DecodedText decodeText(const QByteArray &bytes, const QString &fileName)
{
    if (bytes.isEmpty())
        throw ImportError(fileName, 0, QStringLiteral("the file is empty; expected rules text"));
    refuseKnownBinary(bytes, fileName);
    std::optional<DecodedText> decoded = decodeWithBom(bytes, fileName);
    if (!decoded)
        decoded = decodeWithoutBom(bytes, fileName);
    refuseDamage(decoded->text, decoded->encoding, fileName);
    // Only UTF-16 pairs its bytes, and so can be misread into characters of no script;
    // 8-bit text had its control bytes counted before it was decoded.
    if (decoded->encoding.startsWith(QStringLiteral("UTF-16")))
        refuseStrayChars(decoded->text, decoded->encoding, fileName);
    decoded->text = normaliseLineEnds(decoded->text);
    if (decoded->text.trimmed().isEmpty())
        throw ImportError(fileName, 0, QStringLiteral("the file holds nothing but white space; expected rules text"));
    return *std::move(decoded);
}

} // namespace importers
