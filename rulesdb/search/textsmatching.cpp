#include "storeprivate.h"

namespace rulesdb {

namespace {

// What the lists kept may hold in all (8 bytes an id): past it they are forgotten at once,
// so that a long session of searches never holds more than a few megabytes of them.
constexpr size_t kMostIdsKept = 1'000'000;

} // namespace

std::shared_ptr<const std::vector<qint64>> RulesStore::Private::textsMatching(const QString &match,
                                                                             std::optional<qint64> editionId)
{
    if (const qint64 stamp = changeStamp(); stamp != m_textsMatchingStamp) {
        m_textsMatching.clear();
        m_textsMatchingIds = 0;
        m_textsMatchingStamp = stamp;
    }
    const std::pair<QString, qint64> key{match, editionId.value_or(0)};
    if (const auto it = m_textsMatching.find(key); it != m_textsMatching.end())
        return it->second;
    auto ids = std::make_shared<std::vector<qint64>>();
    {
        auto has = use(editionId ? "SELECT rowid FROM texts_fts WHERE texts_fts MATCH ?1 AND in_set(?2, rowid)"
                                 : "SELECT rowid FROM texts_fts WHERE texts_fts MATCH ?1");
        has->bind(1, match);
        if (editionId)
            has->bindIdSet(2, editionTexts(*editionId));
        while (has->step())
            ids->push_back(has->int64(0));
    }
    if (m_textsMatchingIds + ids->size() > kMostIdsKept) {
        m_textsMatching.clear();
        m_textsMatchingIds = 0;
    }
    m_textsMatchingIds += ids->size();
    m_textsMatching.emplace(key, ids);
    return ids;
}

} // namespace rulesdb
