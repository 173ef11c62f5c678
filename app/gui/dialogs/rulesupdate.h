#pragma once
// "Check for new rules": the official rules page is read for its link to the current text
// (importers::newestRulesTextLink) and to the PDFs of the tournament-policy documents, the
// MTR, the IPG and JAR (importers::policyDocumentLinks); each is downloaded and those whose
// edition the database does not have yet are imported, together in one transaction. The
// network is asynchronous on the UI thread; reading the downloaded files and asking the
// database for their editions run on a thread (StoreTask), and the import on its own as
// every import does. Cancel stops any of them, and an import stopped before its commit
// leaves the database as it was; a file that cannot be read fails the check, nothing
// imported.
//
// Card files come the same way: a page that lists them (MTGJSON's downloads, Scryfall's
// bulk data) gives its file with every card (importers::cardFileLink), or the address
// given is a card file itself (importers::namesCardFile: a set file, AllPrintings.json.xz,
// a Scryfall bulk file …). It is saved as it arrives, never held whole in memory, and
// imported as a snapshot of the cards through the card importers, in the same transaction
// as the rules found beside it; a damaged or truncated file fails the check, nothing
// imported.

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

class QFile;
class QNetworkAccessManager;
class QNetworkReply;

namespace gui {

class ImportJob;
class StoreTask;

// Where the official rules are published; the user may point the check elsewhere.
QUrl defaultRulesPage();

class RulesUpdate : public QObject {
    Q_OBJECT
public:
    enum class Outcome { Running, Imported, UpToDate, Failed, Cancelled };

    explicit RulesUpdate(QString databasePath, QObject *parent = nullptr);
    ~RulesUpdate() override;

    void start(const QUrl &rulesPage);
    void cancel();
    bool isRunning() const { return m_outcome == Outcome::Running; }

    // Valid after finished(): what happened, said for a person, and the edition (date) of
    // the rules imported or found already there (empty when the page linked only policy
    // documents).
    Outcome outcome() const { return m_outcome; }
    QString message() const { return m_message; }
    QString edition() const { return m_edition; }

signals:
    // What is going on; `total` is -1 while unknown (a page, or a download of unknown size).
    void progressed(const QString &what, qint64 done, qint64 total);
    void finished();

private:
    void get(const QUrl &url, void (RulesUpdate::*arrived)());
    void pageArrived();
    void downloadNext();
    void fileArrived();
    void checkDownloads();
    void checked(const QStringList &paths);
    void importFinished();
    void finish(Outcome outcome, const QString &message, const QString &edition = QString());
    QString whyFailed(QNetworkReply *reply) const;

    const QString m_databasePath;
    std::unique_ptr<QNetworkAccessManager> m_network;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<StoreTask> m_check; // the download read, its edition looked for
    std::unique_ptr<ImportJob> m_import;
    std::unique_ptr<QTemporaryDir> m_downloads;
    QUrl m_page;
    QList<QUrl> m_queue;   // the files still to download, in order: the rules' text first
    QStringList m_files;   // the files downloaded, as saved
    QList<QUrl> m_cardFiles; // the links that are card files
    std::unique_ptr<QFile> m_file; // the download arriving, written as it comes
    // The day a card file was published, for a file that states none (Scryfall's): from its
    // name ("oracle-cards-20251101090000.json"), else the server's Last-Modified, else today.
    QString m_cardDate;
    QStringList m_upToDate; // what the database has already, said for a person
    bool m_tooBig = false; // the reply was stopped for its size
    Outcome m_outcome = Outcome::Cancelled; // nothing started: not running
    QString m_message;
    QString m_edition;
};

} // namespace gui
