#pragma once
// The "Check for new rules" dialog: the address of the official rules page (kept in the
// settings), a Check button, what is happening with a progress bar and Cancel, and what came
// of it. A new edition is announced so the window can show it.

#include <QDialog>
#include <QUrl>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSettings;

namespace gui {

class RulesUpdate;

// The rules page address in the settings; anything but an http(s) address reads as unset.
QUrl rulesPageIn(const QSettings &settings);
void setRulesPage(QSettings &settings, const QUrl &page);

class RulesUpdateDialog : public QDialog {
    Q_OBJECT
public:
    // `settings` may be null (nothing remembered).
    RulesUpdateDialog(const QString &databasePath, QSettings *settings, QWidget *parent = nullptr);
    ~RulesUpdateDialog() override;

    // Starts a check of the page in the address box; false when one is running or the
    // address is not a web address.
    bool check();
    bool isChecking() const;
    QString outcomeText() const; // what the last check said, as shown

signals:
    void editionImported(const QString &date);
    void checkFinished();

protected:
    void reject() override; // Escape or Close: cancels a running check first

private:
    void updateState();
    void finished();

    QSettings *m_settings;
    std::unique_ptr<RulesUpdate> m_update;
    QLineEdit *m_page;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_check;
    QDialogButtonBox *m_buttons;
};

} // namespace gui
