#include "edition.h"

#include "rulenumber.h"

#include <bitset>

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
    {FlagTransliterated, "transliterated"},
};
} // namespace

QString textPlaceName(TextPlace place)
{
    switch (place) {
    case TextPlace::RuleText: return QStringLiteral("text");
    case TextPlace::Example: return QStringLiteral("example");
    case TextPlace::Glossary: return QStringLiteral("glossary");
    }
    return QString();
}

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

bool coversWholeRules(const std::vector<RuleEntry> &rules)
{
    int numbered = 0;
    std::bitset<10> sections;
    for (const RuleEntry &r : rules) {
        const auto n = RuleNumber::parse(r.number);
        if (!n || !n->isRuleOrSubrule())
            continue;
        ++numbered;
        if (n->section() >= 0 && n->section() < 10)
            sections.set(size_t(n->section()));
    }
    if (numbered < 1000)
        return false;
    for (int s = 1; s <= 8; ++s)
        if (!sections.test(size_t(s)))
            return false;
    return true;
}

int numberedRuleCount(const std::vector<RuleEntry> &rules)
{
    int numbered = 0;
    for (const RuleEntry &r : rules)
        if (const auto n = RuleNumber::parse(r.number); n && n->isRuleOrSubrule())
            ++numbered;
    return numbered;
}

} // namespace rulesdb
