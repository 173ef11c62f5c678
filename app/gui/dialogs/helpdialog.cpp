#include "dialogs/helpdialog.h"

#include "window/screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

namespace {

// A key as the menus write it, in the interface's language ("Strg+F" in German), so that
// the page and the menus never disagree.
QString keyName(const QString &portable)
{
    return QKeySequence(portable).toString(QKeySequence::NativeText);
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys.append(k.toString(QKeySequence::NativeText));
    return keys.join(QStringLiteral("  ·  "));
}

} // namespace

HelpDialog::HelpDialog(const QList<QPair<QString, QList<QAction *>>> &menus, QWidget *parent)
    : QDialog(parent), m_filter(new QLineEdit), m_page(new QTextBrowser)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    // What the keys do that no action carries, then the menus' actions, then the diff view's.
    m_groups.append({tr("Anywhere"),
                     {{tr("Type anywhere"), tr("Start a lookup with what you type")},
                      {keyName(QStringLiteral("Return")), tr("Look up; in search results, open the rule")},
                      {keyName(QStringLiteral("Down")), tr("From the search box to its results")},
                      {keyName(QStringLiteral("Tab")), tr("The next link of the rule shown")},
                      {tr("Mouse back / forward buttons"), tr("Back / Forward")}}});
    for (const auto &[title, actions] : menus) {
        Group group{QString(title).remove(u'&'), {}};
        for (const QAction *a : actions)
            if (!a->shortcuts().isEmpty())
                group.rows.append({keysOf(a), QString(a->text()).remove(u'&')});
        if (!group.rows.isEmpty())
            m_groups.append(group);
    }
    m_groups.append({tr("Compare editions"),
                     {{keyName(QStringLiteral("Return")), tr("Show the change's rule in the main window")},
                      {keyName(QStringLiteral("Ctrl+F")) + QStringLiteral(", ") + keyName(QStringLiteral("Down")),
                       tr("Filter the changes, then back to the list")},
                      {keyName(QStringLiteral("Alt+S")) + QStringLiteral(" / ") + keyName(QStringLiteral("Alt+I")),
                       tr("Words side by side / inline")},
                      {keyName(QStringLiteral("Ctrl+P")) + QStringLiteral(", ") + keyName(QStringLiteral("Ctrl+Shift+S")),
                       tr("Print the changes listed, or save them as PDF")}}});

    m_filter->setObjectName(QStringLiteral("shortcutFilter"));
    m_filter->setPlaceholderText(tr("Find a key or what it does, e.g. zoom or history"));
    m_filter->setClearButtonEnabled(true);
    auto *findLabel = new QLabel(tr("&Find:"));
    findLabel->setBuddy(m_filter);
    m_page->setObjectName(QStringLiteral("shortcutPage"));
    m_page->setOpenLinks(false);
    m_page->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the lines wrap instead
    connect(m_filter, &QLineEdit::textChanged, this, &HelpDialog::showMatching);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *find = new QHBoxLayout;
    find->addWidget(findLabel);
    find->addWidget(m_filter, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(find);
    layout->addWidget(m_page, 1);
    layout->addWidget(buttons);
    showMatching({});
    m_filter->setFocus();
    fitToScreen(this, {760, 640});
}

QString HelpDialog::pageText() const
{
    return m_page->toPlainText();
}

void HelpDialog::showMatching(const QString &words)
{
    const QStringList wanted = words.split(u' ', Qt::SkipEmptyParts);
    const auto matches = [&](const Row &row) {
        for (const QString &w : wanted)
            if (!row.keys.contains(w, Qt::CaseInsensitive) && !row.does.contains(w, Qt::CaseInsensitive))
                return false;
        return true;
    };
    // One width for the keys of every group, the widest key's, so that what each key does
    // starts in one column down the whole page rather than a column per group.
    QFont bold = m_page->document()->defaultFont();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int keysWidth = 0;
    for (const Group &group : m_groups)
        for (const Row &row : group.rows)
            if (matches(row))
                keysWidth = std::max(keysWidth, metrics.horizontalAdvance(row.keys));
    // The cell's width counts its padding: a width of the key and the gap alone let the
    // widest key's cell grow by the padding, and that group's descriptions stood 6 px right
    // of every other group's.
    constexpr int kGap = 18, kPadding = 3;
    const int cellWidth = keysWidth + kGap + 2 * kPadding + 1; // and a pixel for rounding
    // Built as a table of escaped text: a key named "<" stays a key.
    QString html;
    int shown = 0;
    for (const Group &group : m_groups) {
        QString rows;
        for (const Row &row : group.rows) {
            if (!matches(row))
                continue;
            rows += QStringLiteral("<tr><td width='%3' style='white-space:pre; padding-right:%4px'><b>%1</b></td><td>%2</td></tr>")
                        .arg(row.keys.toHtmlEscaped(), row.does.toHtmlEscaped(), QString::number(cellWidth),
                             QString::number(kGap));
            ++shown;
        }
        if (!rows.isEmpty())
            html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='%3'>%2</table>")
                        .arg(group.title.toHtmlEscaped(), rows, QString::number(kPadding));
    }
    if (shown == 0)
        html = QStringLiteral("<p>%1</p>").arg(tr("No key matches “%1”.").arg(words).toHtmlEscaped());
    m_page->setHtml(html);
}

} // namespace gui
