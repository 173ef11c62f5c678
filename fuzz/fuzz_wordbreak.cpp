// Word boundaries and word diffs. The fast reading of ASCII words must split any text
// exactly as ICU does (boundaries and which tokens are words), and a diff of two texts,
// which splits only the words between their shared start and end, must give both texts
// back. The old text is the input's first half, the new one from a quarter on.
#include "fuzzsupport.h"

#include "text/wordbreak.h"
#include "text/worddiff.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    std::vector<qsizetype> fast, icu;
    std::vector<char> fastWords, icuWords;
    rulesdb::wordBoundaries(text, fast, &fastWords);
    rulesdb::icuWordBoundaries(text, icu, &icuWords);
    if (fast != icu || fastWords != icuWords)
        fuzz::fail("word boundaries that ICU does not give", text);

    // Two wordings that share most of their words, as a rule's do between editions.
    const qsizetype half = text.size() / 2;
    const QString oldText = text.left(half), newText = text.mid(half / 2);
    QString old, now;
    for (const rulesdb::DiffSpan &span : rulesdb::wordDiff(oldText, newText)) {
        if (span.kind != rulesdb::DiffSpan::Inserted)
            old += span.text;
        if (span.kind != rulesdb::DiffSpan::Deleted)
            now += span.text;
    }
    if (old != oldText || now != newText)
        fuzz::fail("a word diff that does not give its texts back", oldText + u'|' + newText);
    return 0;
}
