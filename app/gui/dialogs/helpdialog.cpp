#include "dialogs/helpdialog.h"

#include "window/screenfit.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gui {

HelpDialog::HelpDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    // What the keys do that no action carries, then the actions.
    QList<QPair<QString, QString>> rows = {
        {tr("Type anywhere"), tr("Start a lookup with what you type")},
        {tr("Enter"), tr("Look up; in search results, open the rule")},
        {tr("Down"), tr("From the search box to its results")},
        {tr("Mouse back / forward buttons"), tr("Back / Forward")},
        {tr("Compare editions: Enter"), tr("Show the change's rule in the main window")},
        {tr("Compare editions: Ctrl+F, Down"), tr("Filter the changes, then back to the list")},
        {tr("Compare editions: Alt+S / Alt+I"), tr("Words side by side / inline")},
        {tr("Compare editions: Ctrl+P, Ctrl+Shift+S"), tr("Print the changes listed, or save them as PDF")},
    };
    for (const QAction *a : actions) {
        if (a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys.append(k.toString(QKeySequence::NativeText));
        rows.append({keys.join(QStringLiteral("  ·  ")), QString(a->text()).remove(u'&')});
    }

    auto *table = new QTableWidget(int(rows.size()), 2);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({tr("Keys"), tr("Does")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setShowGrid(false);
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    fitToScreen(this, {560, 480});
}

} // namespace gui
