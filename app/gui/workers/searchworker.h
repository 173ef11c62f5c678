#pragma once
// Searches run on a thread of their own, with a database connection that stays open between
// them, so that typing never waits on a query over every edition. Only the newest request
// counts: one asked for while another runs supersedes it, and a request overtaken before
// it starts is never run.

#include "rulesstore.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace gui {

// What a search reads: the CR's text (RulesStore::search, or searchNamingCards when the
// question names cards), the CR's text with the policy documents' best answers beside it
// when the question is theirs (libraryAnswersBeside), the policy documents'
// (searchSections), the whole library with the cards (searchLibrary, searchCards) or the
// cards alone.
enum class SearchOver { Rules, RulesBesideLibrary, Policy, Library, Cards };

struct SearchAnswer {
    QString query;
    std::vector<rulesdb::SearchHit> hits;
    std::vector<rulesdb::SearchHit> library; // RulesBesideLibrary: the policy documents' answers
    // The rules' search of words in another script than the edition's (Chinese typed while
    // the English rules are read): the edition of their language searched instead, or,
    // when none is held, their language alone.
    std::optional<rulesdb::EditionInfo> searchedInstead;
    QString lettersLanguage;
    QString meant; // when nothing matches: the query corrected, if a correction finds something
    std::vector<rulesdb::SearchHit> cards; // the cards a question to the CR names (cardHit())
    QString error; // the store's error, if the search failed
};

class SearchWorker : public QObject {
    Q_OBJECT
public:
    explicit SearchWorker(const QString &databasePath, QObject *parent = nullptr);
    ~SearchWorker() override; // waits for the search under way, then closes the connection

    void request(const QString &query, const rulesdb::SearchOptions &options, SearchOver over = SearchOver::Rules);
    // Drops what was asked for: no answer comes for it.
    void cancel();
    bool isBusy() const { return m_busy; }

signals:
    // The answer to the newest request, on the owner's thread.
    void answered(const gui::SearchAnswer &answer);

private:
    struct Connection; // the thread's own: opened there on first use

    QThread *m_thread;
    QObject *m_context; // lives on m_thread: requests are queued to it
    std::unique_ptr<Connection> m_connection;
    std::atomic<quint64> m_newest{0}; // the generation of the newest request
    bool m_busy = false;
};

} // namespace gui
