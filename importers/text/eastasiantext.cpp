#include "text/eastasiantext.h"

#include <QStringView>

#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <unicode/uscript.h>

#include <algorithm>
#include <memory>
#include <string_view>

namespace importers {
namespace {

// ICU rates each candidate 0-100; below this, a guess is not evidence.
constexpr int32_t kLeastConfidence = 30;
// Of the characters beyond ASCII, the share (in tenths) that must be of the scripts.
constexpr qsizetype kEastAsianTenths = 9;

constexpr std::string_view kEncodings[] = {"GB18030", "Big5", "Shift_JIS", "EUC-JP", "EUC-KR"};

// Every byte decoded, or nothing: a byte sequence the encoding does not define is evidence
// against it, not something to replace with U+FFFD.
std::optional<QString> decodeStrictly(const QByteArray &bytes, const char *encoding)
{
    UErrorCode status = U_ZERO_ERROR;
    const std::unique_ptr<UConverter, void (*)(UConverter *)> converter(ucnv_open(encoding, &status), ucnv_close);
    if (U_FAILURE(status))
        return std::nullopt;
    ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
    // One or two bytes make one UTF-16 unit, four (GB18030) at most two: never more units
    // than bytes.
    QString text(bytes.size(), Qt::Uninitialized);
    const int32_t length = ucnv_toUChars(converter.get(), reinterpret_cast<UChar *>(text.data()),
                                         int32_t(text.size()), bytes.constData(), int32_t(bytes.size()), &status);
    if (U_FAILURE(status))
        return std::nullopt;
    text.resize(length);
    return text;
}

bool isEastAsian(char32_t c)
{
    // Half-width katakana is what other encodings' bytes turn into when read as Shift_JIS;
    // rules text does not use it.
    if (c >= 0xFF61 && c <= 0xFF9F)
        return false;
    // CJK punctuation (、。「」) and full-width forms (（），：).
    if ((c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFEE))
        return true;
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(UChar32(c), &status);
    return U_SUCCESS(status)
           && (script == USCRIPT_HAN || script == USCRIPT_HIRAGANA || script == USCRIPT_KATAKANA
               || script == USCRIPT_HANGUL);
}

bool isMostlyEastAsian(QStringView text)
{
    qsizetype beyondAscii = 0, eastAsian = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            ++i;
        }
        if (c < 0x80)
            continue;
        ++beyondAscii;
        eastAsian += isEastAsian(c) ? 1 : 0;
    }
    return beyondAscii > 0 && eastAsian * 10 >= beyondAscii * kEastAsianTenths;
}

} // namespace

std::optional<DecodedText> decodeEastAsian(const QByteArray &bytes)
{
    UErrorCode status = U_ZERO_ERROR;
    const std::unique_ptr<UCharsetDetector, void (*)(UCharsetDetector *)> detector(ucsdet_open(&status),
                                                                                  ucsdet_close);
    if (U_FAILURE(status))
        return std::nullopt;
    ucsdet_setText(detector.get(), bytes.constData(), int32_t(bytes.size()), &status);
    ucsdet_enableInputFilter(detector.get(), true); // a page's markup is not its text
    int32_t found = 0;
    const UCharsetMatch **matches = ucsdet_detectAll(detector.get(), &found, &status);
    if (U_FAILURE(status))
        return std::nullopt;
    // Best first.
    for (int32_t i = 0; i < found; ++i) {
        UErrorCode matchStatus = U_ZERO_ERROR;
        if (ucsdet_getConfidence(matches[i], &matchStatus) < kLeastConfidence)
            break;
        const char *name = ucsdet_getName(matches[i], &matchStatus);
        if (U_FAILURE(matchStatus) || std::find(std::begin(kEncodings), std::end(kEncodings), name) == std::end(kEncodings))
            continue;
        if (auto text = decodeStrictly(bytes, name); text && isMostlyEastAsian(*text))
            return DecodedText{*std::move(text), QString::fromLatin1(name)};
    }
    return std::nullopt;
}

} // namespace importers
