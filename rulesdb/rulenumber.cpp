#include "rulenumber.h"

#include <algorithm>
#include <cstring>

namespace rulesdb {
namespace {

bool isAsciiDigit(QChar c) { return c >= u'0' && c <= u'9'; }
bool isAsciiLetter(QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z'); }

// Reads a run of digits at `pos`; -1 when there is none, it has a leading zero, or it is
// too long to be a rule number.
int readNumber(QStringView s, qsizetype &pos)
{
    const qsizetype start = pos;
    int value = 0;
    while (pos < s.size() && isAsciiDigit(s[pos])) {
        value = value * 10 + (s[pos].unicode() - u'0');
        ++pos;
        if (pos - start > 5)
            return -1;
    }
    if (pos == start || (s[start] == u'0' && pos - start > 1))
        return -1;
    return value;
}

void skipSpaces(QStringView s, qsizetype &pos)
{
    while (pos < s.size() && s[pos].isSpace())
        ++pos;
}

// Numbers become two bytes in base 250, so that no key byte is ever 0xFF: the store
// appends 0xFF to a key to make range ends and to tell repeated numbers apart.
void appendNumber(QByteArray &key, int n)
{
    key.append(char(n / 250));
    key.append(char(n % 250));
}

} // namespace

std::optional<RuleNumber> RuleNumber::parse(QStringView text)
{
    const QStringView s = text.trimmed();
    qsizetype pos = 0;
    const int first = readNumber(s, pos);
    if (first < 0)
        return std::nullopt;
    const qsizetype digits = pos;
    RuleNumber n;

    if (digits == 1) { // a section: "7" or "7."
        if (first < 1)
            return std::nullopt;
        if (pos < s.size() && s[pos] == u'.')
            ++pos;
        if (pos != s.size())
            return std::nullopt;
        n.m_kind = RuleKind::Section;
        n.m_sectionOnly = first;
        return n;
    }
    if (digits != 3)
        return std::nullopt;
    n.m_heading = first;

    // "702", "702." -> heading; "702.33" -> rule.
    if (pos == s.size())
        return (n.m_kind = RuleKind::Heading), n;
    if (s[pos] != u'.')
        return std::nullopt;
    ++pos;
    if (pos == s.size())
        return (n.m_kind = RuleKind::Heading), n;
    const int rule = readNumber(s, pos);
    if (rule <= 0 || rule >= 250 * 250)
        return std::nullopt;
    n.m_rule = rule;
    n.m_kind = RuleKind::Rule;

    // Letters, possibly after a space ("702.33 a"); a trailing dot is tolerated.
    skipSpaces(s, pos);
    const qsizetype lettersStart = pos;
    while (pos < s.size() && isAsciiLetter(s[pos]))
        ++pos;
    if (pos > lettersStart) {
        if (pos - lettersStart > 8)
            return std::nullopt;
        n.m_letters = s.mid(lettersStart, pos - lettersStart).toString().toLower();
        n.m_kind = RuleKind::Subrule;
    }
    if (pos < s.size() && s[pos] == u'.')
        ++pos;
    if (pos != s.size())
        return std::nullopt;
    return n;
}

QString RuleNumber::toString() const
{
    switch (m_kind) {
    case RuleKind::Section:
        return QString::number(m_sectionOnly) + u'.';
    case RuleKind::Heading:
        return QString::number(m_heading) + u'.';
    case RuleKind::Rule:
        return QString::number(m_heading) + u'.' + QString::number(m_rule);
    case RuleKind::Subrule:
        return QString::number(m_heading) + u'.' + QString::number(m_rule) + m_letters;
    }
    return {};
}

std::optional<RuleNumber> RuleNumber::parent() const
{
    RuleNumber p = *this;
    switch (m_kind) {
    case RuleKind::Section:
        return std::nullopt;
    case RuleKind::Heading:
        p = RuleNumber{};
        p.m_kind = RuleKind::Section;
        p.m_sectionOnly = m_heading / 100;
        return p;
    case RuleKind::Rule:
        p.m_kind = RuleKind::Heading;
        p.m_rule = 0;
        return p;
    case RuleKind::Subrule:
        p.m_kind = RuleKind::Rule;
        p.m_letters.clear();
        return p;
    }
    return std::nullopt;
}

// Layout: [section] [heading % 100] [rule: 2 bytes] [letter count] [letters as 1..26].
// Each level's key is a strict prefix of its descendants' keys, so "everything under
// 702.33" is one key range; a letter count before the letters puts 100.1z before 100.1aa.
QByteArray RuleNumber::sortKey() const
{
    QByteArray key;
    key.reserve(8 + m_letters.size());
    if (m_kind == RuleKind::Section) {
        key.append(char(m_sectionOnly));
        return key;
    }
    key.append(char(m_heading / 100));
    key.append(char(m_heading % 100));
    if (m_kind == RuleKind::Heading)
        return key;
    appendNumber(key, m_rule);
    if (m_kind == RuleKind::Rule)
        return key;
    key.append(char(m_letters.size()));
    for (QChar c : m_letters)
        key.append(char(c.unicode() - u'a' + 1));
    return key;
}

std::optional<RuleNumber> RuleNumber::fromSortKey(QByteArrayView key)
{
    // Only what parse() accepts: sections 1-9, headings 100-999, rules 1-62499, one to
    // eight letters a-z.
    const auto byte = [&key](qsizetype i) { return int(uchar(key[i])); };
    RuleNumber n;
    if (key.size() == 1) {
        if (byte(0) < 1 || byte(0) > 9)
            return std::nullopt;
        n.m_kind = RuleKind::Section;
        n.m_sectionOnly = byte(0);
        return n;
    }
    if (key.size() < 2 || key.size() == 3 || byte(0) < 1 || byte(0) > 9 || byte(1) >= 100)
        return std::nullopt;
    n.m_heading = byte(0) * 100 + byte(1);
    n.m_kind = RuleKind::Heading;
    if (key.size() == 2)
        return n;
    if (byte(2) >= 250 || byte(3) >= 250 || (byte(2) == 0 && byte(3) == 0))
        return std::nullopt;
    n.m_rule = byte(2) * 250 + byte(3);
    n.m_kind = RuleKind::Rule;
    if (key.size() == 4)
        return n;
    const int letters = byte(4);
    if (letters < 1 || letters > 8 || key.size() != 5 + letters)
        return std::nullopt;
    n.m_letters.resize(letters);
    for (int i = 0; i < letters; ++i) {
        if (byte(5 + i) < 1 || byte(5 + i) > 26)
            return std::nullopt;
        n.m_letters[i] = QChar(u'a' + byte(5 + i) - 1);
    }
    n.m_kind = RuleKind::Subrule;
    return n;
}

std::strong_ordering operator<=>(const RuleNumber &a, const RuleNumber &b)
{
    const QByteArray ka = a.sortKey();
    const QByteArray kb = b.sortKey();
    int c = std::memcmp(ka.constData(), kb.constData(), size_t(std::min(ka.size(), kb.size())));
    if (c == 0)
        c = int(ka.size() > kb.size()) - int(ka.size() < kb.size());
    return c < 0 ? std::strong_ordering::less
                 : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

bool naturalLess(const QString &a, const QString &b)
{
    const auto na = RuleNumber::parse(a);
    const auto nb = RuleNumber::parse(b);
    if (na && nb)
        return *na < *nb;
    if (na || nb)
        return bool(na); // numbers before anything that is not one
    return a < b;
}

} // namespace rulesdb
