// A rule number through time: which wording was in force on a date, and since when.
// Editions are snapshots; dated rulings add the day a wording took effect, which can fall
// between two snapshots. A wording keeps its date when an edition renumbers the rule: the
// lineage of the two editions says which number it had before.

#include "lineage/timeline.h"

#include "lineage/editiondiff.h"
#include "lineage/lineage.h"
#include "rulesstore.h"
#include "storeprivate.h"

#include <QHash>
#include <algorithm>

namespace rulesdb {

namespace {

// One edition of the language, and what it has at the number.
struct Appearance {
    EditionInfo edition;
    bool present = false;
    qint64 textId = 0;
    QString examples; // its examples' text ids in order, "" for none
    QString since;    // the stamp, when the source dates the wording
};

// Every edition of the language in date order, with what each has at the number. Two
// queries over all of them, each seeking the number in every edition by primary key (CROSS
// JOIN keeps SQLite from scanning every rule instead): a query per edition cost a read
// transaction each, 2 ms for a hundred editions on every rule shown.
std::vector<Appearance> appearances(Database &db, const QString &language, const RuleNumber &number)
{
    std::vector<Appearance> out;
    QHash<qint64, size_t> at; // edition id → its place in `out`
    for (EditionInfo &e : queryEditions(db, QStringLiteral("WHERE language = ?1 ORDER BY date"), {language})) {
        at.insert(e.id, out.size());
        out.push_back({std::move(e), false, 0, {}, {}});
    }
    const QByteArray key = number.sortKey();
    Statement st(db, "SELECT r.edition_id, r.text_id, r.since FROM editions e "
                     "CROSS JOIN rules r ON r.edition_id = e.id AND r.sort_key = ?2 WHERE e.language = ?1");
    st.bind(1, language).bindBlob(2, key);
    while (st.step()) {
        if (const auto it = at.constFind(st.int64(0)); it != at.cend()) {
            Appearance &a = out[*it];
            a.present = true;
            a.textId = st.int64(1);
            a.since = st.text(2);
        }
    }
    Statement examples(db, "SELECT x.edition_id, x.text_id FROM editions e "
                           "CROSS JOIN examples x ON x.edition_id = e.id AND x.sort_key = ?2 WHERE e.language = ?1 "
                           "ORDER BY x.edition_id, x.ord");
    examples.bind(1, language).bindBlob(2, key);
    while (examples.step())
        if (const auto it = at.constFind(examples.int64(0)); it != at.cend() && out[*it].present)
            out[*it].examples += QString::number(examples.int64(1)) + u' ';
    return out;
}

// The number the rule at `newNumber` of `newer` had in `older`, the whole edition before it,
// when the two have it one to one (moved, or kept): from the stored lineage when this pair
// has been aligned, else aligned here (without storing: this is a read).
QString numberBefore(RulesStore &store, const EditionInfo &older, const EditionInfo &newer, const QString &newNumber)
{
    Database &db = store.database();
    Statement stored(db, "SELECT 1 FROM lineage_pairs WHERE from_edition = ?1 AND to_edition = ?2");
    stored.bind(1, older.id).bind(2, newer.id);
    if (stored.step()) {
        // The unary + keeps SQLite on the index by new number (see history.cpp).
        Statement st(db, "SELECT old_number FROM lineage WHERE to_edition = ?2 AND new_number = ?3 "
                         "AND +from_edition = ?1");
        st.bind(1, older.id).bind(2, newer.id).bind(3, newNumber);
        QStringList olds;
        while (st.step())
            olds << st.text(0);
        // No link: unchanged, so the same number.
        return olds.isEmpty() ? newNumber : olds.size() == 1 ? olds.front() : QString();
    }
    TextsRead texts;
    const std::vector<AlignedRule> a = alignedRules(store, older, &texts), b = alignedRules(store, newer, &texts);
    for (const RuleChange &c : alignRules(a, b)) {
        if (c.older.size() != 1 || c.newer.size() != 1)
            continue;
        if (b[size_t(c.newer.front())].number == newNumber)
            return a[size_t(c.older.front())].number;
    }
    return QString();
}

} // namespace

namespace {

// The words of the texts a walk compares, each folded once (see wordsKey): a rule's
// wordings across a hundred editions are a handful of texts.
class WordsOfTexts {
public:
    explicit WordsOfTexts(Database &db) : m_body(db, "SELECT body FROM texts WHERE id = ?1") {}

    QString of(qint64 textId)
    {
        if (const auto it = m_keys.constFind(textId); it != m_keys.cend())
            return *it;
        m_body.bind(1, textId);
        const QString key = m_body.step() ? wordsKey(m_body.text(0)) : QString();
        m_body.reset();
        m_keys.insert(textId, key);
        return key;
    }
    // An appearance's examples ("12 34 ", ids in order) as their words, one line each.
    QString ofExamples(const QString &ids)
    {
        QString out;
        for (const QStringView id : QStringView(ids).split(u' ', Qt::SkipEmptyParts))
            out += of(id.toLongLong()) + u'\n';
        return out;
    }

private:
    Statement m_body;
    QHash<qint64, QString> m_keys;
};

} // namespace

std::optional<TextSince> RulesStore::textSince(const EditionInfo &edition, const RuleNumber &number)
{
    std::optional<TextSince> own = wordsSince(edition, number);
    if (!own || edition.language == QLatin1StringView("en"))
        return own;
    // A translation: the rule's words are the English edition's of the same date, when the
    // database has it and it has the number.
    const auto english = queryEditions(*m_db, QStringLiteral("WHERE date = ?1 AND language = 'en'"),
                                       {edition.date}, edition.document);
    if (english.empty())
        return own;
    std::optional<TextSince> since = wordsSince(english.front(), number);
    if (!since)
        return own;
    since->translationDate = own->date;
    since->translationSource = own->source;
    return since;
}

std::optional<TextSince> RulesStore::wordsSince(const EditionInfo &edition, const RuleNumber &number)
{
    std::vector<Appearance> all = appearances(*m_db, edition.language, number);
    qsizetype at = -1;
    for (qsizetype i = 0; i < qsizetype(all.size()); ++i)
        if (all[size_t(i)].edition.id == edition.id)
            at = i;
    if (at < 0 || !all[size_t(at)].present)
        return std::nullopt;
    // Words are compared, not texts: quotes, dashes, case and lost apostrophes folded away.
    WordsOfTexts words(*m_db);
    const QString wording = words.of(all[size_t(at)].textId);
    // The examples are part of the wording in force (608.2k's example changed in 2025 while
    // its text did not). An excerpt that carries none says nothing about them.
    QString examples = all[size_t(at)].examples;
    bool examplesKnown = !(isExcerpt(edition) && examples.isEmpty());
    // An excerpt without them has the examples in force before it with these words.
    for (qsizetype j = at - 1; j >= 0 && !examplesKnown; --j) {
        const Appearance &a = all[size_t(j)];
        if (a.present && words.of(a.textId) == wording && !(isExcerpt(a.edition) && a.examples.isEmpty())) {
            examples = a.examples;
            examplesKnown = true;
        }
    }
    const QString exampleWords = words.ofExamples(examples);
    auto sameExamples = [&](const Appearance &a) {
        return !examplesKnown || (isExcerpt(a.edition) && a.examples.isEmpty())
               || words.ofExamples(a.examples) == exampleWords;
    };

    // The run of editions with these words around this one. An excerpt without the
    // number says nothing; a whole edition without it, or other words, ends the run.
    auto sameWording = [&](const Appearance &a) { return a.present && words.of(a.textId) == wording && sameExamples(a); };
    auto endsRun = [&](const Appearance &a) { return a.present ? !sameWording(a) : !isExcerpt(a.edition); };
    std::vector<Appearance> run; // the editions of the run that have the wording
    for (qsizetype j = at + 1; j < qsizetype(all.size()) && !endsRun(all[size_t(j)]); ++j)
        if (sameWording(all[size_t(j)]))
            run.push_back(all[size_t(j)]);
    // Backward, under the number the rule had at each time. Every edition of the language is
    // in `all` whatever the number, so an index names the same edition for every number.
    QString num = number.toString();
    QString numberedSince, previousNumber; // the newest renumbering the words went through
    qsizetype top = at; // the newest edition of this number's part of the run
    qsizetype end = -1; // the edition that ended the run, -1 for none
    for (;;) {
        run.push_back(all[size_t(top)]);
        for (end = top - 1; end >= 0 && !endsRun(all[size_t(end)]); --end)
            if (sameWording(all[size_t(end)]))
                run.push_back(all[size_t(end)]);
        // A whole edition ended it: when the next whole one has the wording and the
        // lineage of the two says the rule had another number before, with these very
        // words, the run goes on under that number.
        if (end < 0 || isExcerpt(all[size_t(end)].edition))
            break;
        qsizetype next = end + 1;
        while (next <= top && isExcerpt(all[size_t(next)].edition))
            ++next;
        if (next > top)
            break;
        const auto before = RuleNumber::parse(numberBefore(*this, all[size_t(end)].edition, all[size_t(next)].edition, num));
        if (!before || before->toString() == num)
            break;
        std::vector<Appearance> there = appearances(*m_db, edition.language, *before);
        if (!sameWording(there[size_t(end)]))
            break;
        if (numberedSince.isEmpty()) {
            numberedSince = all[size_t(next)].edition.date;
            previousNumber = before->toString();
        }
        all = std::move(there);
        num = before->toString();
        top = end;
    }

    // When no older edition has other words or lacks the number, the words may be older
    // than every edition here.
    std::sort(run.begin(), run.end(),
              [](const Appearance &a, const Appearance &b) { return a.edition.date < b.edition.date; });
    TextSince since{run.front().edition.date, end < 0 ? TextSince::EarliestKnown : TextSince::FirstEdition,
                    edition.language, numberedSince, previousNumber, {}, TextSince::FirstEdition};
    // A stamp anywhere in the run dates the wording exactly, if it is not later than an
    // edition that already had it.
    for (const Appearance &a : run)
        if (!a.since.isEmpty() && a.since <= since.date) {
            since.date = a.since;
            since.source = TextSince::Stamp;
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
