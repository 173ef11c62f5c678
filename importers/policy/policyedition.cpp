#include "policy/policyedition.h"

namespace importers::policy {

rulesdb::EditionData editionFromPolicy(const PolicyDocument &document)
{
    rulesdb::EditionData edition;
    edition.meta.document = document.document;
    edition.meta.documentUnstated = !document.documentStated;
    edition.meta.date = document.date;
    edition.meta.language = document.language;
    edition.meta.name = document.title.isEmpty() ? rulesdb::documentTitle(document.document) : document.title;
    edition.warnings = document.warnings;
    edition.sections.reserve(document.sections.size());
    for (const PolicySection &s : document.sections) {
        rulesdb::SectionEntry entry;
        entry.number = s.number;
        entry.title = s.title;
        entry.level = s.level;
        entry.category = s.category;
        entry.penalty = s.penalty;
        entry.text = s.paragraphs.join(u'\n');
        entry.sourceLine = s.sourceLine;
        for (const PolicyPart &part : s.parts)
            entry.parts.push_back({part.label, part.paragraphs.join(u'\n')});
        for (const QString &example : s.examples)
            entry.parts.push_back({QStringLiteral("Example"), example});
        edition.sections.push_back(std::move(entry));
    }
    return edition;
}

} // namespace importers::policy
