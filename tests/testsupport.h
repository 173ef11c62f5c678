#pragma once
// Helpers shared by the test programs: where the real corpus and the test data live.

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

namespace testsupport {

// ../shared beside the clone; empty when absent (a user's clone without the corpus).
inline QString sharedDir()
{
    const QString dir = QStringLiteral(RULEKEEPER_SHARED_DIR);
    return QDir(dir).exists(QStringLiteral("corpus")) ? QDir(dir).canonicalPath() : QString();
}

inline QString corpusFile(const QString &relative)
{
    const QString dir = sharedDir();
    return dir.isEmpty() ? QString() : dir + QStringLiteral("/corpus/") + relative;
}

inline QString testData(const QString &relative)
{
    return QStringLiteral(RULEKEEPER_TEST_DATA "/") + relative;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace testsupport

// Skips the current test when ../shared is absent, with a message that says so.
#define REQUIRE_SHARED()                                                                   \
    do {                                                                                   \
        if (testsupport::sharedDir().isEmpty())                                            \
            QSKIP("../shared (the real CR corpus) is absent beside this clone; skipping"); \
    } while (false)
