// A policy document's sections: stored in document order with their parts, found by
// number as the document writes it or by title.
#include "policy/sectionindex.h"
#include "rulesstore.h"
#include "sqlite.h"
#include "storeprivate.h"

#include <QRegularExpression>

namespace rulesdb {

void RulesStore::Private::storeSections(qint64 editionId, const std::vector<SectionEntry> &sections)
{
    if (sections.empty())
        return;
    Statement insSection(m_db, "INSERT INTO sections(edition_id, ord, number, level, title, category, "
                               "penalty, text_id) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    Statement insPart(m_db, "INSERT INTO section_parts(edition_id, section_ord, ord, label, text_id) "
                            "VALUES(?1, ?2, ?3, ?4, ?5)");
    // A null QString binds as NULL: the columns hold '' for "none".
    const auto orEmpty = [](const QString &v) { return v.isNull() ? QStringLiteral("") : v; };
    for (size_t i = 0; i < sections.size(); ++i) {
        const SectionEntry &s = sections[i];
        insSection.bind(1, editionId).bind(2, qint64(i)).bind(3, orEmpty(s.number)).bind(4, s.level)
            .bind(5, orEmpty(s.title)).bind(6, orEmpty(s.category)).bind(7, orEmpty(s.penalty))
            .bind(8, internText(s.text, nullptr, false)).run();
        for (size_t p = 0; p < s.parts.size(); ++p)
            insPart.bind(1, editionId).bind(2, qint64(i)).bind(3, qint64(p)).bind(4, orEmpty(s.parts[p].label))
                .bind(5, internText(s.parts[p].text, nullptr, false)).run();
    }
    // Their words counted once here, not by every search (policy/sectionindex.h).
    sectionwords::storeSectionIndex(m_db, editionId, sections);
}

namespace {

// What a judge types for a section number, as the document writes it: "2.1." and "ipg 2.1"
// are 2.1, "appendix a" and "App. A" Appendix A.
QString sectionNumberTyped(const QString &typed)
{
    QString n = typed.simplified();
    static const QRegularExpression prefix(QStringLiteral(R"(^(?:mtr|ipg|jar|section)\s+)"),
                                           QRegularExpression::CaseInsensitiveOption);
    n.remove(prefix);
    static const QRegularExpression appendix(QStringLiteral(R"(^app(?:endix|\.)?[\s\-]*([a-z])$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (const auto m = appendix.match(n); m.hasMatch())
        return QStringLiteral("Appendix ") + m.captured(1).toUpper();
    while (n.endsWith(u'.'))
        n.chop(1);
    return n;
}

std::vector<SectionEntry> readSections(Database &db, qint64 editionId, const QString &condition,
                                       const QString &argument)
{
    std::vector<SectionEntry> out;
    std::vector<qint64> ords;
    {
        Statement st(db, (QStringLiteral("SELECT s.ord, s.number, s.level, s.title, s.category, s.penalty, "
                                         "t.body FROM sections s JOIN texts t ON t.id = s.text_id "
                                         "WHERE s.edition_id = ?1 ")
                          + condition + QStringLiteral(" ORDER BY s.ord"))
                             .toUtf8()
                             .constData());
        st.bind(1, editionId);
        if (!condition.isEmpty())
            st.bind(2, argument);
        while (st.step()) {
            ords.push_back(st.int64(0));
            SectionEntry e;
            e.number = st.text(1);
            e.level = st.integer(2);
            e.title = st.text(3);
            e.category = st.text(4);
            e.penalty = st.text(5);
            e.text = st.text(6);
            out.push_back(std::move(e));
        }
    }
    Statement parts(db, "SELECT p.label, t.body FROM section_parts p JOIN texts t ON t.id = p.text_id "
                        "WHERE p.edition_id = ?1 AND p.section_ord = ?2 ORDER BY p.ord");
    for (size_t i = 0; i < out.size(); ++i) {
        parts.bind(1, editionId).bind(2, ords[i]);
        while (parts.step())
            out[i].parts.push_back({parts.text(0), parts.text(1)});
        parts.reset();
    }
    return out;
}

} // namespace

std::vector<SectionEntry> storedSections(Database &db, qint64 editionId)
{
    return readSections(db, editionId, QString(), QString());
}

std::vector<SectionEntry> RulesStore::sections(const EditionInfo &edition)
{
    return readSections(*m_db, edition.id, QString(), QString());
}

std::optional<SectionEntry> RulesStore::section(const EditionInfo &edition, const QString &numberOrTitle)
{
    const QString number = sectionNumberTyped(numberOrTitle);
    if (!number.isEmpty()) {
        auto found = readSections(*m_db, edition.id, QStringLiteral("AND s.number = ?2 COLLATE NOCASE"), number);
        if (!found.empty())
            return std::move(found.front());
    }
    auto titled = readSections(*m_db, edition.id, QStringLiteral("AND s.title = ?2 COLLATE NOCASE"),
                               numberOrTitle.simplified());
    if (!titled.empty())
        return std::move(titled.front());
    return std::nullopt;
}

} // namespace rulesdb
