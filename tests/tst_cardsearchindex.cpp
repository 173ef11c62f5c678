// The cards' own full-text index (cards/cardsearchindex.h), on real files. Over MTGJSON's
// 2022 archive (24,000 cards, 45,000 rulings, imported once), `search --document cards`
// finds exactly the cards, in the order, that a scan of every card's newest wording and
// rulings finds by the documented rules: every word typed somewhere on the card or its
// rulings, in any of its forms; the card named first, then a name starting so or the words
// one after the other, then by where the words are. On slices: the newest snapshot's
// wording answers whatever order the files came in (Time Spiral of 2022 and of 2025,
// Lotus Bloom's text changed), rulings a later file brings are found (Scryfall's Jace),
// and the index rebuilt with the full-text index holds what was kept as files came.

#include "cards/cardfiles.h"
#include "cards/cardname.h"
#include "cards/cardsearch.h"
#include "cards/cardsearchindex.h"
#include "cards/cardstore.h"
#include "importer.h"
#include "rulesstore.h"
#include "schema.h"
#include "search/searchquery.h"
#include "sqlite.h"
#include "cardslices.h"
#include "testsupport.h"
#include "text/icutokenizer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace rulesdb;

namespace {

QString cardsFile(const char *relative)
{
    return testsupport::corpusFile(QStringLiteral("cards/") + QLatin1StringView(relative));
}

// A card as the scan reads it: the folded words of each place, the words in order.
struct ScannedCard {
    QString name;
    QString snapshot;
    std::vector<QStringList> fields; // name, type line, text, rulings
};

QStringList foldedWords(const QString &text)
{
    QStringList out;
    for (const SearchToken &t : searchTokens(text))
        out << t.folded;
    return out;
}

// One thing typed as the documented search looks for it: a word (as typed, its other forms,
// any word its family starts with), or several words one after the other.
struct Part {
    QStringList words;
    QStringList forms;
    QStringList stems;
};

bool fieldHas(const QStringList &words, const Part &part)
{
    if (part.words.size() > 1) {
        for (qsizetype i = 0; i + part.words.size() <= words.size(); ++i)
            if (std::equal(part.words.begin(), part.words.end(), words.begin() + i))
                return true;
        return false;
    }
    for (const QString &w : words) {
        if (w == part.words.front() || part.forms.contains(w))
            return true;
        for (const QString &stem : part.stems)
            if (w.startsWith(stem))
                return true;
    }
    return false;
}

bool contains(const QStringList &words, const QStringList &run)
{
    for (qsizetype i = 0; i + run.size() <= words.size(); ++i)
        if (std::equal(run.begin(), run.end(), words.begin() + i))
            return true;
    return false;
}

} // namespace

class TestCardSearchIndex : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void findsWhatAScanOfEveryCardFinds_data();
    void findsWhatAScanOfEveryCardFinds();
    void wordsTypedWithAMinusAreLeftOut();
    void theNewestWordingAnswers();
    void rulingsOfALaterFileAreFound();

private:
    QStringList scan(const QString &query) const;
    QString slice(const QString &setFile);

    QTemporaryDir m_dir;
    std::unique_ptr<RulesStore> m_store;
    std::vector<ScannedCard> m_scanned;
};

void TestCardSearchIndex::initTestCase()
{
    REQUIRE_SHARED();
    const QString archive = cardsFile("mtgjson5/AllSetFiles-2022-04-25.tar.xz");
    if (!QFileInfo::exists(archive))
        QSKIP("../shared/corpus/cards (MTGJSON's 2022 archive) is absent beside this clone; skipping");
    QVERIFY(m_dir.isValid());
    m_store = std::make_unique<RulesStore>(m_dir.filePath(QStringLiteral("archive.sqlite")));
#ifdef RULEKEEPER_SANITIZED
    // Under a sanitizer the whole archive takes minutes: three of its set files stand for it
    // (Core Set 2020 holds cards with hexproof that are no creature, Time Spiral Lotus Bloom).
    const QStringList files = {slice(QStringLiteral("M20.json")), slice(QStringLiteral("WAR.json")),
                               slice(QStringLiteral("TSP.json"))};
#else
    const QStringList files = {archive};
#endif
    QCOMPARE(int(importers::importFiles(*m_store, files, {}).size()), int(files.size()));
    // Every card as the newest snapshot holding it has it, with every ruling it has.
    CardStore cards(*m_store);
    Statement ids(m_store->database(), "SELECT id FROM cards ORDER BY id");
    while (ids.step()) {
        const std::optional<StoredCard> card = cards.card(ids.int64(0));
        if (!card)
            continue;
        QStringList rulings;
        for (const OracleRuling &r : card->rulings)
            rulings << foldedWords(r.text);
        m_scanned.push_back({card->name, card->snapshot,
                             {foldedWords(card->name), foldedWords(cardTypeLine(card->faces)),
                              foldedWords(cardSearchText(card->faces)), rulings}});
    }
#ifdef RULEKEEPER_SANITIZED
    QVERIFY(m_scanned.size() > 700);
#else
    QVERIFY(m_scanned.size() > 24000);
#endif
}

// The hits' names in order, as the documented search ranks them, read by scanning every card.
QStringList TestCardSearchIndex::scan(const QString &query) const
{
    const SearchQuery parsed = parseSearchQuery(query);
    std::vector<Part> parts;
    for (const QueryPart &p : parsed.parts)
        if (parsed.isRequired(p))
            parts.push_back({foldedWords(p.typed), p.forms, p.stems});
    const QString nameKey = cardNameKey(query);
    const QStringList typed = foldedWords(query);
    struct Hit {
        int relevance;
        QString name;
    };
    std::vector<Hit> hits;
    for (const ScannedCard &card : m_scanned) {
        int relevance = 0;
        bool all = true;
        for (const Part &part : parts) {
            static constexpr int weight[] = {8, 4, 2, 1};
            int field = 0;
            while (field < 4 && !fieldHas(card.fields[size_t(field)], part))
                ++field;
            all = all && field < 4;
            relevance += field < 4 ? weight[field] : 0;
        }
        if (!all)
            continue;
        const QString key = cardNameKey(card.name);
        if (key == nameKey)
            relevance += 100;
        else if (key.startsWith(nameKey)
                 || (parts.size() > 1 && (contains(card.fields[1], typed) || contains(card.fields[2], typed))))
            relevance += 20;
        hits.push_back({relevance, card.name});
    }
    std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) {
        if (a.relevance != b.relevance)
            return a.relevance > b.relevance;
        if (a.name.size() != b.name.size())
            return a.name.size() < b.name.size();
        return a.name < b.name;
    });
    QStringList names;
    for (const Hit &h : hits)
        names << h.name;
    return names;
}

void TestCardSearchIndex::findsWhatAScanOfEveryCardFinds_data()
{
    QTest::addColumn<QString>("query");
    for (const char *q : {"slippery bogle", "lightning bolt", "fire ice", "insectile aberration", "hexproof",
                          "deals 3 damage to any target", "banishing shroud", "Lim-Dûl", "lim dul", "aether",
                          "Æther vial", "jotun", "cascade exile", "removes counters", "sacrificed", "phases out",
                          "treasure token", "goblin shaman", "copies", "gets +1/+1 until end of turn", "monarch",
                          "daybound", "Urza's", "madness discard", "creature", "flying", "0/1", "scry",
                          "what happens if it dies", "the", "zzyzx"})
        QTest::newRow(q) << QString::fromUtf8(q);
}

void TestCardSearchIndex::findsWhatAScanOfEveryCardFinds()
{
    QFETCH(QString, query);
    const QStringList expected = scan(query);
    QStringList found;
    for (const SearchHit &hit : searchCards(*m_store, query, 100000)) {
        QCOMPARE(hit.document, Document::Cards);
        QCOMPARE(hit.edition, QStringLiteral("2022-04-25"));
        found << hit.number;
    }
    if (found != expected) {
        // Say where they part, not 14,000 names.
        qsizetype at = 0;
        while (at < found.size() && at < expected.size() && found[at] == expected[at])
            ++at;
        QFAIL(qPrintable(QStringLiteral("%1 hits, the scan %2; from hit %3: %4 / the scan: %5")
                             .arg(found.size())
                             .arg(expected.size())
                             .arg(at)
                             .arg(found.mid(at, 5).join(QStringLiteral(", ")), expected.mid(at, 5).join(QStringLiteral(", ")))));
    }
    // Only the first few asked for: the same first few.
    QStringList firstFew;
    for (const SearchHit &hit : searchCards(*m_store, query, 10))
        firstFew << hit.number;
    QCOMPARE(firstFew, expected.mid(0, 10));
}

void TestCardSearchIndex::wordsTypedWithAMinusAreLeftOut()
{
    const auto hexproof = searchCards(*m_store, QStringLiteral("hexproof"), 100000);
    const auto notCreatures = searchCards(*m_store, QStringLiteral("hexproof -creature"), 100000);
    QVERIFY(!notCreatures.empty());
    QVERIFY(notCreatures.size() < hexproof.size());
    // Not the word on the card nor in its rulings ("creatures" is another word).
    for (const SearchHit &hit : notCreatures) {
        const auto card = std::find_if(m_scanned.begin(), m_scanned.end(), [&](const ScannedCard &c) { return c.name == hit.number; });
        QVERIFY(card != m_scanned.end());
        for (const QStringList &words : card->fields)
            QVERIFY2(!words.contains(QStringLiteral("creature")), qPrintable(hit.number));
    }
}

QString TestCardSearchIndex::slice(const QString &setFile)
{
    const QString path = m_dir.filePath(setFile);
    if (QFileInfo::exists(path))
        return path;
    const QStringList written = testsupport::setFilesFrom2022Archive(m_dir.path(), {setFile});
    return written.isEmpty() ? QString() : written.front();
}

void TestCardSearchIndex::theNewestWordingAnswers()
{
    // Lotus Bloom: "Sacrifice Lotus Bloom" in 2022, "Sacrifice this artifact" in 2025.
    const QString tsp2022 = slice(QStringLiteral("TSP.json"));
    const QString tsp2025 = cardsFile("mtgjson5/TSP-2025-08-18.json");
    QVERIFY(QFileInfo::exists(tsp2022));
    const auto names = [](const std::vector<SearchHit> &hits) {
        QStringList out;
        for (const SearchHit &h : hits)
            out << h.number + u'@' + h.edition;
        return out;
    };
    const QString newWords = QStringLiteral("\"sacrifice this artifact\" bloom");
    const QString oldWords = QStringLiteral("\"sacrifice lotus bloom\"");
    const QString bloom2025 = QStringLiteral("Lotus Bloom@2025-08-18");
    const QString bloom2022 = QStringLiteral("Lotus Bloom@2022-04-25");
    std::vector<std::vector<std::tuple<QString, QString, QString, QString>>> rows;
    for (const QStringList &order : {QStringList{tsp2022, tsp2025}, QStringList{tsp2025, tsp2022}}) {
        const QString db = m_dir.filePath(QStringLiteral("tsp-%1.sqlite").arg(rows.size()));
        RulesStore store(db);
        QCOMPARE(int(importers::importFiles(store, {order.front()}, {}).size()), 1);
        if (order.front() == tsp2022) {
            QCOMPARE(names(searchCards(store, oldWords, 10)), QStringList{bloom2022});
            QVERIFY(names(searchCards(store, newWords, 10)).isEmpty());
        } else {
            QCOMPARE(names(searchCards(store, newWords, 10)), QStringList{bloom2025});
        }
        QCOMPARE(int(importers::importFiles(store, {order.back()}, {}).size()), 1);
        // Whichever came first, the 2025 wording answers; the 2022 one no longer does.
        QCOMPARE(names(searchCards(store, newWords, 10)), QStringList{bloom2025});
        QVERIFY(names(searchCards(store, oldWords, 10)).isEmpty());
        QCOMPARE(names(searchCards(store, QStringLiteral("lotus bloom"), 1)), QStringList{bloom2025});

        // What the index holds is what a rebuild from the stored cards makes.
        const auto read = [&store] {
            std::vector<std::tuple<QString, QString, QString, QString>> out;
            Statement st(store.database(), "SELECT name, type_line, text, rulings FROM cards_fts");
            while (st.step())
                out.emplace_back(st.text(0), st.text(1), st.text(2), st.text(3));
            std::sort(out.begin(), out.end());
            return out;
        };
        const auto kept = read();
        QVERIFY2(kept.size() > 250, qPrintable(QString::number(kept.size())));
        store.database().exec("UPDATE meta SET value = '0' WHERE key = 'fts_version'");
        ensureFullTextIndex(store.database());
        QCOMPARE(read(), kept);
        rows.push_back(kept);
    }
    // Both orders index the same words.
    QCOMPARE(rows.front(), rows.back());
}

void TestCardSearchIndex::rulingsOfALaterFileAreFound()
{
    // Jace, Vryn's Prodigy from Scryfall, then its rulings: one speaks of madness.
    const QString card = cardsFile("scryfall/api-2025-11/api.scryfall.com/00_cards_02d6d693-f1f3-4317-bcc0-c21fa8490d38.json");
    const QString rulings =
        cardsFile("scryfall/api-2025-11/api.scryfall.com/01_cards_02d6d693-f1f3-4317-bcc0-c21fa8490d38_rulings.json");
    RulesStore store(m_dir.filePath(QStringLiteral("jace.sqlite")));
    importers::ImportOptions options;
    options.date = QStringLiteral("2025-11-01");
    QCOMPARE(int(importers::importFiles(store, {card}, options).size()), 1);
    QVERIFY(searchCards(store, QStringLiteral("jace madness"), 10).empty());
    QCOMPARE(searchCards(store, QStringLiteral("jace telepath"), 10).size(), size_t(1));
    QCOMPARE(int(importers::importFiles(store, {rulings}, options).size()), 1);
    const auto hits = searchCards(store, QStringLiteral("jace madness"), 10);
    QCOMPARE(hits.size(), size_t(1));
    QCOMPARE(hits.front().number, QStringLiteral("Jace, Vryn's Prodigy // Jace, Telepath Unbound"));
    QCOMPARE(hits.front().part, QStringLiteral("rulings"));
    QVERIFY2(hits.front().snippet.contains(QStringLiteral("madness")), qPrintable(hits.front().snippet));
}

QTEST_GUILESS_MAIN(TestCardSearchIndex)
#include "tst_cardsearchindex.moc"
