#pragma once
// A band above the rule view that says something the judge must not miss about what is
// read — the database holds only sample excerpts; these rules are no longer in force —
// with the one or two actions that answer it.

#include <QFrame>

class QAction;
class QHBoxLayout;
class QLabel;

namespace gui {

class NoticeBand : public QFrame {
    Q_OBJECT
public:
    explicit NoticeBand(QWidget *parent = nullptr);

    // Shows the text (as plain text) with a button for each action; hides for no text.
    void showNotice(const QString &text, const QList<QAction *> &actions = {});
    QString text() const;
    // The buttons shown, in order (for the keyboard and for tests).
    QList<QAction *> actions() const { return m_actions; }

private:
    QLabel *m_text;
    QHBoxLayout *m_buttons;
    QList<QAction *> m_actions;
};

} // namespace gui
