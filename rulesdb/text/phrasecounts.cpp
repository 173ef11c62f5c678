#include "text/phrasecounts.h"

#include <sqlite3.h>

#include <QVarLengthArray>
#include <QtGlobal>

namespace rulesdb {

namespace {

void phraseCounts(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int count,
                  sqlite3_value **)
{
    if (count != 0) {
        sqlite3_result_error(context, "phrase_counts: no arguments but the table", -1);
        return;
    }
    // Each phrase's instances in the row, as bm25() counts them (its xInst() lists the same
    // positions, those of every phrase merged in order: reading each phrase's own costs less).
    QVarLengthArray<quint32, 32> counts(api->xPhraseCount(fts), 0);
    int rc = SQLITE_OK;
    for (int p = 0; rc == SQLITE_OK && p < counts.size(); ++p) {
        Fts5PhraseIter it;
        int column = -1, offset = -1;
        rc = api->xPhraseFirst(fts, p, &it, &column, &offset);
        for (; rc == SQLITE_OK && column >= 0; api->xPhraseNext(fts, &it, &column, &offset))
            ++counts[p];
    }
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return;
    }
    sqlite3_result_blob(context, counts.constData(), int(counts.size() * qsizetype(sizeof(quint32))), SQLITE_TRANSIENT);
}

void indexSize(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context, int count, sqlite3_value **)
{
    if (count != 0) {
        sqlite3_result_error(context, "index_size: no arguments but the table", -1);
        return;
    }
    sqlite3_int64 size[2] = {0, 0};
    int rc = api->xRowCount(fts, &size[0]);
    if (rc == SQLITE_OK)
        rc = api->xColumnTotalSize(fts, -1, &size[1]);
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(context, rc);
        return;
    }
    sqlite3_result_blob(context, size, int(sizeof size), SQLITE_TRANSIENT);
}

} // namespace

int registerPhraseCounts(fts5_api *api)
{
    const int rc = api->xCreateFunction(api, kPhraseCountsName, nullptr, phraseCounts, nullptr);
    return rc == SQLITE_OK ? api->xCreateFunction(api, kIndexSizeName, nullptr, indexSize, nullptr) : rc;
}

} // namespace rulesdb
