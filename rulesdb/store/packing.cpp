// Packing the database file after a large import. SQLite splits a full page of a B-tree
// keyed otherwise than by rowid into even halves, so rows that arrive in key order, as every
// edition's rules, examples and glossary do, leave about an eighth of each page empty: 2 MB
// of the whole CR corpus's 26. VACUUM rewrites the file packed, in 0.2 s for that corpus
// and 0.5 s for a library with every card of 2022. Done after every import it would cost
// more than it keeps: the indexes on text and hash, packed full, split again at the next
// edition's rows, and an import of the corpus one edition at a time took 18% longer for
// 0.8 MB. So only an import that grew the file by a quarter packs it: the corpus or a card
// archive imported at once, a first library.

#include "rulesstore.h"
#include "sqlite.h"

namespace rulesdb {

qint64 RulesStore::fileBytes()
{
    return m_db->queryInt("PRAGMA page_count") * m_db->queryInt("PRAGMA page_size");
}

bool RulesStore::packIfGrown(qint64 bytesBefore, qint64 fromBytes)
{
    // VACUUM cannot run inside a transaction, nor on a connection that only reads.
    if (m_db->inTransaction() || m_db->refusesWrites())
        return false;
    try {
        const qint64 bytes = fileBytes();
        if (bytes < fromBytes || bytes * 4 < bytesBefore * 5)
            return false;
        // Atomic as any transaction: a crash during it leaves the file as it was.
        m_db->exec("VACUUM");
        return true;
    } catch (const DbError &) {
        // Another connection writing, or a statement of this one still reading: the file
        // stays as the import left it, whole.
        return false;
    }
}

} // namespace rulesdb
