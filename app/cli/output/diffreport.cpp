#include "diffreport.h"

#include "italics.h"

#include <QJsonArray>
#include <map>

namespace cli {

namespace {

// The summary in the contract's order, then the finer kinds it adds.
struct SummaryKey {
    rulesdb::ChangeKind kind;
    const char *key;
};
constexpr SummaryKey kSummary[] = {
    {rulesdb::ChangeKind::Added, "added"},
    {rulesdb::ChangeKind::Removed, "removed"},
    {rulesdb::ChangeKind::Modified, "modified"},
    {rulesdb::ChangeKind::Moved, "moved"},
    {rulesdb::ChangeKind::Split, "split"},
    {rulesdb::ChangeKind::Merged, "merged"},
    {rulesdb::ChangeKind::Typography, "typography"},
    {rulesdb::ChangeKind::Unchanged, "unchanged"},
    {rulesdb::ChangeKind::References, "references"},
    {rulesdb::ChangeKind::MovedModified, "moved_modified"},
};

} // namespace

QJsonObject diffJson(const rulesdb::EditionDiff &diff)
{
    QJsonObject summary;
    for (const SummaryKey &k : kSummary)
        summary.insert(QString::fromLatin1(k.key), diff.summary.at(k.kind));
    QJsonArray changes;
    for (const rulesdb::DiffEntry &e : diff.changes) {
        changes.append(QJsonObject{
            {QStringLiteral("kind"), rulesdb::changeKindName(e.kind)},
            {QStringLiteral("old"), QJsonArray::fromStringList(e.oldNumbers)},
            {QStringLiteral("new"), QJsonArray::fromStringList(e.newNumbers)},
            {QStringLiteral("similarity"), qRound(e.similarity * 1000) / 1000.0},
            {QStringLiteral("diff"), e.spans.empty() ? QJsonValue(QJsonValue::Null)
                                                     : QJsonValue(rulesdb::renderPlainDiff(e.spans))},
        });
    }
    return {{QStringLiteral("from"), diff.from.date},
            {QStringLiteral("to"), diff.to.date},
            {QStringLiteral("language"), diff.to.language},
            {QStringLiteral("summary"), summary},
            {QStringLiteral("changes"), changes}};
}

QString diffText(const rulesdb::EditionChanges &changes)
{
    const auto summary = rulesdb::changeSummary(changes);
    QString out = QStringLiteral("%1 → %2 (%3)\n").arg(changes.from.date, changes.to.date, changes.to.language);
    QStringList counts;
    for (const SummaryKey &k : kSummary)
        counts << QStringLiteral("%1 %2").arg(rulesdb::changeKindName(k.kind)).arg(summary.at(k.kind));
    out += QStringLiteral("  ") + counts.join(QStringLiteral(", ")) + QStringLiteral("\n");
    // Each change written as it comes, into one string: a report of 3,000 changes builds no
    // diff to print, and its words are copied once, from the rules' texts.
    out.reserve(out.size() + qsizetype(changes.changes.size()) * 512);
    QString lines;
    rulesdb::forEachChange(changes, [&out, &lines](const rulesdb::ChangeText &e) {
        out += u'\n';
        out += rulesdb::changeKindName(e.kind);
        out += u"  ";
        rulesdb::appendChangeHeading(out, e.kind, e.oldNumbers, e.newNumbers);
        if (e.kind != rulesdb::ChangeKind::Added && e.kind != rulesdb::ChangeKind::Removed && e.similarity < 1)
            out += QStringLiteral("  (similarity %1)").arg(e.similarity, 0, 'f', 2);
        out += u'\n';
        // The source's italics as plain words, in the words changed too; written in place,
        // behind the first line's indent, and the lines after it indented too (wordings with
        // examples, a few).
        out += u"    ";
        const qsizetype bodyAt = out.size();
        if (!e.spans.empty())
            rulesdb::appendPlainDiff(out, e.spans, e.oldText, e.newText);
        else
            rulesdb::appendWithoutItalicMarks(out, e.kind == rulesdb::ChangeKind::Removed ? e.oldText : e.newText);
        if (QStringView(out).sliced(bodyAt).contains(u'\n')) {
            lines = out.sliced(bodyAt);
            out.truncate(bodyAt);
            const QStringView text(lines);
            for (qsizetype at = 0;;) {
                const qsizetype end = text.indexOf(u'\n', at);
                if (end < 0) {
                    out += text.sliced(at);
                    break;
                }
                out += text.sliced(at, end + 1 - at);
                out += u"    ";
                at = end + 1;
            }
        }
        out += u'\n';
    });
    return out;
}

namespace {

// The report's head, styles and summary table, alike for every document.
QString reportStart(const QString &document, const QString &language, const QString &from, const QString &to,
                    const std::map<rulesdb::ChangeKind, int> &summary)
{
    QString html = QStringLiteral(
        "<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">\n"
        "<title>%2 %3 → %4</title>\n"
        "<style>\n"
        "body{font:16px/1.5 system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#1b1b1b;background:#fff}\n"
        "h1{font-size:1.4em} table{border-collapse:collapse} td{padding:.1em .8em .1em 0}\n"
        ".change{border-top:1px solid #ddd;padding:.6em 0} .kind{font-weight:600;text-transform:uppercase;font-size:.8em;letter-spacing:.04em;color:#555}\n"
        ".num{font-weight:600} .text{white-space:pre-wrap}\n"
        "del{background:#ffd7d5;color:#82071e;text-decoration:line-through} ins{background:#ccffd8;color:#055d20;text-decoration:none}\n"
        "@media (prefers-color-scheme:dark){body{background:#161616;color:#e6e6e6}.change{border-color:#333}.kind{color:#aaa}"
        "del{background:#5c1a1a;color:#ffb3b3}ins{background:#163d1f;color:#b3f5c3}}\n"
        "</style></head><body>\n")
                       .arg(language.toHtmlEscaped(), document.toHtmlEscaped(), from.toHtmlEscaped(), to.toHtmlEscaped());
    html += QStringLiteral("<h1>%1: %2 → %3</h1>\n<table>\n")
                .arg(document.toHtmlEscaped(), from.toHtmlEscaped(), to.toHtmlEscaped());
    for (const SummaryKey &k : kSummary) {
        const auto it = summary.find(k.kind);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>\n")
                    .arg(rulesdb::changeKindName(k.kind))
                    .arg(it == summary.end() ? 0 : it->second);
    }
    html += QStringLiteral("</table>\n");
    return html;
}

QString similarityNote(rulesdb::ChangeKind kind, double similarity)
{
    if (kind != rulesdb::ChangeKind::Added && kind != rulesdb::ChangeKind::Removed && similarity < 1)
        return QStringLiteral(" <small>similarity %1</small>").arg(similarity, 0, 'f', 2);
    return {};
}

} // namespace

QString diffHtml(const rulesdb::EditionDiff &diff)
{
    QString html = reportStart(QStringLiteral("Comprehensive Rules"), diff.to.language, diff.from.date, diff.to.date,
                               diff.summary);
    for (const rulesdb::DiffEntry &e : diff.changes) {
        html += QStringLiteral("<div class=\"change\"><span class=\"kind\">%1</span> <span class=\"num\">%2</span>")
                    .arg(rulesdb::changeKindName(e.kind).toHtmlEscaped(), rulesdb::changeHeading(e).toHtmlEscaped());
        html += similarityNote(e.kind, e.similarity);
        html += QStringLiteral("<div class=\"text\">");
        // Escaped, the source's italics made <i>.
        if (!e.spans.empty()) {
            for (const rulesdb::DiffPiece &p : rulesdb::italicDiffPieces(e.spans, e.oldText, e.newText)) {
                QString t = p.text.toHtmlEscaped();
                if (p.italic)
                    t = QStringLiteral("<i>") + t + QStringLiteral("</i>");
                html += p.kind == rulesdb::DiffSpan::Same      ? t
                        : p.kind == rulesdb::DiffSpan::Deleted ? QStringLiteral("<del>") + t + QStringLiteral("</del>")
                                                               : QStringLiteral("<ins>") + t + QStringLiteral("</ins>");
            }
        } else if (e.kind == rulesdb::ChangeKind::Removed) {
            html += QStringLiteral("<del>") + rulesdb::italicHtml(e.oldText) + QStringLiteral("</del>");
        } else if (e.kind == rulesdb::ChangeKind::Added) {
            html += QStringLiteral("<ins>") + rulesdb::italicHtml(e.newText) + QStringLiteral("</ins>");
        } else {
            html += rulesdb::italicHtml(e.newText);
        }
        html += QStringLiteral("</div></div>\n");
    }
    html += QStringLiteral("</body></html>\n");
    return html;
}

QString sectionDiffHtml(const rulesdb::EditionInfo &from, const rulesdb::EditionInfo &to,
                        const std::vector<rulesdb::SectionChange> &changes)
{
    std::map<rulesdb::ChangeKind, int> summary;
    for (const rulesdb::SectionChange &c : changes)
        ++summary[c.kind];
    QString html = reportStart(rulesdb::documentTitle(to.document), to.language, from.date, to.date, summary);
    for (const rulesdb::SectionChange &c : changes) {
        if (c.kind == rulesdb::ChangeKind::Unchanged)
            continue;
        // A section by its number (its title when it has none), "4.4 → 4.5" when renumbered.
        const QString older = c.older.join(QStringLiteral(", ")), newer = c.newer.join(QStringLiteral(", "));
        const QString where = older.isEmpty() || older == newer ? newer
                              : newer.isEmpty()                  ? older
                                                                 : older + QStringLiteral(" → ") + newer;
        html += QStringLiteral("<div class=\"change\"><span class=\"kind\">%1</span> <span class=\"num\">%2</span>")
                    .arg(rulesdb::changeKindName(c.kind).toHtmlEscaped(), where.toHtmlEscaped());
        if (!c.title.isEmpty() && c.title != where)
            html += QStringLiteral(" <span class=\"title\">%1</span>").arg(c.title.toHtmlEscaped());
        html += similarityNote(c.kind, c.similarity);
        html += QStringLiteral("<div class=\"text\">");
        for (const rulesdb::DiffSpan &span : c.spans) {
            const QString t = span.text.toHtmlEscaped();
            html += span.kind == rulesdb::DiffSpan::Same      ? t
                    : span.kind == rulesdb::DiffSpan::Deleted ? QStringLiteral("<del>") + t + QStringLiteral("</del>")
                                                              : QStringLiteral("<ins>") + t + QStringLiteral("</ins>");
        }
        html += QStringLiteral("</div></div>\n");
    }
    html += QStringLiteral("</body></html>\n");
    return html;
}

} // namespace cli
