#include "readers/datedrulings.h"

#include "importerror.h"
#include "numberedline.h"
#include "rulenumber.h"
#include "text/effectivedate.h"

#include <QDate>
#include <QRegularExpression>
#include <QStringList>

namespace importers {

namespace {

// "- 107.3a - text": the entry's number between dashes. The number is read by the same
// reader as every other shape, so "107.3 a" or "107.3a." are fine too.
const QRegularExpression &entryStart()
{
    static const QRegularExpression re(QStringLiteral(R"(^-\s+(\S+(?:\s[a-z](?=\s+-))?)\s+-\s+(.*)$)"));
    return re;
}

// "[CompRules 2009/10/01]" at the end of an entry: where and when its text took effect.
const QRegularExpression &stampAtEnd()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\s*\[([^\[\]]*?)\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\]\s*$)"));
    return re;
}

// "This search based on the Oct 23, 2009 release of the Rulings."
const QRegularExpression &releaseSentence()
{
    static const QRegularExpression re(
        QStringLiteral(R"(based\s+on\s+the\s+([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})\s+release)"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// "General Rulings - 107107 - Numbers and Symbols": the page's rule heading. The site
// runs the heading number into an id; its first three digits are the number.
const QRegularExpression &headingLine()
{
    static const QRegularExpression re(QStringLiteral(R"(^[A-Za-z][^-]*\s-\s(\d{3})\d*\s-\s(.+)$)"));
    return re;
}

bool isFurniture(QStringView t)
{
    return t.isEmpty() || t == u"|";
}

// One entry (a rule or an example) being read: its text may run over several lines
// until the stamp that closes it.
struct OpenEntry {
    enum Kind { None, Rule, Example } kind = None;
    QString text;
    int line = 0;
};

} // namespace

bool looksLikeDatedRulings(QStringView text)
{
    // The first stamped entry within the first lines of the page.
    int lines = 0;
    for (const QStringView line : text.split(u'\n')) {
        if (++lines > 60)
            break;
        const QString t = line.trimmed().toString();
        if (entryStart().match(t).hasMatch() && stampAtEnd().match(t).hasMatch())
            return true;
    }
    return false;
}

rulesdb::EditionData readDatedRulings(const QString &text, const QString &fileName)
{
    rulesdb::EditionData edition;
    edition.meta.name = QStringLiteral("Comprehensive Rules (dated rulings)");
    OpenEntry open;
    int stamped = 0;

    auto warn = [&](int line, const QString &message) {
        edition.warnings << ImportError::describe(fileName, line, message);
    };
    // Closes the open entry: its text is stored, with its stamp when it has a valid one.
    auto close = [&](const QString &since, bool hasStamp) {
        if (open.kind == OpenEntry::Rule) {
            edition.rules.back().text = open.text;
            edition.rules.back().since = since;
        } else if (open.kind == OpenEntry::Example) {
            rulesdb::RuleEntry &rule = edition.rules.back();
            rule.examples << open.text;
            // Examples before this one without a date keep an empty place.
            while (rule.exampleSince.size() < rule.examples.size() - 1)
                rule.exampleSince << QString();
            rule.exampleSince << since;
        }
        if (open.kind != OpenEntry::None && !hasStamp)
            warn(open.line, QStringLiteral("no date stamp closes this entry (expected \"[CompRules "
                                           "YYYY/MM/DD]\" at its end); kept without a date"));
        stamped += since.isEmpty() ? 0 : 1;
        open = {};
    };
    // Takes the stamp off the end of a line; returns the date, or an empty string.
    auto takeStamp = [&](QString &t, int line) -> std::optional<QString> {
        const auto m = stampAtEnd().match(t);
        if (!m.hasMatch())
            return std::nullopt;
        t.truncate(m.capturedStart());
        const QDate d(m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt());
        if (!d.isValid()) {
            warn(line, QStringLiteral("\"%1\" is not a date; the entry is kept without one")
                           .arg(m.captured(0).trimmed()));
            return QString();
        }
        return d.toString(Qt::ISODate);
    };

    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QString t = lines[i].trimmed();
        if (edition.meta.date.isEmpty()) {
            if (const auto m = releaseSentence().match(t); m.hasMatch()) {
                edition.meta.date = isoDateFromWords(m.capturedView(1), m.capturedView(2), m.capturedView(3));
                continue;
            }
        }
        if (isFurniture(t) || releaseSentence().match(t).hasMatch())
            continue;

        if (const auto m = entryStart().match(t); m.hasMatch()) {
            if (open.kind != OpenEntry::None)
                close(QString(), false);
            const NumberedLine n = readNumberedLine(m.captured(1) + u' ' + m.captured(2));
            if (n.kind != NumberedLine::Number) {
                warn(lineNo, QStringLiteral("\"%1\" is not a rule number; entry skipped").arg(m.captured(1)));
                continue;
            }
            edition.rules.push_back({n.number, QString(), {}, lineNo});
            open = {OpenEntry::Rule, QString(), lineNo};
            t = m.captured(2);
        } else if (isExampleLine(t)) {
            if (open.kind != OpenEntry::None)
                close(QString(), false);
            if (edition.rules.empty()) {
                warn(lineNo, QStringLiteral("an example before any rule; skipped"));
                continue;
            }
            open = {OpenEntry::Example, QString(), lineNo};
            t = exampleText(t).toString();
        } else if (open.kind == OpenEntry::None) {
            if (const auto h = headingLine().match(t); h.hasMatch() && edition.rules.empty()) {
                // Three digits with a leading zero ("053…") are an id, not a heading.
                if (const auto n = rulesdb::RuleNumber::parse(h.capturedView(1))) {
                    edition.rules.push_back({n->toString(), h.captured(2).trimmed(), {}, lineNo});
                    continue;
                }
            }
            if (!edition.rules.empty())
                warn(lineNo, QStringLiteral("skipped: expected \"- NUMBER - text [CompRules YYYY/MM/DD]\" "
                                            "or \"Example: …\""));
            continue;
        }
        // The entry's text so far; a stamp at the end of the line closes it.
        const auto since = takeStamp(t, lineNo);
        open.text += (open.text.isEmpty() ? QString() : QStringLiteral("\n")) + t.trimmed();
        if (since)
            close(*since, true);
    }
    if (open.kind != OpenEntry::None)
        close(QString(), false);

    if (stamped == 0)
        throw ImportError(fileName, 0, QStringLiteral("no dated rules found: expected lines like "
                                                      "\"- 107.3a - text [CompRules 2009/10/01]\""));
    if (!edition.meta.date.isEmpty()) {
        for (const rulesdb::RuleEntry &r : edition.rules)
            if (!r.since.isEmpty() && r.since > edition.meta.date)
                warn(r.sourceLine, QStringLiteral("%1 is dated %2, after the release the page is based on (%3)")
                                       .arg(r.number, r.since, edition.meta.date));
    }
    if (!rulesdb::coversWholeRules(edition.rules))
        edition.meta.flags |= rulesdb::FlagPartial;
    return edition;
}

} // namespace importers
