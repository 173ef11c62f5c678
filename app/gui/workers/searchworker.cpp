#include "workers/searchworker.h"

#include "cards/cardrules.h"
#include "cards/cardsearch.h"
#include "cards/cardstore.h"
#include "cards/questioncards.h"
#include "policy/libraryanswers.h"
#include "search/cardquestion.h"
#include "search/querylanguage.h"

#include <QThread>
#include <exception>
#include <optional>

namespace gui {

namespace {
// The library's answers listed above the CR's: the few a judge reads before the rules.
constexpr int kLibraryAnswers = 3;
} // namespace

struct SearchWorker::Connection {
    QString path;
    std::optional<rulesdb::RulesStore> store;
    std::optional<rulesdb::CardStore> cards;
    // The card names a question is read for, made once for the edition searched and the
    // snapshots held (an import in the window adds some): read again when they change.
    std::optional<rulesdb::QuestionCards> mentions;
    std::optional<rulesdb::KeywordRules> keywords;
    qint64 mentionsEdition = -1;
    qsizetype mentionsSnapshots = -1;

    rulesdb::CardQuestionAnswer askRules(const QString &query, const rulesdb::SearchOptions &options)
    {
        if (!cards)
            cards.emplace(*store);
        const auto snapshots = cards->snapshots().size();
        if (snapshots == 0) {
            rulesdb::CardQuestionAnswer answer;
            answer.rules = store->search(query, options);
            return answer;
        }
        const auto editions = store->editions();
        const rulesdb::EditionInfo *edition = nullptr;
        for (const auto &e : editions)
            if (options.editionId && e.id == *options.editionId)
                edition = &e;
        if (!edition)
            edition = rulesdb::defaultEdition(editions, options.language.isEmpty() ? QStringLiteral("en") : options.language);
        const qint64 editionId = edition ? edition->id : 0;
        if (!mentions || mentionsEdition != editionId || mentionsSnapshots != qsizetype(snapshots)) {
            mentions.emplace(*store, edition);
            keywords.reset();
            if (edition)
                keywords.emplace(*store, *edition);
            mentionsEdition = editionId;
            mentionsSnapshots = qsizetype(snapshots);
        }
        return rulesdb::searchNamingCards(*store, &*cards, &*mentions, keywords ? &*keywords : nullptr, query, options);
    }
};

SearchWorker::SearchWorker(const QString &databasePath, QObject *parent)
    : QObject(parent), m_thread(new QThread), m_context(new QObject),
      m_connection(std::make_unique<Connection>())
{
    m_connection->path = databasePath;
    m_thread->setObjectName(QStringLiteral("search"));
    m_context->moveToThread(m_thread);
    m_thread->start();
}

SearchWorker::~SearchWorker()
{
    cancel();
    m_thread->quit();
    m_thread->wait();
    // The thread has ended: its connection and context are closed here, used by no one.
    m_connection.reset();
    delete m_context;
    delete m_thread;
}

void SearchWorker::request(const QString &query, const rulesdb::SearchOptions &options, SearchOver over)
{
    const quint64 generation = ++m_newest;
    m_busy = true;
    Connection *connection = m_connection.get();
    QMetaObject::invokeMethod(m_context, [this, connection, generation, query, options, over] {
        if (m_newest != generation)
            return; // overtaken while queued
        SearchAnswer answer;
        answer.query = query;
        try {
            if (!connection->store)
                connection->store.emplace(connection->path);
            switch (over) {
            case SearchOver::Rules:
            case SearchOver::RulesBesideLibrary: {
                rulesdb::SearchOptions asked = options;
                if (const QString letters = rulesdb::languageOfLetters(query); !letters.isEmpty()) {
                    // Words of another script are searched in the edition of their language.
                    std::optional<rulesdb::EditionInfo> reading;
                    for (const rulesdb::EditionInfo &e : connection->store->editions())
                        if (options.editionId ? e.id == *options.editionId : e.language == options.language)
                            reading = e;
                    if (reading && reading->language != letters) {
                        answer.lettersLanguage = letters;
                        answer.searchedInstead = rulesdb::editionForLettersOf(*connection->store, query, *reading);
                        if (answer.searchedInstead && options.editionId)
                            asked.editionId = answer.searchedInstead->id;
                        asked.language = letters;
                    }
                }
                rulesdb::CardQuestionAnswer named = connection->askRules(query, asked);
                answer.hits = std::move(named.rules);
                answer.cards = std::move(named.cards);
                if (over == SearchOver::RulesBesideLibrary && m_newest == generation)
                    answer.library = rulesdb::libraryAnswersBeside(*connection->store, query, answer.hits, options, kLibraryAnswers);
                // The correction of a misspelt keyword is the CR's, as the command line offers it.
                if (answer.cards.empty() && !rulesdb::foundEveryWord(answer.hits) && answer.library.empty()
                    && m_newest == generation)
                    answer.meant = connection->store->didYouMean(query, asked);
                break;
            }
            case SearchOver::Policy:
                answer.hits = connection->store->searchSections(query, std::nullopt, options);
                break;
            case SearchOver::Library:
                answer.hits = rulesdb::libraryWithCards(connection->store->searchLibrary(query, options),
                                                        rulesdb::searchCards(*connection->store, query, options.limit),
                                                        options.limit);
                break;
            case SearchOver::Cards:
                answer.hits = rulesdb::searchCards(*connection->store, query, options.limit);
                break;
            }
        } catch (const std::exception &e) {
            answer.error = QString::fromUtf8(e.what());
        }
        // Back on the owner's thread; `this` outlives this thread (the destructor waits for it),
        // and an answer still queued when it goes is dropped with it.
        QMetaObject::invokeMethod(this, [this, generation, answer = std::move(answer)] {
            if (m_newest != generation)
                return; // superseded while it ran
            m_busy = false;
            emit answered(answer);
        });
    });
}

void SearchWorker::cancel()
{
    ++m_newest;
    m_busy = false;
}

} // namespace gui
