// What people type into the search box. The query promises that whatever is typed, FTS5
// never sees a syntax error, so every expression is run against a table built like the
// store's index (same tokenizer): the query, and its parts in any form of their words (the
// search with some of the words; each part is one operand of its ORs, so it parses alone),
// and the required parts near one another. The same text is read for its meaning too
// (search/wordsenses.h), as a question is: words of the characters that reading keeps.
#include "fuzzsupport.h"
#include "schema.h"
#include "search/searchquery.h"
#include "search/wordsenses.h"
#include "sqlite.h"

#include <algorithm>
#include <memory>

namespace {

rulesdb::Database &index()
{
    static const std::unique_ptr<rulesdb::Database> db = [] {
        auto d = std::make_unique<rulesdb::Database>(QStringLiteral(":memory:"));
        d->exec(QStringLiteral("CREATE VIRTUAL TABLE t USING fts5(body, tokenize='%1');"
                               "INSERT INTO t(body) VALUES('702.19b Trample: a creature with trample "
                               "assigns \"excess\" combat damage; see rule 510.1c-d. 践踏属于静止式异能')")
                    .arg(QString::fromLatin1(rulesdb::kFtsTokenize)));
        return d;
    }();
    return *db;
}

void run(const QString &match)
{
    try {
        rulesdb::Statement s(index(), "SELECT count(*) FROM t WHERE t MATCH ?1");
        s.bind(1, match);
        while (s.step()) {
        }
    } catch (const rulesdb::DbError &e) {
        fuzz::fail("a match expression FTS5 refuses", match + QStringLiteral(" -> ") + e.message());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    for (const QString &w : rulesdb::senseWords(text)) {
        const bool kept = std::all_of(w.begin(), w.end(), [](QChar c) {
            const char16_t u = c.unicode();
            return (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '+' || u == '/' || u == '-' || u == '\'';
        });
        if (w.isEmpty() || !kept)
            fuzz::fail("a word read for its meaning that is empty or holds another character", w);
    }
    const rulesdb::SearchQuery q = rulesdb::parseSearchQuery(text);
    if (!q.inRange.isEmpty() && !rulesdb::RuleNumber::parse(q.inRange))
        fuzz::fail("an in: range that is not a number", q.inRange);
    if (q.match.isEmpty() != q.parts.empty())
        fuzz::fail("a match without parts, or parts without a match", q.match);
    if (q.match.isEmpty())
        return 0;
    run(q.match);
    if (q.notRequired().size() >= qsizetype(q.parts.size()))
        fuzz::fail("every part left out as a function word", q.match);
    const rulesdb::LooseQuery loose = rulesdb::looseQuery(q);
    if (loose.parts.empty())
        fuzz::fail("a query with parts and none to search with some of the words", q.match);
    run(loose.match);
    if (const QString near = rulesdb::nearMatch(q, 1); !near.isEmpty())
        run(near);
    return 0;
}
