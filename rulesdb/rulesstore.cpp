#include "rulesstore.h"

#include "references.h"
#include "schema.h"
#include "sqlite.h"
#include "store/stringhash.h"
#include "storeprivate.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QtEndian>
#include <algorithm>
#include <unordered_map>

namespace rulesdb {

namespace {

// A repeated number in one edition (real files have them) keeps its place after the
// first one: same key plus 0xFF and a counter, outside every range of subrules.
QByteArray duplicateKey(const QByteArray &key, int n)
{
    QByteArray k = key;
    k.append(char(0xFF));
    k.append(char(n));
    return k;
}

} // namespace

// Keys of everything below a number lie in [key, key + 0xFF).
QByteArray rangeEnd(const QByteArray &key)
{
    QByteArray k = key;
    k.append(char(0xFF));
    return k;
}

// FNV-1a, 64 bits, over the UTF-8 bytes: stable forever (it is stored), fast, and good
// enough to find candidates; equality of the bodies is always checked as well.
qint64 textHash(const QByteArray &utf8)
{
    quint64 h = 14695981039346656037ULL;
    for (const char c : utf8) {
        h ^= quint64(uchar(c));
        h *= 1099511628211ULL;
    }
    return qint64(h);
}

static EditionInfo readEdition(Statement &st)
{
    EditionInfo e;
    e.id = st.int64(0);
    e.date = st.text(1);
    e.language = st.text(2);
    e.name = st.text(3);
    e.source = st.text(4);
    e.format = st.text(5);
    e.encoding = st.text(6);
    e.sha256 = st.text(7);
    e.importedAt = st.text(8);
    e.flags = st.integer(9);
    e.rules = st.integer(10);
    e.examples = st.integer(11);
    e.glossary = st.integer(12);
    e.danglingRefs = st.integer(13);
    e.document = documentNamed(st.text(14)).value_or(Document::CR);
    return e;
}

constexpr const char *kEditionColumns =
    "SELECT id, date, language, name, source, format, encoding, sha256, imported_at, flags, "
    "rule_count, example_count, glossary_count, dangling_refs, document FROM ";

std::vector<EditionInfo> queryEditions(Database &db, const QString &whereOrder,
                                       const QStringList &args, std::optional<Document> document)
{
    // The document's editions only, as a subquery SQLite flattens into the caller's WHERE.
    const QByteArray from = document ? QByteArray("(SELECT * FROM editions WHERE document = '")
                                           + documentName(*document).toLatin1() + "') "
                                     : QByteArray("editions ");
    const QByteArray sql = QByteArray(kEditionColumns) + from + whereOrder.toUtf8();
    Statement st(db, sql.constData());
    for (int i = 0; i < args.size(); ++i)
        st.bind(i + 1, args[i]);
    std::vector<EditionInfo> out;
    while (st.step())
        out.push_back(readEdition(st));
    return out;
}

RulesStore::RulesStore(const QString &path) : m_db(std::make_unique<Database>(path))
{
    // Before the journal mode is set: switching to WAL writes to the file.
    checkOpenable(*m_db);
    if (path != QStringLiteral(":memory:") && !path.isEmpty()) {
        // WAL lets the app read while the command line imports; NORMAL is still atomic.
        m_db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;");
        // The whole history is ~20 MB: keep its pages in memory rather than copying them
        // from the OS cache on every lookup.
        m_db->exec("PRAGMA cache_size=-32768; PRAGMA mmap_size=268435456;");
    }
    migrate(*m_db, OpenCheck::AlreadyChecked);
    d = std::make_unique<Private>(*m_db);
}

RulesStore::~RulesStore() = default;

AddResult RulesStore::addEdition(const EditionData &data, bool replace)
{
    const EditionMeta &meta = data.meta;
    const QString sha = QString::fromLatin1(meta.sha256);
    // The same bytes are the same edition, whatever document they were taken for.
    const auto same = queryEditions(*m_db, QStringLiteral("WHERE sha256 = ?1 AND language = ?2"),
                                    {sha, meta.language}, std::nullopt);
    if (!same.empty())
        return {AddStatus::AlreadyImported, same.front()};

    Transaction tx(*m_db);
    const auto clash = queryEditions(*m_db, QStringLiteral("WHERE date = ?1 AND language = ?2"),
                                     {meta.date, meta.language}, meta.document);
    if (!clash.empty()) {
        // A whole edition supersedes an excerpt of the same date (e.g. the bundled sample)
        // or a copy that broke off.
        const int lesser = FlagPartial | FlagIncomplete;
        const bool supersedesExcerpt = (clash.front().flags & lesser) && !(meta.flags & lesser);
        if (!replace && !supersedesExcerpt)
            throw DbError(0, QStringLiteral("an edition %4dated %1 (%2) is already in the "
                                            "database, imported from %3; use --replace to "
                                            "replace it")
                                 .arg(meta.date, meta.language, clash.front().source,
                                      meta.document == Document::CR
                                          ? QString()
                                          : QStringLiteral("of the %1 ").arg(documentTitle(meta.document))));
        Statement del(*m_db, "DELETE FROM editions WHERE id = ?1");
        del.bind(1, clash.front().id).run();
    }

    // A policy document is sections, the CR numbered rules: never one taken for the other.
    if (meta.document == Document::CR ? !data.sections.empty() : !data.rules.empty() || !data.glossary.empty())
        throw DbError(0, QStringLiteral("%1: an edition of the %2 holds %3")
                             .arg(meta.sourceFile, documentTitle(meta.document),
                                  meta.document == Document::CR ? QStringLiteral("policy sections")
                                                                : QStringLiteral("numbered rules")));

    // Validate every number before writing anything.
    std::vector<RuleNumber> numbers;
    numbers.reserve(data.rules.size());
    int ruleCount = 0, exampleCount = 0;
    for (const RuleEntry &r : data.rules) {
        const auto n = RuleNumber::parse(r.number);
        if (!n)
            throw DbError(0, QStringLiteral("%1: rule number \"%2\" (line %3) is not a rule "
                                            "number")
                                 .arg(meta.sourceFile, r.number, QString::number(r.sourceLine)));
        numbers.push_back(*n);
        ruleCount += n->isRuleOrSubrule() ? 1 : 0;
        exampleCount += int(r.examples.size());
    }
    // A policy document's count is its sections, numbered or not (JAR numbers none).
    for (const SectionEntry &section : data.sections) {
        ++ruleCount;
        for (const SectionPart &part : section.parts)
            if (part.label.startsWith(QLatin1StringView("Example")))
                exampleCount += int(part.text.count(u'\n')) + 1; // one paragraph per lettered example
    }

    const qint64 creditsId = data.credits.isEmpty() ? 0 : d->internText(data.credits, nullptr);
    {
        Statement ins(*m_db,
                      "INSERT INTO editions(date, language, name, source, format, encoding, "
                      "sha256, imported_at, flags, rule_count, example_count, glossary_count, "
                      "dangling_refs, credits_id, document) "
                      "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 0, ?13, ?14)");
        ins.bind(1, meta.date).bind(2, meta.language).bind(3, meta.name)
            .bind(4, meta.sourceFile).bind(5, meta.format).bind(6, meta.encoding).bind(7, sha)
            .bind(8, QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
            .bind(9, meta.flags).bind(10, ruleCount).bind(11, exampleCount)
            .bind(12, int(data.glossary.size()));
        if (creditsId)
            ins.bind(13, creditsId);
        else
            ins.bindNull(13);
        ins.bind(14, documentName(meta.document));
        ins.run();
    }
    const qint64 editionId = m_db->lastInsertRowId();
    d->storeSections(editionId, data.sections);

    Statement insRule(*m_db, "INSERT INTO rules(edition_id, sort_key, number, text_id, truncated, since) "
                             "VALUES(?1, ?2, ?3, ?4, ?5, NULLIF(?6, ''))");
    Statement insExample(*m_db, "INSERT INTO examples(edition_id, sort_key, ord, text_id, since) "
                                "VALUES(?1, ?2, ?3, ?4, NULLIF(?5, ''))");
    Statement insGloss(*m_db, "INSERT INTO glossary(edition_id, ord, term, text_id) "
                              "VALUES(?1, ?2, ?3, ?4)");

    QStringList normalised;
    normalised.reserve(qsizetype(numbers.size()));
    for (const RuleNumber &n : numbers)
        normalised.append(n.toString());
    BytesMap<int> seen; // sort key -> times seen
    seen.reserve(data.rules.size());
    for (size_t i = 0; i < data.rules.size(); ++i) {
        const RuleEntry &r = data.rules[i];
        QByteArray key = numbers[i].sortKey();
        if (int &count = seen[key]; count++ > 0)
            key = duplicateKey(key, count - 1);
        const qint64 textId = d->internText(r.text, nullptr);
        insRule.bind(1, editionId).bindBlob(2, key).bind(3, normalised[i]).bind(4, textId)
            .bind(5, r.truncated ? 1 : 0).bind(6, r.since).run();
        for (int e = 0; e < r.examples.size(); ++e) {
            const qint64 exampleId = d->internText(r.examples[e], nullptr);
            insExample.bind(1, editionId).bindBlob(2, key).bind(3, e).bind(4, exampleId)
                .bind(5, r.exampleSince.value(e)).run();
        }
    }
    for (size_t g = 0; g < data.glossary.size(); ++g) {
        const qint64 defId = d->internText(data.glossary[g].definition, nullptr);
        insGloss.bind(1, editionId).bind(2, int(g)).bind(3, data.glossary[g].term)
            .bind(4, defId).run();
    }
    // Terms no other edition has join the index of terms, each once in any capitalisation:
    // one statement, as most editions bring none.
    Statement newTerms(*m_db, "INSERT INTO terms_fts(term) SELECT min(g.term) FROM glossary g "
                              "WHERE g.edition_id = ?1 AND NOT EXISTS (SELECT 1 FROM glossary o "
                              "WHERE o.term = g.term COLLATE NOCASE AND o.edition_id <> ?1) "
                              "GROUP BY g.term COLLATE NOCASE");
    newTerms.bind(1, editionId).run();

    // References that point at no number of this edition, counted per use of a text.
    const StringSet present(normalised.cbegin(), normalised.cend());
    int dangling = 0;
    {
        Statement targets(*m_db,
                          "SELECT f.target FROM rules r JOIN refs f ON f.text_id = r.text_id "
                          "WHERE r.edition_id = ?1 "
                          "UNION ALL SELECT f.target FROM examples x JOIN refs f ON f.text_id = x.text_id "
                          "WHERE x.edition_id = ?1 "
                          "UNION ALL SELECT f.target FROM glossary g JOIN refs f ON f.text_id = g.text_id "
                          "WHERE g.edition_id = ?1");
        targets.bind(1, editionId);
        while (targets.step())
            dangling += present.count(targets.text(0)) ? 0 : 1;
    }
    Statement upd(*m_db, "UPDATE editions SET dangling_refs = ?1 WHERE id = ?2");
    upd.bind(1, dangling).bind(2, editionId).run();
    tx.commit();

    auto added = queryEditions(*m_db, QStringLiteral("WHERE id = ?1"),
                               {QString::number(editionId)}, std::nullopt);
    return {AddStatus::Added, added.front()};
}

std::vector<EditionInfo> RulesStore::editions(Document document)
{
    return queryEditions(*m_db, QStringLiteral("ORDER BY date, language"), {}, document);
}

namespace {

// How fit an edition is to be read when none is chosen: whole and clean, whole but lossy,
// an excerpt or a copy that broke off.
int readingRank(const EditionInfo &e)
{
    if (isExcerpt(e))
        return 0;
    return e.flags & FlagLossy ? 1 : 2;
}

// The newest of the language's editions of the highest rank; a negative rank leaves one out.
template <typename Rank>
const EditionInfo *newest(const std::vector<EditionInfo> &editions, const QString &language, Rank rank)
{
    const EditionInfo *best = nullptr;
    for (const EditionInfo &e : editions) {
        if (e.language != language || rank(e) < 0)
            continue;
        if (!best || std::pair(rank(e), e.date) > std::pair(rank(*best), best->date))
            best = &e;
    }
    return best;
}

} // namespace

const EditionInfo *defaultEdition(const std::vector<EditionInfo> &editions, const QString &language)
{
    return newest(editions, language, readingRank);
}

const EditionInfo *editionInForce(const std::vector<EditionInfo> &editions, const QString &date,
                                  const QString &language)
{
    const bool hasWhole = std::any_of(editions.begin(), editions.end(), [&](const EditionInfo &e) {
        return e.language == language && !isExcerpt(e);
    });
    // Whole editions all rank alike: a lossy copy of the rules in force beats an older clean one.
    return newest(editions, language, [&](const EditionInfo &e) {
        return e.date > date || (hasWhole && isExcerpt(e)) ? -1 : 0;
    });
}

std::optional<EditionInfo> RulesStore::edition(const QString &date, const QString &language,
                                               Document document)
{
    if (date.isEmpty()) {
        // defaultEdition() asked of SQLite, which reads one edition rather than every one of
        // the language (a date and language name one edition of a document).
        static const QString newestFit =
            QStringLiteral("WHERE language = ?1 ORDER BY CASE WHEN flags & %1 THEN 0 WHEN flags & %2 THEN 1 ELSE 2 END "
                           "DESC, date DESC LIMIT 1")
                .arg(int(FlagPartial | FlagIncomplete))
                .arg(int(FlagLossy));
        const auto found = queryEditions(*m_db, newestFit, {language}, document);
        return found.empty() ? std::nullopt : std::optional(found.front());
    }
    const auto found = queryEditions(*m_db, QStringLiteral("WHERE date = ?1 AND language = ?2"),
                                     {date, language}, document);
    if (found.empty())
        return std::nullopt;
    return found.front();
}

std::optional<EditionInfo> RulesStore::editionAsOf(const QString &date, const QString &language,
                                                   Document document)
{
    const auto all = queryEditions(*m_db, QStringLiteral("WHERE language = ?1"), {language}, document);
    const EditionInfo *e = editionInForce(all, date, language);
    return e ? std::optional(*e) : std::nullopt;
}

std::optional<RuleDetail> RulesStore::rule(const EditionInfo &edition, const RuleNumber &number)
{
    const QByteArray key = number.sortKey();
    // The rule itself and everything below it, in order, with their examples.
    auto st = d->use(
        "SELECT r.sort_key, r.number, t.body, r.truncated, r.since FROM rules r "
        "JOIN texts t ON t.id = r.text_id "
        "WHERE r.edition_id = ?1 AND r.sort_key >= ?2 AND r.sort_key < ?3 ORDER BY r.sort_key");
    st->bind(1, edition.id).bindBlob(2, key).bindBlob(3, rangeEnd(key));
    auto ex = d->use(
        "SELECT x.sort_key, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
        "WHERE x.edition_id = ?1 AND x.sort_key >= ?2 AND x.sort_key < ?3 "
        "ORDER BY x.sort_key, x.ord");
    ex->bind(1, edition.id).bindBlob(2, key).bindBlob(3, rangeEnd(key));
    QHash<QByteArray, QStringList> examples;
    while (ex->step())
        examples[ex->blob(0)].append(ex->text(1));

    RuleDetail detail;
    detail.edition = edition;
    bool found = false;
    while (st->step()) {
        const QByteArray rowKey = st->blob(0);
        RuleText t{st->text(1), st->text(2), examples.value(rowKey), st->integer(3) != 0,
                   st->text(4)};
        if (rowKey == key) {
            detail.rule = std::move(t);
            found = true;
        } else if (rowKey.startsWith(key) && rowKey.size() > key.size()
                   && uchar(rowKey.at(key.size())) != 0xFF) {
            detail.subrules.push_back(std::move(t));
        }
    }
    if (!found)
        return std::nullopt;
    if (const auto parent = number.parent()) {
        auto p = d->use("SELECT r.number, t.body FROM rules r "
                                   "JOIN texts t ON t.id = r.text_id "
                                   "WHERE r.edition_id = ?1 AND r.sort_key = ?2");
        p->bind(1, edition.id).bindBlob(2, parent->sortKey());
        if (p->step())
            detail.parent = RuleText{p->text(0), p->text(1), {}};
    }
    detail.refs = referencesFrom(edition, number);
    return detail;
}

std::vector<Citation> RulesStore::referencesFrom(const EditionInfo &edition,
                                                 const RuleNumber &number)
{
    // The first column is the TextPlace: 0 a rule's text, 1 an example.
    auto st = d->use(
                 "SELECT 0, r.text_id, t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                 "WHERE r.edition_id = ?1 AND r.sort_key = ?2 "
                 "UNION ALL "
                 "SELECT 1, x.text_id, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                 "WHERE x.edition_id = ?1 AND x.sort_key = ?2");
    st->bind(1, edition.id).bindBlob(2, number.sortKey());
    std::vector<Citation> out;
    const QString self = number.toString();
    while (st->step()) {
        const auto in = TextPlace(st->integer(0));
        const QString body = st->text(2);
        for (const auto &ref : d->storedRefs(st->int64(1))) {
            Citation c;
            c.number = self;
            c.in = in;
            c.target = ref.target;
            c.cited = body.mid(ref.start, ref.length);
            c.exists = d->hasNumber(edition.id, ref.target);
            out.push_back(std::move(c));
        }
    }
    return out;
}

std::vector<Citation> RulesStore::referencesTo(const EditionInfo &edition,
                                               const RuleNumber &number)
{
    // Each citing text in reading order: a rule's text, then its examples, each from its start.
    // The second column is the TextPlace: 0 a rule's text, 1 an example, 2 the glossary.
    // CROSS JOIN keeps the texts that cite the rule (a few hundred over every edition) the
    // outer loop: left to itself, the planner walks every rule of the edition in order to
    // spare the sort, and looks each one up among the citations, several times the work.
    auto st = d->use(
                 "SELECT r.number, 0, f.start, f.length, t.body, r.sort_key, 0, f.start "
                 "FROM refs f CROSS JOIN rules r ON r.text_id = f.text_id AND r.edition_id = ?1 "
                 "JOIN texts t ON t.id = f.text_id WHERE f.target = ?2 "
                 "UNION ALL "
                 "SELECT r.number, 1, f.start, f.length, t.body, r.sort_key, x.ord + 1, f.start "
                 "FROM refs f JOIN examples x ON x.text_id = f.text_id AND x.edition_id = ?1 "
                 "JOIN rules r ON r.edition_id = x.edition_id AND r.sort_key = x.sort_key "
                 "JOIN texts t ON t.id = f.text_id WHERE f.target = ?2 "
                 "UNION ALL "
                 "SELECT g.term, 2, f.start, f.length, t.body, x'FF', g.ord, f.start "
                 "FROM refs f JOIN glossary g ON g.text_id = f.text_id AND g.edition_id = ?1 "
                 "JOIN texts t ON t.id = f.text_id WHERE f.target = ?2 "
                 "ORDER BY 6, 7, 8"); // rules in order, then the glossary (x'FF' sorts after every key)
    const QString target = number.toString();
    st->bind(1, edition.id).bind(2, target);
    std::vector<Citation> out;
    // One entry per citing rule or glossary entry, however often it cites the rule (602.2b
    // cites 601.2f in "rules 601.2b–i" and again in "rule 601.2f").
    QHash<QString, size_t> entryOf;
    const auto namesTarget = [&target](const Citation &c) { return c.cited.contains(target); };
    while (st->step()) {
        Citation c;
        c.number = st->text(0);
        c.in = TextPlace(st->integer(1));
        c.target = target;
        c.cited = st->text(4).mid(st->integer(2), st->integer(3));
        const QString key = (c.in == TextPlace::Glossary ? u'g' : u'r') + c.number;
        const auto seen = entryOf.constFind(key);
        if (seen == entryOf.cend()) {
            entryOf.insert(key, out.size());
            out.push_back(std::move(c));
            continue;
        }
        // The words that matter: the rule's text before its examples, and in the same text
        // words that spell the number out before a range that only spans it.
        Citation &kept = out[*seen];
        if (kept.in == c.in && !namesTarget(kept) && namesTarget(c))
            kept = std::move(c);
    }
    return out;
}

EditionData RulesStore::exportEdition(const EditionInfo &edition)
{
    EditionData out;
    out.meta.document = edition.document;
    out.meta.date = edition.date;
    out.meta.language = edition.language;
    out.meta.name = edition.name;
    out.meta.sourceFile = edition.source;
    out.meta.format = edition.format;
    out.meta.encoding = edition.encoding;
    out.meta.sha256 = edition.sha256.toLatin1();
    out.meta.flags = edition.flags;

    Statement ex(*m_db, "SELECT x.sort_key, t.body, x.since FROM examples x "
                        "JOIN texts t ON t.id = x.text_id "
                        "WHERE x.edition_id = ?1 ORDER BY x.sort_key, x.ord");
    ex.bind(1, edition.id);
    QHash<QByteArray, QStringList> examples, exampleSince;
    bool examplesDated = false;
    while (ex.step()) {
        examples[ex.blob(0)].append(ex.text(1));
        exampleSince[ex.blob(0)].append(ex.text(2));
        examplesDated = examplesDated || !ex.text(2).isEmpty();
    }

    Statement st(*m_db, "SELECT r.sort_key, r.number, t.body, r.truncated, r.since FROM rules r "
                        "JOIN texts t ON t.id = r.text_id WHERE r.edition_id = ?1 "
                        "ORDER BY r.sort_key");
    st.bind(1, edition.id);
    while (st.step()) {
        RuleEntry entry{st.text(1), st.text(2), examples.value(st.blob(0)), 0};
        entry.truncated = st.integer(3) != 0;
        entry.since = st.text(4);
        if (examplesDated)
            entry.exampleSince = exampleSince.value(st.blob(0));
        out.rules.push_back(std::move(entry));
    }

    Statement g(*m_db, "SELECT g.term, t.body FROM glossary g JOIN texts t ON t.id = g.text_id "
                       "WHERE g.edition_id = ?1 ORDER BY g.ord");
    g.bind(1, edition.id);
    while (g.step())
        out.glossary.push_back({g.text(0), g.text(1)});

    Statement c(*m_db, "SELECT t.body FROM editions e JOIN texts t ON t.id = e.credits_id "
                       "WHERE e.id = ?1");
    c.bind(1, edition.id);
    if (c.step())
        out.credits = c.text(0);
    out.sections = sections(edition); // a policy document's (the CR has none)
    return out;
}

} // namespace rulesdb
