// A rule number through time: which wording was in force on a date, and since when.
// Editions are snapshots; dated rulings add the day a wording took effect, which can fall
// between two snapshots.

#include "rulesstore.h"
#include "storeprivate.h"

namespace rulesdb {

namespace {

// One edition of the language, and what it has at the number.
struct Appearance {
    EditionInfo edition;
    bool present = false;
    qint64 textId = 0;
    QString since; // the stamp, when the source dates the wording
};

// Every edition of the language in date order, with what each has at the number. One
// primary-key lookup per edition: a hundred editions take well under a millisecond.
std::vector<Appearance> appearances(Database &db, const QString &language, const RuleNumber &number)
{
    std::vector<Appearance> out;
    for (EditionInfo &e : queryEditions(db, QStringLiteral("WHERE language = ?1 ORDER BY date"), {language}))
        out.push_back({std::move(e), false, 0, {}});
    Statement st(db, "SELECT text_id, since FROM rules WHERE edition_id = ?1 AND sort_key = ?2");
    const QByteArray key = number.sortKey();
    for (Appearance &a : out) {
        st.bind(1, a.edition.id).bindBlob(2, key);
        if (st.step()) {
            a.present = true;
            a.textId = st.int64(0);
            a.since = st.text(1);
        }
        st.reset();
    }
    return out;
}

} // namespace

std::optional<TextSince> RulesStore::textSince(const EditionInfo &edition, const RuleNumber &number)
{
    const std::vector<Appearance> all = appearances(*m_db, edition.language, number);
    qsizetype at = -1;
    for (qsizetype i = 0; i < qsizetype(all.size()); ++i)
        if (all[size_t(i)].edition.id == edition.id)
            at = i;
    if (at < 0 || !all[size_t(at)].present)
        return std::nullopt;
    const qint64 wording = all[size_t(at)].textId;

    // The run of editions with this wording around this one. An excerpt without the
    // number says nothing; a whole edition without it, or another wording, ends the run.
    auto sameWording = [&](const Appearance &a) { return a.present && a.textId == wording; };
    auto endsRun = [&](const Appearance &a) { return a.present ? a.textId != wording : !isExcerpt(a.edition); };
    qsizetype first = at, last = at;
    qsizetype i = at - 1;
    for (; i >= 0 && !endsRun(all[size_t(i)]); --i)
        if (sameWording(all[size_t(i)]))
            first = i;
    const bool nothingOlderSaysOtherwise = i < 0;
    for (qsizetype j = at + 1; j < qsizetype(all.size()) && !endsRun(all[size_t(j)]); ++j)
        if (sameWording(all[size_t(j)]))
            last = j;

    // When no older edition has another wording or lacks the number, the wording may be
    // older than every edition here.
    TextSince since{all[size_t(first)].edition.date,
                    nothingOlderSaysOtherwise ? TextSince::EarliestKnown : TextSince::FirstEdition};
    // A stamp anywhere in the run dates the wording exactly, if it is not later than an
    // edition that already had it.
    for (qsizetype j = first; j <= last; ++j) {
        const Appearance &a = all[size_t(j)];
        if (sameWording(a) && !a.since.isEmpty() && a.since <= since.date)
            since = {a.since, TextSince::Stamp};
    }
    return since;
}

std::optional<RuleDetail> RulesStore::ruleAsOf(const RuleNumber &number, const QString &date,
                                               const QString &language)
{
    const std::vector<Appearance> all = appearances(*m_db, language, number);

    // The newest edition in force on the date that speaks about the number: it has it,
    // or it is whole and lacks it (then the number was not in use).
    const Appearance *base = nullptr;
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        if (it->edition.date > date)
            continue;
        if (it->present || !isExcerpt(it->edition)) {
            base = &*it;
            break;
        }
    }
    // A later page of dated rulings may say a newer wording already applied on the date.
    const Appearance *stamped = nullptr;
    for (const Appearance &a : all) {
        if (a.edition.date <= date || !a.present || a.since.isEmpty() || a.since > date)
            continue;
        if (!stamped || a.since > stamped->since)
            stamped = &a;
    }
    const Appearance *answer = base;
    if (stamped && (!base || stamped->since > base->edition.date))
        answer = stamped;
    if (!answer || !answer->present)
        return std::nullopt;
    return rule(answer->edition, number);
}

} // namespace rulesdb
