#pragma once
// Work on the database that may take longer than a frame (linking editions, diffing two
// of them) runs here, on a thread of its own with its own connection, so that the window
// keeps answering. The result is handed back on the owner's thread.

#include "workers/backgroundtask.h"
#include "rulesstore.h"

#include <functional>

namespace gui {

class StoreTask : public BackgroundTask {
    Q_OBJECT
public:
    // `work` runs on the task's thread with a store opened on databasePath.
    StoreTask(const QString &databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent = nullptr);
};

} // namespace gui
