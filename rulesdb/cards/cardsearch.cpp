#include "cardsearch.h"

#include "cards/cardname.h"
#include "cards/cardsearchindex.h"
#include "cards/cardstore.h"
#include "search/searchquery.h"
#include "search/snippet.h"
#include "sqlite.h"
#include "text/icutokenizer.h"
#include "text/phrasecolumns.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <unordered_map>

namespace rulesdb {

namespace {

// Where on a card the words are, and what finding a word there weighs: a word of the
// name tells the card more than one of its rulings. In the order of cards_fts' columns.
enum Field { Name, TypeLine, Text, Rulings };
constexpr int kWeight[] = {8, 4, 2, 1};
const char *const kFieldName[] = {"name", "type line", "text", "rulings"};
// What finding the card by its whole name adds; a hit scoring this (lower is better) or
// below was asked for by name.
constexpr int kNamedBonus = 100;
// What a name starting as typed, or a text with every word typed in the order typed, adds.
constexpr int kPhraseBonus = 20;
// Fewer cards than this have their names read one by one; more, by one pass of SQLite's
// over every card's name that gives the first few in order.
constexpr qsizetype kNamesOneByOne = 256;

// One thing typed that the card must have, in any of its forms (searchquery.h): each word
// of it, as the index folds words, and the FTS5 expression that finds it.
struct Wanted {
    QStringList words;
    QStringList forms;
    QStringList stems;
    QString match;
    int phrases = 0; // a plain word's: as typed, each other form, each stem; 0 for anything else
};

std::vector<Wanted> wantedOf(const SearchQuery &query)
{
    std::vector<Wanted> out;
    for (const QueryPart &part : query.parts) {
        if (!query.isRequired(part))
            continue;
        Wanted w;
        for (const SearchToken &t : searchTokens(part.typed))
            w.words << t.folded;
        if (w.words.isEmpty())
            continue;
        w.forms = part.forms;
        w.stems = part.stems;
        // A plain word: as typed, in its other forms, or any word its family starts with.
        // Anything else (a phrase, a prefix, alternatives, shorthand) as the rules' search
        // looks for it with some of the words.
        const bool plain = w.words.size() == 1 && !part.alternatives && !part.typed.startsWith(u'"')
                           && !part.typed.endsWith(u'*');
        if (plain) {
            // A form a stem's prefix already finds ("creature" beside "creatur*") is left out
            // of the expression: the same cards in the same columns, without reading its
            // (often long) list of rows twice.
            const auto coveredByStem = [&w](const QString &form) {
                return std::any_of(w.stems.begin(), w.stems.end(), [&form](const QString &stem) {
                    return !stem.isEmpty() && form.startsWith(stem);
                });
            };
            QStringList terms;
            if (!coveredByStem(w.words.front()))
                terms << ftsString(w.words.front());
            for (const QString &f : std::as_const(w.forms))
                if (!coveredByStem(f))
                    terms << ftsString(f);
            for (const QString &s : std::as_const(w.stems))
                terms << ftsString(s) + u'*';
            w.match = terms.join(QStringLiteral(" OR "));
            w.phrases = int(terms.size());
        } else {
            w.match = part.loose;
        }
        out.push_back(std::move(w));
    }
    return out;
}

bool has(const std::vector<SearchToken> &tokens, const Wanted &w)
{
    const auto one = [&](const QString &word) {
        for (const SearchToken &t : tokens)
            if (t.folded == word)
                return true;
        return false;
    };
    if (w.words.size() > 1) // a phrase: every word of it
        return std::all_of(w.words.begin(), w.words.end(), one);
    for (const SearchToken &t : tokens) {
        if (t.folded == w.words.front() || w.forms.contains(t.folded))
            return true;
        for (const QString &stem : w.stems)
            if (t.folded.startsWith(stem))
                return true;
    }
    return false;
}

// The cards (rowids of cards_fts, ascending) an FTS5 expression finds.
std::vector<qint64> cardsMatching(Database &db, const QString &match)
{
    std::vector<qint64> ids;
    Statement st(db, "SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?1");
    st.bind(1, match);
    while (st.step())
        ids.push_back(st.int64(0));
    // FTS5 gives rowids in order; kept sorted whatever it does, for the look-ups below.
    if (!std::is_sorted(ids.begin(), ids.end()))
        std::sort(ids.begin(), ids.end());
    return ids;
}

// The cards (rowids of cards_fts, ascending) an FTS5 expression finds, and for each the
// columns of each group of its phrases (phrase_columns(), phrasecolumns.h).
// `groupCount` bytes a card, in the order of the ids.
std::pair<std::vector<qint64>, std::vector<quint8>> cardsAndColumns(Database &db, const QString &match,
                                                                   const QByteArray &groups, size_t groupCount)
{
    std::vector<qint64> ids;
    std::vector<quint8> columns;
    Statement st(db, "SELECT rowid, phrase_columns(cards_fts, ?2) FROM cards_fts WHERE cards_fts MATCH ?1");
    st.bind(1, match).bindBlob(2, groups);
    while (st.step()) {
        ids.push_back(st.int64(0));
        const QByteArray masks = st.blob(1);
        for (size_t g = 0; g < groupCount; ++g)
            columns.push_back(qsizetype(g) < masks.size() ? quint8(masks[qsizetype(g)]) : quint8(0));
    }
    // FTS5 gives rowids in order; kept sorted whatever it does, for the look-ups below.
    if (!std::is_sorted(ids.begin(), ids.end())) {
        std::vector<size_t> order(ids.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&ids](size_t a, size_t b) { return ids[a] < ids[b]; });
        std::vector<qint64> sortedIds;
        std::vector<quint8> sortedColumns;
        for (const size_t i : order) {
            sortedIds.push_back(ids[i]);
            sortedColumns.insert(sortedColumns.end(), columns.begin() + qsizetype(i * groupCount),
                                 columns.begin() + qsizetype((i + 1) * groupCount));
        }
        ids.swap(sortedIds);
        columns.swap(sortedColumns);
    }
    return {std::move(ids), std::move(columns)};
}

bool holds(const std::vector<qint64> &ids, qint64 id)
{
    return std::binary_search(ids.begin(), ids.end(), id);
}

struct Scored {
    qint64 id = 0;
    int relevance = 0;
    QString name;
};

} // namespace

std::vector<SearchHit> libraryWithCards(std::vector<SearchHit> library, std::vector<SearchHit> cards, int limit)
{
    std::vector<SearchHit> out;
    auto card = cards.begin();
    for (; card != cards.end() && card->score <= -kNamedBonus && int(out.size()) < limit; ++card)
        out.push_back(*card);
    const int cardSlots = std::min(int(cards.end() - card), std::max(1, limit / 4));
    const int librarySlots = std::max(0, limit - int(out.size()) - cardSlots);
    for (size_t i = 0; i < library.size() && int(i) < librarySlots; ++i)
        out.push_back(std::move(library[i]));
    for (; card != cards.end() && int(out.size()) < limit; ++card)
        out.push_back(*card);
    return out;
}

SearchHit cardHit(const StoredCard &card)
{
    SearchHit hit;
    hit.document = Document::Cards;
    hit.number = card.name;
    hit.title = card.name;
    hit.edition = card.snapshot;
    hit.editions = {card.snapshot};
    hit.language = QStringLiteral("en");
    hit.typeLine = cardTypeLine(card.faces);
    hit.snippet = cardSearchText(card.faces);
    return hit;
}

std::vector<SearchHit> searchCards(RulesStore &store, const QString &query, int limit)
{
    const SearchQuery parsed = parseSearchQuery(query);
    const std::vector<Wanted> wanted = wantedOf(parsed);
    if (wanted.empty() || limit <= 0)
        return {};
    Database &db = store.database();

    // The cards with every word somewhere (cards_fts: the newest wording of each, its
    // rulings), none of the words excluded.
    QStringList every;
    for (const Wanted &w : wanted)
        every << u'(' + w.match + u')';
    const QString everyMatch = u'(' + every.join(QStringLiteral(" AND ")) + u')' + parsed.excluded;
    // Where each word is on each card: with every word plain (a word and its forms, each
    // form one phrase), read with the cards themselves in one query; else by a query for
    // each word and place.
    const bool plain = wanted.size() < kNoGroup
                       && std::all_of(wanted.begin(), wanted.end(), [](const Wanted &w) { return w.phrases > 0; });
    std::vector<qint64> candidates;
    std::vector<quint8> columns; // plain: each candidate's, one byte a word (bit: a cards_fts column)
    if (plain) {
        QByteArray groups;
        for (size_t i = 0; i < wanted.size(); ++i)
            groups += QByteArray(wanted[i].phrases, char(i));
        std::tie(candidates, columns) = cardsAndColumns(db, everyMatch, groups, wanted.size());
    } else {
        candidates = cardsMatching(db, everyMatch);
    }
    if (candidates.empty())
        return {};

    // For each word, the cards holding it in their name, type line or text: its weight is
    // that of the first of these that holds it, else of the rulings.
    std::vector<std::array<std::vector<qint64>, 3>> in(plain ? 0 : wanted.size());
    for (size_t i = 0; i < in.size(); ++i)
        for (int f = Name; f <= Text; ++f)
            in[i][size_t(f)] = cardsMatching(db, QStringLiteral("{%1} : (%2)").arg(QLatin1StringView(kCardSearchColumns[f]), wanted[i].match));
    const auto fieldOf = [&](size_t i, qint64 id) {
        if (plain) {
            const auto at = std::lower_bound(candidates.begin(), candidates.end(), id) - candidates.begin();
            const quint8 mask = columns[size_t(at) * wanted.size() + i];
            for (int f = Name; f <= Text; ++f)
                if (mask & (1u << f))
                    return Field(f);
            return Rulings;
        }
        for (int f = Name; f <= Text; ++f)
            if (holds(in[i][size_t(f)], id))
                return Field(f);
        return Rulings;
    };

    // The card asked for by its whole name, the cards whose name starts so, and (several
    // words typed) those whose type line or text has the words one after the other.
    const QString nameKey = cardNameKey(query);
    std::vector<qint64> named, nameStarts, phrase;
    if (!nameKey.isEmpty()) {
        Statement st(db, "SELECT card_id FROM card_names WHERE key >= ?1 AND key < ?2 AND whole = 1");
        st.bind(1, nameKey).bind(2, nameKey + QString::fromUcs4(U"\U0010FFFF", 1));
        while (st.step())
            nameStarts.push_back(st.int64(0));
        Statement exact(db, "SELECT card_id FROM card_names WHERE key = ?1 AND whole = 1");
        exact.bind(1, nameKey);
        while (exact.step())
            named.push_back(exact.int64(0));
        std::sort(nameStarts.begin(), nameStarts.end());
        std::sort(named.begin(), named.end());
    }
    if (wanted.size() > 1)
        phrase = cardsMatching(db, QStringLiteral("{type_line text} : ") + ftsString(query));

    std::vector<Scored> scored;
    scored.reserve(candidates.size());
    for (const qint64 id : candidates) {
        int relevance = 0;
        for (size_t i = 0; i < wanted.size(); ++i)
            relevance += kWeight[fieldOf(i, id)];
        if (holds(named, id))
            relevance += kNamedBonus;
        else if (holds(nameStarts, id) || holds(phrase, id))
            relevance += kPhraseBonus;
        scored.push_back({id, relevance, {}});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.relevance > b.relevance; });

    // Cards of equal relevance by their names, shorter first ("Lightning Bolt" before
    // "Lightning Bolt Storm"): only those tied with the last that can be shown need theirs.
    // SQLite orders a name by its length in characters, then its UTF-8 bytes: the order of
    // its UTF-16 units for every name of the Basic Multilingual Plane.
    const int last = scored[std::min(scored.size(), size_t(limit)) - 1].relevance;
    const auto tied = std::find_if(scored.begin(), scored.end(), [&](const Scored &s) { return s.relevance == last; });
    const auto below = std::find_if(tied, scored.end(), [&](const Scored &s) { return s.relevance < last; });
    std::vector<Scored> ordered;
    const auto byName = [&](std::vector<Scored>::iterator from, std::vector<Scored>::iterator to, qint64 count) {
        std::vector<Scored> inOrder;
        if (to - from <= kNamesOneByOne) {
            Statement st(db, "SELECT name FROM cards WHERE id = ?1");
            for (auto s = from; s != to; ++s) {
                st.bind(1, s->id);
                inOrder.push_back({s->id, s->relevance, st.step() ? st.text(0) : QString()});
                st.reset();
            }
            std::stable_sort(inOrder.begin(), inOrder.end(), [](const Scored &a, const Scored &b) {
                if (a.relevance != b.relevance)
                    return a.relevance > b.relevance;
                if (a.name.size() != b.name.size())
                    return a.name.size() < b.name.size();
                return a.name < b.name;
            });
            inOrder.resize(std::min(inOrder.size(), size_t(std::max<qint64>(count, 0))));
        } else {
            QSet<qint64> ids;
            std::unordered_map<qint64, int> relevance;
            for (auto s = from; s != to; ++s) {
                ids.insert(s->id);
                relevance.emplace(s->id, s->relevance);
            }
            Statement st(db, "SELECT id, name FROM cards WHERE in_set(?1, id) ORDER BY length(name), name LIMIT ?2");
            st.bindIdSet(1, ids).bind(2, count);
            while (st.step())
                inOrder.push_back({st.int64(0), relevance.at(st.int64(0)), st.text(1)});
            std::stable_sort(inOrder.begin(), inOrder.end(), [](const Scored &a, const Scored &b) { return a.relevance > b.relevance; });
        }
        ordered.insert(ordered.end(), inOrder.begin(), inOrder.end());
    };
    byName(scored.begin(), tied, limit); // each shown
    byName(tied, below, limit - qint64(ordered.size()));
    // The hits shown, each read as the newest snapshot holding it has it.
    Statement newest(db, "SELECT e.date, t.body FROM card_versions v JOIN editions e ON e.id = v.edition_id "
                         "JOIN card_texts t ON t.id = v.text_id WHERE v.card_id = ?1 ORDER BY e.date DESC LIMIT 1");
    Statement rulingsOf(db, "SELECT t.body FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                            "WHERE r.card_id = ?1 ORDER BY r.date");
    const SnippetMaker snippets(parsed, SnippetMaker::AnyForm);
    std::vector<SearchHit> out;
    for (auto s = ordered.begin(); s != ordered.end() && int(out.size()) < limit; ++s) {
        newest.bind(1, s->id);
        if (!newest.step()) {
            newest.reset();
            continue;
        }
        const QString snapshot = newest.text(0);
        const std::vector<CardFace> faces = cardFacesOf(newest.blob(1));
        newest.reset();
        // Where the words are: the text when any is there, else the type line, else the
        // rulings, else (every word in it) the name.
        int where = -1;
        std::vector<bool> onlyInRulings(wanted.size(), false);
        for (size_t i = 0; i < wanted.size(); ++i) {
            const Field best = fieldOf(i, s->id);
            onlyInRulings[i] = best == Rulings;
            if (best == Rulings && where < 0)
                where = Rulings;
            if (best == Text || (best == TypeLine && where != Text))
                where = best;
        }
        if (where < 0)
            where = Name;
        SearchHit hit;
        hit.document = Document::Cards;
        hit.number = s->name;
        hit.title = s->name;
        hit.edition = snapshot;
        hit.editions = {snapshot};
        hit.language = QStringLiteral("en");
        hit.typeLine = cardTypeLine(faces);
        hit.score = -s->relevance;
        hit.part = QString::fromLatin1(kFieldName[where]);
        const QString text = cardSearchText(faces);
        if (where == Rulings) {
            // The ruling with the most of the words the card's own text lacks.
            qsizetype most = 0;
            rulingsOf.bind(1, s->id);
            while (rulingsOf.step()) {
                const QString ruling = rulingsOf.text(0);
                const auto tokens = searchTokens(ruling);
                qsizetype n = 0;
                for (size_t i = 0; i < wanted.size(); ++i)
                    n += onlyInRulings[i] && has(tokens, wanted[i]) ? 1 : 0;
                if (n > most) {
                    most = n;
                    hit.snippet = snippets.snippet(ruling, 32);
                }
            }
            rulingsOf.reset();
        }
        if (hit.snippet.isEmpty())
            hit.snippet = snippets.snippet(where == TypeLine || text.isEmpty() ? hit.typeLine : text, 32);
        out.push_back(std::move(hit));
    }
    return out;
}

} // namespace rulesdb
