#pragma once
// What the parts of RulesStore share: the prepared statements and the text store of one
// connection, and the queries every part needs. Private to rulesdb.

#include "references.h"
#include "search/phrasehits.h"
#include "search/wordsenses.h"
#include "text/icutokenizer.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "store/stringhash.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace rulesdb {

// Keys of everything below a number lie in [key, rangeEnd(key)).
QByteArray rangeEnd(const QByteArray &key);
// The hash texts are found by (stored: it never changes).
qint64 textHash(const QByteArray &utf8);
// Editions of a document (every document's for nullopt) matching an SQL tail ("WHERE
// date = ?1 ORDER BY …") with its arguments. The CR's by default: what the rules' parts
// (lookups, lineage, history, search) read never holds another document's edition.
std::vector<EditionInfo> queryEditions(Database &db, const QString &whereOrder,
                                       const QStringList &args,
                                       std::optional<Document> document = Document::CR);

// A title's or heading's words as search looks titles up by them ("Split Cards" is "split
// card"): stored when the text is (search_titles, rebuilt with the full-text index), so that
// no process tokenizes every title again. Nothing for a text too long to be a title, nor
// for a sentence ("It's redundant.", "践踏属于静止式异能。"): no search reads a sentence as
// a title, and the short ones, most of a Chinese edition, took a twentieth of the database.
struct TitleWords {
    QString singular; // folded, each word in the singular: the key
    QString words;    // folded, as written
};
std::optional<TitleWords> titleWordsOf(const QString &body); // search/search.cpp
// Binds a title to "INSERT INTO search_titles(singular, text_id, words)": the words as
// written are stored only where they differ from the key (plurals). Read as
// coalesce(words, singular).
Statement &bindTitle(Statement &insert, const TitleWords &title, qint64 textId); // search/search.cpp

// A policy edition's sections in order, with their parts (policy/sections.cpp).
std::vector<SectionEntry> storedSections(Database &db, qint64 editionId);

// An edition's date and language, as search names its hits (RulesStore::Private::editionLabels()).
struct EditionLabel {
    QString date;
    QString language;
};

struct RulesStore::Private {
    explicit Private(Database &db) : m_db(db) {}
    Database &m_db;

    // Lookups run thousands of times a second in the app; preparing a statement costs
    // more than running it, so each query text is prepared once per connection. The use
    // resets it when done, so no finished query keeps a read snapshot open.
    class StatementUse {
    public:
        explicit StatementUse(Statement &st) : m_st(st) {}
        ~StatementUse() { m_st.reset(); }
        StatementUse(const StatementUse &) = delete;
        StatementUse &operator=(const StatementUse &) = delete;
        Statement *operator->() { return &m_st; }
        Statement &operator*() { return m_st; }

    private:
        Statement &m_st;
    };
    StatementUse use(const char *sql)
    {
        std::unique_ptr<Statement> &slot = m_prepared[sql];
        if (!slot)
            slot = std::make_unique<Statement>(m_db, sql);
        return StatementUse(*slot);
    }
    std::unordered_map<const char *, std::unique_ptr<Statement>> m_prepared;

    // The same query with its optional conditions set (see withConditionsSet()), as a search
    // of one edition asks it: "(?2 IS NULL OR edition_id = ?2)" can never seek by edition,
    // so one edition's search stepped through the rows of every edition sharing a text (the
    // index on text_id holds the primary key's edition_id after it) or scanned every
    // edition's rules for a number.
    StatementUse useWhereSet(const char *sql)
    {
        std::unique_ptr<Statement> &slot = m_preparedWhereSet[sql];
        if (!slot)
            slot = std::make_unique<Statement>(m_db, withConditionsSet(sql).constData());
        return StatementUse(*slot);
    }
    std::unordered_map<const char *, std::unique_ptr<Statement>> m_preparedWhereSet;

    struct StoredRef {
        int start;
        int length;
        QString target;
    };

    // Returns the id of this exact text, storing it (with its references and, when it is
    // `searched`, its full-text entry) the first time it is seen. The CR's texts are
    // searched; a policy document's are not (its own index ranks them, and the CR's ranking
    // must not move when one is imported), until the CR holds the same text too.
    qint64 internText(const QString &body, std::vector<StoredRef> *refs, bool searched = true)
    {
        const QByteArray utf8 = body.toUtf8();
        const qint64 hash = textHash(utf8);
        if (!m_findText)
            m_findText = std::make_unique<Statement>(
                m_db, "SELECT id, searched FROM texts WHERE hash = ?1 AND body = ?2");
        m_findText->bind(1, hash).bindUtf8(2, utf8);
        if (m_findText->step()) {
            const qint64 id = m_findText->int64(0);
            const bool wasSearched = m_findText->integer(1) != 0;
            m_findText->reset();
            if (searched && !wasSearched) {
                prepareTextInserts();
                m_markSearched->bind(1, id).run();
                m_insertFts->bind(1, id).bindUtf8(2, utf8).run();
            }
            if (refs)
                *refs = storedRefs(id);
            return id;
        }
        m_findText->reset();

        prepareTextInserts();
        m_insertText->bind(1, hash).bindUtf8(2, utf8).bind(3, qint64(searched)).run();
        const qint64 id = m_db.lastInsertRowId();
        if (searched)
            m_insertFts->bind(1, id).bindUtf8(2, utf8).run();
        if (const std::optional<TitleWords> title = titleWordsOf(body))
            bindTitle(*m_insertTitle, *title, id).run();
        if (refs)
            refs->clear();
        for (const Reference &ref : extractReferences(body)) {
            for (const QString &target : ref.targets) {
                m_insertRef->bind(1, id).bind(2, ref.start).bind(3, ref.length).bind(4, target)
                    .run();
                if (refs)
                    refs->push_back({ref.start, ref.length, target});
            }
        }
        return id;
    }

    void prepareTextInserts()
    {
        if (m_insertText)
            return;
        m_insertText = std::make_unique<Statement>(
            m_db, "INSERT INTO texts(hash, body, searched) VALUES(?1, ?2, ?3)");
        m_insertFts = std::make_unique<Statement>(
            m_db, "INSERT INTO texts_fts(rowid, body) VALUES(?1, ?2)");
        m_markSearched = std::make_unique<Statement>(m_db, "UPDATE texts SET searched = 1 WHERE id = ?1");
        m_insertTitle = std::make_unique<Statement>(
            m_db, "INSERT INTO search_titles(singular, text_id, words) VALUES(?1, ?2, ?3)");
        m_insertRef = std::make_unique<Statement>(
            m_db, "INSERT OR IGNORE INTO refs(text_id, start, length, target) "
                  "VALUES(?1, ?2, ?3, ?4)");
    }

    // Writes a policy edition's sections and their parts (policy/sections.cpp).
    void storeSections(qint64 editionId, const std::vector<SectionEntry> &sections);

    std::vector<StoredRef> storedRefs(qint64 textId)
    {
        if (!m_findRefs)
            m_findRefs = std::make_unique<Statement>(
                m_db, "SELECT start, length, target FROM refs WHERE text_id = ?1");
        std::vector<StoredRef> out;
        m_findRefs->bind(1, textId);
        while (m_findRefs->step())
            out.push_back({m_findRefs->integer(0), m_findRefs->integer(1), m_findRefs->text(2)});
        m_findRefs->reset();
        return out;
    }

    bool hasNumber(qint64 editionId, const QString &number)
    {
        const auto parsed = RuleNumber::parse(number);
        if (!parsed)
            return false;
        if (!m_hasRule)
            m_hasRule = std::make_unique<Statement>(
                m_db, "SELECT 1 FROM rules WHERE edition_id = ?1 AND sort_key = ?2");
        m_hasRule->bind(1, editionId).bindBlob(2, parsed->sortKey());
        const bool found = m_hasRule->step();
        m_hasRule->reset();
        return found;
    }

    // A number that changes when this or another connection changes the database: what is
    // kept from it is good while the number stays.
    qint64 changeStamp()
    {
        qint64 stamp = 0;
        {
            auto version = use("PRAGMA data_version");
            stamp = version->step() ? version->int64(0) : 0;
        }
        return (stamp << 32) + m_db.totalChanges();
    }

    // The texts an edition uses (rules, examples, glossary): search keeps to them while it
    // ranks. Kept until the database changes.
    const QSet<qint64> &editionTexts(qint64 editionId)
    {
        const qint64 stamp = changeStamp();
        if (stamp != m_textsStamp) {
            m_editionTexts.clear();
            m_searchedTexts = -1;
            m_textsStamp = stamp;
        }
        auto [it, added] = m_editionTexts.try_emplace(editionId);
        if (added) {
            auto st = use("SELECT text_id FROM rules WHERE edition_id = ?1 UNION ALL "
                          "SELECT text_id FROM examples WHERE edition_id = ?1 UNION ALL "
                          "SELECT text_id FROM glossary WHERE edition_id = ?1");
            st->bind(1, editionId);
            while (st->step())
                it->second.insert(st->int64(0));
        }
        return it->second;
    }
    std::unordered_map<qint64, QSet<qint64>> m_editionTexts;
    qint64 m_textsStamp = -1;

    // What a full-text expression finds among an edition's texts (or all), with how many
    // times each of its phrases is in each text (search/phrasehits.h). A question that too few texts have
    // every word of is looked up part by part (search.cpp's addPartial()), and the same parts
    // recur from question to question ("creature", "player"): their lists of texts, the
    // longest, were read again for each. Kept until the database changes, as are the index's
    // size and the lengths of the texts scored with them.
    std::shared_ptr<const PhraseHits> phraseHits(const QString &match, std::optional<qint64> editionId);
    const IndexSize &indexSize();
    std::vector<int> textTokens(const std::vector<qint64> &texts); // their lengths, in order
    void keepPhraseHitsCurrent();
    std::map<std::pair<QString, qint64>, std::shared_ptr<const PhraseHits>> m_phraseHits;
    size_t m_phraseHitsKept = 0; // bytes of texts and counts kept in all
    std::optional<IndexSize> m_indexSize;
    QHash<qint64, int> m_textTokens;
    qint64 m_phraseHitsStamp = -1;

    // The words of the texts search shows (their tokens, as snippets read them), kept
    // across searches while the database stays the same: the same rules are shown for many
    // questions, and breaking a text into words costs more than the rest of its snippet.
    const std::vector<SearchToken> &bodyTokens(qint64 textId, const QString &body); // search/search.cpp
    std::unordered_map<qint64, std::vector<SearchToken>> m_bodyTokens;
    qint64 m_bodyTokensStamp = -1;

    // Every edition's date and language by id, as search names its hits and keeps to a
    // language: read once while the database stays the same, not for each search.
    const QHash<qint64, EditionLabel> &editionLabels(); // search/search.cpp
    QHash<qint64, EditionLabel> m_editionLabels;
    qint64 m_editionLabelsStamp = -1;

    // What words mean (search/wordsenses.h), for the search of a question: made once and
    // kept, with every word read so far, while the database stays the same. Made for each
    // search, it asked the schema twice and read the same common words again each time.
    WordSenses &wordSenses(); // search/search.cpp
    std::unique_ptr<WordSenses> m_wordSenses;
    QHash<qint64, std::vector<float>> m_textMeanings; // text id → its meaning, with the senses
    qint64 m_wordSensesStamp = -1;

    // How many texts the CR's full-text index holds (not a policy document's own), for
    // the rarity of a word across every edition. Kept until the database changes.
    qint64 searchedTextCount()
    {
        if (const qint64 stamp = changeStamp(); stamp != m_textsStamp) {
            m_editionTexts.clear();
            m_textsStamp = stamp;
            m_searchedTexts = -1;
        }
        if (m_searchedTexts < 0)
            m_searchedTexts = m_db.queryInt("SELECT count(*) FROM texts WHERE searched");
        return m_searchedTexts;
    }
    qint64 m_searchedTexts = -1;

    // Which consecutive editions of a language the stored lineage links, and which it
    // should (lineage/history.cpp).
    struct LineageState;
    LineageState lineageState(const QString &language);

    // A policy edition's sections with their words counted, as the search of the policy
    // documents ranks them (policy/sectionsearch.cpp); kept until the database changes.
    struct PolicySections;
    std::unordered_map<qint64, std::shared_ptr<const PolicySections>> m_policySections;
    // The links a policy edition's sections hold (policy/links.cpp), found once: a
    // section's incoming links are every other section's outgoing ones.
    struct CitingLinks;
    std::unordered_map<qint64, std::shared_ptr<const CitingLinks>> m_citingLinks;
    // How each CR edition writes its quotes and dashes (typographic marks, plain ones), as
    // lineage/transliteration.cpp counts them, by the file it was read from (sha256,
    // language, rules): an edition's texts never change once stored, and a batch import
    // asks this of each edition up to three times, as the one added and as a neighbour.
    QHash<QString, std::pair<int, int>> m_typographyByEdition;
    // The newest edition of each policy document in a language (none: nullopt).
    std::map<std::pair<Document, QString>, std::optional<EditionInfo>> m_newestPolicyEditions;
    qint64 m_policyStamp = -1;
    // Forgets what was kept of the policy editions when the database changed since.
    void keepPolicyCachesCurrent()
    {
        if (const qint64 stamp = changeStamp(); stamp != m_policyStamp) {
            m_policySections.clear();
            m_citingLinks.clear();
            m_newestPolicyEditions.clear();
            m_policyStamp = stamp;
        }
    }

    // Short texts (the titles of sections and rules, "Emblems", "Split Cards") by their words
    // in the singular, for search to take "emblem" for 114. Emblems (search.cpp): read from
    // search_titles as each key is asked, and when they were read (changeStamp()).
    struct Title {
        qint64 textId;
        QString words; // folded, as typed
    };
    StringMap<std::vector<Title>> m_titlesNamed;
    std::optional<QSet<qint64>> m_titleTexts; // those that are no sentence: titles and headings
    qint64 m_titlesStamp = -1;

    // The headings of the edition searched last, by number ("404." → "graveyard", "702.19"
    // → "trample"): their words in the singular, with their stems, for the search's heading field; each read
    // the first time a candidate under it asks (none for a rule whose text is no title).
    struct HeadingWord {
        QString word; // folded, in the singular
        QString stem; // the start of its family (wordStem()), empty for none
    };
    struct EditionHeadings {
        qint64 editionId = 0;
        qint64 stamp = -1;
        QHash<QString, std::vector<HeadingWord>> wordsOf;
    };
    EditionHeadings m_headings;

    // The glossary's terms (terms_fts) that a full-text expression finds, in the index's
    // order, each with its words as search reads them (search/termsmatching.cpp). Search
    // asks for the terms with every word of a question, with any, and with each in either
    // number: asked of the index at once, each such expression cost a lookup of every word
    // in each of the index's segments (the terms of each import are a segment of their own);
    // asked word by word (or part by part) and combined, the same words recur from question
    // to question. Kept while the database stays the same: the terms are a few thousand.
    struct TermFound {
        qint64 row;
        QString term;
        QStringList words; // folded
    };
    std::shared_ptr<const std::vector<TermFound>> termsMatching(const QString &match);
    StringMap<std::shared_ptr<const std::vector<TermFound>>> m_termsMatching;
    qint64 m_termsMatchingStamp = -1;

    // The words of the glossary's terms, for "did you mean" (suggest.cpp), and when they
    // were read (changeStamp()).
    StringSet m_glossaryWords;
    qint64 m_glossaryWordsStamp = -1;

    std::unique_ptr<Statement> m_findText, m_insertText, m_insertFts, m_markSearched, m_insertTitle, m_insertRef, m_findRefs,
        m_hasRule;
};

} // namespace rulesdb
