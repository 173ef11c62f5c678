// "Did you mean": a word no text has is most often a keyword or glossary word misspelt
// ("tramle", "hexprof", "deathtuch"); the nearest such word by edit distance replaces it.

#include "search/search.h"

#include "rulesstore.h"
#include "search/searchquery.h"
#include "store/stringhash.h"
#include "storeprivate.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"

#include <algorithm>
#include <tuple>

namespace rulesdb {

namespace {

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbours ("trmaple") each cost one.
int editDistance(QStringView a, QStringView b)
{
    const qsizetype n = a.size(), m = b.size();
    std::vector<int> before(size_t(m + 1)), previous(size_t(m + 1)), current(size_t(m + 1));
    for (qsizetype j = 0; j <= m; ++j)
        previous[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int d = std::min({previous[size_t(j)] + 1, current[size_t(j - 1)] + 1, previous[size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d = std::min(d, before[size_t(j - 2)] + 1);
            current[size_t(j)] = d;
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[size_t(m)];
}

// How far a word may be from the one meant: one slip in a short word, more in a long one;
// none in three letters, which are as likely shorthand ("EOT" is not "not").
int allowedDistance(qsizetype length)
{
    return length <= 3 ? 0 : length <= 4 ? 1 : length <= 9 ? 2 : 3;
}

// A slip rarely falls on the first letter, save as two letters swapped ("rtample"): more
// than one slip away, a word that starts otherwise is another word ("bounce" is not
// "source", nor "chump" "jump").
bool startsAsMeant(QStringView typed, QStringView word, int distance)
{
    if (distance <= 1 || typed.front() == word.front())
        return true;
    return typed.size() > 1 && word.size() > 1 && typed[0] == word[1] && typed[1] == word[0];
}

bool isLatinWord(QStringView word)
{
    return word.size() >= 3 && std::all_of(word.begin(), word.end(), [](QChar c) {
               return c.isLetter() && !isCjk(c.unicode());
           });
}

} // namespace

QString RulesStore::didYouMean(const QString &query, const SearchOptions &options)
{
    auto found = d->use("SELECT 1 FROM texts_fts WHERE texts_fts MATCH ?1 LIMIT 1");
    const auto known = [&](const QString &word) {
        found->bind(1, parseSearchQuery(word).match);
        const bool yes = found->step();
        found->reset();
        return yes;
    };

    // The words of every glossary term: the keywords and the game's own vocabulary. Read
    // once while the database stays as it is: a question asked in the app's search asks
    // this too.
    if (const qint64 stamp = d->changeStamp(); stamp != d->m_glossaryWordsStamp) {
        d->m_glossaryWords.clear();
        auto terms = d->use("SELECT term FROM terms_fts");
        while (terms->step())
            for (const SearchToken &t : searchTokens(terms->text(0)))
                if (isLatinWord(t.folded))
                    d->m_glossaryWords.insert(t.folded);
        d->m_glossaryWordsStamp = stamp;
    }
    const StringSet &dictionary = d->m_glossaryWords;

    QString corrected = query;
    qsizetype shift = 0; // corrections change the length of what follows
    bool changed = false;
    for (const SearchToken &t : searchTokens(query)) {
        if (!isLatinWord(t.folded) || dictionary.count(t.folded) || known(t.folded))
            continue;
        // The nearest; equally near, the one that starts the same way, then the first.
        const auto rank = [&](const QString &word, int distance) {
            return std::tuple(distance, word.front() == t.folded.front() ? 0 : 1, word);
        };
        QString best;
        int bestDistance = allowedDistance(t.folded.size()) + 1;
        for (const QString &word : std::as_const(dictionary)) {
            if (std::abs(word.size() - t.folded.size()) > bestDistance)
                continue;
            const int distance = editDistance(t.folded, word);
            if (!startsAsMeant(t.folded, word, distance))
                continue;
            if (rank(word, distance) < rank(best.isEmpty() ? word : best, bestDistance)) {
                best = word;
                bestDistance = distance;
            }
        }
        if (best.isEmpty() || bestDistance > allowedDistance(t.folded.size()))
            continue;
        corrected.replace(t.start + shift, t.end - t.start, best);
        shift += best.size() - (t.end - t.start);
        changed = true;
    }
    if (!changed)
        return QString();
    // Meant only if it finds a text with every word.
    SearchOptions one = options;
    one.limit = 1;
    one.someWords = false;
    return search(corrected, one).empty() ? QString() : corrected;
}

} // namespace rulesdb
