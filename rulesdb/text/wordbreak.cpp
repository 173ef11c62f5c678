#include "text/wordbreak.h"

#include <QChar>
#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <memory>

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

void wordBoundaries(QStringView text, std::vector<qsizetype> &bounds, std::vector<char> *isWord)
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

} // namespace rulesdb
