#include "text/textfold.h"

#include "text/sourcenote.h"

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>

namespace rulesdb {

namespace {

// ASCII letters (lower-cased) and digits as they are in folded text; 0 for the rest.
constexpr auto kAsciiWordChar = [] {
    std::array<char16_t, 128> table{};
    for (char16_t c = u'0'; c <= u'9'; ++c)
        table[c] = c;
    for (char16_t c = u'a'; c <= u'z'; ++c)
        table[c] = table[c - u'a' + u'A'] = c;
    return table;
}();

// Combining diacritical marks: the accents NFD takes off Latin, Greek and Cyrillic letters.
// Other marks stay (the voicing marks of kana change the word).
bool isAccent(char16_t c)
{
    return c >= 0x0300 && c <= 0x036F;
}

} // namespace

bool isCjk(char16_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)    // kana
           || (c >= 0x3400 && c <= 0x9FFF) // CJK ideographs
           || (c >= 0xAC00 && c <= 0xD7AF) // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF);
}

bool isApostrophe(char16_t c)
{
    return c == u'\'' || c == u'\u2019' || c == u'\u2018' || c == u'`' || c == u'\u00B4';
}

bool isLostQuote(QStringView text, qsizetype i)
{
    return text[i] == u'?' && i > 0 && i + 1 < text.size() && text[i - 1].isLetter() && text[i + 1].isLetter();
}

// 2019-01-25 writes "Future Sight(r)" where its neighbours have "Future Sight®".
bool isMark(QStringView text)
{
    return text.startsWith(u"(TM)") || text.startsWith(u"(tm)") || text.startsWith(u"(R)") || text.startsWith(u"(r)");
}

char16_t spelledSymbol(QStringView text)
{
    if (text.startsWith(u"{tap}", Qt::CaseInsensitive))
        return u't';
    if (text.startsWith(u"{untap}", Qt::CaseInsensitive))
        return u'q';
    return 0;
}

namespace {

// "TM" glued to the end of a lower-case word ("OdysseyTM", "_Odyssey_TM"): a ™ a copy
// flattened.
bool isGluedMark(QStringView text, qsizetype i)
{
    const auto isLower = [](QChar c) { return c >= u'a' && c <= u'z'; };
    // The word may be in italics: "_Odyssey_TM".
    const qsizetype word = i > 1 && text[i - 1] == u'_' ? i - 2 : i - 1;
    return word >= 0 && isLower(text[word]) && i + 1 < text.size() && text[i + 1] == u'M'
           && (i + 2 == text.size() || !text[i + 2].isLetterOrNumber());
}

} // namespace

QString foldTypography(QStringView text)
{
    // Each character gives at most one, a CJK one at most three (see below).
    QString out(text.size(), Qt::Uninitialized);
    char16_t *buffer = reinterpret_cast<char16_t *>(out.data());
    qsizetype length = 0;
    bool atSpace = true;
    auto space = [&] {
        if (!atSpace) {
            buffer[length++] = u' ';
            atSpace = true;
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        // Most of the text is ASCII: decided here without Unicode tables.
        if (u < 0x80) {
            if (u == u'T' && isGluedMark(text, i)) {
                ++i; // "OdysseyTM" is "Odyssey™" that lost its superscript
                continue;
            }
            if (const char16_t lower = kAsciiWordChar[u]) {
                buffer[length++] = lower;
                atSpace = false;
            } else if (isApostrophe(u)) {
                continue; // "can't" and the lossy "cant" are one word
            } else if (u == u'(' && isMark(text.sliced(i))) {
                i = text.indexOf(u')', i); // (TM) and (R) go as ™ and ® do
            } else if (u == u'{' && spelledSymbol(text.sliced(i))) {
                // {Tap} and {Untap} are the older names of {T} and {Q}.
                space();
                buffer[length++] = spelledSymbol(text.sliced(i));
                atSpace = false;
                i = text.indexOf(u'}', i) - 1; // the brace itself ends the word
            } else if (isLostQuote(text, i)) {
                continue; // "creature?s" (2008-05-01) is "creature’s"
            } else if (u == u'[' && text.sliced(i).startsWith(kLostTableLayoutNote)) {
                space(); // an importer's note, no word of the document
                i += kLostTableLayoutNote.size() - 1;
            } else {
                space();
            }
            continue;
        }
        const QChar c(u);
        if (u == u'\u2122' || u == u'\u00AE' || isApostrophe(u))
            continue;
        if (!c.isLetterOrNumber()) {
            space();
            continue;
        }
        if (isCjk(u)) {
            // No spaces between CJK words: each character is a word here.
            if (out.size() < length + 3 + (text.size() - i)) {
                out.resize(length + 3 * (text.size() - i) + 3);
                buffer = reinterpret_cast<char16_t *>(out.data());
            }
            if (!atSpace)
                buffer[length++] = u' ';
            buffer[length++] = u;
            buffer[length++] = u' ';
            atSpace = true;
            continue;
        }
        buffer[length++] = c.toLower().unicode();
        atSpace = false;
    }
    if (length > 0 && buffer[length - 1] == u' ')
        --length;
    out.truncate(length);
    return out;
}

void foldWordInto(QStringView word, QString &out)
{
    // Written through a pointer, not appended a character at a time: this runs for every
    // word of every text an import indexes.
    out.resize(word.size());
    char16_t *buffer = reinterpret_cast<char16_t *>(out.data());
    qsizetype length = 0;
    bool ascii = true;
    for (const QChar c : word) {
        const char16_t u = c.unicode();
        if (u >= 0x80) {
            ascii = false;
            break;
        }
        if (const char16_t lower = kAsciiWordChar[u])
            buffer[length++] = lower;
        else if (!isApostrophe(u) && u != u'_')
            buffer[length++] = u; // the point of "601.2b"
    }
    out.truncate(length);
    if (ascii)
        return;
    // Chinese and Japanese words are most of a translation's words, and ideographs and kana
    // have no case, accents or compatibility forms to fold.
    if (std::all_of(word.begin(), word.end(), [](QChar c) {
            const char16_t u = c.unicode();
            return (u >= 0x3041 && u <= 0x3096) || (u >= 0x30A1 && u <= 0x30FA) || (u >= 0x3400 && u <= 0x4DBF)
                   || (u >= 0x4E00 && u <= 0x9FFF);
        })) {
        out = word.toString();
        return;
    }

    // NFKC case folding, then NFD so that accents are marks of their own, then NFC again
    // for what keeps its marks.
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *caseFold = icu::Normalizer2::getNFKCCasefoldInstance(status);
    const icu::Normalizer2 *decompose = icu::Normalizer2::getNFDInstance(status);
    const icu::Normalizer2 *compose = icu::Normalizer2::getNFCInstance(status);
    if (U_FAILURE(status)) {
        out = word.toString().toCaseFolded();
        return;
    }
    const icu::UnicodeString source(false, word.utf16(), int32_t(word.size())); // read-only alias
    const icu::UnicodeString decomposed = decompose->normalize(caseFold->normalize(source, status), status);
    icu::UnicodeString kept;
    for (int32_t i = 0; i < decomposed.length(); ++i) {
        const char16_t u = decomposed.charAt(i);
        if (isAccent(u) || isApostrophe(u) || u == u'_' || u == u'?')
            continue;
        if (u == u'æ')
            kept.append(u"ae");
        else if (u == u'œ')
            kept.append(u"oe");
        else
            kept.append(u);
    }
    const icu::UnicodeString composed = compose->normalize(kept, status);
    if (U_FAILURE(status))
        out = word.toString().toCaseFolded();
    else
        out = QString(reinterpret_cast<const QChar *>(composed.getBuffer()), composed.length());
}

QString foldWord(QStringView word)
{
    QString out;
    foldWordInto(word, out);
    return out;
}

} // namespace rulesdb
