#pragma once
// The rows of a table built into the library from a tab-separated file in resources/
// (judges' words, card nicknames): one row a line, its columns by tabs, blank lines and
// lines starting with '#' left out, and rows with fewer than `columns` columns too.

#include <QStringList>
#include <vector>

namespace rulesdb {

inline std::vector<QStringList> tabbedRows(const char *builtIn, qsizetype columns)
{
    std::vector<QStringList> rows;
    for (const QString &line : QString::fromUtf8(builtIn).split(u'\n')) {
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        QStringList row = line.split(u'\t');
        if (row.size() >= columns)
            rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace rulesdb
