#include "policy/policylinks.h"

#include "references.h"
#include "rulenumber.h"

#include <QRegularExpression>
#include <algorithm>

namespace rulesdb {

namespace {

// The names a judge's documents go by, longest first so that "Magic Tournament Rules"
// is read whole before "Tournament Rules".
struct NamedDocument {
    const char16_t *pattern;
    Document document;
};
constexpr NamedDocument kNames[] = {
    {u"Magic(?::\\s*The\\s+Gathering)?\\s+Tournament\\s+Rules", Document::MTR},
    {u"Tournament\\s+Rules", Document::MTR},
    {u"MTR", Document::MTR},
    {u"(?:Magic(?::\\s*The\\s+Gathering)?\\s+)?Infraction\\s+Procedure\\s+Guide", Document::IPG},
    {u"IPG", Document::IPG},
    {u"Judging\\s+at\\s+Regular(?:\\s+Rules\\s+Enforcement\\s+Level|\\s+REL)", Document::JAR},
    {u"JAR", Document::JAR},
    {u"(?:Magic(?::\\s*The\\s+Gathering)?\\s+)?Comprehensive\\s+Rules", Document::CR},
};

const QRegularExpression &namesPattern()
{
    static const QRegularExpression re = [] {
        QStringList alternatives;
        for (const auto &n : kNames)
            alternatives << QStringLiteral("(") + QString::fromUtf16(n.pattern) + QStringLiteral(")");
        // Whole words, and "MTR"/"IPG"/"JAR" in capitals only (a "jar" is no document).
        return QRegularExpression(QStringLiteral("\\b(?:") + alternatives.join(u'|') + QStringLiteral(")\\b"));
    }();
    return re;
}

struct Mention {
    qsizetype start, end;
    Document document;
};

std::vector<Mention> documentMentions(QStringView text)
{
    std::vector<Mention> out;
    auto it = namesPattern().globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        for (int i = 0; i < int(std::size(kNames)); ++i)
            if (m.capturedLength(i + 1) > 0) {
                out.push_back({m.capturedStart(), m.capturedEnd(), kNames[i].document});
                break;
            }
    }
    return out;
}

// "2.2–2.4" → 2.2, 2.3, 2.4 within one section; across sections only the ends.
QStringList expandRange(const QString &from, const QString &to)
{
    const qsizetype fd = from.indexOf(u'.'), td = to.indexOf(u'.');
    if (fd > 0 && td > 0 && from.left(fd) == to.left(td)) {
        const int a = from.mid(fd + 1).toInt(), b = to.mid(td + 1).toInt();
        if (a < b && b - a <= 30) {
            QStringList out;
            for (int i = a; i <= b; ++i)
                out << from.left(fd + 1) + QString::number(i);
            return out;
        }
    }
    return {from, to};
}

// The section numbers of a citation: "4.3", "2.2–2.4", "2.2 and 2.4", "Appendix B".
QStringList numbersIn(QStringView cited)
{
    static const QRegularExpression number(QStringLiteral(R"((\d{1,2}(?:\.\d{1,2})?)|Appendix\s+([A-Z])\b)"));
    static const QRegularExpression dash(QStringLiteral(R"(^\s*(?:[\-\x{2012}\x{2013}\x{2014}]|to|through)\s*$)"));
    QStringList out;
    QString previous;
    qsizetype previousEnd = -1;
    auto it = number.globalMatch(cited);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedLength(2) > 0) {
            out << QStringLiteral("Appendix ") + m.captured(2);
            previous.clear();
            continue;
        }
        const QString n = m.captured(1);
        if (!previous.isEmpty() && dash.match(cited.mid(previousEnd, m.capturedStart() - previousEnd)).hasMatch()) {
            out.removeLast();
            out << expandRange(previous, n);
        } else {
            out << n;
        }
        previous = n;
        previousEnd = m.capturedEnd();
    }
    return out;
}

} // namespace

std::vector<DocumentLink> extractDocumentLinks(QStringView text, Document home)
{
    std::vector<DocumentLink> links;
    const std::vector<Mention> mentions = documentMentions(text);

    // The CR's own rules cited from another document: "rule 103.4", "Comprehensive Rules
    // 103.4c" — numbers only a CR rule has (three-digit headings).
    if (home != Document::CR) {
        for (const Reference &ref : extractReferences(text)) {
            QStringList rules;
            for (const QString &t : ref.targets)
                if (const auto n = RuleNumber::parse(t); n && n->heading() >= 100)
                    rules << t;
            if (!rules.isEmpty())
                links.push_back({ref.start, ref.length, Document::CR, rules});
        }
    }

    // Sections: "section(s) N…", "(MTR 2.12)", "IPG 2.1", "Appendix B", "Tardiness (3.1)".
    if (home != Document::CR) {
        static const QRegularExpression sections(QStringLiteral(
            R"(\b(?:(MTR|IPG|JAR)\s+)?[Ss]ections?\s+(\d{1,2}(?:\.\d{1,2})?(?:\s*(?:[\-\x{2012}\x{2013}\x{2014}]|,|and|or|to|through)\s*\d{1,2}(?:\.\d{1,2})?)*)(?!\.\d)|)"
            R"(\b(MTR|IPG)\s+(\d{1,2}\.\d{1,2})\b|)"
            R"(\bAppendix\s+([A-F])\b|)"
            R"(\((\d\.\d{1,2})\))"));
        auto it = sections.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            DocumentLink link;
            link.start = int(m.capturedStart());
            link.length = int(m.capturedLength());
            link.target = home;
            QString prefix;
            if (m.capturedLength(2) > 0) {
                prefix = m.captured(1);
                link.numbers = numbersIn(m.capturedView(2));
            } else if (m.capturedLength(4) > 0) {
                prefix = m.captured(3);
                link.numbers = {m.captured(4)};
            } else if (m.capturedLength(5) > 0) {
                link.numbers = {QStringLiteral("Appendix ") + m.captured(5)};
            } else {
                link.numbers = {m.captured(6)};
                // "(3.1)": the parentheses are not the citing words.
                link.start += 1;
                link.length -= 2;
            }
            if (!prefix.isEmpty()) {
                link.target = prefix == QLatin1StringView("MTR") ? Document::MTR
                              : prefix == QLatin1StringView("IPG") ? Document::IPG
                                                                   : Document::JAR;
            } else {
                // The document named just before ("the Magic Tournament Rules, section
                // 4.3") or just after in the same sentence ("section 5.2 of the Magic
                // Tournament Rules", "section 4 of the Magic Tournament Rules").
                const qsizetype start = m.capturedStart(), end = m.capturedEnd();
                for (const Mention &mention : mentions) {
                    const QStringView before = mention.end <= start ? text.mid(mention.end, start - mention.end) : QStringView();
                    const QStringView after = mention.start >= end ? text.mid(end, mention.start - end) : QStringView();
                    static const QRegularExpression joinsBefore(QStringLiteral(R"(^\s*(?:,|\()?\s*$)"));
                    static const QRegularExpression joinsAfter(QStringLiteral(R"(^\s+(?:of|in)\s+(?:the\s+)?$)"));
                    if ((mention.end <= start && joinsBefore.match(before).hasMatch())
                        || (mention.start >= end && joinsAfter.match(after).hasMatch())) {
                        link.target = mention.document;
                        break;
                    }
                }
            }
            if (!link.numbers.isEmpty())
                links.push_back(std::move(link));
        }
    }

    // A document named alone: the CR's 100.6 naming the MTR, the IPG naming JAR. Names
    // that are part of a section's citation, or the text's own document, are not links.
    for (const Mention &mention : mentions) {
        if (mention.document == home)
            continue;
        const bool inCitation = std::any_of(links.begin(), links.end(), [&](const DocumentLink &l) {
            return l.target == mention.document && mention.start < l.start + l.length + 40
                   && mention.end > l.start - 40;
        });
        if (!inCitation)
            links.push_back({int(mention.start), int(mention.end - mention.start), mention.document, {}});
    }
    std::sort(links.begin(), links.end(), [](const DocumentLink &a, const DocumentLink &b) { return a.start < b.start; });
    return links;
}

} // namespace rulesdb
