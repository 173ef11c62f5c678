#pragma once
// The keyboard help (F1): every shortcut of the window's actions, read from the actions
// themselves so the list cannot drift from what the keys do, grouped by the menu that holds
// them, as a page that wraps its lines (no sideways scrolling) and a box that narrows it
// to the keys whose name or action holds the words typed.

#include <QDialog>
#include <QList>
#include <QPair>

class QAction;
class QLineEdit;
class QTextBrowser;

namespace gui {

class HelpDialog : public QDialog {
    Q_OBJECT
public:
    // `menus`: each menu's title and its actions, in the menu bar's order.
    explicit HelpDialog(const QList<QPair<QString, QList<QAction *>>> &menus, QWidget *parent = nullptr);
    // The page as it reads now, filtered by what the box holds.
    QString pageText() const;

private:
    struct Row {
        QString keys, does;
    };
    struct Group {
        QString title;
        QList<Row> rows;
    };
    void showMatching(const QString &words);

    QList<Group> m_groups;
    QLineEdit *m_filter;
    QTextBrowser *m_page;
};

} // namespace gui
