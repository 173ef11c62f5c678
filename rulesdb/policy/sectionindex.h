#pragma once
// The words of each policy edition's sections, counted at import and stored, so that a
// search of the MTR, IPG and JAR reads only the rows its words name instead of reading and
// counting every section of three documents in each process (45 of a library search's 64
// million instructions). Derived data, like the CR's full-text index: rebuilt with it
// (schema.h's kFtsVersion) from the stored sections, and written as each edition is.
//   policy_fields(edition_id, fields): each section in order, its fields' kinds and lengths;
//   policy_terms(edition_id, term, postings): where a term is, section by section.
// Both are dropped with their edition (ON DELETE CASCADE), as its sections are.

#include "edition.h"
#include "policy/sectionfields.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <vector>

namespace rulesdb {

class Database;

namespace sectionwords {

struct FieldStat {
    FieldKind kind = FieldKind::Text;
    int length = 0; // words
    bool operator==(const FieldStat &) const = default;
};
// A term's occurrences in one field of one section.
struct Posting {
    int section = 0; // the section's place in its edition (sections.ord)
    int field = 0;   // its place among fieldsOf() the section's
    int count = 0;
    bool operator==(const Posting &) const = default;
};
// An edition's sections as the search weighs them.
struct SectionIndex {
    std::vector<std::vector<FieldStat>> fields; // per section, in order
    QHash<QString, std::vector<Posting>> postings; // per term, by section then field
};

// The sections' index, as fieldsOf() counts their words.
SectionIndex sectionIndexOf(const std::vector<SectionEntry> &sections);

// The stored forms (varints), exposed for the tests that compare what is stored with what
// a search would count.
QByteArray encodeFields(const std::vector<std::vector<FieldStat>> &fields);
std::vector<std::vector<FieldStat>> decodeFields(const QByteArray &blob);
QByteArray encodePostings(const std::vector<Posting> &postings);
std::vector<Posting> decodePostings(const QByteArray &blob);

// Stores the index of an edition's sections (nothing for an edition without any).
void storeSectionIndex(Database &db, qint64 editionId, const std::vector<SectionEntry> &sections);
// Drops both tables and makes them anew from every stored policy edition (the derived
// data's rebuild). Before the policy documents' schema step they are made empty.
void rebuildSectionIndex(Database &db);

} // namespace sectionwords
} // namespace rulesdb
