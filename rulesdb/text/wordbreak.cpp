#include "text/wordbreak.h"

#include <QChar>
#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <algorithm>
#include <memory>
#include <optional>

namespace rulesdb {

namespace {

// ICU's word break iterator for this thread: cloned once per thread from one prototype
// (creating one loads rules and dictionaries; an iterator must not be shared by threads).
icu::BreakIterator *threadWordIterator()
{
    static const std::unique_ptr<const icu::BreakIterator> prototype = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::BreakIterator> it(
            icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
        if (U_FAILURE(status))
            it.reset();
        return std::unique_ptr<const icu::BreakIterator>(std::move(it));
    }();
    if (!prototype)
        return nullptr;
    thread_local const std::unique_ptr<icu::BreakIterator> local(prototype->clone());
    return local.get();
}

// Used only if ICU has no break iterator (missing data): runs of letters and digits, runs
// of spaces, and every other character on its own.
void fallbackBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord)
{
    const auto classAt = [&](qsizetype i, qsizetype &width) {
        char32_t c = text[i].unicode();
        width = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text[i], text[i + 1]);
            width = 2;
        }
        return QChar::isLetterOrNumber(c) ? 1 : QChar::isSpace(c) ? 2 : 0;
    };
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype width = 0;
        const int cls = classAt(i, width);
        i += width;
        while (cls != 0 && i < text.size()) {
            qsizetype nextWidth = 0;
            if (classAt(i, nextWidth) != cls)
                break;
            i += nextWidth;
        }
        bounds.push_back(i);
        if (isWord)
            isWord->push_back(cls == 1);
    }
}

} // namespace

void icuWordBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord)
{
    bounds.clear();
    bounds.push_back(0);
    if (isWord)
        isWord->clear();
    if (text.isEmpty())
        return;
    if (icu::BreakIterator *it = threadWordIterator()) {
        // A UText over the QString's own UTF-16: ICU reads it in place, no copy.
        UErrorCode status = U_ZERO_ERROR;
        UText ut = UTEXT_INITIALIZER;
        utext_openUChars(&ut, text.utf16(), text.size(), &status);
        it->setText(&ut, status);
        if (U_SUCCESS(status)) {
            it->first();
            for (int32_t pos = it->next(); pos != icu::BreakIterator::DONE; pos = it->next()) {
                bounds.push_back(pos);
                // Spaces and punctuation have the "none" status; words have letter, number,
                // kana or ideograph statuses above it.
                if (isWord)
                    isWord->push_back(it->getRuleStatus() >= UBRK_WORD_NONE_LIMIT);
            }
        }
        utext_close(&ut);
        if (U_SUCCESS(status) && bounds.back() == text.size())
            return;
        bounds.resize(1);
        if (isWord)
            isWord->clear();
    }
    fallbackBoundaries(text, bounds, isWord);
}

namespace {

bool isAsciiLetter(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isAsciiDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

bool isAsciiAlnum(char16_t c)
{
    return isAsciiLetter(c) || isAsciiDigit(c);
}

// Marks that stand alone before a word or after one: no UAX #29 rule joins them to a
// letter or digit on one side only, nor to each other.
bool isOpener(char16_t c)
{
    return c == u'(' || c == u'[' || c == u'"' || c == u'\'';
}

bool isCloser(char16_t c)
{
    return c == u'.' || c == u',' || c == u';' || c == u':' || c == u'!' || c == u'?' || c == u')'
        || c == u']' || c == u'"' || c == u'\'';
}

// Whether `mark` between left and right keeps them one word: an apostrophe or a full stop
// between two letters (WB6, WB7) or two digits (WB11, WB12), a comma or semicolon between
// two digits. Nullopt when UAX #29 would need more than these rules to say.
std::optional<bool> joins(char16_t left, char16_t mark, char16_t right)
{
    const bool letters = isAsciiLetter(left) && isAsciiLetter(right);
    const bool digits = isAsciiDigit(left) && isAsciiDigit(right);
    if (mark == u'\'' || mark == u'.')
        return letters || digits ? std::optional<bool>(true) : std::nullopt;
    if (mark == u',' || mark == u';')
        return digits ? std::optional<bool>(true) : std::nullopt;
    return false;
}

// Reads the piece from `start` to the next space (or the end) when it is an ASCII word
// with at most opening marks before it and closing marks after it ("(see", "rule.",
// "601.2b,", "doesn't"): each mark a token of its own, the word one token. Returns the
// piece's end, or -1 (nothing appended) when the piece needs ICU.
qsizetype readPlainWord(const char16_t *s, qsizetype start, qsizetype n, std::vector<qsizetype> &bounds,
                        std::vector<char> *isWord)
{
    const size_t keptBounds = bounds.size();
    const size_t keptWords = isWord ? isWord->size() : 0;
    const auto push = [&](qsizetype end, bool word) {
        bounds.push_back(end);
        if (isWord)
            isWord->push_back(word);
    };
    const auto fail = [&] {
        bounds.resize(keptBounds);
        if (isWord)
            isWord->resize(keptWords);
        return qsizetype(-1);
    };
    qsizetype i = start;
    while (i < n && isOpener(s[i]))
        push(++i, false);
    if (i == n || !isAsciiAlnum(s[i]))
        return fail();
    for (;;) {
        while (i < n && isAsciiAlnum(s[i]))
            ++i;
        if (i + 1 < n && isAsciiAlnum(s[i + 1])) {
            const std::optional<bool> joined = joins(s[i - 1], s[i], s[i + 1]);
            if (!joined.has_value())
                return fail();
            if (*joined) {
                ++i;
                continue;
            }
        }
        break;
    }
    push(i, true);
    while (i < n && isCloser(s[i]))
        push(++i, false);
    if (i < n && s[i] != u' ')
        return fail();
    return i;
}

} // namespace

bool isWordCut(QStringView text, qsizetype i)
{
    // Where a run of ASCII spaces meets an ASCII character that is not a space, UAX #29
    // always breaks: no word rule joins a space to a letter, digit or mark on either side
    // (WB3d joins only spaces, WB4 only extending marks and format characters, none of them
    // ASCII). ICU reads forward from each boundary and no rule looks across a space, so it
    // finds the same boundaries in a piece between two cuts as in the whole text.
    if (i <= 0 || i >= text.size())
        return false;
    const char16_t before = text[i - 1].unicode(), after = text[i].unicode();
    return before < 0x80 && after < 0x80 && (before == u' ') != (after == u' ');
}

void wordBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord)
{
    // Why not ICU alone: rule text is mostly plain ASCII words between single spaces, and
    // ICU's rule machine costs about 160 instructions a character, most of a word diff's
    // time. A piece between two cuts that is only spaces is one token (WB3d); one that is
    // an ASCII word with marks around it is read by the few rules that can apply to it
    // (readPlainWord); any other piece (other scripts, marks, dashes) goes to ICU, offsets
    // moved. tst_wordbreak holds this equal to
    // ICU over the whole text.
    bounds.clear();
    bounds.push_back(0);
    if (isWord)
        isWord->clear();
    const qsizetype n = text.size();
    const char16_t *s = text.utf16();
    std::vector<qsizetype> pieceBounds;
    std::vector<char> pieceWords;
    qsizetype start = 0;
    while (start < n) {
        qsizetype i = start;
        if (s[i] == u' ') {
            while (i < n && s[i] == u' ')
                ++i;
            if (i == n || s[i] < 0x80) {
                bounds.push_back(i);
                if (isWord)
                    isWord->push_back(false);
                start = i;
                continue;
            }
        } else if (const qsizetype end = readPlainWord(s, start, n, bounds, isWord); end > 0) {
            start = end;
            continue;
        }
        // No cut lies between start and i: the piece runs on to the next one.
        qsizetype end = std::max(i, start + 1);
        while (end < n && !isWordCut(text, end))
            ++end;
        icuWordBoundaries(text.sliced(start, end - start), pieceBounds, isWord ? &pieceWords : nullptr);
        for (size_t k = 1; k < pieceBounds.size(); ++k)
            bounds.push_back(start + pieceBounds[k]);
        if (isWord)
            isWord->insert(isWord->end(), pieceWords.begin(), pieceWords.end());
        start = end;
    }
}

} // namespace rulesdb
