#include "dialogs/preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace gui {

namespace {

// "Default" is the box's lowest value, below the smallest size: without this, Up from it
// would give the smallest text there is, and Down would do nothing. From the default, the
// arrows go one point larger or smaller than the default size.
class TextSizeBox : public QSpinBox {
public:
    explicit TextSizeBox(int defaultSize) : m_defaultSize(defaultSize) {}

protected:
    void stepBy(int steps) override
    {
        if (value() == minimum())
            setValue(std::clamp(m_defaultSize + steps, kMinTextSize, kMaxTextSize));
        else
            QSpinBox::stepBy(steps);
    }
    StepEnabled stepEnabled() const override
    {
        return value() == minimum() ? StepUpEnabled | StepDownEnabled : QSpinBox::stepEnabled();
    }

private:
    const int m_defaultSize;
};

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences &preferences, int defaultTextSize, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    m_textSize = new TextSizeBox(defaultTextSize);
    m_textSize->setObjectName(QStringLiteral("textSize"));
    // The lowest value stands for the default, shown as such.
    m_textSize->setRange(kMinTextSize - 1, kMaxTextSize);
    m_textSize->setSpecialValueText(tr("Default (%1 pt)").arg(defaultTextSize));
    m_textSize->setSuffix(tr(" pt"));
    m_textSize->setValue(preferences.textSize > 0 ? preferences.textSize : kMinTextSize - 1);

    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("language"));
    // The "C" locale of a bare system has no language name to show.
    const QString systemLanguage = QLocale::system().nativeLanguageName();
    m_language->addItem(systemLanguage.isEmpty() ? tr("The system's") : tr("The system's (%1)").arg(systemLanguage),
                        QString());
    for (const QString &code : interfaceLanguages()) {
        const QLocale locale(code);
        // Each language in its own words, so that anyone can find theirs.
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        m_language->addItem(name, code);
    }
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));
    auto *restart = new QLabel(tr("The language changes the next time Rulekeeper starts."));
    restart->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Rule &text size:"), m_textSize);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), restart);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.textSize = m_textSize->value() >= kMinTextSize ? m_textSize->value() : 0;
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace gui
