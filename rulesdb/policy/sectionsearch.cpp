// Search of the MTR, the IPG and JAR. Each holds about a hundred sections, so the newest
// edition of each is ranked here by its words (BM25 over fields: the title weighs most,
// then the penalty, then the text and parts), rather than through the CR's index and its
// rule-shaped ranking. The words' counts are read from the index stored at import
// (policy/sectionindex.h): only the rows of the words searched for, and only the sections
// shown are read whole.
#include "policy/libraryanswers.h"
#include "rulesstore.h"
#include "policy/sectionfields.h"
#include "policy/sectionindex.h"
#include "search/judgewords.h"
#include "storeprivate.h"
#include "text/textfold.h"
#include "text/wordstem.h"

#include <QHash>
#include <algorithm>
#include <deque>
#include <cmath>

namespace rulesdb {

namespace {

using sectionwords::Field;
using sectionwords::FieldKind;
using sectionwords::forEachSpan;
using sectionwords::forEachTerm;

// Calls f(word) for each word of the text as typed, folded ("FtMGS": ftmgs).
template <typename F>
void forEachWord(QStringView text, F &&f)
{
    forEachSpan(text, [&](qsizetype start, qsizetype end) { f(foldWord(text.mid(start, end - start))); });
}

QStringList termsOf(QStringView text, bool dropFunctionWords)
{
    QStringList out;
    forEachTerm(text, dropFunctionWords, [&out](qsizetype, qsizetype, QString term) { out << std::move(term); });
    return out;
}

// The words a judge asks about an infraction with.
bool asksAboutAPenalty(const QStringList &terms)
{
    static const QStringList words =
        termsOf(u"penalty penalties infraction warning dq disqualification upgrade downgrade ipg", false);
    return std::any_of(terms.begin(), terms.end(), [](const QString &t) { return words.contains(t); });
}

struct Candidate {
    const EditionInfo *edition;
    int section; // its place in the edition
    const std::vector<Field> *fields;
};

} // namespace

// An edition's sections' fields, their kinds and lengths (policy/sectionindex.h).
struct RulesStore::Private::PolicySections {
    std::vector<std::vector<sectionwords::FieldStat>> fields; // per section
};

namespace {

// The field's paragraph with the most of the words, cut around the first of them when it
// is long, the words marked.
QString snippetOf(const Field &field, const QStringList &terms)
{
    const QString &text = field.text;
    struct Paragraph {
        qsizetype start, end;
        size_t firstWord, endWord;
    };
    std::vector<Paragraph> paragraphs;
    {
        qsizetype from = 0;
        size_t word = 0;
        while (from <= text.size()) {
            qsizetype to = text.indexOf(u'\n', from);
            if (to < 0)
                to = text.size();
            const size_t first = word;
            while (word < field.words.size() && field.words[word].start < to)
                ++word;
            paragraphs.push_back({from, to, first, word});
            from = to + 1;
        }
    }
    const Paragraph *best = nullptr;
    int bestCount = -1;
    for (const Paragraph &p : paragraphs) {
        int count = 0;
        for (const QString &t : terms)
            count += std::any_of(field.words.begin() + qsizetype(p.firstWord), field.words.begin() + qsizetype(p.endWord),
                                 [&t](const Field::Word &w) { return w.term == t; })
                         ? 1
                         : 0;
        if (count > bestCount) {
            best = &p;
            bestCount = count;
        }
    }
    qsizetype from = best->start, to = best->end;
    if (to - from > 240) {
        // Around the first word found.
        qsizetype at = from;
        for (size_t w = best->firstWord; w < best->endWord; ++w)
            if (terms.contains(field.words[w].term)) {
                at = field.words[w].start;
                break;
            }
        from = std::max(best->start, at - 80);
        to = std::min(best->end, from + 220);
    }
    QString out;
    if (from > best->start)
        out += u'\u2026';
    qsizetype written = from;
    for (size_t w = best->firstWord; w < best->endWord; ++w) {
        const Field::Word &word = field.words[w];
        if (word.start < from || word.end > to || !terms.contains(word.term))
            continue;
        out += QStringView(text).mid(written, word.start - written);
        out += kSnippetOpen;
        out += QStringView(text).mid(word.start, word.end - word.start);
        out += kSnippetClose;
        written = word.end;
    }
    out += QStringView(text).mid(written, to - written);
    if (to < best->end)
        out += u'\u2026';
    return out;
}

} // namespace

std::vector<SearchHit> RulesStore::searchSections(const QString &query, std::optional<Document> document,
                                                  const SearchOptions &options)
{
    QStringList terms = termsOf(query, true);
    // "ipg missed trigger": the document's name says where to look, not what to find.
    for (const Document each : {Document::MTR, Document::IPG, Document::JAR})
        if (terms.removeAll(documentName(each)) > 0 && !document)
            document = each;
    terms.removeDuplicates();
    // Shorthand a judge types ("GRV", "DQ", "REL") as the documents spell it out: its words
    // are looked for too, and it is found where they all are. Looked up as typed ("FtMGS"),
    // not as its stem.
    QHash<QString, QStringList> standsFor; // a typed term → the words it stands for
    QStringList spelled;
    forEachWord(query, [&](const QString &typed) {
        const QStringList wordings = spelledOut(typed);
        const QStringList term = termsOf(typed, true);
        if (wordings.isEmpty() || term.isEmpty() || !terms.contains(term.front()))
            return;
        standsFor.insert(term.front(), termsOf(wordings.front(), true));
        for (const QString &wording : wordings)
            spelled << termsOf(wording, true);
    });
    const qsizetype typedCount = terms.size(); // the terms typed come first in `terms`
    // Each term as it was typed: a hit says what it lacks in the reader's words ("damaged"),
    // not as its stem ("damag").
    QHash<QString, QString> typedAs;
    forEachTerm(query, true, [&](qsizetype start, qsizetype end, const QString &term) {
        if (!typedAs.contains(term))
            typedAs.insert(term, query.mid(start, end - start));
    });
    for (const QString &t : std::as_const(spelled))
        if (!terms.contains(t))
            terms << t;
    if (terms.isEmpty())
        return {};
    const bool penaltyQuestion = asksAboutAPenalty(terms);

    d->keepPolicyCachesCurrent();
    std::vector<EditionInfo> editions;
    const QString language = options.language.isEmpty() ? QStringLiteral("en") : options.language;
    for (const Document each : {Document::MTR, Document::IPG, Document::JAR}) {
        if (document && *document != each)
            continue;
        if (options.editionId) {
            for (const EditionInfo &e : this->editions(each))
                if (e.id == *options.editionId)
                    editions.push_back(e);
            continue;
        }
        // The newest edition, asked of the database once while it stays as it is.
        const auto key = std::make_pair(each, language);
        auto newest = d->m_newestPolicyEditions.find(key);
        if (newest == d->m_newestPolicyEditions.end())
            newest = d->m_newestPolicyEditions.emplace(key, edition(QString(), language, each)).first;
        if (newest->second)
            editions.push_back(*newest->second);
    }

    // Each edition's fields as its index stored them (their kinds and lengths, read once
    // while the database stays as it is), with the counts of the words searched for only:
    // a search reads the rows its words name, not every section's words.
    std::vector<std::vector<std::vector<Field>>> indexed; // per edition, per section
    for (const EditionInfo &e : editions) {
        auto &slot = d->m_policySections[e.id];
        if (!slot) {
            auto read = std::make_shared<Private::PolicySections>();
            {
                auto st = d->use("SELECT fields FROM policy_fields WHERE edition_id = ?1");
                st->bind(1, e.id);
                if (st->step())
                    read->fields = sectionwords::decodeFields(st->blob(0));
            }
            slot = std::move(read);
        }
        std::vector<std::vector<Field>> fields(slot->fields.size());
        for (size_t i = 0; i < fields.size(); ++i) {
            fields[i].resize(slot->fields[i].size());
            for (size_t f = 0; f < fields[i].size(); ++f) {
                fields[i][f].kind = slot->fields[i][f].kind;
                fields[i][f].length = slot->fields[i][f].length;
            }
        }
        auto st = d->use("SELECT postings FROM policy_terms WHERE edition_id = ?1 AND term = ?2");
        for (const QString &t : std::as_const(terms)) {
            st->bind(1, e.id).bind(2, t);
            if (st->step())
                for (const sectionwords::Posting &p : sectionwords::decodePostings(st->blob(0)))
                    if (size_t(p.section) < fields.size() && size_t(p.field) < fields[size_t(p.section)].size())
                        fields[size_t(p.section)][size_t(p.field)].counts.insert(t, p.count);
            st->reset();
        }
        indexed.push_back(std::move(fields));
    }
    const auto weightOf = [&](const Field &f) {
        switch (f.kind) {
        case FieldKind::Title: return 4.0;
        case FieldKind::Penalty: return penaltyQuestion ? 2.0 : 0.5;
        case FieldKind::Text: return options.examplesOnly ? 0.0 : 1.0;
        case FieldKind::Part: return options.examplesOnly ? 0.0 : 1.0;
        case FieldKind::Example: return 0.6;
        }
        return 0.0;
    };
    std::vector<Candidate> candidates;
    for (size_t e = 0; e < editions.size(); ++e)
        for (size_t i = 0; i < indexed[e].size(); ++i)
            candidates.push_back({&editions[e], int(i), &indexed[e][i]});
    if (candidates.empty())
        return {};

    // Document frequencies and mean field lengths for BM25.
    QHash<QString, int> df;
    double meanLength = 0;
    int fieldCount = 0;
    for (const Candidate &c : candidates) {
        for (const Field &f : *c.fields) {
            meanLength += double(f.length);
            ++fieldCount;
        }
        for (const QString &t : terms)
            df[t] += std::any_of(c.fields->begin(), c.fields->end(), [&](const Field &f) { return f.counts.contains(t); }) ? 1 : 0;
    }
    meanLength = std::max(1.0, meanLength / std::max(1, fieldCount));
    const double n = double(candidates.size());

    struct Scored {
        size_t index;
        double score;
        const Field *best;
        std::vector<bool> found; // each term typed
    };
    std::vector<Scored> scored;
    for (size_t i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates[i];
        const std::vector<Field> &fields = *c.fields;
        double score = 0;
        int matched = 0;
        std::vector<double> perField(fields.size(), 0);
        const auto has = [&fields](const QString &t) {
            return std::any_of(fields.begin(), fields.end(), [&](const Field &f) { return f.counts.contains(t); });
        };
        // A typed term is there as typed or, for shorthand, as every word it stands for.
        const auto found = [&](const QString &t) {
            const auto it = standsFor.constFind(t);
            return has(t) || (it != standsFor.cend() && std::all_of(it->begin(), it->end(), has));
        };
        std::vector<bool> foundTyped(size_t(typedCount), false);
        for (qsizetype k = 0; k < terms.size(); ++k) {
            const QString &t = terms[k];
            const double idf = std::log(1 + (n - df.value(t) + 0.5) / (df.value(t) + 0.5));
            double termScore = 0;
            for (size_t f = 0; f < fields.size(); ++f) {
                const double tf = double(fields[f].counts.value(t));
                const double weight = weightOf(fields[f]);
                if (tf == 0 || weight == 0)
                    continue;
                const double norm = 0.25 + 0.75 * double(fields[f].length) / meanLength;
                const double s = weight * idf * tf * 2.2 / (tf + 1.2 * norm);
                termScore += s;
                perField[f] += s;
            }
            if (k < typedCount && (termScore > 0 || (standsFor.contains(t) && found(t)))) {
                ++matched;
                foundTyped[size_t(k)] = true;
            }
            score += termScore;
        }
        if (score == 0)
            continue;
        // Every word typed matters: a section with all of them before one with more of a few.
        const double coverage = double(matched) / double(typedCount);
        score *= coverage * coverage;
        // What to show: the text or part that holds most of the words.
        const Field *best = nullptr;
        double bestField = 0;
        for (size_t f = 0; f < fields.size(); ++f)
            if (fields[f].shown() && perField[f] > bestField && fields[f].length > 0) {
                bestField = perField[f];
                best = &fields[f];
            }
        scored.push_back({i, score, best, std::move(foundTyped)});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.score > b.score; });
    if (int(scored.size()) > options.limit)
        scored.resize(size_t(options.limit));

    // A section by its place, with its parts, as sections() reads it.
    const auto sectionAt = [this](qint64 editionId, int ord) -> std::optional<SectionEntry> {
        SectionEntry e;
        {
            auto st = d->use("SELECT s.number, s.level, s.title, s.category, s.penalty, t.body FROM sections s "
                             "JOIN texts t ON t.id = s.text_id WHERE s.edition_id = ?1 AND s.ord = ?2");
            st->bind(1, editionId).bind(2, ord);
            if (!st->step())
                return std::nullopt;
            e.number = st->text(0);
            e.level = st->integer(1);
            e.title = st->text(2);
            e.category = st->text(3);
            e.penalty = st->text(4);
            e.text = st->text(5);
        }
        auto parts = d->use("SELECT p.label, t.body FROM section_parts p JOIN texts t ON t.id = p.text_id "
                            "WHERE p.edition_id = ?1 AND p.section_ord = ?2 ORDER BY p.ord");
        parts->bind(1, editionId).bind(2, ord);
        while (parts->step())
            e.parts.push_back({parts->text(0), parts->text(1)});
        return e;
    };
    std::vector<SearchHit> hits;
    QHash<QStringView, QString> known;   // the terms of the words read, shared by the hits
    std::deque<std::vector<Field>> read; // the hits' fields, which `known` points into
    for (const Scored &s : scored) {
        const Candidate &c = candidates[s.index];
        // The hit's section read, and the words of the field its snippet is cut from: for the
        // few shown, not for every section.
        const std::optional<SectionEntry> found = sectionAt(c.edition->id, c.section);
        if (!found)
            continue;
        const SectionEntry &section = *found;
        SearchHit h;
        h.document = c.edition->document;
        h.edition = c.edition->date;
        h.editions = {c.edition->date};
        h.language = c.edition->language;
        h.number = section.number.isEmpty() ? section.title : section.number;
        h.title = section.title;
        // Words only in the title: the section's first words are its snippet.
        int shown = s.best ? int(s.best - c.fields->data()) : -1;
        if (shown < 0) {
            const std::vector<Field> texts = sectionwords::fieldsOf(section, known, int(c.fields->size()));
            for (size_t f = 0; f < texts.size(); ++f)
                if (texts[f].shown() && !texts[f].text.isEmpty()) {
                    shown = int(f);
                    break;
                }
        }
        // Only the field shown has its words read; the hits' fields stay while `known`
        // points into their texts.
        const std::vector<Field> &fields = read.emplace_back(sectionwords::fieldsOf(section, known, shown));
        const Field *where = shown >= 0 ? &fields[size_t(shown)] : nullptr;
        h.part = where ? where->label : QString();
        h.in = where && where->kind == FieldKind::Example ? TextPlace::Example : TextPlace::RuleText;
        h.snippet = where ? snippetOf(*where, terms) : QString();
        h.score = -s.score;
        for (qsizetype k = 0; k < typedCount; ++k)
            if (!s.found[size_t(k)])
                h.missing << typedAs.value(terms[k], terms[k]);
        hits.push_back(std::move(h));
    }
    return hits;
}

namespace {

// A document named in the question ("ipg missed trigger") is where the answer is.
bool namesAPolicyDocument(const QStringList &terms)
{
    return std::any_of(terms.begin(), terms.end(), [](const QString &t) {
        return t == documentName(Document::MTR) || t == documentName(Document::IPG) || t == documentName(Document::JAR);
    });
}

// Whether the policy documents answer the question before the CR: it names a penalty or a
// document, only a policy section has every word ("marked sleeves"), or every word of the
// best section's title was typed (the question names that section).
bool policyAnswersFirst(const QStringList &terms, const std::vector<SearchHit> &policy, const std::vector<SearchHit> &cr)
{
    if (asksAboutAPenalty(terms) || namesAPolicyDocument(terms))
        return true;
    if (policy.empty() || !policy.front().missing.isEmpty())
        return false;
    if (cr.empty() || !cr.front().missing.isEmpty())
        return true;
    const QStringList title = termsOf(policy.front().title, true);
    return !title.isEmpty() && terms.size() >= 2
           && std::all_of(title.begin(), title.end(), [&](const QString &w) { return terms.contains(w); });
}

} // namespace

std::vector<SearchHit> RulesStore::searchLibrary(const QString &query, const SearchOptions &options)
{
    SearchOptions policyOptions = options;
    policyOptions.editionId.reset(); // an edition given is the CR's
    std::vector<SearchHit> policy = searchSections(query, std::nullopt, policyOptions);
    const QStringList terms = termsOf(query, true);
    // When a policy section has every word, the CR's texts with only some of them are noise
    // after it: the CR is searched for texts with every word only (the wider second search
    // is also what costs most).
    SearchOptions crOptions = options;
    if (!policy.empty() && policy.front().missing.isEmpty())
        crOptions.someWords = false;
    std::vector<SearchHit> cr = namesAPolicyDocument(terms) ? std::vector<SearchHit>{} : search(query, crOptions);
    const bool policyFirst = policyAnswersFirst(terms, policy, cr);
    std::vector<SearchHit> out;
    const auto append = [&](std::vector<SearchHit> &hits) {
        for (SearchHit &h : hits)
            if (int(out.size()) < options.limit)
                out.push_back(std::move(h));
    };
    if (policyFirst) {
        append(policy);
        append(cr);
    } else {
        append(cr);
        append(policy);
    }
    return out;
}

std::vector<SearchHit> libraryAnswersBeside(RulesStore &store, const QString &query, const std::vector<SearchHit> &crHits,
                                            const SearchOptions &options, int count)
{
    const QStringList terms = termsOf(query, true);
    // A word the CR has ("trample") asks nothing of the policy documents unless it is a
    // penalty's or a document's: known without searching them (policyAnswersFirst()).
    if (terms.size() < 2 && !crHits.empty() && crHits.front().missing.isEmpty() && !asksAboutAPenalty(terms)
        && !namesAPolicyDocument(terms))
        return {};
    SearchOptions policyOptions = options;
    policyOptions.editionId.reset(); // an edition given is the CR's
    policyOptions.limit = count;
    policyOptions.examplesOnly = false;
    std::vector<SearchHit> policy = store.searchSections(query, std::nullopt, policyOptions);
    if (!policyAnswersFirst(terms, policy, crHits))
        return {};
    return policy;
}

} // namespace rulesdb
