#pragma once
// The versioned rules database: editions in, rules, references, search and exports out.
// One RulesStore owns one connection and belongs to one thread.

#include "edition.h"
#include "rulenumber.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace rulesdb {

class Database;

struct EditionInfo {
    qint64 id = 0;
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

// One rule as shown to a reader.
struct RuleText {
    QString number;
    QString text;
    QStringList examples;
    bool truncated = false; // the source had only the start of it (see RuleEntry)
};

// A reference seen from one side: the rule that cites or is cited, and where.
struct Citation {
    QString number;  // the other rule (or glossary term for incoming refs from the glossary)
    QString in;      // "text", "example" or "glossary": where the citing words are
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

struct SearchOptions {
    std::optional<qint64> editionId; // nullopt: every edition
    bool examplesOnly = false;
    int limit = 20;
};

struct SearchHit {
    QString edition;       // the newest edition with this text at this number
    QString number;        // rule number, or the glossary term
    QString snippet;       // matches between kSnippetOpen and kSnippetClose
    QString in;            // "text", "example" or "glossary"
    QStringList editions;  // every edition (date) where this text sits at this number
    double score = 0;      // lower is better (bm25)
};
inline constexpr QChar kSnippetOpen = QChar(0x00AB);  // «
inline constexpr QChar kSnippetClose = QChar(0x00BB); // »

enum class AddStatus { Added, AlreadyImported };
struct AddResult {
    AddStatus status;
    EditionInfo edition; // the new edition, or the one that already has these bytes
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

    std::vector<EditionInfo> editions(); // by date, then language
    // The edition of that date (YYYY-MM-DD) and language; an empty date means the newest.
    std::optional<EditionInfo> edition(const QString &date, const QString &language);
    // The newest edition in force on that date.
    std::optional<EditionInfo> editionAsOf(const QString &date, const QString &language);

    std::optional<RuleDetail> rule(const EditionInfo &edition, const RuleNumber &number);
    // Outgoing references of the rule (its text and examples), and incoming ones
    // (rules, examples and glossary entries of the same edition that cite it).
    std::vector<Citation> referencesFrom(const EditionInfo &edition, const RuleNumber &number);
    std::vector<Citation> referencesTo(const EditionInfo &edition, const RuleNumber &number);

    // Full-text search of rule text, examples and glossary; any user text is a valid query.
    std::vector<SearchHit> search(const QString &query, const SearchOptions &options);

    // The edition back out, in rule order.
    EditionData exportEdition(const EditionInfo &edition);

private:
    struct Private;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<Private> d;
};

} // namespace rulesdb
