#include "searchcards.h"

#include "context.h"

#include "cards/questioncards.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "output/jsonview.h"
#include "rulesstore.h"

#include <QJsonArray>
#include <algorithm>

namespace cli::commands {


QJsonObject cardHitJson(const rulesdb::SearchHit &hit)
{
    QJsonObject o = searchHitJson(hit);
    o.insert(QStringLiteral("name"), hit.number);
    o.insert(QStringLiteral("type_line"), hit.typeLine);
    o.insert(QStringLiteral("snapshot"), hit.edition);
    return o;
}

void printCardHit(QTextStream &out, const rulesdb::SearchHit &hit)
{
    out << QStringLiteral("Card %1 — %2  [Oracle text as of %3]\n  ").arg(hit.number, hit.typeLine, hit.edition)
        << plain(hit.snippet).replace(u'\n', QStringLiteral("\n  ")) << u'\n';
    if (!hit.part.isEmpty() && hit.part != QStringLiteral("text") && hit.part != QStringLiteral("name"))
        out << QStringLiteral("  (in its %1)\n").arg(hit.part);
}

rulesdb::CardQuestionAnswer searchRules(Context &context, const QString &question, const rulesdb::SearchOptions &options)
{
    rulesdb::RulesStore &store = context.store();
    rulesdb::CardStore cards(store);
    if (cards.snapshots().empty()) {
        rulesdb::CardQuestionAnswer answer;
        answer.rules = store.search(question, options);
        return answer;
    }
    // The edition searched names the keywords (its 701 and 702) and the words its rules
    // use; over every edition, the newest English one.
    const auto editions = store.editions();
    const rulesdb::EditionInfo *cr = nullptr;
    for (const auto &e : editions)
        if (options.editionId && e.id == *options.editionId)
            cr = &e;
    if (!cr)
        cr = rulesdb::defaultEdition(editions, QStringLiteral("en"));
    const rulesdb::QuestionCards mentions(store, cr);
    // The keywords' rules are read only for a question that names a card: most name none.
    std::optional<rulesdb::KeywordRules> keywords;
    if (cr && !mentions.find(question).empty())
        keywords.emplace(store, *cr);
    return rulesdb::searchNamingCards(store, &cards, &mentions, keywords ? &*keywords : nullptr, question, options);
}

void appendNamedCards(QJsonArray &list, const rulesdb::CardQuestionAnswer &answer)
{
    for (size_t i = 0; i < answer.cards.size(); ++i) {
        QJsonObject o = cardHitJson(answer.cards[i]);
        const auto mention = std::find_if(answer.mentions.begin(), answer.mentions.end(), [&](const auto &m) {
            return m.name == answer.cards[i].number;
        });
        if (mention != answer.mentions.end())
            o.insert(QStringLiteral("typed"), mention->typed);
        QJsonArray rules;
        for (const rulesdb::RuleHeadline &rule : answer.cardRules[i])
            rules.append(QJsonObject{{QStringLiteral("number"), rule.number}, {QStringLiteral("title"), rule.title}});
        o.insert(QStringLiteral("rules"), rules);
        list.append(o);
    }
}

void printNamedCards(QTextStream &out, const rulesdb::CardQuestionAnswer &answer)
{
    if (answer.cards.empty())
        return;
    out << QStringLiteral("Cards in the question:\n");
    for (size_t i = 0; i < answer.cards.size(); ++i) {
        printCardHit(out, answer.cards[i]);
        QStringList rules;
        for (const rulesdb::RuleHeadline &rule : answer.cardRules[i])
            rules << rule.number + u' ' + rule.title;
        if (!rules.isEmpty())
            out << QStringLiteral("  Rules: ") << rules.join(QStringLiteral("; ")) << u'\n';
    }
}

} // namespace cli::commands
