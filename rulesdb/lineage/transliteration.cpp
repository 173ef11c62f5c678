// Whole editions whose typography is a transliteration of their neighbours'. Judged from
// the texts, each time an edition of the language is added, for the new edition and the
// editions beside it, since a neighbour imported later can tell what one alone cannot:
//  - the edition writes every quote, apostrophe and dash in ASCII;
//  - every whole neighbour present (the edition before it and the one after) writes them
//    typographically (curly quotes, true dashes) nearly throughout;
//  - and most rules it shares with a neighbour by number have that neighbour's words.
// Editions of the ASCII era (2003–2013) are ASCII and so are their neighbours: untouched.

#include "lineage/transliteration.h"

#include "lineage/lineage.h"
#include "rulesstore.h"
#include "storeprivate.h"

#include <QHash>
#include <cstring>

namespace rulesdb {

namespace {

// How an edition writes its quotes, apostrophes and dashes.
struct TypographyCount {
    int typographic = 0; // ’ ‘ “ ” — –
    int plain = 0;       // ' "
};

// The rules and examples of an edition by number, as one wording each. The examples are
// read in one pass in the primary key's order and appended to their rules, rather than
// gathered by a subquery per rule.
QHash<QString, QString> wordingsOf(Database &db, qint64 editionId)
{
    QHash<QString, QString> out;
    Statement rules(db, "SELECT r.number, t.body FROM rules r JOIN texts t ON t.id = r.text_id WHERE r.edition_id = ?1");
    rules.bind(1, editionId);
    while (rules.step())
        out.insert(rules.text(0), rules.text(1));
    Statement examples(db, "SELECT r.number, t.body FROM examples x JOIN texts t ON t.id = x.text_id "
                           "JOIN rules r ON r.edition_id = x.edition_id AND r.sort_key = x.sort_key "
                           "WHERE x.edition_id = ?1 ORDER BY x.sort_key, x.ord");
    examples.bind(1, editionId);
    while (examples.step()) {
        QString &wording = out[examples.text(0)];
        wording += u'\n';
        wording += examples.text(1);
    }
    return out;
}

// How often `byte` stands in the n bytes at b: found with memchr, which reads many bytes
// at a time, as these marks are a few in every hundred bytes of rule text.
int countByte(const char *b, size_t n, char byte)
{
    int count = 0;
    const char *end = b + n;
    for (const char *p = b; (p = static_cast<const char *>(std::memchr(p, byte, size_t(end - p)))); ++p)
        ++count;
    return count;
}

// How an edition writes its quotes and dashes, over the texts of its rules and examples,
// counted in their UTF-8 as stored: every import asks this of the edition added and of
// those beside it, and building each rule's wording for it took a third of an import.
TypographyCount typographyOf(Database &db, qint64 editionId)
{
    TypographyCount total;
    Statement st(db, "SELECT t.body FROM rules r JOIN texts t ON t.id = r.text_id WHERE r.edition_id = ?1 "
                     "UNION ALL "
                     "SELECT t.body FROM examples x JOIN texts t ON t.id = x.text_id WHERE x.edition_id = ?1");
    st.bind(1, editionId);
    while (st.step()) {
        const QByteArray utf8 = st.blob(0);
        const char *b = utf8.constData();
        const size_t n = size_t(utf8.size());
        total.plain += countByte(b, n, '\'') + countByte(b, n, '"');
        // U+2013 – U+2014 — U+2018 ‘ U+2019 ’ U+201C “ U+201D ”: E2 80 93 … E2 80 9D in UTF-8.
        const char *end = b + n;
        for (const char *p = b; (p = static_cast<const char *>(std::memchr(p, '\xE2', size_t(end - p)))); ++p) {
            if (end - p < 3 || static_cast<unsigned char>(p[1]) != 0x80)
                continue;
            const unsigned char last = static_cast<unsigned char>(p[2]);
            if (last == 0x93 || last == 0x94 || last == 0x98 || last == 0x99 || last == 0x9C || last == 0x9D)
                ++total.typographic;
        }
    }
    return total;
}

bool isAscii(const TypographyCount &c)
{
    // A handful of typographic marks in a long text is a stray character, not a style.
    return c.plain >= 100 && c.typographic * 200 <= c.plain;
}

bool isTypographic(const TypographyCount &c)
{
    return c.typographic >= 100 && c.plain * 10 <= c.typographic;
}

// Most rules the two share by number (eight in ten) have the same words. Decided as soon as
// the count so far settles it: folding a wording's typography is the costly part.
bool sameWords(const QHash<QString, QString> &a, const QHash<QString, QString> &b)
{
    std::vector<std::pair<const QString *, const QString *>> shared;
    shared.reserve(size_t(a.size()));
    for (auto it = a.cbegin(); it != a.cend(); ++it)
        if (const auto other = b.constFind(it.key()); other != b.cend())
            shared.emplace_back(&*it, &*other);
    const qsizetype needed = (qsizetype(shared.size()) * 8 + 9) / 10; // same * 10 >= shared * 8
    qsizetype same = 0, left = qsizetype(shared.size());
    for (const auto &[mine, theirs] : shared) {
        if (same >= needed || same + left < needed)
            break;
        --left;
        same += *mine == *theirs || wordsKey(*mine) == wordsKey(*theirs) ? 1 : 0;
    }
    return !shared.empty() && same >= needed;
}

} // namespace

std::vector<TransliterationNote> RulesStore::flagTransliterations(const EditionInfo &added)
{
    std::vector<TransliterationNote> notes;
    if (added.document != Document::CR)
        return notes;
    std::vector<EditionInfo> chain;
    for (EditionInfo &e : queryEditions(*m_db, QStringLiteral("WHERE language = ?1 ORDER BY date"), {added.language}))
        if (!isExcerpt(e))
            chain.push_back(std::move(e));
    qsizetype at = -1;
    for (qsizetype i = 0; i < qsizetype(chain.size()); ++i)
        if (chain[size_t(i)].id == added.id)
            at = i;
    if (at < 0)
        return notes;

    // Each read once, the wordings only where the typography leaves the question open.
    QHash<qint64, QHash<QString, QString>> wordings;
    auto wordingsAt = [&](qsizetype i) -> const QHash<QString, QString> & {
        const qint64 id = chain[size_t(i)].id;
        if (!wordings.contains(id))
            wordings.insert(id, wordingsOf(*m_db, id));
        return wordings[id];
    };
    auto typographyAt = [&](qsizetype i) {
        const EditionInfo &e = chain[size_t(i)];
        const QString key = e.sha256 + u' ' + e.language + u' ' + QString::number(e.rules);
        auto known = d->m_typographyByEdition.constFind(key);
        if (known == d->m_typographyByEdition.cend()) {
            const TypographyCount counted = typographyOf(*m_db, e.id);
            known = d->m_typographyByEdition.insert(key, {counted.typographic, counted.plain});
        }
        return TypographyCount{known->first, known->second};
    };
    Statement setFlags(*m_db, "UPDATE editions SET flags = ?1 WHERE id = ?2");
    for (qsizetype i = std::max<qsizetype>(0, at - 1); i <= std::min<qsizetype>(at + 1, chain.size() - 1); ++i) {
        const EditionInfo &e = chain[size_t(i)];
        // Lossy for another reason (lost apostrophes, "?" for quotes): already said.
        if ((e.flags & FlagLossy) && !(e.flags & FlagTransliterated))
            continue;
        bool transliterated = isAscii(typographyAt(i));
        QStringList neighbours;
        for (const qsizetype n : {i - 1, i + 1}) {
            if (!transliterated || n < 0 || n >= qsizetype(chain.size()))
                continue;
            transliterated = isTypographic(typographyAt(n)) && sameWords(wordingsAt(i), wordingsAt(n));
            neighbours << chain[size_t(n)].date;
        }
        transliterated = transliterated && !neighbours.isEmpty();
        if (transliterated == bool(e.flags & FlagTransliterated))
            continue;
        const int flags = transliterated ? e.flags | FlagLossy | FlagTransliterated
                                         : e.flags & ~(FlagLossy | FlagTransliterated);
        setFlags.bind(1, flags).bind(2, e.id).run();
        notes.push_back({e.date, e.language, transliterated, neighbours.join(QStringLiteral(" and "))});
    }
    return notes;
}

} // namespace rulesdb
