// The sections of a policy document across its editions: the CR's alignment (lineage.h)
// pairs them by their wording, title included, so a section keeps its history when it is
// renumbered. Documents have a few dozen sections and editions, so pairs are aligned when
// asked rather than stored.
#include "lineage/editiondiff.h"
#include "lineage/lineage.h"
#include "policy/sectionwording.h"
#include "rulesstore.h"
#include "storeprivate.h"
#include "text/worddiff.h"

#include <algorithm>

namespace rulesdb {

QString sectionWording(const SectionEntry &s)
{
    QString out = s.title;
    if (!s.penalty.isEmpty())
        out += QStringLiteral(" [") + s.penalty + u']';
    if (!s.text.isEmpty())
        out += u'\n' + s.text;
    for (const SectionPart &p : s.parts)
        out += u'\n' + p.label + QStringLiteral(": ") + p.text;
    return out;
}

namespace {

QString nameOf(const SectionEntry &s)
{
    return s.number.isEmpty() ? s.title : s.number;
}

std::vector<AlignedRule> aligned(const std::vector<SectionEntry> &sections)
{
    std::vector<AlignedRule> out;
    out.reserve(sections.size());
    for (const SectionEntry &s : sections)
        out.push_back({nameOf(s), sectionWording(s), {}});
    return out;
}

AlignOptions optionsFor(const EditionInfo &older, const EditionInfo &newer)
{
    AlignOptions options;
    options.olderIsExcerpt = isExcerpt(older);
    options.newerIsExcerpt = isExcerpt(newer);
    return options;
}

} // namespace

std::vector<SectionChange> RulesStore::sectionDiff(const EditionInfo &older, const EditionInfo &newer)
{
    if (const QString why = whyNotComparable(older, newer); !why.isEmpty())
        throw DbError(0, why);
    const auto before = sections(older), after = sections(newer);
    std::vector<SectionChange> out;
    for (const RuleChange &c : alignRules(aligned(before), aligned(after), optionsFor(older, newer))) {
        SectionChange change;
        change.kind = c.kind;
        for (const int o : c.older)
            change.older << nameOf(before[size_t(o)]);
        for (const int n : c.newer)
            change.newer << nameOf(after[size_t(n)]);
        change.title = !c.newer.empty() ? after[size_t(c.newer.front())].title : before[size_t(c.older.front())].title;
        change.similarity = c.similarity;
        if (c.kind != ChangeKind::Unchanged) {
            // Sections split or merged are compared as their wordings joined, as the CR's rules are.
            QStringList olderWording, newerWording;
            for (const int o : c.older)
                olderWording << sectionWording(before[size_t(o)]);
            for (const int n : c.newer)
                newerWording << sectionWording(after[size_t(n)]);
            change.spans = withoutSpaceChanges(wordDiff(olderWording.join(u'\n'), newerWording.join(u'\n')));
            if (c.older.size() == 1 && c.newer.size() == 1)
                change.diff = renderPlainDiff(change.spans);
        }
        out.push_back(std::move(change));
    }
    return out;
}

std::optional<TextSince> RulesStore::sectionSince(const EditionInfo &edition, const SectionEntry &section)
{
    const std::vector<HistoryEntry> steps = sectionHistory(edition, section);
    TextSince since;
    since.language = edition.language;
    // Newest first, from the edition asked about: the first step that changed words.
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
        if (it->edition > edition.date)
            continue;
        if (it->change == ChangeKind::Typography)
            continue;
        if (it->change == ChangeKind::Moved) {
            if (since.previousNumber.isEmpty()) {
                since.numberedSince = it->edition;
                since.previousNumber = it->previousNumber;
            }
            continue;
        }
        since.date = it->edition;
        since.source = it->change == ChangeKind::FirstSeen ? TextSince::EarliestKnown : TextSince::FirstEdition;
        return since;
    }
    return std::nullopt;
}

std::vector<HistoryEntry> RulesStore::sectionHistory(const EditionInfo &edition, const SectionEntry &section)
{
    if (edition.document == Document::CR)
        return {};
    // The whole editions of the document, and the one asked about even if it is not whole.
    std::vector<EditionInfo> chain;
    for (const EditionInfo &e : editions(edition.document))
        if (e.language == edition.language && (!isExcerpt(e) || e.id == edition.id))
            chain.push_back(e);
    const auto at = std::find_if(chain.begin(), chain.end(), [&](const EditionInfo &e) { return e.id == edition.id; });
    if (at == chain.end())
        return {};
    const size_t here = size_t(at - chain.begin());
    std::vector<std::vector<SectionEntry>> contents(chain.size());
    const auto contentsOf = [&](size_t i) -> const std::vector<SectionEntry> & {
        if (contents[i].empty())
            contents[i] = sections(chain[i]);
        return contents[i];
    };
    const auto indexIn = [&](size_t i, const QString &name) {
        const auto &all = contentsOf(i);
        for (size_t k = 0; k < all.size(); ++k)
            if (nameOf(all[k]) == name)
                return int(k);
        return -1;
    };
    const int start = indexIn(here, nameOf(section));
    if (start < 0)
        return {};

    const auto entryFor = [&](size_t i, int index, ChangeKind kind, const QString &previous, const QString &before) {
        const SectionEntry &s = contentsOf(i)[size_t(index)];
        HistoryEntry h;
        h.edition = chain[i].date;
        h.number = nameOf(s);
        h.change = kind;
        h.text = sectionWording(s);
        if (!previous.isEmpty() && previous != h.number)
            h.previousNumber = previous;
        if (!before.isEmpty() && before != h.text)
            h.diff = renderPlainDiff(withoutSpaceChanges(wordDiff(before, h.text)));
        return h;
    };

    // Back from the edition asked about, to where the section first appears.
    std::vector<HistoryEntry> backward;
    int index = start;
    size_t i = here;
    for (; i > 0; --i) {
        const auto changes = alignRules(aligned(contentsOf(i - 1)), aligned(contentsOf(i)), optionsFor(chain[i - 1], chain[i]));
        const auto c = std::find_if(changes.begin(), changes.end(), [&](const RuleChange &r) {
            return std::find(r.newer.begin(), r.newer.end(), index) != r.newer.end();
        });
        if (c == changes.end() || c->older.empty())
            break; // added here
        const int olderIndex = c->older.front();
        if (c->kind != ChangeKind::Unchanged)
            backward.push_back(entryFor(i, index, c->kind, nameOf(contentsOf(i - 1)[size_t(olderIndex)]),
                                        sectionWording(contentsOf(i - 1)[size_t(olderIndex)])));
        index = olderIndex;
    }
    std::vector<HistoryEntry> out;
    out.push_back(entryFor(i, index, i == 0 ? ChangeKind::FirstSeen : ChangeKind::Added, QString(), QString()));
    out.insert(out.end(), backward.rbegin(), backward.rend());

    // Forward from it, to the newest edition or its removal.
    index = start;
    for (size_t k = here; k + 1 < chain.size(); ++k) {
        const auto changes = alignRules(aligned(contentsOf(k)), aligned(contentsOf(k + 1)), optionsFor(chain[k], chain[k + 1]));
        const auto c = std::find_if(changes.begin(), changes.end(), [&](const RuleChange &r) {
            return std::find(r.older.begin(), r.older.end(), index) != r.older.end();
        });
        if (c == changes.end())
            break; // left out of an excerpt: unknown from here
        const SectionEntry &was = contentsOf(k)[size_t(index)];
        if (c->newer.empty()) {
            HistoryEntry removed;
            removed.edition = chain[k + 1].date;
            removed.number = nameOf(was);
            removed.change = ChangeKind::Removed;
            out.push_back(removed);
            break;
        }
        const int newerIndex = c->newer.front();
        if (c->kind != ChangeKind::Unchanged)
            out.push_back(entryFor(k + 1, newerIndex, c->kind, nameOf(was), sectionWording(was)));
        index = newerIndex;
    }
    return out;
}

} // namespace rulesdb
