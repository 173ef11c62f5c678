#include "diff/sectiondiff.h"

#include "policy/sectionwording.h"

#include <QHash>

namespace gui {

namespace {

// The wordings of an edition's sections by their keys (a number, else a title).
QHash<QString, QString> wordings(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition)
{
    QHash<QString, QString> out;
    for (const rulesdb::SectionEntry &s : store.sections(edition))
        out.insert(s.number.isEmpty() ? s.title : s.number, rulesdb::sectionWording(s));
    return out;
}

// The wordings of the sections named, one after the other, and how many paragraphs each has.
QString joined(const QStringList &keys, const QHash<QString, QString> &wording, std::vector<int> *paragraphs)
{
    QStringList texts;
    for (const QString &key : keys) {
        const QString text = wording.value(key);
        texts << text;
        paragraphs->push_back(int(text.count(u'\n')) + 1);
    }
    return texts.join(u'\n');
}

} // namespace

rulesdb::EditionDiff diffSections(rulesdb::RulesStore &store, const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to)
{
    rulesdb::EditionDiff diff;
    diff.from = from;
    diff.to = to;
    // Every kind counted, none found yet: the view lists each with its count.
    for (int k = int(rulesdb::ChangeKind::Unchanged); k <= int(rulesdb::ChangeKind::Removed); ++k)
        diff.summary[rulesdb::ChangeKind(k)] = 0;
    const QHash<QString, QString> before = wordings(store, from), after = wordings(store, to);
    for (const rulesdb::SectionChange &change : store.sectionDiff(from, to)) {
        ++diff.summary[change.kind];
        if (change.kind == rulesdb::ChangeKind::Unchanged)
            continue;
        rulesdb::DiffEntry entry;
        entry.kind = change.kind;
        entry.oldNumbers = change.older;
        entry.newNumbers = change.newer;
        entry.oldText = joined(change.older, before, &entry.oldParagraphs);
        entry.newText = joined(change.newer, after, &entry.newParagraphs);
        entry.similarity = rulesdb::wordSimilarity(entry.oldText, entry.newText);
        if (entry.oldText != entry.newText)
            entry.spans = rulesdb::wordDiff(entry.oldText, entry.newText);
        diff.changes.push_back(std::move(entry));
    }
    return diff;
}

} // namespace gui
