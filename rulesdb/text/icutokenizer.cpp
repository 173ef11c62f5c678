#include "text/icutokenizer.h"

#include "text/phrasecolumns.h"
#include "text/phrasecounts.h"
#include "text/textfold.h"
#include "text/wordbreak.h"

#include <sqlite3.h>

namespace rulesdb {

namespace {

// Calls sink(start, end, folded) for each word of the text; stops when it returns false.
template <typename Sink>
void breakIntoTokens(QStringView text, Sink sink)
{
    // A quote between two letters that ICU would not keep inside the word ("creature?s" in
    // a file that lost its quotes, "don`t") becomes an apostrophe, which it does. Same
    // length, so the offsets hold.
    QString mended;
    QStringView view = text;
    for (qsizetype i = 1; i + 1 < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        const bool inWord = u == u'?' ? isLostQuote(text, i)
                                      : isApostrophe(u) && u != u'\'' && u != u'\u2019' && text[i - 1].isLetter()
                                            && text[i + 1].isLetter();
        if (!inWord)
            continue;
        if (mended.isNull()) {
            mended = text.toString();
            view = mended;
        }
        mended[i] = u'\'';
    }

    std::vector<qsizetype> bounds;
    std::vector<char> isWord;
    wordBoundaries(view, bounds, &isWord);
    QString folded;
    for (size_t i = 0; i < isWord.size(); ++i) {
        if (!isWord[i])
            continue;
        const qsizetype start = bounds[i], end = bounds[i + 1];
        const QChar before = start > 0 ? view[start - 1] : QChar();
        if (before == u'(' && isMark(view.sliced(start - 1)))
            continue; // "Magic(TM)" is "Magic™"
        if (before == u'{') {
            if (const char16_t symbol = spelledSymbol(view.sliced(start - 1))) {
                if (!sink(start, end, QString(QChar(symbol))))
                    return;
                continue;
            }
        }
        foldWordInto(view.sliced(start, end - start), folded);
        if (!folded.isEmpty() && !sink(start, end, folded))
            return;
    }
}

// The last short text this thread broke into words, with its tokens. An import breaks each
// short text twice, for the titles search looks up (titleWordsOf) and for the full-text
// index (SQLite calling tokenize() below); ICU's dictionary breaking of Chinese and Japanese
// made the second time cost as much as the first. Long texts are broken once and not kept.
struct LastTokens {
    QString text;
    std::vector<SearchToken> tokens;
};
constexpr qsizetype kRememberedLength = 256;
thread_local LastTokens t_lastTokens;

template <typename Sink>
void forEachToken(QStringView text, Sink sink)
{
    if (text.size() > kRememberedLength) {
        breakIntoTokens(text, sink);
        return;
    }
    LastTokens &last = t_lastTokens;
    if (last.text.isNull() || last.text != text) {
        last.text.clear();
        last.tokens.clear();
        breakIntoTokens(text, [&](qsizetype start, qsizetype end, const QString &folded) {
            last.tokens.push_back({start, end, folded});
            return true;
        });
        last.text = text.toString();
    }
    for (const SearchToken &t : last.tokens)
        if (!sink(t.start, t.end, t.folded))
            return;
}

bool isContinuation(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

// UTF-8 to UTF-16 with the byte offset of each UTF-16 unit (and one past the end): FTS5
// gives and wants byte offsets, ICU reads UTF-16. A malformed byte reads as U+FFFD.
void decodeUtf8(const unsigned char *p, int n, QString &text, std::vector<int> &offsets)
{
    // At most one UTF-16 unit per byte; written through a pointer, then cut to length.
    text.resize(n);
    char16_t *out = reinterpret_cast<char16_t *>(text.data());
    qsizetype length = 0;
    offsets.clear();
    offsets.reserve(size_t(n) + 1);
    int i = 0;
    while (i < n) {
        const unsigned c = p[i];
        char32_t code = 0xFFFD;
        int width = 1;
        if (c < 0x80) {
            code = c;
        } else if ((c >> 5) == 0x6 && i + 1 < n && isContinuation(p[i + 1])) {
            code = ((c & 0x1F) << 6) | (p[i + 1] & 0x3F);
            width = 2;
            if (code < 0x80)
                code = 0xFFFD;
        } else if ((c >> 4) == 0xE && i + 2 < n && isContinuation(p[i + 1]) && isContinuation(p[i + 2])) {
            code = ((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F);
            width = 3;
            if (code < 0x800 || (code >= 0xD800 && code <= 0xDFFF))
                code = 0xFFFD;
        } else if ((c >> 3) == 0x1E && i + 3 < n && isContinuation(p[i + 1]) && isContinuation(p[i + 2])
                   && isContinuation(p[i + 3])) {
            code = ((c & 0x07) << 18) | ((p[i + 1] & 0x3F) << 12) | ((p[i + 2] & 0x3F) << 6) | (p[i + 3] & 0x3F);
            width = 4;
            if (code < 0x10000 || code > 0x10FFFF)
                code = 0xFFFD;
        }
        if (code >= 0x10000) {
            // Four bytes give two units: still no more units than bytes.
            out[length++] = QChar::highSurrogate(code);
            out[length++] = QChar::lowSurrogate(code);
            offsets.push_back(i);
            offsets.push_back(i);
        } else {
            out[length++] = char16_t(code);
            offsets.push_back(i);
        }
        i += width;
    }
    text.truncate(length);
    offsets.push_back(n);
}

// The tokenizer keeps no state of its own (the ICU iterator is per thread): every instance
// is this one object.
char g_instance;

int createTokenizer(void *, const char **, int argCount, Fts5Tokenizer **out)
{
    *out = nullptr;
    if (argCount != 0)
        return SQLITE_ERROR; // it takes no options
    *out = reinterpret_cast<Fts5Tokenizer *>(&g_instance);
    return SQLITE_OK;
}

void deleteTokenizer(Fts5Tokenizer *)
{
}

int tokenize(Fts5Tokenizer *, void *context, int, const char *utf8, int size,
             int (*token)(void *, int, const char *, int, int, int))
{
    QString text;
    std::vector<int> offsets;
    decodeUtf8(reinterpret_cast<const unsigned char *>(utf8), size, text, offsets);
    int rc = SQLITE_OK;
    QByteArray bytes; // reused: most words are ASCII and copied over byte for byte
    forEachToken(text, [&](qsizetype start, qsizetype end, const QString &folded) {
        bytes.resize(folded.size());
        qsizetype i = 0;
        for (; i < folded.size() && folded[i].unicode() < 0x80; ++i)
            bytes[i] = char(folded[i].unicode());
        if (i < folded.size())
            bytes = folded.toUtf8();
        rc = token(context, 0, bytes.constData(), int(bytes.size()), offsets[size_t(start)], offsets[size_t(end)]);
        return rc == SQLITE_OK;
    });
    return rc;
}

} // namespace

int registerSearchTokenizer(sqlite3 *db)
{
    // FTS5 hands out its API only through SQL, as a pointer bound to this query.
    fts5_api *api = nullptr;
    sqlite3_stmt *st = nullptr;
    int rc = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &st, nullptr);
    if (rc != SQLITE_OK)
        return rc;
    sqlite3_bind_pointer(st, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(st);
    rc = sqlite3_finalize(st);
    if (rc != SQLITE_OK)
        return rc;
    if (!api || api->iVersion < 2)
        return SQLITE_ERROR;
    static fts5_tokenizer tokenizer{createTokenizer, deleteTokenizer, tokenize};
    rc = api->xCreateTokenizer(api, kTokenizerName, nullptr, &tokenizer, nullptr);
    // The auxiliary functions the cards' search reads columns with, and those the rules'
    // search scores texts with (phrasecounts.h), on the same API.
    if (rc == SQLITE_OK)
        rc = registerPhraseColumns(api);
    return rc == SQLITE_OK ? registerPhraseCounts(api) : rc;
}

std::vector<SearchToken> searchTokens(QStringView text)
{
    std::vector<SearchToken> out;
    forEachToken(text, [&](qsizetype start, qsizetype end, const QString &folded) {
        out.push_back({start, end, folded});
        return true;
    });
    return out;
}

} // namespace rulesdb
