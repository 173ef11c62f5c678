// Card rulings beside the rules. A ruling belongs to a rule when it cites it ("see rule
// 702.19") or, for a keyword ability or action, when it names the keyword: real rulings
// rarely cite numbers ("Trample damage is assigned…"), and keyword names outlive the
// renumberings (Trample was 502.9 before 2009, 702.19 since). Both links are found when
// asked, from the stored references and the full-text index, so they hold for every
// edition, imported before or after the rulings.

#include "rulings/rulings.h"

#include "rulesstore.h"
#include "search/searchquery.h"
#include "storeprivate.h"

#include <QDateTime>
#include <QRegularExpression>
#include <algorithm>

namespace rulesdb {

namespace {

std::vector<RulingSetInfo> querySets(Database &db, const char *whereOrder, const QString &arg = QString())
{
    Statement st(db, (QByteArray("SELECT id, name, source, sha256, ruling_count FROM ruling_sets ") + whereOrder)
                         .constData());
    if (!arg.isNull())
        st.bind(1, arg);
    std::vector<RulingSetInfo> out;
    while (st.step())
        out.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), st.integer(4)});
    return out;
}

} // namespace

AddRulingsResult RulesStore::addRulings(const RulingSet &set)
{
    const QString sha = QString::fromLatin1(set.sha256);
    if (const auto same = querySets(*m_db, "WHERE sha256 = ?1", sha); !same.empty())
        return {AddStatus::AlreadyImported, same.front()};
    Transaction tx(*m_db);
    {
        Statement ins(*m_db, "INSERT INTO ruling_sets(name, source, sha256, imported_at, ruling_count) "
                             "VALUES(?1, ?2, ?3, ?4, ?5)");
        ins.bind(1, set.name).bind(2, set.sourceFile).bind(3, sha)
            .bind(4, QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
            .bind(5, int(set.rulings.size())).run();
    }
    const qint64 setId = m_db->lastInsertRowId();
    Statement ins(*m_db, "INSERT INTO card_rulings(set_id, ord, card, date, text_id) VALUES(?1, ?2, ?3, ?4, ?5)");
    for (size_t i = 0; i < set.rulings.size(); ++i) {
        const CardRuling &r = set.rulings[i];
        ins.bind(1, setId).bind(2, int(i)).bind(3, r.card).bind(4, r.date)
            .bind(5, d->internText(r.text, nullptr)).run();
    }
    tx.commit();
    return {AddStatus::Added, querySets(*m_db, "WHERE id = ?1", QString::number(setId)).front()};
}

std::vector<RulingSetInfo> RulesStore::rulingSets()
{
    return querySets(*m_db, "ORDER BY name");
}

std::vector<RuleRuling> RulesStore::cardRulings(const EditionInfo &edition, const RuleNumber &number)
{
    std::vector<RuleRuling> out;
    QSet<QString> seen; // a ruling that both cites and names the rule is listed once
    auto add = [&](Statement &st, const QString &link) {
        const QString key = st.text(0) + u'\x1f' + st.text(1) + u'\x1f' + st.text(2);
        if (seen.contains(key))
            return;
        seen.insert(key);
        out.push_back({st.text(0), st.text(1), st.text(2), st.text(3), link});
    };

    // Rulings citing the rule or one below it ("702.19" for 702.19c).
    const QString self = number.toString();
    const QByteArray key = number.sortKey();
    {
        auto st = d->use("SELECT c.card, c.date, t.body, s.name, f.target "
                         "FROM refs f JOIN card_rulings c ON c.text_id = f.text_id "
                         "JOIN ruling_sets s ON s.id = c.set_id JOIN texts t ON t.id = c.text_id "
                         "WHERE f.target >= ?1 AND f.target < ?1 || '~' ORDER BY c.date, c.card");
        st->bind(1, self.endsWith(u'.') ? self.chopped(1) : self);
        while (st->step()) {
            const auto target = RuleNumber::parse(st->text(4));
            if (target && target->sortKey().startsWith(key))
                add(*st, QStringLiteral("cites ") + target->toString());
        }
    }

    // The keyword the rule belongs to: the rule (or the ancestor) whose parent heading is
    // "Keyword Abilities" or "Keyword Actions"; its title is the keyword's name.
    QString keyword;
    {
        auto textOf = d->use("SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                             "WHERE r.edition_id = ?1 AND r.sort_key = ?2");
        auto bodyAt = [&](const RuleNumber &n) {
            textOf->bind(1, edition.id).bindBlob(2, n.sortKey());
            const QString body = textOf->step() ? textOf->text(0) : QString();
            textOf->reset();
            return body;
        };
        for (std::optional<RuleNumber> n = number; n && keyword.isEmpty(); n = n->parent()) {
            const auto parent = n->parent();
            if (!parent || parent->kind() != RuleKind::Heading)
                continue;
            if (isKeywordHeading(bodyAt(*parent))) {
                const QString title = bodyAt(*n);
                if (isKeywordName(title))
                    keyword = title.section(u'\n', 0, 0).trimmed();
            }
        }
    }
    if (!keyword.isEmpty()) {
        auto st = d->use("SELECT c.card, c.date, t.body, s.name FROM texts_fts "
                         "JOIN card_rulings c ON c.text_id = texts_fts.rowid "
                         "JOIN ruling_sets s ON s.id = c.set_id JOIN texts t ON t.id = c.text_id "
                         "WHERE texts_fts MATCH ?1 ORDER BY c.date, c.card");
        st->bind(1, ftsString(keyword)); // the name as a phrase, never syntax
        while (st->step())
            add(*st, QStringLiteral("names ") + keyword);
    }
    std::stable_sort(out.begin(), out.end(), [](const RuleRuling &a, const RuleRuling &b) {
        return a.date != b.date ? a.date < b.date : a.card < b.card;
    });
    return out;
}

} // namespace rulesdb
