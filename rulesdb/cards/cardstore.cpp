#include "cardstore.h"

#include "cards/cardname.h"
#include "cards/cardnicknames.h"
#include "cards/cardsearchindex.h"
#include "cards/rulingcitations.h"
#include "search/wordsenses.h"
#include "references.h"
#include "sqlite.h"
#include "storeprivate.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace rulesdb {

namespace {

// What a snapshot says of a card's faces, stored once per distinct wording in card_texts.
struct CardBody {
    QString layout;
    std::vector<CardFace> faces;
    QStringList keywords;
};

QByteArray encodeBody(const CardBody &body)
{
    QJsonArray faces;
    for (const CardFace &f : body.faces)
        faces.append(cardFaceJson(f));
    QJsonObject o{{QStringLiteral("layout"), body.layout}, {QStringLiteral("faces"), faces}};
    if (!body.keywords.isEmpty())
        o.insert(QStringLiteral("keywords"), QJsonArray::fromStringList(body.keywords));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

CardBody decodeBody(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    CardBody body;
    body.layout = o.value(QStringLiteral("layout")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("faces")).toArray())
        body.faces.push_back(cardFaceFromJson(v.toObject()));
    for (const QJsonValue &v : o.value(QStringLiteral("keywords")).toArray())
        body.keywords << v.toString();
    return body;
}

// What a snapshot lacks never blanks what an earlier one had: a face's empty field (the
// spoiler files' multi-face cards have no text) keeps the earlier wording of that face.
void keepWhatIsMissing(CardBody &now, const CardBody &before)
{
    if (now.layout.isEmpty())
        now.layout = before.layout;
    if (now.keywords.isEmpty())
        now.keywords = before.keywords;
    if (now.faces.empty()) {
        now.faces = before.faces;
        return;
    }
    // One face of a card known whole (Cockatrice lists a meld card's front and a
    // transforming card's back as cards of their own): that face updated, the others kept.
    if (now.faces.size() < before.faces.size()
        && std::all_of(now.faces.begin(), now.faces.end(), [&](const CardFace &f) {
               return std::any_of(before.faces.begin(), before.faces.end(),
                                  [&](const CardFace &b) { return b.name == f.name; });
           })) {
        std::vector<CardFace> whole = before.faces;
        for (CardFace &face : whole) {
            auto given = std::find_if(now.faces.begin(), now.faces.end(), [&](const CardFace &f) { return f.name == face.name; });
            if (given == now.faces.end())
                continue;
            for (auto field : {&CardFace::manaCost, &CardFace::typeLine, &CardFace::text, &CardFace::power,
                               &CardFace::toughness, &CardFace::loyalty, &CardFace::defense})
                if (!((*given).*field).isEmpty())
                    face.*field = (*given).*field;
        }
        now.faces = std::move(whole);
        now.layout = before.layout;
        return;
    }
    for (size_t i = 0; i < now.faces.size(); ++i) {
        CardFace &face = now.faces[i];
        const auto same = std::find_if(before.faces.begin(), before.faces.end(),
                                       [&](const CardFace &b) { return b.name == face.name; });
        const CardFace *old = same != before.faces.end() ? &*same
                              : before.faces.size() == now.faces.size() ? &before.faces[i]
                                                                         : nullptr;
        if (!old)
            continue;
        for (auto field : {&CardFace::manaCost, &CardFace::typeLine, &CardFace::text, &CardFace::power,
                           &CardFace::toughness, &CardFace::loyalty, &CardFace::defense})
            if ((face.*field).isEmpty())
                face.*field = old->*field;
    }
    // A multi-face card given as its whole name only: the earlier faces stand.
    if (now.faces.size() < before.faces.size() && now.faces.size() == 1
        && now.faces.front().text.isEmpty())
        now.faces = before.faces;
}

int kindRank(const QString &kind)
{
    return int(cardKindNamed(kind));
}

} // namespace

struct CardStore::Private {
    explicit Private(Database &db) : m_db(db) {}
    Database &m_db;
    std::unordered_map<const char *, std::unique_ptr<Statement>> m_prepared;

    // Each query prepared once per connection; reset when the use ends.
    struct Use {
        Statement &st;
        ~Use() { st.reset(); }
        Statement *operator->() { return &st; }
    };
    Use use(const char *sql)
    {
        std::unique_ptr<Statement> &slot = m_prepared[sql];
        if (!slot)
            slot = std::make_unique<Statement>(m_db, sql);
        return Use{*slot};
    }

    // The id of this exact text in card_texts, stored the first time it is seen.
    qint64 internText(const QByteArray &utf8)
    {
        const qint64 hash = textHash(utf8);
        {
            auto find = use("SELECT id FROM card_texts WHERE hash = ?1 AND body = ?2");
            find->bind(1, hash).bindUtf8(2, utf8);
            if (find->step())
                return find->int64(0);
        }
        auto insert = use("INSERT INTO card_texts(hash, body) VALUES(?1, ?2)");
        insert->bind(1, hash).bindUtf8(2, utf8).run();
        return m_db.lastInsertRowId();
    }

    qint64 cardId(const OracleCard &card)
    {
        const QString kind = cardKindName(card.kind);
        if (!card.oracleId.isEmpty()) {
            auto byOracle = use("SELECT id FROM cards WHERE oracle_id = ?1");
            byOracle->bind(1, card.oracleId);
            if (byOracle->step())
                return byOracle->int64(0);
        }
        // Rulings given apart from their card (Scryfall's rulings files) name no card.
        if (card.name.isEmpty())
            return 0;
        // Tokens of one name are many cards (a 1/1 Soldier, a 2/2 one): only an oracle id
        // tells them apart. Any other card is its name.
        if (card.kind != CardKind::Token || card.oracleId.isEmpty()) {
            auto byName = use("SELECT id, oracle_id FROM cards WHERE name = ?1 AND kind = ?2 ORDER BY id LIMIT 1");
            byName->bind(1, card.name).bind(2, kind);
            if (byName->step()) {
                const qint64 id = byName->int64(0);
                const bool hasOracle = !byName->isNull(1);
                if (!hasOracle && !card.oracleId.isEmpty()) {
                    auto set = use("UPDATE cards SET oracle_id = ?2 WHERE id = ?1");
                    set->bind(1, id).bind(2, card.oracleId).run();
                }
                return id;
            }
        }
        // A source without oracle ids may give one face of a card as a card (a meld card's
        // front, a transforming card's back): it is that card.
        if (card.oracleId.isEmpty()) {
            auto byFace = use("SELECT n.card_id FROM card_names n JOIN cards c ON c.id = n.card_id "
                              "WHERE n.key = ?1 AND n.whole = 0 AND c.kind = ?2 ORDER BY n.card_id LIMIT 1");
            byFace->bind(1, cardNameKey(card.name)).bind(2, kind);
            if (byFace->step())
                return byFace->int64(0);
        }
        auto insert = use("INSERT INTO cards(oracle_id, name, kind) VALUES(?1, ?2, ?3)");
        if (card.oracleId.isEmpty())
            insert->bindNull(1);
        else
            insert->bind(1, card.oracleId);
        insert->bind(2, card.name).bind(3, kind).run();
        return m_db.lastInsertRowId();
    }

    // The version of a card in force on a date: its text id, body and snapshot date.
    struct Version {
        qint64 textId = 0;
        QByteArray body;
        QString date;
    };
    std::optional<Version> versionOn(qint64 cardId, const QString &date)
    {
        auto st = use("SELECT v.text_id, t.body, e.date FROM card_versions v "
                      "JOIN editions e ON e.id = v.edition_id JOIN card_texts t ON t.id = v.text_id "
                      "WHERE v.card_id = ?1 AND e.date <= ?2 ORDER BY e.date DESC LIMIT 1");
        st->bind(1, cardId).bind(2, date);
        if (!st->step())
            return std::nullopt;
        return Version{st->int64(0), st->blob(1), st->text(2)};
    }

    // The names of every card, for the closest to a misspelt one: read again when they change.
    struct Named {
        QString key;
        QString name;
    };
    std::vector<Named> m_names;
    qint64 m_namesCount = -1;

    // Every card's name from each of its later words on, folded as names are ("Lightning
    // Bolt" → "bolt"), in key order: completion by a word inside a name. Made when first
    // needed and again when the names change.
    std::vector<Named> m_wordStarts;
    qint64 m_wordStartsCount = -1;
    const std::vector<Named> &allWordStarts()
    {
        const qint64 count = m_db.queryInt("SELECT count(*) FROM card_names");
        if (count != m_wordStartsCount) {
            m_wordStarts.clear();
            auto st = use("SELECT name FROM cards");
            while (st->step()) {
                const QString name = st->text(0);
                for (qsizetype i = 1; i < name.size(); ++i) {
                    // A word starts after a space, a hyphen or a slash ("Will-o'-the-Wisp").
                    const QChar before = name.at(i - 1);
                    if ((before == u' ' || before == u'-' || before == u'/') && name.at(i).isLetterOrNumber())
                        if (const QString key = cardNameKey(QStringView(name).mid(i)); !key.isEmpty())
                            m_wordStarts.push_back({key, name});
                }
            }
            std::sort(m_wordStarts.begin(), m_wordStarts.end(),
                      [](const Named &a, const Named &b) { return a.key < b.key; });
            m_wordStartsCount = count;
        }
        return m_wordStarts;
    }

    // The rulings that cite rules by number, with the numbers: few (a ruling rarely cites a
    // rule by number), found once by one pass over every ruling rather than once per rule
    // page; read again when the rulings change.
    const std::vector<Named> &allNames()
    {
        const qint64 count = m_db.queryInt("SELECT count(*) FROM card_names");
        if (count != m_namesCount) {
            m_names.clear();
            auto st = use("SELECT n.key, c.name FROM card_names n JOIN cards c ON c.id = n.card_id");
            while (st->step())
                m_names.push_back({st->text(0), st->text(1)});
            m_namesCount = count;
        }
        return m_names;
    }
};

CardStore::CardStore(RulesStore &store) : m_store(store), d(std::make_unique<Private>(store.database())) {}

CardStore::~CardStore() = default;

std::vector<EditionInfo> CardStore::snapshots()
{
    return queryEditions(m_store.database(), QStringLiteral("ORDER BY date"), {}, Document::Cards);
}

AddResult CardStore::addSnapshot(const CardSnapshot &snapshot)
{
    Database &db = m_store.database();
    const QString sha = QString::fromLatin1(snapshot.sha256);
    const auto same = queryEditions(db, QStringLiteral("WHERE sha256 = ?1"), {sha}, Document::Cards);
    if (!same.empty())
        return {AddStatus::AlreadyImported, same.front()};

    Transaction tx(db);
    int rulingCount = 0;
    for (const OracleCard &card : snapshot.cards)
        rulingCount += int(card.rulings.size());
    // Two files of one date are parts of one snapshot (a set file and the archive it came in).
    const auto ofDate = queryEditions(db, QStringLiteral("WHERE date = ?1"), {snapshot.date}, Document::Cards);
    qint64 editionId = 0;
    if (!ofDate.empty()) {
        editionId = ofDate.front().id;
        auto grow = d->use("UPDATE editions SET source = source || ' + ' || ?2, rule_count = rule_count + ?3, "
                           "example_count = example_count + ?4 WHERE id = ?1");
        grow->bind(1, editionId).bind(2, snapshot.sourceFile).bind(3, int(snapshot.cards.size()))
            .bind(4, rulingCount).run();
    } else {
        auto ins = d->use("INSERT INTO editions(date, language, name, source, format, encoding, sha256, imported_at, "
                          "flags, rule_count, example_count, glossary_count, dangling_refs, document) "
                          "VALUES(?1, 'en', ?2, ?3, ?4, 'UTF-8', ?5, ?6, 0, ?7, ?8, ?9, 0, ?10)");
        ins->bind(1, snapshot.date).bind(2, snapshot.name).bind(3, snapshot.sourceFile).bind(4, snapshot.format)
            .bind(5, sha).bind(6, QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
            .bind(7, int(snapshot.cards.size())).bind(8, rulingCount).bind(9, int(snapshot.sets.size()))
            .bind(10, documentName(Document::Cards)).run();
        editionId = db.lastInsertRowId();
    }

    for (const CardSet &set : snapshot.sets) {
        auto st = d->use("INSERT INTO card_sets(code, name, released) VALUES(?1, ?2, ?3) ON CONFLICT(code) DO UPDATE "
                         "SET name = excluded.name, released = excluded.released WHERE excluded.name <> ''");
        st->bind(1, set.code).bind(2, set.name).bind(3, set.released).run();
    }

    QSet<qint64> changed; // the cards whose row in the search index is written anew
    for (const OracleCard &card : snapshot.cards) {
        const qint64 id = d->cardId(card);
        if (!id)
            continue; // rulings of a card this database does not hold
        CardBody body{card.layout, card.faces, card.keywords};
        const std::optional<Private::Version> before = d->versionOn(id, snapshot.date);
        if (before)
            keepWhatIsMissing(body, decodeBody(before->body));
        const QByteArray encoded = encodeBody(body);
        if ((!before && !body.faces.empty()) || (before && before->body != encoded)) {
            const qint64 textId = d->internText(encoded);
            auto st = d->use("INSERT OR REPLACE INTO card_versions(card_id, edition_id, text_id) VALUES(?1, ?2, ?3)");
            st->bind(1, id).bind(2, editionId).bind(3, textId).run();
            changed.insert(id);
        }
        if (!card.rulings.empty())
            changed.insert(id);
        // A ruling or printing is known from the earliest snapshot that holds it.
        for (const OracleRuling &ruling : card.rulings) {
            const qint64 textId = d->internText(ruling.text.toUtf8());
            auto st = d->use("INSERT INTO oracle_rulings(card_id, date, text_id, source, edition_id) "
                             "VALUES(?1, ?2, ?3, ?4, ?5) ON CONFLICT DO UPDATE SET edition_id = excluded.edition_id "
                             "WHERE (SELECT date FROM editions WHERE id = excluded.edition_id) < "
                             "(SELECT date FROM editions WHERE id = oracle_rulings.edition_id)");
            st->bind(1, id).bind(2, ruling.date).bind(3, textId).bind(4, ruling.source).bind(5, editionId).run();
            storeRulingCitations(db, id, ruling.date, textId, ruling.text);
        }
        for (const QString &set : card.sets) {
            auto st = d->use("INSERT INTO card_printings(card_id, set_code, edition_id) VALUES(?1, ?2, ?3) "
                             "ON CONFLICT DO UPDATE SET edition_id = excluded.edition_id "
                             "WHERE (SELECT date FROM editions WHERE id = excluded.edition_id) < "
                             "(SELECT date FROM editions WHERE id = card_printings.edition_id)");
            st->bind(1, id).bind(2, set).bind(3, editionId).run();
        }
        QStringList faceNames;
        for (const CardFace &face : body.faces)
            faceNames << face.name;
        for (const QString &name : namesToIndex(card.name, faceNames)) {
            const QString key = cardNameKey(name);
            if (key.isEmpty())
                continue;
            auto st = d->use("INSERT OR IGNORE INTO card_names(key, card_id, whole) VALUES(?1, ?2, ?3)");
            st->bind(1, key).bind(2, id).bind(3, int(name == card.name)).run();
        }
    }
    // Search reads each card as the newest snapshot holding it has it, whatever the date of
    // this one (an older snapshot imported later changes no card's row but by its rulings).
    reindexCards(db, changed);
    // The rulings teach search what the table's words mean (search/wordsenses.h).
    learnWordSenses(db);
    tx.commit();
    const auto added = queryEditions(db, QStringLiteral("WHERE id = ?1"), {QString::number(editionId)}, Document::Cards);
    return {AddStatus::Added, added.front()};
}

CardLookup CardStore::find(const QString &typed)
{
    const QString key = cardNameKey(typed);
    if (key.isEmpty())
        return {};
    struct Hit {
        qint64 id;
        bool whole;
        int kind;
        QString name;
    };
    const auto best = [](std::vector<Hit> &hits) {
        std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) {
            return std::tuple(!a.whole, a.kind, a.id) < std::tuple(!b.whole, b.kind, b.id);
        });
        return hits.front();
    };
    // The card whose name, or a face's or half's, is exactly this key.
    const auto named = [&](const QString &exact) -> std::optional<qint64> {
        std::vector<Hit> hits;
        auto st = d->use("SELECT n.card_id, n.whole, c.kind, c.name FROM card_names n JOIN cards c ON c.id = n.card_id "
                         "WHERE n.key = ?1");
        st->bind(1, exact);
        while (st->step())
            hits.push_back({st->int64(0), st->integer(1) != 0, kindRank(st->text(2)), st->text(3)});
        if (hits.empty())
            return std::nullopt;
        return best(hits).id;
    };
    if (const auto id = named(key))
        return {*id, {}, {}};

    // A judges' nickname ("goyf"): its card, when this database holds it. A card's own name
    // came first: a nickname never hides a card.
    if (const CardNickname *nickname = cardNicknameKeyed(key))
        if (const auto id = named(cardNameKey(nickname->card)))
            return {*id, {}, nickname->nickname};

    // A unique start: every card whose names start so is one card (or one name, of kinds).
    std::vector<Hit> hits;
    {
        auto st = d->use("SELECT n.card_id, n.whole, c.kind, c.name FROM card_names n JOIN cards c ON c.id = n.card_id "
                         "WHERE n.key > ?1 AND n.key < ?2 ORDER BY n.key LIMIT 64");
        st->bind(1, key).bind(2, key + QString::fromUcs4(U"\U0010FFFF", 1));
        while (st->step())
            hits.push_back({st->int64(0), st->integer(1) != 0, kindRank(st->text(2)), st->text(3)});
    }
    if (!hits.empty()) {
        QStringList names;
        for (const Hit &h : hits)
            names << h.name;
        names.removeDuplicates();
        if (names.size() == 1)
            return {best(hits).id, {}, {}};
        std::stable_sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return a.size() < b.size(); });
        names = names.mid(0, 8);
        // Then the names with a later word starting so, as the lookup box offers them
        // ("bloom": Bloom Hulk, Bloom Tender … then Lotus Bloom).
        if (key.size() >= 4)
            for (const QString &name : completeInside(typed, 8))
                if (names.size() < 8 && !names.contains(name))
                    names << name;
        return {std::nullopt, names, {}};
    }

    // No name starts so: a later word of one name only ("bogle": Slippery Bogle) is that
    // card, as a judge says it. Several ("bloom": Lotus Bloom, Mana Bloom …) are the closest.
    // Not under four letters: "of" or "the" starts a later word of too many names to mean one.
    if (key.size() >= 4) {
        const QStringList inside = completeInside(typed, 9);
        if (inside.size() == 1)
            if (const auto id = named(cardNameKey(inside.front())))
                return {*id, {}, {}, true};
        if (!inside.isEmpty())
            return {std::nullopt, inside.mid(0, 8), {}};
    }

    // Misspelt: the nearest names by edit distance of their keys.
    const int limit = std::max(2, int(key.size()) / 3);
    std::vector<std::pair<int, QString>> near;
    for (const Private::Named &n : d->allNames()) {
        const int distance = nameDistance(key, n.key, limit);
        if (distance <= limit)
            near.emplace_back(distance, n.name);
    }
    std::stable_sort(near.begin(), near.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList closest;
    for (const auto &[distance, name] : near)
        if (!closest.contains(name) && closest.size() < 5)
            closest << name;
    return {std::nullopt, closest, {}};
}

QStringList CardStore::complete(const QString &typed, int limit)
{
    const QString key = cardNameKey(typed);
    QStringList out;
    if (key.isEmpty())
        return out;
    // The card of a nickname typed whole, or started, when this database holds it.
    const auto nicknamed = [this](const CardNickname &nickname) -> QString {
        auto st = d->use("SELECT c.name FROM card_names n JOIN cards c ON c.id = n.card_id WHERE n.key = ?1 "
                         "ORDER BY n.whole DESC, c.id LIMIT 1");
        st->bind(1, cardNameKey(nickname.card));
        return st->step() ? st->text(0) : QString();
    };
    if (const CardNickname *nickname = cardNicknameKeyed(key))
        if (const QString name = nicknamed(*nickname); !name.isEmpty())
            out << name;
    {
        auto st = d->use("SELECT c.name FROM card_names n JOIN cards c ON c.id = n.card_id "
                         "WHERE n.key >= ?1 AND n.key < ?2 ORDER BY n.key LIMIT ?3");
        st->bind(1, key).bind(2, key + QString::fromUcs4(U"\U0010FFFF", 1)).bind(3, limit * 2);
        while (st->step() && out.size() < limit) {
            const QString name = st->text(0);
            if (!out.contains(name))
                out << name;
        }
    }
    for (const CardNickname *nickname : cardNicknamesStartingWith(key)) {
        if (out.size() >= limit)
            break;
        if (const QString name = nicknamed(*nickname); !name.isEmpty() && !out.contains(name))
            out << name;
    }
    return out;
}

QStringList CardStore::completeInside(const QString &typed, int limit)
{
    const QString key = cardNameKey(typed);
    QStringList out;
    if (key.isEmpty())
        return out;
    const std::vector<Private::Named> &words = d->allWordStarts();
    QStringList inside;
    auto it = std::lower_bound(words.begin(), words.end(), key,
                               [](const Private::Named &n, const QString &k) { return n.key < k; });
    for (; it != words.end() && it->key.startsWith(key) && inside.size() < 200; ++it)
        if (!out.contains(it->name) && !inside.contains(it->name))
            inside << it->name;
    std::stable_sort(inside.begin(), inside.end(), [](const QString &a, const QString &b) { return a.size() < b.size(); });
    for (const QString &name : std::as_const(inside)) {
        if (out.size() >= limit)
            break;
        out << name;
    }
    return out;
}

std::vector<CardListing> CardStore::listing(const QString &asOf)
{
    std::vector<CardListing> out;
    // The folded keys are stored already (card_names): no folding of 24,000 names here.
    auto st = d->use("SELECT n.key, c.name, c.kind FROM cards c JOIN card_names n ON n.card_id = c.id AND n.whole = 1 "
                     "WHERE c.id IN (SELECT v.card_id FROM card_versions v WHERE v.edition_id IN "
                     "(SELECT id FROM editions WHERE document = 'cards' AND date <= ?1)) ORDER BY n.key, c.kind <> 'paper', c.name");
    st->bind(1, asOf.isEmpty() ? QStringLiteral("9999-12-31") : asOf);
    while (st->step())
        out.push_back({st->text(0), st->text(1), cardKindNamed(st->text(2))});
    return out;
}

QString CardStore::firstName()
{
    auto st = d->use("SELECT name FROM cards ORDER BY kind <> 'paper', name LIMIT 1");
    return st->step() ? st->text(0) : QString();
}

std::optional<StoredCard> CardStore::card(qint64 id, const QString &asOf)
{
    const QString date = asOf.isEmpty() ? QStringLiteral("9999-12-31") : asOf;
    StoredCard card;
    card.id = id;
    {
        auto st = d->use("SELECT oracle_id, name, kind FROM cards WHERE id = ?1");
        st->bind(1, id);
        if (!st->step())
            return std::nullopt;
        card.oracleId = st->text(0);
        card.name = st->text(1);
        card.kind = cardKindNamed(st->text(2));
    }
    const std::optional<Private::Version> version = d->versionOn(id, date);
    if (!version)
        return std::nullopt;
    CardBody body = decodeBody(version->body);
    card.layout = body.layout;
    card.faces = std::move(body.faces);
    card.keywords = body.keywords;
    card.snapshot = version->date;
    {
        auto st = d->use("SELECT r.date, t.body, r.source FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                         "JOIN editions e ON e.id = r.edition_id WHERE r.card_id = ?1 AND e.date <= ?2 "
                         "ORDER BY r.date, r.text_id");
        st->bind(1, id).bind(2, date);
        while (st->step())
            card.rulings.push_back({st->text(0), st->text(1), st->text(2)});
    }
    {
        auto st = d->use("SELECT p.set_code, coalesce(s.name, ''), coalesce(s.released, '') FROM card_printings p "
                         "LEFT JOIN card_sets s ON s.code = p.set_code JOIN editions e ON e.id = p.edition_id "
                         "WHERE p.card_id = ?1 AND e.date <= ?2 ORDER BY 3, 1");
        st->bind(1, id).bind(2, date);
        while (st->step())
            card.sets.push_back({st->text(0), st->text(1), st->text(2)});
    }
    return card;
}

QString CardStore::snapshotInForce(const QString &date)
{
    auto st = d->use("SELECT coalesce((SELECT max(date) FROM editions WHERE document = ?1 AND date <= ?2), "
                     "(SELECT min(date) FROM editions WHERE document = ?1))");
    st->bind(1, documentName(Document::Cards)).bind(2, date);
    return st->step() && !st->isNull(0) ? st->text(0) : QString();
}

QString CardStore::nextEditionDate(const EditionInfo &edition)
{
    auto st = d->use("SELECT min(date) FROM editions WHERE document = ?1 AND language = ?2 AND date > ?3");
    st->bind(1, documentName(edition.document)).bind(2, edition.language).bind(3, edition.date);
    return st->step() && !st->isNull(0) ? st->text(0) : QString();
}

std::vector<CardMentionFinder::Name> CardStore::paperNamesUpTo(const QString &date)
{
    std::vector<CardMentionFinder::Name> names;
    // The snapshots up to the date are few: one pass over their versions, not a search of
    // the versions for each of 24,000 cards (three times the cost).
    auto st = d->use("SELECT c.name FROM cards c WHERE c.kind = 'paper' AND c.id IN (SELECT v.card_id FROM card_versions v "
                     "WHERE v.edition_id IN (SELECT id FROM editions WHERE document = 'cards' AND date <= ?1))");
    st->bind(1, date);
    while (st->step())
        for (CardMentionFinder::Name &n : writtenNamesOf(st->text(0)))
            names.push_back(std::move(n));
    return names;
}

std::vector<CitingRuling> CardStore::rulingsCiting(const QString &number, const QString &before)
{
    std::vector<CitingRuling> out;
    if (number.isEmpty())
        return out;
    const QString until = before.isEmpty() ? QStringLiteral("9999-12-31") : before;
    // The rule itself, or a rule below it: "702.19b" below "702.19", "702.19" below "702.";
    // not "702.190".
    const auto isAtOrBelow = [&number](const QString &target) {
        return target == number
               || (target.startsWith(number) && (number.endsWith(u'.') || !target.at(number.size()).isDigit()));
    };
    // The numbers starting as this one, by the citations' key: most rules are cited by no
    // ruling, and the 45,000 rulings are never read.
    auto st = d->use("SELECT DISTINCT c.name, r.date, t.body, r.source FROM ruling_citations rc "
                     "JOIN oracle_rulings r ON r.card_id = rc.card_id AND r.date = rc.date AND r.text_id = rc.text_id "
                     "JOIN card_texts t ON t.id = rc.text_id JOIN cards c ON c.id = rc.card_id "
                     "WHERE rc.target >= ?1 AND rc.target < ?2 AND rc.date < ?3");
    st->bind(1, number).bind(2, number + QChar(0xFFFF)).bind(3, until);
    while (st->step()) {
        CitingRuling r{st->text(0), st->text(1), st->text(2), st->text(3), {}};
        // The first number the ruling's words cite at or below this rule, in their order.
        const QStringList cited = rulesCitedIn(r.text);
        const auto first = std::find_if(cited.begin(), cited.end(), isAtOrBelow);
        if (first == cited.end())
            continue;
        r.cited = *first;
        out.push_back(std::move(r));
    }
    std::stable_sort(out.begin(), out.end(), [](const CitingRuling &a, const CitingRuling &b) {
        return std::tie(b.date, a.card) < std::tie(a.date, b.card); // newest first, then by card
    });
    return out;
}

std::vector<CardStep> CardStore::history(qint64 id)
{
    std::vector<CardStep> steps;
    auto st = d->use("SELECT e.date, t.body FROM card_versions v JOIN editions e ON e.id = v.edition_id "
                     "JOIN card_texts t ON t.id = v.text_id WHERE v.card_id = ?1 ORDER BY e.date");
    st->bind(1, id);
    while (st->step()) {
        CardBody body = decodeBody(st->blob(1));
        steps.push_back({st->text(0), std::move(body.layout), std::move(body.faces)});
    }
    return steps;
}

std::vector<CardChange> CardStore::changes(const QString &older, const QString &newer)
{
    std::vector<CardChange> out;
    if (newer <= older)
        return out;
    std::vector<qint64> touched;
    {
        // Only a card with a version stored after the older date can read otherwise by the newer.
        auto st = d->use("SELECT DISTINCT v.card_id FROM card_versions v JOIN editions e ON e.id = v.edition_id "
                         "WHERE e.date > ?1 AND e.date <= ?2");
        st->bind(1, older).bind(2, newer);
        while (st->step())
            touched.push_back(st->int64(0));
    }
    for (const qint64 id : touched) {
        const auto before = d->versionOn(id, older);
        const auto after = d->versionOn(id, newer);
        if (!after || (before && before->textId == after->textId))
            continue;
        CardChange change;
        change.id = id;
        {
            auto st = d->use("SELECT name, kind FROM cards WHERE id = ?1");
            st->bind(1, id);
            if (st->step()) {
                change.name = st->text(0);
                change.kind = cardKindNamed(st->text(1));
            }
        }
        if (before)
            change.before = decodeBody(before->body).faces;
        change.after = decodeBody(after->body).faces;
        // A wording stored again with only its layout or keywords changed reads the same.
        if (before && change.before == change.after)
            continue;
        out.push_back(std::move(change));
    }
    std::sort(out.begin(), out.end(), [](const CardChange &a, const CardChange &b) {
        return std::tuple(a.name, int(a.kind)) < std::tuple(b.name, int(b.kind));
    });
    return out;
}

} // namespace rulesdb
