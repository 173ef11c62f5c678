#include "store/paths.h"

#include <QDir>
#include <QStandardPaths>

namespace rulesdb {

QString defaultDatabasePath()
{
    const QString fromEnv = qEnvironmentVariable("RULEKEEPER_DB");
    if (!fromEnv.isEmpty())
        return fromEnv;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
                        + QStringLiteral("/rulekeeper");
    QDir().mkpath(dir);
    return dir + QStringLiteral("/rules.sqlite");
}

} // namespace rulesdb
