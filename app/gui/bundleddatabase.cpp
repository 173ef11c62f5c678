#include "bundleddatabase.h"

#include "store/paths.h"

#include <QFile>
#include <QCoreApplication>
#include <QFileInfo>

namespace gui {

QString databaseToOpen(const QString &requested, QString *error)
{
    if (!requested.isEmpty())
        return requested;
    const QString path = rulesdb::defaultDatabasePath();
    if (QFileInfo::exists(path))
        return path;
    const QString sample = QStringLiteral(":/rulekeeper/sample.sqlite");
    if (!QFile::copy(sample, path)) {
        *error = QCoreApplication::translate("gui", "Cannot create %1 from the bundled sample database.").arg(path);
        return {};
    }
    // Resource files are read-only; the user's copy must not be.
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup
                                    | QFile::ReadOther);
    return path;
}

} // namespace gui
