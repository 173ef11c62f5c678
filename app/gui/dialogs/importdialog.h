#pragma once
// The import dialog: files picked (several at once for the pages of a book) or dropped on
// the window, each shown with the shape recognised from its content, its date and what
// it holds; date, language and flags editable before anything is written; then a
// progress bar with Cancel, and a report of what was stored and every warning.

#include "importer.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QMimeData;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace gui {

class FilePreviewer;
class ImportJob;

// The local files a drag carries; empty unless it carries only files.
QStringList localFilesIn(const QMimeData *data);

class ImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportDialog(QString databasePath, QWidget *parent = nullptr);
    ~ImportDialog() override;

    // Adds files to the list and reads what they hold in the background.
    void addFiles(const QStringList &paths);
    // Starts the import when the files allow it; false (and the reason shown) when not.
    bool startImport();
    // Stops a running import before it commits; the database stays as it was. Safe from
    // any thread (a test cancels from the import's own progress report).
    void cancelImport();
    bool isImporting() const;

    // The report once the import is over (plain text, as shown).
    QString report() const;
    // The editions the import added (of the CR or of a policy document), in the order of
    // the files.
    const std::vector<rulesdb::EditionInfo> &importedEditions() const { return m_imported; }
    // The editions already in the database: a file of the same date and language is shown
    // as a clash before Import, with the way to replace it.
    void setExistingEditions(std::vector<rulesdb::EditionInfo> editions);

signals:
    // From the import's thread, between its steps (tests cancel from here).
    void progressed(int done, int total);
    // The import is over: stored is whether it was (all of it: one transaction).
    void importFinished(bool stored);

protected:
    void reject() override; // Escape or Close: cancels a running import first
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void chooseFiles();
    void chooseFolder();
    // The document chosen for files that name none; nullopt: as each file names it.
    std::optional<rulesdb::Document> chosenDocument() const;
    void removeSelected();
    void previewAll();
    void showPreview(int index, const importers::FilePreview &preview);
    void updateState();
    // Whether the date typed is for this row even if its file states one: the user chose
    // the row (selected it; the pages of a book are one edition, chosen together).
    bool dateChosenFor(int row) const;
    // The date a row's edition will have: the one typed when chosen for it, else the one
    // its file states, else the one typed.
    QString dateOf(int row) const;
    // The edition already here that the row would clash with, if any.
    const rulesdb::EditionInfo *clashOf(int row) const;
    importers::ImportOptions options() const;
    // The options of the import: the date typed goes to the files that state none and to
    // the rows it was chosen for; one import, one transaction.
    importers::ImportOptions importOptions() const;
    QString whyNotReady() const;
    // What replacing the editions here would lose: a whole edition replaced by a file read
    // as partial, incomplete or lossy (importers/replacement.h), one paragraph per edition.
    QStringList replacementLosses() const;
    // Asks before such a replacement, naming each edition and what goes; false to stop.
    bool confirmLosses(const QStringList &losses);
    void finishImport();

    const QString m_databasePath;
    QStringList m_files;
    std::vector<std::optional<importers::FilePreview>> m_previews;
    std::unique_ptr<FilePreviewer> m_previewer;
    std::unique_ptr<ImportJob> m_job;
    std::vector<rulesdb::EditionInfo> m_imported;
    std::vector<rulesdb::EditionInfo> m_existing;

    QTreeWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_addFolder;
    QComboBox *m_document;
    QPushButton *m_remove;
    QComboBox *m_format;
    QLineEdit *m_date;
    QComboBox *m_language;
    QCheckBox *m_partial;
    QCheckBox *m_replace;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPlainTextEdit *m_report;
    QDialogButtonBox *m_buttons;
    QPushButton *m_import;
};

} // namespace gui
