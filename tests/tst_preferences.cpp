// The preferences and the translations: the text size and the interface language, and
// numbers written the way of each translation.
// Runs offscreen over the window apptest.h opens, and databases of its own where it writes.

#include "apptest.h"
#include "diff/diffview.h"
#include "settings/preferences.h"
#include "dialogs/preferencesdialog.h"
#include "translations.h"

#include <QComboBox>
#include <QDockWidget>
#include <QSettings>
#include <QSpinBox>

class TestPreferences : public AppTest {
    Q_OBJECT
private slots:
    void preferencesSetTextSizeAndLanguage();
    void everyTranslationWritesNumbersItsWay();
};

void TestPreferences::preferencesSetTextSizeAndLanguage()
{
    // The dialog reads and gives back typed preferences; "Default" is its lowest value.
    PreferencesDialog dialog(Preferences{}, 13);
    auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("textSize"));
    auto *language = dialog.findChild<QComboBox *>(QStringLiteral("language"));
    QVERIFY(size && language);
    QCOMPARE(dialog.preferences(), Preferences{});
    QCOMPARE(size->text(), QStringLiteral("Default (13 pt)"));
    size->setValue(22);
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    QCOMPARE(language->currentText(), QStringLiteral("Deutsch"));
    const Preferences chosen = dialog.preferences();
    QCOMPARE(chosen.textSize, 22);
    QCOMPARE(chosen.language, QStringLiteral("de"));

    // The window applies the size at once (zoom counts from it) and keeps both.
    const QString file = m_dir.filePath(QStringLiteral("preferences.ini"));
    {
        QSettings settings(file, QSettings::IniFormat);
        MainWindow window(m_db);
        window.rememberSessionIn(&settings);
        auto *view = window.findChild<RuleView *>(QStringLiteral("ruleView"));
        window.applyPreferences(chosen);
        QCOMPARE(view->font().pointSizeF(), 22.0);
        view->setZoom(2);
        QCOMPARE(view->font().pointSizeF(), 24.0);
        window.close();
    }
    QSettings settings(file, QSettings::IniFormat);
    QCOMPARE(loadPreferences(settings), chosen);
    MainWindow window(m_db);
    window.rememberSessionIn(&settings);
    QCOMPARE(window.findChild<RuleView *>(QStringLiteral("ruleView"))->font().pointSizeF(), 24.0);
    // The language chosen is the one the next start installs.
    installTranslations(*QCoreApplication::instance(), interfaceLocale(loadPreferences(settings)));
    QCOMPARE(QCoreApplication::translate("gui::MainWindow", "&Rules"), QStringLiteral("&Regeln"));
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QCOMPARE(QCoreApplication::translate("gui::MainWindow", "&Rules"), QStringLiteral("&Rules"));
    // Out of range or unknown: the defaults.
    settings.setValue(QStringLiteral("preferences/textSize"), 500);
    settings.setValue(QStringLiteral("preferences/language"), QStringLiteral("xx"));
    QCOMPARE(loadPreferences(settings), Preferences{});
}

// In every interface language, numbers are written that language's way (German 3.254,
// French 3 254), whatever the machine's locale; and German says "Verlauf" for History.
void TestPreferences::everyTranslationWritesNumbersItsWay()
{
    for (const QString &code : interfaceLanguages()) {
        installTranslations(*QCoreApplication::instance(), QLocale(code));
        QCOMPARE(QLocale().toString(3254), QLocale(code).toString(3254));
        const QString counted = QCoreApplication::translate("gui::DiffView", "%Ln rule(s) unchanged", nullptr, 3254);
        QVERIFY2(counted.contains(QLocale(code).toString(3254)), qPrintable(code + u' ' + counted));
    }
    installTranslations(*QCoreApplication::instance(), QLocale(QStringLiteral("de")));
    QCOMPARE(QLocale().toString(3254), QStringLiteral("3.254"));
    {
        MainWindow window(m_db);
        QCOMPARE(window.findChild<QDockWidget *>(QStringLiteral("historyDock"))->windowTitle(), QStringLiteral("Verlauf"));
    }
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QCOMPARE(QLocale().toString(3254), QStringLiteral("3,254"));
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
