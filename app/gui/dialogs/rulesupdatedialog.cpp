#include "dialogs/rulesupdatedialog.h"

#include "window/screenfit.h"
#include "dialogs/rulesupdate.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace gui {

namespace {
const QString kRulesPageKey = QStringLiteral("updates/rulesPage");

bool isWebAddress(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty()
           && (url.scheme() == QStringLiteral("https") || url.scheme() == QStringLiteral("http"));
}
} // namespace

QUrl rulesPageIn(const QSettings &settings)
{
    const QVariant value = settings.value(kRulesPageKey);
    const QUrl url = value.typeId() == QMetaType::QString ? QUrl(value.toString(), QUrl::StrictMode) : QUrl();
    return isWebAddress(url) ? url : defaultRulesPage();
}

void setRulesPage(QSettings &settings, const QUrl &page)
{
    if (page == defaultRulesPage())
        settings.remove(kRulesPageKey); // follows the default if it ever moves
    else
        settings.setValue(kRulesPageKey, page.toString());
}

RulesUpdateDialog::RulesUpdateDialog(const QString &databasePath, QSettings *settings, QWidget *parent)
    : QDialog(parent), m_settings(settings), m_update(std::make_unique<RulesUpdate>(databasePath))
{
    setWindowTitle(tr("Check for New Rules"));
    auto *intro = new QLabel(tr("Rulekeeper reads the official rules page, downloads the rules text it "
                                "links and imports it when this database does not have that edition yet. "
                                "For cards, give MTGJSON's or Scryfall's downloads page, or a card file's "
                                "own address (AllPrintings.json.xz, a set file)."));
    intro->setWordWrap(true);
    m_page = new QLineEdit((m_settings ? rulesPageIn(*m_settings) : defaultRulesPage()).toString());
    m_page->setObjectName(QStringLiteral("rulesPage"));
    auto *form = new QFormLayout;
    form->addRow(tr("Rules &page:"), m_page);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("updateStatus"));
    m_status->setTextFormat(Qt::PlainText); // addresses and file names as they are
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar;
    m_progress->setVisible(false);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_check = m_buttons->addButton(tr("&Check Now"), QDialogButtonBox::AcceptRole);
    m_check->setDefault(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    fitToScreen(this, {560, sizeHint().height()});

    connect(m_check, &QPushButton::clicked, this, &RulesUpdateDialog::check);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RulesUpdateDialog::reject);
    connect(m_page, &QLineEdit::returnPressed, this, &RulesUpdateDialog::check);
    connect(m_update.get(), &RulesUpdate::progressed, this, [this](const QString &what, qint64 done, qint64 total) {
        m_status->setText(what);
        m_progress->setVisible(true);
        // Qt's bar holds ints: show kilobytes for a download.
        m_progress->setRange(0, total > 0 ? int(std::max<qint64>(1, total / 1024)) : 0);
        m_progress->setValue(total > 0 ? int(done / 1024) : 0);
    });
    connect(m_update.get(), &RulesUpdate::finished, this, &RulesUpdateDialog::finished);
    updateState();
}

RulesUpdateDialog::~RulesUpdateDialog() = default;

bool RulesUpdateDialog::check()
{
    if (isChecking())
        return false;
    const QUrl page = QUrl::fromUserInput(m_page->text().trimmed());
    if (!isWebAddress(page)) {
        m_status->setText(tr("“%1” is not a web address (https://…).").arg(m_page->text()));
        return false;
    }
    if (m_settings)
        setRulesPage(*m_settings, page);
    m_update->start(page);
    updateState();
    return true;
}

bool RulesUpdateDialog::isChecking() const
{
    return m_update->isRunning();
}

QString RulesUpdateDialog::outcomeText() const
{
    return m_status->text();
}

void RulesUpdateDialog::reject()
{
    if (isChecking()) {
        m_update->cancel();
        return; // stays open to say it was cancelled
    }
    QDialog::reject();
}

void RulesUpdateDialog::finished()
{
    m_status->setText(m_update->message());
    m_progress->setVisible(false);
    updateState();
    if (m_update->outcome() == RulesUpdate::Outcome::Imported)
        emit editionImported(m_update->edition());
    emit checkFinished();
}

void RulesUpdateDialog::updateState()
{
    const bool busy = isChecking();
    m_check->setEnabled(!busy);
    m_page->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Close)->setText(busy ? tr("Cancel") : tr("Close"));
}

} // namespace gui
