#pragma once
// The main window: a lookup box always one key away, the rule view with Back/Forward,
// the table of contents beside it and the search panel, over one edition at a time, and
// on request the same rule in another language beside it.

#include "window/navigation.h"
#include "reading/viewpage.h"
#include "settings/bookmarks.h"
#include "window/lookup.h"
#include "settings/preferences.h"
#include "rulesstore.h"
#include "settings/session.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>

class QComboBox;
class QInputDialog;
class QSettings;
class QTimer;
class QDragEnterEvent;
class QDropEvent;
class QDockWidget;
class QTextDocument;
class QLineEdit;
class QStackedWidget;
class QTreeView;

namespace gui {

class DiffView;
class BookmarksPanel;
class CardsDocument;
class ComparePane;
class HistoryPanel;
class ImportDialog;
class RulesUpdateDialog;
class LookupCompleter;
class NoticeBand;
class StoreService;
class StoreTask;
class RuleTreeModel;
class RuleView;
class SearchPanel;

// The small dialog the window asks a line of text with (a bookmark's note, a date), its
// whole title shown.
std::unique_ptr<QInputDialog> textDialog(QWidget *parent, const QString &title, const QString &label, const QString &text);
// A line of text asked for in that dialog; `ok` says whether it was given.
QString askText(QWidget *parent, const QString &title, const QString &label, const QString &text, bool *ok);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Opens the database; on failure the window shows why instead of rules.
    explicit MainWindow(const QString &databasePath, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Selects an edition by date (empty: the one read when none is chosen, see
    // rulesdb::defaultEdition()); false when it is not there.
    bool selectEdition(const QString &date);
    // Chooses the edition in force on a date (YYYY-MM-DD) in the current language (see
    // rulesdb::editionInForce()), and while a policy document is read, its edition in force
    // then too. False (and a word why) when there is none.
    bool selectEditionInForce(const QString &date);
    // Shows what the text names, as the lookup box does; false when it names nothing here.
    bool showRule(const QString &text);
    // Shows a section of a policy document (a number, an appendix, a title; empty: its
    // first) in the edition of that date, else the one that goes with the rules read (see
    // policylookup.h), recorded in Back/Forward; false (and why, in the status line) when
    // there is none.
    bool showSection(rulesdb::Document document, const QString &section, const QString &edition = {});
    // Shows a card by any of its names, as of a snapshot of the cards (a date; empty: the
    // newest), recorded in Back/Forward; false (and why, in the view) when there is none.
    bool showCard(const QString &name, const QString &snapshot = {});
    // Reads another document (the document picker, Ctrl+1 … Ctrl+4): its editions in the
    // edition picker, the one that goes with the rules read chosen; the section shown kept
    // when it is in that edition, else the document's first; for the CR, the rule read last.
    // False (and why, in the status line) when the database holds none of it.
    bool chooseDocument(rulesdb::Document document);
    // The document the pickers show.
    rulesdb::Document document() const { return m_document; }
    // Shows the search panel with these words searched.
    void search(const QString &words);
    // On a first start (nothing shown yet), the edition's first rule rather than an empty
    // pane. False when something was shown already.
    bool showFirstRuleIfNone();
    // Shows the history panel of the rule shown.
    void showHistoryPanel();
    // The rule shown with the same rule in `language` beside it (Ctrl+Shift+L); false when no
    // edition of the date shown is in that language.
    bool showBeside(const QString &language);
    // Bookmarks the place shown in the edition shown, with a note (again: edits the note).
    bool bookmarkCurrent(const QString &note);
    // Shows the bookmark's place in its edition; false when that edition is gone.
    bool openBookmark(int index);
    const std::vector<Bookmark> &bookmarks() const { return m_bookmarks; }
    // Text size at once, language from the next start; kept in the settings.
    void applyPreferences(const Preferences &preferences);
    // The place shown (kept across editions even where it is absent).
    std::optional<Target> current() const { return m_navigation.current(); }
    void goBack();
    void goForward();
    // "CR 702.33a (effective 2024-07-30): text" for the place shown; empty for none.
    QString citation() const { return m_citation; }
    // The session to keep (window, edition, places, zoom), and putting one back.
    Session session() const;
    void restoreSession(const Session &session);
    // Restores the session kept in these settings now, and saves it there on close.
    void rememberSessionIn(QSettings *settings);

    // Opens the import dialog (one at a time) with these files listed; the editions it
    // stores appear in the edition picker, the newest of them chosen.
    ImportDialog *openImportDialog(const QStringList &files = {});
    // Check for new rules: opens (or raises) its dialog.
    RulesUpdateDialog *openRulesUpdate();
    // Opens the diff view (one window, kept between uses) on two editions by date, in the
    // language shown when a date has several. Without dates: on the edition before the one
    // shown and that one, unless the edition shown is the one the view was last opened on
    // or showed a rule of (then the pair chosen there stays). The change of the rule shown
    // is selected, if it changed. nullptr when a date names no edition here. While a
    // policy document is read: its editions, section by section, the same way; while a card
    // is, the snapshots of the cards, card by card (the card read selected). Dates given
    // choose the document: the one read when both are editions of it, else the one whose
    // editions they are, read in the window from then on.
    DiffView *openDiffView(const QString &fromDate = {}, const QString &toDate = {});
    // Shows a rule of an edition, choosing the edition first; a section of a policy
    // document's edition in it; a card (by its name) as of a snapshot of the cards.
    bool showRuleIn(const rulesdb::EditionInfo &edition, const QString &number);
    // The rule or glossary entry shown, as a document for paper; nullptr for none.
    std::unique_ptr<QTextDocument> printableRule() const;

protected:
    // Typing anywhere starts a lookup; the mouse's back and forward buttons navigate.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    // Rules files dropped on the window open the import dialog with them.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildActions();
    void reloadEditions();
    // The edition picker was changed: a CR edition read, or another edition of the policy
    // document read.
    void editionChanged();
    // The CR edition read changed (from the picker, or while another document is read).
    void readingChanged();
    void policyEditionChosen();
    // Lists the editions of the document read in the edition picker, without signals.
    void fillEditionBox();
    // The pickers show the document and edition of what is shown, without signals; the
    // contents follow them.
    void showInPickers(const rulesdb::EditionInfo &edition);
    // A section of a policy document in an edition of it (a date): the place to go to, its
    // edition left open when it is the one that goes with the rules read.
    Target sectionTarget(rulesdb::Document document, const QString &key, const QString &date);
    // The document whose editions include both dates: the one read when it has them, else
    // the first that does; nullopt for none.
    std::optional<rulesdb::Document> documentDated(const QString &fromDate, const QString &toDate);
    // The diff view, made once.
    void makeDiffView();
    // The diff view over the editions of the document read other than the CR (see
    // openDiffView()): a policy document's, section by section; the cards' snapshots, card
    // by card.
    DiffView *openDocumentDiff(const QString &fromDate, const QString &toDate);
    // Makes a CR edition the one read, whichever document the pickers show.
    void chooseCrEdition(qint64 id);
    // The CR editions in the picker's order: newest first, English first of a date.
    std::vector<const rulesdb::EditionInfo *> crEditionsInOrder() const;
    // The edition the edition picker shows (of whichever document), if any.
    std::optional<rulesdb::EditionInfo> pickedEdition() const;
    void lookUp();
    // Shows the target in the current edition and records it in the history.
    bool navigate(const Target &target);
    // Shows the target in the current edition; false (and a message) when it is absent.
    bool display(const Target &target);
    void updateNavigation();
    // The place (edition, rule, Back/Forward, panels, zoom) changed: kept in the settings
    // shortly, so that a crash does not lose it.
    void placeChanged();
    // The band above the rules: sample excerpts only, or rules no longer in force.
    void updateBand();
    // The history panel follows the rule shown, once the editions are linked.
    void updateHistoryPanel();
    void copyCitation();
    // The title of the printout of the place shown: "CR 702.33a (effective 2024-07-30)".
    QString printTitle() const;
    std::optional<rulesdb::EditionInfo> editionDated(const QString &date, const QString &language = {}) const;
    QString previewOf(const QString &number);
    std::optional<rulesdb::EditionInfo> currentEdition() const;
    // The edition read when none is chosen: of the English rules, else of the newest edition's language.
    const rulesdb::EditionInfo *defaultEdition() const;

    void importFinished(bool stored);
    // New editions arrived (an import, a rules update): list, link and show the newest.
    void editionsAdded(QStringList dates);
    // Shows the list and writes it to the settings.
    void bookmarksChanged();
    // Links consecutive editions in the background, so that following a rule across
    // editions and its history never wait on it.
    void linkEditions();
    // The linking ended: a rule waiting to be followed into another edition is shown, the
    // history panel filled; after a failure the linking is tried again shortly.
    void editionsLinked();
    bool displayFromStore(const Target &target);
    bool displaySection(const Target &target, const rulesdb::EditionInfo &reading);
    // A page another kind of document opened (a card): in the view, its edition in the
    // pickers, its title and citation in the window.
    void showPage(const ShownPage &shown);
    // What the lookup box's text names among the cards, when a card is meant rather than a
    // rule: see showRule().
    std::optional<Target> cardTarget(const QString &typed, const std::optional<Target> &rulesTarget,
                                     const rulesdb::EditionInfo &edition);
    // The view says why nothing is shown; nothing of what was shown before stays (title,
    // citation, the contents' selection, the history panel).
    void showNothing(const QString &message);
    // Runs store work from a slot: a database error becomes a message in the window, never
    // an exception through Qt's event loop. False when the work failed.
    bool guarded(const std::function<void()> &work);
    void reportStoreError(const QString &message);
    // The first rule of the CR edition read, recorded in Back/Forward.
    bool showFirstRule();
    // The current rule's place in the edition just chosen, through renumbering; false
    // (and the reason shown) when it has none there.
    bool followIntoEdition(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to);

    const QString m_databasePath;
    std::unique_ptr<rulesdb::RulesStore> m_store;
    std::shared_ptr<StoreService> m_service; // the database's worker connections (workers/storeservice.h)
    std::unique_ptr<CardsDocument> m_cards; // over m_store
    std::vector<rulesdb::EditionInfo> m_editions; // the CR's
    std::vector<rulesdb::EditionInfo> m_documentEditions; // the policy document's read, when one is
    rulesdb::Document m_document = rulesdb::Document::CR; // the document the pickers show
    qint64 m_reading = 0; // the CR edition read, whichever document is shown
    QHash<QString, QString> m_titles; // section and heading titles of the current edition
    std::optional<rulesdb::EditionInfo> m_shownEdition; // the edition the current place was shown in
    QString m_shownRule; // the number of the rule shown; empty for a glossary entry
    // The policy section shown, and its edition; nullopt when none is.
    std::optional<rulesdb::EditionInfo> m_sectionEdition;
    // The card shown (its whole name; empty for none) and the snapshot the pickers show for
    // it: the history panel follows it.
    QString m_shownCard;
    QString m_shownCardSnapshot;
    rulesdb::SectionEntry m_section;
    std::unique_ptr<StoreTask> m_linking;
    // A rule to follow from one edition into another once the editions are linked.
    struct PendingFollow {
        rulesdb::EditionInfo from, to;
    };
    std::optional<PendingFollow> m_pendingFollow;
    Navigation m_navigation; // the place shown, Back and Forward
    QString m_citation;
    QString m_sectionTitle; // "IPG 2.1 (effective 2024-09-23)": a section's (or card's) printout's title

    QComboBox *m_documentBox = nullptr;
    QAction *m_documentBoxAction = nullptr; // the picker and its label in the toolbar
    QAction *m_documentLabelAction = nullptr;
    QComboBox *m_editionBox = nullptr;
    QLineEdit *m_lookup = nullptr;
    LookupCompleter *m_completer = nullptr;
    RuleView *m_view = nullptr;
    QTreeView *m_tree = nullptr;
    // The contents dock's panels: the edition's table of contents (m_tree), or the one a
    // page of another kind of document names (ShownPage::contents).
    QStackedWidget *m_contents = nullptr;
    RuleTreeModel *m_treeModel = nullptr;
    SearchPanel *m_search = nullptr;
    QDockWidget *m_searchDock = nullptr;
    QDockWidget *m_treeDock = nullptr;
    HistoryPanel *m_historyPanel = nullptr;
    QDockWidget *m_historyDock = nullptr;
    BookmarksPanel *m_bookmarksPanel = nullptr;
    QDockWidget *m_bookmarksDock = nullptr;
    std::vector<Bookmark> m_bookmarks;
    Preferences m_preferences;
    int m_defaultTextSize = 0;
    ComparePane *m_compare = nullptr; // beside m_view
    QAction *m_back = nullptr;
    QAction *m_backToCurrent = nullptr;
    QAction *m_updateAction = nullptr;
    QAction *m_importAction = nullptr;
    NoticeBand *m_band = nullptr;
    QAction *m_forward = nullptr;
    QPointer<ImportDialog> m_importDialog;
    QPointer<RulesUpdateDialog> m_updateDialog;
    std::unique_ptr<DiffView> m_diffView; // a window of its own: no parent to keep it above this one
    qint64 m_diffOpenedOn = -1;           // the edition shown when it was last opened
    bool m_diffSideBySide = true;         // kept for the session until the view exists
    rulesdb::Document m_diffDocument = rulesdb::Document::CR; // whose editions the view lists
    QSettings *m_settings = nullptr;
    QTimer *m_saveSoon = nullptr; // writes the place once a burst of changes is over
};

} // namespace gui
