// Full-text search over the distinct texts of every edition, ranked the way a judge reads
// the rules (DESIGN-NOTES, "Search"):
//  0. the rule whose number was typed ("601.2f", "rule 601.2f"), before the texts that cite it;
//  1. a rule whose whole text is what was typed: a keyword's own rule ("trample" → 702.19
//     Trample), a section's or rule's title ("cleanup step" → 514. Cleanup Step), or else
//     one that is its plural ("emblem" → 114. Emblems);
//  2. the glossary entry of that term, typed by any name it gives (the whole term, without
//     its qualifier, or one of the names it lists: "converted mana cost" for Converted Mana
//     Cost (Obsolete), "controller" for Control, Controller), after the first rule it cites
//     when no title names it ("legend rule": 704.5j, then Legend Rule: a judge cites the
//     rule), and the entry it points to when that is all it says ("Islandcycling": "See
//     Typecycling.");
//  3. the rules under such a rule and those the entry cites, with everything below them,
//     in rule order;
//  4. everything else that has every word, in any of its forms ("mill a card": "mill a
//     number of cards"; the question's own words such as "what", "the" and "with" not
//     needed), by bm25, the very word typed scoring more than its other forms, an example
//     or a glossary definition weighing half as much as rule text with the same words, a
//     rule with subrules (601.2) half as much again, and the rules of a keyword named
//     among other words ("storm copies": 702.40) twice as much; ties in rule order;
//  5. when fewer texts than asked for have every word: texts with some of them, or with
//     any word of their families ("removes": removal), by bm25 weighed by the share of the
//     question's rarity they have (lacking "indestructible" costs more than lacking
//     "creature"), so that a judge's question in their own words ("draw from empty library
//     loses") still finds the rule that words it otherwise (704.5b), each such hit saying
//     what it lacks; for keywords named together ("deathtouch and trample"), the texts
//     with any one of them, as when no text has them all. A heading named among the words
//     lends them to the rules below it ("state-based actions legend rule": 704.5j).
// Then, for a question of several words, when the database has learnt what words mean from
// the card rulings (wordsenses.h), its first hits found by relevance (4 and 5) are ordered
// again by their place and by how near their meaning is to the question's; what was typed
// itself (0 to 3) keeps its place (orderByMeaning()).
// Each distinct text is scored once, however many editions share it, and a hit is one rule
// (one wording at one number, typography aside) with the editions that have it there.

#include "search/search.h"

#include "rulesstore.h"
#include "search/namelist.h"
#include "search/searchquery.h"
#include "search/snippet.h"
#include "search/termnames.h"
#include "search/wordsenses.h"
#include "store/stringhash.h"
#include "storeprivate.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"
#include "text/wordstem.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <iterator>
#include <bit>
#include <cmath>
#include <limits>
#include <queue>

namespace rulesdb {

namespace {

enum Tier { NumberTier, TitleTier, GlossaryTier, FamilyTier, RelevanceTier, PartialTier };

// bm25 is negative, lower is better: an example keeps half its relevance, and so does a
// glossary definition found among other texts; a rule with subrules (601.2) gets half as
// much again, and the rules of a keyword named in the query twice theirs.
constexpr double kExampleWeight = 0.5;
constexpr double kDefinitionWeight = 0.5;
constexpr double kRuleWeight = 1.5;
constexpr double kNamedKeywordWeight = 2.0;
// A rule whose headings ("404. Graveyard", "702.19 Trample") name words of a question: its
// score weighs up to this much more, by the share of the question's words they name.
constexpr double kHeadingFieldWeight = 2.0;
// The words typed, when they stand at most this many words apart in a text, weigh this
// much more (bm25 is negative: more is better).
constexpr int kNearGap = 1;
constexpr double kNearWeight = 2.0;
// A text found by some of the words: its bm25 weighed by the share of the question's rarity
// it has (see addPartial()) to this power, and a heading among them (which speaks for the
// rules under it more than it answers) this much.
constexpr double kCoveragePower = 2.0;
constexpr double kHeadingTextWeight = 0.8;
// A text with fewer than half of those words still counts when it has this share of the
// question's rarity, unless it is a title: "opponent scoops in the middle of my turn" is
// about conceding (104.3a), which shares only that one word with it.
constexpr double kEnoughRarity = 0.3;
// A text whose words found all stand in a list of names (namelist.h: 206.3c's Homelands
// cards, "Forget" among them, for "what happens if I forget a trigger") names a card or a
// type that shares a word of the question and says nothing about it: its score weighs this
// much, so that a rule with fewer of the words comes first.
constexpr double kNameListWeight = 0.2;
// A question's first this many hits are ordered by their meaning too (orderByMeaning()).
constexpr int kSenseDepth = 20;
constexpr double kSensePlaceOffset = 10;
constexpr double kSenseWeight = 0.1;
// The texts whose meanings are kept across searches (200 floats each): past it they are
// forgotten at once.
constexpr qsizetype kMostMeaningsKept = 8192;
// The texts whose words are kept across searches for their snippets: past it they are
// forgotten at once.
constexpr size_t kMostBodiesKept = 4096;
// Texts this short may be titles ("Emblems", "702.19 Trample").
constexpr qsizetype kLongestTitle = 120;
// A glossary definition shown in a hit, cut at a word.
constexpr int kDefinitionChars = 160;
// Parts of a query told apart when it is searched with some of its words (bits of a mask).
constexpr qsizetype kMostLooseParts = 64;
// A text found by some of the words has at least half of them, or three of a long
// question's: a judge telling a situation ("my 5/5 got chump blocked and they sacrificed the
// blocker does the damage go to the player") says more than the rule that answers it.
constexpr qsizetype kEnoughPartsOfALongQuestion = 3;
constexpr qsizetype minimumParts(qsizetype parts)
{
    return std::min((parts + 1) / 2, kEnoughPartsOfALongQuestion);
}
// Below texts with every word, only those with more than half of them: "blocked creature"
// is not followed by every text about creatures.
constexpr qsizetype minimumPartsAfterEvery(qsizetype parts)
{
    return parts / 2 + 1;
}
const QByteArray kGlossaryKey = QByteArrayLiteral("\xFF\xFF"); // after every rule
const QByteArray kPointedEntryKey = kGlossaryKey + '\x01'; // after the entry that points to it

QString elide(const QString &text, int maxChars)
{
    const QString flat = QString(text).replace(u'\n', u' ');
    if (flat.size() <= maxChars)
        return flat;
    const qsizetype cut = flat.lastIndexOf(u' ', maxChars);
    return flat.left(cut > 0 ? cut : maxChars) + u'…';
}

// A short text ending with a full stop is a sentence ("Multiple instances of it are
// redundant."), one without is a title or heading ("Trample", "State-Based Actions").
// A sentence ends with a full stop or the ideographic one ("。") that Chinese and Japanese
// rules end with, before any closing bracket or quote. Without it every short Chinese rule
// was taken for a title, and a title is no answer for the rare words it has.
bool isSentence(const QString &text)
{
    QStringView rest = QStringView(text).trimmed();
    // A sentence may close a parenthesis or a quotation after its stop: "(See rule 207.2.)",
    // "（参见规则704。）".
    while (!rest.isEmpty() && QStringView(u")\u201D\"'\u2019\uFF09\u300D\u300F").contains(rest.back()))
        rest.chop(1);
    return rest.endsWith(u'.') || rest.endsWith(u'\u3002') || rest.endsWith(u'\uFF0E');
}

QStringList foldedTokens(QStringView text)
{
    QStringList out;
    for (const SearchToken &t : searchTokens(text))
        out.append(t.folded);
    return out;
}

// The names a glossary term gives its entry (termnames.h), each as folded words.
std::vector<QStringList> termNames(const QString &term)
{
    std::vector<QStringList> out;
    for (const QString &name : glossaryTermNames(term))
        if (QStringList words = foldedTokens(name); !words.isEmpty() && std::find(out.begin(), out.end(), words) == out.end())
            out.push_back(std::move(words));
    return out;
}

// Words as one key, each in the singular: "Split Cards" and "split card" are one title.
QString singularKey(const QStringList &folded)
{
    QString key;
    qsizetype length = 0;
    for (const QString &w : folded)
        length += w.size() + 1;
    key.reserve(length);
    for (const QString &w : folded) {
        if (!key.isEmpty())
            key += u' ';
        appendSingular(w, key);
    }
    return key;
}

// Each word in the FTS5 syntax.
QStringList quoted(const QStringList &words)
{
    QStringList out;
    for (const QString &w : words)
        out.append(ftsString(w));
    return out;
}

// Each word in either number ("planeswalker" or "planeswalkers"); none when none has another.
QStringList eitherNumber(const QStringList &words)
{
    QStringList all;
    bool other = false;
    for (const QString &w : words) {
        const QString o = otherNumber(w);
        other = other || !o.isEmpty();
        all.append(o.isEmpty() ? ftsString(w) : ftsString(w) + QStringLiteral(" OR ") + ftsString(o));
    }
    return other ? all : QStringList();
}


// What a hit is: one text at one number (or glossary term), in one role.
struct GroupKey {
    qint64 textId;
    QString number;
    TextPlace kind;
    friend bool operator==(const GroupKey &, const GroupKey &) = default;
};
struct GroupKeyHash {
    size_t operator()(const GroupKey &k) const noexcept
    {
        return StringHash{}(k.number) ^ (std::hash<qint64>{}(k.textId) * 0x9E3779B97F4A7C15ull + size_t(k.kind));
    }
};

using Edition = EditionLabel;

// A hit being built, and what orders it.
struct Group {
    SearchHit hit;
    qint64 textId = 0;
    Tier tier = RelevanceTier;
    QByteArray sortKey;
    QSet<qint64> editionIds;
};

class Groups {
public:
    void add(Tier tier, const GroupKey &key, const QByteArray &sortKey, qint64 editionId, const Edition &edition,
             double score, const QStringList &missing = {})
    {
        const auto [it, added] = m_index.try_emplace(key, m_groups.size());
        if (added) {
            Group g;
            g.hit = SearchHit{edition.date, key.number, QString(), key.kind, {edition.date}, score,
                              edition.language, missing};
            g.textId = key.textId;
            g.tier = tier;
            g.sortKey = sortKey;
            g.editionIds.insert(editionId);
            m_groups.push_back(std::move(g));
            return;
        }
        Group &g = m_groups[it->second];
        if (tier < g.tier) { // ordered as it is in the better tier
            g.tier = tier;
            g.sortKey = sortKey;
        }
        g.hit.score = std::min(g.hit.score, score);
        if (g.editionIds.contains(editionId))
            return;
        g.editionIds.insert(editionId);
        g.hit.editions.append(edition.date);
        if (edition.date > g.hit.edition)
            g.hit.edition = edition.date; // the newest edition names the hit
    }

    std::vector<Group> &groups() { return m_groups; }

    // The score a new relevance hit must beat to be among the first `limit` hits; none
    // while there is room.
    std::optional<double> bar(int limit) const
    {
        std::vector<double> relevance;
        int ahead = 0;
        for (const Group &g : m_groups) {
            if (g.tier == RelevanceTier)
                relevance.push_back(g.hit.score);
            else if (g.tier < RelevanceTier)
                ++ahead;
        }
        const int room = limit - ahead;
        if (room <= 0)
            return -std::numeric_limits<double>::infinity();
        if (int(relevance.size()) < room)
            return std::nullopt;
        std::nth_element(relevance.begin(), relevance.begin() + (room - 1), relevance.end());
        return relevance[size_t(room - 1)];
    }

private:
    std::vector<Group> m_groups;
    std::unordered_map<GroupKey, size_t, GroupKeyHash> m_index;
};

// Where a text is used: rule text, example or glossary definition, at a number.
struct Usage {
    QString number;
    QByteArray sortKey;
    TextPlace kind;
    qint64 editionId = 0;
};

// A rule and everything below it, in one edition.
struct Range {
    qint64 editionId;
    QByteArray lower, upper;
};

Range rangeOf(qint64 editionId, const QByteArray &key)
{
    return {editionId, key, rangeEnd(key)};
}

// (score, text id): bm25 is negative, lower is better.
using Scored = std::pair<double, qint64>;

// Texts in the order of their scores once each is weighed (by a weight of at most 1, which
// only lowers a score), from a list in the order of their scores unweighed: a text is weighed
// only when it comes up, and waits while those after it still come before it. Reading a
// text to weigh it costs a query, so only the texts a search lists are read.
template <typename Weight>
class WeighedOrder {
public:
    WeighedOrder(const std::vector<Scored> &ranked, Weight weight) : m_ranked(ranked), m_weight(std::move(weight)) {}

    std::optional<Scored> next()
    {
        for (;;) {
            const bool unweighed = m_at < m_ranked.size();
            if (!m_waiting.empty() && (!unweighed || m_waiting.top() <= m_ranked[m_at])) {
                const Scored out = m_waiting.top();
                m_waiting.pop();
                return out;
            }
            if (!unweighed)
                return std::nullopt;
            const Scored text = m_ranked[m_at++];
            const double weight = m_weight(text.second);
            if (weight == 1.0)
                return text;
            m_waiting.push({text.first * weight, text.second});
        }
    }

private:
    const std::vector<Scored> &m_ranked;
    Weight m_weight;
    size_t m_at = 0;
    std::priority_queue<Scored, std::vector<Scored>, std::greater<>> m_waiting;
};

} // namespace

std::optional<TitleWords> titleWordsOf(const QString &body)
{
    // As SQLite's length() counts: characters, not UTF-16 units.
    if (body.size() > 2 * kLongestTitle || QStringView(body).toUcs4().size() > kLongestTitle || isSentence(body))
        return std::nullopt;
    // Both keys built in one pass over the tokens: this runs for every short text an import
    // stores, and a Chinese edition's sentences are nearly all short.
    const std::vector<SearchToken> tokens = searchTokens(body);
    qsizetype length = 0;
    for (const SearchToken &t : tokens)
        length += t.folded.size() + 1;
    TitleWords title;
    title.singular.reserve(length);
    title.words.reserve(length);
    for (const SearchToken &t : tokens) {
        if (!title.words.isEmpty()) {
            title.words += u' ';
            title.singular += u' ';
        }
        title.words += t.folded;
        appendSingular(t.folded, title.singular);
    }
    return title;
}

Statement &bindTitle(Statement &insert, const TitleWords &title, qint64 textId)
{
    const QByteArray singular = title.singular.toUtf8();
    insert.bindUtf8(1, singular).bind(2, textId);
    if (title.words == title.singular)
        insert.bindNull(3);
    else
        insert.bindUtf8(3, title.words.toUtf8());
    return insert;
}

// One search, step by step (see the top of this file).
class SearchRun {
    using Title = RulesStore::Private::Title;
    using HeadingWord = RulesStore::Private::HeadingWord;
    using TermFound = RulesStore::Private::TermFound;

public:
    SearchRun(RulesStore::Private &d, const QString &typed, const SearchQuery &query, const SearchOptions &options)
        : m_d(d), m_query(query), m_anyForm(query, SnippetMaker::AnyForm), m_limit(options.limit)
    {
        m_typedNumber = typedNumber(typed);
        m_editionId = options.editionId;
        m_language = options.editionId ? QString() : options.language;
        m_examplesOnly = options.examplesOnly || query.examplesOnly;
        m_someWords = options.someWords;
        if (const auto n = RuleNumber::parse(query.inRange)) {
            m_lower = n->sortKey();
            m_upper = rangeEnd(m_lower);
        }
        m_typed = foldedTokens(query.terms.join(u' '));
        m_question = std::count_if(query.parts.begin(), query.parts.end(),
                                   [&](const QueryPart &p) { return query.isRequired(p); }) >= 2;
        m_asked = foldedTokens(query.asked.join(u' '));
        // A question is ordered by meaning too, when the database has learnt the words'
        // senses: the first kSenseDepth hits are gathered to order, whatever the limit.
        if (m_question && !m_typedNumber) {
            m_senses = &m_d.wordSenses();
            if (m_senses->known()) {
                m_depth = std::max(m_limit, kSenseDepth);
                m_meaningAsked = m_senses->meaningOf(typed);
            }
        }
    }

    std::vector<SearchHit> run()
    {
        rankMatches();
        if (m_typedNumber && !m_examplesOnly)
            findNumbered(*m_typedNumber);
        // A title, a glossary entry or a keyword's rules answer a question about the whole
        // rules, not one asked within a range or of the examples.
        if (!m_examplesOnly && m_lower.isEmpty() && !m_typed.isEmpty()) {
            findTitles();
            findGlossaryEntries();
            // What was typed is itself a title or a term: the words it is made of name
            // nothing else.
            if (m_families.empty())
                findNamedKeywords();
            addFamilies();
        }
        addByRelevance();
        // Fewer than asked for have every word: those with some of them follow.
        if (m_someWords && m_groups.groups().size() < size_t(wanted()))
            addPartial();
        return finish();
    }

private:
    bool inScope(qint64 editionId) const
    {
        if (m_editionId)
            return editionId == *m_editionId;
        return m_language.isEmpty() || m_editions.value(editionId).language == m_language;
    }

    // A query with "(?2 IS NULL OR edition_id = ?2)", as one edition's search can seek by it.
    RulesStore::Private::StatementUse useScoped(const char *sql)
    {
        return m_editionId ? m_d.useWhereSet(sql) : m_d.use(sql);
    }

    // The edition searched, or NULL for every one, as the queries' parameter `index`.
    void bindEdition(Statement &st, int index) const
    {
        if (m_editionId)
            st.bind(index, *m_editionId);
        else
            st.bindNull(index);
    }

    void add(Tier tier, qint64 textId, const QString &number, TextPlace kind, const QByteArray &sortKey, qint64 editionId,
             double score, const QStringList &missing = {})
    {
        m_groups.add(tier, {textId, number, kind}, sortKey, editionId, m_editions.value(editionId), score, missing);
    }

    // Every text that matches, scored once. Within one edition only its texts are scored
    // (in_set skips the others before bm25 is computed), which also keeps the old wordings
    // of other editions from crowding its ranking.
    void rankMatches()
    {
        auto all = m_d.use(m_editionId ? "SELECT rowid, bm25(texts_fts) FROM texts_fts "
                                         "WHERE texts_fts MATCH ?1 AND in_set(?2, rowid)"
                                       : "SELECT rowid, bm25(texts_fts) FROM texts_fts WHERE texts_fts MATCH ?1");
        all->bind(1, m_query.match);
        if (m_editionId)
            all->bindIdSet(2, m_d.editionTexts(*m_editionId));
        while (all->step())
            m_scoreOf.insert(all->int64(0), all->real(1));
        weighNearness();
        for (auto it = m_scoreOf.cbegin(); it != m_scoreOf.cend(); ++it)
            m_ranked.emplace_back(it.value(), it.key());
        std::sort(m_ranked.begin(), m_ranked.end());
    }

    // Words typed together are most often a term of the rules ("left the battlefield",
    // "damage assignment order"): the texts where they stand together, in any order, weigh
    // more than those where they are scattered over sentences.
    void weighNearness()
    {
        const QString near = nearMatch(m_query, kNearGap);
        if (near.isEmpty() || m_scoreOf.size() < 2)
            return;
        auto st = m_d.use(m_editionId ? "SELECT rowid FROM texts_fts WHERE texts_fts MATCH ?1 AND in_set(?2, rowid)"
                                      : "SELECT rowid FROM texts_fts WHERE texts_fts MATCH ?1");
        st->bind(1, near);
        if (m_editionId)
            st->bindIdSet(2, m_d.editionTexts(*m_editionId));
        while (st->step())
            if (const auto it = m_scoreOf.find(st->int64(0)); it != m_scoreOf.end())
                it.value() *= kNearWeight;
    }

    std::vector<Usage> usagesOf(qint64 textId)
    {
        auto st = useScoped(
            "SELECT number, sort_key, 0, edition_id FROM rules WHERE text_id = ?1 AND ?4 = 0 "
            "  AND (?2 IS NULL OR edition_id = ?2) AND (?3 IS NULL OR (sort_key >= ?3 AND sort_key < ?5)) "
            "UNION ALL "
            "SELECT r.number, x.sort_key, 1, x.edition_id FROM examples x "
            "  JOIN rules r ON r.edition_id = x.edition_id AND r.sort_key = x.sort_key WHERE x.text_id = ?1 "
            "  AND (?2 IS NULL OR x.edition_id = ?2) AND (?3 IS NULL OR (x.sort_key >= ?3 AND x.sort_key < ?5)) "
            "UNION ALL "
            "SELECT term, x'FFFF', 2, edition_id FROM glossary WHERE text_id = ?1 AND ?4 = 0 AND ?3 IS NULL "
            "  AND (?2 IS NULL OR edition_id = ?2)");
        st->bind(1, textId);
        bindEdition(*st, 2);
        if (m_lower.isEmpty())
            st->bindNull(3).bindNull(5);
        else
            st->bindBlob(3, m_lower).bindBlob(5, m_upper);
        st->bind(4, m_examplesOnly ? 1 : 0);
        std::vector<Usage> out;
        while (st->step())
            if (inScope(st->int64(3)))
                out.push_back({st->text(0), st->blob(1), TextPlace(st->integer(2)), st->int64(3)});
        return out;
    }

    // A text's words, read once per search: weighing a hit (nameListWeight()) and its
    // snippet read the same texts.
    QString bodyOf(qint64 textId)
    {
        if (const auto it = m_bodies.constFind(textId); it != m_bodies.cend())
            return *it;
        auto st = m_d.use("SELECT body FROM texts WHERE id = ?1");
        st->bind(1, textId);
        return *m_bodies.insert(textId, st->step() ? st->text(0) : QString());
    }

    // A rule number and nothing else, or after "rule" (规则 in the Chinese translation): the
    // rule it names is what was asked for; the texts that cite it follow, as the words match them.
    static std::optional<RuleNumber> typedNumber(const QString &typed)
    {
        static const QRegularExpression form(QStringLiteral("^\\s*(?:rules?\\s+|规则\\s*)?(\\S+?)\\s*$"),
                                             QRegularExpression::CaseInsensitiveOption);
        const auto m = form.match(typed);
        return m.hasMatch() ? RuleNumber::parse(m.captured(1)) : std::nullopt;
    }

    void findNumbered(const RuleNumber &number)
    {
        auto st = useScoped("SELECT text_id, number, sort_key, edition_id FROM rules WHERE sort_key = ?1 "
                          "AND (?2 IS NULL OR edition_id = ?2)");
        st->bindBlob(1, number.sortKey());
        bindEdition(*st, 2);
        while (st->step()) {
            if (!inScope(st->int64(3)))
                continue;
            add(NumberTier, st->int64(0), st->text(1), TextPlace::RuleText, st->blob(2), st->int64(3), 0.0);
        }
    }

    // The words as typed, then as asked when they differ ("what is the stack": stack): a
    // title or a term is looked for in both.
    std::vector<const QStringList *> typedThenAsked() const
    {
        if (m_asked == m_typed)
            return {&m_typed};
        return {&m_typed, &m_asked};
    }

    // The titles in scope that are what was typed, or else its plural ("emblem" → 114.
    // Emblems); else the same for what was asked ("what is the stack" → 405. Stack); else
    // the cards of that name ("attraction" → 717. Attraction Cards) or the zone ("exile
    // zone" → 406. Exile).
    void findTitles()
    {
        for (const QStringList *words : typedThenAsked())
            if (m_titleTexts.isEmpty())
                findTitlesNamed(*words);
        if (m_titleTexts.isEmpty() && !m_asked.isEmpty() && singular(m_asked.back()) != u"card")
            findTitlesNamed(m_asked + QStringList{QStringLiteral("cards")});
        if (m_titleTexts.isEmpty() && m_asked.size() > 1 && m_asked.back() == u"zone")
            findTitlesNamed(m_asked.mid(0, m_asked.size() - 1));
    }

    void findTitlesNamed(const QStringList &words)
    {
        const std::vector<Title> &titles = titlesNamed(singularKey(words));
        if (titles.empty())
            return;
        const QString typed = words.join(u' ');
        for (const bool exact : {true, false}) {
            for (const Title &title : titles) {
                if (exact && title.words != typed)
                    continue;
                for (const Usage &u : usagesOf(title.textId)) {
                    if (u.kind != TextPlace::RuleText)
                        continue;
                    m_titleTexts.insert(title.textId);
                    add(TitleTier, title.textId, u.number, u.kind, u.sortKey, u.editionId,
                        m_scoreOf.value(title.textId));
                    m_families.push_back(rangeOf(u.editionId, u.sortKey));
                }
            }
            if (!m_titleTexts.isEmpty())
                return;
        }
    }

    // The titles and headings whose words in the singular are `key`, in the order they were stored:
    // read from search_titles (stored with the texts) once per key while the database stays
    // as it is.
    const std::vector<Title> &titlesNamed(const QString &key)
    {
        keepTitlesCurrent();
        auto it = m_d.m_titlesNamed.find(key);
        if (it == m_d.m_titlesNamed.end()) {
            std::vector<Title> found;
            auto st = m_d.use("SELECT text_id, coalesce(words, singular) FROM search_titles WHERE singular = ?1 ORDER BY text_id");
            st->bindUtf8(1, key.toUtf8()); // "" too: a text with no words has that key
            while (st->step())
                found.push_back({st->int64(0), st->text(1)});
            it = m_d.m_titlesNamed.emplace(key, std::move(found)).first;
        }
        return it->second;
    }

    // The texts that are a title or heading (short, and no sentence): "Trample", "Graveyard".
    const QSet<qint64> &titleTexts()
    {
        keepTitlesCurrent();
        if (!m_d.m_titleTexts) {
            m_d.m_titleTexts.emplace();
            auto st = m_d.use("SELECT text_id FROM search_titles");
            while (st->step())
                m_d.m_titleTexts->insert(st->int64(0));
        }
        return *m_d.m_titleTexts;
    }

    void keepTitlesCurrent()
    {
        if (const qint64 stamp = m_d.changeStamp(); stamp != m_d.m_titlesStamp) {
            m_d.m_titlesNamed.clear();
            m_d.m_titleTexts.reset();
            m_d.m_titlesStamp = stamp;
        }
    }

    // Calls f(definition text id, edition id) for each entry of the term within the scope.
    template <typename F>
    void forEachEntry(const QString &term, F f)
    {
        auto st = useScoped("SELECT text_id, edition_id FROM glossary WHERE term = ?1 COLLATE NOCASE "
                          "AND (?2 IS NULL OR edition_id = ?2)");
        st->bind(1, term);
        bindEdition(*st, 2);
        while (st->step())
            if (inScope(st->int64(1)))
                f(st->int64(0), st->int64(1));
    }

    // The glossary terms that every expression finds (as FTS5 finds those of the expressions
    // joined by AND), or any (OR), in the index's order: each expression is looked up once
    // and kept (RulesStore::Private::termsMatching()).
    std::vector<TermFound> termsWithEvery(const QStringList &matches)
    {
        std::vector<TermFound> out;
        for (qsizetype i = 0; i < matches.size(); ++i) {
            const std::vector<TermFound> &found = *m_d.termsMatching(matches[i]);
            if (i == 0) {
                out = found;
                continue;
            }
            std::vector<TermFound> both;
            std::set_intersection(out.begin(), out.end(), found.begin(), found.end(), std::back_inserter(both),
                                  [](const TermFound &a, const TermFound &b) { return a.row < b.row; });
            out = std::move(both);
        }
        return out;
    }
    std::vector<TermFound> termsWithAny(const QStringList &matches)
    {
        std::vector<TermFound> out;
        for (const QString &match : matches) {
            const std::vector<TermFound> &found = *m_d.termsMatching(match);
            std::vector<TermFound> either;
            std::set_union(out.begin(), out.end(), found.begin(), found.end(), std::back_inserter(either),
                           [](const TermFound &a, const TermFound &b) { return a.row < b.row; });
            out = std::move(either);
        }
        return out;
    }
    // The terms with every part the query requires, none it excludes.
    std::vector<TermFound> termsOfQuery()
    {
        if (!m_query.excluded.isEmpty())
            return *m_d.termsMatching(m_query.match);
        QStringList required;
        for (const QueryPart &part : m_query.parts)
            if (m_query.isRequired(part))
                required.append(part.match);
        return termsWithEvery(required);
    }

    // The rules a glossary definition cites, each with what is below it.
    void addCited(qint64 definitionId, qint64 editionId, std::vector<Range> &to)
    {
        for (const auto &ref : m_d.storedRefs(definitionId))
            if (const auto n = RuleNumber::parse(ref.target))
                to.push_back(rangeOf(editionId, n->sortKey()));
    }
    // The term typed is an entry of its own, near the top, whose cited rules follow it. A
    // term that has the words among others ("commander" in "Commander Tax") weighs as much
    // as the share of its words that were typed, of the best match's relevance.
    void findGlossaryEntries()
    {
        const double best = m_ranked.empty() ? -1.0 : m_ranked.front().first;
        QStringList terms;
        for (const TermFound &found : termsOfQuery()) {
            const QString &term = found.term;
            terms.append(term);
            const QStringList &words = found.words;
            const std::vector<QStringList> names = termNames(term);
            const bool exact =
                std::any_of(names.begin(), names.end(), [&](const QStringList &name) { return isTermTyped(name); });
            const double share = double(m_asked.size()) / double(std::max<qsizetype>(1, words.size()));
            forEachEntry(term, [&](qint64 textId, qint64 editionId) {
                add(exact ? GlossaryTier : RelevanceTier, textId, term, TextPlace::Glossary, kGlossaryKey, editionId,
                    exact ? 0.0 : std::min(m_scoreOf.value(textId, 0.0), best * share));
                if (exact) {
                    addCited(textId, editionId, m_families);
                    followPointer(textId, editionId);
                }
            });
        }
        // The term typed in its other number: "trample over planeswalker" is the entry
        // Trample Over Planeswalkers, as "emblem" is the title 114. Emblems.
        QStringList seen = terms;
        for (const QStringList *words : typedThenAsked()) {
            const QStringList matches = eitherNumber(*words);
            if (matches.isEmpty())
                continue;
            for (const TermFound &found : termsWithEvery(matches)) {
                const QString &term = found.term;
                if (seen.contains(term) || !isTermTyped(found.words))
                    continue;
                seen.append(term);
                forEachEntry(term, [&](qint64 textId, qint64 editionId) {
                    add(GlossaryTier, textId, term, TextPlace::Glossary, kGlossaryKey, editionId, 0.0);
                    addCited(textId, editionId, m_families);
                    followPointer(textId, editionId);
                });
            }
        }
    }

    // An entry that only points to another ("Islandcycling": "See Typecycling.") says
    // nothing of its own: the entry it points to follows it. Its rules are not taken for
    // what was typed: "range of influence" is defined by 801.2, not by the rule the other
    // entry cites (801. Limited Range of Influence Option).
    void followPointer(qint64 definitionId, qint64 editionId)
    {
        static const QRegularExpression pointer(QStringLiteral("^See ([^.]+)\\.?$"));
        const auto m = pointer.match(bodyOf(definitionId).trimmed());
        if (!m.hasMatch())
            return;
        auto st = useScoped("SELECT text_id, term FROM glossary WHERE term = ?1 COLLATE NOCASE AND edition_id = ?2");
        st->bind(1, m.captured(1)).bind(2, editionId);
        while (st->step()) {
            const qint64 textId = st->int64(0);
            if (textId == definitionId)
                continue;
            add(GlossaryTier, textId, st->text(1), TextPlace::Glossary, kPointedEntryKey, editionId, 0.0);
        }
    }

    // A glossary term's words are what was typed or asked, each in either number.
    bool isTermTyped(const QStringList &words) const
    {
        const QString key = singularKey(words);
        return key == singularKey(m_typed) || key == singularKey(m_asked);
    }

    // Keywords and terms named among other words ("first strike combat damage step" names
    // First Strike and Combat Damage Step): the longest ones that cover the words without
    // overlapping. The rules their entries cite weigh more.
    void findNamedKeywords()
    {
        struct Named {
            qsizetype start, length;
            QString term;
        };
        std::vector<Named> named;
        for (const TermFound &found : termsWithAny(quoted(m_typed))) {
            const QString &term = found.term;
            const QStringList &words = found.words;
            if (words.isEmpty() || words.size() >= m_typed.size())
                continue;
            for (qsizetype at = 0; at + words.size() <= m_typed.size(); ++at)
                if (m_typed.mid(at, words.size()) == words)
                    named.push_back({at, words.size(), term});
        }
        std::sort(named.begin(), named.end(), [](const Named &a, const Named &b) {
            return a.length != b.length ? a.length > b.length : a.start < b.start;
        });
        std::vector<bool> covered(size_t(m_typed.size()), false);
        int terms = 0;
        for (const Named &n : named) {
            const auto from = covered.begin() + n.start, to = from + n.length;
            if (std::any_of(from, to, [](bool c) { return c; }))
                continue;
            std::fill(from, to, true);
            ++terms;
            forEachEntry(n.term, [&](qint64 textId, qint64 editionId) { addCited(textId, editionId, m_named); });
        }
        QSet<QString> coveredWords;
        for (qsizetype i = 0; i < m_typed.size(); ++i)
            if (covered[size_t(i)])
                coveredWords.insert(m_typed[i]);
        m_onlyTermsNamed = terms >= 2 && std::all_of(m_asked.cbegin(), m_asked.cend(), [&](const QString &w) {
                               return coveredWords.contains(w);
                           });
    }

    // Calls f(text id, number, sort key, edition id) for each rule of the editions whose sort
    // key lies in [lower, upper) and whose text is one of the texts. Shared by every walk
    // down the rules under a heading, so they read the rules table the same way.
    // They share one prepared statement: f must not start another walk while this one runs.
    template <typename F>
    void forEachRuleUnder(const QSet<qint64> &editions, const QByteArray &lower, const QByteArray &upper,
                          const QSet<qint64> &texts, F f)
    {
        auto st = m_d.use("SELECT text_id, number, sort_key, edition_id FROM rules "
                          "WHERE edition_id IN (SELECT id FROM editions WHERE in_set(?1, id)) "
                          "AND sort_key >= ?2 AND sort_key < ?3 AND in_set(?4, text_id)");
        st->bindIdSet(1, editions).bindBlob(2, lower).bindBlob(3, upper).bindIdSet(4, texts);
        while (st->step())
            f(st->int64(0), st->text(1), st->blob(2), st->int64(3));
    }

    // Calls f(text id, number, sort key, edition id, bm25) for each rule in the ranges that
    // matches the query. A range is looked up once for all the editions that have it.
    template <typename F>
    void forEachMatchIn(const std::vector<Range> &ranges, F f)
    {
        QHash<std::pair<QByteArray, QByteArray>, QSet<qint64>> editionsOf;
        for (const Range &r : ranges)
            editionsOf[{r.lower, r.upper}].insert(r.editionId);
        if (editionsOf.isEmpty())
            return;
        if (m_matched.isEmpty())
            for (auto it = m_scoreOf.cbegin(); it != m_scoreOf.cend(); ++it)
                m_matched.insert(it.key());
        for (auto it = editionsOf.cbegin(); it != editionsOf.cend(); ++it)
            forEachRuleUnder(it.value(), it.key().first, it.key().second, m_matched,
                             [&](qint64 textId, const QString &number, const QByteArray &key, qint64 editionId) {
                                 f(textId, number, key, editionId, m_scoreOf.value(textId));
                             });
    }

    void addFamilies()
    {
        forEachMatchIn(m_families, [&](qint64 textId, const QString &number, const QByteArray &key, qint64 editionId,
                                       double score) {
            add(FamilyTier, textId, number, TextPlace::RuleText, key, editionId, score);
        });
        forEachMatchIn(m_named, [&](qint64 textId, const QString &number, const QByteArray &key, qint64 editionId,
                                    double score) {
            add(RelevanceTier, textId, number, TextPlace::RuleText, key, editionId, score * kNamedKeywordWeight);
        });
    }

    // What a text weighs where it is used: an example half as much as rule text, a glossary
    // definition (a keyword's one-line summary) found among other texts as much; asked
    // with several words, a rule that states what its subrules work out (601.2, casting a
    // spell) more than they do (a word typed alone, "multipl*", wants the text that has it).
    double weightOf(const Usage &u)
    {
        if (u.kind == TextPlace::Example)
            return kExampleWeight;
        if (u.kind == TextPlace::Glossary)
            return kDefinitionWeight;
        const auto n = RuleNumber::parse(u.number);
        return m_question && n && n->kind() == RuleKind::Rule && hasSubrules(u) ? kRuleWeight : 1.0;
    }

    // A rule is read under its headings: "can I reorder my graveyard" asks about a rule under
    // 404. Graveyard more than about one elsewhere that mentions graveyards; "regeneration
    // shield" about one under 701.19 Regenerate. Among the texts that lack some of the words,
    // the share of the question's words that a rule's headings name (in any form of the
    // word) weighs its score up. Not among those with every word in some form: there bm25
    // tells the rule that states the answer (704.5i, a planeswalker with 0 loyalty) from the
    // chapter about the thing (306. Planeswalkers), and headings would undo it. Within one
    // edition only: the headings are read for the edition searched.
    double headingField(const Usage &u)
    {
        const auto number = RuleNumber::parse(u.number);
        if (!number || u.kind == TextPlace::Glossary || !m_editionId || !m_question || m_asked.isEmpty())
            return 1.0;
        std::vector<HeadingWord> named;
        for (auto above = number->parent(); above && above->kind() != RuleKind::Section; above = above->parent()) {
            const std::vector<HeadingWord> &words = headingWords(*above);
            named.insert(named.end(), words.begin(), words.end());
        }
        if (named.empty())
            return 1.0;
        int hits = 0;
        const std::vector<HeadingWord> &asked = askedForHeadings();
        for (const HeadingWord &a : asked) {
            hits += std::any_of(named.cbegin(), named.cend(), [&](const HeadingWord &h) {
                return h.word == a.word || (!a.stem.isEmpty() && h.word.startsWith(a.stem))
                       || (!h.stem.isEmpty() && a.word.startsWith(h.stem));
            });
        }
        return asked.empty() ? 1.0 : 1.0 + kHeadingFieldWeight * double(hits) / double(asked.size());
    }

    // The words asked but the function words, each in the singular with its stem, as the
    // heading field compares them: worked out once per search, not for each rule weighed.
    const std::vector<HeadingWord> &askedForHeadings()
    {
        if (!m_askedForHeadings) {
            m_askedForHeadings.emplace();
            for (const QString &asked : std::as_const(m_asked)) {
                if (isFunctionWord(asked))
                    continue;
                const QString one = singular(asked);
                m_askedForHeadings->push_back({one, wordStem(one).prefix});
            }
        }
        return *m_askedForHeadings;
    }

    // The words, each in the singular and function words left out, of the rule `number` of the
    // edition searched when its text is a title (short, and no sentence: "702.19. Trample");
    // none when it is not. Read as the candidates ask for them, a few dozen rows, and kept
    // while the edition and the database stay the same: reading every title of the edition
    // up front cost a one-shot search more than the rest of it.
    const std::vector<HeadingWord> &headingWords(const RuleNumber &number)
    {
        auto &cache = m_d.m_headings;
        // Asked once per search whether the database changed since they were read.
        if (!m_headingsCurrent) {
            if (const qint64 stamp = m_d.changeStamp(); cache.editionId != *m_editionId || cache.stamp != stamp) {
                cache.wordsOf.clear();
                cache.editionId = *m_editionId;
                cache.stamp = stamp;
            }
            m_headingsCurrent = true;
        }
        const QString key = number.toString();
        if (const auto it = cache.wordsOf.constFind(key); it != cache.wordsOf.cend())
            return *it;
        std::vector<HeadingWord> words;
        auto st = m_d.use("SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                          "WHERE r.edition_id = ?1 AND r.sort_key = ?2 AND length(t.body) <= ?3");
        st->bind(1, *m_editionId).bindBlob(2, number.sortKey()).bind(3, qint64(kLongestTitle));
        if (st->step()) {
            const QString body = st->text(0);
            if (!isSentence(body))
                for (const QString &w : foldedTokens(body))
                    if (!isFunctionWord(w)) {
                        const QString one = singular(w);
                        words.push_back({one, wordStem(one).prefix});
                    }
        }
        st->reset();
        return *cache.wordsOf.insert(key, words);
    }

    // Whether the rule at the usage has rules below it, asked of the first edition it is
    // found in: across editions, a rule's number keeps its subrules.
    bool hasSubrules(const Usage &u)
    {
        if (const auto it = m_hasSubrules.constFind(u.number); it != m_hasSubrules.cend())
            return *it;
        auto st = m_d.use("SELECT 1 FROM rules WHERE edition_id = ?1 AND sort_key > ?2 AND sort_key < ?3 LIMIT 1");
        st->bind(1, u.editionId).bindBlob(2, u.sortKey).bindBlob(3, rangeEnd(u.sortKey));
        const bool below = st->step();
        st->reset();
        m_hasSubrules.insert(u.number, below);
        return below;
    }

    // What a text's score weighs for where the words found stand in it: kNameListWeight when
    // every one of them (in any of its forms) is in a list of names, 1 otherwise. Worked out
    // once per text and search.
    double nameListWeight(qint64 textId)
    {
        if (const auto it = m_nameListWeights.constFind(textId); it != m_nameListWeights.cend())
            return *it;
        double weight = 1.0;
        const QString body = bodyOf(textId);
        if (const std::vector<TextSpan> lists = nameListSpans(body); !lists.empty()) {
            // The index found the words in the text: if none stands outside its lists, they
            // are in them. Only the words around the lists are read (a list of creature types
            // runs to 300 names).
            bool outside = false;
            qsizetype from = 0;
            for (const TextSpan &list : lists) {
                outside = outside || !m_anyForm.foundIn(QStringView(body).sliced(from, list.start - from)).empty();
                from = list.end;
            }
            outside = outside || !m_anyForm.foundIn(QStringView(body).sliced(from)).empty();
            if (!outside)
                weight = kNameListWeight;
        }
        m_nameListWeights.insert(textId, weight);
        return weight;
    }

    // How many hits to gather: across editions, typographic variants of one rule become one
    // hit (see finish()), so enough for that.
    int wanted() const { return m_editionId ? m_depth : 2 * m_depth; }

    // The rest, until no text left can make the first `limit`: scores only grow down the
    // list, and weighing an example only makes it grow more.
    void addByRelevance()
    {
        WeighedOrder order(m_ranked, [this](qint64 textId) { return nameListWeight(textId); });
        while (const auto next = order.next()) {
            const auto [score, textId] = *next;
            if (const auto bar = m_groups.bar(wanted()); bar && score > *bar)
                break;
            for (const Usage &u : usagesOf(textId))
                add(RelevanceTier, textId, u.number, u.kind, u.sortKey, u.editionId, score * weightOf(u));
        }
    }

    // A rule is read under its heading: "state-based actions legend rule" asks for 704.5j,
    // which says "legend rule" under 704. State-Based Actions. A heading named among the
    // words (a numbered heading such as 704., or a rule that is a title, "702.19 Trample")
    // lends the parts it has to the rules below it that have parts of their own. A section
    // ("7. Additional Rules") is too wide to speak for its rules.
    void addHeadingParts(QHash<qint64, quint64> &partsOf)
    {
        QSet<qint64> named;
        for (const QStringList *words : typedThenAsked())
            for (qsizetype from = 0; from < words->size(); ++from)
                for (qsizetype length = 1; from + length <= words->size() && length < words->size(); ++length)
                    for (const Title &title : titlesNamed(singularKey(words->mid(from, length))))
                        if (partsOf.contains(title.textId))
                            named.insert(title.textId);
        // ((first, end of range), parts) → the editions where a heading with those parts has it
        QHash<std::pair<std::pair<QByteArray, QByteArray>, quint64>, QSet<qint64>> editionsOf;
        auto at = useScoped("SELECT number, sort_key, edition_id FROM rules WHERE text_id = ?1 "
                          "AND (?2 IS NULL OR edition_id = ?2)");
        for (const qint64 textId : std::as_const(named)) {
            if (!titleTexts().contains(textId)) // a rule of one short sentence
                continue;
            at->bind(1, textId);
            bindEdition(*at, 2);
            while (at->step()) {
                const auto n = RuleNumber::parse(at->text(0));
                if (!n || n->kind() == RuleKind::Section || n->kind() == RuleKind::Subrule || !inScope(at->int64(2)))
                    continue;
                const Range r = rangeOf(at->int64(2), at->blob(1));
                editionsOf[{{r.lower, r.upper}, partsOf.value(textId)}].insert(r.editionId);
                m_headingTexts.insert(textId);
            }
            at->reset();
        }
        if (editionsOf.isEmpty())
            return;
        QSet<qint64> withParts;
        for (auto it = partsOf.cbegin(); it != partsOf.cend(); ++it)
            withParts.insert(it.key());
        // The heading itself is in its range too; it only lends itself the parts it has.
        QHash<qint64, quint64> fromHeadings;
        for (auto it = editionsOf.cbegin(); it != editionsOf.cend(); ++it) {
            const auto &range = it.key().first;
            const quint64 parts = it.key().second;
            forEachRuleUnder(it.value(), range.first, range.second, withParts,
                             [&](qint64 textId, const QString &, const QByteArray &, qint64) {
                                 fromHeadings[textId] |= parts;
                             });
        }
        for (auto it = fromHeadings.cbegin(); it != fromHeadings.cend(); ++it)
            partsOf[it.key()] |= it.value();
    }

    // Too few texts have every part: those with at least half of them, in any form of their
    // words, by bm25 weighed by the share of the question's rarity they have. Function
    // words ("from", "the") neither count nor go missing.
    void addPartial()
    {
        LooseQuery loose = looseQuery(m_query);
        // Every part of the OR, for bm25 (a paragraph pasted in weighs all its words).
        const std::vector<size_t> ored = loose.parts;
        // A whole paragraph pasted in is told apart by its first words.
        if (loose.parts.size() > size_t(kMostLooseParts))
            loose.parts.resize(size_t(kMostLooseParts));
        const qsizetype parts = qsizetype(loose.parts.size());
        if (parts < 1)
            return;
        // Keywords named together ("deathtouch and trample") are asked about together: the
        // one text that lists them both is no answer, so the rules of each follow, as they do
        // when no text has them all.
        const bool afterEvery = !m_groups.groups().empty() && !m_onlyTermsNamed;
        // Every part needed, none with other forms ("first strike" kick*): what has them all
        // is listed already.
        if (afterEvery && minimumPartsAfterEvery(parts) == parts
            && std::all_of(loose.parts.begin(), loose.parts.end(),
                           [&](size_t i) { return m_query.parts[i].loose == m_query.parts[i].match; }))
            return;
        // What each part finds, with its phrases' counts in each text (read once and kept:
        // phrasehits.h): which parts each text has; then bm25 of the whole OR for the texts
        // with enough of them only.
        std::vector<std::shared_ptr<const PhraseHits>> hitsOf;
        for (const size_t part : ored)
            hitsOf.push_back(m_d.phraseHits(m_query.parts[part].loose, m_editionId));
        QHash<qint64, quint64> partsOf;
        for (qsizetype i = 0; i < parts; ++i)
            for (const qint64 id : hitsOf[size_t(i)]->texts)
                partsOf[id] |= quint64(1) << i;
        // How rare each part is among the texts searched (bm25's idf): lacking a rare word
        // ("indestructible") takes a text further from the question than lacking a common one
        // ("creature"). A part in no text weighs nothing.
        std::vector<double> rarity(size_t(parts), 0.0);
        {
            std::vector<qsizetype> having(size_t(parts), 0);
            for (const quint64 found : std::as_const(partsOf))
                for (qsizetype i = 0; i < parts; ++i)
                    having[size_t(i)] += (found >> i) & 1;
            const qint64 searched = m_editionId ? qint64(m_d.editionTexts(*m_editionId).size())
                                                : m_d.searchedTextCount();
            const double texts = double(std::max<qint64>(partsOf.size(), searched));
            for (qsizetype i = 0; i < parts; ++i)
                if (const double n = double(having[size_t(i)]); n > 0)
                    rarity[size_t(i)] = std::log(1.0 + (texts - n + 0.5) / (n + 0.5));
        }
        addHeadingParts(partsOf);
        // A word in no text at all ("drop" in "extra land drop") is missing from every
        // text, so it does not count: half of the others is enough.
        quint64 anywhere = 0;
        int most = 0; // the most parts one text has
        for (const quint64 found : std::as_const(partsOf)) {
            anywhere |= found;
            most = std::max(most, std::popcount(found));
        }
        qsizetype least =
            afterEvery ? minimumPartsAfterEvery(parts) : std::max<qsizetype>(1, minimumParts(std::popcount(anywhere)));
        // A long question no text has half the words of ("persist comes back with minus
        // counter"): those with the most of them, two at least, rather than nothing.
        if (!afterEvery && most >= 2)
            least = std::min<qsizetype>(least, most);
        double allRarity = 0;
        for (const double r : rarity)
            allRarity += r;
        // The share of the question's rarity a text has.
        const auto coverage = [&](quint64 found) {
            double have = 0;
            for (qsizetype i = 0; i < parts; ++i)
                have += ((found >> i) & 1) ? rarity[size_t(i)] : 0.0;
            return allRarity > 0 ? have / allRarity : 1.0;
        };
        // Fewer words, but rare ones: a share of the question's rarity both large and above
        // their share of its words.
        const auto rareEnough = [&](quint64 found) {
            const double share = coverage(found);
            return share >= kEnoughRarity && share >= double(std::popcount(found)) / double(parts);
        };
        // A title ("Trample") is no answer for the rare word it is: it lends it to its rules.
        const QSet<qint64> &titles = titleTexts();
        QSet<qint64> enough;
        for (auto it = partsOf.cbegin(); it != partsOf.cend(); ++it) {
            const bool rare = !afterEvery && rareEnough(it.value()) && !titles.contains(it.key());
            if ((std::popcount(it.value()) >= least || rare) && !m_scoreOf.contains(it.key())) // not listed above
                enough.insert(it.key());
        }
        if (enough.isEmpty())
            return;
        // The whole query again for what it excludes ("-token").
        if (!m_query.excluded.isEmpty()) {
            QSet<qint64> kept;
            auto st = m_d.use("SELECT rowid FROM texts_fts WHERE texts_fts MATCH ?1 AND in_set(?2, rowid)");
            st->bind(1, loose.match).bindIdSet(2, enough);
            while (st->step())
                kept.insert(st->int64(0));
            enough = std::move(kept);
        }
        std::vector<Scored> candidates;
        QHash<qint64, quint64> foundOf;
        const OrBm25 bm25(hitsOf, m_d.indexSize());
        const std::vector<qint64> scored(enough.cbegin(), enough.cend());
        const std::vector<int> lengths = m_d.textTokens(scored);
        for (size_t i = 0; i < scored.size(); ++i) {
            const qint64 textId = scored[i];
            const quint64 found = partsOf.value(textId);
            // A heading lacking some of the words speaks for the rules under it more than it answers.
            const double heading = m_headingTexts.contains(textId) ? kHeadingTextWeight : 1.0;
            candidates.emplace_back(bm25.score(textId, lengths[i]) * heading * std::pow(coverage(found), kCoveragePower),
                                    textId);
            foundOf.insert(textId, found);
        }
        // The most of the question's rarity first, weighed with bm25, then by where the words
        // found stand (a list of names).
        std::sort(candidates.begin(), candidates.end());
        WeighedOrder order(candidates, [this](qint64 textId) { return nameListWeight(textId); });
        // Twice as many as shown: an example weighs half, so it may fall behind the next.
        while (const auto next = order.next()) {
            if (m_groups.groups().size() >= size_t(2 * wanted()))
                break;
            const auto [score, textId] = *next;
            const quint64 found = foundOf.value(textId);
            QStringList missing;
            for (qsizetype i = 0; i < parts; ++i)
                if (const QString &typed = m_query.parts[loose.parts[size_t(i)]].typed;
                    !(found & (quint64(1) << i)) && !missing.contains(typed))
                    missing.append(typed);
            m_partialTexts.insert(textId);
            for (const Usage &u : usagesOf(textId)) {
                add(PartialTier, textId, u.number, u.kind, u.sortKey, u.editionId,
                    score * weightOf(u) * (missing.isEmpty() ? 1.0 : headingField(u)), missing);
            }
        }
    }

    // A term typed that no title names: the first rule its glossary entry cites that has the
    // words comes before the entry ("layers": 613.1, then Layer), as a title comes before
    // its entry ("trample": 702.19, then Trample). A judge cites the rule; the entry sums it up.
    static void citedRuleBeforeEntry(std::vector<Group> &sorted)
    {
        const auto firstOf = [&](Tier t) {
            return std::find_if(sorted.begin(), sorted.end(), [t](const Group &g) { return g.tier == t; });
        };
        const auto entry = firstOf(GlossaryTier), cited = firstOf(FamilyTier);
        if (entry == sorted.end() || cited == sorted.end() || firstOf(TitleTier) != sorted.end())
            return;
        std::rotate(entry, cited, cited + 1);
    }

    // The first `limit` in order, with snippets for those only: a title is all match; a
    // glossary entry shows its term and the start of its definition; the rest, the words
    // found in their best stretch.
    std::vector<SearchHit> finish()
    {
        std::vector<Group> &all = m_groups.groups();
        std::sort(all.begin(), all.end(), [](const Group &a, const Group &b) {
            if (a.tier != b.tier)
                return a.tier < b.tier;
            // Texts found by some of the words come by their weighed relevance (addPartial()).
            if (a.tier != PartialTier && a.hit.missing.size() != b.hit.missing.size())
                return a.hit.missing.size() < b.hit.missing.size();
            if (a.tier >= RelevanceTier && a.hit.score != b.hit.score)
                return a.hit.score < b.hit.score;
            if (a.sortKey != b.sortKey)
                return a.sortKey < b.sortKey;
            return a.hit.edition > b.hit.edition;
        });
        citedRuleBeforeEntry(all);

        // A rule whose wording differs only in typography between editions (quotes, dashes,
        // "(TM)") is one hit too: folded as lineage folds wordings, it joins the hit before.
        std::vector<Group *> hits;
        StringMap<size_t> shown; // number, role and folded wording → its place in hits
        for (Group &g : all) {
            const QString same = g.hit.number + u'|' + textPlaceName(g.hit.in) + u'|' + foldTypography(bodyOf(g.textId));
            if (const auto it = shown.find(same); it != shown.end()) {
                SearchHit &hit = hits[it->second]->hit;
                for (const QString &date : std::as_const(g.hit.editions))
                    if (!hit.editions.contains(date))
                        hit.editions.append(date);
                hit.edition = std::max(hit.edition, g.hit.edition);
                continue;
            }
            if (hits.size() >= size_t(m_depth))
                continue;
            shown.emplace(same, hits.size());
            hits.push_back(&g);
        }
        orderByMeaning(hits);
        if (hits.size() > size_t(m_limit))
            hits.resize(size_t(m_limit));

        const SnippetMaker snippets(m_query), anyForm(m_query, SnippetMaker::AnyForm);
        std::vector<SearchHit> out;
        for (Group *g : hits) {
            const QString body = bodyOf(g->textId);
            if (g->hit.in == TextPlace::Glossary)
                g->hit.snippet = kSnippetOpen + g->hit.number + kSnippetClose + QStringLiteral(" — ")
                                 + elide(body, kDefinitionChars);
            else if (g->tier == NumberTier)
                g->hit.snippet = elide(body, kDefinitionChars); // its number was what matched
            else if (m_titleTexts.contains(g->textId))
                g->hit.snippet = kSnippetOpen + body + kSnippetClose;
            else
                g->hit.snippet = (m_partialTexts.contains(g->textId) ? anyForm : snippets)
                                     .snippet(body, m_d.bodyTokens(g->textId, body));
            out.push_back(std::move(g->hit));
        }
        return out;
    }

    // A question's hits in the order of their words (their place) and of their meaning
    // (wordsenses.h): each scores 1 / (kSensePlaceOffset + place) + kSenseWeight × the
    // likeness of its text's meaning to the question's. The offset keeps the first few
    // places close, so that meaning decides among them, and the weight keeps a hit far
    // down from overtaking the first: measured on the judge questions of bench/ (tuning set).
    void orderByMeaning(std::vector<Group *> &hits)
    {
        if (!m_senses || !m_senses->known() || m_meaningAsked.empty() || hits.size() < 2)
            return;
        // Only the first kSenseDepth: meaning moves a hit among those near it, never from
        // far down (and with a longer limit, the rest stay in their place).
        const size_t depth = std::min(hits.size(), size_t(kSenseDepth));
        // Each text's meaning is its own, worked out once and kept with the senses: the
        // same rules come first for many questions.
        auto &kept = m_d.m_textMeanings;
        QStringList bodies;
        std::vector<qint64> unread;
        for (size_t place = 0; place < depth; ++place) {
            const qint64 textId = hits[place]->textId;
            if (!kept.contains(textId) && std::find(unread.begin(), unread.end(), textId) == unread.end()) {
                unread.push_back(textId);
                bodies << bodyOf(textId);
            }
        }
        if (!unread.empty()) {
            if (kept.size() + qsizetype(unread.size()) > kMostMeaningsKept)
                kept.clear();
            std::vector<std::vector<float>> read = m_senses->meaningsOf(bodies);
            for (size_t i = 0; i < unread.size(); ++i)
                kept.insert(unread[i], std::move(read[i]));
        }
        std::vector<std::vector<float>> meanings;
        for (size_t place = 0; place < depth; ++place)
            meanings.push_back(kept.value(hits[place]->textId));
        std::vector<std::pair<double, Group *>> scored;
        scored.reserve(depth);
        for (size_t place = 0; place < depth; ++place) {
            double likeness = WordSenses::likeness(m_meaningAsked, meanings[place]);
            if (!std::isfinite(likeness))
                likeness = 0; // never from what an import writes: the order must stay an order
            scored.emplace_back(1.0 / (kSensePlaceOffset + double(place)) + kSenseWeight * likeness, hits[place]);
        }
        // What was typed itself (a number, a title, a term, the rules under them) keeps its
        // place: meaning moves only what was found by relevance, among the places it holds.
        std::vector<std::pair<double, Group *>> moving;
        for (const auto &entry : scored)
            if (entry.second->tier >= RelevanceTier)
                moving.push_back(entry);
        std::stable_sort(moving.begin(), moving.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        auto next = moving.begin();
        for (size_t i = 0; i < depth; ++i)
            if (hits[i]->tier >= RelevanceTier)
                hits[i] = (next++)->second;
    }

    RulesStore::Private &m_d;
    const SearchQuery &m_query;
    const SnippetMaker m_anyForm; // where the words found stand in a text (nameListWeight())
    int m_limit;
    int m_depth = m_limit; // hits gathered and ordered (orderByMeaning()), at least m_limit
    WordSenses *m_senses = nullptr;      // for a question only (RulesStore::Private::wordSenses())
    std::vector<float> m_meaningAsked;   // the question's (empty: no senses)
    std::optional<qint64> m_editionId;
    QString m_language;
    bool m_examplesOnly = false;
    bool m_someWords = true;
    QByteArray m_lower, m_upper; // in: range, empty for none
    QStringList m_typed;         // the words looked for, as the index holds them
    QStringList m_asked;         // what was asked ("what is the stack": stack; "SBA": state
                                 // based actions; searchquery.h)
    const QHash<qint64, Edition> &m_editions = m_d.editionLabels();

    std::vector<std::pair<double, qint64>> m_ranked; // (bm25, text id), best first
    QHash<qint64, double> m_scoreOf;
    QSet<qint64> m_matched; // the same texts, for in_set()
    QSet<qint64> m_titleTexts;
    QSet<qint64> m_partialTexts; // found by some of the words, or other forms of them
    QSet<qint64> m_headingTexts; // headings named among the words (addHeadingParts())
    QHash<QString, bool> m_hasSubrules; // rule number → whether it has subrules
    std::optional<std::vector<HeadingWord>> m_askedForHeadings; // askedForHeadings()
    bool m_headingsCurrent = false;      // the headings kept are of this edition and database
    QHash<qint64, double> m_nameListWeights; // text id → nameListWeight()
    QHash<qint64, QString> m_bodies;         // text id → its words (bodyOf())
    std::optional<RuleNumber> m_typedNumber;
    std::vector<Range> m_families; // under a title, cited by the term's entry
    std::vector<Range> m_named;    // cited by the entries of keywords named among the words
    bool m_onlyTermsNamed = false; // the words asked are two or more such keywords, nothing else
    bool m_question = false;       // several words are asked, not one
    Groups m_groups;
};

const QHash<qint64, EditionLabel> &RulesStore::Private::editionLabels()
{
    if (const qint64 stamp = changeStamp(); stamp != m_editionLabelsStamp) {
        m_editionLabels.clear();
        auto st = use("SELECT id, date, language FROM editions");
        while (st->step())
            m_editionLabels.insert(st->int64(0), {st->text(1), st->text(2)});
        m_editionLabelsStamp = stamp;
    }
    return m_editionLabels;
}

const std::vector<SearchToken> &RulesStore::Private::bodyTokens(qint64 textId, const QString &body)
{
    if (const qint64 stamp = changeStamp(); stamp != m_bodyTokensStamp || m_bodyTokens.size() >= kMostBodiesKept) {
        m_bodyTokens.clear();
        m_bodyTokensStamp = stamp;
    }
    auto it = m_bodyTokens.find(textId);
    if (it == m_bodyTokens.end())
        it = m_bodyTokens.emplace(textId, searchTokens(body)).first;
    return it->second;
}

WordSenses &RulesStore::Private::wordSenses()
{
    if (const qint64 stamp = changeStamp(); !m_wordSenses || stamp != m_wordSensesStamp) {
        m_wordSenses = std::make_unique<WordSenses>(m_db);
        m_textMeanings.clear();
        m_wordSensesStamp = stamp;
    }
    return *m_wordSenses;
}

std::vector<SearchHit> RulesStore::search(const QString &query, const SearchOptions &options)
{
    const SearchQuery parsed = parseSearchQuery(query);
    if (parsed.match.isEmpty() || options.limit <= 0)
        return {};
    return SearchRun(*d, query, parsed, options).run();
}

} // namespace rulesdb
