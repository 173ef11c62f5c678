#include "diffreport.h"

#include "italics.h"

#include <QJsonArray>

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

QString diffText(const rulesdb::EditionDiff &diff)
{
    QString out = QStringLiteral("%1 → %2 (%3)\n").arg(diff.from.date, diff.to.date, diff.to.language);
    QStringList counts;
    for (const SummaryKey &k : kSummary)
        counts << QStringLiteral("%1 %2").arg(rulesdb::changeKindName(k.kind)).arg(diff.summary.at(k.kind));
    out += QStringLiteral("  ") + counts.join(QStringLiteral(", ")) + QStringLiteral("\n");
    for (const rulesdb::DiffEntry &e : diff.changes) {
        out += QStringLiteral("\n%1  %2").arg(rulesdb::changeKindName(e.kind), rulesdb::changeHeading(e));
        if (e.kind != rulesdb::ChangeKind::Added && e.kind != rulesdb::ChangeKind::Removed && e.similarity < 1)
            out += QStringLiteral("  (similarity %1)").arg(e.similarity, 0, 'f', 2);
        out += u'\n';
        // The source's italics as plain words, in the words changed too.
        const QString body = !e.spans.empty()
                                 ? rulesdb::renderPlainDiff(rulesdb::diffWithoutItalicMarks(e.spans, e.oldText, e.newText))
                             : e.kind == rulesdb::ChangeKind::Removed ? rulesdb::withoutItalicMarks(e.oldText)
                                                                        : rulesdb::withoutItalicMarks(e.newText);
        for (const QString &line : body.split(u'\n'))
            out += QStringLiteral("    ") + line + u'\n';
    }
    return out;
}

QString diffHtml(const rulesdb::EditionDiff &diff)
{
    QString html = QStringLiteral(
        "<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">\n"
        "<title>Comprehensive Rules %2 → %3</title>\n"
        "<style>\n"
        "body{font:16px/1.5 system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#1b1b1b;background:#fff}\n"
        "h1{font-size:1.4em} table{border-collapse:collapse} td{padding:.1em .8em .1em 0}\n"
        ".change{border-top:1px solid #ddd;padding:.6em 0} .kind{font-weight:600;text-transform:uppercase;font-size:.8em;letter-spacing:.04em;color:#555}\n"
        ".num{font-weight:600} .text{white-space:pre-wrap}\n"
        "del{background:#ffd7d5;color:#82071e;text-decoration:line-through} ins{background:#ccffd8;color:#055d20;text-decoration:none}\n"
        "@media (prefers-color-scheme:dark){body{background:#161616;color:#e6e6e6}.change{border-color:#333}.kind{color:#aaa}"
        "del{background:#5c1a1a;color:#ffb3b3}ins{background:#163d1f;color:#b3f5c3}}\n"
        "</style></head><body>\n")
                       .arg(diff.to.language.toHtmlEscaped(), diff.from.date.toHtmlEscaped(), diff.to.date.toHtmlEscaped());
    html += QStringLiteral("<h1>Comprehensive Rules: %1 → %2</h1>\n<table>\n")
                .arg(diff.from.date.toHtmlEscaped(), diff.to.date.toHtmlEscaped());
    for (const SummaryKey &k : kSummary)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>\n").arg(rulesdb::changeKindName(k.kind)).arg(diff.summary.at(k.kind));
    html += QStringLiteral("</table>\n");
    for (const rulesdb::DiffEntry &e : diff.changes) {
        html += QStringLiteral("<div class=\"change\"><span class=\"kind\">%1</span> <span class=\"num\">%2</span>")
                    .arg(rulesdb::changeKindName(e.kind).toHtmlEscaped(), rulesdb::changeHeading(e).toHtmlEscaped());
        if (e.kind != rulesdb::ChangeKind::Added && e.kind != rulesdb::ChangeKind::Removed && e.similarity < 1)
            html += QStringLiteral(" <small>similarity %1</small>").arg(e.similarity, 0, 'f', 2);
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

} // namespace cli
