#pragma once
// Full-text search of rule text, examples and glossary (RulesStore::search, search.cpp),
// and "did you mean" (RulesStore::didYouMean, suggest.cpp): what is asked and what is found.

#include "document.h"
#include "edition.h"

#include <QChar>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace rulesdb {

struct SearchOptions {
    std::optional<qint64> editionId; // nullopt: every edition (of `language`, if given)
    QString language;                // with no editionId: only editions in this language
    bool examplesOnly = false;
    int limit = 20;
    // When fewer than `limit` texts have every word, go on with those that have some of them
    // (SearchHit::missing) or other words of their families.
    bool someWords = true;
};

// One rule (or example, or glossary entry) found, however many editions share its words.
struct SearchHit {
    QString edition;       // the newest edition with this text at this number
    QString number;        // rule number, or the glossary term
    QString snippet;       // matches between kSnippetOpen and kSnippetClose
    TextPlace in = TextPlace::RuleText;
    QStringList editions;  // every edition (date) where this text sits at this number
    double score = 0;      // lower is better (bm25, weighed; see search.cpp)
    QString language;      // of those editions
    // What was typed that this text lacks, when it was found by some of the words (the
    // search goes on so only when too few texts have them all); empty when it has every
    // word, in some form.
    QStringList missing;
    // The document the hit is in; for the MTR, IPG and JAR, `number` is a section's
    // ("2.1", "Appendix A", or its title when it has no number), `title` its title and
    // `part` the part the words are in ("Philosophy"), empty for its text.
    Document document = Document::CR;
    QString title;
    QString part;
    // A card's (Document::Cards: `number` and `title` are its name): its faces' type lines.
    QString typeLine;
};
// Whether the hits have every word typed (see SearchHit::missing).
inline bool foundEveryWord(const std::vector<SearchHit> &hits)
{
    return !hits.empty() && hits.front().missing.isEmpty();
}
inline constexpr QChar kSnippetOpen = QChar(0x00AB);  // «
inline constexpr QChar kSnippetClose = QChar(0x00BB); // »

} // namespace rulesdb
