// Outlines of an edition for browsing and completion: numbers with the first line of
// their text, and the glossary's terms. The app builds its table of contents and its
// lookup completion from these without loading whole rules.

#include "ruleindex.h"

#include "rulesstore.h"
#include "storeprivate.h"

namespace rulesdb {

bool isKeywordHeading(const QString &headingText)
{
    return headingText.section(u'\n', 0, 0).contains(QStringLiteral("Keyword"), Qt::CaseInsensitive);
}

bool isKeywordName(const QString &ruleText)
{
    // A title, not a sentence.
    const QString title = ruleText.section(u'\n', 0, 0).trimmed();
    return !title.isEmpty() && title.size() <= 40 && !title.endsWith(u'.');
}

std::vector<RuleHeadline> RulesStore::headlines(const EditionInfo &edition,
                                                const std::optional<RuleNumber> &under)
{
    // A number's key range holds its subrules; without one, the whole edition.
    auto st = d->use("SELECT r.number, t.body FROM rules r JOIN texts t ON t.id = r.text_id "
                     "WHERE r.edition_id = ?1 AND (?2 IS NULL OR (r.sort_key > ?2 "
                     "AND r.sort_key < ?3)) ORDER BY r.sort_key");
    st->bind(1, edition.id);
    if (under) {
        const QByteArray key = under->sortKey();
        st->bindBlob(2, key).bindBlob(3, rangeEnd(key));
    } else {
        st->bindNull(2).bindNull(3);
    }
    std::vector<RuleHeadline> out;
    const QString self = under ? under->toString() : QString();
    while (st->step()) {
        QString number = st->text(0);
        // A repeated number (its key has a 0xFF suffix) is listed once.
        if (number == self || (!out.empty() && out.back().number == number))
            continue;
        const QString body = st->text(1);
        out.push_back({std::move(number), body.section(u'\n', 0, 0)});
    }
    return out;
}

QStringList RulesStore::glossaryTerms(const EditionInfo &edition)
{
    auto st = d->use("SELECT term FROM glossary WHERE edition_id = ?1 ORDER BY ord");
    st->bind(1, edition.id);
    QStringList out;
    while (st->step())
        out.append(st->text(0));
    return out;
}

std::optional<GlossaryEntry> RulesStore::glossaryEntry(const EditionInfo &edition,
                                                       const QString &term)
{
    auto st = d->use("SELECT g.term, t.body FROM glossary g JOIN texts t ON t.id = g.text_id "
                     "WHERE g.edition_id = ?1 AND g.term = ?2 COLLATE NOCASE ORDER BY g.ord "
                     "LIMIT 1");
    st->bind(1, edition.id).bind(2, term.trimmed());
    if (!st->step())
        return std::nullopt;
    return GlossaryEntry{st->text(0), st->text(1)};
}

} // namespace rulesdb
