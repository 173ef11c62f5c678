#pragma once
// A search hit's snippet: the stretch of its text with the most of the words looked for,
// those words between kSnippetOpen and kSnippetClose. Made from the text and the query
// alone (the tokenizer tells words apart), without asking the index again.

#include "search/namelist.h"
#include "search/searchquery.h"
#include "text/icutokenizer.h"
#include "store/stringhash.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace rulesdb {

class SnippetMaker {
public:
    // AnyForm: also their other forms, as the search with some of the words finds them
    // ("cards" for "card", "removal" for "removes": wordstem.h).
    enum Forms { AsTyped, AnyForm };
    explicit SnippetMaker(const SearchQuery &query, Forms forms = AsTyped);
    // About `words` words of the text around the best stretch, "…" where it is cut; a
    // sentence cut after a word found goes on to its end when that is a few words away.
    QString snippet(const QString &text, int words = 24) const;
    // The same, from the text's tokens (searchTokens(text)) when the caller has them.
    QString snippet(const QString &text, const std::vector<SearchToken> &tokens, int words = 24) const;
    // Where the words looked for stand in the text, each word found (a phrase word by word).
    std::vector<TextSpan> foundIn(QStringView text) const;

private:
    void markFound(const std::vector<SearchToken> &tokens, std::vector<char> &found,
                   std::vector<char> &phraseGoesOn) const;
    // A phrase: words that count only one after the other, as FTS5 finds them ("state-based
    // actions" marks nothing in "a state trigger").
    struct Phrase {
        QStringList words;       // folded
        bool lastIsPrefix = false;
    };
    bool looksFor(const QString &folded) const;
    StringSet m_words;       // folded, as the index holds them
    QStringList m_prefixes;  // folded starts of words
    std::vector<Phrase> m_phrases;
};

} // namespace rulesdb
