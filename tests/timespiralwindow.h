#pragma once
// What the window tests of a card's changes share: a database of the CR of 2025-09-19 and two
// snapshots of Time Spiral (cardslices.h: Lotus Bloom reworded between them), written once
// per test program, and a window over it at 1366×768 before each test. Skips with a message
// when ../shared is absent.

#include "cardslices.h"
#include "reading/ruleview.h"
#include "translations.h"
#include "window/mainwindow.h"

#include <QObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

class TimeSpiralWindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!testsupport::hasTimeSpiralSnapshots())
            QSKIP("../shared/corpus (the real card and rules files) is absent beside this clone; skipping");
        QStandardPaths::setTestModeEnabled(true);
        gui::installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("cards.sqlite"));
        const QString failed = testsupport::writeTimeSpiralSnapshots(m_db);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    void init()
    {
        m_window = std::make_unique<gui::MainWindow>(m_db);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_view = m_window->findChild<gui::RuleView *>(QStringLiteral("ruleView"));
        QVERIFY(m_view);
    }
    void cleanup()
    {
        m_window.reset(); // the windows it opened with it
    }

protected:
    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<gui::MainWindow> m_window;
    gui::RuleView *m_view = nullptr;
};
