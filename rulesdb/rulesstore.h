#pragma once
// The versioned rules database: editions in, rules, references, search and exports out.
// One RulesStore owns one connection and belongs to one thread. It is the facade of
// rulesdb: its parts (search/, lineage/, ruleindex, card rulings) declare their own types in
// their own headers, included here, and implement its methods in their own files.

#include "edition.h"
#include "lineage/history.h"
#include "lineage/transliteration.h"
#include "lineage/timeline.h"
#include "ruleindex.h"
#include "rulenumber.h"
#include "rulings/rulings.h"
#include "search/search.h"
#include "store/dberror.h"
#include "text/worddiff.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace rulesdb {

class Database;

struct EditionInfo {
    qint64 id = 0;
    Document document = Document::CR;
    QString date;
    QString language;
    QString name;
    QString source;
    QString format;
    QString encoding;
    QString sha256;
    QString importedAt;
    int flags = 0;
    int rules = 0;    // numbered rules and subrules, not sections or headings
    int examples = 0;
    int glossary = 0;
    int danglingRefs = 0;
};

// An excerpt (partial) or a copy that broke off (incomplete): what it lacks is unknown.
inline bool isExcerpt(const EditionInfo &e)
{
    return e.flags & (FlagPartial | FlagIncomplete);
}

// The edition a reader gets when none is chosen (the command line without --edition, the
// app's first start, a search of "this edition" then): the newest whole edition of the
// language that kept its punctuation; else the newest whole one, lossy; else, when the
// language has only excerpts (the bundled sample), the newest of those. Excerpts, copies
// that broke off and lossy copies are read when chosen. nullptr when the language has none.
const EditionInfo *defaultEdition(const std::vector<EditionInfo> &editions, const QString &language);
// The edition in force on a date (YYYY-MM-DD): the newest whole edition of the language on
// or before it, lossy or not (an older clean one was no longer in force); excerpts only when
// the language has no whole edition at all. nullptr when none is that old.
const EditionInfo *editionInForce(const std::vector<EditionInfo> &editions, const QString &date,
                                  const QString &language);

// One rule as shown to a reader.
struct RuleText {
    QString number;
    QString text;
    QStringList examples;
    bool truncated = false; // the source had only the start of it (see RuleEntry)
    QString since;          // the date its source stamps on it (dated rulings), if any
};

// A reference seen from one side: the rule that cites or is cited, and where.
struct Citation {
    QString number;  // the other rule (or glossary term for incoming refs from the glossary)
    TextPlace in = TextPlace::RuleText; // where the citing words are
    QString target;  // the number cited
    QString cited;   // the words that cite, e.g. "rules 601.2f–h"
    bool exists = true; // false when the target is no rule of this edition
};

struct RuleDetail {
    EditionInfo edition;
    RuleText rule;
    std::optional<RuleText> parent;
    std::vector<RuleText> subrules; // every rule below it, in order (e.g. 702.33a, 702.33b …)
    std::vector<Citation> refs;     // what this rule and its examples cite
};

// A link between the judge's documents, resolved: from a section (or CR rule) of one
// edition to a section or rule of the edition of its document in force on that date.
struct DocumentLinkTo {
    Document fromDocument = Document::CR;
    QString fromEdition;  // date
    QString from;         // the citing section's number (its title when it has none), or CR rule
    QString fromPart;     // the part the words are in ("Philosophy"), empty for the text
    QString cited;        // the words that cite
    Document targetDocument = Document::CR;
    QString target;       // a number; empty when the words name the whole document
    QString targetEdition; // the edition it resolves in (date); empty when none was in force
    bool exists = false;  // the target is in that edition (a named document: it has one)
};

// One change between two editions of a policy document: the sections before and after
// (by number, or title when unnumbered), as the alignment of lineage.h pairs them.
struct SectionChange {
    ChangeKind kind = ChangeKind::Unchanged;
    QStringList older;
    QStringList newer;
    QString title; // the newer one's (the older one's when removed)
    QString diff;  // the word diff of their wordings when they differ
    // The word diff as spans, for a report that marks it up: for every change but an
    // unchanged one (an added section's wording all inserted, a split's wordings joined).
    std::vector<DiffSpan> spans;
    double similarity = 1;       // of the words, 0..1 (typography ignored)
};

enum class AddStatus { Added, AlreadyImported };
struct AddResult {
    AddStatus status;
    EditionInfo edition; // the new edition, or the one that already has these bytes
};

struct AddRulingsResult {
    AddStatus status;
    RulingSetInfo set; // the new set, or the one that already has these bytes
};

class RulesStore {
public:
    // Opens or creates the database and migrates it (see schema.h). Throws DbError.
    explicit RulesStore(const QString &path);
    ~RulesStore();
    RulesStore(const RulesStore &) = delete;
    RulesStore &operator=(const RulesStore &) = delete;

    Database &database() { return *m_db; }

    // Stores an edition in one transaction (nested in the caller's, if any). Bytes already
    // imported (same sha256 and language) add nothing. A different edition with the same
    // date and language is refused unless `replace` or it is a partial excerpt that this
    // complete edition supersedes. Throws DbError.
    AddResult addEdition(const EditionData &edition, bool replace = false);
    // The database file's size in bytes, free pages included.
    qint64 fileBytes();
    // Rewrites the file packed (VACUUM) when it holds at least `fromBytes` and has grown by a
    // quarter from `bytesBefore` (store/packing.cpp says why): importFiles() asks after its
    // commit, with the size before it. Whether it packed; never throws, and never inside a
    // transaction.
    bool packIfGrown(qint64 bytesBefore, qint64 fromBytes = 8 * 1024 * 1024);

    // A document's editions (the CR's unless asked), by date, then language.
    std::vector<EditionInfo> editions(Document document = Document::CR);
    // The edition of that date (YYYY-MM-DD) and language; an empty date means the one read
    // when none is chosen (defaultEdition()).
    std::optional<EditionInfo> edition(const QString &date, const QString &language,
                                       Document document = Document::CR);
    // The edition in force on that date (editionInForce()).
    std::optional<EditionInfo> editionAsOf(const QString &date, const QString &language,
                                           Document document = Document::CR);

    // A policy document's sections in order, each with its text and parts (the contents,
    // and an export). Empty for a CR edition.
    std::vector<SectionEntry> sections(const EditionInfo &edition);
    // The section of that number ("2.1", "2.1.", "ipg 2.1", "appendix a"), else the one of
    // that title in any case ("Missed Trigger", the JAR's "Serious Problems"): what a judge
    // types. nullopt when the edition has neither.
    std::optional<SectionEntry> section(const EditionInfo &edition, const QString &numberOrTitle);
    // The edition of `document` that goes with `reading` (itself for its own document): a
    // current edition (none of its document newer, in any language) goes with the other
    // document's current edition, today's IPG with today's MTR; an older one with the
    // edition in force on its date. Which edition never depends on the language read: it
    // is chosen in English, the language every policy document is published in, and a
    // translation of that same edition in the reading's language is preferred. nullopt
    // when the database has none of `document`, or none that old.
    std::optional<EditionInfo> editionBeside(const EditionInfo &reading, Document document);
    // The links a section's text and parts write (policy/policylinks.h), each resolved in
    // its own edition or in the edition of the other document beside it (editionBeside());
    // and the links to the section from every document's edition beside it.
    std::vector<DocumentLinkTo> sectionLinksFrom(const EditionInfo &edition, const SectionEntry &section);
    std::vector<DocumentLinkTo> sectionLinksTo(const EditionInfo &edition, const SectionEntry &section);
    // A section's life across its document's whole editions, oldest first, followed through
    // renumbering (MTR 4.4 Triggered Abilities became 4.5 when Loops came in), splits and
    // merges; the wording compared is its title, text and parts. Empty when the edition is
    // the CR's.
    std::vector<HistoryEntry> sectionHistory(const EditionInfo &edition, const SectionEntry &section);
    // When the words a section has in this edition took effect, as textSince() says it of a
    // rule: from its history, steps that changed only typography or its number passed over.
    std::optional<TextSince> sectionSince(const EditionInfo &edition, const SectionEntry &section);
    // What changed between two editions of one policy document, section by section, in the
    // newer one's order; removed sections last.
    std::vector<SectionChange> sectionDiff(const EditionInfo &older, const EditionInfo &newer);
    // Search of the policy documents (one, or all three when nullopt): the newest edition of
    // each in the language, or the edition options.editionId. Sections are ranked by their
    // words in the title, text and parts (a title weighs most); a question about a penalty
    // ("missed trigger penalty") favours the infractions. Best first.
    std::vector<SearchHit> searchSections(const QString &query, std::optional<Document> document,
                                          const SearchOptions &options);
    // Search of the whole library: the CR's search and the policy documents', the policy
    // documents' first when the question is theirs (it names a penalty or an infraction, or
    // a section's whole title) and the CR's first otherwise.
    std::vector<SearchHit> searchLibrary(const QString &query, const SearchOptions &options);
    // The other documents a CR rule's text names ("the Magic Tournament Rules" of 100.6),
    // resolved as above.
    std::vector<DocumentLinkTo> documentLinksOfRule(const EditionInfo &edition, const RuleText &rule);

    std::optional<RuleDetail> rule(const EditionInfo &edition, const RuleNumber &number);
    // When the words this edition has at this number took effect: its stamp, or the start
    // of the unbroken run of editions with those words, typography folded and followed
    // through renumbering (excerpts that lack the number do not break it). A translation
    // is dated by the English edition of its date, its own wording's date kept beside.
    // nullopt when the edition has no such rule.
    std::optional<TextSince> textSince(const EditionInfo &edition, const RuleNumber &number);
    // Judges whether the edition just added, or a whole edition beside it, is a
    // transliteration of its neighbours (quotes and dashes folded to ASCII throughout) and
    // flags it lossy, or clears a flag this judged before (lineage/transliteration.h). Call
    // within the import's transaction. Returns the editions whose flags changed.
    std::vector<TransliterationNote> flagTransliterations(const EditionInfo &added);
    // The rule as it read on a date: from the newest edition in force then that has it or
    // (if whole) lacks it, unless a dated ruling stamps a newer wording that already applied
    // on that date. nullopt when no rule had that number then.
    std::optional<RuleDetail> ruleAsOf(const RuleNumber &number, const QString &date,
                                       const QString &language);
    // Outgoing references of the rule (its text and examples), and incoming ones
    // (rules, examples and glossary entries of the same edition that cite it): one per
    // citing rule or glossary entry, with the words of its text that cite it (those that
    // spell the number out rather than a range spanning it), else of its first example.
    std::vector<Citation> referencesFrom(const EditionInfo &edition, const RuleNumber &number);
    std::vector<Citation> referencesTo(const EditionInfo &edition, const RuleNumber &number);

    // Full-text search of rule text, examples and glossary; any user text is a valid query
    // (see searchquery.h). Best first: a rule whose whole text is what was typed (a keyword,
    // a section title), the glossary entry of that term, the rules under that keyword or
    // cited by that entry in rule order, then the rest by relevance, examples after the
    // rule texts that match as well. The words a question is asked with ("what", "the") are
    // not required. When too few texts have every word: texts with most of them or other
    // forms of them, each saying what it lacks (search.cpp).
    std::vector<SearchHit> search(const QString &query, const SearchOptions &options);
    // The query with each word that no text has replaced by the nearest word of a keyword or
    // glossary term ("tramle" → "trample"), when that finds a text with every word; else empty.
    QString didYouMean(const QString &query, const SearchOptions &options);

    // Stores card rulings in one transaction (nested in the caller's, if any); the same
    // bytes again add nothing. Throws DbError.
    AddRulingsResult addRulings(const RulingSet &set);
    std::vector<RulingSetInfo> rulingSets();
    // The card rulings about a rule: those citing it or a rule below it, and, for a keyword
    // ability or action, those naming the keyword. Oldest first.
    std::vector<RuleRuling> cardRulings(const EditionInfo &edition, const RuleNumber &number);

    // Outlines for browsing and completion (ruleindex.cpp). Every number below `under`
    // (not `under` itself), or of the whole edition when nullopt, in rule order.
    std::vector<RuleHeadline> headlines(const EditionInfo &edition,
                                        const std::optional<RuleNumber> &under = std::nullopt);
    // The edition's glossary terms in order, and one entry found by its term in any case.
    QStringList glossaryTerms(const EditionInfo &edition);
    std::optional<GlossaryEntry> glossaryEntry(const EditionInfo &edition, const QString &term);

    // Brings the stored lineage of the language's whole editions up to date: aligns the
    // consecutive pairs not aligned yet, forgets pairs no longer consecutive. One
    // transaction. Called by history(); an import may call it to have history instant.
    // On a store that refuses writes, throws when there is work to do.
    void updateLineage(const QString &language);
    // Whether the stored lineage of the language is up to date: history() and what reads
    // it (counterpartIn) then only read. Reads only.
    bool lineageReady(const QString &language);
    // From now on this store only reads, and never waits for the write lock: a write it
    // would need (linking editions for history(), an import) throws DbError at once. The
    // app's window holds such a store; its writes run on a connection of their own.
    void refuseWrites();
    // The rule's life across the whole editions of its language, followed backward and
    // forward through renumbering: where it first appears, each edition where its wording
    // or number changed (with the word diff), and where it was removed. Oldest first.
    std::vector<HistoryEntry> history(const EditionInfo &edition, const RuleNumber &number);

    // The edition back out, in rule order.
    EditionData exportEdition(const EditionInfo &edition);

private:
    // textSince() within the edition's own language.
    std::optional<TextSince> wordsSince(const EditionInfo &edition, const RuleNumber &number);

    struct Private;
    friend class SearchRun; // search.cpp
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Private> d;
};

} // namespace rulesdb
