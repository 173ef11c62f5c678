#include "cards/cardsearchindex.h"

#include "schema.h"
#include "sqlite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rulesdb {

namespace {

// Fewer cards than this are read one by one; more, in one pass over every card (an
// archive's import gives every card a wording).
constexpr qsizetype kOneByOne = 256;

void createIndex(Database &db)
{
    db.exec("DROP TABLE IF EXISTS cards_fts");
    // No column sizes: the ranking is search's own (cardsearch.cpp), not bm25's.
    db.exec(QStringLiteral("CREATE VIRTUAL TABLE cards_fts USING fts5(name, type_line, text, rulings, "
                           "tokenize='%1', columnsize=0)")
                .arg(QString::fromLatin1(kFtsTokenize)));
}

struct Writer {
    explicit Writer(Database &db)
        : insert(db, "INSERT INTO cards_fts(rowid, name, type_line, text, rulings) VALUES(?1, ?2, ?3, ?4, ?5)")
    {
    }
    Statement insert;
    void write(qint64 id, const QString &name, const QByteArray &body, const QStringList &rulings)
    {
        const std::vector<CardFace> faces = cardFacesOf(body);
        insert.bind(1, id)
            .bind(2, name)
            .bind(3, cardTypeLine(faces))
            .bind(4, cardSearchText(faces))
            .bind(5, rulings.join(u'\n'))
            .run();
    }
};

// Every card's row, or those of `only`'s cards, in one pass: each card's versions in date
// order (the last one read is the newest) beside its rulings, both in card order. Rulings
// of one date by their words: the same row whatever order the files came in.
void writeInOnePass(Database &db, const QSet<qint64> *only)
{
    Writer writer(db);
    Statement versions(db, only ? "SELECT v.card_id, c.name, t.body FROM card_versions v "
                                  "JOIN editions e ON e.id = v.edition_id JOIN cards c ON c.id = v.card_id "
                                  "JOIN card_texts t ON t.id = v.text_id WHERE in_set(?1, v.card_id) "
                                  "ORDER BY v.card_id, e.date"
                                : "SELECT v.card_id, c.name, t.body FROM card_versions v "
                                  "JOIN editions e ON e.id = v.edition_id JOIN cards c ON c.id = v.card_id "
                                  "JOIN card_texts t ON t.id = v.text_id ORDER BY v.card_id, e.date");
    Statement rulings(db, only ? "SELECT r.card_id, t.body FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                                 "WHERE in_set(?1, r.card_id) ORDER BY r.card_id, r.date, t.body"
                               : "SELECT r.card_id, t.body FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                                 "ORDER BY r.card_id, r.date, t.body");
    if (only) {
        versions.bindIdSet(1, *only);
        rulings.bindIdSet(1, *only);
    }
    bool moreRulings = rulings.step();
    qint64 id = 0;
    QString name;
    QByteArray body;
    const auto flush = [&] {
        if (!id)
            return;
        QStringList texts;
        while (moreRulings && rulings.int64(0) < id)
            moreRulings = rulings.step();
        while (moreRulings && rulings.int64(0) == id) {
            texts << rulings.text(1);
            moreRulings = rulings.step();
        }
        writer.write(id, name, body, texts);
    };
    while (versions.step()) {
        const qint64 card = versions.int64(0);
        if (card != id) {
            flush();
            id = card;
            name = versions.text(1);
        }
        body = versions.blob(2);
    }
    flush();
}

} // namespace

std::vector<CardFace> cardFacesOf(const QByteArray &body)
{
    std::vector<CardFace> faces;
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    for (const QJsonValue &v : o.value(QStringLiteral("faces")).toArray())
        faces.push_back(cardFaceFromJson(v.toObject()));
    return faces;
}

QString cardTypeLine(const std::vector<CardFace> &faces)
{
    QStringList lines;
    for (const CardFace &f : faces)
        if (!f.typeLine.isEmpty() && !lines.contains(f.typeLine))
            lines << f.typeLine;
    return lines.join(QStringLiteral(" // "));
}

QString cardSearchText(const std::vector<CardFace> &faces)
{
    QStringList texts;
    for (const CardFace &f : faces)
        if (!f.text.isEmpty())
            texts << (faces.size() > 1 ? f.name + QStringLiteral(": ") + f.text : f.text);
    return texts.join(QStringLiteral(" // "));
}

void rebuildCardSearchIndex(Database &db)
{
    createIndex(db);
    // Before the cards' schema step there are no cards to read.
    if (db.queryInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'card_versions'") == 0)
        return;
    // The order cards of equal relevance are shown in (shorter names first), so that the
    // first few of thousands are read in order and the rest never (cardsearch.cpp).
    db.exec("DROP INDEX IF EXISTS cards_by_name_order");
    db.exec("CREATE INDEX cards_by_name_order ON cards(length(name), name)");
    writeInOnePass(db, nullptr);
}

void reindexCards(Database &db, const QSet<qint64> &cardIds)
{
    if (cardIds.isEmpty())
        return;
    {
        Statement drop(db, "DELETE FROM cards_fts WHERE rowid = ?1");
        for (const qint64 id : cardIds)
            drop.bind(1, id).run();
    }
    if (cardIds.size() > kOneByOne) {
        writeInOnePass(db, &cardIds);
        return;
    }
    Writer writer(db);
    Statement newest(db, "SELECT c.name, t.body FROM card_versions v JOIN editions e ON e.id = v.edition_id "
                         "JOIN cards c ON c.id = v.card_id JOIN card_texts t ON t.id = v.text_id "
                         "WHERE v.card_id = ?1 ORDER BY e.date DESC LIMIT 1");
    Statement rulings(db, "SELECT t.body FROM oracle_rulings r JOIN card_texts t ON t.id = r.text_id "
                          "WHERE r.card_id = ?1 ORDER BY r.date, t.body");
    for (const qint64 id : cardIds) {
        newest.bind(1, id);
        if (!newest.step()) {
            newest.reset();
            continue;
        }
        const QString name = newest.text(0);
        const QByteArray body = newest.blob(1);
        newest.reset();
        QStringList texts;
        rulings.bind(1, id);
        while (rulings.step())
            texts << rulings.text(0);
        rulings.reset();
        writer.write(id, name, body, texts);
    }
}

} // namespace rulesdb
