#include "policy/sectionindex.h"

#include "sqlite.h"
#include "storeprivate.h"

#include <algorithm>
#include <map>

namespace rulesdb::sectionwords {

namespace {

void putVarint(QByteArray &out, quint32 value)
{
    while (value >= 0x80) {
        out += char((value & 0x7f) | 0x80);
        value >>= 7;
    }
    out += char(value);
}

// The next varint at `at`; false at the end or in a damaged one.
bool getVarint(const QByteArray &in, qsizetype &at, quint32 &value)
{
    value = 0;
    for (int shift = 0; at < in.size() && shift < 35; shift += 7) {
        const auto byte = quint8(in[at++]);
        value |= quint32(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false;
}

} // namespace

SectionIndex sectionIndexOf(const std::vector<SectionEntry> &sections)
{
    SectionIndex index;
    index.fields.reserve(sections.size());
    // All the edition's fields are kept while its words are read: `known`'s keys point into
    // their texts.
    std::vector<std::vector<Field>> all;
    all.reserve(sections.size());
    QHash<QStringView, QString> known;
    for (size_t s = 0; s < sections.size(); ++s) {
        all.push_back(fieldsOf(sections[s], known));
        std::vector<FieldStat> stats;
        const std::vector<Field> &fields = all.back();
        for (size_t f = 0; f < fields.size(); ++f) {
            stats.push_back({fields[f].kind, fields[f].length});
            // In term order within a field would do; the postings' order is section then
            // field whatever the hash's order, as each field is visited once.
            for (auto it = fields[f].counts.cbegin(); it != fields[f].counts.cend(); ++it)
                index.postings[it.key()].push_back({int(s), int(f), it.value()});
        }
        index.fields.push_back(std::move(stats));
    }
    return index;
}

QByteArray encodeFields(const std::vector<std::vector<FieldStat>> &fields)
{
    QByteArray out;
    for (const std::vector<FieldStat> &section : fields) {
        putVarint(out, quint32(section.size()));
        for (const FieldStat &f : section) {
            putVarint(out, quint32(f.kind));
            putVarint(out, quint32(f.length));
        }
    }
    return out;
}

std::vector<std::vector<FieldStat>> decodeFields(const QByteArray &blob)
{
    std::vector<std::vector<FieldStat>> out;
    qsizetype at = 0;
    quint32 count = 0, kind = 0, length = 0;
    while (at < blob.size() && getVarint(blob, at, count)) {
        std::vector<FieldStat> section;
        section.reserve(count);
        for (quint32 i = 0; i < count && getVarint(blob, at, kind) && getVarint(blob, at, length); ++i)
            section.push_back({FieldKind(kind), int(length)});
        out.push_back(std::move(section));
    }
    return out;
}

// Each posting as the section's distance from the previous posting's, its field and count.
QByteArray encodePostings(const std::vector<Posting> &postings)
{
    QByteArray out;
    int section = 0;
    for (const Posting &p : postings) {
        putVarint(out, quint32(p.section - section));
        putVarint(out, quint32(p.field));
        putVarint(out, quint32(p.count));
        section = p.section;
    }
    return out;
}

std::vector<Posting> decodePostings(const QByteArray &blob)
{
    std::vector<Posting> out;
    qsizetype at = 0;
    quint32 step = 0, field = 0, count = 0;
    int section = 0;
    while (at < blob.size() && getVarint(blob, at, step) && getVarint(blob, at, field) && getVarint(blob, at, count)) {
        section += int(step);
        out.push_back({section, int(field), int(count)});
    }
    return out;
}

void storeSectionIndex(Database &db, qint64 editionId, const std::vector<SectionEntry> &sections)
{
    if (sections.empty())
        return;
    const SectionIndex index = sectionIndexOf(sections);
    {
        Statement st(db, "INSERT INTO policy_fields(edition_id, fields) VALUES(?1, ?2)");
        st.bind(1, editionId).bindBlob(2, encodeFields(index.fields)).run();
    }
    // In term order: the rows go in the table's key order.
    std::map<QString, const std::vector<Posting> *> byTerm;
    for (auto it = index.postings.cbegin(); it != index.postings.cend(); ++it)
        byTerm.emplace(it.key(), &it.value());
    Statement st(db, "INSERT INTO policy_terms(edition_id, term, postings) VALUES(?1, ?2, ?3)");
    for (const auto &[term, postings] : byTerm)
        st.bind(1, editionId).bind(2, term).bindBlob(3, encodePostings(*postings)).run();
}

void rebuildSectionIndex(Database &db)
{
    db.exec("DROP TABLE IF EXISTS policy_terms; DROP TABLE IF EXISTS policy_fields;");
    db.exec("CREATE TABLE policy_fields("
            "edition_id INTEGER PRIMARY KEY REFERENCES editions(id) ON DELETE CASCADE, "
            "fields     BLOB NOT NULL)"); // per section: its field count, then each field's kind and length
    db.exec("CREATE TABLE policy_terms("
            "edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE CASCADE, "
            "term       TEXT NOT NULL, "      // sectionwords::termOf()
            "postings   BLOB NOT NULL, "      // (section step, field, count) varints
            "PRIMARY KEY(edition_id, term)) WITHOUT ROWID");
    // Before the policy documents' schema step there are no sections to read.
    if (db.queryInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'sections'") == 0)
        return;
    std::vector<qint64> editions;
    {
        Statement st(db, "SELECT DISTINCT edition_id FROM sections ORDER BY edition_id");
        while (st.step())
            editions.push_back(st.int64(0));
    }
    for (const qint64 id : editions)
        storeSectionIndex(db, id, storedSections(db, id));
}

} // namespace rulesdb::sectionwords
