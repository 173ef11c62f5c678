#include "dialogs/importdialog.h"

#include "replacement.h"
#include "window/screenfit.h"
#include "workers/importjob.h"
#include "reading/plaintext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QShortcut>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

namespace {

enum Column { FileColumn, FormatColumn, DateColumn, ContentsColumn };

// The shapes as a person names them (the table of formats.h); the importer's own names are
// what --format takes.
QString formatTitle(importers::Format format)
{
    return ImportDialog::tr(importers::formatInfo(format).title);
}

bool isEdition(const importers::FilePreview &p)
{
    return p.format != importers::Format::CardRulings;
}

// A card file's shape as the list and the format picker name it.
QString cardFormatTitle(const QString &format)
{
    if (format == u"mtgjson")
        return ImportDialog::tr("MTGJSON cards");
    if (format == u"scryfall")
        return ImportDialog::tr("Scryfall cards");
    if (format == u"cockatrice")
        return ImportDialog::tr("Cockatrice cards");
    return format;
}

} // namespace

ImportDialog::ImportDialog(QString databasePath, QWidget *parent)
    : QDialog(parent), m_databasePath(std::move(databasePath))
{
    setWindowTitle(tr("Import rules"));
    setAcceptDrops(true);

    auto *intro = new QLabel(tr("The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML "
                                "pages, book pages, dated rulings and card rulings; the Tournament Rules, the "
                                "Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as "
                                "HTML pages (the judges' blog, converted PDFs, e-books), as change-marked archives "
                                "(.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each "
                                "file is recognised from its content; the pages of one book given together become "
                                "one edition, and so do the files of one folder. Card files from MTGJSON (set "
                                "files, AllPrintings, archives), Scryfall and Cockatrice become a snapshot of the "
                                "cards, dated as the file states."));
    intro->setWordWrap(true);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("importFiles"));
    m_list->setHeaderLabels({tr("File"), tr("Format"), tr("Date"), tr("Contents")});
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->header()->setSectionResizeMode(ContentsColumn, QHeaderView::Stretch);
    m_list->setColumnWidth(FileColumn, 240);
    m_list->setColumnWidth(FormatColumn, 170);
    m_list->setColumnWidth(DateColumn, 100);
    // A selected row takes the date typed even over its own: the Date column shows it.
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &ImportDialog::updateState);
    auto *removeKey = new QShortcut(QKeySequence::Delete, m_list, nullptr, nullptr, Qt::WidgetShortcut);
    connect(removeKey, &QShortcut::activated, this, &ImportDialog::removeSelected);

    m_add = new QPushButton(tr("&Add files…"));
    // A folder of JSON sections (one version of a policy document) is one edition.
    m_addFolder = new QPushButton(tr("Add a f&older…"));
    m_remove = new QPushButton(tr("&Remove"));
    connect(m_add, &QPushButton::clicked, this, &ImportDialog::chooseFiles);
    connect(m_addFolder, &QPushButton::clicked, this, &ImportDialog::chooseFolder);
    connect(m_remove, &QPushButton::clicked, this, &ImportDialog::removeSelected);
    auto *fileButtons = new QHBoxLayout;
    fileButtons->addWidget(m_add);
    fileButtons->addWidget(m_addFolder);
    fileButtons->addWidget(m_remove);
    fileButtons->addStretch();

    m_format = new QComboBox;
    m_format->addItem(tr("Recognise from the content"), QStringLiteral("auto"));
    for (const QString &f : importers::supportedFormats().mid(1))
        m_format->addItem(formatTitle(*importers::formatNamed(f)), f);
    for (const char *cards : {"mtgjson", "scryfall", "cockatrice"})
        m_format->addItem(cardFormatTitle(QString::fromLatin1(cards)), QString::fromLatin1(cards));
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportDialog::previewAll);

    // A policy file whose text names no document (an untitled PDF's text) is imported as
    // the one chosen here, as the command line's --document does.
    m_document = new QComboBox;
    m_document->setObjectName(QStringLiteral("importDocument"));
    m_document->addItem(tr("As each file names it"), -1);
    for (const auto d : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR})
        m_document->addItem(rulesdb::documentTitle(d), int(d));
    m_document->setToolTip(tr("For files that do not say which document they are; every file imported must then be "
                              "of this document."));
    connect(m_document, &QComboBox::currentIndexChanged, this, &ImportDialog::previewAll);

    m_date = new QLineEdit;
    m_date->setObjectName(QStringLiteral("importDate"));
    m_date->setPlaceholderText(tr("for the files that state none, and the rows selected"));
    m_date->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral(R"(\d{0,4}(-\d{0,2}(-\d{0,2})?)?)")), m_date));
    connect(m_date, &QLineEdit::textChanged, this, &ImportDialog::updateState);

    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("importLanguage"));
    m_language->setEditable(true);
    m_language->addItems({QStringLiteral("en"), QStringLiteral("zh"), QStringLiteral("de"), QStringLiteral("fr"),
                          QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("ja"), QStringLiteral("ko"),
                          QStringLiteral("pt"), QStringLiteral("ru")});
    // Left empty, each file's language is told from its text (shown in its row).
    m_language->setCurrentIndex(-1);
    m_language->lineEdit()->setPlaceholderText(tr("from each file’s text"));

    m_partial = new QCheckBox(tr("An &excerpt: the files hold only part of the rules"));
    m_replace = new QCheckBox(tr("Re&place an edition of the same date and language"));
    connect(m_partial, &QCheckBox::toggled, this, &ImportDialog::updateState);
    connect(m_replace, &QCheckBox::toggled, this, &ImportDialog::updateState);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("Doc&ument:"), m_document);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_partial);
    form->addRow(QString(), m_replace);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // file names are shown as they are
    m_progress = new QProgressBar;
    m_progress->setVisible(false);
    m_report = new QPlainTextEdit;
    m_report->setObjectName(QStringLiteral("importReport"));
    m_report->setReadOnly(true);
    m_report->setVisible(false);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setDefault(true);
    connect(m_import, &QPushButton::clicked, this, [this] { startImport(); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 2);
    layout->addLayout(fileButtons);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_report, 1);
    layout->addWidget(m_buttons);
    // Sized once laid out, as tall as its parts ask where the screen has room: the intro's
    // eight lines in German at a desktop's larger font left the file list 70 px, its header
    // and one row, in a dialog of a fixed 560 px on a 1280×720 screen.
    fitToScreen(this, {860, std::max(560, sizeHint().height())});
    updateState();
}

ImportDialog::~ImportDialog() = default;

QStringList localFilesIn(const QMimeData *data)
{
    QStringList files;
    if (!data || !data->hasUrls())
        return files;
    for (const QUrl &url : data->urls()) {
        if (!url.isLocalFile() || !QFileInfo(url.toLocalFile()).isFile())
            return {}; // all or nothing: a folder or a web address is not a rules file
        files << url.toLocalFile();
    }
    return files;
}

void ImportDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (!isImporting() && !localFilesIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void ImportDialog::dropEvent(QDropEvent *event)
{
    const QStringList files = localFilesIn(event->mimeData());
    if (files.isEmpty() || isImporting())
        return;
    event->acceptProposedAction();
    addFiles(files);
}

void ImportDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import rules"), QString(),
        tr("Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;"
           "Card files (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;All files (*)"));
    addFiles(paths);
}

void ImportDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Import a folder of sections"));
    if (!folder.isEmpty())
        addFiles({folder});
}

void ImportDialog::addFiles(const QStringList &paths)
{
    if (isImporting())
        return;
    for (const QString &path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (m_files.contains(absolute))
            continue;
        m_files << absolute;
        auto *item = new QTreeWidgetItem(m_list, {QFileInfo(path).fileName(), QString(), QString(), tr("Reading…")});
        item->setToolTip(FileColumn, richTextShowing(QDir::toNativeSeparators(absolute)));
    }
    previewAll();
}

void ImportDialog::removeSelected()
{
    if (isImporting())
        return;
    for (QTreeWidgetItem *item : m_list->selectedItems()) {
        const int row = m_list->indexOfTopLevelItem(item);
        m_files.removeAt(row);
        delete item;
    }
    previewAll();
}

void ImportDialog::previewAll()
{
    // A new list or a new format: read everything again (a stale preview must not show).
    m_previewer.reset();
    m_previews.assign(size_t(m_files.size()), std::nullopt);
    importers::ImportOptions o;
    o.format = m_format->currentData().toString();
    o.document = chosenDocument();
    m_previewer = std::make_unique<FilePreviewer>(
        m_files, o, [this](int index, const importers::FilePreview &p) { showPreview(index, p); });
    m_previewer->start();
    updateState();
}

void ImportDialog::showPreview(int index, const importers::FilePreview &p)
{
    if (index >= int(m_previews.size()))
        return;
    m_previews[size_t(index)] = p;
    QTreeWidgetItem *item = m_list->topLevelItem(index);
    if (!p.error.isEmpty()) {
        // The importer's words name the command line's --document: here it is a choice.
        const QString why = p.documentUnstated && !chosenDocument()
                                ? tr("The text names no document: choose it under “%1” above.").arg(tr("Document"))
                                : p.error;
        item->setText(FormatColumn, tr("not recognised"));
        item->setText(ContentsColumn, why);
        item->setToolTip(ContentsColumn, richTextShowing(why));
        item->setIcon(FileColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
        updateState();
        return;
    }
    item->setText(FormatColumn, p.format ? formatTitle(*p.format) : cardFormatTitle(p.cardFormat));
    QStringList contents;
    if (p.document == rulesdb::Document::Cards) {
        // A snapshot of the cards: its cards and their rulings.
        contents << tr("%n card(s)", nullptr, p.cards) << tr("%n ruling(s)", nullptr, p.cardRulings);
    } else if (isEdition(p)) {
        if (p.document != rulesdb::Document::CR) {
            // A policy document: its name and sections (no rules, examples or glossary).
            contents << rulesdb::documentName(p.document).toUpper() << tr("%n section(s)", nullptr, p.sections);
        } else {
            contents << tr("%n rule(s)", nullptr, p.rules) << tr("%n example(s)", nullptr, p.examples);
            if (p.glossary > 0)
                contents << tr("%n glossary term(s)", nullptr, p.glossary);
            const QStringList flags = rulesdb::flagNames(p.flags);
            if (!flags.isEmpty())
                contents << flags.join(QStringLiteral(", "));
        }
        contents << tr("in %1", "the language the rules are written in, e.g. in zh").arg(p.language);
    } else {
        contents << tr("%n card ruling(s)", nullptr, p.cardRulings);
    }
    if (!p.warnings.isEmpty())
        contents << tr("%n warning(s)", nullptr, int(p.warnings.size()));
    item->setText(ContentsColumn, contents.join(QStringLiteral(", ")));
    item->setToolTip(ContentsColumn, richTextShowing(p.warnings.join(u'\n')));
    updateState();
}

importers::ImportOptions ImportDialog::options() const
{
    importers::ImportOptions o;
    o.format = m_format->currentData().toString();
    o.date = m_date->text().trimmed();
    o.dateOnlyWhereNoneStated = true; // never over a date a file states itself
    o.language = m_language->currentText().trimmed();
    o.extraFlags = m_partial->isChecked() ? rulesdb::FlagPartial : 0;
    o.replace = m_replace->isChecked();
    o.document = chosenDocument();
    return o;
}

std::optional<rulesdb::Document> ImportDialog::chosenDocument() const
{
    const int chosen = m_document->currentData().toInt();
    return chosen < 0 ? std::nullopt : std::optional(rulesdb::Document(chosen));
}

QString ImportDialog::whyNotReady() const
{
    if (m_files.isEmpty())
        return tr("Add the files to import, or drop them here.");
    const QString date = m_date->text().trimmed();
    if (!date.isEmpty() && !QDate::fromString(date, QStringLiteral("yyyy-MM-dd")).isValid())
        return tr("The date must be a day of the form YYYY-MM-DD, such as 2024-07-30.");
    for (size_t i = 0; i < m_previews.size(); ++i) {
        if (!m_previews[i])
            return tr("Reading the files…");
        const importers::FilePreview &p = *m_previews[i];
        if (!p.error.isEmpty() && p.documentUnstated && !chosenDocument())
            return tr("%1 does not say which document it is: choose it under “%2” above.")
                .arg(m_list->topLevelItem(int(i))->text(FileColumn), tr("Document"));
        if (!p.error.isEmpty())
            return tr("%1 cannot be imported (see its row); remove it to import the others.")
                .arg(m_list->topLevelItem(int(i))->text(FileColumn));
        if (isEdition(p) && dateOf(int(i)).isEmpty())
            return tr("%1 does not say which edition it is: give its date above.")
                .arg(m_list->topLevelItem(int(i))->text(FileColumn));
        if (const rulesdb::EditionInfo *clash = clashOf(int(i)); clash && !m_replace->isChecked())
            return tr("An edition dated %1 (%2) is already here, imported from %3: tick “%4” to replace it.")
                .arg(clash->date, clash->language, clash->source, QString(m_replace->text()).remove(u'&'));
    }
    return {};
}

void ImportDialog::setExistingEditions(std::vector<rulesdb::EditionInfo> editions)
{
    m_existing = std::move(editions);
    updateState();
}

bool ImportDialog::dateChosenFor(int row) const
{
    if (m_date->text().trimmed().isEmpty() || row < 0 || size_t(row) >= m_previews.size())
        return false;
    const QTreeWidgetItem *item = m_list->topLevelItem(row);
    if (item && item->isSelected())
        return true;
    const auto isBookPage = [this](size_t i) {
        return m_previews[i] && m_previews[i]->format == importers::Format::BookPage;
    };
    if (!isBookPage(size_t(row)))
        return false;
    for (size_t i = 0; i < m_previews.size(); ++i)
        if (isBookPage(i) && m_list->topLevelItem(int(i))->isSelected())
            return true;
    return false;
}

QString ImportDialog::dateOf(int row) const
{
    const importers::FilePreview &p = *m_previews[size_t(row)];
    return p.date.isEmpty() || dateChosenFor(row) ? m_date->text().trimmed() : p.date;
}

importers::ImportOptions ImportDialog::importOptions() const
{
    importers::ImportOptions o = options();
    for (int i = 0; i < m_files.size(); ++i)
        if (dateChosenFor(i))
            o.dateOverStatedFor << m_files[i];
    return o;
}

const rulesdb::EditionInfo *ImportDialog::clashOf(int row) const
{
    const importers::FilePreview &p = *m_previews[size_t(row)];
    // A card file of a date already here adds its cards to that snapshot: no clash.
    if (!isEdition(p) || p.document == rulesdb::Document::Cards)
        return nullptr;
    const QString date = dateOf(row);
    const QString language = m_language->currentText().trimmed().isEmpty() ? p.language : m_language->currentText().trimmed();
    const int flags = p.flags | (m_partial->isChecked() ? rulesdb::FlagPartial : 0);
    for (const rulesdb::EditionInfo &e : m_existing) {
        if (e.date != date || e.language != language)
            continue;
        // A whole edition supersedes an excerpt of its date (the bundled sample): no clash.
        const int lesser = rulesdb::FlagPartial | rulesdb::FlagIncomplete;
        if ((e.flags & lesser) && !(flags & lesser))
            return nullptr;
        return &e;
    }
    return nullptr;
}

void ImportDialog::updateState()
{
    const bool busy = isImporting();
    // The date column shows the date the edition will have.
    for (size_t i = 0; i < m_previews.size(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(int(i));
        if (!item || !m_previews[i] || !m_previews[i]->error.isEmpty())
            continue;
        const importers::FilePreview &p = *m_previews[i];
        // The date a file states is kept unless its row is chosen; the one typed is for the
        // files that state none.
        const QString date = dateOf(int(i));
        item->setText(DateColumn, !isEdition(p) ? QString() : date.isEmpty() ? tr("none stated") : date);
        const rulesdb::EditionInfo *clash = clashOf(int(i));
        item->setToolTip(DateColumn, clash ? tr("An edition of this date and language is already here (%1).").arg(clash->source)
                                           : QString());
    }
    const QString why = whyNotReady();
    if (!busy)
        m_status->setText(why.isEmpty() ? tr("Ready to import %n file(s).", nullptr, int(m_files.size())) : why);
    m_import->setEnabled(!busy && why.isEmpty());
    for (QWidget *w : std::initializer_list<QWidget *>{m_list, m_add, m_addFolder, m_remove, m_format, m_document, m_date, m_language, m_partial,
                                                      m_replace})
        w->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Close)->setText(busy ? tr("Cancel") : tr("Close"));
}

bool ImportDialog::isImporting() const
{
    return m_job && m_job->isRunning();
}

bool ImportDialog::startImport()
{
    if (isImporting())
        return false;
    const QString why = whyNotReady();
    if (!why.isEmpty()) {
        m_status->setText(why);
        return false;
    }
    // Told again, in words that say what goes, before a whole edition is replaced by less.
    const QStringList losses = m_replace->isChecked() ? replacementLosses() : QStringList();
    if (!losses.isEmpty() && !confirmLosses(losses)) {
        m_status->setText(tr("Nothing was imported: the editions here were kept."));
        return false;
    }
    m_imported.clear();
    m_report->clear();
    m_report->setVisible(false);
    m_progress->setVisible(true);
    m_progress->setRange(0, 0); // busy until the first step says how many
    importers::ImportOptions options = importOptions();
    options.acceptLoss = !losses.isEmpty(); // confirmed above
    m_job = std::make_unique<ImportJob>(m_databasePath, m_files, options);
    connect(m_job.get(), &ImportJob::progressed, this, [this](int done, int total, const QString &) {
        emit progressed(done, total);
    }, Qt::DirectConnection);
    connect(m_job.get(), &ImportJob::progressed, this, [this](int done, int total, const QString &file) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        if (!file.isEmpty())
            m_status->setText(tr("Importing %1…").arg(file));
    });
    connect(m_job.get(), &ImportJob::finished, this, &ImportDialog::finishImport);
    m_job->start();
    m_status->setText(tr("Importing…"));
    updateState();
    return true;
}

QStringList ImportDialog::replacementLosses() const
{
    QStringList losses;
    const auto holdings = [&](bool policy, int rules, int examples, int glossary) {
        if (policy)
            return tr("%n section(s)", nullptr, rules);
        return QStringList{tr("%n rule(s)", nullptr, rules), tr("%n example(s)", nullptr, examples),
                           tr("%n glossary term(s)", nullptr, glossary)}
            .join(QStringLiteral(", "));
    };
    for (size_t i = 0; i < m_previews.size(); ++i) {
        const rulesdb::EditionInfo *here = clashOf(int(i));
        if (!here || !m_previews[i] || here->document != m_previews[i]->document)
            continue;
        const importers::FilePreview &p = *m_previews[i];
        const bool policy = p.document != rulesdb::Document::CR;
        importers::EditionHoldings incoming{policy ? p.sections : p.rules, p.examples, p.glossary,
                                            p.flags | (m_partial->isChecked() ? rulesdb::FlagPartial : 0)};
        const auto loss = importers::replacementLoss(*here, incoming);
        if (!loss)
            continue;
        QStringList lost;
        if (loss->rulesLost() > 0)
            lost << (policy ? tr("%n section(s)", nullptr, loss->rulesLost()) : tr("%n rule(s)", nullptr, loss->rulesLost()));
        if (!policy && loss->examplesLost() > 0)
            lost << tr("%n example(s)", nullptr, loss->examplesLost());
        if (!policy && loss->glossaryLost() > 0)
            lost << tr("%n glossary term(s)", nullptr, loss->glossaryLost());
        if (loss->lesserFlags & rulesdb::FlagLossy)
            lost << tr("the punctuation the lossy copy dropped");
        if (lost.isEmpty())
            lost << tr("whatever the copy lacks");
        losses << tr("The whole %1 of %2 (%3) here, imported from %4, holds %5.\n"
                     "%6 is read as %7 and holds %8.\n"
                     "Replacing it loses %9.",
                     "document, date, language, file here, its contents; file imported, flags, its contents; what is lost")
                      .arg(rulesdb::documentName(here->document).toUpper(), here->date, here->language, here->source,
                           holdings(policy, here->rules, here->examples, here->glossary),
                           m_list->topLevelItem(int(i))->text(FileColumn),
                           rulesdb::flagNames(loss->lesserFlags).join(QStringLiteral(", ")),
                           holdings(policy, incoming.rules, incoming.examples, incoming.glossary),
                           lost.join(QStringLiteral(", ")));
    }
    return losses;
}

bool ImportDialog::confirmLosses(const QStringList &losses)
{
    QMessageBox box(QMessageBox::Warning, tr("Replace a whole edition?"),
                    tr("Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace "
                       "a whole edition.", nullptr, int(losses.size()))
                        + QStringLiteral("\n\n") + losses.join(QStringLiteral("\n\n")),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("replaceLossQuestion"));
    box.setTextFormat(Qt::PlainText); // file names are shown as they are
    QPushButton *replace = box.addButton(tr("Replace and &lose them"), QMessageBox::DestructiveRole);
    replace->setObjectName(QStringLiteral("replaceAnyway"));
    QPushButton *keep = box.addButton(tr("&Keep the editions here"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepEditions"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    return box.clickedButton() == replace;
}

void ImportDialog::cancelImport()
{
    if (!isImporting())
        return;
    m_job->cancel();
    // Widgets belong to the dialog's thread; a cancel may come from the import's.
    QMetaObject::invokeMethod(this, [this] {
        if (isImporting())
            m_status->setText(tr("Cancelling…"));
    }, Qt::QueuedConnection);
}

void ImportDialog::reject()
{
    if (isImporting()) {
        cancelImport();
        return;
    }
    QDialog::reject();
}

void ImportDialog::finishImport()
{
    m_progress->setVisible(false);
    QStringList lines;
    // One transaction: a cancelled or failed import stored nothing.
    const bool stopped = m_job->wasCancelled() || !m_job->error().isEmpty();
    const bool stored = !stopped;
    if (m_job->wasCancelled())
        lines << tr("Import cancelled: nothing was stored.");
    else if (!m_job->error().isEmpty())
        lines << tr("Nothing was stored: %1").arg(m_job->error());
    QStringList warnings;
    for (const importers::ImportOutcome &o : m_job->outcomes()) {
        const QString file = QFileInfo(o.file.section(QStringLiteral(" + "), 0, 0)).fileName()
                             + (o.file.contains(QStringLiteral(" + ")) ? QStringLiteral(" …") : QString());
        if (o.rulings) {
            lines << (o.rulings->status == rulesdb::AddStatus::Added
                          ? tr("%1: %n card ruling(s)  (%2)", nullptr, o.rulings->set.rulings)
                          : tr("%1: %n card ruling(s), already imported  (%2)", nullptr, o.rulings->set.rulings))
                         .arg(o.rulings->set.name, file);
        } else {
            const rulesdb::EditionInfo &e = o.result.edition;
            if (o.result.status == rulesdb::AddStatus::Added && e.document == rulesdb::Document::Cards) {
                // The snapshot's counts: its cards (rule_count) and rulings (example_count).
                lines << tr("Cards of %1: %2, %3  (%4)", "date, cards, rulings, file")
                             .arg(e.date, tr("%n card(s)", nullptr, e.rules), tr("%n ruling(s)", nullptr, e.examples), file);
                m_imported.push_back(e);
            } else if (o.result.status == rulesdb::AddStatus::Added && e.document != rulesdb::Document::CR) {
                lines << tr("%1 %2 %3: %4  (%5)", "document, date, language, sections, file")
                             .arg(rulesdb::documentName(e.document).toUpper(), e.date, e.language,
                                  tr("%n section(s)", nullptr, e.rules), file);
                m_imported.push_back(e);
            } else if (o.result.status == rulesdb::AddStatus::Added) {
                const QStringList flags = rulesdb::flagNames(e.flags);
                lines << tr("%1 %2: %3, %4, %5%6  (%7)")
                             .arg(e.date, e.language, tr("%n rule(s)", nullptr, e.rules),
                                  tr("%n example(s)", nullptr, e.examples),
                                  tr("%n glossary term(s)", nullptr, e.glossary),
                                  flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(u',')), file);
                m_imported.push_back(e);
            } else {
                lines << tr("%1: already imported as %2 (%3)").arg(file, e.date, e.language);
            }
        }
        warnings += o.warnings;
    }
    if (!warnings.isEmpty()) {
        lines << QString() << tr("%n warning(s):", nullptr, int(warnings.size()));
        lines += warnings;
    }
    if (!stopped) {
        // Imported: the list is done with; what it did is in the report.
        m_list->clear();
        m_files.clear();
        m_previews.clear();
    }
    m_report->setPlainText(lines.join(u'\n'));
    m_report->setVisible(true);
    m_status->setText(stopped ? lines.value(0) : tr("Imported."));
    // This runs inside the job's own signal: it is deleted once that returns.
    m_job.release()->deleteLater();
    updateState();
    emit importFinished(stored);
}

QString ImportDialog::report() const
{
    return m_report->toPlainText();
}

} // namespace gui
