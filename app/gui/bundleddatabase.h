#pragma once
// The sample database compiled into the app, so a first start shows real rules.

#include <QString>

namespace gui {

// Returns the database to open: `requested` if given, else the user's default; when that
// default does not exist yet, the bundled sample is copied there first. Returns an empty
// string and sets *error when the copy fails.
QString databaseToOpen(const QString &requested, QString *error);

} // namespace gui
