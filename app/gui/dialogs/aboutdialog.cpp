#include "dialogs/aboutdialog.h"

#include "store/dberror.h"
#include "window/screenfit.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLabel>
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
    QStringList lines;
    lines << (facts.version.isEmpty() ? tr("Rulekeeper") : tr("Rulekeeper %1").arg(facts.version));
    lines << tr("A rules reference for Magic: The Gathering judges, built with Qt %1.").arg(QString::fromLatin1(qVersion()));
    lines << QString();
    lines << tr("Database: %1").arg(facts.databasePath);
    if (facts.newest.empty())
        lines << tr("The database holds no editions yet.");
    else
        lines << tr("Newest edition of each document:");
    for (const AboutFacts::Newest &n : facts.newest)
        lines << QStringLiteral("    ") + tr("%1: %2").arg(rulesdb::documentTitle(n.document), n.date);
    m_text = lines.join(u'\n');

    auto *label = new QLabel(m_text);
    label->setObjectName(QStringLiteral("aboutText"));
    label->setTextFormat(Qt::PlainText); // the path is shown as it is
    label->setTextInteractionFlags(Qt::TextSelectableByMouse); // the path can be copied
    label->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label, 1);
    layout->addWidget(buttons);
    fitTitle(this);
    setMinimumWidth(std::max(minimumWidth(), 460));
}

QString AboutDialog::text() const
{
    return m_text;
}

} // namespace gui
