#include "lineage/editiondiff.h"

#include "lineage/storeddiff.h"
#include "lineage/storedspans.h"

#include "search/ruleswords.h"
#include "sqlite.h"
#include "store/dberror.h"

#include <algorithm>
#include <map>

namespace rulesdb {

namespace {

// How many paragraphs a text makes: a wording may hold line breaks of its own, and they count
// too. (indexOf() finds a break faster than count() looks at each character.)
int paragraphsIn(const QString &text)
{
    int count = 1;
    for (qsizetype at = text.indexOf(u'\n'); at >= 0; at = text.indexOf(u'\n', at + 1))
        ++count;
    return count;
}

// The wording of the rules of one side of a change, one paragraph each, examples labelled.
// Without `paragraphCounts` the paragraphs are not counted.
QString wordingOf(const std::vector<AlignedRule> &rules, const std::vector<int> &indices, const QString &language,
                  QStringList &numbers, std::vector<int> *paragraphCounts)
{
    // One rule without examples, as most changes are: its text, shared rather than copied.
    if (indices.size() == 1 && rules[size_t(indices.front())].examples.isEmpty()) {
        const AlignedRule &r = rules[size_t(indices.front())];
        numbers << r.number;
        if (paragraphCounts)
            paragraphCounts->push_back(paragraphsIn(r.text));
        return r.text;
    }
    const QString &exampleLabel = rulesWords(language).example;
    QString out;
    bool first = true;
    for (const int i : indices) {
        const AlignedRule &r = rules[size_t(i)];
        numbers << r.number;
        if (!first)
            out += u'\n';
        first = false;
        out += r.text;
        for (const QString &e : r.examples) {
            out += u'\n';
            out += exampleLabel;
            out += e;
        }
        if (paragraphCounts) {
            int count = paragraphsIn(r.text);
            for (const QString &e : r.examples)
                count += paragraphsIn(e) + int(exampleLabel.count(u'\n'));
            paragraphCounts->push_back(count);
        }
    }
    return out;
}

// With an excerpt on a side, the alignment leaves out a rule it cannot pair and the excerpt
// says nothing about (it is not added or removed), or reports it added or removed when the
// other side is whole. A rule both sides have at one number is there on both sides: a rule
// rewritten beyond what pairs wordings is a modified rule (wordingChange()), reported as one.
void pairRewrittenRules(std::vector<RuleChange> &changes, const std::vector<AlignedRule> &older,
                        const std::vector<AlignedRule> &newer)
{
    std::vector<bool> pairedOld(older.size()), pairedNew(newer.size());
    for (const RuleChange &c : changes) {
        if (c.older.empty() || c.newer.empty())
            continue; // added or removed: free to pair
        for (const int o : c.older)
            pairedOld[size_t(o)] = true;
        for (const int n : c.newer)
            pairedNew[size_t(n)] = true;
    }
    std::multimap<QString, int> looseOld; // by number; a number can repeat in real files
    for (int o = 0; o < int(older.size()); ++o)
        if (!pairedOld[size_t(o)])
            looseOld.emplace(older[size_t(o)].number, o);
    std::vector<RuleChange> rewritten;
    std::vector<bool> takenOld(older.size()), takenNew(newer.size());
    for (int n = 0; n < int(newer.size()); ++n) {
        if (pairedNew[size_t(n)])
            continue;
        const auto o = looseOld.lower_bound(newer[size_t(n)].number); // the first of a repeated number
        if (o == looseOld.end() || o->first != newer[size_t(n)].number)
            continue;
        const auto words = [](const AlignedRule &r) { return (QStringList{r.text} + r.examples).join(u'\n'); };
        const QString before = words(older[size_t(o->second)]), after = words(newer[size_t(n)]);
        rewritten.push_back({wordingChange(before, after), {o->second}, {n}, wordSimilarity(before, after)});
        takenOld[size_t(o->second)] = takenNew[size_t(n)] = true;
        looseOld.erase(o);
    }
    if (rewritten.empty())
        return;
    std::erase_if(changes, [&](const RuleChange &c) {
        return (c.newer.empty() && takenOld[size_t(c.older.front())]) || (c.older.empty() && takenNew[size_t(c.newer.front())]);
    });
    changes.insert(changes.end(), rewritten.begin(), rewritten.end());
    // In the order alignRules() gives: the newer edition's, then removed rules in the older one's.
    std::stable_sort(changes.begin(), changes.end(), [](const RuleChange &a, const RuleChange &b) {
        const bool an = !a.newer.empty(), bn = !b.newer.empty();
        if (an != bn)
            return an;
        return an ? a.newer.front() < b.newer.front() : a.older.front() < b.older.front();
    });
}

} // namespace

std::vector<AlignedRule> alignedRules(RulesStore &store, const EditionInfo &edition, TextsRead *texts,
                                      std::vector<qint64> *textIds)
{
    // Column `column` holds the text's id, the next one its body: the body is read only for
    // a text not read before (SQLite reads a column's bytes only when asked for them).
    const auto textAt = [texts](Statement &st, int column) {
        if (!texts)
            return st.text(column + 1);
        const qint64 id = st.int64(column);
        if (const auto it = texts->constFind(id); it != texts->cend())
            return *it;
        return *texts->insert(id, st.text(column + 1));
    };
    // The rules and their examples only: an export would also read the glossary and credits.
    // Both queries run in rule order, so each rule's examples are the next ones in line.
    std::vector<std::pair<QByteArray, QString>> examples;
    {
        Statement ex(store.database(), "SELECT x.sort_key, t.id, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                                       "WHERE x.edition_id = ?1 ORDER BY x.sort_key, x.ord");
        ex.bind(1, edition.id);
        while (ex.step())
            examples.emplace_back(ex.blob(0), textAt(ex, 1));
    }
    std::vector<AlignedRule> out;
    out.reserve(size_t(std::max(0, edition.rules)) + 64); // sections and headings besides
    Statement st(store.database(), "SELECT r.sort_key, r.number, t.id, t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                                   "WHERE r.edition_id = ?1 ORDER BY r.sort_key");
    st.bind(1, edition.id);
    size_t next = 0;
    while (st.step()) {
        AlignedRule r{st.text(1), textAt(st, 2), {}};
        const QByteArray key = st.blob(0);
        // Keys of examples whose rule is gone (none in practice) are passed over.
        while (next < examples.size() && examples[next].first < key)
            ++next;
        for (; next < examples.size() && examples[next].first == key; ++next)
            r.examples << examples[next].second;
        out.push_back(std::move(r));
        if (textIds)
            textIds->push_back(st.int64(2));
    }
    return out;
}

QString whyNotComparable(const EditionInfo &from, const EditionInfo &to)
{
    if (from.language == to.language)
        return {};
    return QStringLiteral("%1 (%2) and %3 (%4) are in different languages: a comparison pairs rules by their "
                          "words, so every rule would read as added or removed; compare two editions of one language")
        .arg(from.date, from.language, to.date, to.language);
}

ChangeWordings changeWordings(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                              const RuleChange &change, const QString &olderLanguage, const QString &newerLanguage)
{
    ChangeWordings w;
    w.older = wordingOf(older, change.older, olderLanguage, w.olderNumbers, &w.olderParagraphs);
    w.newer = wordingOf(newer, change.newer, newerLanguage, w.newerNumbers, &w.newerParagraphs);
    return w;
}

std::map<ChangeKind, int> changeSummary(const EditionChanges &changes)
{
    std::map<ChangeKind, int> summary;
    for (int k = int(ChangeKind::Unchanged); k <= int(ChangeKind::Removed); ++k)
        summary[ChangeKind(k)] = 0;
    summary[ChangeKind::Unchanged] = changes.unchanged;
    for (const RuleChange &c : changes.changes)
        ++summary[c.kind];
    return summary;
}

namespace {

// Whether a change's wordings are shown word by word (ChangeWordings::wordDiffed()).
bool wordDiffed(const RuleChange &c, const QString &older, const QString &newer)
{
    return older != newer && !c.older.empty() && !c.newer.empty();
}

// The stored word diff of change i; empty when there is none (then no wordings fit it).
QByteArrayView storedSpansOf(const EditionChanges &changes, size_t i)
{
    return i < changes.storedSpans.size() ? QByteArrayView(changes.storedSpans[i]) : QByteArrayView();
}

std::vector<SpanLength> lengthsOf(const std::vector<DiffSpan> &spans)
{
    std::vector<SpanLength> out;
    out.reserve(spans.size());
    for (const DiffSpan &s : spans)
        out.push_back({s.kind, s.text.size()});
    return out;
}

} // namespace

void forEachChange(const EditionChanges &changes, const std::function<void(const ChangeText &)> &write)
{
    ChangeText t;
    for (size_t i = 0; i < changes.changes.size(); ++i) {
        const RuleChange &c = changes.changes[i];
        if (c.kind == ChangeKind::Unchanged)
            continue;
        t.kind = c.kind;
        t.similarity = c.similarity;
        t.oldNumbers.clear();
        t.newNumbers.clear();
        t.oldText = wordingOf(changes.older, c.older, changes.from.language, t.oldNumbers, nullptr);
        t.newText = wordingOf(changes.newer, c.newer, changes.to.language, t.newNumbers, nullptr);
        if (!wordDiffed(c, t.oldText, t.newText)) {
            t.spans.clear();
        } else if (const QByteArrayView stored = storedSpansOf(changes, i);
                   stored.isEmpty() || !decodeSpanLengths(stored, t.oldText, t.newText, t.spans)) {
            t.spans = lengthsOf(wordDiff(t.oldText, t.newText));
        }
        write(t);
    }
}

EditionDiff diffOfChanges(const EditionChanges &changes)
{
    EditionDiff diff{changes.from, changes.to, changeSummary(changes), {}};
    for (size_t i = 0; i < changes.changes.size(); ++i) {
        const RuleChange &c = changes.changes[i];
        if (c.kind == ChangeKind::Unchanged)
            continue;
        ChangeWordings w = changeWordings(changes.older, changes.newer, c, changes.from.language, changes.to.language);
        DiffEntry e;
        e.kind = c.kind;
        e.similarity = c.similarity;
        if (w.wordDiffed(c)) {
            std::optional<std::vector<DiffSpan>> read;
            if (const QByteArrayView stored = storedSpansOf(changes, i); !stored.isEmpty())
                read = decodeSpans(stored, w.older, w.newer);
            e.spans = read ? std::move(*read) : wordDiff(w.older, w.newer);
        }
        e.oldText = std::move(w.older);
        e.newText = std::move(w.newer);
        e.oldNumbers = std::move(w.olderNumbers);
        e.newNumbers = std::move(w.newerNumbers);
        e.oldParagraphs = std::move(w.olderParagraphs);
        e.newParagraphs = std::move(w.newerParagraphs);
        diff.changes.push_back(std::move(e));
    }
    return diff;
}

EditionChanges editionChanges(RulesStore &store, const EditionInfo &from, const EditionInfo &to, Alignment alignment)
{
    if (const QString why = whyNotComparable(from, to); !why.isEmpty())
        throw DbError(0, why);
    if (alignment == Alignment::StoredWhenLinked)
        if (auto stored = storedChanges(store, from, to))
            return std::move(*stored);
    EditionChanges out{from, to, {}, {}, {}, 0, {}};
    TextsRead texts;
    out.older = alignedRules(store, from, &texts);
    out.newer = alignedRules(store, to, &texts);
    AlignOptions options;
    options.olderIsExcerpt = isExcerpt(from);
    options.newerIsExcerpt = isExcerpt(to);
    out.changes = alignRules(out.older, out.newer, options);
    if (options.olderIsExcerpt || options.newerIsExcerpt)
        pairRewrittenRules(out.changes, out.older, out.newer);
    return out;
}

EditionDiff diffEditions(RulesStore &store, const EditionInfo &from, const EditionInfo &to, Alignment alignment)
{
    return diffOfChanges(editionChanges(store, from, to, alignment));
}

QString changeHeading(const DiffEntry &e)
{
    return changeHeading(e.kind, e.oldNumbers, e.newNumbers);
}

void appendChangeHeading(QString &out, ChangeKind kind, const QStringList &oldNumbers, const QStringList &newNumbers)
{
    const auto join = [&out](const QStringList &list) {
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (i > 0)
                out += u", ";
            out += list[i];
        }
    };
    // A side without rules, when the other has some: a dash.
    const auto numbers = [&out, &join](const QStringList &list) {
        if (list.isEmpty())
            out += u'—';
        else
            join(list);
    };
    if (kind == ChangeKind::Added || (kind != ChangeKind::Removed && oldNumbers == newNumbers)) {
        join(newNumbers);
    } else if (kind == ChangeKind::Removed) {
        join(oldNumbers);
    } else {
        numbers(oldNumbers);
        out += u" → ";
        numbers(newNumbers);
    }
}

QString changeHeading(ChangeKind kind, const QStringList &oldNumbers, const QStringList &newNumbers)
{
    QString out;
    appendChangeHeading(out, kind, oldNumbers, newNumbers);
    return out;
}

} // namespace rulesdb
