#include "settings/session.h"

#include <QSettings>
#include <algorithm>

namespace gui {

namespace {

// Places are written "rule:702.33a", "glossary:Kicker", "section:ipg:2.1" (a link's
// "section:mtr@2023-11-13:4.3") and "card:Lotus Bloom" (a snapshot chosen:
// "card@2022-04-25:Lotus Bloom"): readable in the settings file.
const QString kRulePrefix = QStringLiteral("rule:");
const QString kCardPrefix = QStringLiteral("card");
const QString kGlossaryPrefix = QStringLiteral("glossary:");
const QString kSectionPrefix = QStringLiteral("section:");
// Enough to go back a long day of lookups; a settings file is no archive.
constexpr int kMaxPlaces = 200;

int intValue(const QSettings &settings, const QString &key, int fallback, int min, int max)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= min && value <= max ? value : fallback;
}

} // namespace

QString placeKey(const Target &t)
{
    if (t.kind == Target::Section)
        return kSectionPrefix + rulesdb::documentName(t.document) + (t.edition.isEmpty() ? QString() : u'@' + t.edition)
               + u':' + t.key;
    if (t.kind == Target::Card)
        return kCardPrefix + (t.edition.isEmpty() ? QString() : u'@' + t.edition) + u':' + t.key;
    return (t.kind == Target::Rule ? kRulePrefix : kGlossaryPrefix) + t.key;
}

std::optional<Target> placeFrom(const QString &key)
{
    if (key.startsWith(kRulePrefix) && key.size() > kRulePrefix.size())
        return Target{Target::Rule, key.mid(kRulePrefix.size())};
    if (key.startsWith(kGlossaryPrefix) && key.size() > kGlossaryPrefix.size())
        return Target{Target::Glossary, key.mid(kGlossaryPrefix.size())};
    if (key.startsWith(kCardPrefix + u':') || key.startsWith(kCardPrefix + u'@')) {
        const qsizetype colon = key.indexOf(u':');
        const QString snapshot = key.mid(kCardPrefix.size(), colon - kCardPrefix.size()).mid(1); // after '@'
        if (colon + 1 < key.size())
            return Target{Target::Card, key.mid(colon + 1), rulesdb::Document::Cards, snapshot};
    }
    if (key.startsWith(kSectionPrefix)) {
        const QString rest = key.mid(kSectionPrefix.size());
        const qsizetype colon = rest.indexOf(u':');
        const QString where = rest.left(std::max<qsizetype>(colon, 0)); // "mtr" or "mtr@2023-11-13"
        const qsizetype at = where.indexOf(u'@');
        const auto document = rulesdb::documentNamed(at < 0 ? where : where.left(at));
        if (colon > 0 && document)
            return Target{Target::Section, rest.mid(colon + 1), *document, at < 0 ? QString() : where.mid(at + 1)};
    }
    return std::nullopt;
}

Session loadSession(const QSettings &settings)
{
    Session s;
    s.geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    s.state = settings.value(QStringLiteral("window/state")).toByteArray();
    s.editionDate = settings.value(QStringLiteral("session/editionDate")).toString();
    s.editionLanguage = settings.value(QStringLiteral("session/editionLanguage")).toString();
    for (const QString &key : settings.value(QStringLiteral("session/places")).toStringList())
        if (const auto place = placeFrom(key))
            s.places.push_back(*place);
    s.current = s.places.empty() ? -1 : intValue(settings, QStringLiteral("session/current"), int(s.places.size()) - 1, 0,
                                                 int(s.places.size()) - 1);
    s.zoom = intValue(settings, QStringLiteral("view/zoom"), 0, -20, 40);
    s.diffSideBySide = intValue(settings, QStringLiteral("diff/sideBySide"), 1, 0, 1) == 1;
    s.historyShowsTypography = intValue(settings, QStringLiteral("history/showTypography"), 0, 0, 1) == 1;
    return s;
}

void saveSession(QSettings &settings, const Session &session)
{
    settings.setValue(QStringLiteral("window/geometry"), session.geometry);
    settings.setValue(QStringLiteral("window/state"), session.state);
    settings.setValue(QStringLiteral("session/editionDate"), session.editionDate);
    settings.setValue(QStringLiteral("session/editionLanguage"), session.editionLanguage);
    // The newest places, the one shown among them.
    const int first = std::max(0, int(session.places.size()) - kMaxPlaces);
    QStringList places;
    for (size_t i = size_t(first); i < session.places.size(); ++i)
        places << placeKey(session.places[i]);
    settings.setValue(QStringLiteral("session/places"), places);
    settings.setValue(QStringLiteral("session/current"), std::max(-1, session.current - first));
    settings.setValue(QStringLiteral("view/zoom"), session.zoom);
    settings.setValue(QStringLiteral("diff/sideBySide"), session.diffSideBySide ? 1 : 0);
    settings.setValue(QStringLiteral("history/showTypography"), session.historyShowsTypography ? 1 : 0);
}

} // namespace gui
