#include "references.h"

#include "rulenumber.h"

#include <optional>

namespace rulesdb {
namespace {

// A citation of one number, or of a range of numbers, as written in the text.
struct CitedItem {
    qsizetype start = 0;
    qsizetype end = 0;
    QStringList targets;
};

bool isDigit(QChar c) { return c >= u'0' && c <= u'9'; }
bool isLower(QChar c) { return c >= u'a' && c <= u'z'; }
bool isDash(QChar c) { return c == u'-' || c == u'\u2013' || c == u'\u2014'; }
// Only ASCII letters and digits glue onto a number ("2010.1", "601.2bis"); a number right
// after or before Chinese text ("规则601.2f中") is still a reference.
bool isWordChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || isDigit(c) || c == u'_';
}

qsizetype digitsAt(QStringView s, qsizetype pos)
{
    qsizetype n = 0;
    while (pos + n < s.size() && isDigit(s[pos + n]))
        ++n;
    return n;
}

// One number as the rules write it in running text: "601", "601.2", "601.2b". Sections
// ("8") only where the caller says so.
struct WrittenNumber {
    int heading = 0; // or the section, for a section
    int rule = 0;
    QString letters;
    bool section = false;
    qsizetype end = 0;

    QString normalised() const
    {
        if (section)
            return QString::number(heading) + u'.';
        if (rule == 0)
            return QString::number(heading) + u'.';
        return QString::number(heading) + u'.' + QString::number(rule) + letters;
    }
};

std::optional<WrittenNumber> numberAt(QStringView s, qsizetype pos, bool allowHeading,
                                      bool allowSection)
{
    if (pos > 0 && (isWordChar(s[pos - 1]) || s[pos - 1] == u'.'))
        return std::nullopt;
    const qsizetype n = digitsAt(s, pos);
    WrittenNumber w;
    if (n == 1 && allowSection) {
        w.section = true;
        w.heading = s[pos].unicode() - u'0';
        w.end = pos + 1;
        if (w.heading == 0 || (w.end < s.size() && isWordChar(s[w.end])))
            return std::nullopt;
        return w;
    }
    if (n != 3 || s[pos] == u'0')
        return std::nullopt;
    w.heading = s.mid(pos, 3).toInt();
    qsizetype p = pos + 3;
    const qsizetype ruleDigits =
        (p + 1 < s.size() && s[p] == u'.') ? digitsAt(s, p + 1) : 0;
    if (ruleDigits == 0 || ruleDigits > 3) {
        // A bare heading ("rule 605"); a dot after it ends the sentence.
        if (!allowHeading || (p < s.size() && isWordChar(s[p])))
            return std::nullopt;
        w.end = p;
        return w;
    }
    w.rule = s.mid(p + 1, ruleDigits).toInt();
    if (w.rule == 0)
        return std::nullopt;
    p += 1 + ruleDigits;
    qsizetype q = p;
    while (q < s.size() && isLower(s[q]))
        ++q;
    // "601.2b" but not "601.2bis" glued to a longer word with capitals or digits.
    if (q < s.size() && isWordChar(s[q]))
        return std::nullopt;
    w.letters = s.mid(p, q - p).toString();
    w.end = q;
    // More letters than a subrule may have ("107.4represent") make a word, not a number.
    if (!w.letters.isEmpty() && !RuleNumber::parse(w.normalised()))
        return std::nullopt;
    return w;
}

// Subrule letters skip "l" and "o" (they read like 1 and 0), so a range "k–m" is two rules.
QStringList expandLetters(const WrittenNumber &from, QChar last)
{
    QStringList out;
    const QChar first = from.letters.at(0);
    for (char16_t c = first.unicode(); c <= last.unicode(); ++c) {
        const bool endpoint = c == first.unicode() || c == last.unicode();
        if (!endpoint && (c == u'l' || c == u'o'))
            continue;
        WrittenNumber n = from;
        n.letters = QString(QChar(c));
        out.append(n.normalised());
    }
    return out;
}

constexpr int kMaxExpansion = 40; // a range wider than this is cited by its ends only

// A number possibly followed by a range: "601.2f–h", "409.1a-409.1f", "702.30a-b",
// "100.1–100.4", "rules 100–104".
std::optional<CitedItem> itemAt(QStringView s, qsizetype pos, bool allowHeading,
                                bool allowSection)
{
    const auto from = numberAt(s, pos, allowHeading, allowSection);
    if (!from)
        return std::nullopt;
    CitedItem item;
    item.start = pos;
    item.end = from->end;
    item.targets = {from->normalised()};
    if (from->section || item.end >= s.size() || !isDash(s[item.end]))
        return item;

    const qsizetype afterDash = item.end + 1;
    // Letter range: "601.2f–h".
    if (from->letters.size() == 1 && afterDash < s.size() && isLower(s[afterDash])
        && (afterDash + 1 >= s.size() || !isWordChar(s[afterDash + 1]))) {
        const QChar last = s[afterDash];
        if (last > from->letters.at(0)) {
            item.targets = expandLetters(*from, last);
            item.end = afterDash + 1;
        }
        return item;
    }
    // Full range: "409.1a-409.1f", "100.1–100.4", "100–104".
    const auto to = numberAt(s, afterDash, from->rule == 0, false);
    if (!to || to->heading < from->heading)
        return item;
    item.end = to->end;
    if (from->rule == 0 && to->rule == 0) {
        if (to->heading - from->heading <= kMaxExpansion) {
            item.targets.clear();
            for (int h = from->heading; h <= to->heading; ++h)
                item.targets.append(QString::number(h) + u'.');
        } else {
            item.targets.append(to->normalised());
        }
    } else if (to->heading == from->heading && to->rule == from->rule
               && from->letters.size() == 1 && to->letters.size() == 1
               && to->letters > from->letters) {
        item.targets = expandLetters(*from, to->letters.at(0));
    } else if (to->heading == from->heading && from->letters.isEmpty() && to->letters.isEmpty()
               && to->rule > from->rule && to->rule - from->rule <= kMaxExpansion) {
        item.targets.clear();
        for (int r = from->rule; r <= to->rule; ++r) {
            WrittenNumber n = *from;
            n.rule = r;
            item.targets.append(n.normalised());
        }
    } else {
        item.targets.append(to->normalised());
    }
    return item;
}

// ", ", " and ", ", or ", " and/or " between the items of a list; returns where the next
// item starts, or -1.
qsizetype afterListSeparator(QStringView s, qsizetype pos)
{
    qsizetype p = pos;
    bool separated = false;
    if (p < s.size() && (s[p] == u',' || s[p] == u';')) {
        ++p;
        separated = true;
    }
    while (p < s.size() && s[p] == u' ')
        ++p;
    for (QStringView word : {QStringView(u"and/or"), QStringView(u"and"), QStringView(u"or")}) {
        if (s.mid(p).startsWith(word) && p + word.size() < s.size()
            && s[p + word.size()] == u' ') {
            p += word.size();
            while (p < s.size() && s[p] == u' ')
                ++p;
            separated = true;
            break;
        }
    }
    return separated && p > pos ? p : -1;
}

// "rule", "rules", "Rule", "section", "Sections" followed by a space, at pos; "规则"
// (rule, in the Chinese translation) with or without one.
qsizetype keywordEnd(QStringView s, qsizetype pos, bool &sections)
{
    if (s.mid(pos).startsWith(u"规则")) {
        qsizetype p = pos + 2;
        while (p < s.size() && s[p] == u' ')
            ++p;
        sections = false;
        return p;
    }
    if (pos > 0 && isWordChar(s[pos - 1]))
        return -1;
    for (QStringView word : {QStringView(u"rule"), QStringView(u"section")}) {
        if (!s.mid(pos).startsWith(word, Qt::CaseInsensitive))
            continue;
        qsizetype p = pos + word.size();
        if (p < s.size() && s[p] == u's')
            ++p;
        if (p >= s.size() || s[p] != u' ')
            return -1;
        while (p < s.size() && s[p] == u' ')
            ++p;
        sections = word == u"section";
        return p;
    }
    return -1;
}

void add(std::vector<Reference> &out, qsizetype start, qsizetype end, const QStringList &targets)
{
    out.push_back({int(start), int(end - start), targets});
}

} // namespace

std::vector<Reference> extractReferences(QStringView text)
{
    std::vector<Reference> out;
    qsizetype pos = 0;
    while (pos < text.size()) {
        const QChar c = text[pos];
        if (c == u'r' || c == u'R' || c == u's' || c == u'S' || c == u'规') {
            bool sections = false;
            const qsizetype itemPos = keywordEnd(text, pos, sections);
            if (itemPos >= 0) {
                if (auto item = itemAt(text, itemPos, !sections, sections)) {
                    // The first citation's span includes the keyword: "rule 601.2b".
                    add(out, pos, item->end, item->targets);
                    qsizetype next = item->end;
                    for (;;) {
                        const qsizetype following = afterListSeparator(text, next);
                        if (following < 0)
                            break;
                        auto more = itemAt(text, following, !sections, sections);
                        if (!more)
                            break;
                        add(out, more->start, more->end, more->targets);
                        next = more->end;
                    }
                    pos = next;
                    continue;
                }
            }
        } else if (isDigit(c)) {
            // A bare rule number anywhere in the text: "as described in 409.1a-409.1f".
            if (auto item = itemAt(text, pos, false, false)) {
                add(out, item->start, item->end, item->targets);
                pos = item->end;
                continue;
            }
            while (pos < text.size() && isDigit(text[pos]))
                ++pos;
            continue;
        }
        ++pos;
    }
    return out;
}

} // namespace rulesdb
