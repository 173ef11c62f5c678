#include "text/phrasecolumns.h"

#include <sqlite3.h>

#include <QByteArray>
#include <algorithm>

namespace rulesdb {

namespace {

void phraseColumns(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int count,
                   sqlite3_value **args)
{
    if (count != 1) {
        sqlite3_result_error(context, "phrase_columns: one argument, the phrases' groups", -1);
        return;
    }
    const auto *groups = static_cast<const unsigned char *>(sqlite3_value_blob(args[0]));
    const int phrases = std::min(sqlite3_value_bytes(args[0]), api->xPhraseCount(fts));
    int groupCount = 0;
    for (int p = 0; p < phrases; ++p)
        if (groups[p] != kNoGroup)
            groupCount = std::max(groupCount, int(groups[p]) + 1);
    QByteArray masks(groupCount, '\0');
    for (int p = 0; p < phrases; ++p) {
        if (groups[p] == kNoGroup)
            continue;
        Fts5PhraseIter it;
        int column = -1;
        const int rc = api->xPhraseFirstColumn(fts, p, &it, &column);
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(context, rc);
            return;
        }
        for (; column >= 0; api->xPhraseNextColumn(fts, &it, &column))
            if (column < 8)
                masks[groups[p]] = char(quint8(masks[groups[p]]) | (1u << column));
    }
    sqlite3_result_blob(context, masks.constData(), int(masks.size()), SQLITE_TRANSIENT);
}

} // namespace

int registerPhraseColumns(fts5_api *api)
{
    return api->xCreateFunction(api, kPhraseColumnsName, nullptr, phraseColumns, nullptr);
}

} // namespace rulesdb
