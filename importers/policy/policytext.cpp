#include "policy/policytext.h"

#include "text/effectivedate.h"

#include <QRegularExpression>
#include <algorithm>

namespace importers::policy {

namespace {

// Spaces as the shapes write them: ASCII, no-break (web pages, e-books), thin.
constexpr auto kSpace = R"([\s\x{00A0}\x{2009}\x{202F}])";

bool isDash(QChar c)
{
    return c == u'-' || c == u'\u2013' || c == u'\u2014' || c == u'\u2012' || c == u'\u2212';
}

} // namespace

std::optional<StatedDate> findStatedDate(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(?:effective|updated)%1+(?:as%1+of%1+|on%1+)?([A-Za-z]+)\.?%1+(\d{1,2})(?:st|nd|rd|th)?%1*,?%1+(\d{4}))")
            .arg(QLatin1StringView(kSpace)),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return StatedDate{isoDateFromWords(m.capturedView(1), m.capturedView(2), m.capturedView(3)),
                      collapsedSpaces(m.capturedView(0))};
}

std::optional<rulesdb::Document> documentOfTitle(QStringView title)
{
    const QString t = collapsedSpaces(title).toCaseFolded();
    if (t.contains(u"infraction procedure guide"))
        return rulesdb::Document::IPG;
    if (t.contains(u"judging at regular"))
        return rulesdb::Document::JAR;
    if (t.contains(u"comprehensive rules"))
        return std::nullopt; // the CR's own title, or a title naming both: not a policy document
    if (t.contains(u"tournament rules") || t.contains(u"floor rules"))
        return rulesdb::Document::MTR;
    return std::nullopt;
}

const QStringList &penaltyNames()
{
    static const QStringList names = {QStringLiteral("No Penalty"), QStringLiteral("Warning"),
                                      QStringLiteral("Game Loss"), QStringLiteral("Match Loss"),
                                      QStringLiteral("Disqualification")};
    return names;
}

QString normalisedNumber(QStringView number)
{
    QString n = collapsedSpaces(number);
    static const QRegularExpression appendix(QStringLiteral(R"(^appendix[\s\-]*([A-Za-z])$)"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (const auto m = appendix.match(n); m.hasMatch())
        return QStringLiteral("Appendix ") + m.captured(1).toUpper();
    while (n.endsWith(u'.'))
        n.chop(1);
    return n;
}

std::optional<Heading> parseHeading(QStringView text)
{
    const QString line = collapsedSpaces(text);
    // "IPG 2.1 …", "MTR Appendix A - …": the document's prefix in the gatherer scrapes.
    static const QRegularExpression numbered(
        QStringLiteral(R"(^(?:(?:MTR|IPG|JAR)\s+)?(?:(\d{1,3}(?:\.\d{1,2})?)\.?|(Appendix\s*[A-Za-z])\b)\s*(.*)$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = numbered.match(line);
    if (!m.hasMatch())
        return std::nullopt;
    Heading h;
    QString rest = m.captured(3);
    if (m.capturedLength(2) > 0) {
        h.number = normalisedNumber(m.capturedView(2));
        // "Appendix B-Time Limits", "Appendix A — Penalty Quick Reference"
        while (!rest.isEmpty() && (isDash(rest.front()) || rest.front() == u' ' || rest.front() == u':'))
            rest.remove(0, 1);
    } else {
        h.number = normalisedNumber(m.capturedView(1));
        h.level = h.number.contains(u'.') ? 2 : 1;
    }
    rest = rest.trimmed();
    // Every shape capitalises a title: "2.5 mm", "1994" or a bare number is no heading.
    if (rest.isEmpty() || !rest.front().isUpper())
        return std::nullopt;
    // A penalty glued after the title (the datasets' "Missed Trigger No Penalty").
    for (const QString &penalty : penaltyNames()) {
        if (rest.size() > penalty.size() && rest.endsWith(penalty, Qt::CaseInsensitive)
            && rest.at(rest.size() - penalty.size() - 1) == u' ') {
            h.penalty = rest.right(penalty.size());
            rest = rest.left(rest.size() - penalty.size()).trimmed();
            break;
        }
    }
    static const QRegularExpression category(
        QStringLiteral(R"(^(Game Play Error|Tournament Error|Unsporting Conduct)\s*(?:[\-\x{2012}\x{2013}\x{2014}\x{2212}]+|:)\s*(.+)$)"),
        QRegularExpression::CaseInsensitiveOption);
    if (const auto c = category.match(rest); c.hasMatch()) {
        h.category = c.captured(1);
        rest = c.captured(2);
    }
    h.title = rest.trimmed();
    return h;
}

QString collapsedSpaces(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (const QChar c : text) {
        if (c.isSpace() || c == u'\u00A0' || c == u'\u2009' || c == u'\u202F' || c == u'\u200B') {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out += u' ';
        space = false;
        out += c;
    }
    return out;
}

QSet<QString> wordsOf(QStringView text)
{
    QSet<QString> words;
    qsizetype start = -1;
    const auto flush = [&](qsizetype end) {
        if (start < 0)
            return;
        QStringView w = text.mid(start, end - start);
        while (!w.isEmpty() && isDash(w.back()))
            w.chop(1);
        if (!w.isEmpty())
            words.insert(w.toString().toLower());
        start = -1;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool inWord = c.isLetterOrNumber() || (start >= 0 && c == u'-' && i + 1 < text.size()
                                                     && text.at(i + 1).isLetter());
        if (inWord && start < 0)
            start = i;
        else if (!inWord)
            flush(i);
    }
    flush(text.size());
    return words;
}

QString joinWrappedLines(const QStringList &lines, const QSet<QString> &vocabulary)
{
    QString out;
    for (const QString &raw : lines) {
        const QString line = collapsedSpaces(raw);
        if (line.isEmpty())
            continue;
        if (out.isEmpty()) {
            out = line;
            continue;
        }
        const bool brokenWord = out.size() >= 2 && out.back() == u'-' && out.at(out.size() - 2).isLetter()
                                && line.front().isLetter();
        if (!brokenWord) {
            out += u' ';
            out += line;
            continue;
        }
        // The word around the break: from the last space of what came before to the first
        // space or punctuation of the new line.
        const qsizetype headStart = out.lastIndexOf(u' ') + 1;
        const QString head = out.mid(headStart, out.size() - headStart - 1); // without the hyphen
        qsizetype tailEnd = 0;
        while (tailEnd < line.size() && (line.at(tailEnd).isLetterOrNumber() || line.at(tailEnd) == u'-'))
            ++tailEnd;
        const QString tail = line.left(tailEnd);
        const QString joined = (head + tail).toLower();
        const QString hyphened = (head + u'-' + tail).toLower();
        bool keepHyphen;
        if (vocabulary.contains(hyphened))
            keepHyphen = true;
        else if (vocabulary.contains(joined))
            keepHyphen = false;
        else // unseen elsewhere: a compound already hyphenated, or a capital after the break, keeps it
            keepHyphen = head.contains(u'-') || line.front().isUpper();
        if (!keepHyphen)
            out.chop(1);
        out += line;
    }
    return out;
}

bool opensWithTitleAndDate(QStringView head, int lines, bool (*skip)(QStringView line))
{
    int seen = 0;
    bool title = false;
    for (const QStringView raw : head.split(u'\n')) {
        const QString line = collapsedSpaces(raw);
        if (line.isEmpty() || (skip && skip(line)))
            continue;
        if (++seen > lines)
            break;
        if (!title)
            title = documentOfTitle(line).has_value() && line.size() < 120;
        else if (findStatedDate(line))
            return true;
    }
    return false;
}

bool isStatedDateLine(QStringView line)
{
    const QString l = collapsedSpaces(line);
    const auto date = findStatedDate(l);
    return date && (l.startsWith(u"Effective", Qt::CaseInsensitive) || l.startsWith(u"Updated", Qt::CaseInsensitive))
           && date->words.size() + 1 >= l.size();
}

bool startsWithWords(QStringView text, QStringView prefix)
{
    return !prefix.isEmpty() && text.startsWith(prefix, Qt::CaseInsensitive)
           && (text.size() == prefix.size() || !text.at(prefix.size()).isLetterOrNumber());
}

bool isAllCapitals(QStringView text)
{
    bool letters = false;
    for (const QChar c : text) {
        if (c.isLower())
            return false;
        letters = letters || c.isLetter();
    }
    return letters;
}

QString titleCased(QStringView text)
{
    QString t = collapsedSpaces(text);
    if (!isAllCapitals(t))
        return t;
    static const QSet<QString> small = {QStringLiteral("a"),   QStringLiteral("an"),   QStringLiteral("and"),
                                        QStringLiteral("at"),  QStringLiteral("for"),  QStringLiteral("from"),
                                        QStringLiteral("in"),  QStringLiteral("of"),   QStringLiteral("on"),
                                        QStringLiteral("or"),  QStringLiteral("the"),  QStringLiteral("to")};
    QString out;
    out.reserve(t.size());
    bool first = true;
    bool afterColon = false;
    qsizetype i = 0;
    while (i < t.size()) {
        if (!t.at(i).isLetter()) {
            if (t.at(i) == u':')
                afterColon = true;
            out += t.at(i++);
            continue;
        }
        qsizetype end = i;
        while (end < t.size() && (t.at(end).isLetter() || t.at(end) == u'\'' || t.at(end) == u'\u2019'))
            ++end;
        // The documents' own abbreviations stay as they are: "DCI Floor Rules".
        static const QSet<QString> abbreviations = {QStringLiteral("DCI"), QStringLiteral("REL"), QStringLiteral("MTR"),
                                                    QStringLiteral("IPG"), QStringLiteral("JAR"), QStringLiteral("UTR"),
                                                    QStringLiteral("WPN"), QStringLiteral("FNM")};
        QString word = t.mid(i, end - i);
        if (abbreviations.contains(word)) {
            out += word;
            first = false;
            afterColon = false;
            i = end;
            continue;
        }
        word = word.toLower();
        if (first || afterColon || !small.contains(word))
            word[0] = word.at(0).toUpper();
        out += word;
        first = false;
        afterColon = false;
        i = end;
    }
    return out;
}

QString comparableTitle(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.isSpace() || c == u'\u00A0' || c == u'\u00AE' || c == u'\u2122')
            continue;
        out += isDash(c) ? QChar(u'-') : c;
    }
    return out.toCaseFolded();
}

QStringList penaltyTableRows(const QStringList &paragraphs)
{
    QStringList cells = penaltyNames();
    cells << QStringLiteral("None") << QStringLiteral("Penalty");
    // Where each penalty ends a row: a whole word, at the end or before the next row.
    const auto rowEnds = [&](const QString &p) {
        std::vector<std::pair<qsizetype, qsizetype>> ends; // (start of the penalty, its end)
        // Each cell's next whole-word place at or after `at`, searched again only once
        // passed: one pass over the paragraph per cell, however many rows.
        std::vector<qsizetype> next(cells.size(), -2);
        const auto wholeWordFrom = [&](const QString &cell, qsizetype from) {
            for (qsizetype i = p.indexOf(cell, from); i >= 0; i = p.indexOf(cell, i + 1)) {
                const qsizetype end = i + cell.size();
                if (i > 0 && p.at(i - 1) == u' ' && (end == p.size() || p.at(end) == u' '))
                    return i;
            }
            return qsizetype(-1);
        };
        qsizetype at = 0;
        while (at < p.size()) {
            std::optional<std::pair<qsizetype, qsizetype>> first;
            for (size_t c = 0; c < size_t(cells.size()); ++c) {
                if (next[c] == -2 || (next[c] >= 0 && next[c] < at))
                    next[c] = wholeWordFrom(cells.at(c), at);
                if (next[c] >= 0 && (!first || next[c] < first->first))
                    first = std::pair{next[c], next[c] + cells.at(c).size()};
            }
            if (!first)
                break;
            ends.push_back(*first);
            at = first->second;
        }
        return ends;
    };
    qsizetype rows = 0;
    for (const QString &p : paragraphs) {
        const auto ends = rowEnds(p);
        rows += !ends.empty() && ends.back().second == p.size() ? 1 : 0;
    }
    if (paragraphs.isEmpty() || rows * 5 < paragraphs.size() * 3)
        return paragraphs;
    // The headings of the table's parts, which a dataset ran into the first row after them.
    static const QStringList parts = {QStringLiteral("Game Play Errors"), QStringLiteral("Tournament Errors"),
                                      QStringLiteral("Unsporting Conduct")};
    QStringList out;
    for (const QString &p : paragraphs) {
        const auto ends = rowEnds(p);
        if (ends.empty() || ends.back().second != p.size()) {
            out << p;
            continue;
        }
        qsizetype from = 0;
        for (const QString &part : parts)
            if (p.startsWith(part + u' ') && p.size() > part.size() + 1 && p.at(part.size() + 1).isUpper()) {
                out << part;
                from = part.size() + 1;
            }
        for (const auto &[start, end] : ends) {
            out << p.mid(from, start - from).trimmed() + QStringLiteral(" | ") + p.mid(start, end - start);
            from = end + 1;
        }
    }
    return out;
}

QString ContentsList::keyOf(const QString &number, const QString &category, const QString &title)
{
    return number + u'|' + comparableTitle(category) + u'|' + comparableTitle(title);
}

void ContentsList::add(Entry entry)
{
    m_byKey[keyOf(entry.number, entry.category, entry.title)].push_back(m_entries.size());
    m_entries.push_back(std::move(entry));
    m_found.push_back(false);
}

std::optional<size_t> ContentsList::match(const QString &number, const QString &category, const QString &title)
{
    const auto it = m_byKey.constFind(keyOf(number, category, title));
    if (it == m_byKey.constEnd())
        return std::nullopt;
    const auto c = std::lower_bound(it->begin(), it->end(), m_next);
    if (c == it->end())
        return std::nullopt;
    m_next = *c + 1;
    m_found[*c] = true;
    return *c;
}

std::vector<size_t> ContentsList::unmatched() const
{
    std::vector<size_t> out;
    for (size_t i = 0; i < m_found.size(); ++i)
        if (!m_found[i])
            out.push_back(i);
    return out;
}

std::optional<QString> penaltyOf(QStringView text)
{
    QString t = collapsedSpaces(text);
    // "Warning*": a footnote mark after the penalty (the 2014 guide's Missed Trigger).
    while (t.endsWith(u'*'))
        t.chop(1);
    for (const QString &penalty : penaltyNames())
        if (t.compare(penalty, Qt::CaseInsensitive) == 0)
            return penalty;
    if (t.compare(u"None", Qt::CaseInsensitive) == 0)
        return penaltyNames().front();
    return std::nullopt;
}

std::optional<QString> partLabelOf(QStringView text)
{
    QString t = collapsedSpaces(text);
    if (t.endsWith(u':'))
        t.chop(1);
    static const QStringList labels = {QStringLiteral("Definition"), QStringLiteral("Examples"),
                                       QStringLiteral("Philosophy"), QStringLiteral("Additional Remedy"),
                                       QStringLiteral("Upgrade"), QStringLiteral("Downgrade")};
    for (const QString &label : labels)
        if (t.compare(label, Qt::CaseInsensitive) == 0)
            return label;
    if (t.compare(u"Example", Qt::CaseInsensitive) == 0)
        return labels.at(1);
    return std::nullopt;
}

} // namespace importers::policy
