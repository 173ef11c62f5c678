#pragma once
// The judge's library beside the rules: the policy documents' best answers to a question
// asked of the CR, when the question is theirs.

#include "rulesstore.h"

#include <vector>

namespace rulesdb {

// The policy documents' best answers (at most `count`) to a question the CR's search
// answered with `crHits`, when the question is theirs as RulesStore::searchLibrary() judges
// it (procedure and penalties: "what happens if I forget a trigger"); none otherwise. The
// app lists them in a band above the CR's answers, the scope searched unchanged.
std::vector<SearchHit> libraryAnswersBeside(RulesStore &store, const QString &query, const std::vector<SearchHit> &crHits,
                                            const SearchOptions &options, int count);

} // namespace rulesdb
