// `search`: ranked rules, examples, glossary entries and sections with the words asked for; a
// misspelt keyword answered with the word meant, said so. Cards: searchcards.h.

#include "commands.h"
#include "context.h"
#include "searchcards.h"

#include "output/jsonview.h"
#include "output/sectionview.h"
#include "cards/cardsearch.h"
#include "rulesstore.h"
#include "search/querylanguage.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <utility>

namespace cli::commands {

int runSearch(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption examplesOnly(QStringLiteral("examples-only"),
                                          QStringLiteral("Search examples only."));
    const QCommandLineOption limit(QStringLiteral("limit"), QStringLiteral("Most results."),
                                   QStringLiteral("n"), QStringLiteral("20"));
    parser.addOptions({kEditionOption, kLanguageOption, examplesOnly, limit, kDocumentOption});
    parseCommand(parser, QStringLiteral("search"), args, context);
    const auto document = documentOption(parser, QStringLiteral("search"), true);
    const QString query = joinedPositionals(parser);
    if (query.trimmed().isEmpty())
        throw UsageError{QStringLiteral("search: expected words to search for")};
    bool ok = false;
    const int max = parser.value(limit).toInt(&ok);
    if (!ok || max <= 0)
        throw UsageError{QStringLiteral("search: --limit expects a positive number")};

    if (document == rulesdb::Document::Cards) {
        if (parser.isSet(kEditionOption) || parser.isSet(examplesOnly))
            throw UsageError{QStringLiteral("search --document cards: no --edition or --examples-only; the cards are "
                                            "searched as the newest snapshot of each has them")};
        const auto hits = rulesdb::searchCards(context.store(), query, max);
        if (context.json) {
            QJsonArray list;
            for (const auto &h : hits)
                list.append(cardHitJson(h));
            writeJson(context.out, list);
            return 0;
        }
        if (hits.empty())
            context.out << QStringLiteral("No matches.\n");
        for (const auto &h : hits)
            printCardHit(context.out, h);
        return 0;
    }

    rulesdb::SearchOptions options;
    options.limit = max;
    options.examplesOnly = parser.isSet(examplesOnly);
    const QString editionArg = parser.value(kEditionOption);
    options.language = parser.value(kLanguageOption);
    // Words written in another script ("空牌库") ask for the edition of their language, as
    // in the window: an English edition never has them.
    if (document == rulesdb::Document::CR && !parser.isSet(kLanguageOption) && !parser.isSet(kEditionOption))
        if (const QString letters = rulesdb::languageOfLetters(query); !letters.isEmpty())
            options.language = letters;
    if (!document && parser.isSet(kEditionOption))
        throw UsageError{QStringLiteral("search --document all: give no --edition; each document is searched "
                                        "in its newest edition")};
    if (editionArg == QStringLiteral("all") && document != rulesdb::Document::CR)
        throw UsageError{QStringLiteral("search --edition all: only for the Comprehensive Rules (--document cr)")};
    // The whole library: the CR's newest edition beside the newest of the others.
    if (editionArg != QStringLiteral("all"))
        options.editionId = context.resolveEdition(editionArg, options.language, document.value_or(rulesdb::Document::CR)).id;
    // The cards a question to the CR names (none without cards): listed after the rules.
    rulesdb::CardQuestionAnswer named;
    const auto run = [&](const QString &words) {
        if (!document)
            return rulesdb::libraryWithCards(context.store().searchLibrary(words, options),
                                             rulesdb::searchCards(context.store(), words, max), max);
        if (*document != rulesdb::Document::CR)
            return context.store().searchSections(words, document, options);
        named = searchRules(context, words, options);
        return std::move(named.rules);
    };
    auto hits = run(query);
    // No text with every word, as a misspelt keyword gives: the results of the word meant, said so.
    QString meant;
    if (!rulesdb::foundEveryWord(hits) && document == rulesdb::Document::CR && named.mentions.empty()) {
        meant = context.store().didYouMean(query, options);
        if (!meant.isEmpty())
            hits = run(meant);
    }
    if (context.json) {
        QJsonArray list;
        for (const auto &h : hits) {
            QJsonObject o = h.document == rulesdb::Document::Cards ? cardHitJson(h) : searchHitJson(h);
            if (!meant.isEmpty())
                o.insert(QStringLiteral("did_you_mean"), meant);
            list.append(o);
        }
        appendNamedCards(list, named);
        writeJson(context.out, list);
        return 0;
    }
    if (!meant.isEmpty())
        context.out << QStringLiteral("No matches for %1; did you mean %2? Its matches:\n").arg(query, meant);
    if (hits.empty())
        context.out << QStringLiteral("No matches.\n");
    bool saidPartial = false;
    for (const auto &h : hits) {
        if (h.document == rulesdb::Document::Cards) {
            printCardHit(context.out, h);
            continue;
        }
        if (!h.missing.isEmpty() && !std::exchange(saidPartial, true))
            context.out << (&h == &hits.front() ? QStringLiteral("No rule has every word; rules with some of them:\n")
                                          : QStringLiteral("Rules with some of the words:\n"));
        QString where = h.number;
        if (h.document != rulesdb::Document::CR)
            where = documentShortName(h.document) + u' ' + (h.number == h.title ? h.number : h.number + u' ' + h.title)
                    + (h.part.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(h.part));
        else if (h.in == rulesdb::TextPlace::Example)
            where += QStringLiteral(" (example)");
        else if (h.in == rulesdb::TextPlace::Glossary)
            where += QStringLiteral(" (glossary)");
        QString editions = h.edition;
        if (h.editions.size() > 1)
            editions = QStringLiteral("%1 editions, %2 … %3")
                           .arg(h.editions.size())
                           .arg(*std::min_element(h.editions.begin(), h.editions.end()),
                                *std::max_element(h.editions.begin(), h.editions.end()));
        context.out << where << QStringLiteral("  [") << editions << QStringLiteral("]\n  ")
              << plain(h.snippet) << u'\n';
        if (!h.missing.isEmpty())
            context.out << QStringLiteral("  without: ") << h.missing.join(QStringLiteral(", ")) << u'\n';
    }
    printNamedCards(context.out, named);
    return 0;
}

} // namespace cli::commands
