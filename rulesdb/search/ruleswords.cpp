#include "search/ruleswords.h"

#include <QLocale>

namespace rulesdb {

QString RulesWords::effective(const QDate &date) const
{
    if (language == QLatin1String("zh"))
        return QStringLiteral("此规则于%1年%2月%3日起生效。").arg(date.year()).arg(date.month()).arg(date.day());
    return QStringLiteral("These rules are effective as of %1.")
        .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(date, QStringLiteral("MMMM d, yyyy")));
}

const RulesWords &rulesWords(QStringView language)
{
    // As the Simplified Chinese translation prints them (cr-txt-zh).
    static const RulesWords chinese{QStringLiteral("万智牌完整规则"), QStringLiteral("前言"), QStringLiteral("目录"),
                                    QStringLiteral("词汇表"), QStringLiteral("版权信息"), QStringLiteral("例如："),
                                    QStringLiteral("zh")};
    static const RulesWords english{QStringLiteral("Magic: The Gathering Comprehensive Rules"),
                                    QStringLiteral("Introduction"), QStringLiteral("Contents"),
                                    QStringLiteral("Glossary"), QStringLiteral("Credits"), QStringLiteral("Example: "),
                                    QStringLiteral("en")};
    // "zh", "zh-Hans", "zh_CN": the translation there is.
    if (language.startsWith(u"zh"))
        return chinese;
    return english;
}

} // namespace rulesdb
