// Search of the MTR, the IPG and JAR. Each holds about a hundred sections, so the newest
// edition of each is read and ranked here by its words (BM25 over fields: the title weighs
// most, then the penalty, then the text and parts), rather than through the CR's index and
// its rule-shaped ranking.
#include "policy/libraryanswers.h"
#include "rulesstore.h"
#include "search/judgewords.h"
#include "storeprivate.h"
#include "text/textfold.h"
#include "text/wordstem.h"

#include <QHash>
#include <algorithm>
#include <cmath>

namespace rulesdb {

namespace {

// The past forms a judge describes a player's action in ("drew an extra card", "saw the
// top card"): English grammar, not vocabulary, which the stems below cannot reach.
QString presentOf(const QString &word)
{
    static const QHash<QString, QString> past = {
        {QStringLiteral("drew"), QStringLiteral("draw")},   {QStringLiteral("drawn"), QStringLiteral("draw")},
        {QStringLiteral("saw"), QStringLiteral("see")},     {QStringLiteral("seen"), QStringLiteral("see")},
        {QStringLiteral("took"), QStringLiteral("take")},   {QStringLiteral("taken"), QStringLiteral("take")},
        {QStringLiteral("forgot"), QStringLiteral("forget")}, {QStringLiteral("forgotten"), QStringLiteral("forget")},
        {QStringLiteral("gave"), QStringLiteral("give")},   {QStringLiteral("given"), QStringLiteral("give")},
        {QStringLiteral("dealt"), QStringLiteral("deal")},  {QStringLiteral("left"), QStringLiteral("leave")},
        {QStringLiteral("chose"), QStringLiteral("choose")}, {QStringLiteral("chosen"), QStringLiteral("choose")},
        {QStringLiteral("made"), QStringLiteral("make")},   {QStringLiteral("told"), QStringLiteral("tell")},
        {QStringLiteral("said"), QStringLiteral("say")},    {QStringLiteral("paid"), QStringLiteral("pay")},
    };
    return past.value(word, word);
}

// Calls f(start, end) for each word of the text: letters and digits, with apostrophes inside.
template <typename F>
void forEachSpan(QStringView text, F &&f)
{
    qsizetype start = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool inWord = c.isLetterOrNumber() || (start >= 0 && isApostrophe(c.unicode()));
        if (inWord && start < 0) {
            start = i;
        } else if (!inWord && start >= 0) {
            f(start, i);
            start = -1;
        }
    }
    if (start >= 0)
        f(start, text.size());
}

// A word in the form its stem gives, folded as the index folds it ("conceding" and
// "concede" alike, "cards" as "card"); empty for a linking word when those are dropped.
QString termOf(QStringView written, bool dropFunctionWords)
{
    QString word = presentOf(singular(foldWord(written)));
    if (word.isEmpty() || (dropFunctionWords && (isFunctionWord(word) || isQuestionWord(word))))
        return {};
    if (const WordStem stem = wordStem(word); !stem.prefix.isEmpty())
        word = stem.prefix;
    return word;
}

// Calls f(start, end, term) for each word of the text as termOf() gives it, linking words
// dropped when asked. With `known`, each word as written is stemmed once: the documents'
// few thousand words recur (a process reading the sections stemmed 60,000 words a search).
template <typename F>
void forEachTerm(QStringView text, bool dropFunctionWords, F &&f, QHash<QStringView, QString> *known = nullptr)
{
    forEachSpan(text, [&](qsizetype start, qsizetype end) {
        const QStringView written = text.mid(start, end - start);
        QString word;
        if (known) {
            auto it = known->find(written);
            if (it == known->end())
                it = known->insert(written, termOf(written, dropFunctionWords));
            word = *it;
        } else {
            word = termOf(written, dropFunctionWords);
        }
        if (!word.isEmpty())
            f(start, end, std::move(word));
    });
}

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

// Where a section's words are: what they weigh, and whether they make its snippet.
enum class FieldKind { Title, Penalty, Text, Part, Example };

struct Field {
    QString label; // the part's label; empty for the title and text
    QString text;
    FieldKind kind = FieldKind::Text;
    QHash<QString, int> counts; // each word's occurrences
    int length = 0;             // words
    // Each word where it is, for the snippet: found once with the counts, not again for
    // every search that shows the field.
    struct Word {
        qsizetype start, end;
        QString term;
    };
    std::vector<Word> words;
    bool shown() const { return kind != FieldKind::Title && kind != FieldKind::Penalty; }
};

struct Candidate {
    const EditionInfo *edition;
    const SectionEntry *section;
    const std::vector<Field> *fields;
};

// `known`: the terms of the words read so far (forEachTerm), shared by an edition's fields;
// its keys point into the fields' texts, which outlive it (a moved QString keeps its data).
Field fieldOf(QString label, QString text, FieldKind kind, QHash<QStringView, QString> &known)
{
    Field f{std::move(label), std::move(text), kind, {}, 0, {}};
    forEachTerm(
        f.text, false,
        [&f](qsizetype start, qsizetype end, QString term) {
            ++f.counts[term];
            f.words.push_back({start, end, std::move(term)});
        },
        &known);
    f.length = int(f.words.size());
    return f;
}

} // namespace

struct RulesStore::Private::PolicySections {
    std::vector<SectionEntry> sections;
    std::vector<std::vector<Field>> fields; // per section
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

    // Each edition's sections and their words, read and counted once while the database
    // stays as it is: a search then only weighs them.
    std::vector<std::shared_ptr<const Private::PolicySections>> indexed;
    for (const EditionInfo &e : editions) {
        auto &slot = d->m_policySections[e.id];
        if (!slot) {
            auto built = std::make_shared<Private::PolicySections>();
            built->sections = sections(e);
            QHash<QStringView, QString> known;
            for (const SectionEntry &s : built->sections) {
                std::vector<Field> fields;
                fields.push_back(fieldOf({}, s.title + (s.category.isEmpty() ? QString() : u' ' + s.category),
                                         FieldKind::Title, known));
                if (!s.penalty.isEmpty())
                    fields.push_back(fieldOf({}, s.penalty + QStringLiteral(" penalty infraction"), FieldKind::Penalty, known));
                fields.push_back(fieldOf({}, s.text, FieldKind::Text, known));
                for (const SectionPart &p : s.parts)
                    fields.push_back(fieldOf(p.label, p.text,
                                             p.label.startsWith(QLatin1StringView("Example")) ? FieldKind::Example : FieldKind::Part,
                                             known));
                built->fields.push_back(std::move(fields));
            }
            slot = std::move(built);
        }
        indexed.push_back(slot);
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
        for (size_t i = 0; i < indexed[e]->sections.size(); ++i)
            candidates.push_back({&editions[e], &indexed[e]->sections[i], &indexed[e]->fields[i]});
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
            if (fields[f].shown() && perField[f] > bestField && !fields[f].text.isEmpty()) {
                bestField = perField[f];
                best = &fields[f];
            }
        scored.push_back({i, score, best, std::move(foundTyped)});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.score > b.score; });
    if (int(scored.size()) > options.limit)
        scored.resize(size_t(options.limit));

    std::vector<SearchHit> hits;
    for (const Scored &s : scored) {
        const Candidate &c = candidates[s.index];
        const SectionEntry &section = *c.section;
        SearchHit h;
        h.document = c.edition->document;
        h.edition = c.edition->date;
        h.editions = {c.edition->date};
        h.language = c.edition->language;
        h.number = section.number.isEmpty() ? section.title : section.number;
        h.title = section.title;
        // Words only in the title: the section's first words are its snippet.
        const Field *where = s.best;
        if (!where)
            for (const Field &f : *c.fields)
                if (f.shown() && !f.text.isEmpty()) {
                    where = &f;
                    break;
                }
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
