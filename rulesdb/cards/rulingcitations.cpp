#include "cards/rulingcitations.h"

#include "references.h"
#include "sqlite.h"

#include <QHash>

namespace rulesdb {

namespace {

// Three digits, a point and a digit ("704.5"): every rule number a reference can name has
// them, and most rulings have none, so the reference reader runs on few.
bool mayNameARule(QStringView text)
{
    int digits = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isDigit()) {
            ++digits;
            continue;
        }
        if (c == u'.' && digits >= 3 && text[i + 1].isDigit())
            return true;
        digits = 0;
    }
    return false;
}

} // namespace

QStringList rulesCitedIn(QStringView rulingText)
{
    QStringList out;
    if (!mayNameARule(rulingText))
        return out;
    for (const Reference &ref : extractReferences(rulingText))
        for (const QString &target : ref.targets)
            if (!out.contains(target))
                out << target;
    return out;
}

void storeRulingCitations(Database &db, qint64 cardId, const QString &date, qint64 textId, QStringView rulingText)
{
    const QStringList cited = rulesCitedIn(rulingText);
    if (cited.isEmpty())
        return;
    Statement st(db, "INSERT OR IGNORE INTO ruling_citations(target, card_id, date, text_id) VALUES(?1, ?2, ?3, ?4)");
    for (const QString &target : cited)
        st.bind(1, target).bind(2, cardId).bind(3, date).bind(4, textId).run();
}

void rebuildRulingCitations(Database &db)
{
    db.exec("DROP TABLE IF EXISTS ruling_citations");
    // Keyed by the number cited first: a rule's page asks for the numbers at and below its own.
    db.exec("CREATE TABLE ruling_citations("
            "target  TEXT NOT NULL, "     // a rule number the ruling cites ("704.5j")
            "card_id INTEGER NOT NULL, "  // the ruling's key in oracle_rulings
            "date    TEXT NOT NULL, "
            "text_id INTEGER NOT NULL, "  // the ruling's text (card_texts)
            "PRIMARY KEY(target, card_id, date, text_id)) WITHOUT ROWID");
    // Before the cards' schema step there are no rulings to read.
    if (db.queryInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'oracle_rulings'") == 0)
        return;
    // A text many cards share ("this is a copy of …") is read for its numbers once.
    QHash<qint64, bool> cites;
    Statement rulings(db, "SELECT r.card_id, r.date, r.text_id, t.body FROM oracle_rulings r "
                          "JOIN card_texts t ON t.id = r.text_id");
    while (rulings.step()) {
        const qint64 textId = rulings.int64(2);
        auto known = cites.find(textId);
        if (known != cites.end() && !*known)
            continue;
        const QString body = rulings.text(3);
        if (known == cites.end())
            known = cites.insert(textId, !rulesCitedIn(body).isEmpty());
        if (*known)
            storeRulingCitations(db, rulings.int64(0), rulings.text(1), textId, body);
    }
}

} // namespace rulesdb
