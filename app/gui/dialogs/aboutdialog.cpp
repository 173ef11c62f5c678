#include "dialogs/aboutdialog.h"

#include "store/dberror.h"
#include "window/screenfit.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

AboutFacts aboutFactsOf(rulesdb::RulesStore *store, const QString &databasePath)
{
    AboutFacts facts{QCoreApplication::applicationVersion(), databasePath, {}};
    if (!store)
        return facts;
    try {
        for (const auto document : {rulesdb::Document::CR, rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR}) {
            const std::vector<rulesdb::EditionInfo> editions = store->editions(document);
            QString newest;
            for (const rulesdb::EditionInfo &e : editions)
                newest = std::max(newest, e.date);
            if (!newest.isEmpty())
                facts.newest.push_back({document, newest});
        }
    } catch (const rulesdb::DbError &) {
        // The window already says the database cannot be read; About names the file.
    }
    return facts;
}

AboutDialog::AboutDialog(const AboutFacts &facts, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About Rulekeeper"));
    const QString name = facts.version.isEmpty() ? tr("Rulekeeper") : tr("Rulekeeper %1").arg(facts.version);
    const QString built = tr("A rules reference for Magic: The Gathering judges, built with Qt %1.").arg(QString::fromLatin1(qVersion()));
    const QString database = tr("Database: %1").arg(facts.databasePath);
    const QString newestHeading =
        facts.newest.empty() ? tr("The database holds no editions yet.") : tr("Newest edition of each document:");
    QStringList lines{name, built, QString(), database, newestHeading};
    for (const AboutFacts::Newest &n : facts.newest)
        lines << QStringLiteral("    ") + tr("%1: %2").arg(rulesdb::documentTitle(n.document), n.date);
    m_text = lines.join(u'\n');

    // Every label shows its text as it is: the path is the user's, never markup.
    const auto plain = [](const QString &text, const char *objectName) {
        auto *label = new QLabel(text);
        label->setObjectName(QLatin1String(objectName));
        label->setTextFormat(Qt::PlainText);
        return label;
    };
    // The name stands out, the dates stand in one column under their documents: one block
    // of text with the dates after each title's colon read ragged and crowded to the top.
    QLabel *heading = plain(name, "aboutName");
    QFont larger = heading->font();
    larger.setBold(true);
    larger.setPointSizeF(larger.pointSizeF() * 1.3);
    heading->setFont(larger);
    QLabel *description = plain(built, "aboutBuilt");
    description->setWordWrap(true);
    QLabel *path = plain(database, "aboutDatabase");
    path->setWordWrap(true);
    path->setTextInteractionFlags(Qt::TextSelectableByMouse); // the path can be copied
    auto *dates = new QGridLayout;
    dates->setHorizontalSpacing(24);
    dates->setContentsMargins(16, 0, 0, 0); // under their heading
    int row = 0;
    for (const AboutFacts::Newest &n : facts.newest) {
        dates->addWidget(plain(rulesdb::documentTitle(n.document), "aboutDocument"), row, 0);
        QLabel *date = plain(n.date, "aboutDate");
        date->setTextInteractionFlags(Qt::TextSelectableByMouse);
        dates->addWidget(date, row++, 1);
    }
    dates->setColumnStretch(2, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    const int gap = style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, this);
    const int section = std::max(12, 2 * gap);
    layout->addWidget(heading);
    layout->addWidget(description);
    layout->addSpacing(section);
    layout->addWidget(path);
    layout->addSpacing(section / 2);
    layout->addWidget(plain(newestHeading, "aboutNewest"));
    layout->addLayout(dates);
    layout->addStretch(1);
    layout->addSpacing(section);
    layout->addWidget(buttons);
    fitTitle(this);
    setMinimumWidth(std::max(minimumWidth(), 460));
}

QString AboutDialog::text() const
{
    return m_text;
}

} // namespace gui
