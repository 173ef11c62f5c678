#include "cardsearch.h"

#include "cards/cardname.h"
#include "cards/cardstore.h"
#include "search/searchquery.h"
#include "search/snippet.h"
#include "sqlite.h"
#include "text/icutokenizer.h"
#include "text/textfold.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <unordered_map>

namespace rulesdb {

namespace {

// Where on a card the words are, and what finding a word there weighs: a word of the
// name tells the card more than one of its rulings.
enum Field { Name, TypeLine, Text, Rulings };
constexpr int kWeight[] = {8, 4, 2, 1};
const char *const kFieldName[] = {"name", "type line", "text", "rulings"};
// What finding the card by its whole name adds; a hit scoring this (lower is better) or
// below was asked for by name.
constexpr int kNamedBonus = 100;
// What a name starting as typed, or a text with every word typed in the order typed, adds.
constexpr int kPhraseBonus = 20;

// One thing typed that the card must have, in any of its forms (searchquery.h): each word
// of it, as the index folds words.
struct Wanted {
    QStringList words;
    QStringList forms;
    QStringList stems;
    QByteArray probe; // lower-case ASCII the card's stored words must hold, or empty
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
        // The shortest start every form shares, to pass over most cards without reading them.
        QString probe = w.words.front();
        for (const QString &s : std::as_const(w.stems))
            if (s.size() < probe.size() && probe.startsWith(s))
                probe = s;
        const QByteArray ascii = probe.toUtf8();
        if (ascii.size() == probe.size() && !w.forms.size())
            w.probe = ascii;
        else if (ascii.size() == probe.size() && std::all_of(w.forms.begin(), w.forms.end(), [&](const QString &f) {
                     return f.startsWith(probe);
                 }))
            w.probe = ascii;
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

struct Candidate {
    qint64 id = 0;
    QString name;
    QString snapshot;
    QByteArray body;
};

struct Scored {
    SearchHit hit;
    int relevance = 0;
};

QString typeLineOf(const std::vector<CardFace> &faces)
{
    QStringList lines;
    for (const CardFace &f : faces)
        if (!f.typeLine.isEmpty() && !lines.contains(f.typeLine))
            lines << f.typeLine;
    return lines.join(QStringLiteral(" // "));
}

QString textOf(const std::vector<CardFace> &faces)
{
    QStringList texts;
    for (const CardFace &f : faces)
        if (!f.text.isEmpty())
            texts << (faces.size() > 1 ? f.name + QStringLiteral(": ") + f.text : f.text);
    return texts.join(QStringLiteral(" // "));
}

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
    hit.typeLine = typeLineOf(card.faces);
    hit.snippet = textOf(card.faces);
    return hit;
}

std::vector<SearchHit> searchCards(RulesStore &store, const QString &query, int limit)
{
    const SearchQuery parsed = parseSearchQuery(query);
    const std::vector<Wanted> wanted = wantedOf(parsed);
    if (wanted.empty() || limit <= 0)
        return {};
    Database &db = store.database();

    // Rulings that hold a word: by word, the cards they are of. SQLite's LIKE folds ASCII
    // case; a word it cannot look for (accents) is checked on the cards read below.
    std::vector<QSet<qint64>> inRulings(wanted.size());
    std::vector<bool> probed(wanted.size(), false);
    for (size_t i = 0; i < wanted.size(); ++i) {
        if (wanted[i].probe.isEmpty())
            continue;
        probed[i] = true;
        Statement st(db, "SELECT DISTINCT r.card_id FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                         "WHERE t.body LIKE ?1");
        st.bind(1, QStringLiteral("%%1%").arg(QString::fromLatin1(wanted[i].probe)));
        while (st.step())
            inRulings[i].insert(st.int64(0));
    }

    // Each card's newest wording; read whole only when its stored words (or its rulings)
    // hold every word looked for.
    std::vector<Candidate> candidates;
    {
        Statement st(db, "SELECT v.card_id, c.name, e.date, t.body FROM card_versions v "
                         "JOIN editions e ON e.id = v.edition_id JOIN cards c ON c.id = v.card_id "
                         "JOIN card_texts t ON t.id = v.text_id ORDER BY v.card_id, e.date");
        while (st.step()) {
            const qint64 id = st.int64(0);
            Candidate c{id, st.text(1), st.text(2), st.blob(3)};
            if (!candidates.empty() && candidates.back().id == id)
                candidates.back() = std::move(c);
            else
                candidates.push_back(std::move(c));
        }
    }
    const QString nameKey = cardNameKey(query);
    const QString typedWords = wanted.size() > 1 ? foldTypography(query) : QString();
    std::vector<Scored> scored;
    for (Candidate &c : candidates) {
        const QByteArray lower = c.body.toLower() + ' ' + c.name.toUtf8().toLower();
        bool possible = true;
        for (size_t i = 0; i < wanted.size() && possible; ++i)
            possible = !probed[i] || lower.contains(wanted[i].probe) || inRulings[i].contains(c.id);
        if (!possible)
            continue;
        const QJsonObject o = QJsonDocument::fromJson(c.body).object();
        std::vector<CardFace> faces;
        for (const QJsonValue &v : o.value(QStringLiteral("faces")).toArray())
            faces.push_back(cardFaceFromJson(v.toObject()));
        const QString typeLine = typeLineOf(faces), text = textOf(faces);
        const std::vector<SearchToken> fields[] = {searchTokens(c.name), searchTokens(typeLine), searchTokens(text)};
        std::vector<QString> rulings; // read only when the card's words lack one
        bool rulingsRead = false;
        int relevance = 0;
        int where = -1;
        std::vector<bool> onlyInRulings(wanted.size(), false);
        bool all = true;
        for (size_t i = 0; i < wanted.size() && all; ++i) {
            int best = -1;
            for (int f = Name; f <= Text && best < 0; ++f)
                if (has(fields[f], wanted[i]))
                    best = f;
            if (best < 0 && (!probed[i] || inRulings[i].contains(c.id))) {
                if (!std::exchange(rulingsRead, true)) {
                    Statement st(db, "SELECT t.body FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                                     "WHERE r.card_id = ?1 ORDER BY r.date");
                    st.bind(1, c.id);
                    while (st.step())
                        rulings.push_back(st.text(0));
                }
                for (const QString &r : rulings)
                    if (has(searchTokens(r), wanted[i])) {
                        best = Rulings;
                        where = where < 0 ? Rulings : where;
                        break;
                    }
            }
            all = best >= 0;
            onlyInRulings[i] = best == Rulings;
            relevance += all ? kWeight[best] : 0;
            if (best == Text || (best == TypeLine && where != Text))
                where = best;
        }
        if (!all)
            continue;
        const QString key = cardNameKey(c.name);
        if (key == nameKey)
            relevance += kNamedBonus; // the card asked for by name
        else if (key.startsWith(nameKey))
            relevance += kPhraseBonus;
        else if (!typedWords.isEmpty() && (foldTypography(text).contains(typedWords) || foldTypography(typeLine).contains(typedWords)))
            relevance += kPhraseBonus; // the words as typed, one after the other: "deals 3 damage to any target"
        Scored s;
        s.relevance = relevance;
        SearchHit &hit = s.hit;
        hit.document = Document::Cards;
        hit.number = c.name;
        hit.title = c.name;
        hit.edition = c.snapshot;
        hit.editions = {c.snapshot};
        hit.language = QStringLiteral("en");
        hit.typeLine = typeLine;
        hit.score = -relevance;
        if (where < 0)
            where = Name;
        hit.part = QString::fromLatin1(kFieldName[where]);
        const SnippetMaker snippets(parsed, SnippetMaker::AnyForm);
        if (where == Rulings) {
            // The ruling with the most of the words the card's own text lacks.
            qsizetype most = 0;
            for (const QString &r : rulings) {
                const auto tokens = searchTokens(r);
                qsizetype n = 0;
                for (size_t i = 0; i < wanted.size(); ++i)
                    n += onlyInRulings[i] && has(tokens, wanted[i]) ? 1 : 0;
                if (n > most) {
                    most = n;
                    hit.snippet = snippets.snippet(r, 32);
                }
            }
        } else {
            hit.snippet = snippets.snippet(where == TypeLine ? typeLine : text.isEmpty() ? typeLine : text, 32);
        }
        scored.push_back(std::move(s));
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) {
        if (a.relevance != b.relevance)
            return a.relevance > b.relevance;
        if (a.hit.number.size() != b.hit.number.size())
            return a.hit.number.size() < b.hit.number.size(); // the plain card before "Lightning Bolt Storm"
        return a.hit.number < b.hit.number;
    });
    std::vector<SearchHit> out;
    for (size_t i = 0; i < scored.size() && int(out.size()) < limit; ++i)
        out.push_back(std::move(scored[i].hit));
    return out;
}

} // namespace rulesdb
