#include "workers/storetask.h"

namespace gui {

StoreTask::StoreTask(const QString &databasePath, std::function<void(rulesdb::RulesStore &)> work, QObject *parent)
    : BackgroundTask(
          [databasePath, work = std::move(work)] {
              rulesdb::RulesStore store(databasePath);
              work(store);
          },
          parent)
{
}

} // namespace gui
