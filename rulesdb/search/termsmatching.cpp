#include "storeprivate.h"

#include "text/icutokenizer.h"

namespace rulesdb {

namespace {

// The expressions whose terms are kept (a word or part each, most finding none or a few
// terms): past it they are forgotten at once, so that a long session stays small.
constexpr size_t kMostExpressionsKept = 20'000;

} // namespace

std::shared_ptr<const std::vector<RulesStore::Private::TermFound>>
RulesStore::Private::termsMatching(const QString &match)
{
    if (const qint64 stamp = changeStamp();
        stamp != m_termsMatchingStamp || m_termsMatching.size() >= kMostExpressionsKept) {
        m_termsMatching.clear();
        m_termsMatchingStamp = stamp;
    }
    if (const auto it = m_termsMatching.find(match); it != m_termsMatching.end())
        return it->second;
    auto found = std::make_shared<std::vector<TermFound>>();
    {
        auto st = use("SELECT rowid, term FROM terms_fts WHERE terms_fts MATCH ?1 ORDER BY rowid");
        st->bind(1, match);
        while (st->step()) {
            TermFound term{st->int64(0), st->text(1), {}};
            for (const SearchToken &t : searchTokens(term.term))
                term.words.append(t.folded);
            found->push_back(std::move(term));
        }
    }
    m_termsMatching.emplace(match, found);
    return found;
}

} // namespace rulesdb
