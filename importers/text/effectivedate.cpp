#include "text/effectivedate.h"

#include <QDate>
#include <QRegularExpression>
#include <string_view>

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

// Whether "effective" or "current" is in the text in any ASCII case, as the pattern's
// case-insensitive match finds them. One pass that looks further only at an E or a C: the
// importers ask this of every line, and QStringView's own search in any case folds every
// character of the text, once for each word.
bool mentionsEffectiveOrCurrent(QStringView text)
{
    const char16_t *const p = text.utf16();
    const qsizetype n = text.size();
    const auto wordAt = [&](qsizetype i, std::u16string_view lower) {
        if (i + qsizetype(lower.size()) > n)
            return false;
        for (size_t k = 1; k < lower.size(); ++k)
            if (char16_t(p[i + qsizetype(k)] | 0x20) != lower[k])
                return false;
        return true;
    };
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i] | 0x20;
        if ((c == u'e' && wordAt(i, u"effective")) || (c == u'c' && wordAt(i, u"current")))
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
    const bool english = mentionsEffectiveOrCurrent(text);
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
