#pragma once
// The preferences: rule text size (applied at once) and interface language (from the next
// start, as the menus and panels are built in it).

#include "settings/preferences.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace gui {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // `defaultTextSize` is what "Default" means on this screen.
    PreferencesDialog(const Preferences &preferences, int defaultTextSize, QWidget *parent = nullptr);
    Preferences preferences() const;

private:
    QSpinBox *m_textSize;
    QComboBox *m_language;
};

} // namespace gui
