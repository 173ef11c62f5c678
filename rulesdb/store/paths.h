#pragma once
// Where the user's rules database lives, shared by the app and the command line.

#include <QString>

namespace rulesdb {

// RULEKEEPER_DB if set, else "rules.sqlite" in the user's data folder.
QString defaultDatabasePath();

} // namespace rulesdb
