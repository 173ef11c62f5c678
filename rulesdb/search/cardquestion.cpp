#include "cardquestion.h"

#include "cards/cardrules.h"
#include "cards/cardsearch.h"
#include "cards/cardstore.h"

#include <QRegularExpression>
#include <algorithm>

namespace rulesdb {

namespace {

// Reciprocal rank fusion (Cormack et al., 2009) of the question's own hits with the rules of
// the cards' keywords: a paragraph of a keyword on a card named rises by this share of its
// place. Chosen on the tuning set (bench/judge-questions.tsv), never on the held-out one.
constexpr double kFusionDepth = 8;     // k of 1 / (k + rank)
constexpr double kKeywordWeight = 0.6;
// A question that is nothing but cards ("[[Opt]]") is asked with their Oracle text: enough
// words for what the card does, not a whole saga.
constexpr qsizetype kOracleWords = 24;

QString oracleWords(const StoredCard &card)
{
    static const QRegularExpression notWords(QStringLiteral("[{}\\[\\]\"•—:]+"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QStringList words;
    for (const CardFace &face : card.faces) {
        QString text = withoutReminderText(face.text);
        text.replace(face.name, QStringLiteral("this"));
        text.replace(notWords, QStringLiteral(" "));
        words += text.split(spaces, Qt::SkipEmptyParts);
    }
    return words.mid(0, kOracleWords).join(u' ');
}

// "702.61b" is a paragraph of the keyword rule "702.61", "709.4b" a rule of the section "709.".
bool isUnder(const QString &number, const QString &rule)
{
    return number.startsWith(rule)
           && (number.size() == rule.size() || rule.endsWith(u'.') || !number[rule.size()].isDigit());
}

} // namespace

CardQuestionAnswer searchNamingCards(RulesStore &store, CardStore *cards, const QuestionCards *mentions,
                                     const KeywordRules *keywords, const QString &question,
                                     const SearchOptions &options)
{
    CardQuestionAnswer answer;
    if (cards && mentions && !mentions->empty())
        answer.mentions = mentions->find(question);
    if (answer.mentions.empty()) {
        answer.rules = store.search(question, options);
        return answer;
    }

    QString oracle;
    QStringList keywordRules, keywordTitles;
    for (const QuestionCard &m : answer.mentions) {
        const std::optional<StoredCard> card = cards->card(m.card);
        if (!card)
            continue;
        SearchHit hit = cardHit(*card);
        hit.missing.clear();
        answer.cards.push_back(std::move(hit));
        oracle += u' ' + oracleWords(*card);
        answer.cardRules.push_back(keywords ? keywords->invokedBy(*card) : std::vector<RuleHeadline>{});
        for (const RuleHeadline &rule : answer.cardRules.back()) {
            keywordRules << rule.number;
            if (!keywordTitles.contains(rule.title, Qt::CaseInsensitive))
                keywordTitles << rule.title;
        }
    }

    // The rules are asked what the question asks of the cards: their names are no words of
    // the rules, and would only find the texts that lack them. Tried on the tuning set and
    // not kept: a second search with the cards' Oracle text added to the question (one more
    // first answer of 210, at three to eight times the time a question may take), and rules
    // sharing the Oracle text's words moved up (fewer first answers at every weight tried),
    // the titles of the cards' keywords added to every question (9 first answers of the 26
    // questions naming cards fell to 7): only to one the rules have none of the words of;
    // each card's name replaced by its card types ("is instant a mana ability": 16 of 28 in
    // the first three fell to 14, the types' own sections coming first).
    QString asked = QuestionCards::withoutNames(question, answer.mentions);
    if (asked.isEmpty())
        asked = oracle.trimmed();

    std::vector<SearchHit> hits = store.search(asked, options);
    // Nothing in the rules has the question's own words ("can I respond when Lotus Bloom
    // comes off suspend"): the cards' keywords are what it is about.
    if (hits.empty() && !keywordTitles.isEmpty())
        hits = store.search(asked + u' ' + keywordTitles.join(u' '), options);
    std::vector<std::pair<double, size_t>> order;
    for (size_t rank = 0; rank < hits.size(); ++rank) {
        const bool ofKeyword = std::any_of(keywordRules.begin(), keywordRules.end(),
                                           [&](const QString &rule) { return isUnder(hits[rank].number, rule); });
        order.emplace_back((ofKeyword ? 1 + kKeywordWeight : 1.0) / (kFusionDepth + double(rank + 1)), rank);
    }
    std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[score, rank] : order)
        answer.rules.push_back(hits[rank]);
    return answer;
}

} // namespace rulesdb
