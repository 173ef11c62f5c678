#include "reading/sectionpage.h"

#include <algorithm>

namespace gui {

QString sectionLabel(rulesdb::Document document, const rulesdb::SectionEntry &section)
{
    return rulesdb::documentName(document).toUpper() + u' ' + sectionKey(section);
}

std::optional<SectionPage> loadSectionPage(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                           const QString &numberOrTitle)
{
    const std::vector<rulesdb::SectionEntry> all = store.sections(edition);
    std::optional<rulesdb::SectionEntry> found;
    if (numberOrTitle.trimmed().isEmpty()) {
        if (!all.empty())
            found = all.front();
    } else {
        found = store.section(edition, numberOrTitle);
    }
    if (!found)
        return std::nullopt;
    SectionPage page{edition, *found, {}, {}, {}};
    // The sections under it are those after it of a deeper level, up to the next one of its
    // own: the JAR numbers nothing, so numbers cannot tell.
    const auto self = std::find_if(all.begin(), all.end(), [&](const rulesdb::SectionEntry &s) {
        return s.number == found->number && s.title == found->title;
    });
    if (self != all.end())
        for (auto s = std::next(self); s != all.end() && s->level > found->level; ++s)
            page.subsections.push_back(*s);
    page.links = store.sectionLinksFrom(edition, *found);
    page.since = store.sectionSince(edition, *found);
    return page;
}

} // namespace gui
