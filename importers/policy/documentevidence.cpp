#include "policy/documentevidence.h"

#include "rulesstore.h"

#include <QHash>
#include <algorithm>
#include <vector>

namespace importers::policy {

namespace {

// A title as two documents would both write it: case, spacing and a closing period aside.
QString foldedTitle(const QString &title)
{
    QString t = title.simplified().toCaseFolded();
    while (t.endsWith(u'.') || t.endsWith(u':'))
        t.chop(1);
    return t;
}

QString quoted(const rulesdb::SectionEntry &s)
{
    return QStringLiteral("%1 \"%2\"").arg(s.number, s.title);
}

// What the file's shape alone says against `named`.
QString shapeContradiction(const std::vector<rulesdb::SectionEntry> &sections, rulesdb::Document named)
{
    const rulesdb::SectionEntry *numbered = nullptr, *infraction = nullptr;
    int numberedCount = 0;
    for (const auto &s : sections) {
        if (!s.number.isEmpty() && numberedCount++ == 0)
            numbered = &s;
        if (!infraction && !s.penalty.isEmpty())
            infraction = &s;
    }
    const QString title = rulesdb::documentTitle(named);
    if (infraction && named != rulesdb::Document::IPG)
        return QStringLiteral("its section %1 is an infraction with a penalty (%2), as only the sections of the "
                              "Infraction Procedure Guide are, not those of the %3")
            .arg(quoted(*infraction), infraction->penalty, title);
    if (named == rulesdb::Document::JAR && numberedCount >= 2)
        return QStringLiteral("its sections are numbered (%1 and %2 more), and Judging at Regular REL numbers none")
            .arg(quoted(*numbered))
            .arg(numberedCount - 1);
    if (named != rulesdb::Document::JAR && numberedCount == 0 && sections.size() >= 3)
        return QStringLiteral("none of its %1 sections is numbered, as only those of Judging at Regular REL are, "
                              "while the %2 numbers its sections")
            .arg(sections.size())
            .arg(title);
    return {};
}

// A document's numbers and their titles, in every edition imported, newest first.
struct KnownTitles {
    rulesdb::Document document;
    std::vector<std::pair<QString, QHash<QString, QString>>> editions; // date, number → title as written
};

// The title `document` gives `number` in its newest edition that has it, if any.
const QString *titleAt(const KnownTitles &known, const QString &number, QString *date)
{
    for (const auto &[editionDate, titles] : known.editions)
        if (const auto it = titles.constFind(number); it != titles.constEnd()) {
            *date = editionDate;
            return &*it;
        }
    return nullptr;
}

} // namespace

QString documentContradiction(const rulesdb::EditionData &file, rulesdb::Document named, rulesdb::RulesStore *store)
{
    if (named == rulesdb::Document::CR)
        return {};
    if (QString shape = shapeContradiction(file.sections, named); !shape.isEmpty())
        return shape;
    if (!store)
        return {};
    std::vector<KnownTitles> documents;
    for (const auto d : {rulesdb::Document::MTR, rulesdb::Document::IPG, rulesdb::Document::JAR}) {
        KnownTitles known{d, {}};
        const auto editions = store->editions(d);
        for (auto e = editions.rbegin(); e != editions.rend(); ++e) {
            QHash<QString, QString> titles;
            for (const auto &s : store->sections(*e))
                if (!s.number.isEmpty())
                    titles.insert(s.number, s.title);
            known.editions.emplace_back(e->date, std::move(titles));
        }
        documents.push_back(std::move(known));
    }
    // How many of the file's numbered sections are titled as each document titles them.
    struct Agreement {
        int count = 0;
        const rulesdb::SectionEntry *first = nullptr;
        QString date;
    };
    QHash<int, Agreement> agree;
    for (const auto &s : file.sections) {
        if (s.number.isEmpty())
            continue;
        for (const KnownTitles &known : documents) {
            QString date;
            const QString *title = titleAt(known, s.number, &date);
            if (!title || foldedTitle(*title) != foldedTitle(s.title))
                continue;
            Agreement &a = agree[int(known.document)];
            if (a.count++ == 0) {
                a.first = &s;
                a.date = date;
            }
        }
    }
    const int own = agree.value(int(named)).count;
    for (const KnownTitles &known : documents) {
        const Agreement a = agree.value(int(known.document));
        // Two titles at least, and more than the document named has: one title in common
        // ("Introduction") is chance.
        if (known.document == named || a.count < 2 || a.count <= own)
            continue;
        QString namedDate;
        const auto namedKnown = std::find_if(documents.begin(), documents.end(),
                                             [named](const KnownTitles &k) { return k.document == named; });
        const QString *namedTitle = titleAt(*namedKnown, a.first->number, &namedDate);
        const QString where = namedTitle ? QStringLiteral(", where the %1's (%2) is \"%3\"")
                                               .arg(rulesdb::documentName(named).toUpper(), namedDate, *namedTitle)
                                         : QString();
        return QStringLiteral("its sections are the %1's: %2 of them are titled as in the %1 of %3, section %4 among "
                              "them%5")
            .arg(rulesdb::documentName(known.document).toUpper())
            .arg(a.count)
            .arg(a.date, quoted(*a.first), where);
    }
    return {};
}

} // namespace importers::policy
