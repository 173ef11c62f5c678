#include "effectivedate.h"

#include <QDate>
#include <QRegularExpression>

namespace importers {

QString isoDateFromWords(QStringView month, QStringView day, QStringView year)
{
    static const char16_t *const names[] = {u"jan", u"feb", u"mar", u"apr", u"may", u"jun",
                                            u"jul", u"aug", u"sep", u"oct", u"nov", u"dec"};
    for (int i = 0; i < 12; ++i) {
        if (month.left(3).compare(QStringView(names[i]), Qt::CaseInsensitive) != 0)
            continue;
        const QDate d(year.toInt(), i + 1, day.toInt());
        return d.isValid() ? d.toString(Qt::ISODate) : QString();
    }
    return QString();
}

namespace {

// Whether `lower` (ASCII lower-case letters) is in the text in any case, as the pattern's
// case-insensitive match finds it; about a quarter of the cost of QStringView's own search
// in any case, which folds every character of the text.
bool containsInAnyCase(QStringView text, QStringView lower)
{
    const qsizetype n = lower.size();
    for (qsizetype i = 0; i + n <= text.size(); ++i) {
        qsizetype k = 0;
        while (k < n && (text[i + k].unicode() | 0x20) == lower[k].unicode())
            ++k;
        if (k == n)
            return true;
    }
    return false;
}

} // namespace

std::optional<EffectiveSentence> findEffectiveSentence(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral(R"((?:effective|current)[\s\x{00A0}]+as[\s\x{00A0}]+of[\s\x{00A0}]+([A-Za-z]+)\.?)"
                       R"([\s\x{00A0}]+(\d{1,2}),?[\s\x{00A0}]+(\d{4}))"),
        QRegularExpression::CaseInsensitiveOption);
    // The Chinese translation: "此规则于2024年7月30日起生效" (these rules take effect from
    // 30 July 2024).
    static const QRegularExpression cjk(
        QStringLiteral(R"(([0-9]{4})\s*年\s*([0-9]{1,2})\s*月\s*([0-9]{1,2})\s*日\s*起?\s*生效)"));
    // Importers ask this of every line: a pattern runs only on a line that holds its
    // words, as a match costs allocations even when it finds nothing.
    const bool english = containsInAnyCase(text, u"effective") || containsInAnyCase(text, u"current");
    const bool chinese = text.contains(u"生效");
    if (!english && !chinese)
        return std::nullopt;
    const auto m = english ? re.match(text) : QRegularExpressionMatch();
    const auto c = chinese ? cjk.match(text) : QRegularExpressionMatch();
    if (c.hasMatch() && (!m.hasMatch() || c.capturedStart() < m.capturedStart())) {
        const QDate d(c.capturedView(1).toInt(), c.capturedView(2).toInt(), c.capturedView(3).toInt());
        return EffectiveSentence{d.isValid() ? d.toString(Qt::ISODate) : QString(), c.captured(0), c.capturedEnd()};
    }
    if (!m.hasMatch())
        return std::nullopt;
    return EffectiveSentence{isoDateFromWords(m.capturedView(1), m.capturedView(2), m.capturedView(3)),
                             m.captured(0), m.capturedEnd()};
}

} // namespace importers
