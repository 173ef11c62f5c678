#include "policy/policyexamples.h"

#include <QRegularExpression>

namespace importers::policy {

namespace {

// "Example:", "Examples:", "Example 1:", "Example B:" with the example's words after it.
const QRegularExpression &labelled()
{
    static const QRegularExpression re(QStringLiteral(R"(^Examples?(?:\s+(?:\d{1,2}|[A-Z]))?\s*:\s*(\S.*)$)"));
    return re;
}

// "Examples", "Example:" alone: a heading over the items that follow.
const QRegularExpression &heading()
{
    static const QRegularExpression re(QStringLiteral(R"(^Examples?\s*:?$)"));
    return re;
}

// "1. A player …", "B. A player …": an item under a heading.
const QRegularExpression &item()
{
    static const QRegularExpression re(QStringLiteral(R"(^(?:\d{1,2}|[A-Z])\.\s+\S)"));
    return re;
}

// Where a shape ran an example, or a heading, into the paragraph before it: after the end
// of a sentence, the label with its colon.
QStringList setApart(const QString &paragraph)
{
    static const QRegularExpression runIn(
        QStringLiteral(R"((?<=[.!?\x{201D}")])\s+(?=Examples?(?:\s+(?:\d{1,2}|[A-Z]))?\s*:(?:\s|$)))"));
    if (!paragraph.contains(u"Example"))
        return {paragraph};
    QStringList out;
    qsizetype from = 0;
    for (auto it = runIn.globalMatch(paragraph); it.hasNext();) {
        const auto m = it.next();
        if (m.capturedStart() > from)
            out << paragraph.mid(from, m.capturedStart() - from);
        from = m.capturedEnd();
    }
    out << paragraph.mid(from);
    return out;
}

} // namespace

QStringList withoutExamples(const QStringList &paragraphs, QStringList &examples)
{
    QStringList split;
    for (const QString &p : paragraphs)
        split << setApart(p);
    QStringList kept;
    for (qsizetype i = 0; i < split.size(); ++i) {
        const QString &p = split.at(i);
        if (const auto m = labelled().match(p); m.hasMatch()) {
            examples << m.captured(1);
            continue;
        }
        if (heading().match(p).hasMatch()) {
            qsizetype j = i + 1;
            while (j < split.size() && item().match(split.at(j)).hasMatch())
                examples << split.at(j++);
            if (j == i + 1)
                kept << p; // no item follows: the heading stays, with its words
            i = j - 1;
            continue;
        }
        kept << p;
    }
    return kept;
}

void separateExamples(PolicyDocument &document)
{
    for (PolicySection &s : document.sections) {
        if (!s.category.isEmpty() || !s.penalty.isEmpty() || !s.parts.empty())
            continue;
        s.paragraphs = withoutExamples(s.paragraphs, s.examples);
    }
}

} // namespace importers::policy
