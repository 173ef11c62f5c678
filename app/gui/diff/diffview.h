#pragma once
// What changed between any two editions (of the CR, of a policy document, or two snapshots
// of the cards): two edition pickers, the summary per kind, a
// filter (a rule number prefix or words, and a kind), the list of changes, and the words of
// the change selected, side by side or inline. A window of its own, so that it can stay
// open beside the rules; Enter on a change shows its rule there.
// The diff is computed on a worker thread with its own connection. Choosing another pair
// while one is computed supersedes it: its result is dropped and the newest pair computed
// next, so the pickers can be scrolled through without a queue building up.

#include "lineage/editiondiff.h"

#include <QTimer>
#include <QWidget>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPrinter;
class QProgressBar;
class QStackedWidget;
class QTextBrowser;
class QTextDocument;
class QToolButton;
class QTreeView;

namespace gui {

class DiffModel;
class ScrollLink;
class PrintJob;
class StoreTask;

class DiffView : public QWidget {
    Q_OBJECT
public:
    explicit DiffView(QString databasePath, QWidget *parent = nullptr);
    ~DiffView() override; // waits for a diff being computed

    // The editions to choose from, oldest first as the store lists them. The pair chosen
    // stays chosen when both editions are still there.
    void setEditions(std::vector<rulesdb::EditionInfo> editions);
    // Chooses the two editions and computes their diff at once.
    void compare(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to);
    // Selects the change of this rule of this edition (the older one's numbers are the old
    // ones), now or once the diff being computed is there; where the rule did not change,
    // the selection stays.
    void selectRule(qint64 editionId, const QString &number);
    // True from a change of editions until its diff (or the reason it failed) is shown.
    bool isBusy() const;
    // The diff shown; nullptr while there is none.
    const rulesdb::EditionDiff *diff() const { return m_diff.get(); }
    void setSideBySide(bool on);
    bool isSideBySide() const;
    // The changes listed (as filtered) as a report to print; nullptr when no diff is shown.
    std::unique_ptr<QTextDocument> report() const;
    QString reportTitle() const;
    // Writes the report to a PDF file in the background; reportPrinted() says how it went.
    // False (and a word why) when there is no diff, the file cannot be written or a
    // report is being printed.
    bool saveReportAsPdf(const QString &file);
    bool isPrinting() const;

signals:
    // A change was activated: show this rule of this edition.
    void ruleRequested(const rulesdb::EditionInfo &edition, const QString &number);
    // A diff, or the reason there is none, is on screen.
    void ready();
    // A report was printed or saved; `error` is empty when it was.
    void reportPrinted(const QString &error);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The list and the words are coloured from the theme in use: once shown (a style sheet
    // reaches the palette when the widgets are polished) and whenever it changes.
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildActions();
    std::optional<rulesdb::EditionInfo> picked(const QComboBox *box) const;
    void pick(QComboBox *box, qint64 editionId);
    void editionsPicked();
    // The second picker offers only editions in the language of the first: rules are paired
    // by their words, so editions of two languages would differ in every rule. The one
    // chosen there follows the first into its language (the same date where it has one).
    void keepOneLanguage();
    void startNext();
    void taskFinished(const std::shared_ptr<rulesdb::EditionDiff> &result);
    // What a diff's entries are: the CR's rules, a policy document's sections, or cards.
    enum class Items { Rules, Sections, Cards };
    static Items itemsOf(const rulesdb::EditionInfo &edition);
    // What the keys do here, said of rules, sections or cards.
    static QString keysHint(Items items);
    void showDiff(std::shared_ptr<const rulesdb::EditionDiff> diff);
    void showStatus(const QString &message);
    void fillKinds();
    void refilter();
    void showChange(const QModelIndex &index);
    void followTheme();
    void openChange(const QModelIndex &index);
    void print();
    void saveAsPdf();
    bool startPrinting(std::unique_ptr<QPrinter> printer);
    // What chose the changes listed, for the report; empty when nothing is filtered out.
    QString reportNote() const;

    const QString m_databasePath;
    std::vector<rulesdb::EditionInfo> m_editions;
    std::shared_ptr<const rulesdb::EditionDiff> m_diff;
    std::unique_ptr<StoreTask> m_task;
    std::unique_ptr<PrintJob> m_printing;
    bool m_computing = false;
    // The pair asked for while another was computed: computed when that one ends.
    std::optional<std::pair<rulesdb::EditionInfo, rulesdb::EditionInfo>> m_next;
    QTimer m_settle; // a picker scrolled with the arrow keys settles before a diff starts
    std::optional<std::pair<qint64, QString>> m_ruleToSelect; // asked for while the diff was computed

    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_keys = nullptr; // what the keys do, said of rules or of sections
    QLineEdit *m_filter = nullptr;
    QComboBox *m_kind = nullptr;
    QLabel *m_shown = nullptr;
    DiffModel *m_model = nullptr;
    QTreeView *m_list = nullptr;
    QToolButton *m_sideBySide = nullptr;
    QToolButton *m_inline = nullptr;
    QStackedWidget *m_panes = nullptr;
    QTextBrowser *m_old = nullptr;
    QTextBrowser *m_new = nullptr;
    QTextBrowser *m_both = nullptr;
    ScrollLink *m_scrollLink = nullptr; // m_old and m_new scroll together
};

} // namespace gui
