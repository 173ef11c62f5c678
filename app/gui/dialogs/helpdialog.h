#pragma once
// The keyboard help (F1): every shortcut of the window's actions, read from the actions
// themselves so the list cannot drift from what the keys do.

#include <QDialog>

class QAction;

namespace gui {

class HelpDialog : public QDialog {
    Q_OBJECT
public:
    HelpDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
};

} // namespace gui
