#pragma once
// What the app's widget tests share: a window over a database of three small editions (two
// official texts and one with a keyword and glossary terms), opened before each test on
// the newest official one, and the helpers more than one test program needs. Each test
// program is one window or panel; they run offscreen.

#include "importer.h"
#include "window/mainwindow.h"
#include "rulesstore.h"
#include "reading/ruleview.h"
#include "testsupport.h"
#include "translations.h"

#include <QComboBox>
#include <QLineEdit>
#include <QObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace gui;

// An edition with a keyword and glossary terms, which the official fixtures lack.
inline rulesdb::EditionData keywordEdition()
{
    const auto rule = [](const char *n, const char *t) {
        return rulesdb::RuleEntry{QString::fromUtf8(n), QString::fromUtf8(t), {}, 0};
    };
    rulesdb::EditionData e;
    e.meta.date = QStringLiteral("2025-02-07");
    e.meta.name = QStringLiteral("Magic: The Gathering Comprehensive Rules");
    e.meta.sourceFile = QStringLiteral("keywords.txt");
    e.meta.format = QStringLiteral("txt");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = "keyword-edition";
    e.rules = {
        rule("7.", "Additional Rules"),
        rule("702.", "Keyword Abilities"),
        rule("702.33", "Kicker"),
        rule("702.33a", "Kicker is a static ability that functions while the spell with kicker is on the stack."),
        rule("702.33b", "Paying a kicker cost follows the rules for paying additional costs in rule 601.2b."),
    };
    e.glossary = {
        {QStringLiteral("Kicker"), QStringLiteral("A keyword ability that represents an optional additional cost. See rule 702.33.")},
        {QStringLiteral("Mana Ability"), QStringLiteral("An activated or triggered ability that could create mana. See rule 605.")},
    };
    return e;
}

class AppTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

protected:
    // What a test program adds to the shared database before its first window opens.
    virtual void addEditions(rulesdb::RulesStore &) {}
    // Types into the lookup box as a user does, then Enter.
    void lookUp(const QString &text);
    QString shown() const { return m_view->toPlainText(); }

    QTemporaryDir m_dir;
    QString m_db;
    std::unique_ptr<MainWindow> m_window;
    QLineEdit *m_lookup = nullptr;
    RuleView *m_view = nullptr;
    QComboBox *m_editions = nullptr;
};

inline void AppTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // English, whatever the machine's locale: the tests read the window's words.
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("rules.sqlite"));
    rulesdb::RulesStore store(m_db);
    importers::importFiles(store,
                           {testsupport::testData(QStringLiteral("editions/mini-2024-07-30.txt")),
                            testsupport::testData(QStringLiteral("editions/mini-2024-11-08.txt"))},
                           {});
    store.addEdition(keywordEdition());
    QCOMPARE(store.editions().size(), size_t(3));
    addEditions(store);
}

inline void AppTest::init()
{
    m_window = std::make_unique<MainWindow>(m_db);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_lookup = m_window->findChild<QLineEdit *>(QStringLiteral("lookup"));
    m_view = m_window->findChild<RuleView *>(QStringLiteral("ruleView"));
    m_editions = m_window->findChild<QComboBox *>(QStringLiteral("editionBox"));
    QVERIFY(m_lookup && m_view && m_editions);
    QVERIFY(m_window->selectEdition(QStringLiteral("2024-11-08")));
}

inline void AppTest::cleanup()
{
    m_window.reset();
}

inline void AppTest::lookUp(const QString &text)
{
    m_lookup->setFocus();
    m_lookup->selectAll();
    QTest::keyClicks(m_lookup, text);
    QTest::keyClick(m_lookup, Qt::Key_Return);
}
