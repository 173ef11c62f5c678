#include "diff/changetitles.h"

#include <QCoreApplication>
#include <QHash>

namespace gui {

QString changeTitle(const QString &kindName)
{
    static const QHash<QString, const char *> titles{
        {QStringLiteral("first seen"), QT_TRANSLATE_NOOP("gui::Changes", "first seen")},
        {QStringLiteral("unchanged"), QT_TRANSLATE_NOOP("gui::Changes", "unchanged")},
        {QStringLiteral("typography"), QT_TRANSLATE_NOOP("gui::Changes", "typography only")},
        {QStringLiteral("references"), QT_TRANSLATE_NOOP("gui::Changes", "cited numbers renumbered")},
        {QStringLiteral("modified"), QT_TRANSLATE_NOOP("gui::Changes", "reworded")},
        {QStringLiteral("moved"), QT_TRANSLATE_NOOP("gui::Changes", "renumbered")},
        {QStringLiteral("moved-modified"), QT_TRANSLATE_NOOP("gui::Changes", "renumbered and reworded")},
        {QStringLiteral("split"), QT_TRANSLATE_NOOP("gui::Changes", "split")},
        {QStringLiteral("merged"), QT_TRANSLATE_NOOP("gui::Changes", "merged")},
        {QStringLiteral("added"), QT_TRANSLATE_NOOP("gui::Changes", "added")},
        {QStringLiteral("removed"), QT_TRANSLATE_NOOP("gui::Changes", "removed")},
    };
    const auto it = titles.constFind(kindName);
    return it == titles.constEnd() ? kindName : QCoreApplication::translate("gui::Changes", *it);
}

QString changeTitle(rulesdb::ChangeKind kind)
{
    return changeTitle(rulesdb::changeKindName(kind));
}

const std::vector<rulesdb::ChangeKind> &changeKindsByWeight()
{
    using K = rulesdb::ChangeKind;
    static const std::vector<K> kinds{K::Added,  K::Removed, K::Modified,   K::MovedModified, K::Split,
                                      K::Merged, K::Moved,   K::References, K::Typography,    K::Unchanged};
    return kinds;
}

} // namespace gui
