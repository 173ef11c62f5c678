#include "edition.h"

namespace rulesdb {

namespace {
struct FlagName {
    int flag;
    const char *name;
};
constexpr FlagName kFlagNames[] = {
    {FlagPartial, "partial"},
    {FlagLossy, "lossy"},
    {FlagIncomplete, "incomplete"},
};
} // namespace

QStringList flagNames(int flags)
{
    QStringList names;
    for (const auto &f : kFlagNames)
        if (flags & f.flag)
            names << QString::fromLatin1(f.name);
    return names;
}

int flagsFromNames(const QStringList &names)
{
    int flags = 0;
    for (const auto &f : kFlagNames)
        if (names.contains(QString::fromLatin1(f.name)))
            flags |= f.flag;
    return flags;
}

} // namespace rulesdb
